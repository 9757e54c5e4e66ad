import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { CartFieldsFragment } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { formatShopDay } from '@/lib/shop-date'
import { useCatalogPart } from '@/lib/use-catalog-part'
import { processTransaction } from '../api/process-transaction.commerce'
import { forgetPlacedPayment, placedPayment } from '../lib/placed-cart'
import { PaymentChoice } from './payment-choice'

const unpaid = new Set(['OPEN', 'PENDING', 'CREATED', 'FAILED', 'CANCELED', 'EXPIRED'])

/**
 * The order placed in this tab that still waits for its payment, where a
 * shopper back from the provider's page without paying lands (the
 * browser's back button leads to an empty cart or checkout): it says so
 * and offers "pay now" and "change payment method" (PaymentChoice). It
 * asks the server for the payment's status by the token kept in
 * sessionStorage at placing; a paid or cancelled order shows nothing, and
 * its token is forgotten.
 */
export function PendingOrderNotice({
  onCartRestored,
}: {
  onCartRestored: (cart: CartFieldsFragment) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  // Shown on the cart page too, whose chunk does not load the checkout's texts.
  const textsReady = useCatalogPart('checkout')
  const token = placedPayment()
  const { data } = useQuery({
    queryKey: ['pending-order-payment', locale, token],
    enabled: token !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: async () => {
      const result = await processTransaction(locale, token ?? '')
      const waits =
        result.paymentStatus != null && unpaid.has(result.paymentStatus) && !result.redirect_to_cart
      if (!waits) forgetPlacedPayment()
      return waits ? result : null
    },
  })
  if (!token || !data || !textsReady) return null
  const failed = !!data.retry_until
  return (
    <section
      aria-labelledby="pending-order-heading"
      className="mb-8 max-w-xl rounded-xl border border-brass-300 bg-cream-100 p-5 sm:p-6"
    >
      <h2 id="pending-order-heading" className="font-display text-xl font-semibold text-forest-900">
        {t('checkout.payment.retry.pendingTitle')}
      </h2>
      <p className="mt-2">
        {failed
          ? t('checkout.payment.retry.failedText', {
              date: formatShopDay(data.retry_until, locale),
            })
          : t('checkout.payment.retry.openText')}
      </p>
      <PaymentChoice paymentToken={token} onCartRestored={onCartRestored} />
    </section>
  )
}
