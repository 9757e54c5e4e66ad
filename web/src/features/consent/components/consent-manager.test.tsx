import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { forgetConsent } from '@/testing/forms-consent'
import { renderComponent } from '@/testing/render-component'
import { consentCookieName, consentVersion, readConsent, type ConsentChoices } from '../lib/consent'
import { clarityScriptUrl, googleTagScriptUrl } from '../lib/tracking-scripts'
import { ConsentManager, type TrackingIds } from './consent-manager'
import { ConsentSettingsLink } from './consent-settings-link'

const ids: TrackingIds = { googleAnalyticsId: 'G-PADDOCK42', clarityId: 'pdk7clar1ty' }

function renderConsent({ tracking = ids, url = '/de/reiter' } = {}) {
  return renderComponent(
    <>
      <ConsentManager tracking={tracking} />
      <footer>
        <ConsentSettingsLink />
      </footer>
    </>,
    { url },
  )
}

function saveCookie(services: ConsentChoices) {
  const record = { version: consentVersion, timestamp: '2026-01-02T03:04:05.000Z', services }
  document.cookie = `${consentCookieName}=${encodeURIComponent(JSON.stringify(record))}; Path=/`
}

const scriptSources = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[data-consent-service]')].map(
    (script) => script.src,
  )

const gaScript = `${googleTagScriptUrl}?id=G-PADDOCK42`
const clarityScript = `${clarityScriptUrl}pdk7clar1ty`

/** The consent-mode commands gtag.js would read from the data layer. */
const gtagCalls = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))

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
  Reflect.deleteProperty(window, 'ga-disable-G-PADDOCK42')
})

