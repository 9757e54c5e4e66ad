import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '@/hooks/use-locale'
import { formatMoney } from '@/lib/money'
import type { TextOption } from '../lib/product-detail'

export interface CustomizableOptionsProps {
  options: readonly TextOption[]
  values: ReadonlyMap<string, string>
  onChange: (uid: string, value: string) => void
}

/**
 * Text the customer has put on the product (a name to embroider): a field
 * per option with a live character count against its limit, required ones
 * marked and checked when the field is left (SPEC.md section 5).
 */
export function CustomizableOptions({ options, values, onChange }: CustomizableOptionsProps) {
  return (
    <div className="space-y-4">
      {options.map((option) => (
        <TextOptionField
          key={option.uid}
          option={option}
          value={values.get(option.uid) ?? ''}
          onChange={(value) => {
            onChange(option.uid, value)
          }}
        />
      ))}
    </div>
  )
}

function TextOptionField({
  option,
  value,
  onChange,
}: {
  option: TextOption
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = useId()
  const [touched, setTouched] = useState(false)
  const error = touched && option.required && value.trim() === '' ? t('validation.required') : null
  const surcharge =
    option.price && option.price > 0
      ? option.priceType === 'PERCENT'
        ? t('customOptions.surchargePercent', { percent: option.price })
        : t('customOptions.surcharge', { price: formatMoney(option.price, 'EUR', locale) })
      : null
  const max = option.maxCharacters && option.maxCharacters > 0 ? option.maxCharacters : null

  return (
    <div>
      <label
        htmlFor={id}
        className="flex flex-wrap items-baseline gap-x-2 text-sm font-medium text-ink"
      >
        <span>
          {option.title}
          {option.required && (
            <>
              <span aria-hidden="true" className="text-red-800">
                {' '}
                *
              </span>
              <span className="sr-only"> ({t('customOptions.required')})</span>
            </>
          )}
        </span>
        {surcharge && <span className="font-normal text-ink-muted">{surcharge}</span>}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={max ?? undefined}
        required={option.required}
        aria-invalid={error !== null}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          onChange(event.target.value)
        }}
        onBlur={() => {
          setTouched(true)
        }}
        className={`mt-1 block min-h-11 w-full rounded-md border bg-cream-50 px-3 text-ink ${
          error ? 'border-red-800' : 'border-cream-300'
        }`}
      />
      <div className="mt-1 flex justify-between gap-3 text-xs">
        <p id={`${id}-error`} className="text-red-800">
          {error}
        </p>
        {max !== null && (
          <p id={`${id}-count`} className="text-ink-muted tabular-nums">
            <span aria-hidden="true">
              {value.length}/{max}
            </span>
            <span className="sr-only">
              {t('customOptions.characters', { count: value.length, max })}
            </span>
          </p>
        )}
      </div>
    </div>
  )
}
