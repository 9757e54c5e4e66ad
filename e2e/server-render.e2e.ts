// Issue 28: the storefront's public pages come from the server as finished
// HTML and hydrate in the browser without a mismatch, a console error or
// a second fetch of what the page carries.
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL, launch, open, type Language } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// Every public route type, by its German path; the other languages' paths come from its hreflang links.
const pages: { type: string; path: string; status: number }[] = [
  { type: 'home', path: '/de', status: 200 },
  { type: 'category', path: '/de/reiter/reitbekleidung/reithosen', status: 200 },
  { type: 'product', path: '/de/kniebesatz-reithose-ella-in-oliv', status: 200 },
  { type: 'search', path: '/de/search?q=reithose', status: 200 },
  { type: 'content page', path: '/de/service/versand', status: 200 },
  { type: 'club home', path: '/de/verein/rfv-isartal', status: 200 },
  { type: 'cart', path: '/de/checkout/cart', status: 200 },
  { type: 'not found', path: '/de/gibt-es-nicht', status: 404 },
];

/** The page's path in each language: its own German path, the others from its hreflang links. */
async function pathsOf(path: string): Promise<[Language, string][]> {
  const html = await (await fetch(baseURL() + path)).text();
  const out: [Language, string][] = [['de', path]];
  for (const lang of ['en', 'fr'] as const) {
    const href = new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]+)">`).exec(html)?.[1];
    out.push([lang, href ? new URL(href).pathname + new URL(href).search : path.replace(/^\/de/, `/${lang}`)]);
  }
  return out;
}

/** GraphQL operations a page asks for after it loaded; a hydrated page asks only for the visitor's own. */
function sharedOperationAsked(request: Request): string | undefined {
  const url = new URL(request.url());
  if (!url.pathname.endsWith('graphql')) return undefined;
  const name = url.searchParams.get('operationName') ?? (request.postDataJSON() as { operationName?: string } | null)?.operationName;
  const visitors = ['GetShippingEstimate', 'GetCart', 'GetCustomerCart', 'GetCustomerWishlist', 'CreateGuestCart', 'GetCustomer'];
  return name && !visitors.includes(name) ? name : undefined;
}

describe('server-rendered pages', () => {
  for (const { type, path, status } of pages) {
    test(`${type}: rendered on the server in de, en and fr, hydrated without a mismatch`, async () => {
      for (const [lang, own] of await pathsOf(path)) {
        const { page, context, problems } = await open(browser, { viewport: 'phone', locale: lang });
        const warnings: string[] = [];
        page.on('console', (msg) => {
          if (msg.type() === 'warning') warnings.push(msg.text());
        });
        const asked: string[] = [];
        page.on('request', (req) => {
          const name = sharedOperationAsked(req);
          if (name) asked.push(name);
        });

        const html = await (await fetch(baseURL() + own)).text();
        const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="paddock-state">/.exec(html)?.[1] ?? '';
        expect(root.length, `${own}: the server's markup`).toBeGreaterThan(1000);

        const res = await page.goto(own);
        expect(res?.status(), own).toBe(status);
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        await page.waitForLoadState('networkidle');
        // 404s load their failed document once: that is the status, not a problem.
        const errors = problems.filter((p) => !(status === 404 && p.includes('404')));
        expect(errors, `${own}: console errors`).toEqual([]);
        expect(warnings.filter((w) => /hydrat|did not match|mismatch/i.test(w)), `${own}: hydration warnings`).toEqual([]);
        expect(asked, `${own}: shared data asked again after the page came`).toEqual([]);
        await context.close();
      }
    });
  }

  test('without JavaScript the product page shows its name, price with VAT and the language links', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL() });
    const page = await context.newPage();
    await page.goto('/de/kniebesatz-reithose-ella-in-oliv');
    const main = page.locator('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toContain('Kniebesatz-Reithose Ella');
    expect(await main.textContent()).toMatch(/\d+,\d{2}\s€/);
    expect(await main.textContent()).toContain('inkl. MwSt.');
    await context.close();
  });
});
