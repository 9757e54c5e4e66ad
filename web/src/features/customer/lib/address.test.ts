import { describe, expect, it } from 'vitest'
import type { Country } from '../api/get-countries.commerce'
import type { CustomerAddress } from '../api/get-customer.commerce'
import { addressLines, countryName } from '@/lib/address'
import { addressFormValues, addressInput, addressSummary } from './address'
import { addressSchema, type CustomerMessages } from './customer-schemas'

const address: CustomerAddress = {
  id: 11,
  uid: 'MTE=',
  firstname: 'Lena',
  lastname: 'Huber',
  company: 'c/o Reitstall Sonnenhof',
  street: ['Am Deich 4', 'Stall 2'],
  postcode: '29223',
  city: 'Celle',
  country_code: 'DE',
  region: { region_id: 91, region_code: 'DE-NI', region: 'Niedersachsen' },
  telephone: '+49 5141 12345',
  vat_id: null,
  default_billing: true,
  default_shipping: false,
}

const germany: Country = {
  id: 'DE',
  full_name_locale: 'Deutschland',
  available_regions: [{ id: 91, code: 'DE-NI', name: 'Niedersachsen' }],
}
const france: Country = { id: 'FR', full_name_locale: 'France', available_regions: [] }

describe('addresses as written', () => {
  it('puts one line each, the country in the page’s language', () => {
    expect(addressLines(address, 'de')).toEqual([
      'Lena Huber',
      'c/o Reitstall Sonnenhof',
      'Am Deich 4',
      'Stall 2',
      '29223 Celle',
      'Niedersachsen',
      'Deutschland',
    ])
    expect(addressLines({ ...address, company: ' ', region: null }, 'fr').at(-1)).toBe('Allemagne')
    expect(countryName('AT', 'en')).toBe('Austria')
    expect(addressSummary(address)).toBe('Lena Huber, Am Deich 4, Celle')
  })
})

describe('addresses as sent', () => {
  it('starts a new address with the customer’s name in Germany', () => {
    expect(
      addressFormValues(null, { firstname: 'Lena', lastname: 'Huber' }, { firstAddress: true }),
    ).toMatchObject({
      firstname: 'Lena',
      lastname: 'Huber',
      country_code: 'DE',
      region: '',
      default_billing: true,
      default_shipping: true,
    })
  })

  it('sends every field, both street lines and the region by id for a country with a list', () => {
    const values = addressFormValues(address, address, { firstAddress: false })
    expect(values).toMatchObject({
      street: 'Am Deich 4',
      street2: 'Stall 2',
      region: '91',
      vat_id: '',
    })
    expect(addressInput({ ...values, city: ' Celle ' }, germany)).toEqual({
      firstname: 'Lena',
      lastname: 'Huber',
      company: 'c/o Reitstall Sonnenhof',
      street: ['Am Deich 4', 'Stall 2'],
      postcode: '29223',
      city: 'Celle',
      country_code: 'DE',
      region: { region_id: 91 },
      telephone: '+49 5141 12345',
      vat_id: '',
      default_billing: true,
      default_shipping: false,
    })
    // An emptied second line and region are emptied on the server too.
    expect(addressInput({ ...values, street2: ' ', region: '' }, germany)).toMatchObject({
      street: ['Am Deich 4'],
      region: {},
    })
    // A country without a list: no region at all.
    expect(addressInput({ ...values, country_code: 'FR' }, france)).not.toHaveProperty('region')
  })

  it('checks what the server would refuse for certain, with its lengths', () => {
    const messages = {
      required: 'required',
      tooLong: (max: number) => `tooLong ${String(max)}`,
    } as CustomerMessages
    const values = addressFormValues(address, address, { firstAddress: false })
    const issues = (changed: Partial<typeof values>) => {
      const result = addressSchema(messages).safeParse({ ...values, ...changed })
      return result.success
        ? []
        : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    }
    expect(issues({})).toEqual([])
    expect(issues({ street: ' ', country_code: '', postcode: '12345678901' })).toEqual([
      'street: required',
      'postcode: tooLong 10',
      'country_code: required',
    ])
  })
})
