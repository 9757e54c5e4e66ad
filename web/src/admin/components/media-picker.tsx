import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError, gql } from '../lib/api'
import { useText } from '../lib/text'
import { ActionDialog } from './dialog'
import { Field, Pager, secondaryButtonClassName } from './ui'

/** A file of the media library as lists show it. */
export interface MediaSummary {
  id: string
  filename: string
  mimeType: string
  width: number
  height: number
  thumbnailUrl: string
  alt: { locale: string; text: string }[]
}

export const mediaSummaryFields =
  'id filename mimeType width height thumbnailUrl alt { locale text }'

/** The alt text of a file in the language, German filling a gap. */
export function altOf(m: { alt: { locale: string; text: string }[] }, language: string): string {
  return (
    m.alt.find((a) => a.locale === language)?.text ??
    m.alt.find((a) => a.locale === 'de')?.text ??
    ''
  )
}

/**
 * Uploads a picture to the media library (a new file, or in place of the
 * file replaceId everywhere it is used) and answers the file's id.
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

/**
 * Chooses an image of the media library for an editor's field: the
 * chosen one's thumbnail, a button that opens the library in a dialog
 * (search, pages of thumbnails, each a button), and one that clears it.
 * onChange gets the file, or null.
 */
export function MediaPicker({
  label,
  value,
  onChange,
}: {
  label: string
  value: MediaSummary | null
  onChange: (m: MediaSummary | null) => void
}) {
  const { t, language } = useText()
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const labelId = useId()
  const files = useQuery({
    queryKey: ['admin', 'mediaFiles', search, page, pageSize],
    enabled: open,
    queryFn: () =>
      gql<{ mediaFiles: { items: MediaSummary[]; totalCount: number } }>(
        `query($s: String, $p: Int, $n: Int) { mediaFiles(search: $s, page: $p, pageSize: $n) { items { ${mediaSummaryFields} } totalCount } }`,
        { s: search, p: page, n: pageSize },
      ),
  })
  return (
    <div role="group" aria-labelledby={labelId} className="mb-4">
      <p id={labelId} className="block text-sm font-medium text-stone-800">
        {label}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={value.thumbnailUrl}
            alt={altOf(value, language) || value.filename}
            className="size-20 rounded border border-stone-300 object-contain"
          />
        ) : (
          <span className="text-stone-700">{t('media.picker.none')}</span>
        )}
        <button
          type="button"
          className={secondaryButtonClassName}
          onClick={() => {
            setOpen(true)
          }}
        >
          {t('media.picker.choose')}
        </button>
        {value ? (
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
        {files.data?.mediaFiles.items.length === 0 ? (
          <p className="mb-3">{t('media.none')}</p>
        ) : null}
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
                <img src={m.thumbnailUrl} alt="" className="h-20 w-full object-contain" />
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
    </div>
  )
}
