import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fixtureBlock, media, nth } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { TeaserBlock } from './teaser-block'

const hero = fixtureBlock('TeaserBlock')

describe('TeaserBlock', () => {
  it('shows a hero with its crop for phones, headline, text and call to action', () => {
    renderComponent(<TeaserBlock block={hero} first />, { url: '/de' })
    const section = screen.getByRole('region', { name: 'Bereit für die Saison' })
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Bereit für die Saison' }),
    ).toBeInTheDocument()
    expect(within(section).getByText('Neu eingetroffen')).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'Jetzt entdecken' })).toHaveAttribute(
      'href',
      '/de/reiter',
    )
    const image = within(section).getByRole('img', { name: 'Reiterin im Abendlicht' })
    expect(image).toHaveAttribute('src', '/media/medium/hero')
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image.getAttribute('srcset')).toContain('/media/xlarge/hero 1600w')
    const phone = section.querySelector('source')
    expect(phone).toHaveAttribute('media', '(max-width: 39.99rem)')
    expect(phone?.getAttribute('srcset')).toContain('/media/small/hero-phone 240w')
  })

  it('shows cards side by side, each with its link', () => {
    const cards = {
      ...hero,
      teaserLayout: 'cards' as const,
      items: [
        {
          ...nth(hero.items, 0),
          headline: 'Reiter',
          mobileImage: null,
          link: { label: null, url: '/de/reiter', newTab: false },
        },
        {
          ...nth(hero.items, 0),
          headline: 'Pferd',
          image: media('horse'),
          mobileImage: null,
          link: { label: 'Zum Pferd', url: 'https://example.org/pferd', newTab: true },
        },
      ],
    }
    renderComponent(<TeaserBlock block={cards} first={false} />, { url: '/de' })
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(nth(items, 0)).getByRole('link', { name: 'Reiter' })).toHaveAttribute(
      'href',
      '/de/reiter',
    )
    const external = within(nth(items, 1)).getByRole('link', {
      name: 'Zum Pferd (öffnet in einem neuen Tab)',
    })
    expect(external).toHaveAttribute('href', 'https://example.org/pferd')
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(items[1]?.querySelector('img')).toHaveAttribute('loading', 'lazy')
  })

  it('renders nothing without items', () => {
    const { container } = renderComponent(<TeaserBlock block={{ ...hero, items: [] }} first />)
    expect(container.textContent).toBe('')
  })
})
