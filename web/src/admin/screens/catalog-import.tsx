import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useRef, useState, type SyntheticEvent } from 'react'
import {
  ErrorNote,
  PageTitle,
  Section,
  buttonClassName,
  labelClassName,
  secondaryButtonClassName,
} from '../components/ui'
import { ApiError } from '../lib/api'
import { useText } from '../lib/text'

/** A problem of a row of the file, as the server's check found it. */
interface Problem {
  row: number
  column: string
  value: string
  message: string
}

/** An uploaded file: its state, the check's report and the run's progress. */
interface Upload {
  id: number
  fileName: string
  status: 'checked' | 'refused' | 'queued' | 'running' | 'done' | 'failed'
  rows: number
  products: number
  variants: number
  problems: Problem[]
  more: number
  done: number
  total: number
  error?: string
}

/** A call of the catalogue's CSV API; a refusal is thrown as an ApiError. */
async function csvApi(path: string, init: RequestInit, language: string): Promise<Upload> {
  const res = await fetch('/admin/api/catalog' + path, {
    ...init,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Accept-Language': language },
  })
  const data = (await res.json().catch(() => ({}))) as unknown
  if (!res.ok) {
    const e = (data as { error?: { message?: string; code?: string; field?: string } }).error
    throw new ApiError(e?.message ?? res.statusText, {
      status: res.status,
      code: e?.code ?? String(res.status),
      field: e?.field,
    })
  }
  return data as Upload
}

/**
 * The catalogue's CSV import and export: a file in Magento 2.4's product
 * columns is checked first (every row; the problems listed by row and
 * column, nothing written), then imported all or nothing with a progress
 * bar; the whole catalogue downloads as the same CSV.
 */
export function CatalogImportScreen() {
  const { t, language } = useText()
  const fileId = useId()
  const form = useRef<HTMLFormElement>(null)
  const [upload, setUpload] = useState<Upload | null>(null)
  const check = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData()
      body.append('file', file)
      return csvApi('/import', { method: 'POST', body }, language)
    },
    onSuccess: setUpload,
  })
  const start = useMutation({
    mutationFn: (id: number) =>
      csvApi('/import/' + String(id) + '/start', { method: 'POST' }, language),
    onSuccess: setUpload,
  })
  const running = upload?.status === 'queued' || upload?.status === 'running'
  const progress = useQuery({
    queryKey: ['admin', 'catalog-import', upload?.id],
    queryFn: () => csvApi('/import/' + String(upload?.id), { method: 'GET' }, language),
    enabled: running,
    refetchInterval: (q) => {
      const s = q.state.data?.status
      return s === 'done' || s === 'failed' ? false : 500
    },
  })
  const current = running && progress.data ? progress.data : upload

  function submit(e: SyntheticEvent<HTMLFormElement>) {
    e.preventDefault()
    const input = e.currentTarget.elements.namedItem('file') as HTMLInputElement
    const file = input.files?.[0]
    if (!file) {
      input.focus()
      return
    }
    setUpload(null)
    check.mutate(file)
  }

  function again() {
    setUpload(null)
    check.reset()
    start.reset()
    form.current?.reset()
    const input = form.current?.elements.namedItem('file') as HTMLInputElement | null
    input?.focus()
  }

  return (
    <>
      <PageTitle
        actions={
          <a className={secondaryButtonClassName} href="/admin/api/catalog/export.csv" download>
            {t('catalogImport.export')}
          </a>
        }
      >
        {t('catalogImport.title')}
      </PageTitle>
      <div className="space-y-6">
        <Section id="catalog-import-file" title={t('catalogImport.fileTitle')}>
          <p className="mb-4 max-w-prose text-stone-800">{t('catalogImport.intro')}</p>
          <form ref={form} onSubmit={submit} className="flex flex-wrap items-end gap-3">
            <div className="w-full min-w-0 sm:w-auto">
              <label htmlFor={fileId} className={labelClassName}>
                {t('catalogImport.file')}
              </label>
              <input
                id={fileId}
                name="file"
                type="file"
                accept=".csv,.gz,.zip,text/csv,application/gzip,application/zip"
                required
                className="mt-1 block min-h-11 w-full max-w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900"
              />
            </div>
            <button type="submit" className={buttonClassName} disabled={check.isPending}>
              {check.isPending ? t('catalogImport.checking') : t('catalogImport.check')}
            </button>
          </form>
          <ErrorNote error={check.error} />
        </Section>
        {current ? <Result upload={current} onStart={start.mutate} onAgain={again} /> : null}
        <ErrorNote error={start.error ?? progress.error} />
      </div>
    </>
  )
}

