import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { price } from '@/testing/catalog-fixtures'
import { renderComponent } from '@/testing/render-component'
import { toPriceRange } from '../lib/product'
import { PriceBlock } from './price-block'

/** Text as people read it: Intl writes no-break spaces into prices. */
const text = (element: Element) => element.textContent.replace(/\s+/g, ' ').trim()

/** The block's lines, each as read, the parts of a line apart. */
const lines = (container: HTMLElement) =>
  [...container.querySelectorAll('p')].map((line) =>
    [...line.childNodes]
      .map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim())
      .join(' '),
  )

describe('PriceBlock', () => {
  it('shows a regular gross price with the VAT note linking to the shipping page', () => {
    const { container } = renderComponent(
      <PriceBlock price={toPriceRange(price({ regular: 89.95 }))} />,
    )
    expect(lines(container)).toEqual(['89,95 €', 'inkl. MwSt., zzgl. Versand'])
    expect(screen.getByRole('link', { name: 'Versand' })).toHaveAttribute(
      'href',
      '/de/service/versand',
    )
    expect(container.querySelector('s')).toBeNull()
  })

  it('strikes through the lowest price of 30 days, the one the badge is against (PAngV § 11)', () => {
    // The case: −7 % beside "12,95 € statt 16,95 €".
    const range = toPriceRange(
      price({ regular: 16.95, final: 12.95, lowest30: 13.95, percentOff: 7 }),
    )
    const { container } = renderComponent(<PriceBlock price={range} />)
    const struck = container.querySelector('s')
    expect(struck && text(struck)).toBe('statt 13,95 €')
    expect(text(container)).not.toContain('16,95')
    expect(screen.getByText(/niedrigster Preis der letzten 30 Tage/)).toBeInTheDocument()
    expect(range.minimum.percentOff).toBe(7)
    // The badge's figure follows from the struck-out price and the price to pay.
    expect(Math.floor(((13.95 - 12.95) / 13.95) * 100)).toBe(range.minimum.percentOff)
  })

  it('shows no reduction, neither struck price nor badge, when the price is not below the 30-day low', () => {
    const range = toPriceRange(price({ regular: 50, final: 45, lowest30: 40, percentOff: 0 }))
    const { container } = renderComponent(<PriceBlock price={range} />)
    expect(container.querySelector('s')).toBeNull()
    expect(range.minimum.percentOff).toBeNull()
    expect(screen.queryByText(/30 Tage/)).toBeNull()
  })

  it('leaves the 30-day line out when the price is not reduced, whatever the API sends', () => {
    renderComponent(<PriceBlock price={toPriceRange(price({ regular: 29.95, lowest30: 24.95 }))} />)
    expect(screen.queryByText(/30 Tage/)).toBeNull()
  })

  it('shows the content and the base price per unit where the product has one', () => {
    renderComponent(
      <PriceBlock
        price={toPriceRange(price({ regular: 29.95, base: 3 }))}
        careSize="10 kg"
        basePriceUnit="kg"
      />,
    )
    expect(screen.getByText(/Inhalt/)).toHaveTextContent(/^Inhalt: 10 kg · 3,00\s€ \/ 1 kg$/)
  })

  it('needs both a base price and its unit', () => {
    renderComponent(<PriceBlock price={toPriceRange(price({ regular: 29.95, base: 3 }))} />)
    expect(screen.queryByText(/\/ 1/)).toBeNull()
  })

  it('says "from" while the variants differ in price', () => {
    const { container } = renderComponent(
      <PriceBlock price={toPriceRange(price({ regular: 179, max: 194 }))} showFrom />,
    )
    expect(text(container)).toMatch(/^ab 179,00 €/)
  })

  it('gives a card the VAT and shipping note with the shipping link too (PAngV § 6)', () => {
    const { container } = renderComponent(
      <PriceBlock price={toPriceRange(price({ regular: 19.95 }))} variant="card" />,
    )
    expect(lines(container)).toEqual(['19,95 €', 'inkl. MwSt., zzgl. Versand'])
    expect(screen.getByRole('link', { name: 'Versand' })).toHaveAttribute(
      'href',
      '/de/service/versand',
    )
  })

  it.each([
    ['en', '/en/x', 'incl. VAT, plus shipping'],
    ['fr', '/fr/x', 'TTC, hors frais de livraison'],
  ] as const)('gives a card the note in %s', async (lang, url, note) => {
    await activateLocale(lang)
    const { container } = renderComponent(
      <PriceBlock price={toPriceRange(price({ regular: 19.95 }))} variant="card" />,
      { url },
    )
    expect(lines(container)[1]).toBe(note)
    await activateLocale('de')
  })

  it('formats in the page language', async () => {
    await activateLocale('en')
    const { container } = renderComponent(
      <PriceBlock
        price={toPriceRange(price({ regular: 16.95, final: 12.95, lowest30: 13.95, base: 4.32 }))}
        careSize="3 m"
        basePriceUnit="m"
      />,
      { url: '/en/lead-rope' },
    )
    expect(lines(container)).toEqual([
      '€12.95 was €13.95',
      'Struck-out price: lowest price in the last 30 days',
      'Content: 3 m · €4.32 / 1 m',
      'incl. VAT, plus shipping',
    ])
    expect(screen.getByRole('link', { name: 'shipping' })).toHaveAttribute(
      'href',
      '/en/service/shipping',
    )
  })
})
