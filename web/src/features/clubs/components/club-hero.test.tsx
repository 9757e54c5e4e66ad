import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clubs } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { ClubProvider } from './club-context'
import { ClubHero, ClubHeroBlock } from './club-hero'

const block = {
  id: 'hero',
  headline: 'Seit 1921 im Sattel',
  html: '<p>Turniere, Kurse, Vereinsleben.</p>',
  image: null,
  link: null,
}

describe('ClubHeroBlock', () => {
  it('shows the club of the page in its banner colour, with logo, name, line and catalogue link', () => {
    renderComponent(
      <ClubProvider club={clubs.musterstadt}>
        <ClubHeroBlock block={block} first />
      </ClubProvider>,
      { url: '/de/verein/rv-musterstadt' },
    )
    const hero = screen.getByRole('region', { name: 'Reitverein Musterstadt' })
    expect(hero).toHaveStyle({ backgroundColor: '#1f4e8c', color: '#ffffff' })
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reitverein Musterstadt' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Seit 1921 im Sattel')).toBeInTheDocument()
    expect(screen.getByText('Turniere, Kurse, Vereinsleben.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zum Vereinskatalog' })).toHaveAttribute(
      'href',
      '/de/verein/produktkatalog',
    )
    expect(hero.querySelector('img')).toHaveAttribute('src', '/media/medium/logo-rv-musterstadt')
  })

  it('writes dark text on a light banner colour', () => {
    renderComponent(
      <ClubHero
        club={clubs.amSee}
        first={false}
        link={{ label: 'Katalog', url: '/de/verein/produktkatalog', newTab: false }}
      />,
    )
    expect(screen.getByRole('region', { name: 'Reitclub am See' })).toHaveStyle({
      color: '#000000',
    })
    expect(screen.getByRole('heading', { level: 2, name: 'Reitclub am See' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Katalog' })).toBeInTheDocument()
  })

  it('needs a club to show', () => {
    const { container } = renderComponent(<ClubHeroBlock block={block} first />)
    expect(container.textContent).toBe('')
  })
})

describe('ClubHero layouts', () => {
  it('centres the logo above the name on the colour', () => {
    renderComponent(<ClubHero club={{ ...clubs.musterstadt, bannerLayout: 'centered' }} first />)
    const hero = screen.getByRole('region', { name: 'Reitverein Musterstadt' })
    expect(hero).toHaveAttribute('data-layout', 'centered')
    expect(hero).toHaveClass('items-center', 'text-center')
    expect(hero).toHaveStyle({ backgroundColor: '#1f4e8c', color: '#ffffff' })
  })

  it('keeps the page background under a stripe of the colour, the button in the colour', () => {
    renderComponent(<ClubHero club={{ ...clubs.musterstadt, bannerLayout: 'light' }} first />)
    const hero = screen.getByRole('region', { name: 'Reitverein Musterstadt' })
    expect(hero).toHaveAttribute('data-layout', 'light')
    expect(hero).toHaveStyle({ borderTopColor: '#1f4e8c' })
    expect(hero.style.backgroundColor).toBe('')
    expect(screen.getByRole('link', { name: 'Zum Vereinskatalog' })).toHaveStyle({
      backgroundColor: '#1f4e8c',
      color: '#ffffff',
    })
  })
})
