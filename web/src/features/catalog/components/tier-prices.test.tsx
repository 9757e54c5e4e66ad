import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { renderComponent } from '@/testing/render-component'
import { toTierPrices } from '../lib/tier-prices'
import { TierPrices } from './tier-prices'

const text = (element: Element) => element.textContent.replace(/\s+/g, ' ').trim()

const euro = (value: number) => ({ value, currency: 'EUR' as const })

// The demo's muesli: 20 kg, from 5 sacks 25.95 €, from 10 24.95 € (sent unordered).
const tiers = toTierPrices([
  { quantity: 10, final_price: euro(24.95), base_price: euro(1.25) },
  null,
  { quantity: 5, final_price: euro(25.95), base_price: euro(1.3) },
])

describe('TierPrices', () => {
  afterEach(async () => {
    await activateLocale('de')
  })

  it('lists the tiers by quantity with the base price per unit (PAngV)', () => {
    renderComponent(<TierPrices tiers={tiers} basePriceUnit="kg" />)
    expect(screen.getByRole('heading', { name: 'Staffelpreise' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map(text)).toEqual([
      'ab 5 Stück je 25,95 € (1,30 € / 1 kg)',
      'ab 10 Stück je 24,95 € (1,25 € / 1 kg)',
    ])
  })

  it('reads in French and English, without a base price where the product has none', async () => {
    await activateLocale('fr')
    const { unmount } = renderComponent(<TierPrices tiers={tiers} />, { url: '/fr/x' })
    expect(screen.getByRole('heading', { name: 'Prix dégressifs' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map(text)[0]).toBe(
      'à partir de 5 pièces, 25,95 € l’unité',
    )
    unmount()
    await activateLocale('en')
    renderComponent(<TierPrices tiers={tiers} basePriceUnit="kg" />, { url: '/en/x' })
    expect(screen.getAllByRole('listitem').map(text)[0]).toBe(
      'from 5 pieces €25.95 each (€1.30 / 1 kg)',
    )
  })

  it('shows nothing without tiers', () => {
    const { container } = renderComponent(<TierPrices tiers={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
