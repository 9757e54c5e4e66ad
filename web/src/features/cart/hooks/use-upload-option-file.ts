import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useLocale } from '@/hooks/use-locale'
import { createGuestCart } from '../api/create-guest-cart.commerce'
import { customerCartQueryOptions } from '../api/get-customer-cart.commerce'
import { uploadOptionFile, type UploadedOptionFile } from '../api/upload-option-file'
import { storeCart } from '../lib/cart-cache'
import { guestCart } from '../lib/cart-cookie'
import { useCartSession } from '../lib/cart-session'

/** Uploads a file for a file option into the browser's cart. */
export type UploadOptionFile = (input: {
  sku: string
  optionUid: string
  file: File
  onProgress?: (fraction: number) => void
}) => Promise<UploadedOptionFile>

/**
 * The upload of a file option's file into the browser's cart (the
 * customer's, or the guest's from the cookie, made when there is none, as
 * an add does): the item added next names the file by the token.
 */
export function useUploadOptionFile(): UploadOptionFile {
  const locale = useLocale()
  const queryClient = useQueryClient()
  const session = useCartSession()
  return useCallback<UploadOptionFile>(
    async (input) => {
      const signedIn = await session.whenKnown()
      let cartId: string
      if (signedIn) {
        cartId = (await queryClient.query(customerCartQueryOptions(locale))).id
      } else {
        const known = guestCart()?.cartId
        if (known) {
          cartId = known
        } else {
          const cart = await createGuestCart(locale)
          storeCart(queryClient, locale, 'guest', cart)
          cartId = cart.id
        }
      }
      return uploadOptionFile(locale, cartId, input)
    },
    [locale, queryClient, session],
  )
}
