import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { contentApiMock } from './content-api'
import { server, type ApiRequest } from './graphql-api'

/**
 * Mock endpoints for the forms tests: the content API's
 * CreateFormSubmission mutation and the form upload endpoint, recording
 * what the app sent. Other content operations fall through to the handlers
 * behind these.
 */

/** A CreateFormSubmission the app sent. */
export type SentSubmission = Pick<ApiRequest, 'variables' | 'store'>

/** The parts of a sent file a test looks at (the request's File is of Node's realm, not jsdom's). */
export interface SentFile {
  name: string
  size: number
  type: string
}

export interface SentUpload {
  form: string | null
  field: string | null
  file: SentFile | null
  store: string | null
}

function isSentFile(value: unknown): value is SentFile {
  return typeof value === 'object' && value !== null && 'name' in value && 'size' in value
}

const uploads: SentUpload[] = []

/** The CreateFormSubmission requests of the test. */
export function formSubmissions(): SentSubmission[] {
  return contentApiMock
    .requests('CreateFormSubmission')
    .map(({ variables, store }) => ({ variables, store }))
}

/** The upload requests since the last serveFormUploads. */
export function formUploads(): SentUpload[] {
  return [...uploads]
}

/**
 * Answers CreateFormSubmission with the resolver's result: the mutation's
 * data, or a Response (errors). The default stores it as submission 7.
 */
export function serveFormSubmissions(
  resolve: (variables: Record<string, unknown>) => unknown = () => ({
    createFormSubmission: { id: 7 },
  }),
): void {
  contentApiMock.serve({ CreateFormSubmission: (variables) => resolve(variables) })
}

/*
 * jsdom's File and FormData are not the ones of Node's fetch, which MSW uses
 * to read the request: a jsdom file would arrive as a few bytes named
 * "blob". The upload tests therefore send files and forms of Node's own
 * classes, taken from a Response (jsdom brings no Response of its own).
 */
const multipartProbe = await new Response(
  '--probe\r\nContent-Disposition: form-data; name="file"; filename="probe.txt"\r\n' +
    'Content-Type: text/plain\r\n\r\nx\r\n--probe--\r\n',
  { headers: { 'content-type': 'multipart/form-data; boundary=probe' } },
).formData()
const nodeFormData = multipartProbe.constructor as typeof FormData
const nodeFile = (multipartProbe.get('file') as object).constructor as typeof File

/** A file of the given size (bytes of 'x'), of the class the mock upload endpoint can read. */
export function testFile(name: string, type: string, size = 1024): File {
  return new nodeFile([new Uint8Array(size).fill(120)], name, { type })
}

let uploadCount = 0

/**
 * Answers POST /api/content/form-uploads: by default every file is stored
 * with a fresh id (u1, u2, …); a resolver may answer otherwise (a Response).
 */
export function serveFormUploads(
  resolve?: (upload: SentUpload) => Response | Promise<Response> | undefined,
): void {
  uploads.length = 0
  uploadCount = 0
  vi.stubGlobal('FormData', nodeFormData)
  server.use(
    http.post('/api/content/form-uploads', async ({ request }) => {
      const data = await request.formData()
      const file = data.get('file')
      const form = data.get('form')
      const field = data.get('field')
      const upload: SentUpload = {
        form: typeof form === 'string' ? form : null,
        field: typeof field === 'string' ? field : null,
        file: isSentFile(file) ? { name: file.name, size: file.size, type: file.type } : null,
        store: request.headers.get('store'),
      }
      uploads.push(upload)
      const answer = await resolve?.(upload)
      if (answer) return answer
      uploadCount++
      return HttpResponse.json({
        id: `u${String(uploadCount)}`,
        filename: upload.file?.name ?? '',
        size: upload.file?.size ?? 0,
        contentType: upload.file?.type ?? '',
      })
    }),
  )
}

/** The error body the upload endpoint answers with a 4xx. */
export function uploadRefusal(message: string, code = 'BAD_USER_INPUT', status = 400): Response {
  return HttpResponse.json({ error: { message, code } }, { status })
}
