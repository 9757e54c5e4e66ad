import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import deCatalog from '@/locales/de/common.json'
import enCatalog from '@/locales/en/common.json'
import frCatalog from '@/locales/fr/common.json'
import deCheckout from '@/locales/de/checkout.json'
import enCheckout from '@/locales/en/checkout.json'
import frCheckout from '@/locales/fr/checkout.json'
import type { Locale } from '@/lib/locale'
import { routePath } from '@/lib/routes'
import { renderRoute } from '@/testing/render-route'
import { signInAs, testUser } from '@/testing/session-api'
import { isCustomerRoute, isGuardedRoute, routeEntries, type RouteEntry } from './route-manifest'
import { catchAllModule, routeModules } from './route-modules'

const catalogs = { de: deCatalog, en: enCatalog, fr: frCatalog }

/** The withdrawal page in each language's own words (routes.json). */
const withdrawalPaths = {
  de: '/de/vertrag-widerrufen',
  en: '/en/withdraw-from-contract',
  fr: '/fr/retracter-contrat',
}

/**
 * The links every page's footer holds, whatever its layout: the withdrawal
 * function (§356a BGB), the Impressum (§5 DDG) and the terms.
 */
function expectWithdrawalLink(lang: keyof typeof catalogs, name: string) {
  const footer = screen.getByRole('contentinfo')
  expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', withdrawalPaths[lang])
  const { imprint, imprintPath, terms, termsPath } = catalogs[lang].layout.footer
  for (const [label, path] of [
    [imprint, imprintPath],
    [terms, termsPath],
  ] as const) {
    const hrefs = within(footer)
      .getAllByRole('link', { name: label })
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toContain(`/${lang}/${path}`)
  }
}
const checkoutCatalogs = { de: deCheckout, en: enCheckout, fr: frCheckout }

const sampleParams: Record<string, string> = {
  code: 'rv-musterstadt',
  provider: 'testpay',
  incrementId: '100000042',
  reference: 'R-7731',
}

/** A concrete URL for a route of routes.json. */
function samplePath(lang: Locale, entry: RouteEntry): string {
  const rest = routePath(entry, lang)
    .replace(/:(\w+)/g, (_, name: string) => sampleParams[name] ?? name)
    .replace(/\*$/, 'satteldecken/dressur')
  return rest ? `/${lang}/${rest}` : `/${lang}`
}

