import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { publishAlternates } from '@/lib/alternates'
import { activateLocale, loadCatalogPart } from '@/lib/i18n'
import { fixtureCommerce } from './catalog-fixtures'
import { clearCartCookie } from './cart-api'
import { commerceApiMock } from './commerce-api'
import { contentApiMock } from './content-api'
import { fixtureContent, fixtureStartUpCommerce } from './content-fixtures'
import { installDialog } from './dialog'
import { server } from './graphql-api'
import { answerConsentNotice } from './forms-consent'
import { desktopWidth, installMatchMedia, setViewportWidth } from './match-media'
import { sessionApiMock } from './session-api'

// Route modules and catalogs load lazily through Vite's transform; on a busy
// two-core machine the first load of a module can take longer than
// Testing Library's default one-second wait for an element to appear.
configure({ asyncUtilTimeout: 10_000 })

installMatchMedia()
installDialog()

// Every test talks to the commerce and content APIs over the test catalogue and site; a request
// nothing answers fails the test instead of waiting for a network.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // The texts of forms, the newsletter, the contact form and the consent
  // dialog load with those screens in the app; tests render them at once.
  await Promise.all(
    (['de', 'en', 'fr'] as const).flatMap((l) => [
      loadCatalogPart(l, 'forms'),
      loadCatalogPart(l, 'account'),
      loadCatalogPart(l, 'customer'),
      loadCatalogPart(l, 'cart'),
      loadCatalogPart(l, 'checkout'),
    ]),
  )
})
afterAll(() => {
  server.close()
})

beforeEach(async () => {
  server.resetHandlers(
    ...commerceApiMock.handlers({ ...fixtureCommerce, ...fixtureStartUpCommerce }),
    commerceApiMock.unanswered,
    ...contentApiMock.handlers(fixtureContent),
    contentApiMock.unanswered,
    // Signed out unless a test signs someone in (signInAs).
    ...sessionApiMock.handlers(),
  )
  sessionApiMock.reset()
  commerceApiMock.reset()
  contentApiMock.reset()
  // A visitor who answered the consent notice already; its own tests start without.
  answerConsentNotice()
  // No cart until a test makes one.
  clearCartCookie()
  setViewportWidth(desktopWidth)
  // jsdom does not scroll; React Router's ScrollRestoration calls this on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  await activateLocale('de')
})

afterEach(() => {
  cleanup()
  // The test files of a worker share one document (vitest.config.ts).
  publishAlternates('', undefined)
  document.title = ''
  document.head
    .querySelectorAll('link[rel="canonical"], link[rel="alternate"], meta[name]')
    .forEach((element) => {
      element.remove()
    })
  document.documentElement.removeAttribute('lang')
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
  sessionStorage.clear()
})
