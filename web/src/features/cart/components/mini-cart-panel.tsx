import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClassName, secondaryButtonClassName } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/locale'
import { formatMoney } from '@/lib/money'
import { useCart } from '../hooks/use-cart'
import {
  amount,
  cartItems,
  chosenOptions,
  currency,
  itemImage,
  itemPath,
  unavailableNames,
  type CartItem,
} from '../lib/cart-view'
import { CheckoutLink } from './checkout-link'

/** The mini cart lists this many items; the cart page shows them all. */
const shownItems = 4

/**
 * What the cart holds, under the header's cart button (MiniCart): the
 * first items with their choices, quantity and price, the subtotal and the
 * ways on: to the checkout (when there is something to buy) and to the
 * cart page.
 */
export function MiniCartPanel({
  id,
  locale,
  onClose,
}: {
  id: string
  locale: Locale
  /** A link in it was followed. */
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { cart, isLoading, isError, refetch } = useCart()
  const items = cartItems(cart)
  const count = cart?.total_quantity ?? 0
  const unavailable = unavailableNames(cart)

  const subtotal = cart?.prices?.subtotal_including_tax
  return (
    <section
      id={id}
      aria-label={t('miniCart.label')}
      className="absolute inset-x-2 top-full z-50 mt-2 max-h-[70dvh] overflow-y-auto rounded-lg bg-cream-50 p-4 text-ink shadow-xl ring-1 ring-cream-300 [--focus-ring:var(--color-forest-700)] sm:inset-x-auto sm:right-0 sm:w-96"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="font-display text-lg font-semibold text-forest-900">
          {t('miniCart.label')}
        </h2>
        {count > 0 && <p className="text-sm text-ink-muted">{t('miniCart.count', { count })}</p>}
      </div>
      {isLoading ? (
        <p role="status" className="mt-4 text-sm text-ink-muted">
          {t('miniCart.loading')}
        </p>
      ) : isError ? (
        <div className="mt-4 text-sm">
          <p role="alert">{t('miniCart.failed')}</p>
          <button
            type="button"
            onClick={refetch}
            className="mt-2 min-h-11 rounded-md px-2 font-medium text-forest-800 underline underline-offset-2"
          >
            {t('miniCart.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">{t('miniCart.empty')}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-cream-300">
            {items.slice(0, shownItems).map((item) => (
              <MiniCartItem key={item.uid} item={item} locale={locale} onNavigate={onClose} />
            ))}
          </ul>
          {items.length > shownItems && (
            <p className="mt-2 text-sm text-ink-muted">
              {t('miniCart.more', {
                count: items.slice(shownItems).reduce((sum, item) => sum + item.quantity, 0),
              })}
            </p>
          )}
          {subtotal && (
            <p className="mt-3 flex justify-between border-t border-cream-300 pt-3 font-semibold">
              <span>{t('miniCart.subtotal')}</span>
              <span className="tabular-nums">
                {formatMoney(amount(subtotal), currency(subtotal), locale)}
              </span>
            </p>
          )}
        </>
      )}
      {/* With something to buy, the checkout is the main way on; the cart the second. */}
      <div className="mt-4 flex flex-col gap-2">
        {items.length > 0 && (
          <CheckoutLink
            to={`/${locale}/checkout`}
            blocked={
              unavailable.length > 0
                ? t('miniCart.blocked', { names: unavailable.join(', ') })
                : null
            }
            onClick={onClose}
            className={`${buttonClassName} w-full`}
          >
            {t('miniCart.toCheckout')}
          </CheckoutLink>
        )}
        <Link
          to={`/${locale}/checkout/cart`}
          onClick={onClose}
          className={`${items.length > 0 ? secondaryButtonClassName : buttonClassName} w-full`}
        >
          {t('miniCart.toCart')}
        </Link>
      </div>
    </section>
  )
}

/** One item as the mini cart and the cart drawer show it: picture, name (to its page), choices, quantity and price. */
export function MiniCartItem({
  item,
  locale,
  onNavigate,
}: {
  item: CartItem
  locale: Locale
  onNavigate: () => void
}) {
  const { t } = useTranslation()
  const image = itemImage(item)
  const path = itemPath(item)
  const row = item.prices?.row_total_including_tax
  const name = item.product.name ?? ''
  const gone = item.unavailable
  return (
    <li className="flex gap-3 py-3">
      <div
        className={`size-16 shrink-0 overflow-hidden rounded-md bg-cream-100 ${gone ? 'opacity-60 grayscale' : ''}`}
      >
        {image && (
          <img
            src={image.src}
            alt=""
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            loading="lazy"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        {path ? (
          <Link
            to={`/${locale}/${path}`}
            onClick={onNavigate}
            className="font-medium hover:text-forest-800 hover:underline"
          >
            {name}
          </Link>
        ) : (
          <span className="font-medium">{name}</span>
        )}
        {gone && (
          <>
            <span className="sr-only">, </span>
            <span className="ml-2 inline-block rounded-sm bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900 uppercase">
              {t('miniCart.unavailable')}
            </span>
          </>
        )}
        <p className="text-ink-muted">
          {chosenOptions(item)
            .map((option) => t('miniCart.option', { label: option.label, value: option.value }))
            .join(' · ')}
        </p>
        <p className="mt-1 flex justify-between gap-2">
          <span className="text-ink-muted">{t('miniCart.quantity', { count: item.quantity })}</span>
          {row && (
            <span className="font-medium tabular-nums">
              {formatMoney(amount(row), currency(row), locale)}
            </span>
          )}
        </p>
        {item.errors?.map((error) => (
          <p key={error.code + error.message} className="mt-1 text-red-800">
            {error.message}
          </p>
        ))}
      </div>
    </li>
  )
}