describe('route table', () => {
  it('has a lazy module for every route of routes.json and nothing else', () => {
    const manifestNames = routeEntries.map(({ name }) => name).sort()
    expect(Object.keys(routeModules).sort()).toEqual(manifestNames)
    expect(new Set(manifestNames).size).toBe(manifestNames.length)
  })

  it('loads every route module with a component', async () => {
    for (const load of [...Object.values(routeModules), catchAllModule]) {
      const module = await load()
      expect(module.Component).toBeTypeOf('function')
    }
  })

  // A club's pages and the banner's content pages are headed by the club's or the page's own
  // name from the content system; their tests are in routes/verein-*.test.tsx.
  const headedByContent = new Set<string>(['verein-code', 'verein-code-slug', 'verein-banner-slug'])
  // An order's page and its return screen are headed by its number ("Bestellung 100000042",
  // "Rücksendung zu Bestellung 100000042"); their tests are in
  // features/orders/components/order-detail.test.tsx and features/returns.
  const headedByData = new Set<string>(['customer-order', 'customer-order-return'])
  // Opened without an order placed in this tab or without a payment token, the success and
  // the payment return pages say so in their heading (features/checkout has their other states).
  const headedByState: Record<string, (lang: keyof typeof checkoutCatalogs) => string> = {
    'checkout-success': (lang) => checkoutCatalogs[lang].checkout.success.noneTitle,
    'checkout-transaction': (lang) => checkoutCatalogs[lang].checkout.transaction.problemTitle,
  }

  describe.each(Object.keys(checkoutCatalogs) as (keyof typeof checkoutCatalogs)[])(
    'in %s',
    (lang) => {
      it.each(
        routeEntries
          .filter(({ name }) => name in headedByState)
          .map((entry) => [entry.name, entry] as const),
      )('renders %s headed by its state', async (name, entry) => {
        renderRoute(samplePath(lang, entry))
        const heading = headedByState[name]?.(lang) ?? name
        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
        await waitFor(() => {
          expect(document.documentElement.lang).toBe(lang)
        })
        expectWithdrawalLink(lang, catalogs[lang].routes.withdrawal.title)
      })
    },
  )

  describe.each(Object.entries(catalogs) as [keyof typeof catalogs, typeof deCatalog][])(
    'in %s',
    (lang, catalog) => {
      it.each(
        routeEntries
          .filter(
            ({ name }) =>
              !headedByContent.has(name) && !headedByData.has(name) && !(name in headedByState),
          )
          .map((entry) => [entry.name, entry] as const),
      )('renders %s with its translated heading', async (name, entry) => {
        // The customer area and the checkout show to a signed-in customer (session-guard.test.tsx).
        if (isGuardedRoute(name)) signInAs(testUser)
        renderRoute(samplePath(lang, entry))
        const title = catalog.routes[name].title
        expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
        await waitFor(() => {
          expect(document.title).toBe(`${title} | Paddock`)
          expect(document.documentElement.lang).toBe(lang)
        })
        expectWithdrawalLink(lang, catalog.routes.withdrawal.title)
      })
    },
  )

  it('gives the home page the home title and the shop layout', async () => {
    renderRoute('/en')
    await screen.findByRole('heading', { level: 1, name: enCatalog.routes.home.title })
    await waitFor(() => {
      expect(document.title).toBe('Equestrian shop for horse and rider | Paddock')
    })
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main')
  })

  it('shows the 404 screen for a prefix that is no language', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CH', 'de'])
    renderRoute('/es/checkout/cart')
    expect(
      await screen.findByRole('heading', { level: 1, name: frCatalog.errors.notFound.title }),
    ).toBeInTheDocument()
    await waitFor(() => {
      expect(document.title).toBe('Page introuvable | Paddock')
    })
    // The frame stays, in the visitor's language.
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
  })

  it('shows the 404 screen for paths no route knows yet', async () => {
    renderRoute('/fr/reitbekleidung/reithosen')
    expect(
      await screen.findByRole('heading', { level: 1, name: frCatalog.errors.notFound.title }),
    ).toBeInTheDocument()
    await waitFor(() => {
      expect(document.title).toBe('Page introuvable | Paddock')
    })
  })

  it('renders the customer pages inside the customer area layout', async () => {
    signInAs(testUser)
    for (const entry of routeEntries.filter(({ name }) => isCustomerRoute(name))) {
      const { unmount } = renderRoute(samplePath('de', entry))
      await screen.findByRole('heading', {
        level: 1,
        name: headedByData.has(entry.name) ? /100000042/ : deCatalog.routes[entry.name].title,
      })
      const sections = screen.getByRole('navigation', { name: 'Bereiche meines Kontos' })
      expect(within(sections).getAllByRole('link')).toHaveLength(6)
      unmount()
    }
  })

  it('marks the customer section of the current page', async () => {
    signInAs(testUser)
    renderRoute('/de/customer/orders/100000042')
    const sections = await screen.findByRole('navigation', { name: 'Bereiche meines Kontos' })
    expect(within(sections).getByRole('link', { name: 'Bestellungen' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(sections).getByRole('link', { name: 'Übersicht' })).not.toHaveAttribute(
      'aria-current',
    )
  })

  it('frames cart, checkout, account and customer pages with the focus header', async () => {
    renderRoute('/de/checkout/cart')
    await screen.findByRole('heading', { level: 1, name: 'Warenkorb' })
    expect(screen.getByRole('link', { name: 'Zurück zum Shop' })).toHaveAttribute('href', '/de')
    expect(screen.queryByRole('button', { name: /Sprache/ })).toBeNull()
  })

  it('shows the payment return page without header, its footer only the links every page has', async () => {
    renderRoute('/de/checkout/transaction/testpay/process')
    await screen.findByRole('heading', { level: 1, name: 'Zahlungsstand unbekannt' })
    expect(screen.queryByRole('banner')).toBeNull()
    expect(
      within(screen.getByRole('contentinfo'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([deCatalog.routes.withdrawal.title, 'Impressum', 'AGB'])
  })

  it('sends / to the language of the locale cookie', async () => {
    document.cookie = 'paddock_locale=fr; Path=/'
    const { router } = renderRoute('/')
    await screen.findByRole('heading', { level: 1, name: frCatalog.routes.home.title })
    expect(router.state.location.pathname).toBe('/fr')
  })

  it('writes the locale cookie when the URL names another language', async () => {
    document.cookie = 'paddock_locale=de; Path=/'
    renderRoute('/en/search')
    await screen.findByRole('heading', { level: 1, name: 'Search' })
    await waitFor(() => {
      expect(document.cookie).toContain('paddock_locale=en')
    })
  })

  it('keeps canonical and hreflang links in step with the page', async () => {
    const { router } = renderRoute('/de/search')
    await screen.findByRole('heading', { level: 1, name: 'Suche' })
    await router.navigate('/en/checkout/cart')
    await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })
    const origin = window.location.origin
    await waitFor(() => {
      expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
      expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${origin}/en/checkout/cart`,
      )
      expect(document.querySelector('link[hreflang="fr"]')).toHaveAttribute(
        'href',
        `${origin}/fr/checkout/cart`,
      )
      expect(document.querySelector('link[hreflang="x-default"]')).toHaveAttribute(
        'href',
        `${origin}/de/checkout/cart`,
      )
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        enCatalog.meta.description,
      )
      // routes.json marks the cart "index": false.
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, follow',
      )
    })

    await router.navigate('/en/search')
    await screen.findByRole('heading', { level: 1, name: 'Search' })
    await waitFor(() => {
      expect(document.querySelector('meta[name="robots"]')).toBeNull()
    })

    // Error pages carry no canonical or alternates, as the server renders them.
    await router.navigate('/en/no/such/page')
    await screen.findByRole('heading', { level: 1, name: enCatalog.errors.notFound.title })
    await waitFor(() => {
      expect(document.querySelector('link[rel="canonical"]')).toBeNull()
    })
    expect(document.querySelector('link[rel="alternate"]')).toBeNull()
  })

  it('leads another language’s path of a route to the language’s own, as the server does', async () => {
    const { router } = renderRoute('/en/service/datenschutz?x=1')
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })
    expect(router.state.location.pathname).toBe('/en/service/privacy')
    expect(router.state.location.search).toBe('?x=1')

    await router.navigate('/de/retracter-contrat/confirmer?token=abc')
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/vertrag-widerrufen/bestaetigen')
    })
    expect(router.state.location.search).toBe('?token=abc')
  })

  it('gives a route with a path per language each language’s path as hreflang and in the language menu', async () => {
    const user = userEvent.setup()
    const { router } = renderRoute('/de/vertrag-widerrufen')
    await screen.findByRole('heading', { level: 1, name: deCatalog.routes.withdrawal.title })
    const origin = window.location.origin
    await waitFor(() => {
      expect(document.querySelector('link[hreflang="en"]')).toHaveAttribute(
        'href',
        `${origin}/en/withdraw-from-contract`,
      )
    })
    expect(document.querySelector('link[hreflang="fr"]')).toHaveAttribute(
      'href',
      `${origin}/fr/retracter-contrat`,
    )
    // The withdrawal page has the focus header; the contact page has the language menu.
    await router.navigate('/de/service/kontakt')
    await screen.findByRole('heading', { level: 1, name: deCatalog.routes.contact.title })
    await user.click(screen.getByRole('button', { name: 'DE, Sprache: Deutsch' }))
    const menu = await screen.findByRole('menu', { name: 'Sprache wählen' }, { timeout: 5_000 })
    expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/service/contact',
    )
  })

  it('switches language from the header menu to the same page', async () => {
    const user = userEvent.setup()
    const { router } = renderRoute('/de/search?q=trense')
    await screen.findByRole('heading', { level: 1, name: 'Suchergebnisse für „trense“' })

    await user.click(screen.getByRole('button', { name: 'DE, Sprache: Deutsch' }))
    // The menu is a lazy chunk; its first transform in the test runner can take a moment.
    const menu = await screen.findByRole('menu', { name: 'Sprache wählen' }, { timeout: 5_000 })
    const french = within(menu).getByRole('menuitem', { name: 'Français' })
    expect(french).toHaveAttribute('href', '/fr/search?q=trense')
    await user.click(french)

    await screen.findByRole('heading', { level: 1, name: /^Résultats pour «\strense\s»$/ })
    expect(router.state.location.pathname).toBe('/fr/search')
    await waitFor(() => {
      expect(document.documentElement.lang).toBe('fr')
    })
    expect(document.cookie).toContain('paddock_locale=fr')
  })

  it('loads the target as a new page once the build is outdated', async () => {
    const buildCheck = {
      navigateWithFullLoad: vi.fn(() => false),
      recoverFromChunkError: vi.fn(() => false),
    }
    const { router } = renderRoute('/de', { buildCheck })
    await screen.findByRole('heading', { level: 1, name: deCatalog.routes.home.title })

    buildCheck.navigateWithFullLoad.mockReturnValue(true)
    void router.navigate('/de/search')
    await waitFor(() => {
      expect(buildCheck.navigateWithFullLoad).toHaveBeenLastCalledWith(
        expect.stringMatching(/\/de\/search$/),
      )
    })
    // The client-side navigation never completes; the full page load replaces it.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(router.state.location.pathname).toBe('/de')
    expect(screen.queryByRole('heading', { name: 'Suche' })).toBeNull()
  })
})
