import type { TFunction } from 'i18next'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/locale'
import { formatMoneyCompact } from '@/lib/money'
import type { AttributeOptions } from '../api/get-attributes-metadata.commerce'
import {
  filterCodes,
  parsePriceRange,
  singleValueFilters,
  type FilterCode,
  type ListingState,
} from '../lib/listing-state'

/** A facet of the result as the API reports it. */
export interface Facet {
  attribute_code: string
  label: string | null
  position: number | null
  options: readonly ({ label: string | null; value: string; count: number | null } | null)[] | null
}

const collapsedOptionCount = 8

export function isFilterFacet(facet: Facet): facet is Facet & { attribute_code: FilterCode } {
  return (filterCodes as readonly string[]).includes(facet.attribute_code)
}

/** "50_100" → "50 € – 100 €"; open ends read "up to" and "from". */
export function priceRangeLabel(value: string, locale: Locale, t: TFunction): string {
  const range = parsePriceRange(value)
  if (!range) return value
  const money = (amount: string) => formatMoneyCompact(Number(amount), 'EUR', locale)
  if (range.from !== undefined && range.to !== undefined)
    return t('listing.priceRange', { from: money(range.from), to: money(range.to) })
  if (range.from !== undefined) return t('listing.priceFrom', { price: money(range.from) })
  if (range.to !== undefined) return t('listing.priceUpTo', { price: money(range.to) })
  return value
}

/** The label of one facet value: the API's, else the attribute's, else the value itself. */
export function optionLabel(
  code: string,
  value: string,
  facets: readonly Facet[],
  attributes: AttributeOptions | undefined,
  locale: Locale,
  t: TFunction,
): string {
  if (code === 'price') return priceRangeLabel(value, locale, t)
  const fromFacet = facets
    .find((facet) => facet.attribute_code === code)
    ?.options?.find((option) => option?.value === value)?.label
  return fromFacet ?? attributes?.get(code)?.get(value)?.label ?? value
}

export interface ListingFiltersProps {
  facets: readonly Facet[]
  state: ListingState
  attributes: AttributeOptions | undefined
  locale: Locale
  onToggle: (code: FilterCode, value: string) => void
  onClear: (code: FilterCode) => void
  /** What the form sends besides the filters (listing-state's formFields). */
  fields: readonly (readonly [string, string])[]
  /** The copy inside a <noscript> (a phone's, whose drawer needs JavaScript): every value shown. */
  noScript?: boolean
}

/**
 * The facets of a listing as groups of checkboxes with counts (several values
 * of one facet widen the result), and the price ranges as radio buttons.
 * With JavaScript a change applies at once; without, they are a GET form
 * with its own button, whose parameters the server renders as the browser
 * would.
 */
export function ListingFilters({
  facets,
  fields,
  noScript = false,
  ...props
}: ListingFiltersProps) {
  const { t } = useTranslation()
  const shown = facets
    .filter(isFilterFacet)
    .filter((facet) => (facet.options?.length ?? 0) > 0)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
  const apply = (
    <div className="pt-4">
      <button type="submit" className={`${buttonClassName} w-full`}>
        {t('listing.applyFilters')}
      </button>
    </div>
  )
  return (
    <form method="get" className="divide-y divide-cream-300">
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {shown.map((facet) => (
        <FacetGroup key={facet.attribute_code} facet={facet} expandAll={noScript} {...props} />
      ))}
      {noScript ? apply : <noscript>{apply}</noscript>}
    </form>
  )
}

function FacetGroup({
  facet,
  state,
  attributes,
  locale,
  onToggle,
  onClear,
  expandAll,
}: Omit<ListingFiltersProps, 'facets' | 'fields' | 'noScript'> & {
  facet: Facet & { attribute_code: FilterCode }
  expandAll: boolean
}) {
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState(expandAll)
  const listId = useId()
  const code = facet.attribute_code
  const selected = state.filters.get(code) ?? []
  const options = (facet.options ?? []).filter((option) => option !== null)
  // Collapsed, the first values show, and any chosen further down.
  const visible = expanded
    ? options
    : options.filter(
        (option, index) => index < collapsedOptionCount || selected.includes(option.value),
      )
  // Without JavaScript the values a collapsed group hides come after it, as its button needs it.
  const hidden = options.filter((option) => !visible.includes(option))
  const single = singleValueFilters.has(code)
  const swatches = attributes?.get(code)

  const renderOption = (option: (typeof options)[number]) => {
    const label =
      code === 'price' ? priceRangeLabel(option.value, locale, t) : (option.label ?? option.value)
    const swatch = code === 'color' ? swatches?.get(option.value)?.swatch : undefined
    return (
      <li key={option.value}>
        <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-1 text-sm hover:bg-cream-200">
          <input
            type={single ? 'radio' : 'checkbox'}
            name={code}
            value={option.value}
            checked={selected.includes(option.value)}
            onChange={() => {
              onToggle(code, option.value)
            }}
            className="size-4 accent-forest-800"
          />
          {code === 'color' && (
            <span
              aria-hidden="true"
              className="size-5 shrink-0 rounded-full ring-1 ring-ink/25"
              style={{ backgroundColor: swatch ?? 'transparent' }}
            />
          )}
          <span className="flex-1">{label}</span>
          {option.count !== null && (
            <span className="text-ink-muted tabular-nums">({option.count})</span>
          )}
        </label>
      </li>
    )
  }

  return (
    <fieldset className="py-4 first:pt-0">
      <legend className="float-left mb-2 w-full font-medium text-ink">{facet.label ?? code}</legend>
      <ul id={listId} className="clear-both space-y-0.5">
        {single && (
          <li>
            <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-1 text-sm hover:bg-cream-200">
              <input
                type="radio"
                name={code}
                value=""
                checked={selected.length === 0}
                onChange={() => {
                  onClear(code)
                }}
                className="size-4 accent-forest-800"
              />
              {t('listing.anyPrice')}
            </label>
          </li>
        )}
        {visible.map(renderOption)}
      </ul>
      {hidden.length > 0 && (
        <noscript>
          <ul className="space-y-0.5">{hidden.map(renderOption)}</ul>
        </noscript>
      )}
      {!expandAll && options.length > collapsedOptionCount && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => {
            setExpanded(!expanded)
          }}
          className="mt-1 min-h-10 px-1 text-sm font-medium text-forest-800 underline underline-offset-2"
        >
          {expanded
            ? t('listing.showFewerOptions')
            : t('listing.showAllOptions', { count: options.length })}
        </button>
      )}
    </fieldset>
  )
}
