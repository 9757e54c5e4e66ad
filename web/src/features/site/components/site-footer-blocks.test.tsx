import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderComponent } from '@/testing/render-component'
import type { SiteFooterBlock } from '../lib/site-entries'
import { SiteFooterBlocks } from './site-footer-blocks'

/** The footer's payment methods as the content API fills them: the checkout's methods, in its order. */
function paymentMethods(items: { icon: string; label: string }[]): SiteFooterBlock {
  return {
    __typename: 'FooterIcons',
    id: 'payment',
    title: 'Sicher bezahlen',
    items: items.map((item) => ({ ...item, url: null })),
  }
}

describe('SiteFooterBlocks', () => {
  it('shows one badge per payment method the checkout offers, named as the checkout names it', () => {
    renderComponent(
      <SiteFooterBlocks
        linkClassName=""
        blocks={[
          paymentMethods([
            { icon: 'paypal', label: 'PayPal' },
            { icon: 'creditcard', label: 'Kreditkarte' },
            { icon: 'banktransfer', label: 'Vorkasse per Überweisung' },
            { icon: 'testpay', label: 'Testzahlung (es wird kein Geld bewegt)' },
          ]),
        ]}
      />,
    )
    const row = screen.getByRole('region', { name: 'Sicher bezahlen' })
    const items = within(row).getAllByRole('listitem')
    // What assistive technology reads: the checkout's names, in its order.
    expect(items.map((item) => item.querySelector('.sr-only')?.textContent)).toEqual([
      'PayPal',
      'Kreditkarte',
      'Vorkasse per Überweisung',
      'Testzahlung (es wird kein Geld bewegt)',
    ])
    // What the eye reads: a brand's own spelling, else the checkout's name.
    expect(items.map((item) => item.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      'PayPal',
      'Kreditkarte',
      'Vorkasse per Überweisung',
      'Testzahlung (es wird kein Geld bewegt)',
    ])
    expect(within(row).queryByRole('link')).toBeNull()
  })

  it('leaves the row out when the checkout offers no method', () => {
    renderComponent(<SiteFooterBlocks linkClassName="" blocks={[paymentMethods([])]} />)
    expect(screen.queryByRole('region', { name: 'Sicher bezahlen' })).toBeNull()
    expect(screen.queryByText('Sicher bezahlen')).toBeNull()
  })
})
