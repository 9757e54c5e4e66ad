import { describe, expect, it } from 'vitest'
import { sizes } from '@/testing/catalog-fixtures'
import { cartAnswer, emptyTestCarts, guestCartWith } from '@/testing/cart-api'
import { addedItem, itemPath, unavailableNames } from './cart-view'

const shirt = 'VK-POLO'
const options = ['Z3Jhdm91cg==', 'bG9nbw==', 'ZnJvbnQ=']
const name = 'bmFtZS12YWx1ZQ=='
const black40 = `RH-KB-ELLA-BLACK-${String(sizes.s40)}`

describe('addedItem', () => {
  const carts = emptyTestCarts()
  const cart = guestCartWith(carts, [
    { sku: black40, quantity: 1, selected: [], entered: [] },
    { sku: shirt, quantity: 1, selected: options, entered: [{ uid: name, value: 'Mia' }] },
    { sku: shirt, quantity: 2, selected: options, entered: [{ uid: name, value: 'Lena' }] },
    { sku: shirt, quantity: 1, selected: options.slice(0, 2), entered: [] },
  ])
  const answer = cartAnswer(carts, cart, 'de')
  const quantityOf = (input: Parameters<typeof addedItem>[1]) =>
    addedItem(answer, input)?.quantity ?? null

  it('finds the line of the same SKU with the same choices and the same entered text', () => {
    expect(
      quantityOf({
        sku: shirt,
        selected_options: options,
        entered_options: [{ uid: name, value: 'Lena' }],
      }),
    ).toBe(2)
    expect(
      quantityOf({
        sku: shirt,
        selected_options: options,
        entered_options: [{ uid: name, value: 'Mia' }],
      }),
    ).toBe(1)
    expect(addedItem(answer, { sku: shirt, selected_options: options.slice(0, 2) })).toBe(
      answer.items?.[3],
    )
    // A variant is asked for by its own SKU, without options.
    expect(addedItem(answer, { sku: black40 })).toBe(answer.items?.[0])
  })

  it('answers null where no line has what was asked', () => {
    expect(
      addedItem(answer, {
        sku: shirt,
        selected_options: options,
        entered_options: [{ uid: name, value: 'Emma' }],
      }),
    ).toBeNull()
    expect(addedItem(answer, { sku: 'UNKNOWN' })).toBeNull()
    expect(addedItem(null, { sku: shirt })).toBeNull()
  })
})

describe('unavailableNames', () => {
  it('names the items no longer sold, which lose their link', () => {
    const carts = emptyTestCarts()
    const cart = guestCartWith(carts, [
      { sku: black40, quantity: 1, selected: [], entered: [] },
      { sku: shirt, quantity: 1, selected: options, entered: [] },
    ])
    const answer = cartAnswer(carts, cart, 'de')
    expect(unavailableNames(answer)).toEqual([])
    const [first, second] = answer.items ?? []
    if (!first || !second) throw new Error('two items expected')
    const gone = { ...second, unavailable: true, prices: null }
    const withGone = { ...answer, items: [first, gone] }
    expect(unavailableNames(withGone)).toEqual([second.product.name])
    expect(itemPath(gone)).toBeNull()
    expect(itemPath(first)).not.toBeNull()
  })
})
