import { describe, expect, it } from 'vitest'
import { routes } from '@/config/routes.json'
import deAccount from './de/account.json'
import deCart from './de/cart.json'
import deCheckout from './de/checkout.json'
import de from './de/common.json'
import deCustomer from './de/customer.json'
import deForms from './de/forms.json'
import deReturns from './de/returns.json'
import deReviews from './de/reviews.json'
import deWishlist from './de/wishlist.json'
import deWithdrawal from './de/withdrawal.json'
import enAccount from './en/account.json'
import enCart from './en/cart.json'
import enCheckout from './en/checkout.json'
import en from './en/common.json'
import enCustomer from './en/customer.json'
import enForms from './en/forms.json'
import enReturns from './en/returns.json'
import enReviews from './en/reviews.json'
import enWishlist from './en/wishlist.json'
import enWithdrawal from './en/withdrawal.json'
import frAccount from './fr/account.json'
import frCart from './fr/cart.json'
import frCheckout from './fr/checkout.json'
import fr from './fr/common.json'
import frCustomer from './fr/customer.json'
import frForms from './fr/forms.json'
import frReturns from './fr/returns.json'
import frReviews from './fr/reviews.json'
import frWishlist from './fr/wishlist.json'
import frWithdrawal from './fr/withdrawal.json'

/** Merges a catalog's parts into it, as the app does when a screen needs them. */
function merged<T extends object>(...parts: [T, ...object[]]): T {
  const out: Record<string, unknown> = {}
  for (const part of parts) {
    for (const [key, value] of Object.entries(part) as [string, unknown][]) {
      const have = out[key]
      out[key] =
        typeof have === 'object' && have !== null && typeof value === 'object' && value !== null
          ? merged(have, value)
          : value
    }
  }
  return out as T
}

const catalogs = {
  de: merged(
    de,
    deForms,
    deAccount,
    deCustomer,
    deCart,
    deCheckout,
    deReturns,
    deReviews,
    deWishlist,
    deWithdrawal,
  ),
  en: merged(
    en,
    enForms,
    enAccount,
    enCustomer,
    enCart,
    enCheckout,
    enReturns,
    enReviews,
    enWishlist,
    enWithdrawal,
  ),
  fr: merged(
    fr,
    frForms,
    frAccount,
    frCustomer,
    frCart,
    frCheckout,
    frReturns,
    frReviews,
    frWishlist,
    frWithdrawal,
  ),
}

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`, as the Go server reads the catalogs too. */
function flatten(tree: object, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [nested, leaf] of flatten(value as object, path)) flat.set(nested, leaf)
    } else {
      flat.set(path, value)
    }
  }
  return flat
}

const flat = Object.fromEntries(
  Object.entries(catalogs).map(([locale, catalog]) => [locale, flatten(catalog)]),
)

const placeholders = (message: string) =>
  [...message.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort()

/**
 * Every literal key passed to t() anywhere in src, with the file that uses
 * it; the admin app has catalogs of its own (src/admin/locales, checked by
 * their own test).
 */
function usedKeys(): Map<string, string> {
  const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/admin/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  })
  const keys = new Map<string, string>()
  for (const [file, source] of Object.entries(sources)) {
    for (const match of source.matchAll(/\bt\(\s*(['"`])([^'"`$]+?)\1/g)) {
      if (match[2]) keys.set(match[2], file)
    }
  }
  return keys
}

