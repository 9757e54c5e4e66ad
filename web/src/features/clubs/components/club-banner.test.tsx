import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clubs } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { ClubBanner } from './club-banner'

describe('ClubBanner', () => {
  it('shows the club in its colours with its home and catalogue', () => {
    const { container } = renderComponent(<ClubBanner club={clubs.musterstadt} />, {
      url: '/en/verein/rv-musterstadt',
    })
    const band = container.querySelector('[data-scope="club"]')
    expect(band).toHaveStyle({ backgroundColor: '#1f4e8c', color: '#ffffff' })
    const nav = screen.getByRole('navigation', { name: 'Vereinsshop Reitverein Musterstadt' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/verein/rv-musterstadt', '/en/verein/produktkatalog'])
  })

  it('falls back to the shop’s green for a colour it cannot read', () => {
    const { container } = renderComponent(
      <ClubBanner club={{ ...clubs.amSee, bannerColor: 'blau' }} />,
    )
    expect(container.querySelector('[data-scope="club"]')).toHaveClass(
      'bg-forest-800',
      'text-cream-50',
    )
  })
})
