import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import type { ProductTierPrice } from '../lib/products'
import { TextProvider } from '../lib/text'
import { TierPricesEditor } from './product-tiers'

describe('the tier prices’ editor', () => {
  test('shows the tiers, adds and removes rows and sends what was typed', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn<(tiers: ProductTierPrice[]) => void>()
    render(
      <TextProvider initial="de">
        <TierPricesEditor
          tiers={[
            { quantity: 5, price: 1790, percent: 0 },
            { quantity: 10, price: 0, percent: 10 },
          ]}
          errors={{ 'tierPrices[1].percent': 'Zu viel' }}
          onChange={onChange}
        />
      </TextProvider>,
    )
    expect(screen.getByRole('group', { name: 'Staffelpreise' })).toBeInTheDocument()
    const quantities = screen.getAllByRole('textbox', { name: 'Ab Stück' })
    expect(quantities.map((q) => (q as HTMLInputElement).value)).toEqual(['5', '10'])
    expect(screen.getByRole('textbox', { name: 'Stückpreis (€)' })).toHaveValue('17,90')
    const percent = screen.getByRole('textbox', { name: 'Rabatt (%)' })
    expect(percent).toHaveValue('10')
    expect(percent).toHaveAccessibleDescription('Zu viel')

    await user.click(screen.getByRole('button', { name: 'Staffelpreis hinzufügen' }))
    const added = screen.getAllByRole('textbox', { name: 'Stückpreis (€)' }).at(-1)
    if (!added) throw new Error('no new row')
    await user.type(added, '15,5')
    expect(onChange).toHaveBeenLastCalledWith([
      { quantity: 5, price: 1790, percent: 0 },
      { quantity: 10, price: 0, percent: 10 },
      { quantity: 20, price: 1550, percent: 0 },
    ])

    await user.click(screen.getByRole('button', { name: 'Staffelpreis ab 5 Stück entfernen' }))
    expect(onChange).toHaveBeenLastCalledWith([
      { quantity: 10, price: 0, percent: 10 },
      { quantity: 20, price: 1550, percent: 0 },
    ])
  })

  test('says when there are none', () => {
    render(
      <TextProvider initial="fr">
        <TierPricesEditor tiers={[]} errors={{}} onChange={() => undefined} />
      </TextProvider>,
    )
    expect(screen.getByText('Aucun prix dégressif.')).toBeInTheDocument()
  })
})
