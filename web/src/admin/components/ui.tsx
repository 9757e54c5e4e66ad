import { useEffect, useId, useRef, type ReactNode } from 'react'
import { buttonClassName, secondaryButtonClassName } from '@/components/ui/button-styles'
import { ApiError } from '../lib/api'
import { useText } from '../lib/text'

export { buttonClassName, secondaryButtonClassName }

export const inputClassName =
  'mt-1 block min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900 focus:border-forest-700 focus:outline-2 focus:outline-forest-700 aria-invalid:border-red-700'
export const labelClassName = 'block text-sm font-medium text-stone-800'
export const linkClassName =
  'font-medium text-forest-800 underline underline-offset-2 hover:text-forest-950'

/**
 * A screen's heading, which names the page (document.title) and takes the
 * focus when the screen opens, so a screen reader starts there after a
 * navigation.
 */
export function PageTitle({ children, actions }: { children: string; actions?: ReactNode }) {
  const { t } = useText()
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    document.title = children + ' · ' + t('app.title')
    ref.current?.focus()
  }, [children, t])
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 ref={ref} tabIndex={-1} className="text-2xl font-semibold text-stone-900 outline-none">
        {children}
      </h1>
      {actions}
    </div>
  )
}

/** An error the server answered, as an alert. */
export function ErrorNote({ error }: { error: unknown }) {
  const { t } = useText()
  if (!error) return null
  const message = error instanceof ApiError ? error.message : t('error.network')
  return (
    <p role="alert" className="my-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
      {message}
    </p>
  )
}

export function Loading() {
  const { t } = useText()
  return (
    <p role="status" className="my-6 text-stone-700">
      {t('loading')}
    </p>
  )
}

/** A labelled text input; its error (from the server or the form) on it. */
export function Field({
  label,
  error,
  hint,
  wrapperClassName = 'mb-4',
  ...input
}: {
  label: string
  error?: string | undefined
  hint?: string
  /** The class of the field's box; the space below it by default. */
  wrapperClassName?: string
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  const described =
    [error ? id + '-error' : '', hint ? id + '-hint' : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={wrapperClassName}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        className={inputClassName}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {hint ? (
        <p id={id + '-hint'} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={id + '-error'} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A labelled select. */
export function Select({
  label,
  options,
  ...select
}: {
  label: string
  options: { value: string; label: string }[]
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} className={inputClassName} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Previous and next page of a list, with where it stands. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
}) {
  const { t } = useText()
  const last = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav aria-label={t('pager.label')} className="mt-4 flex items-center gap-3">
      <button
        type="button"
        className={secondaryButtonClassName}
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1)
        }}
      >
        {t('pager.previous')}
      </button>
      <span>{t('pager.position', { page, last, total })}</span>
      <button
        type="button"
        className={secondaryButtonClassName}
        disabled={page >= last}
        onClick={() => {
          onPage(page + 1)
        }}
      >
        {t('pager.next')}
      </button>
    </nav>
  )
}

/** A figure with its label, linking to its list when href is given. */
export function StatusBadge({ children }: { children: string }) {
  return (
    <span className="inline-block rounded-full border border-stone-400 bg-stone-100 px-2 py-0.5 text-sm text-stone-900">
      {children}
    </span>
  )
}

/** A form's submit button and the way out of its dialog. */
export function FormButtons({
  submit,
  cancel,
  onCancel,
}: {
  submit: string
  cancel: string
  onCancel: () => void
}) {
  return (
    <div className="flex gap-3">
      <button type="submit" className={buttonClassName}>
        {submit}
      </button>
      <button type="button" className={secondaryButtonClassName} onClick={onCancel}>
        {cancel}
      </button>
    </div>
  )
}

/** A part of a page under its own heading, named by it for screen readers. */
export function Section({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-stone-300 bg-white p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