/** The check's report, the confirmation, the progress and the outcome. */
function Result({
  upload,
  onStart,
  onAgain,
}: {
  upload: Upload
  onStart: (id: number) => void
  onAgain: () => void
}) {
  const { t } = useText()
  const count = upload.problems.length + upload.more
  return (
    <Section
      id="catalog-import-report"
      title={t('catalogImport.reportTitle', { file: upload.fileName })}
    >
      {upload.status === 'refused' ? (
        <>
          <p
            role="alert"
            className="mb-3 rounded-md border border-red-700 bg-red-50 p-3 text-red-900"
          >
            {t('catalogImport.problems', { count, rows: upload.rows })}
          </p>
          <div
            className="overflow-x-auto"
            role="region"
            aria-label={t('catalogImport.tableCaption')}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
          >
            <table className="w-full min-w-[40rem] border-collapse bg-white text-left">
              <caption className="sr-only">{t('catalogImport.tableCaption')}</caption>
              <thead>
                <tr className="border-b border-stone-300">
                  <th scope="col" className="p-2">
                    {t('catalogImport.row')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('catalogImport.column')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('catalogImport.value')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('catalogImport.message')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {upload.problems.map((p, i) => (
                  <tr key={i} className="border-b border-stone-200 align-top">
                    <td className="p-2 tabular-nums">{p.row}</td>
                    <td className="p-2 font-mono text-sm">{p.column}</td>
                    <td className="max-w-[16rem] p-2 font-mono text-sm break-words">{p.value}</td>
                    <td className="p-2">{p.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {upload.more > 0 ? (
            <p className="mt-2">{t('catalogImport.more', { count: upload.more })}</p>
          ) : null}
          <p className="mt-4 max-w-prose">{t('catalogImport.fixHint')}</p>
        </>
      ) : null}
      {upload.status === 'checked' ? (
        <>
          <p role="status" className="mb-4">
            {t('catalogImport.ready', {
              rows: upload.rows,
              products: upload.products,
              variants: upload.variants,
            })}
          </p>
          <button
            type="button"
            className={buttonClassName}
            onClick={() => {
              onStart(upload.id)
            }}
          >
            {t('catalogImport.start', { count: upload.products })}
          </button>
        </>
      ) : null}
      {upload.status === 'queued' || upload.status === 'running' ? (
        <Progress done={upload.done} total={upload.total} />
      ) : null}
      {upload.status === 'done' ? (
        <p
          role="status"
          className="rounded-md border border-forest-700 bg-cream-50 p-3 text-forest-900"
        >
          {t('catalogImport.done', { count: upload.total, variants: upload.variants })}
        </p>
      ) : null}
      {upload.status === 'failed' ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
          {t('catalogImport.failed')} {upload.error ?? ''}
        </p>
      ) : null}
      {upload.status === 'done' || upload.status === 'failed' || upload.status === 'refused' ? (
        <button type="button" className={secondaryButtonClassName + ' mt-4'} onClick={onAgain}>
          {t('catalogImport.again')}
        </button>
      ) : null}
    </Section>
  )
}

/** The import's progress bar, read by screen readers as a progressbar. */
export function Progress({ done, total }: { done: number; total: number }) {
  const { t } = useText()
  const labelId = useId()
  const pct = total > 0 ? Math.round((done * 100) / total) : 0
  return (
    <div>
      <p id={labelId} className="mb-2">
        {t('catalogImport.progress')}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t('catalogImport.progressText', { done, total })}
        className="h-4 w-full overflow-hidden rounded-full border border-stone-400 bg-stone-100"
      >
        <div
          className="h-full bg-forest-700 transition-[width]"
          style={{ width: String(pct) + '%' }}
        />
      </div>
      <p className="mt-2 tabular-nums" aria-hidden="true">
        {t('catalogImport.progressText', { done, total })}
      </p>
    </div>
  )
}
