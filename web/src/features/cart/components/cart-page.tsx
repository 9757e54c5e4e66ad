import { type ReactNode, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClassName } from '@/components/ui/button-styles'
import { PageHeading } from '@/components/ui/page-heading'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { useCatalogPart } from '@/lib/use-catalog-part'
import { useCart } from '../hooks/use-cart'
import { cartItems, unavailableNames } from '../lib/cart-view'
import { CartItemRow } from './cart-item-row'
import { CartSummary } from './cart-summary'
import { CheckoutLink } from './checkout-link'
import { CouponForm } from './coupon-form'

/**
 * The cart page (SPEC.md section 2, `/{lang}/checkout/cart`): the items
 * with their choices, prices, quantity and removal; the coupon; the totals
 * with shipping and VAT per rate; the delivery window; the notice that
 * nothing is reserved; the way to the checkout. A guest who added nothing
 * and a customer with an empty cart see the empty state, below
 * `emptyNotice` (the app's: an order of this tab still waiting for its
 * payment, for a shopper back from the payment page unpaid).
 */
export function CartPage({ emptyNotice }: { emptyNotice?: ReactNode }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const textsReady = useCatalogPart('cart')
  const { cart, isLoading, isError, refetch } = useCart()
  const itemsHeading = useRef<HTMLHeadingElement>(null)
  const title = t('routes.checkout-cart.title')
  usePageHead({ kind: 'page', title, indexable: false })

  const items = cartItems(cart)
  const unavailable = unavailableNames(cart)
  return (
    <div className="pb-12">
      <PageHeading>{title}</PageHeading>
      {!textsReady || isLoading ? (
        <p role="status" className="mt-8 text-ink-muted">
          {textsReady ? t('cart.loading') : null}
        </p>
      ) : isError ? (
        <div className="mt-8">
          <p role="alert">{t('cart.failed')}</p>
          <button
            type="button"
            onClick={refetch}
            className="mt-3 min-h-11 rounded-md font-medium text-forest-800 underline underline-offset-2"
          >
            {t('cart.retry')}
          </button>
        </div>
      ) : !cart || items.length === 0 ? (
        <div className="mt-8 max-w-xl">
          {emptyNotice}
          <h2 className="font-display text-2xl font-semibold text-forest-900">
            {t('cart.empty.title')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('cart.empty.text')}</p>
          <Link to={`/${locale}`} className={`${buttonClassName} mt-6`}>
            {t('cart.empty.link')}
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
          <section aria-labelledby="cart-items-heading">
            <h2
              id="cart-items-heading"
              ref={itemsHeading}
              tabIndex={-1}
              className="font-display text-xl font-semibold text-forest-900"
            >
              {t('cart.items')} ({cart.total_quantity})
            </h2>
            <ul className="mt-4 divide-y divide-cream-300 border-y border-cream-300">
              {items.map((item) => (
                <CartItemRow
                  key={item.uid}
                  item={item}
                  onRemoved={() => {
                    itemsHeading.current?.focus()
                  }}
                />
              ))}
            </ul>
            <p className="mt-4 text-sm text-ink-muted">{t('cart.notReserved')}</p>
          </section>
          <aside className="space-y-6">
            <CouponForm coupons={cart.applied_coupons ?? []} />
            <CartSummary cart={cart} />
            <CheckoutLink
              to={`/${locale}/checkout`}
              blocked={
                unavailable.length > 0 ? t('cart.blocked', { names: unavailable.join(', ') }) : null
              }
              className={`${buttonClassName} w-full text-lg`}
            >
              {t('cart.checkout')}
            </CheckoutLink>
          </aside>
        </div>
      )}
    </div>
  )
}
