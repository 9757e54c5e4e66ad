import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ConfigurableOption, Variant } from '../lib/product-detail'
import { valueState, type ValueState, type VariantSelection } from '../lib/variants'

export interface VariantPickerProps {
  options: readonly ConfigurableOption[]
  variants: readonly Variant[]
  selection: VariantSelection
  onChoose: (code: string, index: number) => void
}

/**
 * The choice of a configurable product's variant: colours as swatches,
 * other options (sizes) as boxes, each a radio button. A value shows whether
 * it is available with the other choices made: sold out values stay
 * selectable and say so, combinations that do not exist are disabled.
 */
export function VariantPicker({ options, variants, selection, onChoose }: VariantPickerProps) {
  const { t } = useTranslation()
  const hintId = useId()
  const groups = options.map((option) => {
    const states = new Map<number, ValueState>(
      option.values.map((value) => [
        value.index,
        valueState(variants, selection, option.code, value.index),
      ]),
    )
    return { option, states, limited: [...states.values()].some((state) => state !== 'available') }
  })
  const limited = groups.some((group) => group.limited)
  return (
    <div className="space-y-5">
      {groups.map(({ option, states, limited: groupLimited }) => (
        <OptionGroup
          key={option.code}
          option={option}
          states={states}
          selection={selection}
          onChoose={onChoose}
          describedBy={groupLimited ? hintId : undefined}
        />
      ))}
      {limited && (
        <p id={hintId} className="text-xs text-ink-muted">
          {t('variants.hint')}
        </p>
      )}
    </div>
  )
}

function OptionGroup({
  option,
  states,
  selection,
  onChoose,
  describedBy,
}: Pick<VariantPickerProps, 'selection' | 'onChoose'> & {
  option: ConfigurableOption
  states: ReadonlyMap<number, ValueState>
  describedBy: string | undefined
}) {
  const { t } = useTranslation()
  const name = useId()
  const chosen = option.values.find((value) => value.index === selection.get(option.code))
  const isColour = option.code === 'color'

  return (
    <fieldset aria-describedby={describedBy} data-option-code={option.code}>
      <legend className="mb-2 text-sm font-medium text-ink">
        {t('variants.legend', {
          option: option.label,
          value: chosen?.label ?? t('variants.choose'),
        })}
      </legend>
      <div className="flex flex-wrap gap-2">
        {option.values.map((value) => {
          const state = states.get(value.index) ?? 'available'
          const checked = chosen?.index === value.index
          return (
            <label
              key={value.index}
              title={isColour ? value.label : undefined}
              className={`relative ${state === 'unavailable' ? 'cursor-not-allowed' : 'cursor-pointer'}`}
            >
              <input
                type="radio"
                name={name}
                value={value.index}
                checked={checked}
                disabled={state === 'unavailable'}
                onChange={() => {
                  onChoose(option.code, value.index)
                }}
                className="peer sr-only"
              />
              {isColour ? (
                <span
                  aria-hidden="true"
                  className={`relative block size-10 overflow-hidden rounded-full border-2 border-cream-50 ring-1 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-forest-700 ${
                    checked ? 'ring-2 ring-forest-800' : 'ring-ink/30'
                  } ${state === 'unavailable' ? 'opacity-50' : ''}`}
                  style={{ backgroundColor: value.swatch ?? 'transparent' }}
                >
                  {state !== 'available' && <StrikeThrough />}
                </span>
              ) : (
                <span
                  aria-hidden="true"
                  className={`flex min-h-11 min-w-12 items-center justify-center rounded-md border px-3 text-sm font-medium peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-forest-700 ${
                    checked
                      ? 'border-forest-800 bg-forest-800 text-cream-50'
                      : `border-cream-300 bg-cream-50 hover:border-forest-700 ${
                          state === 'available' ? 'text-ink' : 'text-ink-muted'
                        }`
                  } ${state === 'available' ? '' : 'line-through decoration-1'} ${
                    state === 'unavailable' ? 'border-dashed' : ''
                  }`}
                >
                  {value.label}
                </span>
              )}
              <span className="sr-only">
                {value.label}
                {state === 'soldOut' && `, ${t('variants.soldOut')}`}
                {state === 'unavailable' && `, ${t('variants.unavailable')}`}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

/** The diagonal line across a colour that is sold out or not available with the other choices. */
function StrikeThrough() {
  return (
    <span className="absolute inset-0 flex items-center justify-center">
      <span className="h-0.5 w-[140%] -rotate-45 bg-cream-50 shadow-[0_0_0_1px_rgb(0_0_0/0.35)]" />
    </span>
  )
}
