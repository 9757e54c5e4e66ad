import { defaultSiteCode } from '@/config/site'
import { graphql } from '@/gql-content'
import type {
  CreateFormSubmissionMutation,
  CreateFormSubmissionMutationVariables,
} from '@/gql-content/graphql'
import { graphqlRequest, storeCode } from '@/lib/graphql/graphql-client'
import type { Locale } from '@/lib/locale'

/** Stores a filled-in form and mails it to the shop (SPEC.md section 7: CreateFormSubmission). */
export const CreateFormSubmissionDocument = graphql(`
  mutation CreateFormSubmission($data: mutationFormSubmissionInput!) {
    createFormSubmission(data: $data) {
      id
    }
  }
`)

/** Sends a submission in the language of the page, so the server's errors come back in it. */
export function createFormSubmission(
  locale: Locale,
  variables: CreateFormSubmissionMutationVariables,
): Promise<CreateFormSubmissionMutation> {
  return graphqlRequest({
    client: 'content',
    document: CreateFormSubmissionDocument,
    variables,
    store: storeCode(defaultSiteCode, locale),
  })
}
