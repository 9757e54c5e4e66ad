import { graphql } from '@/gql'
import type { HelpdeskTicketInput } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

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
  input: HelpdeskTicketInput,
): Promise<string | null> {
  const data = await commerce.request(SubmitHelpdeskTicketDocument, locale, { input })
  return data.submitHelpdeskTicket?.code ?? null
}
