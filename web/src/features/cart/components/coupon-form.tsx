import { NeedsJavaScript } from '@/components/ui/needs-javascript'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useApplyCouponToCart } from '../api/apply-coupon-to-cart.commerce'
import { useRemoveCouponFromCart } from '../api/remove-coupon-from-cart.commerce'

/**
 * The cart's coupon: the codes that apply, each removable, or a field to
 * enter one. A code that does not apply gets the server's one neutral
 * message on the field; what happened is said in a live region.
 */
export function CouponForm({
  coupons,
}: {
  coupons: readonly ({ code: string; label?: string | null } | null)[]
}) {
  const { t } = useTranslation()
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const apply = useApplyCouponToCart({
    mutationConfig: {
      onSuccess: (_answer, applied) => {
        setCode('')
        setStatus(t('cart.coupon.applied', { code: applied.toUpperCase() }))
      },
      onError: (failure) => {
        setError(failure.message || t('errors.tryAgain'))
        field.current?.focus()
      },
    },
  })
  const remove = useRemoveCouponFromCart({
    mutationConfig: {
      onSuccess: () => {
        setStatus(t('cart.coupon.removed'))
        // The field takes the removed coupon's place.
        requestAnimationFrame(() => field.current?.focus())
      },
      onError: (failure) => {
        setError(failure.message || t('errors.tryAgain'))
      },
    },
  })
  const applied = coupons.filter((coupon) => coupon !== null)

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg bg-cream-50 p-4 ring-1 ring-cream-300"
    >
      <h2 id={`${id}-title`} className="font-display text-lg font-semibold text-forest-900">
        {t('cart.coupon.title')}
      </h2>
      {applied.length > 0 && (
        <ul className="mt-3 space-y-2">
          {applied.map((coupon) => (
            <li key={coupon.code} className="flex items-center justify-between gap-3 text-sm">
              <span>
                <span className="font-semibold tracking-wide">{coupon.code}</span>
                {coupon.label && <span className="block text-ink-muted">{coupon.label}</span>}
              </span>
              <button
                type="button"
                aria-disabled={remove.isPending}
                aria-label={t('cart.coupon.removeLabel', { code: coupon.code })}
                onClick={() => {
                  if (remove.isPending) return
                  setError(null)
                  remove.mutate(undefined)
                }}
                className="min-h-11 shrink-0 rounded-md px-3 font-medium text-forest-800 underline underline-offset-2 hover:bg-cream-200 aria-disabled:cursor-progress aria-disabled:opacity-70"
              >
                {t('cart.coupon.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {applied.length === 0 && (
        <form
          noValidate
          aria-busy={apply.isPending}
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault()
            if (apply.isPending) return
            const entered = code.trim()
            setStatus('')
            if (entered === '') {
              setError(t('cart.coupon.required'))
              field.current?.focus()
              return
            }
            setError(null)
            apply.mutate(entered)
          }}
        >
          <NeedsJavaScript />
          <label htmlFor={`${id}-code`} className="block text-sm font-medium text-ink">
            {t('cart.coupon.label')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              ref={field}
              id={`${id}-code`}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setCode(event.target.value)
              }}
              className={`block min-h-11 min-w-0 flex-1 rounded-md border bg-white px-3 text-ink uppercase ${
                error ? 'border-red-800' : 'border-cream-300'
              }`}
            />
            <button
              type="submit"
              aria-disabled={apply.isPending}
              className="min-h-11 shrink-0 rounded-md border border-forest-800 px-4 font-medium text-forest-800 hover:bg-forest-800 hover:text-cream-50 aria-disabled:cursor-progress aria-disabled:opacity-70"
            >
              {apply.isPending ? t('cart.coupon.applying') : t('cart.coupon.apply')}
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
              {error}
            </p>
          )}
        </form>
      )}
      {applied.length > 0 && error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </section>
  )
}
