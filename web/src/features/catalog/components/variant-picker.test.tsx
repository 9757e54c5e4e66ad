import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { colours, productDetail, products, sizes } from '@/testing/catalog-fixtures'
import { renderComponent } from '@/testing/render-component'
import { toProductDetail } from '../lib/product-detail'
import {
  choose,
  readSelection,
  selectedVariant,
  valueState,
  writeSelection,
  type VariantSelection,
} from '../lib/variants'
import { VariantPicker } from './variant-picker'

const ella = toProductDetail(productDetail(products.ella, 'de'))

function Picker({ initial = new Map() }: { initial?: VariantSelection }) {
  const [selection, setSelection] = useState<VariantSelection>(initial)
  const variant = selectedVariant(ella.configurableOptions, ella.variants, selection)
  return (
    <>
      <VariantPicker
        options={ella.configurableOptions}
        variants={ella.variants}
        selection={selection}
        onChoose={(code, index) => {
          setSelection(choose(selection, code, index))
        }}
      />
      <output>{variant?.sku ?? 'none'}</output>
    </>
  )
}

describe('VariantPicker', () => {
  it('offers each option as a radio group named by its label and current choice', () => {
    renderComponent(<Picker />)
    const colour = screen.getByRole('group', { name: 'Farbe: bitte wählen' })
    expect(
      within(colour)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([String(colours.olive), String(colours.black)])
    expect(screen.getByRole('group', { name: 'Größe: bitte wählen' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('none')
  })

  it('finds the variant once every option is chosen', async () => {
    const user = userEvent.setup()
    renderComponent(<Picker />)
    await user.click(screen.getByRole('radio', { name: 'Schwarz' }))
    expect(screen.getByRole('group', { name: 'Farbe: Schwarz' })).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: '40' }))
    expect(screen.getByRole('status')).toHaveTextContent('RH-KB-ELLA-BLACK-40')
  })

  it('marks sizes that are sold out or do not exist with the colour chosen', () => {
    renderComponent(<Picker initial={new Map([['color', colours.olive]])} />)
    // Olive comes in 36 (in stock) and 38 (sold out), not in 40.
    expect(screen.getByRole('radio', { name: '36' })).toBeEnabled()
    expect(screen.getByRole('radio', { name: '38, ausverkauft' })).toBeEnabled()
    expect(
      screen.getByRole('radio', { name: '40, in dieser Kombination nicht erhältlich' }),
    ).toBeDisabled()
    expect(screen.getByText(/Durchgestrichene Werte/)).toBeInTheDocument()
    expect(screen.getByRole('group', { name: /Größe/ })).toHaveAccessibleDescription(
      /Durchgestrichene Werte/,
    )
  })

  it('is operated with the arrow keys inside a group', async () => {
    const user = userEvent.setup()
    renderComponent(<Picker initial={new Map([['color', colours.black]])} />)
    await user.click(screen.getByRole('radio', { name: '36' }))
    await user.keyboard('{ArrowRight}')
    // 38 does not exist in black and is skipped.
    expect(screen.getByRole('radio', { name: '40' })).toBeChecked()
    expect(screen.getByRole('status')).toHaveTextContent('RH-KB-ELLA-BLACK-40')
  })
})

describe('variant selection', () => {
  const options = ella.configurableOptions

  it('reads the choice from the URL and ignores values the product does not have', () => {
    const selection = readSelection(
      options,
      new URLSearchParams(`color=${String(colours.navy)}&size=${String(sizes.s38)}&page=2`),
    )
    expect([...selection]).toEqual([['size', sizes.s38]])
  })

  it('writes the choice into the URL, keeping parameters that are no option', () => {
    const next = writeSelection(
      options,
      new Map([['color', colours.olive]]),
      new URLSearchParams('size=36&utm=x'),
    )
    expect(next.toString()).toBe(`utm=x&color=${String(colours.olive)}`)
  })

  it('tells available, sold out and unavailable apart', () => {
    const olive = new Map([['color', colours.olive]])
    expect(valueState(ella.variants, olive, 'size', sizes.s36)).toBe('available')
    expect(valueState(ella.variants, olive, 'size', sizes.s38)).toBe('soldOut')
    expect(valueState(ella.variants, olive, 'size', sizes.s40)).toBe('unavailable')
  })
})
