import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { activateLocale } from '@/lib/i18n'

// Route modules and catalogs load lazily through Vite's transform; on a busy
// two-core machine the first load of a module can take longer than
// Testing Library's default one-second wait for an element to appear.
configure({ asyncUtilTimeout: 10_000 })

beforeEach(async () => {
  // jsdom does not scroll; React Router's ScrollRestoration calls this on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  await activateLocale('de')
})

afterEach(() => {
  cleanup()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
  sessionStorage.clear()
})
