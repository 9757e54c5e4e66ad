import { graphql } from '@/gql'
import type { SubmitHelpdeskTicketMutationVariables } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/react-query'

/** The contact form's message as a helpdesk ticket; answers the ticket's code (SPEC.md section 7). */
export const SubmitHelpdeskTicketDocument = graphql(`
  mutation SubmitHelpdeskTicket($input: HelpdeskTicketInput!) {
    submitHelpdeskTicket(input: $input) {
      code
    }
  }
`)

/** Sends the ticket in the page's language, so the receipt and the errors come back in it. */
export async function submitHelpdeskTicket(
  locale: Locale,
  variables: SubmitHelpdeskTicketMutationVariables,
): Promise<string | null> {
  const data = await commerce.request(SubmitHelpdeskTicketDocument, locale, variables)
  return data.submitHelpdeskTicket?.code ?? null
}

/** Sends a ticket in the page's language; tickets are in no answer the shop caches. */
export function useSubmitHelpdeskTicket({
  mutationConfig,
}: MutationHookOptions<string | null, SubmitHelpdeskTicketMutationVariables> = {}) {
  const locale = useLocale()
  return useInvalidatingMutation({
    mutationFn: (variables: SubmitHelpdeskTicketMutationVariables) =>
      submitHelpdeskTicket(locale, variables),
    invalidates: [],
    mutationConfig,
  })
}
