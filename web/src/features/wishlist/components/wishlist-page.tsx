import type { QueryKey } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClassName, secondaryButtonClassName } from '@/components/ui/button-styles'
import { LoadFailedState, LoadingState } from '@/components/ui/load-states'
import { PageHeading } from '@/components/ui/page-heading'
import { useToast } from '@/components/ui/toast/toast-provider'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import type { Locale } from '@/lib/locale'
import { formatMoney } from '@/lib/money'
import { formatShopDay } from '@/lib/shop-date'
import { useCatalogPart } from '@/lib/use-catalog-part'
import { useAddWishlistItemsToCart } from '../api/add-wishlist-items-to-cart.commerce'
import { useCustomerWishlist } from '../api/get-customer-wishlist.commerce'
import { useRemoveItemFromWishlist } from '../api/remove-item-from-wishlist.commerce'
import { summaryVariables } from '../lib/wishlist-summary'
import { toItemView, type WishlistItemView } from '../lib/wishlist-view'

const headingId = 'wishlist-heading'

function ItemRow({
  item,
  locale,
  wishlistId,
  cartKeys,
  onGone,
}: {
  item: WishlistItemView
  locale: Locale
  wishlistId: string
  cartKeys: readonly QueryKey[]
  onGone: () => void
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const noteId = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const failed = (error: Error) => {
    toast.error(error.message || t('errors.tryAgain'))
  }
  const move = useAddWishlistItemsToCart({
    cartKeys,
    mutationConfig: {
      onSuccess: ({ userErrors }) => {
        const mine = userErrors.filter((error) => error.itemId === item.id)
        if (mine.length > 0) {
          setProblem(mine.map((error) => error.message).join(', '))
          return
        }
        toast.success(t('checkout.cart.itemAdded'))
        onGone()
      },
      onError: failed,
    },
  })
  const remove = useRemoveItemFromWishlist({
    mutationConfig: {
      onSuccess: ({ userErrors }) => {
        if (userErrors.length > 0) {
          toast.error(userErrors.join(', '))
          return
        }
        toast.success(t('wishlist.removed'))
        onGone()
      },
      onError: failed,
    },
  })
  const busy = move.isPending || remove.isPending
  const note =
    item.state === 'outOfStock'
      ? t('product.outOfStock')
      : item.state === 'chooseVariant'
        ? t('wishlistPage.item.chooseVariant')
        : item.state === 'unavailable'
          ? (item.unavailableMessage ?? t('wishlistPage.item.unavailable'))
          : null
  const productLink = item.path ? `/${locale}/${item.path}` : null

  return (
    <li className="flex gap-4 rounded-xl border border-cream-300 bg-cream-50 p-4 sm:gap-5 sm:p-5">
      {item.image ? (
        <img
          src={item.image.src}
          alt={item.image.alt}
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className={`size-20 shrink-0 rounded-md bg-white object-contain sm:size-24 ${item.state === 'unavailable' ? 'opacity-60 grayscale' : ''}`}
        />
      ) : (
        <div className="size-20 shrink-0 rounded-md bg-cream-200 sm:size-24" />
      )}
      <div className="min-w-0 flex-1">
        <h3 className="font-medium text-ink">
          {productLink ? (
            <Link to={productLink} className="hover:text-forest-700 hover:underline">
              {item.name}
            </Link>
          ) : (
            item.name
          )}
          {item.state === 'unavailable' && (
            <>
              <span className="sr-only">, </span>
              <span className="ml-2 inline-block rounded-sm bg-red-100 px-1.5 py-0.5 align-middle text-xs font-semibold text-red-900 uppercase">
                {t('wishlistPage.item.unavailableBadge')}
              </span>
            </>
          )}
        </h3>
        {item.options.length > 0 && (
          <ul className="mt-1 text-sm text-ink-muted">
            {item.options.map((option) => (
              <li key={`${option.label}:${option.value}`}>
                {t('wishlistPage.item.option', { label: option.label, value: option.value })}
              </li>
            ))}
          </ul>
        )}
        {item.quantity > 1 && (
          <p className="text-sm text-ink-muted">
            {t('wishlistPage.item.quantity', { count: item.quantity })}
          </p>
        )}
        <p className="text-sm text-ink-muted">
          {t('wishlistPage.item.addedOn', { date: formatShopDay(item.addedAt, locale) })}
        </p>
        {item.priceNow && (
          <p className="mt-2">
            <span className="sr-only">{t('wishlistPage.item.priceNow')}: </span>
            <span className="font-semibold text-ink tabular-nums">
              {formatMoney(item.priceNow.value, item.priceNow.currency, locale)}
            </span>
          </p>
        )}
        {item.priceChanged && item.priceWhenAdded && item.priceNow && (
          <p className="mt-1 text-sm font-medium text-ink">
            {t('wishlistPage.item.priceChanged', {
              before: formatMoney(item.priceWhenAdded.value, item.priceWhenAdded.currency, locale),
              now: formatMoney(item.priceNow.value, item.priceNow.currency, locale),
            })}
          </p>
        )}
        {note && (
          // Choosing the variant is the normal next step, no error: neutral, not red.
          <p
            id={noteId}
            className={`mt-1 text-sm ${item.state === 'chooseVariant' ? 'text-ink-muted' : 'text-red-800'}`}
          >
            {note}
          </p>
        )}
        <p role="alert" className="mt-1 text-sm text-red-800 empty:hidden">
          {problem}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {item.state === 'chooseVariant' && productLink ? (
            <Link
              to={productLink}
              aria-label={t('wishlistPage.item.chooseVariantNamed', { name: item.name })}
              className={buttonClassName}
            >
              {t('wishlistPage.item.chooseVariantLink')}
            </Link>
          ) : item.state !== 'unavailable' ? (
            <button
              type="button"
              disabled={item.state === 'outOfStock'}
              aria-disabled={busy || undefined}
              aria-describedby={note ? noteId : undefined}
              aria-label={t('wishlistPage.item.moveToCartNamed', { name: item.name })}
              onClick={() => {
                if (busy) return
                setProblem(null)
                move.mutate({ wishlistId, wishlistItemIds: [item.id] })
              }}
              className={`${buttonClassName} disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-progress aria-disabled:opacity-70`}
            >
              {move.isPending ? t('wishlistPage.item.moving') : t('wishlistPage.item.moveToCart')}
            </button>
          ) : null}
          <button
            type="button"
            aria-disabled={busy || undefined}
            aria-label={t('wishlistPage.item.removeNamed', { name: item.name })}
            onClick={() => {
              if (!busy) remove.mutate({ wishlistId, wishlistItemsIds: [item.id] })
            }}
            className={secondaryButtonClassName}
          >
            {t('wishlistPage.item.remove')}
          </button>
        </div>
      </div>
    </li>
  )
}

/** Nothing saved yet: a way into the shop. */
function EmptyWishlist({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  return (
    <div className="mt-8 max-w-xl">
      <h2 className="font-display text-2xl font-semibold text-forest-900">
        {t('wishlistPage.empty.title')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('wishlistPage.empty.text')}</p>
      <Link to={`/${locale}`} className={`${buttonClassName} mt-6`}>
        {t('wishlistPage.empty.link')}
      </Link>
    </div>
  )
}

/**
 * /{lang}/customer/wishlist: the customer's saved items, newest first,
 * each with image, name, chosen variant and options, the price now and a
 * note when it changed since saving or the item is out of stock (SPEC.md
 * section 8's words), "In den Warenkorb" (addWishlistItemsToCart with the
 * item, the cart's cached answers refreshed: `cartKeys`, handed in by the
 * app) and "Entfernen", each answered with a toast; a configurable product
 * saved without its variant leads to its page to choose one. An item gone
 * leaves the focus on the list's heading.
 */
export function WishlistPage({ cartKeys = [] }: { cartKeys?: readonly QueryKey[] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const title = t('routes.customer-wishlist.title')
  usePageHead({ kind: 'page', title, indexable: false })
  const texts = useCatalogPart('wishlist')
  const heading = useRef<HTMLHeadingElement>(null)
  const query = useCustomerWishlist(locale, summaryVariables, {
    // Prices and stock change on the server: asked again on every visit.
    queryConfig: { select: (data) => data.customer?.wishlists[0] ?? null, staleTime: 0 },
  })
  const wishlist = query.data
  const items = (wishlist?.items_v2?.items ?? []).flatMap((item) =>
    item ? [toItemView(item)] : [],
  )
  const count = wishlist?.items_count ?? items.length

  return (
    <div className="pb-12">
      <PageHeading>{title}</PageHeading>
      {!texts ? null : wishlist !== undefined ? (
        items.length === 0 || !wishlist?.id ? (
          <EmptyWishlist locale={locale} />
        ) : (
          <section aria-labelledby={headingId} className="mt-8">
            <h2
              id={headingId}
              ref={heading}
              tabIndex={-1}
              className="font-display text-xl font-semibold text-forest-900 focus:outline-none"
            >
              {t('wishlistPage.heading', { count })}
            </h2>
            {count > items.length && (
              <p className="mt-1 text-sm text-ink-muted">
                {t('wishlistPage.firstShown', { shown: items.length, count })}
              </p>
            )}
            <ul className="mt-4 space-y-3" aria-busy={query.isFetching || undefined}>
              {items.map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  locale={locale}
                  wishlistId={wishlist.id ?? '0'}
                  cartKeys={cartKeys}
                  onGone={() => heading.current?.focus()}
                />
              ))}
            </ul>
          </section>
        )
      ) : query.isPending ? (
        <LoadingState text={t('wishlistPage.loading')} />
      ) : (
        <LoadFailedState
          message={t('wishlistPage.failed')}
          retry={t('wishlistPage.retry')}
          onRetry={() => void query.refetch()}
        />
      )}
    </div>
  )
}
