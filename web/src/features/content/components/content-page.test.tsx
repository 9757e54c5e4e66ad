import { screen, within } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { describe, expect, it } from 'vitest'
import { fixtureBlock, pageDoc, pages } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import type { ContentPageData } from '../lib/page'
import { BlockComponentsProvider } from './block-renderer'
import { IntroBlock } from './blocks/intro-block'
import { RichtextBlock } from './blocks/richtext-block'
import { TeaserBlock } from './blocks/teaser-block'
import { ContentPage } from './content-page'

function renderPage(
  page: ContentPageData,
  options: Pick<ComponentProps<typeof ContentPage>, 'breadcrumbs' | 'trailStart'> = {},
) {
  return renderComponent(
    <BlockComponentsProvider components={{ IntroBlock, RichtextBlock, TeaserBlock }}>
      <ContentPage page={page} {...options} />
    </BlockComponentsProvider>,
    { url: `/de/${page.url}` },
  )
}

const about = pageDoc(pages.about, 'de')
const text = pageDoc(pages.privacy, 'de')

describe('ContentPage', () => {
  it('lets an opening intro be the one h1', () => {
    renderPage(about)
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Wir sind Paddock',
    ])
  })

  it('shows the title as h1 above other blocks', () => {
    renderPage(text)
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible()
  })

  it('keeps the title for screen readers above a hero', () => {
    renderPage({ ...text, blocks: [fixtureBlock('TeaserBlock')] })
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toHaveClass(
      'sr-only',
    )
  })

  it('leads home through the breadcrumbs to the page, unlinked', () => {
    renderPage(about)
    const trail = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' })
    const links = within(trail).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Startseite', '/de'],
      ['Service', '/de/service'],
    ])
    expect(within(trail).getByText('Über uns')).toHaveAttribute('aria-current', 'page')
  })

  it('puts the crumbs it is given between home and the page’s own, each once', () => {
    renderPage(about, {
      trailStart: [
        { label: 'Reitverein Lindenhof e. V.', to: '/de/verein/rv-lindenhof' },
        { label: 'Service', to: '/de/service' },
      ],
    })
    const trail = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' })
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Startseite', '/de'],
      ['Reitverein Lindenhof e. V.', '/de/verein/rv-lindenhof'],
      ['Service', '/de/service'],
    ])
  })

  it('shows no breadcrumbs where asked not to', () => {
    renderPage(about, { breadcrumbs: false })
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it.each([
    ['default', 'max-w-4xl'],
    ['wide', 'w-full'],
    ['full', 'w-screen'],
  ] as const)('lays out the %s layout', (layout, className) => {
    renderPage({ ...text, layout })
    expect(screen.getByRole('article')).toHaveClass(className)
  })

  it('takes the head from the page’s meta data', () => {
    renderPage({
      ...text,
      meta: {
        title: 'Datenschutz bei Paddock',
        description: 'Wie wir Daten schützen.',
        robots: 'noindex, follow',
      },
    })
    expect(document.title).toBe('Datenschutz bei Paddock | Paddock')
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Wie wir Daten schützen.',
    )
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, follow',
    )
  })
})
