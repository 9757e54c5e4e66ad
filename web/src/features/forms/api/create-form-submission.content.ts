import { graphql } from '@/gql-content'
import type {
  CreateFormSubmissionMutation,
  CreateFormSubmissionMutationVariables,
} from '@/gql-content/graphql'
import { useLocale } from '@/hooks/use-locale'
import { content } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'

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
  return content.request(CreateFormSubmissionDocument, locale, variables)
}

/** Sends a submission in the page's language; submissions are in no answer the shop caches. */
export function useCreateFormSubmission({
  mutationConfig,
}: MutationHookOptions<CreateFormSubmissionMutation, CreateFormSubmissionMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: CreateFormSubmissionMutationVariables) =>
      createFormSubmission(locale, variables),
    invalidates: [],
    mutationConfig,
  })
}
