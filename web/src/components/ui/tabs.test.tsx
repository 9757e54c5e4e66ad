import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { phoneWidth, setViewportWidth } from '@/testing/match-media'
import { ResponsiveTabs, type TabItem } from './tabs'

const items: TabItem[] = [
  { id: 'description', label: 'Beschreibung', content: <p>Sitzt leicht.</p> },
  { id: 'care', label: 'Material & Pflege', content: <p>Waschen bei 30 °C.</p> },
  { id: 'reviews', label: 'Bewertungen', content: <p>Noch keine Bewertungen</p> },
]

describe('ResponsiveTabs', () => {
  it('are tabs on wider screens: only the chosen tab is in the Tab order', () => {
    render(<ResponsiveTabs items={items} label="Produktinformationen" />)
    const tabs = screen.getAllByRole('tab')
    expect(screen.getByRole('tablist', { name: 'Produktinformationen' })).toBeInTheDocument()
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1'])
    expect(screen.getByRole('tabpanel', { name: 'Beschreibung' })).toHaveTextContent(
      'Sitzt leicht.',
    )
    expect(screen.queryByText('Waschen bei 30 °C.')).not.toBeVisible()
  })

  it('follow the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup()
    render(<ResponsiveTabs items={items} label="Produktinformationen" />)
    await user.click(screen.getByRole('tab', { name: 'Beschreibung' }))
    await user.keyboard('{ArrowRight}')
    const care = screen.getByRole('tab', { name: 'Material & Pflege' })
    expect(care).toHaveFocus()
    expect(care).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Material & Pflege' })).toBeVisible()
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Bewertungen' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Beschreibung' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Bewertungen' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'Beschreibung' })).toHaveFocus()
    // Tab leaves the tab list for the panel.
    await user.tab()
    expect(screen.getByRole('tabpanel', { name: 'Beschreibung' })).toHaveFocus()
  })

  it('are an accordion on phones, the first section open', async () => {
    setViewportWidth(phoneWidth)
    const user = userEvent.setup()
    render(<ResponsiveTabs items={items} label="Produktinformationen" />)
    expect(screen.queryByRole('tablist')).toBeNull()
    const description = screen.getByRole('button', { name: 'Beschreibung' })
    const care = screen.getByRole('button', { name: 'Material & Pflege' })
    expect(description).toHaveAttribute('aria-expanded', 'true')
    expect(care).toHaveAttribute('aria-expanded', 'false')
    await user.click(care)
    expect(care).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'Material & Pflege' })).toHaveTextContent(
      'Waschen bei 30 °C.',
    )
    await user.click(description)
    expect(screen.queryByText('Sitzt leicht.')).not.toBeVisible()
  })

  it('render both on the server, each shown at its width by CSS, so hydration moves nothing', () => {
    const html = renderToString(<ResponsiveTabs items={items} label="Produktinformationen" />)
    expect(html).toMatch(/<div class="hidden md:block"><div><div role="tablist"/)
    expect(html).toContain('<div class="md:hidden">')
    expect(html.match(/Sitzt leicht\./g)).toHaveLength(2)
  })
})
