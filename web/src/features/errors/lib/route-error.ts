import { data, isRouteErrorResponse } from 'react-router'

/** What a loader throws for a path that is no page (SPEC.md section 8: 'Page not found: {path}'). */
export function notFound(request: Request) {
  return data(`Page not found: ${new URL(request.url).pathname}`, { status: 404 })
}

export function isNotFoundError(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404
}

/** The text worth showing in the error's code block, if there is any. */
export function errorMessage(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) {
    if (typeof error.data === 'string' && error.data.trim() !== '') return error.data
    return error.statusText ? `${String(error.status)} ${error.statusText}` : undefined
  }
  if (error instanceof Error) return error.message || undefined
  if (typeof error === 'string' && error.trim() !== '') return error
  return undefined
}
