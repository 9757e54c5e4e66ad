import {
  isChoiceOption,
  type ChoiceOption,
  type ChoiceValue,
  type CustomOption,
  type Surcharge,
  type TextOption,
} from './product-detail'

/**
 * What the customer filled in of a product's customizable options: texts
 * by the field value's uid, chosen values' uids by the option's uid.
 */
export interface OptionValues {
  /** Texts of fields and areas; for a file option the token its upload answered. */
  texts: ReadonlyMap<string, string>
  choices: ReadonlyMap<string, readonly string[]>
  /** The names of the files uploaded, by the file option's uid. */
  files?: ReadonlyMap<string, string>
}

export const noOptionValues: OptionValues = { texts: new Map(), choices: new Map() }

/** Why an option cannot go to the cart as filled in; the server checks the same (internal/cart). */
export type OptionProblem = { kind: 'required' } | { kind: 'tooLong'; max: number }

/** Where the server sets no limit, a text may be this long. */
export const maxOptionText = 255

/** Characters as the server counts them (runes), after trimming, as it keeps the text. */
export function textLength(text: string): number {
  // A surrogate pair is one character.
  return text.trim().replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length
}

/** Where the server sets no limit, an area's text may be this long. */
export const maxAreaText = 1000

/** The limit of a text option: its own, else the server's general one. */
export function textLimit(option: TextOption): number {
  const general = option.kind === 'area' ? maxAreaText : maxOptionText
  return option.maxCharacters && option.maxCharacters > 0
    ? Math.min(option.maxCharacters, general)
    : general
}

/**
 * Whether a value is offered with the choices made: for every option that
 * holds values it needs (`availableWith`), one of them is chosen. The server
 * checks the same (catalog.Unmet).
 */
export function isAvailable(
  value: ChoiceValue,
  options: readonly CustomOption[],
  values: OptionValues,
): boolean {
  if (value.availableWith.length === 0) return true
  return options.every((option) => {
    if (!isChoiceOption(option)) return true
    const needed = option.values.filter((candidate) => value.availableWith.includes(candidate.uid))
    const chosen = values.choices.get(option.uid) ?? []
    return needed.length === 0 || needed.some((candidate) => chosen.includes(candidate.uid))
  })
}

/** The values of an option offered with the choices made; an option with none is not offered. */
export function availableValues(
  option: ChoiceOption,
  options: readonly CustomOption[],
  values: OptionValues,
): ChoiceValue[] {
  return option.values.filter((value) => isAvailable(value, options, values))
}

/** The options offered with the choices made: texts always, lists while they offer a value. */
export function offeredOptions(
  options: readonly CustomOption[],
  values: OptionValues,
): CustomOption[] {
  return options.flatMap((option): CustomOption[] => {
    if (!isChoiceOption(option)) return [option]
    const offered = availableValues(option, options, values)
    return offered.length > 0 ? [{ ...option, values: offered }] : []
  })
}

/**
 * The choices without the values a changed choice above no longer allows
 * (a sublimation extra once the logo is embroidered). Values depend only on
 * options above them, so one pass from the top settles it.
 */
export function withoutUnavailable(
  options: readonly CustomOption[],
  values: OptionValues,
): OptionValues {
  let current = values
  for (const option of options) {
    if (!isChoiceOption(option)) continue
    const chosen = current.choices.get(option.uid) ?? []
    const kept = chosen.filter((uid) => {
      const value = option.values.find((candidate) => candidate.uid === uid)
      return value !== undefined && isAvailable(value, options, current)
    })
    if (kept.length !== chosen.length) {
      current = { ...current, choices: new Map(current.choices).set(option.uid, kept) }
    }
  }
  return current
}

