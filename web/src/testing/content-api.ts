import { HttpResponse } from 'msw'
import { mockApi, type OperationResolvers } from './graphql-api'

/** The content API's mock (/api/content/graphql); setup.ts answers it from the test site. */
export const contentApiMock = mockApi('content')

export type ContentResolvers = OperationResolvers

/** Answers these content operations differently for the current test. */
export const serveContent = contentApiMock.serve

/** What the app has sent to the content API since the test began, in order. */
export const contentRequests = contentApiMock.requests

/** A GraphQL error answer, as the server sends for a failed operation. */
export function contentError(message = 'Internal server error', status = 200): Response {
  return HttpResponse.json(
    { data: null, errors: [{ message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    { status },
  )
}
