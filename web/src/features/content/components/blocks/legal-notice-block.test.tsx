import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { fixtureBlock } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { LegalNoticeBlock } from './legal-notice-block'

describe('LegalNoticeBlock', () => {
  it('shows the seller with contact, register and VAT id under the §5 DDG heading', () => {
    renderComponent(<LegalNoticeBlock block={fixtureBlock('LegalNoticeBlock')} first={false} />)
    const notice = screen.getByRole('region', { name: 'Angaben gemäß § 5 DDG' })
    expect(within(notice).getByText(/Paddock Reitsport GmbH/)).toHaveTextContent(
      'Paddock Reitsport GmbHHufschlag 1248165 MünsterDeutschland',
    )
    expect(notice).toHaveTextContent('Vertreten durch die Geschäftsführung: Anna Brinkmann')
    expect(
      within(notice)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Kontakt', 'Registereintrag', 'Umsatzsteuer'])
    expect(within(notice).getByRole('link', { name: '+49 251 987654-0' })).toHaveAttribute(
      'href',
      'tel:+492519876540',
    )
    expect(
      within(notice).getByRole('link', { name: 'service@paddock-reitsport.example' }),
    ).toHaveAttribute('href', 'mailto:service@paddock-reitsport.example')
    expect(notice).toHaveTextContent('RegistergerichtAmtsgericht Münster')
    expect(notice).toHaveTextContent('RegisternummerHRB 21873')
    expect(notice).toHaveTextContent(
      'Umsatzsteuer-Identifikationsnummer gemäß § 27a UStGDE318457922',
    )
    expect(notice).not.toHaveTextContent('Steuernummer')
  })

  it('speaks the page’s language, the country by its name in it', async () => {
    await activateLocale('fr')
    renderComponent(
      <LegalNoticeBlock block={fixtureBlock('LegalNoticeBlock', 'fr')} first={false} />,
      {
        url: '/fr/service/mentions-legales',
      },
    )
    const notice = screen.getByRole('region', {
      name: 'Informations selon l’article 5 de la loi allemande sur les services numériques (DDG)',
    })
    expect(notice).toHaveTextContent('48165 MünsterAllemagne')
    // toHaveTextContent folds the narrow no-break space into a space; textContent keeps it.
    expect(notice.textContent).toContain('Représentée par la gérance\u202f: Anna Brinkmann')
  })

  it('uses the editor’s headline, names several directors and leaves out what is not set', async () => {
    await activateLocale('en')
    const block = fixtureBlock('LegalNoticeBlock', 'en')
    if (!block.seller) throw new Error('the fixture has a seller')
    renderComponent(
      <LegalNoticeBlock
        block={{
          ...block,
          headline: 'Provider',
          seller: {
            ...block.seller,
            phone: null,
            registerCourt: null,
            registerNumber: null,
            vatId: null,
            taxNumber: '337/5914/0815',
            managingDirectors: ['Anna Brinkmann', 'Jonas Brinkmann'],
          },
        }}
        first={false}
      />,
      { url: '/en/service/legal-notice' },
    )
    const notice = screen.getByRole('region', { name: 'Provider' })
    expect(notice).toHaveTextContent(
      'Represented by the management: Anna Brinkmann and Jonas Brinkmann',
    )
    expect(within(notice).queryByRole('heading', { name: 'Commercial register' })).toBeNull()
    expect(within(notice).queryByText('Phone')).toBeNull()
    expect(notice).toHaveTextContent('Tax number337/5914/0815')
  })

  it('shows nothing while the shop has not set its legal data', () => {
    const { container } = renderComponent(
      <LegalNoticeBlock
        block={{ ...fixtureBlock('LegalNoticeBlock'), seller: null }}
        first={false}
      />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
