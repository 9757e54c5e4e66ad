import { describe, expect, it } from 'vitest'
import { missingLanguages, missingVariants, newProduct, productInput } from './products'

describe('missingVariants', () => {
  it('makes each missing combination once, with a SKU of the codes', () => {
    const p = newProduct('configurable')
    p.sku = 'Jacke-7'
    p.variants = missingVariants(p, ['navy'], ['m'])
    const made = missingVariants(p, ['navy', 'black'], ['m', 'l'])
    expect(made.map((v) => v.sku)).toEqual(['JACKE-7-NAVY-L', 'JACKE-7-BLACK-M', 'JACKE-7-BLACK-L'])
    expect(made.every((v) => v.enabled && v.price === 0)).toBe(true)
  })
  it('leaves out an attribute the product does not vary in', () => {
    const p = newProduct('configurable')
    p.sku = 'X'
    p.configurableAttributes = ['size']
    expect(missingVariants(p, ['navy'], ['s', 'm']).map((v) => [v.color, v.size])).toEqual([
      ['', 's'],
      ['', 'm'],
    ])
  })
})

describe('missingLanguages', () => {
  it('marks a language without a name, or without a description German has', () => {
    const p = newProduct('simple')
    p.name = { de: 'Hose', en: 'Breeches', fr: '' }
    expect(missingLanguages(p)).toEqual(['fr'])
    p.name.fr = 'Pantalon'
    p.description = { de: '<p>Gut</p>', en: '', fr: '<p>Bien</p>' }
    expect(missingLanguages(p)).toEqual(['en'])
  })
})

describe('productInput', () => {
  it('sends images without their urls and variants without their ids', () => {
    const p = newProduct('configurable')
    p.images = [
      { key: 'k', url: '/media/medium/k', width: 1, height: 2, label: { de: 'a', en: '', fr: '' } },
    ]
    p.variants = missingVariants({ ...p, sku: 'A' }, ['x'], ['y'])
    const input = JSON.parse(JSON.stringify(productInput(p))) as {
      images: object[]
      variants: object[]
    }
    expect(input.images[0]).toEqual({
      key: 'k',
      width: 1,
      height: 2,
      label: { de: 'a', en: '', fr: '' },
    })
    expect(input.variants[0]).not.toHaveProperty('id')
  })
})
