import type { Locale } from '@/lib/locale'
import { serveCommerce } from './commerce-api'
import { fieldError, graphqlErrors } from './graphql-api'

/*
 * A small commerce back end for the customer area's tests: the signed-in
 * customer and the address book in memory, changed by the mutations as
 * internal/customer changes them (the first address is both defaults, a
 * default mark moves, a deleted default goes to the newest address left),
 * so a test sees what the screens read again after a change.
 */

export interface TestAddress {
  id: number
  firstname: string
  lastname: string
  company: string
  street: string[]
  postcode: string
  city: string
  country_code: string
  region_id: number | null
  telephone: string
  vat_id: string
  default_billing: boolean
  default_shipping: boolean
}

export interface TestCustomer {
  firstname: string
  lastname: string
  email: string
  date_of_birth: string | null
  is_subscribed: boolean
  allow_remote_shopping_assistance: boolean
  addresses: TestAddress[]
}

/** The directory's countries: Germany and Austria with regions, France without. */
const countries = [
  {
    id: 'DE',
    names: { de: 'Deutschland', en: 'Germany', fr: 'Allemagne' },
    regions: [
      { id: 82, code: 'DE-BY', names: { de: 'Bayern', en: 'Bavaria', fr: 'Bavière' } },
      { id: 83, code: 'DE-BE', names: { de: 'Berlin', en: 'Berlin', fr: 'Berlin' } },
      {
        id: 91,
        code: 'DE-NI',
        names: { de: 'Niedersachsen', en: 'Lower Saxony', fr: 'Basse-Saxe' },
      },
    ],
  },
  {
    id: 'FR',
    names: { de: 'Frankreich', en: 'France', fr: 'France' },
    regions: [],
  },
  {
    id: 'AT',
    names: { de: 'Österreich', en: 'Austria', fr: 'Autriche' },
    regions: [{ id: 100, code: 'AT-9', names: { de: 'Wien', en: 'Vienna', fr: 'Vienne' } }],
  },
] as const

function regionOf(id: number | null, locale: Locale) {
  for (const country of countries) {
    const region = country.regions.find((r) => r.id === id)
    if (region)
      return { region_id: region.id, region_code: region.code, region: region.names[locale] }
  }
  return null
}

function addressAnswer(address: TestAddress, locale: Locale) {
  const { region_id, ...rest } = address
  return { uid: btoa(String(address.id)), ...rest, region: regionOf(region_id, locale) }
}

/** The rider of the tests with two addresses in Germany: billing in Celle, shipping to the stable. */
export function testCustomer(): TestCustomer {
  return {
    firstname: 'Lena',
    lastname: 'Huber',
    email: 'lena.huber@paddock.example',
    date_of_birth: '1990-05-17',
    is_subscribed: false,
    allow_remote_shopping_assistance: false,
    addresses: [
      {
        id: 11,
        firstname: 'Lena',
        lastname: 'Huber',
        company: '',
        street: ['Hauptstraße 1'],
        postcode: '29221',
        city: 'Celle',
        country_code: 'DE',
        region_id: 91,
        telephone: '+49 5141 12345',
        vat_id: '',
        default_billing: true,
        default_shipping: false,
      },
      {
        id: 12,
        firstname: 'Lena',
        lastname: 'Huber',
        company: 'Reitstall Sonnenhof',
        street: ['Am Deich 4', 'Stall 2'],
        postcode: '29223',
        city: 'Celle',
        country_code: 'DE',
        region_id: null,
        telephone: '',
        vat_id: '',
        default_billing: false,
        default_shipping: true,
      },
    ],
  }
}

type Input = Record<string, unknown>

function applyInput(address: TestAddress, input: Input): TestAddress {
  const next = { ...address }
  for (const key of [
    'firstname',
    'lastname',
    'company',
    'postcode',
    'city',
    'telephone',
    'vat_id',
  ] as const) {
    if (typeof input[key] === 'string') next[key] = input[key]
  }
  if (Array.isArray(input.street)) next.street = input.street.map(String)
  if (typeof input.country_code === 'string') next.country_code = input.country_code
  const region = input.region as { region_id?: number } | undefined
  if (region) next.region_id = region.region_id ?? null
  return next
}

/**
 * Serves the customer area's operations over `customer` (changed in place)
 * for the current test; answers a test gives for an operation itself
 * (serveCommerce after this) win.
 */
