import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { serveContent } from '@/testing/content-api'
import { sites } from '@/testing/content-fixtures'
import { forgetConsent } from '@/testing/forms-consent'
import { renderRoute } from '@/testing/render-route'
import { readConsent } from '../lib/consent'

const scriptSources = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[data-consent-service]')].map(
    (script) => script.src,
  )

beforeEach(() => {
  forgetConsent()
})

afterEach(() => {
  document.head.querySelectorAll('script[data-consent-service]').forEach((script) => {
    script.remove()
  })
  Reflect.deleteProperty(window, 'dataLayer')
  Reflect.deleteProperty(window, 'gtag')
  Reflect.deleteProperty(window, 'clarity')
})

describe('the consent notice in the shop', () => {
  it('asks on the first page, then gates the site’s analytics and reopens from the footer', async () => {
    const user = userEvent.setup()
    serveContent({
      GetSite: (_variables, { locale }) =>
        sites(locale, { tracking: { googleAnalyticsId: 'G-SHOP2026', clarityId: 'shopclar1ty' } }),
    })
    renderRoute('/de')
    // The whole app's first render in a worker transforms its modules first: on a busy
    // machine that can take longer than Testing Library's usual wait.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Ihre Privatsphäre' },
      { timeout: 25_000 },
    )
    expect(scriptSources()).toEqual([])

    await user.click(within(dialog).getByRole('button', { name: 'Alle erlauben' }))
    await waitFor(() => {
      expect(scriptSources().sort()).toEqual([
        'https://www.clarity.ms/tag/shopclar1ty',
        'https://www.googletagmanager.com/gtag/js?id=G-SHOP2026',
      ])
    })
    expect(readConsent()?.services).toEqual({ sessions: true, ga: true, clarity: true })

    const footer = await screen.findByRole('contentinfo')
    await user.click(within(footer).getByRole('button', { name: 'Cookie-Einstellungen' }))
    const again = await screen.findByRole('dialog', { name: 'Ihre Privatsphäre' })
    await user.click(within(again).getByRole('switch', { name: 'Google Analytics' }))
    await user.click(within(again).getByRole('button', { name: 'Auswahl bestätigen' }))
    await waitFor(() => {
      expect(scriptSources()).toEqual(['https://www.clarity.ms/tag/shopclar1ty'])
    })
    expect(readConsent()?.services).toEqual({ sessions: true, ga: false, clarity: true })
  })

  it('leaves the privacy policy readable before a choice', async () => {
    renderRoute('/de/service/datenschutz')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
