import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { phoneWidth, setViewportWidth } from '@/testing/match-media'
import { renderComponent } from '@/testing/render-component'
import type { NavigationItem } from '../types'
import { MegaMenu } from './mega-menu'
import { NavigationDrawer } from './navigation-drawer'

const item = (id: string, name: string, href: string, children: NavigationItem[] = []) => ({
  id,
  name,
  href,
  children,
})

/** Four levels under Reiter; Gutscheine has none. */
const items: NavigationItem[] = [
  item('1', 'Reiter', '/de/reiter', [
    item('2', 'Reitbekleidung', '/de/reiter/reitbekleidung', [
      item('3', 'Reithosen', '/de/reiter/reitbekleidung/reithosen', [
        item('4', 'Kniebesatz-Reithosen', '/de/reiter/reitbekleidung/reithosen/kniebesatz'),
      ]),
    ]),
    item('5', 'Reithelme', '/de/reiter/reithelme'),
  ]),
  item('6', 'Pferd', '/de/pferd', [item('7', 'Pferdedecken', '/de/pferd/pferdedecken')]),
  item('8', 'Gutscheine', '/de/gutscheine'),
]

describe('MegaMenu', () => {
  it('lists the top categories; those with subcategories are disclosure buttons', () => {
    renderComponent(<MegaMenu items={items} label="Kategorien" />)
    const nav = screen.getByRole('navigation', { name: 'Kategorien' })
    expect(within(nav).getByRole('button', { name: 'Reiter' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(within(nav).getByRole('link', { name: 'Gutscheine' })).toHaveAttribute(
      'href',
      '/de/gutscheine',
    )
  })

  it('moves along the bar with arrows, Home and End', async () => {
    const user = userEvent.setup()
    renderComponent(<MegaMenu items={items} label="Kategorien" />)
    screen.getByRole('button', { name: 'Reiter' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: 'Pferd' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('link', { name: 'Gutscheine' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: 'Reiter' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('link', { name: 'Gutscheine' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('button', { name: 'Reiter' })).toHaveFocus()
  })

  it('opens a panel with levels two to four on Enter and closes it on Escape', async () => {
    const user = userEvent.setup()
    renderComponent(<MegaMenu items={items} label="Kategorien" />)
    const reiter = screen.getByRole('button', { name: 'Reiter' })
    reiter.focus()
    await user.keyboard('{Enter}')
    expect(reiter).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(reiter.getAttribute('aria-controls') ?? '')
    if (!panel) throw new Error('the button controls no panel')
    expect(panel).toBeVisible()
    const leaf = await within(panel).findByRole('link', {
      name: 'Kniebesatz-Reithosen',
    })
    expect(within(panel).getByRole('link', { name: 'Alles aus Reiter' })).toHaveAttribute(
      'href',
      '/de/reiter',
    )
    await user.tab()
    await user.tab()
    await user.tab()
    await user.tab()
    expect(leaf).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(reiter).toHaveAttribute('aria-expanded', 'false')
    expect(reiter).toHaveFocus()
  })

  it('enters the panel with Arrow Down', async () => {
    const user = userEvent.setup()
    renderComponent(<MegaMenu items={items} label="Kategorien" />)
    screen.getByRole('button', { name: 'Pferd' }).focus()
    await user.keyboard('{ArrowDown}')
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Alles aus Pferd' })).toHaveFocus()
    })
  })

  it('closes when focus leaves and when the page changes', async () => {
    const user = userEvent.setup()
    const { router } = renderComponent(<MegaMenu items={items} label="Kategorien" />)
    const reiter = screen.getByRole('button', { name: 'Reiter' })
    await user.click(reiter)
    expect(reiter).toHaveAttribute('aria-expanded', 'true')
    await user.click(await screen.findByRole('link', { name: 'Reithelme' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/reiter/reithelme')
    })
    expect(reiter).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('NavigationDrawer', () => {
  it('drills down level by level on a phone and back up again', async () => {
    setViewportWidth(phoneWidth)
    const user = userEvent.setup()
    const { router } = renderComponent(<NavigationDrawer items={items} label="Kategorien" />)
    await user.click(screen.getByRole('button', { name: 'Kategorien öffnen' }))
    const drawer = screen.getByRole('dialog', { name: 'Kategorien' })
    await user.click(within(drawer).getByRole('button', { name: /^Reiter/ }))
    expect(within(drawer).getByRole('heading', { name: 'Reiter' })).toHaveFocus()
    await user.click(within(drawer).getByRole('button', { name: /^Reitbekleidung/ }))
    await user.click(within(drawer).getByRole('button', { name: /^Reithosen/ }))
    expect(within(drawer).getByRole('link', { name: 'Alles aus Reithosen' })).toBeInTheDocument()
    await user.click(within(drawer).getByRole('button', { name: 'Zurück zu Reitbekleidung' }))
    // Back on the level above, focus on the entry it came from.
    expect(within(drawer).getByRole('button', { name: /^Reithosen/ })).toHaveFocus()
    await user.click(within(drawer).getByRole('button', { name: /^Reithosen/ }))
    await user.click(within(drawer).getByRole('link', { name: 'Kniebesatz-Reithosen' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/reiter/reitbekleidung/reithosen/kniebesatz')
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
