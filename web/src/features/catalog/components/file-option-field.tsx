import { useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OptionProblem, OptionValues } from '../lib/custom-option-values'
import type { FileOption } from '../lib/product-detail'

/** Uploads a file option's file: the token and the name as kept. */
export type UploadFile = (
  optionUid: string,
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<{ token: string; filename: string }>

/** The largest file an upload takes, in MB (internal/catalog MaxOptionFileBytes). */
export const maxOptionFileMB = 5

/** The file types an option takes, for the file picker's accept. */
function acceptOf(extensions: readonly string[]): string {
  return extensions
    .flatMap((extension) =>
      extension === 'jpg' || extension === 'jpeg' ? ['.jpg', '.jpeg'] : [`.${extension}`],
    )
    .join(',')
}

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; percent: number }
  | { kind: 'failed'; message: string }

/**
 * A file option (a club logo): the types and the limits are said before
 * choosing, the file is uploaded into the cart at once with its progress,
 * the server's refusal shown beside it (in the page's language), and the
 * file kept is named with a button to remove it. The add then names it by
 * its token.
 */
export function FileOptionField({
  option,
  values,
  problems,
  onFile,
  onLeave,
  controlId,
  uploadFile,
  surcharge,
  requiredMark,
  problemText,
}: {
  option: FileOption
  values: OptionValues
  problems: ReadonlyMap<string, OptionProblem>
  onFile?: ((uid: string, token: string, name: string) => void) | undefined
  onLeave: (uid: string) => void
  controlId: (uid: string) => string
  uploadFile?: UploadFile | undefined
  surcharge: string | null
  requiredMark: ReactNode
  problemText: ReactNode
}) {
  const { t } = useTranslation()
  const id = controlId(option.uid)
  const input = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const token = values.texts.get(option.uid) ?? ''
  const name = values.files?.get(option.uid) ?? ''
  const problem = problems.get(option.uid)
  const types = option.extensions.map((extension) => extension.toUpperCase()).join(', ')
  const described = [
    `${id}-hint`,
    state.kind !== 'idle' ? `${id}-status` : '',
    problem ? `${id}-error` : '',
  ]
    .filter(Boolean)
    .join(' ')

  const choose = async (file: File | undefined) => {
    if (!file || !uploadFile) return
    setState({ kind: 'uploading', name: file.name, percent: 0 })
    try {
      const kept = await uploadFile(option.uid, file, (fraction) => {
        setState({ kind: 'uploading', name: file.name, percent: Math.round(fraction * 100) })
      })
      onFile?.(option.uid, kept.token, kept.filename)
      setState({ kind: 'idle' })
    } catch (error) {
      const message =
        error instanceof Error && 'fromServer' in error && error.fromServer
          ? error.message
          : t('customOptions.uploadFailed')
      setState({ kind: 'failed', message })
    } finally {
      if (input.current) input.current.value = ''
      onLeave(option.uid)
    }
  }

  return (
    <div>
      <label
        htmlFor={id}
        className="flex flex-wrap items-baseline gap-x-2 text-sm font-medium text-ink"
      >
        <span>
          {option.title}
          {requiredMark}
        </span>{' '}
        {surcharge && <span className="font-normal text-ink-muted">{surcharge}</span>}
      </label>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {t('customOptions.fileTypes', { types, max: maxOptionFileMB })}
        {option.maxWidth > 0 && option.maxHeight > 0 && (
          <>
            {' '}
            {t('customOptions.fileDimensions', {
              width: option.maxWidth,
              height: option.maxHeight,
            })}
          </>
        )}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptOf(option.extensions)}
        disabled={!uploadFile || state.kind === 'uploading'}
        required={option.required && token === ''}
        aria-invalid={problem !== undefined || state.kind === 'failed'}
        aria-describedby={described}
        onChange={(event) => {
          void choose(event.target.files?.[0])
        }}
        className="mt-1 block min-h-11 w-full rounded-md border border-cream-300 bg-cream-50 px-3 py-2 text-sm text-ink file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-forest-800 file:px-3 file:text-cream-50"
      />
      <div id={`${id}-status`} aria-live="polite" className="mt-1 text-sm">
        {state.kind === 'uploading' && (
          <div>
            <p className="text-ink-muted">
              {t('customOptions.uploading', { name: state.name, percent: state.percent })}
            </p>
            <progress
              className="mt-1 h-2 w-full accent-forest-800"
              max={100}
              value={state.percent}
              aria-label={t('customOptions.uploading', {
                name: state.name,
                percent: state.percent,
              })}
            />
          </div>
        )}
        {state.kind === 'failed' && <p className="text-red-800">{state.message}</p>}
      </div>
      {token !== '' && state.kind !== 'uploading' && (
        <div className="mt-1 flex flex-wrap items-center gap-3 text-sm text-ink">
          <span>{t('customOptions.uploaded', { name })}</span>
          <button
            type="button"
            className="min-h-11 underline underline-offset-2"
            onClick={() => {
              onFile?.(option.uid, '', '')
              input.current?.focus()
            }}
          >
            {t('customOptions.removeFile', { name })}
          </button>
        </div>
      )}
      {problemText}
    </div>
  )
}
