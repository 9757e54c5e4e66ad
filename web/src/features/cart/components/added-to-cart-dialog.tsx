import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClassName, secondaryButtonClassName } from '@/components/ui/button-styles'
import { CheckIcon } from '@/components/ui/icons'
import { ModalDialog, ModalDialogBody, ModalDialogHeader } from '@/components/ui/modal-dialog'
import type { Locale } from '@/lib/locale'
import { formatMoney } from '@/lib/money'
import { useCatalogPart } from '@/lib/use-catalog-part'
import { addedItem, amount, currency, type AddedInput, type Cart } from '../lib/cart-view'
import { FreeShippingHint } from './free-shipping-hint'
import { MiniCartItem } from './mini-cart-panel'

/**
 * The cart drawer that confirms an add (Shopify's and Shopware's
 * off-canvas cart): what went in, the cart's subtotal and how far it is
 * from free shipping (the cart page's hint), and the ways on: to the
 * checkout, to the cart, or back to shopping. A modal dialog along the end
 * side (a sheet from the bottom on phones): the focus moves into it,
 * Escape, the close button, "continue shopping" or a click beside it close
 * it, and the focus returns to the button that added. `cart` is the cart
 * as the add answered it; `added` what the add asked for.
 */
export function AddedToCartDialog({
  cart,
  added,
  locale,
  onClose,
}: {
  cart: Cart
  added: AddedInput
  locale: Locale
  onClose: () => void
}) {
  const { t } = useTranslation()
  const ready = useCatalogPart('cart')
  const headingId = useId()
  if (!ready) return null
  const item = addedItem(cart, added)
  const count = cart.total_quantity
  const subtotal = cart.prices?.subtotal_including_tax
  return (
    <ModalDialog labelledBy={headingId} onClose={onClose} dismissable placement="end" size="small">
      <ModalDialogHeader headingId={headingId} onClose={onClose}>
        <span className="inline-flex items-center gap-2">
          <CheckIcon className="size-6 shrink-0 text-forest-700" />
          {t('cart.added.title')}
        </span>
      </ModalDialogHeader>
      <ModalDialogBody belowHeader>
        {item && (
          <ul aria-label={t('cart.added.item')}>
            <MiniCartItem item={item} locale={locale} onNavigate={onClose} />
          </ul>
        )}
        {subtotal && (
          <p className="mt-2 flex justify-between gap-3 border-t border-cream-300 pt-4 font-semibold">
            <span>{t('cart.added.subtotal', { count })}</span>
            <span className="tabular-nums">
              {formatMoney(amount(subtotal), currency(subtotal), locale)}
            </span>
          </p>
        )}
        <p className="mt-1 text-xs text-ink-muted">{t('cart.added.taxNote')}</p>
        <FreeShippingHint shipping={cart.shipping_estimate} reached className="mt-4" />
      </ModalDialogBody>
      <div className="flex flex-col gap-3 border-t border-cream-300 px-5 py-4 sm:px-7">
        <Link to={`/${locale}/checkout`} onClick={onClose} className={`${buttonClassName} w-full`}>
          {t('miniCart.toCheckout')}
        </Link>
        <Link
          to={`/${locale}/checkout/cart`}
          onClick={onClose}
          className={`${secondaryButtonClassName} w-full`}
        >
          {t('miniCart.toCart')}
        </Link>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-11 items-center justify-center rounded-md px-4 font-medium text-forest-800 underline underline-offset-2 hover:bg-cream-200"
        >
          {t('cart.added.continue')}
        </button>
      </div>
    </ModalDialog>
  )
}
