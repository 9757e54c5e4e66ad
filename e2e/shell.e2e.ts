import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL, expectAccessible, languages, launch, open, screenshot, viewports, type Language } from './support/browser';

// The storefront's own catalogs and route manifest: what the pages must show.
const web = join(import.meta.dirname, '..', 'web', 'src');
const catalogs = Object.fromEntries(
  languages.map((l) => [l, JSON.parse(readFileSync(join(web, 'locales', l, 'common.json'), 'utf8'))]),
) as Record<Language, { routes: Record<string, { title: string }>; errors: { notFound: { title: string } } }>;
const manifest = JSON.parse(readFileSync(join(web, 'app', 'routes.json'), 'utf8')) as {
  routes: { name: string; path: string }[];
};

/** A route's title in a language; a missing one fails the test. */
const title = (lang: Language, route: string): string => {
  const t = catalogs[lang].routes[route]?.title;
  if (!t) throw new Error(`no title for ${route} in ${lang}`);
  return t;
};

/** A concrete path for a route pattern. */
const concrete = (path: string) =>
  path.replace(/:[a-zA-Z]+/g, (p) => (p === ':incrementId' ? '000000123' : p === ':provider' ? 'mollie' : 'rv-musterstadt')).replace(/\*$/, 'impressum');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the shell in three languages', () => {
  for (const viewport of Object.keys(viewports) as (keyof typeof viewports)[]) {
    for (const lang of languages) {
      test(`/${lang} on a ${viewport}`, async () => {
        const { page, context, problems } = await open(browser, { viewport });
        const res = await page.goto(`/${lang}`);
        expect(res?.status()).toBe(200);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect.poll(() => h1.textContent()).toBe(title(lang, 'home'));
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        expect(await page.title()).toBe(`${title(lang, 'home')} | Paddock`);
        expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${baseURL()}/${lang}`);
        for (const alt of languages) {
          expect(await page.getAttribute(`link[rel="alternate"][hreflang="${alt}"]`, 'href')).toBe(`${baseURL()}/${alt}`);
        }
        // The page fits the window: nothing scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports[viewport].width);
        await expectAccessible(page);
        await screenshot(page, `home-${lang}-${viewport}`);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  for (const lang of languages) {
    test(`every route in ${lang} shows its translated title with status 200`, async () => {
      const { page, context, problems } = await open(browser);
      for (const route of manifest.routes) {
        const path = `/${lang}${route.path ? '/' + concrete(route.path) : ''}`;
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { message: path })
          .toBe(title(lang, route.name));
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  test('customer area and cart fit a phone and pass axe', async () => {
    for (const viewport of Object.keys(viewports) as (keyof typeof viewports)[]) {
      const { page, context } = await open(browser, { viewport });
      for (const path of ['/de/customer/orders', '/en/checkout/cart', '/fr/checkout/transaction/mollie/process']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(viewports[viewport].width);
        await expectAccessible(page);
        await screenshot(page, `${path.slice(1).replaceAll('/', '-')}-${viewport}`);
      }
      await context.close();
    }
  });
});

describe('choosing the language', () => {
  test('/ follows the browser languages', async () => {
    for (const [locale, lang] of [['fr-CH', 'fr'], ['en-GB', 'en'], ['de-AT', 'de'], ['es-ES', 'de']] as const) {
      const { page, context } = await open(browser, { locale });
      await page.goto('/');
      expect(new URL(page.url()).pathname, locale).toBe(`/${lang}`);
      await context.close();
    }
  });

  test('/ follows the locale cookie before the browser languages', async () => {
    const { page, context } = await open(browser, { locale: 'fr-FR' });
    await context.addCookies([{ name: 'paddock_locale', value: 'en', url: baseURL() }]);
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en');
    await context.close();
  });

  test('switching language keeps the page, remembers the choice, and works by keyboard', async () => {
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto('/de/search');
    await page.getByRole('heading', { level: 1, name: title('de', 'search') }).waitFor();

    const trigger = page.getByRole('button', { name: /Sprache|language/i });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expectAccessible(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('English');
    await page.keyboard.press('Enter');

    await page.waitForURL('**/en/search');
    await page.getByRole('heading', { level: 1, name: title('en', 'search') }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.title()).toBe(`${title('en', 'search')} | Paddock`);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${baseURL()}/en/search`);
    const cookie = (await context.cookies()).find((c) => c.name === 'paddock_locale');
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Lax');
    // 365 days, give or take the seconds the test took.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the skip link leads the keyboard to the content', async () => {
    const { page, context } = await open(browser);
    await page.goto('/de');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    expect(await skip.getAttribute('href')).toBe('#main');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });
});

describe('errors', () => {
  for (const [path, lang] of [
    ['/de/gibt-es-nicht', 'de'],
    ['/en/no/such/page', 'en'],
    ['/xx/quelque-chose', 'fr'],
  ] as const) {
    test(`${path} shows the 404 screen with status 404`, async () => {
      const { page, context } = await open(browser, { locale: lang === 'fr' ? 'fr-FR' : 'de-DE' });
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.textContent()).toBe(catalogs[lang].errors.notFound.title);
      expect(await page.locator('main p').count()).toBe(2);
      expect(await page.title()).toBe(`${catalogs[lang].errors.notFound.title} | Paddock`);
      expect(await page.getAttribute('meta[name="robots"]', 'content')).toContain('noindex');
      await expectAccessible(page);
      await screenshot(page, `not-found-${lang}`);

      // The link home clears the error and lands on a real page.
      await page.locator('main a[href="/"]').click();
      await page.waitForURL(/\/(de|en|fr)$/);
      await expect.poll(() => heading.textContent()).not.toBe(catalogs[lang].errors.notFound.title);
      await context.close();
    });
  }

  test('API paths never answer with the app', async () => {
    const res = await fetch(`${baseURL()}/api/unknown`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
