import { useEffect, useId, useRef, useState, type ChangeEvent, type RefCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { describedBy, FieldErrorText, RequiredMark } from '@/components/ui/form/field-shell'
import { localeTags, type Locale } from '@/lib/locale'
import { FormUploadError, useUploadFormFile } from '../api/upload-form-file'
import {
  acceptAttribute,
  describeFileTypes,
  formatFileSize,
  isAllowedFile,
} from '../lib/file-types'
import type { FormFieldDefinition, UploadedFile, UploadValue } from '../lib/form-definition'

interface Entry {
  key: string
  name: string
  size: number
  /** 0 to 100. */
  progress: number
  uploaded?: UploadedFile
  controller?: AbortController
}

interface Refusal {
  key: string
  message: string
}

export interface UploadFieldProps {
  id: string
  formId: number
  field: FormFieldDefinition
  label: string
  value: UploadValue
  onChange: (value: UploadValue) => void
  onBlur: () => void
  /** react-hook-form's ref, to focus the field when it is the first invalid one. */
  inputRef?: RefCallback<HTMLInputElement>
  locale: Locale
  error?: string
}

const valueOf = (entries: readonly Entry[]): UploadValue => ({
  files: entries.flatMap((entry) => (entry.uploaded ? [entry.uploaded] : [])),
  uploading: entries.filter((entry) => !entry.uploaded).length,
})

const sameValue = (a: UploadValue, b: UploadValue) =>
  a.uploading === b.uploading &&
  a.files.length === b.files.length &&
  a.files.every((file, index) => file.id === b.files[index]?.id)

let nextKey = 0

/**
 * An upload field: one file or several, of the allowed types only, each
 * checked against the size limit before it is sent. Each file is sent at
 * once to the upload endpoint with its progress shown; finished files can be
 * removed again. The field's value is the finished uploads (their ids go into
 * the submission) and how many are still on their way.
 */
export function UploadField({
  id,
  formId,
  field,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  locale,
  error,
}: UploadFieldProps) {
  const { t } = useTranslation()
  const labelId = useId()
  const fileInput = useRef<HTMLInputElement | null>(null)
  const [entries, setEntries] = useState<Entry[]>([])
  const [refusals, setRefusals] = useState<Refusal[]>([])
  const entriesRef = useRef<Entry[]>([])
  const { mutateAsync: uploadFile } = useUploadFormFile()
  const latest = useRef({ value, onChange })
  useEffect(() => {
    latest.current = { value, onChange }
  })

  useEffect(
    () => () => {
      for (const entry of entriesRef.current) entry.controller?.abort()
    },
    [],
  )

  const update = (change: (before: Entry[]) => Entry[]) => {
    const next = change(entriesRef.current)
    entriesRef.current = next
    setEntries(next)
    const nextValue = valueOf(next)
    if (!sameValue(nextValue, latest.current.value)) {
      latest.current.value = nextValue
      latest.current.onChange(nextValue)
    }
  }

  const upload = (file: File) => {
    const key = `upload-${String(++nextKey)}`
    const controller = new AbortController()
    update((before) => [
      ...before,
      { key, name: file.name, size: file.size, progress: 0, controller },
    ])
    uploadFile({
      formId,
      field: field.name,
      file,
      signal: controller.signal,
      onProgress: (loaded, total) => {
        const progress = total > 0 ? Math.min(99, Math.round((loaded / total) * 100)) : 0
        update((before) =>
          before.map((entry) => (entry.key === key ? { ...entry, progress } : entry)),
        )
      },
    }).then(
      (uploaded) => {
        update((before) =>
          before.map((entry) =>
            entry.key === key
              ? {
                  key,
                  name: uploaded.filename || file.name,
                  size: uploaded.size,
                  progress: 100,
                  uploaded,
                }
              : entry,
          ),
        )
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return
        update((before) => before.filter((entry) => entry.key !== key))
        const message =
          reason instanceof FormUploadError && reason.serverMessage
            ? t('forms.upload.refusedByServer', { name: file.name, reason: reason.serverMessage })
            : t('forms.upload.failed', { name: file.name })
        setRefusals((before) => [...before, { key, message }])
      },
    )
  }

  const types = describeFileTypes(field.allowedFiletypes, (group) =>
    group === 'image' ? t('forms.upload.anyImage') : t('forms.upload.anyOf', { group }),
  )
  const maxSize =
    field.maxFileSize != null && field.maxFileSize > 0
      ? formatFileSize(field.maxFileSize, localeTags[locale])
      : null

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? [])
    // Cleared so that choosing the same file again after removing it is a change.
    event.target.value = ''
    if (chosen.length === 0) return
    const files = field.multiFileUpload ? chosen : chosen.slice(0, 1)
    const refused: Refusal[] = []
    const accepted = files.filter((file) => {
      const key = `refusal-${String(++nextKey)}`
      if (!isAllowedFile(file, field.allowedFiletypes)) {
        refused.push({ key, message: t('forms.upload.wrongType', { name: file.name, types }) })
        return false
      }
      if (field.maxFileSize != null && field.maxFileSize > 0 && file.size > field.maxFileSize) {
        refused.push({
          key,
          message: t('forms.upload.tooBig', { name: file.name, max: maxSize ?? '' }),
        })
        return false
      }
      if (file.size === 0) {
        refused.push({ key, message: t('forms.upload.empty', { name: file.name }) })
        return false
      }
      return true
    })
    setRefusals(refused)
    if (accepted.length === 0) return
    if (!field.multiFileUpload) {
      // One file only: a new choice replaces the one before.
      for (const entry of entriesRef.current) entry.controller?.abort()
      update(() => [])
    }
    for (const file of accepted) upload(file)
  }

  const remove = (entry: Entry) => {
    entry.controller?.abort()
    update((before) => before.filter((other) => other.key !== entry.key))
    setRefusals([])
    fileInput.current?.focus()
  }

  const hint = [
    types && t('forms.upload.allowedTypes', { types }),
    maxSize && t('forms.upload.maxSize', { max: maxSize }),
    field.multiFileUpload ? t('forms.upload.severalFiles') : t('forms.upload.oneFile'),
  ]
    .filter(Boolean)
    .join(' · ')
  const busy = entries.some((entry) => !entry.uploaded)

  return (
    <div>
      <span id={labelId} className="block text-sm font-medium text-ink">
        {label}
        {field.required && <RequiredMark />}
      </span>
      <div className="mt-1">
        <input
          ref={(element) => {
            fileInput.current = element
            inputRef?.(element)
          }}
          id={id}
          type="file"
          accept={acceptAttribute(field.allowedFiletypes)}
          multiple={field.multiFileUpload}
          aria-labelledby={labelId}
          aria-describedby={describedBy(id, { hint: true, error: Boolean(error) })}
          aria-invalid={Boolean(error)}
          aria-required={field.required}
          onChange={choose}
          onBlur={onBlur}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-2 border-forest-800 px-4 py-2 font-medium text-forest-900 hover:bg-cream-200 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-forest-700"
        >
          {field.multiFileUpload ? t('forms.upload.chooseFiles') : t('forms.upload.chooseFile')}
        </label>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        {hint}
      </p>
      {entries.length > 0 && (
        <ul
          className="mt-3 space-y-2"
          aria-label={t('forms.upload.listLabel', { label })}
          aria-busy={busy}
        >
          {entries.map((entry) => (
            <li
              key={entry.key}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-cream-300 bg-cream-50 px-3 py-2"
            >
              <span className="min-w-0 flex-1 truncate font-medium">{entry.name}</span>
              <span className="text-sm text-ink-muted tabular-nums">
                {formatFileSize(entry.size, localeTags[locale])}
              </span>
              {entry.uploaded ? (
                <span className="text-sm text-forest-700">{t('forms.upload.done')}</span>
              ) : (
                <progress
                  max={100}
                  value={entry.progress}
                  aria-label={t('forms.upload.progress', { name: entry.name })}
                  className="h-2 w-24 accent-forest-700"
                >
                  {entry.progress} %
                </progress>
              )}
              <button
                type="button"
                onClick={() => {
                  remove(entry)
                }}
                className="-my-1 inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-forest-800 underline underline-offset-2 hover:text-forest-950"
              >
                {entry.uploaded ? t('forms.upload.remove') : t('forms.upload.cancel')}
                <span className="sr-only">: {entry.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite">
        {refusals.length > 0 && (
          <ul className="mt-2 space-y-1 text-sm text-red-800">
            {refusals.map((refusal) => (
              <li key={refusal.key}>{refusal.message}</li>
            ))}
          </ul>
        )}
      </div>
      <FieldErrorText id={id} message={error} />
    </div>
  )
}
