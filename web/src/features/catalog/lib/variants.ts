import type { ConfigurableOption, Variant } from './product-detail'

/** Attribute code → the chosen value index. */
export type VariantSelection = ReadonlyMap<string, number>

/** The choice in the URL (?color=3&size=12); values the product does not have are ignored. */
export function readSelection(
  options: readonly ConfigurableOption[],
  search: URLSearchParams,
): VariantSelection {
  const selection = new Map<string, number>()
  for (const option of options) {
    const raw = search.get(option.code)
    if (raw === null || !/^\d+$/.test(raw)) continue
    const index = Number(raw)
    if (option.values.some((value) => value.index === index)) selection.set(option.code, index)
  }
  return selection
}

/** Writes the choice into the URL's parameters, keeping the others. */
export function writeSelection(
  options: readonly ConfigurableOption[],
  selection: VariantSelection,
  base: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(base)
  for (const option of options) {
    const index = selection.get(option.code)
    if (index === undefined) next.delete(option.code)
    else next.set(option.code, String(index))
  }
  return next
}

function matches(variant: Variant, selection: VariantSelection, except?: string): boolean {
  for (const [code, index] of selection) {
    if (code !== except && variant.attributes.get(code) !== index) return false
  }
  return true
}

/** The variant of a complete choice; undefined while a choice is missing or the combination does not exist. */
export function selectedVariant(
  options: readonly ConfigurableOption[],
  variants: readonly Variant[],
  selection: VariantSelection,
): Variant | undefined {
  if (options.length === 0 || options.some((option) => !selection.has(option.code)))
    return undefined
  return variants.find((variant) => matches(variant, selection))
}

/**
 * What choosing a value would give, with the other choices as they are:
 * 'available', 'soldOut' (the combination exists, none in stock) or
 * 'unavailable' (no such combination).
 */
export type ValueState = 'available' | 'soldOut' | 'unavailable'

export function valueState(
  variants: readonly Variant[],
  selection: VariantSelection,
  code: string,
  index: number,
): ValueState {
  const candidates = variants.filter(
    (variant) => variant.attributes.get(code) === index && matches(variant, selection, code),
  )
  if (candidates.length === 0) return 'unavailable'
  return candidates.some((variant) => variant.inStock) ? 'available' : 'soldOut'
}

/** A choice with one value changed. */
export function choose(selection: VariantSelection, code: string, index: number): VariantSelection {
  const next = new Map(selection)
  next.set(code, index)
  return next
}
