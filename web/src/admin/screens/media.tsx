import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type SyntheticEvent } from 'react'
import { useSearchParams } from 'react-router'
import { ActionDialog, ConfirmButtons } from '../components/dialog'
import {
  altOf,
  isPDF,
  MediaThumb,
  mediaSummaryFields,
  PdfIcon,
  sizeText,
  uploadMediaFile,
  type MediaSummary,
} from '../components/media-picker'
import {
  buttonClassName,
  ErrorNote,
  Field,
  inputClassName,
  labelClassName,
  Loading,
  PageTitle,
  Pager,
  Section,
  secondaryButtonClassName,
  Select,
} from '../components/ui'
import { fieldErrors, gql } from '../lib/api'
import { languages, useText, type Language } from '../lib/text'

/** What the library's file inputs take: the pictures media.Library.Put re-encodes, and PDFs. */
const imageTypes = 'image/jpeg,image/png,image/gif,image/webp'
const pdfTypes = 'application/pdf,.pdf'

interface MediaFile extends MediaSummary {
  url: string
  caption: { locale: string; text: string }[]
  createdAt: string
  updatedAt: string
  uses: { kind: string; id: string; label: string; field: string; locale: string | null }[]
}

const fileFields = `${mediaSummaryFields} url caption { locale text } createdAt updatedAt
  uses { kind id label field locale }`

const pageSize = 24

