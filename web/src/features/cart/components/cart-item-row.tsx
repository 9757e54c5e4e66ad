import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { NumberInput } from '@/components/ui/form/number-input'
import { useToast } from '@/components/ui/toast/toast-provider'
import { useLocale } from '@/hooks/use-locale'
import { formatMoney } from '@/lib/money'
import { useRemoveItemFromCart } from '../api/remove-item-from-cart.commerce'
import { useUpdateCartItem } from '../api/update-cart-items.commerce'
import {
  amount,
  chosenOptions,
  currency,
  itemImage,
  itemPath,
  itemSku,
  type CartItem,
} from '../lib/cart-view'

/** Quantities the cart takes: whole numbers from 1 to 999 (removing is its own button). */
const maxQuantity = 999

/**
 * One line of the cart page: picture, name (to the product), SKU, the
 * variant and the options chosen with their surcharges, unit and row
 * prices, the quantity (a number field, sent when committed: Enter or
 * leaving it) and the removal; the server's word where the item cannot be
 * ordered as it is (out of stock) or its price changed since it was added.
 * An item no longer sold (its product disabled or deleted, its variant or
 * an option gone) shows as it was added, marked unavailable in words and
 * greyed, without price, link or quantity field: it can only be removed.
 */
export function CartItemRow({ item, onRemoved }: { item: CartItem; onRemoved: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const toast = useToast()
  const [problem, setProblem] = useState<string | null>(null)
  const [typed, setTyped] = useState<number | null>(null)
  const update = useUpdateCartItem({
    mutationConfig: {
      onSuccess: (answer) => {
        setTyped(null)
        setProblem(answer && answer.userErrors.length > 0 ? answer.userErrors.join(', ') : null)
      },
      onError: (error) => {
        setTyped(null)
        setProblem(error.message || t('errors.tryAgain'))
      },
    },
  })
  const name = item.product.name ?? ''
  const remove = useRemoveItemFromCart({
    mutationConfig: {
      onSuccess: () => {
        toast.success(t('cart.removed', { name }))
        onRemoved()
      },
      onError: (error) => {
        setProblem(error.message || t('errors.tryAgain'))
      },
    },
  })

  const image = itemImage(item)
  const path = itemPath(item)
  const unit = item.prices?.price_including_tax
  const regular = item.prices?.original_item_price
  const row = item.prices?.row_total_including_tax
  const money = (value: Parameters<typeof amount>[0]) =>
    formatMoney(amount(value), currency(value), locale)
  const reduced = unit && regular && amount(regular) > amount(unit)
  const busy = update.isPending || remove.isPending
  const productLink = path ? `/${locale}/${path}` : null
  const gone = item.unavailable

  return (
    <li className="grid grid-cols-[5rem_minmax(0,1fr)] gap-4 py-5 sm:grid-cols-[7rem_minmax(0,1fr)]">
      <div
        className={`aspect-square overflow-hidden rounded-md bg-cream-50 ring-1 ring-cream-300 ${gone ? 'opacity-60 grayscale' : ''}`}
      >
        {image &&
          (productLink ? (
            <Link to={productLink} tabIndex={-1} aria-hidden="true">
              <img
                src={image.src}
                alt=""
                width={image.width ?? undefined}
                height={image.height ?? undefined}
                className="size-full object-cover"
              />
            </Link>
          ) : (
            <img src={image.src} alt="" className="size-full object-cover" />
          ))}
      </div>
      <div className="min-w-0" aria-busy={busy}>
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h3 className="font-medium text-ink">
              {productLink ? (
                <Link to={productLink} className="hover:text-forest-800 hover:underline">
                  {name}
                </Link>
              ) : (
                name
              )}
              {gone && (
                <>
                  <span className="sr-only">, </span>
                  <span className="ml-2 inline-block rounded-sm bg-red-100 px-1.5 py-0.5 align-middle text-xs font-semibold text-red-900 uppercase">
                    {t('cart.unavailable')}
                  </span>
                </>
              )}
            </h3>
            <p className="text-sm text-ink-muted">{t('cart.sku', { sku: itemSku(item) })}</p>
          </div>
          {row && (
            <p className="text-right font-semibold text-forest-900 tabular-nums">
              <span className="sr-only">
                {t('cart.optionLabel', { label: t('cart.rowTotal') })}{' '}
              </span>
              {money(row)}
            </p>
          )}
        </div>
        {chosenOptions(item).length > 0 && (
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
            {chosenOptions(item).map((option) => (
              <div key={option.key} className="contents">
                <dt className="text-ink-muted">{t('cart.optionLabel', { label: option.label })}</dt>{' '}
                <dd className="break-words text-ink">
                  {option.value}
                  {option.surcharge && ' '}
                  {option.surcharge && (
                    <span className="ml-1 text-ink-muted">
                      {option.surcharge.percent
                        ? t('cart.surchargePercent', { percent: option.surcharge.value })
                        : t('cart.surcharge', {
                            price: formatMoney(option.surcharge.value, 'EUR', locale),
                          })}
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {unit && (
          <p className="mt-2 text-sm text-ink">
            {t('cart.optionLabel', { label: t('cart.unitPrice') })}{' '}
            <span className={`tabular-nums ${reduced ? 'font-medium text-red-800' : ''}`}>
              {money(unit)}
            </span>
            {reduced && (
              <s className="ml-2 text-ink-muted tabular-nums">
                <span className="sr-only">{t('price.insteadOf')} </span>
                {money(regular)}
              </s>
            )}
          </p>
        )}
        {item.price_changed && (
          <p className="mt-1 text-sm text-brass-600">
            {t('cart.priceChanged', { price: money(item.price_when_added) })}
          </p>
        )}
        {item.errors?.map((error) => (
          <p key={error.code + error.message} className="mt-1 text-sm font-medium text-red-800">
            {error.message}
          </p>
        ))}
        {/* One line on a 390 px phone too: the stepper gives way, "remove" never wraps under it. */}
        <div className="mt-3 flex items-end gap-3">
          {gone ? (
            <p className="min-h-11 flex-1 content-center text-sm text-ink-muted">
              {t('cart.quantityKept', { count: item.quantity })}
            </p>
          ) : (
            <div className="max-w-40 min-w-0 flex-1">
              <NumberInput
                label={t('cart.quantity')}
                required={false}
                min={1}
                max={maxQuantity}
                value={typed ?? item.quantity}
                locale={locale}
                onChange={(value) => {
                  if (value === null || value === item.quantity || busy) return
                  setTyped(value)
                  setProblem(null)
                  update.mutate({ uid: item.uid, quantity: value })
                }}
                onBlur={() => undefined}
              />
            </div>
          )}
          <button
            type="button"
            aria-disabled={busy}
            aria-label={t('cart.removeItemLabel', { name })}
            onClick={() => {
              if (!busy) remove.mutate(item.uid)
            }}
            className="min-h-11 shrink-0 rounded-md px-3 text-sm font-medium text-forest-800 underline underline-offset-2 hover:bg-cream-200 aria-disabled:cursor-progress aria-disabled:opacity-70"
          >
            {t('cart.removeItem')}
          </button>
        </div>
        <p role="alert" className="mt-1 text-sm text-red-800 empty:hidden">
          {problem}
        </p>
      </div>
    </li>
  )
}