describe('UI catalogs', () => {
  it.each(Object.keys(catalogs))('has every key of the others in %s', (locale) => {
    const own = flat[locale]
    for (const [other, keys] of Object.entries(flat)) {
      if (other === locale) continue
      const missing = [...keys.keys()].filter((key) => !own?.has(key))
      expect(missing, `keys in ${other} missing in ${locale}`).toEqual([])
    }
  })

  it.each(Object.entries(flat))('has only non-empty strings in %s', (_locale, messages) => {
    for (const [key, value] of messages) {
      expect(typeof value, key).toBe('string')
      expect((value as string).trim(), key).not.toBe('')
    }
  })

  it('uses the same placeholders in every language', () => {
    for (const [key, message] of flat.de ?? []) {
      for (const locale of ['en', 'fr']) {
        expect(placeholders(flat[locale]?.get(key) as string), `${locale}: ${key}`).toEqual(
          placeholders(message as string),
        )
      }
    }
  })

  it.each(Object.entries(flat))('has the keys the Go server reads in %s', (_locale, messages) => {
    expect(messages.get('meta.siteName')).toBe('Paddock')
    expect(messages.get('meta.description')).toMatch(/^Paddock .{40,}\.$/)
    expect(messages.has('errors.notFound.title')).toBe(true)
    expect(messages.has('errors.generic.title')).toBe(true)
    for (const { name } of routes) {
      expect(messages.has(`routes.${name}.title`), `routes.${name}.title`).toBe(true)
    }
  })

  it('translates only the routes of routes.json', () => {
    const names = routes.map(({ name }) => name).sort()
    for (const catalog of Object.values(catalogs)) {
      expect(Object.keys(catalog.routes).sort()).toEqual(names)
    }
  })

  it('has every key the source code asks for', () => {
    const keys = usedKeys()
    // Guards the scan itself: the layouts alone use more than a dozen keys.
    expect(keys.size).toBeGreaterThan(12)
    for (const [key, file] of keys) {
      for (const [locale, messages] of Object.entries(flat)) {
        expect(messages.has(key), `${file}: t('${key}') missing in ${locale}`).toBe(true)
      }
    }
  })

  // Checkout and address book once called the same field "PLZ" and
  // "Postleitzahl": the shared AddressFields takes its labels from
  // forms.address alone, and no other part may hold a label of its own.
  it('names each address field once, in forms.address, for every address form', () => {
    const fields =
      'firstname|lastname|company|street|street2|postcode|city|country|region|telephone|vatId|vatIdHint'
    const label = new RegExp(`(^|\\.)address\\.(${fields})$`)
    for (const [locale, messages] of Object.entries(flat)) {
      const own = [...messages.keys()].filter((key) => label.test(key) && !key.startsWith('forms.'))
      expect(own, `address labels outside forms.address in ${locale}`).toEqual([])
      for (const field of fields.split('|')) {
        expect(messages.has(`forms.address.${field}`), `${locale}: forms.address.${field}`).toBe(
          true,
        )
      }
    }
    const sources = import.meta.glob<string>(['/src/**/*.tsx', '!/src/admin/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    })
    const ownLabels = Object.entries(sources)
      .filter(
        ([file, source]) =>
          !file.endsWith('.test.tsx') && /<AddressField\w*\s[^>]*\blabels=/.test(source),
      )
      .map(([file]) => file)
    expect(ownLabels, 'address forms passing labels of their own').toEqual([])
  })

  // French typography: a narrow no-break space (U+202F) before : ; ! ?, « » with no-break
  // spaces inside, ’ as the apostrophe. Placeholders, tags and addresses are left out. The
  // server's messages follow the same rules (internal/platform/i18n/typography_test.go).
  it('writes French as French typography has it', () => {
    const rules: [string, RegExp][] = [
      ['no narrow no-break space before ; ! ?', /[^\u202F][;!?]/],
      ['no narrow no-break space before :', /[^\u202F]:(\s|$)/],
      ['straight apostrophe', /'/],
      ['straight quotes', /"/],
      ['« without a no-break space after it', /«[^\u00A0\u202F]/],
      ['» without a no-break space before it', /[^\u00A0\u202F]»/],
    ]
    const wrong: string[] = []
    for (const [key, value] of flat.fr ?? []) {
      if (typeof value !== 'string') continue
      const text = value.replace(/\{\{[^}]*\}\}|<[^>]*>|https?:\/\/\S+/g, 'x')
      for (const [name, rule] of rules) {
        if (rule.test(text)) wrong.push(`${key}: ${name} in ${JSON.stringify(value)}`)
      }
    }
    expect(wrong).toEqual([])
  })
})