/** The media library: search, upload (pictures and PDFs), alt texts and captions, where each file is used, replace, delete. */
export function MediaScreen() {
  const { t, language } = useText()
  const client = useQueryClient()
  const [params, setParams] = useSearchParams()
  const selected = params.get('id') ?? ''
  const [search, setSearch] = useState('')
  const [kind, setKind] = useState('')
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState('')
  const uploadId = useId()
  const list = useQuery({
    queryKey: ['admin', 'mediaFiles', search, kind, page, pageSize],
    queryFn: () =>
      gql<{ mediaFiles: { items: MediaSummary[]; totalCount: number } }>(
        `query($s: String, $k: String, $p: Int, $n: Int) { mediaFiles(search: $s, kind: $k, page: $p, pageSize: $n) { items { ${mediaSummaryFields} } totalCount } }`,
        { s: search, k: kind || null, p: page, n: pageSize },
      ),
  })
  const upload = useMutation({
    mutationFn: (file: File) => uploadMediaFile(file),
    onMutate: () => {
      setStatus('')
    },
    onSuccess: async (id, file) => {
      setStatus(t('media.uploaded', { name: file.name }))
      await client.invalidateQueries({ queryKey: ['admin', 'mediaFiles'] })
      setParams({ id })
    },
  })
  return (
    <div>
      <PageTitle>{t('media.title')}</PageTitle>
      <p className="mb-4 max-w-3xl text-stone-800">{t('media.intro')}</p>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="max-w-sm grow">
          <Field
            label={t('media.search')}
            type="search"
            value={search}
            wrapperClassName="mb-0"
            onChange={(e) => {
              setSearch(e.target.value)
              setPage(1)
            }}
          />
        </div>
        <div className="w-full sm:w-auto">
          <Select
            label={t('media.kindFilter')}
            value={kind}
            options={[
              { value: '', label: t('media.kindAll') },
              { value: 'image', label: t('media.kindImages') },
              { value: 'pdf', label: t('media.kindPDFs') },
            ]}
            onChange={(e) => {
              setKind(e.target.value)
              setPage(1)
            }}
          />
        </div>
        <div className="min-w-0 max-w-full">
          <label htmlFor={uploadId} className={labelClassName}>
            {t('media.upload')}
          </label>
          <input
            id={uploadId}
            type="file"
            accept={imageTypes + ',' + pdfTypes}
            className={inputClassName}
            disabled={upload.isPending}
            onChange={(e) => {
              const f = e.target.files?.[0]
              e.target.value = ''
              if (f) upload.mutate(f)
            }}
          />
        </div>
      </div>
      <p role="status" className="mb-2 text-forest-800">
        {upload.isPending ? t('media.uploading') : status}
      </p>
      <ErrorNote error={upload.error} />
      <ErrorNote error={list.error} />
      {list.isPending ? <Loading /> : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_minmax(20rem,28rem)]">
        <nav aria-label={t('media.list')} className="min-w-0">
          {list.data?.mediaFiles.items.length === 0 ? <p>{t('media.none')}</p> : null}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
            {(list.data?.mediaFiles.items ?? []).map((m) => (
              <li key={m.id}>
                <a
                  href={`?id=${m.id}`}
                  aria-current={m.id === selected ? 'true' : undefined}
                  className="flex h-full flex-col items-center gap-1 rounded-lg border border-stone-300 bg-white p-2 text-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-forest-700 aria-[current]:border-forest-700 aria-[current]:bg-cream-200"
                  onClick={(e) => {
                    e.preventDefault()
                    setParams({ id: m.id })
                  }}
                >
                  <MediaThumb file={m} className="h-24 w-full" />
                  <span className="w-full truncate font-medium">{m.filename}</span>
                  <span className="w-full truncate text-stone-700">
                    {isPDF(m)
                      ? t('media.pdfSize', { size: sizeText(m.filesize, language) })
                      : altOf(m, language) || t('media.noAlt')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
          {list.data && list.data.mediaFiles.totalCount > pageSize ? (
            <Pager
              page={page}
              pageSize={pageSize}
              total={list.data.mediaFiles.totalCount}
              onPage={setPage}
            />
          ) : null}
        </nav>
        {/* Long file names (older pictures are named by their hash) wrap instead of widening the page. */}
        <div className="min-w-0 [overflow-wrap:anywhere]">
          {selected ? (
            <MediaDetail
              id={selected}
              onDeleted={(name) => {
                setStatus(t('media.deleted', { name }))
                setParams({})
              }}
            />
          ) : (
            <p className="text-stone-700">{t('media.chooseOne')}</p>
          )}
        </div>
      </div>
    </div>
  )
}

function MediaDetail({ id, onDeleted }: { id: string; onDeleted: (name: string) => void }) {
  const { t } = useText()
  const file = useQuery({
    queryKey: ['admin', 'mediaFile', id],
    queryFn: () =>
      gql<{ mediaFile: MediaFile | null }>(
        `query($id: ID!) { mediaFile(id: $id) { ${fileFields} } }`,
        { id },
      ),
  })
  if (file.isPending) return <Loading />
  if (file.error) return <ErrorNote error={file.error} />
  const m = file.data.mediaFile
  if (!m) return <p>{t('media.gone')}</p>
  return <MediaEditor key={m.id} file={m} onDeleted={onDeleted} />
}

function MediaEditor({ file, onDeleted }: { file: MediaFile; onDeleted: (name: string) => void }) {
  const { t, language } = useText()
  const client = useQueryClient()
  const replaceId = useId()
  const textsOf = (list: { locale: string; text: string }[]) => {
    const out: Record<Language, string> = { de: '', en: '', fr: '' }
    for (const x of list)
      if ((languages as readonly string[]).includes(x.locale)) out[x.locale as Language] = x.text
    return out
  }
  const pdf = isPDF(file)
  const [alt, setAlt] = useState(() => textsOf(file.alt))
  const [caption, setCaption] = useState(() => textsOf(file.caption))
  const [saved, setSaved] = useState('')
  const [confirm, setConfirm] = useState(false)
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['admin', 'mediaFile', file.id] })
    await client.invalidateQueries({ queryKey: ['admin', 'mediaFiles'] })
  }
  const save = useMutation({
    mutationFn: () =>
      gql<{ saveMediaTexts: MediaFile }>(
        `mutation($id: ID!, $alt: [SiteLocaleTextInput!]!, $caption: [SiteLocaleTextInput!]!) {
          saveMediaTexts(id: $id, alt: $alt, caption: $caption) { ${fileFields} } }`,
        {
          id: file.id,
          alt: languages.map((l) => ({ locale: l, text: alt[l] })),
          caption: languages.map((l) => ({ locale: l, text: caption[l] })),
        },
      ),
    onMutate: () => {
      setSaved('')
    },
    onSuccess: (data) => {
      setSaved(t('media.saved'))
      client.setQueryData(['admin', 'mediaFile', file.id], { mediaFile: data.saveMediaTexts })
      void client.invalidateQueries({ queryKey: ['admin', 'mediaFiles'] })
    },
  })
  const replace = useMutation({
    mutationFn: (f: File) => uploadMediaFile(f, file.id),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: () =>
      gql<{ deleteMediaFile: boolean }>('mutation($id: ID!) { deleteMediaFile(id: $id) }', {
        id: file.id,
      }),
    onSuccess: async () => {
      setConfirm(false)
      await client.invalidateQueries({ queryKey: ['admin', 'mediaFiles'] })
      onDeleted(file.filename)
    },
    onError: () => {
      setConfirm(false)
    },
  })
  const errors = fieldErrors(save.error)
  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    save.mutate()
  }
  const languageName = (l: Language) => t(('language.' + l) as 'language.de')
  const kindName = (k: string) =>
    (['page', 'club', 'salesEvent', 'site'] as const).includes(k as 'page')
      ? t(('media.kind.' + k) as 'media.kind.page')
      : k
  const fieldName = (f: string) =>
    (['logo', 'meta', 'blocks'] as const).includes(f as 'logo')
      ? t(('media.field.' + f) as 'media.field.logo')
      : f
  return (
    <div className="grid gap-4">
      <Section id="media-file" title={file.filename}>
        {pdf ? (
          <p className="mb-3 flex items-center gap-3">
            <PdfIcon className="size-16 shrink-0" />
            <a href={file.url} target="_blank" rel="noreferrer" className="underline">
              {t('media.openPDF')}
            </a>
          </p>
        ) : (
          <img
            src={file.url}
            alt={altOf(file, language) || file.filename}
            className="mb-3 max-h-64 w-full rounded border border-stone-200 object-contain"
          />
        )}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="font-medium">{t('media.type')}</dt>
          <dd>{pdf ? t('media.typePDF') : file.mimeType}</dd>
          {pdf ? (
            <>
              <dt className="font-medium">{t('media.address')}</dt>
              <dd className="break-all">
                <code>{file.url}</code>
              </dd>
            </>
          ) : (
            <>
              <dt className="font-medium">{t('media.dimensions')}</dt>
              <dd>{t('media.pixels', { width: file.width, height: file.height })}</dd>
            </>
          )}
          <dt className="font-medium">{t('media.size')}</dt>
          <dd>{sizeText(file.filesize, language)}</dd>
        </dl>
        <div className="mt-4">
          <label htmlFor={replaceId} className={labelClassName}>
            {t('media.replace')}
          </label>
          <input
            id={replaceId}
            type="file"
            accept={pdf ? pdfTypes : imageTypes}
            className={inputClassName}
            disabled={replace.isPending}
            aria-describedby={replaceId + '-hint'}
            onChange={(e) => {
              const f = e.target.files?.[0]
              e.target.value = ''
              if (f) replace.mutate(f)
            }}
          />
          <p id={replaceId + '-hint'} className="mt-1 text-sm text-stone-700">
            {pdf ? t('media.replaceHintPDF') : t('media.replaceHint')}
          </p>
          <ErrorNote error={replace.error} />
        </div>
      </Section>
      <form onSubmit={submit} noValidate aria-labelledby="media-texts">
        <Section id="media-texts" title={t('media.texts')}>
          {Object.keys(errors).length === 0 ? <ErrorNote error={save.error} /> : null}
          {languages.map((l) => (
            <fieldset key={l} className="mb-3 rounded-md border border-stone-300 p-3">
              <legend className="px-1 text-sm font-medium">{languageName(l)}</legend>
              <Field
                label={t('media.alt', { language: languageName(l) })}
                value={alt[l]}
                maxLength={300}
                error={errors['alt.' + l]}
                onChange={(e) => {
                  setAlt({ ...alt, [l]: e.target.value })
                }}
              />
              <Field
                label={t('media.caption', { language: languageName(l) })}
                value={caption[l]}
                maxLength={500}
                wrapperClassName="mb-0"
                error={errors['caption.' + l]}
                onChange={(e) => {
                  setCaption({ ...caption, [l]: e.target.value })
                }}
              />
            </fieldset>
          ))}
          <p role="status" className="mb-2 text-forest-800">
            {saved}
          </p>
          <button type="submit" className={buttonClassName} disabled={save.isPending}>
            {t('media.save')}
          </button>
        </Section>
      </form>
      <Section id="media-uses" title={t('media.uses')}>
        {file.uses.length === 0 ? (
          <p className="mb-3">{t('media.unused')}</p>
        ) : (
          <ul className="mb-3 list-disc pl-5">
            {file.uses.map((u) => (
              <li key={u.kind + u.id + u.field + (u.locale ?? '')}>
                {t('media.use', {
                  kind: kindName(u.kind),
                  name: u.label,
                  field: fieldName(u.field),
                })}
                {u.locale ? ' (' + languageName(u.locale as Language) + ')' : ''}
              </li>
            ))}
          </ul>
        )}
        <ErrorNote error={remove.error} />
        <button
          type="button"
          className={secondaryButtonClassName}
          onClick={() => {
            setConfirm(true)
          }}
        >
          {t('media.delete')}
        </button>
      </Section>
      <ActionDialog
        title={t('media.deleteTitle', { name: file.filename })}
        open={confirm}
        alert
        onClose={() => {
          setConfirm(false)
        }}
      >
        <p className="mb-4">{t('media.deleteText')}</p>
        <ConfirmButtons
          confirm={t('media.delete')}
          cancel={t('media.cancel')}
          busy={remove.isPending}
          onConfirm={() => {
            remove.mutate()
          }}
          onCancel={() => {
            setConfirm(false)
          }}
        />
      </ActionDialog>
    </div>
  )
}
