import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contentRequests, serveContent } from '@/testing/content-api'
import { fixtureBlock } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { ClubsBlock } from './clubs-block'

describe('ClubsBlock', () => {
  it('shows every visible club with its logo, list name and link to its shop', async () => {
    renderComponent(<ClubsBlock block={fixtureBlock('ClubsBlock')} />, { url: '/de' })
    const section = screen.getByRole('region', { name: 'Vereinsshops' })
    const links = await within(section).findAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['am See', '/de/verein/reitclub-am-see'],
      ['Musterstadt', '/de/verein/rv-musterstadt'],
    ])
    expect(contentRequests('GetVisibleClubs')[0]?.variables).toMatchObject({
      limit: 0,
      locale: 'de',
    })
    // The logo is decoration beside the name.
    expect(links[1]?.querySelector('img')).toHaveAttribute('alt', '')
  })

  it('shows as many as the editor asked for', async () => {
    renderComponent(
      <ClubsBlock block={{ ...fixtureBlock('ClubsBlock'), headline: null, limit: 1 }} />,
    )
    const section = screen.getByRole('region', { name: 'Vereine' })
    expect(await within(section).findAllByRole('link')).toHaveLength(1)
  })

  it('is left out when no club is visible', async () => {
    serveContent({ GetVisibleClubs: () => ({ Clubs: { totalDocs: 0, docs: [] } }) })
    renderComponent(<ClubsBlock block={fixtureBlock('ClubsBlock')} />)
    expect(screen.getByRole('status', { name: 'Vereine werden geladen' })).toBeInTheDocument()
    await waitFor(() => {
      expect(screen.queryByRole('region')).toBeNull()
    })
    expect(contentRequests('GetVisibleClubs')).toHaveLength(1)
  })
})
