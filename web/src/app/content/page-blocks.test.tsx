import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { everyBlock } from '@/testing/content-fixtures'
import { merchandiseEnquiry } from '@/testing/forms-fixtures'
import { renderComponent } from '@/testing/render-component'
import { PageBlocks } from './page-blocks'

describe('the blocks of a page with the app’s components', () => {
  // The club hero needs its club's page and is tested with it (features/clubs, routes/verein).
  it('renders a block of every other type', async () => {
    renderComponent(
      <PageBlocks
        blocks={[
          ...everyBlock('de'),
          {
            __typename: 'DynamicFormBlock',
            id: 'enquiry',
            headline: 'Anfrage Vereinsartikel',
            html: null,
            form: merchandiseEnquiry,
          },
        ]}
      />,
      { url: '/de' },
    )
    // Plain blocks come with the page; the others' chunks follow.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Bereit für die Saison' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Alles für den Stall' }),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('button', { name: 'Wie lange dauert der Versand?' }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'Unsere Lieblinge' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Newsletter' })).toBeInTheDocument()
    expect(
      await screen.findByRole('region', { name: 'Anfrage Vereinsartikel' }),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('button', { name: merchandiseEnquiry.submitButtonLabel }),
    ).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Direkt zu' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Warum Paddock' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'So kommt Ihr Logo aufs Pad' })).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'Vereinsshops' })).toBeInTheDocument()
    expect(document.getElementById('newsletter')).not.toBeNull()
    expect(screen.getByText('Alle Preise inkl. MwSt.')).toBeInTheDocument()
  })
})
