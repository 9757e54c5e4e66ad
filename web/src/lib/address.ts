import type { AddressFieldValues } from './address-schema'
import { localeTags, type Locale } from './locale'

/*
 * What the checkout's address step and the customer's address book share
 * about addresses: the country a new one starts with, country names, the
 * empty form, the regions to pick from and the lines of an envelope.
 */

/** The country a new address starts with: the shop's market (SPEC.md section 1). */
export const defaultCountry = 'DE'

/** A line of an address, trimmed; '' for none. */
export const line = (value: string | null | undefined) => value?.trim() ?? ''

/** A country's name in a language, by its ISO code (CLDR, as the server names them too). */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([localeTags[locale]], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/*
 * The countries whose name takes another preposition or an article after
 * "to": German "in die Schweiz", not "nach"; French "au Luxembourg",
 * "aux Pays-Bas", "à Malte", not "en"; English "to the Netherlands". The
 * shop's destinations (internal/shipping/seed.go) are all covered.
 */
const destinationForms: Record<Locale, Record<string, string>> = {
  de: { CH: 'in die', NL: 'in die', SK: 'in die' },
  en: { NL: 'to the', GB: 'to the' },
  fr: { LU: 'au', LI: 'au', DK: 'au', PT: 'au', GB: 'au', NL: 'aux', MT: 'à', CY: 'à' },
}
const destinationDefault: Record<Locale, string> = { de: 'nach', en: 'to', fr: 'en' }
/** Where the name itself changes after the preposition. */
const destinationPhrases: Partial<Record<Locale, Record<string, string>>> = {
  de: { GB: 'ins Vereinigte Königreich' },
}

/**
 * Where to, as a sentence says it in a language: "nach Frankreich", "in
 * die Schweiz"; "to France", "to the Netherlands"; "en France", "au
 * Luxembourg", "aux Pays-Bas".
 */
export function toCountry(code: string, locale: Locale): string {
  const upper = code.toUpperCase()
  const phrase = destinationPhrases[locale]?.[upper]
  if (phrase) return phrase
  const preposition = destinationForms[locale][upper] ?? destinationDefault[locale]
  return `${preposition} ${countryName(upper, locale)}`
}

/** The fields the server may name in an address's errors (CartAddressInput, CustomerAddressInput). */
export const addressFieldNames = [
  'firstname',
  'lastname',
  'company',
  'street',
  'postcode',
  'city',
  'country_code',
  'region',
  'telephone',
  'vat_id',
] as const

/** An empty address with a name to start from, in the shop's country. */
export function emptyAddressFields(
  name: { firstname?: string | null; lastname?: string | null } = {},
): AddressFieldValues {
  return {
    firstname: line(name.firstname),
    lastname: line(name.lastname),
    company: '',
    street: '',
    street2: '',
    postcode: '',
    city: '',
    country_code: defaultCountry,
    region: '',
    telephone: '',
    vat_id: '',
  }
}

/** A country as the server lists it, with its regions if it has a list. */
export interface RegionsCountry {
  available_regions?:
    ({ id?: number | null; code?: string | null; name?: string | null } | null)[] | null
}

/** The regions of a country to pick from; empty for a country without a list. */
export function regionsOf(country: RegionsCountry | undefined) {
  return (country?.available_regions ?? []).flatMap((region) =>
    region?.id ? [{ id: region.id, name: region.name ?? region.code ?? String(region.id) }] : [],
  )
}

/** An address of the address book, as far as an envelope needs it. */
export interface BookAddress {
  firstname?: string | null
  lastname?: string | null
  company?: string | null
  street?: (string | null)[] | null
  postcode?: string | null
  city?: string | null
  region?: { region?: string | null } | null
  country_code?: string | null
}

/** An address of the address book as written on an envelope, one line each, empty lines left out. */
export function addressLines(address: BookAddress, locale: Locale): string[] {
  return [
    [address.firstname, address.lastname].map(line).filter(Boolean).join(' '),
    line(address.company),
    ...(address.street ?? []).map(line),
    [address.postcode, address.city].map(line).filter(Boolean).join(' '),
    line(address.region?.region),
    address.country_code ? countryName(address.country_code, locale) : '',
  ].filter((text) => text !== '')
}
