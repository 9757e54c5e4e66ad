import { createContext, use, type ReactNode } from 'react'

/**
 * What a product card or page hands the app's wish list button (the app
 * composes it with the wish list feature): the product, a configurable
 * product by its own SKU, on the product page with the variant and the
 * options chosen so far.
 */
export interface ProductToSave {
  sku: string
  name: string
  variantSku?: string | undefined
  selectedOptions?: readonly string[] | undefined
  enteredOptions?: readonly { uid: string; value: string }[] | undefined
}

/** Renders the button that saves a product; `look` says where it stands. */
export type SaveButton = (product: ProductToSave, look: 'card' | 'page') => ReactNode

const SaveButtonContext = createContext<SaveButton | null>(null)

/**
 * The save button of every product card below it (listings, search, the
 * content's catalog blocks, upsells), given once by the app rather than
 * through every list.
 */
export function SaveButtonProvider({
  value,
  children,
}: {
  value: SaveButton
  children: ReactNode
}) {
  return <SaveButtonContext value={value}>{children}</SaveButtonContext>
}

/** The app's save button; null where the app gives none. */
export function useSaveButton(): SaveButton | null {
  return use(SaveButtonContext)
}