/** The problem of one option with the values given, if any. */
export function optionProblem(
  option: CustomOption,
  values: OptionValues,
  options: readonly CustomOption[] = [option],
): OptionProblem | null {
  if (option.kind === 'file') {
    const token = values.texts.get(option.uid) ?? ''
    return option.required && token === '' ? { kind: 'required' } : null
  }
  if (!isChoiceOption(option)) {
    const text = values.texts.get(option.uid) ?? ''
    if (option.required && text.trim() === '') return { kind: 'required' }
    const max = textLimit(option)
    return textLength(text) > max ? { kind: 'tooLong', max } : null
  }
  const chosen = values.choices.get(option.uid) ?? []
  // A required option the choices above leave no value of is not offered, so not missing.
  const offered = availableValues(option, options, values).length > 0
  return option.required && offered && chosen.length === 0 ? { kind: 'required' } : null
}

/** Every option's problem, by the option's uid, in the options' order. */
export function optionProblems(
  options: readonly CustomOption[],
  values: OptionValues,
): Map<string, OptionProblem> {
  const problems = new Map<string, OptionProblem>()
  for (const option of options) {
    const problem = optionProblem(option, values, options)
    if (problem) problems.set(option.uid, problem)
  }
  return problems
}

/** One line of the customisation summary: an option offered and what was chosen of it (null: nothing yet). */
export interface ChoiceSummary {
  uid: string
  title: string
  chosen: string | null
}

/** What the customer chose of the options offered, in their order, for the summary. */
export function choiceSummary(
  options: readonly CustomOption[],
  values: OptionValues,
): ChoiceSummary[] {
  return offeredOptions(options, values).map((option) => {
    if (option.kind === 'file') {
      const token = values.texts.get(option.uid) ?? ''
      const name = token === '' ? null : (values.files?.get(option.uid) ?? null)
      return { uid: option.uid, title: option.title, chosen: name }
    }
    if (!isChoiceOption(option)) {
      const text = (values.texts.get(option.uid) ?? '').trim()
      return { uid: option.uid, title: option.title, chosen: text === '' ? null : text }
    }
    const titles = chosenValues(option, values).map((value) => value.title)
    return {
      uid: option.uid,
      title: option.title,
      chosen: titles.length === 0 ? null : titles.join(', '),
    }
  })
}

/** A surcharge in cents on a price (itself in euros): PERCENT ones rounded half up, as the server does. */
export function surchargeCents(surcharge: Surcharge, finalPrice: number): number {
  if (!surcharge.price || surcharge.price <= 0) return 0
  if (surcharge.priceType === 'PERCENT') {
    return Math.round((Math.round(finalPrice * 100) * surcharge.price) / 100)
  }
  return Math.round(surcharge.price * 100)
}

function chosenValues(option: ChoiceOption, values: OptionValues) {
  const chosen = values.choices.get(option.uid) ?? []
  return option.values.filter((value) => chosen.includes(value.uid))
}

/**
 * What the options filled in add to the unit price, in euros, for the
 * display before adding; the cart's price is the server's.
 */
export function optionsSurcharge(
  options: readonly CustomOption[],
  values: OptionValues,
  finalPrice: number,
): number {
  let cents = 0
  for (const option of options) {
    if (!isChoiceOption(option)) {
      if ((values.texts.get(option.uid) ?? '').trim() !== '')
        cents += surchargeCents(option, finalPrice)
    } else {
      for (const value of chosenValues(option, values)) cents += surchargeCents(value, finalPrice)
    }
  }
  return cents / 100
}

/** The options as the cart takes them: chosen values' uids, and the texts by their field's uid. */
export function cartOptions(
  options: readonly CustomOption[],
  values: OptionValues,
): { selected_options: string[]; entered_options: { uid: string; value: string }[] } {
  const selected: string[] = []
  const entered: { uid: string; value: string }[] = []
  for (const option of options) {
    if (!isChoiceOption(option)) {
      const text = (values.texts.get(option.uid) ?? '').trim()
      if (text !== '') entered.push({ uid: option.uid, value: text })
    } else {
      for (const value of chosenValues(option, values)) selected.push(value.uid)
    }
  }
  return { selected_options: selected, entered_options: entered }
}
