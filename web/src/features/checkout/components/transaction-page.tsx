import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useToast } from '@/components/ui/toast/toast-provider'
import type { CartFieldsFragment } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { useCatalogPart } from '@/lib/use-catalog-part'
import { processTransaction, restoreCart } from '../api/process-transaction.commerce'
import { placedCart } from '../lib/placed-cart'

/**
 * `/{lang}/checkout/transaction/{provider}/process`, where a hosted payment
 * page sends the customer back with `?payment_token=…` (Mollie's design):
 * says the payment is being processed, asks the server for its status
 * (mollieProcessTransaction) once, then goes on to the success page, or,
 * for a payment that failed, was canceled or expired, to the cart with the
 * items back in it (the app adopts that cart) and a message saying so.
 */
export function TransactionPage({
  onCartRestored,
}: {
  /** The cart the order's items came back in: the browser's cart from now on. */
  onCartRestored: (cart: CartFieldsFragment) => void
}) {
  const { t } = useTranslation()
  const textsReady = useCatalogPart('checkout')
  const locale = useLocale()
  const navigate = useNavigate()
  const toast = useToast()
  const [search] = useSearchParams()
  const token = search.get('payment_token') ?? ''
  const [failedToProcess, setFailed] = useState<string | null>(null)
  const started = useRef(false)
  const failed = token === '' ? t('checkout.transaction.missing') : failedToProcess
  const title = t('routes.checkout-transaction.title')
  usePageHead({ kind: 'page', title, indexable: false })

  useEffect(() => {
    if (!textsReady || started.current) return
    started.current = true
    if (token === '') return
    const run = async () => {
      const result = await processTransaction(locale, token)
      if (result.redirect_to_cart) {
        let cart = result.cart ?? null
        const placed = placedCart()
        if (!cart && placed) cart = await restoreCart(locale, placed)
        if (cart) onCartRestored(cart)
        toast.error(t('checkout.transaction.notPaid'))
        await navigate(`/${locale}/checkout/cart`, { replace: true })
        return
      }
      await navigate(`/${locale}/checkout/success`, { replace: true })
    }
    run().catch((error: unknown) => {
      setFailed(
        error instanceof Error && 'errors' in error && error.message
          ? error.message
          : t('checkout.transaction.failed'),
      )
    })
  }, [textsReady, token, locale, navigate, onCartRestored, t, toast])

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center px-5 py-12">
      <h1 className="font-display text-3xl font-semibold text-forest-900">
        {failed ? t('checkout.transaction.problemTitle') : title}
      </h1>
      {failed ? (
        <div role="alert" className="mt-4">
          <p className="text-red-800">{failed}</p>
          <Link
            to={`/${locale}/checkout/cart`}
            className="mt-4 inline-flex min-h-11 items-center font-medium text-forest-800 underline underline-offset-2"
          >
            {t('checkout.transaction.toCart')}
          </Link>
        </div>
      ) : (
        <p role="status" className="mt-4 flex items-center gap-3 text-ink">
          <span
            aria-hidden="true"
            className="inline-block size-5 animate-spin rounded-full border-2 border-forest-800 border-t-transparent motion-reduce:animate-none"
          />
          {textsReady ? t('checkout.transaction.processing') : ''}
        </p>
      )}
    </div>
  )
}
