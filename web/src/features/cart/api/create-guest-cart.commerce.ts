import { graphql } from '@/gql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

/**
 * Makes an empty guest cart (SPEC.md section 7: CreateEmptyCart, as Magento
 * 2.4.7's createGuestCart); the storefront asks for one with the first
 * thing a visitor adds, not before.
 */
export const CreateGuestCartDocument = graphql(`
  mutation CreateGuestCart {
    createGuestCart {
      cart {
        ...CartFields
      }
    }
  }
`)

export async function createGuestCart(locale: Locale) {
  const data = await commerce.request(CreateGuestCartDocument, locale, {})
  const cart = data.createGuestCart?.cart
  if (!cart) throw new Error('createGuestCart answered no cart')
  return cart
}
