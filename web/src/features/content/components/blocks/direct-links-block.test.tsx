import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fixtureBlock, nth } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { DirectLinksBlock } from './direct-links-block'

describe('DirectLinksBlock', () => {
  it('is a navigation of links named by their labels', () => {
    renderComponent(
      <DirectLinksBlock block={fixtureBlock('DirectLinksBlock', 'en')} first={false} />,
      { url: '/en' },
    )
    const nav = screen.getByRole('navigation', { name: 'Straight to' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Breeches', '/en/reiter/reitbekleidung/reithosen'],
      ['ClubsMerchandise with your logo', '/en/verein/banner'],
    ])
    // The picture illustrates; the label names the link.
    expect(within(nth(links, 0)).getByRole('presentation')).toHaveAttribute('alt', '')
  })

  it('names the navigation without a headline', () => {
    renderComponent(
      <DirectLinksBlock
        block={{ ...fixtureBlock('DirectLinksBlock'), headline: null }}
        first={false}
      />,
    )
    expect(screen.getByRole('navigation', { name: 'Direkt zu' })).toBeInTheDocument()
  })
})