describe('the consent dialog on a first visit', () => {
  it('opens as a modal dialog with every optional service off and three equal choices', async () => {
    renderConsent()
    const dialog = await screen.findByRole('dialog', { name: 'Ihre Privatsphäre' })
    expect(within(dialog).getByRole('switch', { name: 'Sitzung' })).toBeChecked()
    expect(within(dialog).getByRole('switch', { name: 'Sitzung' })).toBeDisabled()
    expect(within(dialog).getByRole('switch', { name: 'Google Analytics' })).not.toBeChecked()
    expect(within(dialog).getByRole('switch', { name: 'Microsoft Clarity' })).not.toBeChecked()
    expect(
      within(dialog).getByRole('switch', { name: 'Google Analytics' }),
    ).toHaveAccessibleDescription(/Google Ireland Limited/)
    expect(within(dialog).getByRole('heading', { name: /Notwendig/ })).toBeInTheDocument()
    expect(
      within(dialog).getByRole('heading', { name: 'Statistik und Leistung' }),
    ).toBeInTheDocument()

    const buttons = ['Alle erlauben', 'Nur notwendige', 'Auswahl bestätigen'].map((name) =>
      within(dialog).getByRole('button', { name }),
    )
    // Equal weight: the same look for all three.
    expect(new Set(buttons.map((button) => button.className)).size).toBe(1)
    expect(within(dialog).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de/service/datenschutz',
    )
    // No way out but a choice, and nothing loads before it.
    expect(within(dialog).queryByRole('button', { name: 'Schließen' })).toBeNull()
    expect(scriptSources()).toEqual([])
    expect(readConsent()).toBeNull()
  })

  it('keeps focus inside and cannot be dismissed with Escape or a click outside', async () => {
    const user = userEvent.setup()
    renderConsent()
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => {
      expect(dialog.contains(document.activeElement)).toBe(true)
    })
    for (let i = 0; i < 12; i++) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    await user.keyboard('{Escape}')
    await user.click(document.body)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it.each([
    [
      'en',
      '/en/service/privacy',
      'Your privacy',
      'Allow all',
      'Only necessary',
      'Confirm selection',
    ],
    [
      'fr',
      '/fr/service/confidentialite',
      'Votre vie privée',
      'Tout autoriser',
      'Uniquement les nécessaires',
      'Confirmer la sélection',
    ],
  ] as const)(
    'speaks %s and links its own privacy path',
    async (lang, privacy, title, ...buttons) => {
      await activateLocale(lang)
      renderConsent({ url: `/${lang}/page` })
      const dialog = await screen.findByRole('dialog', { name: title })
      for (const name of buttons) {
        expect(within(dialog).getByRole('button', { name })).toBeInTheDocument()
      }
      expect(within(dialog).getByRole('link')).toHaveAttribute('href', privacy)
    },
  )

  it('stays away from the privacy policy at its English path', async () => {
    await activateLocale('en')
    renderConsent({ url: '/en/service/privacy' })
    await screen.findByRole('contentinfo')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('stays away from the privacy policy it links to, so that can be read first', async () => {
    const user = userEvent.setup()
    const { router } = renderConsent()
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('link', { name: 'Datenschutzerklärung' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/service/datenschutz')
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    // Still unanswered: the next page asks again.
    await router.navigate('/de/reiter')
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
  })
})

describe('the choices', () => {
  it('"Only necessary" saves the answer and loads nothing', async () => {
    const user = userEvent.setup()
    renderConsent()
    await user.click(await screen.findByRole('button', { name: 'Nur notwendige' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull()
    })
    expect(readConsent()?.services).toEqual({ sessions: true, ga: false, clarity: false })
    expect(scriptSources()).toEqual([])
    expect(window.gtag).toBeUndefined()
    expect(window.clarity).toBeUndefined()
  })

  it('"Allow all" loads both scripts, with analytics storage granted in consent mode', async () => {
    const user = userEvent.setup()
    renderConsent()
    await user.click(await screen.findByRole('button', { name: 'Alle erlauben' }))
    expect(readConsent()?.services).toEqual({ sessions: true, ga: true, clarity: true })
    await waitFor(() => {
      expect(scriptSources().sort()).toEqual([clarityScript, gaScript].sort())
    })
    expect(gtagCalls()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        },
      ],
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['js', expect.any(Date)],
      ['config', 'G-PADDOCK42'],
    ])
    expect(window.clarity?.q?.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ['consent'],
    ])
  })

  it('"Confirm selection" saves exactly the switches that are on', async () => {
    const user = userEvent.setup()
    renderConsent()
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('switch', { name: 'Microsoft Clarity' }))
    expect(within(dialog).getByRole('switch', { name: 'Microsoft Clarity' })).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Auswahl bestätigen' }))
    expect(readConsent()?.services).toEqual({ sessions: true, ga: false, clarity: true })
    await waitFor(() => {
      expect(scriptSources()).toEqual([clarityScript])
    })
  })

  it('loads no script for a service whose id the site does not set', async () => {
    const user = userEvent.setup()
    renderConsent({ tracking: { googleAnalyticsId: null, clarityId: undefined } })
    await user.click(await screen.findByRole('button', { name: 'Alle erlauben' }))
    expect(readConsent()?.services.ga).toBe(true)
    expect(scriptSources()).toEqual([])
  })

  it('refuses ids that are not ids', async () => {
    const user = userEvent.setup()
    renderConsent({
      tracking: { googleAnalyticsId: 'G-1"><script>', clarityId: '../../evil.js' },
    })
    await user.click(await screen.findByRole('button', { name: 'Alle erlauben' }))
    expect(scriptSources()).toEqual([])
  })
})

describe('a returning visitor', () => {
  it('is not asked again and gets the allowed scripts at once', () => {
    saveCookie({ sessions: true, ga: true, clarity: false })
    renderConsent()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(scriptSources()).toEqual([gaScript])
  })

  it('keeps the analytics cookies of a visitor who allowed them while the site’s ids load', () => {
    saveCookie({ sessions: true, ga: true, clarity: true })
    document.cookie = '_ga=GA1.1.123.456; Path=/'
    document.cookie = '_clck=abc; Path=/'
    const { router } = renderConsent({ tracking: { googleAnalyticsId: null, clarityId: null } })
    expect(router.state.location.pathname).toBe('/de/reiter')
    expect(scriptSources()).toEqual([])
    expect(document.cookie).toContain('_ga=GA1.1.123.456')
    expect(document.cookie).toContain('_clck=abc')
  })

  it('deletes analytics cookies left from before when the visitor did not allow them', () => {
    saveCookie({ sessions: true, ga: false, clarity: false })
    document.cookie = '_ga=GA1.1.123.456; Path=/'
    document.cookie = '_gid=GA1.1.7; Path=/'
    document.cookie = '_clsk=xyz; Path=/'
    renderConsent()
    expect(document.cookie).not.toMatch(/_ga|_gid|_clsk/)
  })

  it('can reopen the settings from the footer, see the saved choices and close them again', async () => {
    const user = userEvent.setup()
    saveCookie({ sessions: true, ga: true, clarity: false })
    renderConsent()
    const link = screen.getByRole('button', { name: 'Cookie-Einstellungen' })
    expect(link).toHaveAttribute('aria-haspopup', 'dialog')
    await user.click(link)
    const dialog = await screen.findByRole('dialog', { name: 'Ihre Privatsphäre' })
    expect(within(dialog).getByRole('switch', { name: 'Google Analytics' })).toBeChecked()
    expect(within(dialog).getByRole('switch', { name: 'Microsoft Clarity' })).not.toBeChecked()
    // Having chosen once, the visitor may leave without changing anything.
    await user.keyboard('{Escape}')
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull()
    })
    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }))
    await user.click(await screen.findByRole('button', { name: 'Schließen' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull()
    })
    expect(readConsent()?.timestamp).toBe('2026-01-02T03:04:05.000Z')
  })

  it('withdraws consent: the script goes, its cookies are deleted, the cookie is renewed', async () => {
    const user = userEvent.setup()
    saveCookie({ sessions: true, ga: true, clarity: true })
    document.cookie = '_ga=GA1.1.123.456; Path=/'
    document.cookie = '_ga_PADDOCK42=GS1.1.789; Path=/'
    document.cookie = '_clck=abc; Path=/'
    document.cookie = 'paddock_cart=keep; Path=/'
    renderConsent()
    expect(scriptSources().sort()).toEqual([clarityScript, gaScript].sort())
    const clarity = vi.fn()
    window.clarity = clarity

    const written: string[] = []
    const setter = vi.spyOn(document, 'cookie', 'set')
    setter.mockImplementation(function record(this: Document, value: string) {
      written.push(value)
      Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.set?.call(this, value)
    })

    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }))
    await user.click(await screen.findByRole('button', { name: 'Nur notwendige' }))
    await waitFor(() => {
      expect(scriptSources()).toEqual([])
    })
    setter.mockRestore()

    expect(readConsent()?.services).toEqual({ sessions: true, ga: false, clarity: false })
    expect(readConsent()?.timestamp).not.toBe('2026-01-02T03:04:05.000Z')
    // Renewed: written again with the full lifetime from now.
    expect(written.filter((value) => value.startsWith(`${consentCookieName}=`))).toEqual([
      expect.stringMatching(/; Max-Age=31536000; Path=\/; SameSite=Lax$/),
    ])
    expect(document.cookie).not.toMatch(/_ga|_clck/)
    expect(document.cookie).toContain('paddock_cart=keep')
    expect(clarity).toHaveBeenCalledWith('consent', false)
    expect(gtagCalls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }])
    expect(Reflect.get(window, 'ga-disable-G-PADDOCK42')).toBe(true)
  })

  it('asks again when the saved answer is for an older notice', async () => {
    document.cookie = `${consentCookieName}=${encodeURIComponent(
      JSON.stringify({ version: 0, timestamp: '2025-01-01T00:00:00Z', services: {} }),
    )}; Path=/`
    renderConsent()
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
  })
})
