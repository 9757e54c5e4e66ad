// Looks at the built storefront the way a person would: screenshots of the
// shell screens in every language on a phone and a desktop, keyboard use of
// the language menu, and the size of the JavaScript the first page loads.
// Fails on console errors (CSP violations included).
//
//   npm run build && npx vite preview &    # serves dist/shop on :4173
//   npm run screenshots -- [base-url] [out-dir]
/* global document -- used inside page.evaluate(), which runs in the browser */
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:4173'
const outDir = process.argv[3] ?? join(tmpdir(), 'paddock-screenshots')
const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
}
const pages = [
  ['home', ''],
  ['cart', '/checkout/cart'],
  ['orders', '/customer/orders'],
  ['not-found', '/reitbekleidung/gibt-es-nicht'],
]

await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
const problems = []

try {
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
    const page = await context.newPage()
    page.on('console', (message) => {
      // The Go server answers unknown pages with status 404, which Chromium logs as an error.
      const expected404 =
        page.url().endsWith(pages.at(-1)?.[1] ?? '') && message.text().includes('status of 404')
      if (message.type() === 'error' && !expected404)
        problems.push(`${page.url()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))

    for (const lang of ['de', 'en', 'fr']) {
      for (const [name, path] of pages) {
        await page.goto(`${baseUrl}/${lang}${path}`, { waitUntil: 'networkidle' })
        await page.locator('h1').waitFor()
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        if (overflow > 0)
          problems.push(`${page.url()}: ${String(overflow)} px wider than the window`)
        const file = join(outDir, `${lang}-${name}-${viewportName}.png`)
        await page.screenshot({ path: file, fullPage: true })
        console.log(`${file}: ${await page.title()}`)
      }
    }

    // The language menu, opened from the keyboard.
    await page.goto(`${baseUrl}/de/search`, { waitUntil: 'networkidle' })
    await page.keyboard.press('Tab')
    await page.screenshot({ path: join(outDir, `de-skip-link-${viewportName}.png`) })
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).focus()
    await page.keyboard.press('ArrowDown')
    await page.getByRole('menu').waitFor()
    await page.keyboard.press('ArrowDown')
    await page.screenshot({ path: join(outDir, `de-language-menu-${viewportName}.png`) })
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl}/en/search`)
    await page.locator('h1', { hasText: 'Search' }).waitFor()
    const cookie = (await context.cookies()).find(({ name }) => name === 'paddock_locale')
    console.log(
      `language menu → ${page.url()}, lang=${await page.getAttribute('html', 'lang')}, cookie=${cookie?.value}`,
    )
    if (cookie?.value !== 'en') problems.push('the language menu did not save the cookie')
    await context.close()
  }

  // What /de loads before the visitor does anything.
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body()
    scripts.push({
      url: response.url().replace(baseUrl, ''),
      gzip: gzipSync(body, { level: 9 }).length,
    })
  })
  await page.goto(`${baseUrl}/de`, { waitUntil: 'networkidle' })
  await page.locator('h1').waitFor()
  await page.waitForTimeout(1_500)
  const total = scripts.reduce((sum, { gzip }) => sum + gzip, 0)
  for (const { url, gzip } of scripts)
    console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${url}`)
  console.log(
    `first-load JavaScript of /de: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`,
  )
  await context.close()
} finally {
  await browser.close()
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
