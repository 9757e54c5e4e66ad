import { mockApi, type OperationResolvers } from './graphql-api'

/** The commerce API's mock (/graphql); setup.ts answers it from the test catalogue. */
export const commerceApiMock = mockApi('commerce')

export type CommerceResolvers = OperationResolvers

/** Answers these commerce operations differently for the current test. */
export const serveCommerce = commerceApiMock.serve

/** What the app has sent to the commerce API since the test began, in order. */
export const commerceRequests = commerceApiMock.requests
