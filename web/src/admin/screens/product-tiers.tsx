import { useId, useRef, useState } from 'react'
import { Field, inputClassName, labelClassName, secondaryButtonClassName } from '../components/ui'
import { centsFromText, textFromCents } from '../lib/money'
import type { ProductTierPrice } from '../lib/products'
import { useText } from '../lib/text'

/** A row as staff type it: the quantity, fixed price or percentage, and the value as typed. */
interface Draft {
  key: number
  quantity: string
  kind: 'fixed' | 'percent'
  value: string
}

function draftOf(tier: ProductTierPrice, key: number, language: string): Draft {
  return tier.percent > 0
    ? { key, quantity: String(tier.quantity), kind: 'percent', value: String(tier.percent) }
    : {
        key,
        quantity: String(tier.quantity),
        kind: 'fixed',
        value: tier.price ? textFromCents(tier.price, language) : '',
      }
}

/** What the server is sent: what cannot be read is 0, which its validation names on the field. */
function tierOf(d: Draft): ProductTierPrice {
  const quantity = Number.parseInt(d.quantity, 10)
  const q = Number.isFinite(quantity) ? quantity : 0
  if (d.kind === 'percent') {
    const percent = Number.parseInt(d.value.replace('%', ''), 10)
    return { quantity: q, price: 0, percent: Number.isFinite(percent) ? percent : 0 }
  }
  return { quantity: q, price: centsFromText(d.value) ?? 0, percent: 0 }
}

/**
 * The tier prices of a product (or a variant: `field` names its place in
 * the input, "variants[2].tierPrices"): rows to add and remove, each from a
 * quantity on a unit price in euros or a percentage off the regular price.
 * The catalogue's validation judges them; its errors show on their fields.
 * Inside the prices' fieldset, which a club manager who may not set prices
 * sees disabled, it is read-only with the rest.
 */
export function TierPricesEditor({
  tiers,
  field = 'tierPrices',
  hint,
  errors,
  onChange,
}: {
  tiers: ProductTierPrice[]
  field?: string
  /** What the tiers apply to, when not the product's hint. */
  hint?: string
  errors: Record<string, string | undefined>
  onChange: (tiers: ProductTierPrice[]) => void
}) {
  const { t, language } = useText()
  const heading = useId()
  const next = useRef(tiers.length)
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    tiers.map((tier, i) => draftOf(tier, i, language)),
  )
  const update = (changed: Draft[]) => {
    setDrafts(changed)
    onChange(changed.map(tierOf))
  }
  const set = (key: number, change: Partial<Draft>) => {
    update(drafts.map((d) => (d.key === key ? { ...d, ...change } : d)))
  }
  return (
    <div role="group" aria-labelledby={heading} className="mb-4">
      <h3 id={heading} className="text-base font-semibold text-stone-900">
        {t('product.tiers')}
      </h3>
      <p className="mt-1 text-sm text-stone-700">{hint ?? t('product.tiersHint')}</p>
      {drafts.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{t('product.tiersNone')}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {drafts.map((d, i) => {
            const at = `${field}[${String(i)}]`
            const quantityError = errors[`${at}.quantity`]
            const valueError = errors[`${at}.price`] ?? errors[`${at}.percent`]
            return (
              <li
                key={d.key}
                className="grid grid-cols-2 items-start gap-x-3 gap-y-2 rounded-md border border-stone-200 p-3"
              >
                <TierInput
                  label={t('product.tierQuantity')}
                  inputMode="numeric"
                  value={d.quantity}
                  error={quantityError}
                  onChange={(quantity) => {
                    set(d.key, { quantity })
                  }}
                />
                <div>
                  <label className={labelClassName}>
                    {t('product.tierKind')}
                    <select
                      className={inputClassName}
                      value={d.kind}
                      onChange={(e) => {
                        set(d.key, { kind: e.target.value as Draft['kind'], value: '' })
                      }}
                    >
                      <option value="fixed">{t('product.tierFixed')}</option>
                      <option value="percent">{t('product.tierPercent')}</option>
                    </select>
                  </label>
                </div>
                <TierInput
                  label={d.kind === 'fixed' ? t('product.tierFixed') : t('product.tierPercent')}
                  inputMode="decimal"
                  value={d.value}
                  error={valueError}
                  onChange={(value) => {
                    set(d.key, { value })
                  }}
                />
                <button
                  type="button"
                  className={secondaryButtonClassName + ' mt-6 self-start'}
                  aria-label={t('product.tierRemove', { quantity: d.quantity || '?' })}
                  onClick={() => {
                    update(drafts.filter((other) => other.key !== d.key))
                  }}
                >
                  {t('product.tierRemoveShort')}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <button
        type="button"
        className={secondaryButtonClassName + ' mt-3'}
        onClick={() => {
          const last = drafts.at(-1)
          const quantity = last ? Math.max(2, Number.parseInt(last.quantity, 10) * 2 || 2) : 5
          update([
            ...drafts,
            { key: next.current++, quantity: String(quantity), kind: 'fixed', value: '' },
          ])
        }}
      >
        {t('product.tierAdd')}
      </button>
    </div>
  )
}

function TierInput({
  label,
  value,
  error,
  inputMode,
  onChange,
}: {
  label: string
  value: string
  error: string | undefined
  inputMode: 'numeric' | 'decimal'
  onChange: (value: string) => void
}) {
  return (
    <Field
      wrapperClassName=""
      label={label}
      value={value}
      error={error}
      inputMode={inputMode}
      onChange={(e) => {
        onChange(e.target.value)
      }}
    />
  )
}
