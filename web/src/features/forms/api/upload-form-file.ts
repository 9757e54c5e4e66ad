import { defaultSiteCode } from '@/config/site'
import { useLocale } from '@/hooks/use-locale'
import { storeCode } from '@/lib/graphql/graphql-client'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'
import type { UploadedFile } from '../lib/form-definition'

/** Where a form's files go before the submission names them by id. */
export const formUploadEndpoint = '/api/content/form-uploads'

/** The server refused the file (with its translated message) or could not be reached (no message). */
export class FormUploadError extends Error {
  override readonly name = 'FormUploadError'
  readonly status: number
  readonly code: string | undefined
  /** The server's translated message, when it sent one. */
  readonly serverMessage: string | undefined

  constructor(status: number, serverMessage?: string, code?: string) {
    super(serverMessage ?? `Upload failed (${String(status)})`)
    this.status = status
    this.serverMessage = serverMessage
    this.code = code
  }
}

export interface UploadFormFileRequest {
  formId: number
  field: string
  file: File
  locale: Locale
  /** Bytes sent so far of the whole request. */
  onProgress?: (loaded: number, total: number) => void
  signal?: AbortSignal
}

/** What the endpoint answers for a stored file; ids may come as numbers. */
interface UploadAnswer {
  id: string | number
  filename: string
  size: number
  contentType?: unknown
}

function isUploadAnswer(value: unknown): value is UploadAnswer {
  if (typeof value !== 'object' || value === null) return false
  const file = value as Record<string, unknown>
  return (
    (typeof file.id === 'string' || typeof file.id === 'number') &&
    typeof file.filename === 'string' &&
    typeof file.size === 'number'
  )
}

function errorOf(body: unknown): { message?: string; code?: string } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {}
  const error = body.error
  if (typeof error !== 'object' || error === null) return {}
  const { message, code } = error as Record<string, unknown>
  return {
    message: typeof message === 'string' && message !== '' ? message : undefined,
    code: typeof code === 'string' ? code : undefined,
  }
}

/**
 * Sends one file of an upload field (multipart: form, field, file) with the
 * Store header the server asks for, reporting progress as it goes.
 * XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
export function uploadFormFile({
  formId,
  field,
  file,
  locale,
  onProgress,
  signal,
}: UploadFormFileRequest): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    const abort = () => {
      request.abort()
    }
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'))
      return
    }
    signal?.addEventListener('abort', abort, { once: true })
    const settle = () => {
      signal?.removeEventListener('abort', abort)
    }

    request.open('POST', formUploadEndpoint)
    request.setRequestHeader('Accept', 'application/json')
    request.setRequestHeader('Store', storeCode(defaultSiteCode, locale))
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total)
    })
    request.addEventListener('load', () => {
      settle()
      let body: unknown = null
      try {
        body = JSON.parse(request.responseText) as unknown
      } catch {
        body = null
      }
      if (request.status >= 200 && request.status < 300 && isUploadAnswer(body)) {
        resolve({
          id: String(body.id),
          filename: body.filename,
          size: body.size,
          contentType: typeof body.contentType === 'string' ? body.contentType : file.type,
        })
        return
      }
      const { message, code } = errorOf(body)
      reject(new FormUploadError(request.status, message, code))
    })
    request.addEventListener('error', () => {
      settle()
      reject(new FormUploadError(0))
    })
    request.addEventListener('abort', () => {
      settle()
      reject(new DOMException('The upload was cancelled.', 'AbortError'))
    })

    const body = new FormData()
    body.append('form', String(formId))
    body.append('field', field)
    body.append('file', file, file.name)
    request.send(body)
  })
}

/** One file of an upload field, as the hook sends it in the page's language. */
export type UploadFormFileVariables = Omit<UploadFormFileRequest, 'locale'>

/**
 * Uploads in the page's language (the server's refusals come in it). Each
 * mutateAsync call is one file with its own progress and signal, so an
 * upload field sends several at once; uploads are in no answer the shop
 * caches until a submission names them.
 */
export function useUploadFormFile({
  mutationConfig,
}: MutationHookOptions<UploadedFile, UploadFormFileVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: UploadFormFileVariables) => uploadFormFile({ ...variables, locale }),
    invalidates: [],
    mutationConfig,
  })
}
