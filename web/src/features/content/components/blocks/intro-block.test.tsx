import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fixtureBlock } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { IntroBlock } from './intro-block'

const intro = fixtureBlock('IntroBlock', 'fr')

describe('IntroBlock', () => {
  it('is the page heading when it opens the page', () => {
    renderComponent(<IntroBlock block={intro} first />, { url: '/fr' })
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tout pour l’écurie' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Bienvenue')).toBeInTheDocument()
    expect(screen.getByText('En selle depuis 1998.')).toBeInTheDocument()
  })

  it('is a section heading further down', () => {
    renderComponent(<IntroBlock block={{ ...intro, eyebrow: null, html: null }} first={false} />)
    expect(
      screen.getByRole('heading', { level: 2, name: 'Tout pour l’écurie' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  })
})