export function serveCustomer(customer: TestCustomer = testCustomer()) {
  let nextId = Math.max(10, ...customer.addresses.map((a) => a.id)) + 1
  const markDefaults = (id: number, input: Input) => {
    for (const flag of ['default_billing', 'default_shipping'] as const) {
      if (input[flag] !== true) continue
      for (const address of customer.addresses) address[flag] = address.id === id
    }
  }
  serveCommerce({
    GetCustomer: (_variables, { locale }) => ({
      customer: {
        firstname: customer.firstname,
        lastname: customer.lastname,
        email: customer.email,
        date_of_birth: customer.date_of_birth,
        is_subscribed: customer.is_subscribed,
        allow_remote_shopping_assistance: customer.allow_remote_shopping_assistance,
        default_billing:
          String(customer.addresses.find((a) => a.default_billing)?.id ?? '') || null,
        default_shipping:
          String(customer.addresses.find((a) => a.default_shipping)?.id ?? '') || null,
        addresses: [...customer.addresses]
          .sort(
            (a, b) =>
              Number(b.default_billing) - Number(a.default_billing) ||
              Number(b.default_shipping) - Number(a.default_shipping) ||
              a.id - b.id,
          )
          .map((address) => addressAnswer(address, locale)),
      },
    }),
    GetCountries: (_variables, { locale }) => ({
      countries: countries.map((country) => ({
        id: country.id,
        full_name_locale: country.names[locale],
        available_regions: country.regions.map((region) => ({
          id: region.id,
          code: region.code,
          name: region.names[locale],
        })),
      })),
    }),
    UpdateCustomer: ({ input }) => {
      const change = input as Input
      if (typeof change.firstname === 'string') customer.firstname = change.firstname
      if (typeof change.lastname === 'string') customer.lastname = change.lastname
      if (typeof change.date_of_birth === 'string')
        customer.date_of_birth = change.date_of_birth || null
      // Double opt-in: switching on waits for the mailed link, switching off ends it.
      if (change.is_subscribed === false) customer.is_subscribed = false
      if (typeof change.allow_remote_shopping_assistance === 'boolean')
        customer.allow_remote_shopping_assistance = change.allow_remote_shopping_assistance
      const { firstname, lastname, email, date_of_birth, is_subscribed } = customer
      const { allow_remote_shopping_assistance } = customer
      return {
        updateCustomerV2: {
          customer: {
            firstname,
            lastname,
            email,
            date_of_birth,
            is_subscribed,
            allow_remote_shopping_assistance,
          },
        },
      }
    },
    CreateCustomerAddress: ({ input }, { locale }) => {
      const change = input as Input
      const first = customer.addresses.length === 0
      const address = applyInput(
        {
          id: nextId++,
          firstname: '',
          lastname: '',
          company: '',
          street: [],
          postcode: '',
          city: '',
          country_code: '',
          region_id: null,
          telephone: '',
          vat_id: '',
          default_billing: first,
          default_shipping: first,
        },
        change,
      )
      customer.addresses.push(address)
      markDefaults(address.id, change)
      return { createCustomerAddress: addressAnswer(address, locale) }
    },
    UpdateCustomerAddress: ({ id, input }, { locale }) => {
      const index = customer.addresses.findIndex((a) => a.id === id)
      const stored = customer.addresses[index]
      if (!stored) {
        return graphqlErrors([
          { message: 'Die Adresse wurde nicht gefunden.', extensions: { code: 'NOT_FOUND' } },
        ])
      }
      const address = applyInput(stored, input as Input)
      customer.addresses[index] = address
      markDefaults(address.id, input as Input)
      return { updateCustomerAddress: addressAnswer(address, locale) }
    },
    DeleteCustomerAddress: ({ id }) => {
      const gone = customer.addresses.find((a) => a.id === id)
      if (!gone) {
        return graphqlErrors([
          { message: 'Die Adresse wurde nicht gefunden.', extensions: { code: 'NOT_FOUND' } },
        ])
      }
      customer.addresses = customer.addresses.filter((a) => a !== gone)
      const newest = customer.addresses.reduce<TestAddress | undefined>(
        (latest, a) => (!latest || a.id > latest.id ? a : latest),
        undefined,
      )
      if (newest && gone.default_billing) newest.default_billing = true
      if (newest && gone.default_shipping) newest.default_shipping = true
      return { deleteCustomerAddress: true }
    },
  })
  return customer
}

/** An error of a field as internal/customer answers it (translated by the test). */
export const customerFieldError = (field: string, message: string) =>
  graphqlErrors([fieldError(field, message)])
