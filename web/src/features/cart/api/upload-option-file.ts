import { defaultSiteCode } from '@/config/site'
import { storeCode } from '@/lib/graphql/graphql-client'
import type { Locale } from '@/lib/locale'
import { RestError } from '@/lib/rest-client'

/** Where a file for a file option goes (internal/cart OptionFilePath). */
export const optionFilePath = '/api/cart/option-files'

/** A kept upload: the token the item names in entered_options, and the file's name. */
export interface UploadedOptionFile {
  token: string
  filename: string
}

/**
 * Posts a file for a file option of a product to the cart's upload (the
 * cart's id in the body, never in the address), reporting progress from 0
 * to 1. Throws a RestError with the server's message in the page's
 * language (wrong type, too large, picture too big, not this cart's).
 */
export function uploadOptionFile(
  locale: Locale,
  cartId: string,
  input: { sku: string; optionUid: string; file: File; onProgress?: (fraction: number) => void },
): Promise<UploadedOptionFile> {
  const form = new FormData()
  form.append('cart', cartId)
  form.append('sku', input.sku)
  form.append('option', input.optionUid)
  form.append('file', input.file, input.file.name)
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', new URL(optionFilePath, window.location.origin).toString())
    request.setRequestHeader('Store', storeCode(defaultSiteCode, locale))
    request.setRequestHeader('Accept', 'application/json')
    request.withCredentials = true
    request.responseType = 'json'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress?.(event.loaded / event.total)
    }
    request.onerror = () => {
      reject(new RestError({ status: 0 }))
    }
    request.onload = () => {
      const answer = request.response as
        | (UploadedOptionFile & { error?: { message?: string; code?: string; field?: string } })
        | null
      if (request.status === 201 && answer?.token) {
        resolve({ token: answer.token, filename: answer.filename })
        return
      }
      reject(
        new RestError({
          status: request.status,
          message: answer?.error?.message ?? undefined,
          code: answer?.error?.code ?? undefined,
          field: answer?.error?.field ?? undefined,
        }),
      )
    }
    request.send(form)
  })
}
