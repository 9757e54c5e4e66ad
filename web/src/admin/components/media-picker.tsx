import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError, gql } from '../lib/api'
import { useText } from '../lib/text'
import { ActionDialog } from './dialog'
import { Field, Pager, secondaryButtonClassName } from './ui'

/** A file of the media library as lists show it (a PDF has no thumbnail). */
export interface MediaSummary {
  id: string
  filename: string
  mimeType: string
  width: number
  height: number
  filesize: number
  thumbnailUrl: string | null
  alt: { locale: string; text: string }[]
}

export const mediaSummaryFields =
  'id filename mimeType width height filesize thumbnailUrl alt { locale text }'

/** Whether a file of the library is a PDF. */
export function isPDF(m: { mimeType: string }): boolean {
  return m.mimeType === 'application/pdf'
}

/** A file's size for people: KB or MB in the language; a dash for none. */
export function sizeText(bytes: number, language: string): string {
  // Pictures stored before the library kept sizes have none.
  if (bytes <= 0) return '–'
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 })
  // A narrow no-break space keeps the number and its unit together.
  if (bytes >= 1 << 20) return format.format(bytes / (1 << 20)) + '\u202fMB'
  return format.format(bytes / 1024) + '\u202fKB'
}

/** A PDF's sign where a picture would show its thumbnail. */
export function PdfIcon({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      className={'text-red-800 ' + className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 4h18l8 8v32H12z" fill="white" />
      <path d="M30 4v8h8" />
      <rect x="8" y="24" width="26" height="12" rx="2" fill="currentColor" stroke="none" />
      <text
        x="21"
        y="33.5"
        textAnchor="middle"
        fontSize="9"
        fontWeight="700"
        fill="white"
        stroke="none"
      >
        PDF
      </text>
    </svg>
  )
}

/** A file's thumbnail, or the PDF sign. */
export function MediaThumb({ file, className }: { file: MediaSummary; className: string }) {
  return file.thumbnailUrl ? (
    <img src={file.thumbnailUrl} alt="" className={className + ' object-contain'} />
  ) : (
    <PdfIcon className={className} />
  )
}

/** The alt text of a file in the language, German filling a gap. */
export function altOf(m: { alt: { locale: string; text: string }[] }, language: string): string {
  return (
    m.alt.find((a) => a.locale === language)?.text ??
    m.alt.find((a) => a.locale === 'de')?.text ??
    ''
  )
}

/**
 * Uploads a picture or PDF to the media library (a new file, or in place
 * of the file replaceId everywhere it is used) and answers the file's id.
 */
export async function uploadMediaFile(file: File, replaceId?: string): Promise<string> {
  const path = replaceId
    ? `/admin/api/content/media/${encodeURIComponent(replaceId)}/file`
    : '/admin/api/content/media'
  const res = await fetch(`${path}?filename=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      Accept: 'application/json',
    },
    body: file,
  })
  const data = (await res.json().catch(() => ({}))) as {
    id?: string
    error?: { message?: string; code?: string; field?: string }
  }
  if (!res.ok || !data.id)
    throw new ApiError(data.error?.message ?? res.statusText, {
      status: res.status,
      code: data.error?.code ?? String(res.status),
      field: data.error?.field,
    })
  return data.id
}

const pageSize = 12

/** One file of the library by id, for a field that stores only the id. */
export function useMediaSummary(id: string) {
  return useQuery({
    queryKey: ['admin', 'mediaFile', id, 'summary'],
    enabled: /^[1-9][0-9]*$/.test(id),
    staleTime: 60_000,
    queryFn: () =>
      gql<{ mediaFile: MediaSummary | null }>(
        `query($id: ID!) { mediaFile(id: $id) { ${mediaSummaryFields} } }`,
        { id },
      ),
  })
}

/**
 * MediaPicker for a field that stores the file's id (blocks, meta images,
 * logos): it loads the chosen file to show its thumbnail and answers the
 * new id, or '' when removed. An id that names no file is shown as such.
 */
export function MediaIdPicker({
  label,
  id,
  onChange,
  error,
  className,
  dataField,
}: {
  label: string
  id: string
  onChange: (id: string) => void
  error?: string
  className?: string
  /** The server's name of the field, for moving the focus to its error. */
  dataField?: string
}) {
  const { t } = useText()
  const file = useMediaSummary(id)
  const chosen = file.data?.mediaFile ?? null
  const missing = id !== '' && !file.isPending && !chosen
  return (
    <MediaPicker
      label={label}
      value={chosen}
      className={className}
      dataField={dataField}
      error={error ?? (missing && !file.isFetching ? t('media.picker.missing', { id }) : undefined)}
      onChange={(m) => {
        onChange(m?.id ?? '')
      }}
      removable={id !== ''}
    />
  )
}

/**
 * Chooses an image of the media library for an editor's field: the
 * chosen one's thumbnail, a button that opens the library in a dialog
 * (search, pages of thumbnails, each a button), and one that clears it.
 * onChange gets the file, or null. Only pictures are offered.
 */
export function MediaPicker({
  label,
  value,
  onChange,
  error,
  className = 'mb-4',
  removable,
  dataField,
  bare = false,
}: {
  label: string
  value: MediaSummary | null
  onChange: (m: MediaSummary | null) => void
  error?: string
  className?: string
  /** Offer "remove" though value is not loaded (an id without its file). */
  removable?: boolean
  /** The server's name of the field, on the choose button (focused on its error). */
  dataField?: string
  /** Only a button named label that opens the library (the caller shows the choice). */
  bare?: boolean
}) {
  const { t, language } = useText()
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const labelId = useId()
  const errorId = useId()
  const files = useQuery({
    queryKey: ['admin', 'mediaFiles', search, 'image', page, pageSize],
    enabled: open,
    queryFn: () =>
      gql<{ mediaFiles: { items: MediaSummary[]; totalCount: number } }>(
        `query($s: String, $p: Int, $n: Int) { mediaFiles(search: $s, kind: "image", page: $p, pageSize: $n) { items { ${mediaSummaryFields} } totalCount } }`,
        { s: search, p: page, n: pageSize },
      ),
  })
  const dialog = (
    <ActionDialog
      title={t('media.picker.title')}
      open={open}
      onClose={() => {
        setOpen(false)
      }}
    >
      <Field
        label={t('media.search')}
        type="search"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value)
          setPage(1)
        }}
      />
      {files.data?.mediaFiles.items.length === 0 ? <p className="mb-3">{t('media.none')}</p> : null}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {(files.data?.mediaFiles.items ?? []).map((m) => (
          <li key={m.id}>
            <button
              type="button"
              aria-pressed={value?.id === m.id}
              className="flex w-full flex-col items-center gap-1 rounded border border-stone-300 p-2 text-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-forest-700 aria-pressed:border-forest-700 aria-pressed:bg-cream-200"
              onClick={() => {
                onChange(m)
                setOpen(false)
              }}
            >
              <MediaThumb file={m} className="h-20 w-full" />
              <span className="w-full truncate">{altOf(m, language) || m.filename}</span>
            </button>
          </li>
        ))}
      </ul>
      {files.data && files.data.mediaFiles.totalCount > pageSize ? (
        <Pager
          page={page}
          pageSize={pageSize}
          total={files.data.mediaFiles.totalCount}
          onPage={setPage}
        />
      ) : null}
      <button
        type="button"
        className={secondaryButtonClassName + ' mt-4'}
        onClick={() => {
          setOpen(false)
        }}
      >
        {t('media.picker.cancel')}
      </button>
    </ActionDialog>
  )
  if (bare)
    return (
      <>
        <button
          type="button"
          className={secondaryButtonClassName}
          onClick={() => {
            setOpen(true)
          }}
        >
          {label}
        </button>
        {dialog}
      </>
    )
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      className={className}
    >
      <p id={labelId} className="block text-sm font-medium text-stone-800">
        {label}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {value?.thumbnailUrl ? (
          <img
            src={value.thumbnailUrl}
            alt={altOf(value, language) || value.filename}
            className="size-20 rounded border border-stone-300 object-contain"
          />
        ) : value ? (
          <span className="min-w-0 break-all text-stone-800">{value.filename}</span>
        ) : (
          <span className="text-stone-700">{t('media.picker.none')}</span>
        )}
        <button
          type="button"
          className={secondaryButtonClassName}
          data-field={dataField}
          aria-describedby={error ? errorId : undefined}
          onClick={() => {
            setOpen(true)
          }}
        >
          {t('media.picker.choose')}
        </button>
        {value || removable ? (
          <button
            type="button"
            className={secondaryButtonClassName}
            onClick={() => {
              onChange(null)
            }}
          >
            {t('media.picker.clear')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {dialog}{' '}
    </div>
  )
}
