import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL, expectAccessible, languages, launch, open, screenshot, viewports, type Language } from './support/browser';
import { routeManifest } from './support/content';

// The storefront's own catalogs and route manifest: what the pages must show.
const web = join(import.meta.dirname, '..', 'web', 'src');
const catalogs = Object.fromEntries(
  languages.map((l) => [l, JSON.parse(readFileSync(join(web, 'locales', l, 'common.json'), 'utf8'))]),
) as Record<Language, { routes: Record<string, { title: string }>; errors: { notFound: { title: string } } }>;
// Opened without an order placed in the tab or a payment token, the success and payment
// return pages say so in their heading (checkout.e2e.ts has their other states).
const checkoutCatalogs = Object.fromEntries(
  languages.map((l) => [l, JSON.parse(readFileSync(join(web, 'locales', l, 'checkout.json'), 'utf8'))]),
) as Record<Language, { checkout: { success: { noneTitle: string }; transaction: { problemTitle: string } } }>;
const stateHeadings: Record<string, (lang: Language) => string> = {
  'checkout-success': (lang) => checkoutCatalogs[lang].checkout.success.noneTitle,
  'checkout-transaction': (lang) => checkoutCatalogs[lang].checkout.transaction.problemTitle,
};
const manifest = routeManifest;

/** A route's title in a language; a missing one fails the test. */
const title = (lang: Language, route: string): string => {
  const t = catalogs[lang].routes[route]?.title;
  if (!t) throw new Error(`no title for ${route} in ${lang}`);
  return t;
};

/** Asks the content API, as the storefront does. */
async function content<T>(lang: Language, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${baseURL()}/api/content/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: `shop_${lang}` },
    body: JSON.stringify({ query, variables: { locale: lang, ...variables } }),
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

interface ContentPage {
  url: string;
  title: string;
  meta: { title: string | null };
  blocks: { __typename: string; introHeadline?: string }[];
}

/** A content page's h1: an intro block that opens the page brings its own (web/src/features/content/components/content-page.tsx). */
const headingOf = (page: ContentPage) => (page.blocks[0]?.__typename === 'IntroBlock' ? page.blocks[0].introHeadline : undefined) ?? page.title;

/** The site's published content pages in a language (the home page has the url ''). */
async function contentPages(lang: Language): Promise<ContentPage[]> {
  const data = await content<{ Pages: { docs: ContentPage[] } }>(
    lang,
    'query ($locale: LocaleInputType) { Pages(limit: 100, locale: $locale) { docs { url title meta { title } blocks { __typename ... on IntroBlock { introHeadline: headline } } } } }',
  );
  return data.Pages.docs;
}

async function homePage(lang: Language): Promise<ContentPage> {
  const home = (await contentPages(lang)).find((p) => p.url === '');
  if (!home) throw new Error(`no home page in ${lang}`);
  return home;
}

/** The clubs the shop lists, as the storefront's GetVisibleClubs asks for them. */
async function visibleClubs(lang: Language): Promise<{ slug: string; name: string }[]> {
  const data = await content<{ Clubs: { docs: { slug: string; name: string }[] } }>(
    lang,
    `query ($locale: LocaleInputType) {
      Clubs(where: { status: { equals: enabled }, visibility: { not_equals: private } }, limit: 0, locale: $locale, fallbackLocale: de) {
        docs { slug name }
      }
    }`,
  );
  return data.Clubs.docs;
}

/**
 * Every route of the manifest as a concrete path in a language, with the heading it must show:
 * the content page's h1 where the site has a page at that path (home, service, club banner and
 * club pages), the club's name on a club's home, else the route's translated title. Club
 * routes use a listed demo club, splat routes a real content page below them.
 */
async function routePaths(lang: Language): Promise<{ name: string; path: string; heading: string }[]> {
  const [pages, clubs] = await Promise.all([contentPages(lang), visibleClubs(lang)]);
  const club = clubs[0];
  if (!club) throw new Error(`no visible club in ${lang}`);
  const below = (prefix: string) => {
    const page = pages.find((p) => p.url.startsWith(`${prefix}/`));
    if (!page) throw new Error(`no content page below ${prefix} in ${lang}`);
    return page.url.slice(prefix.length + 1);
  };
  return manifest.routes.map((route) => {
    // Each language's own path where the route has one (service/privacy in English).
    let url = (route.paths?.[lang] ?? route.path).replace(/:[a-zA-Z]+/g, (p) => (p === ':code' ? club.slug : p === ':provider' ? 'mollie' : '000000123'));
    if (url.endsWith('/*')) url = `${url.slice(0, -2)}/${below(url.slice(0, -2))}`;
    const page = pages.find((p) => p.url === url);
    // The customer area needs a signed-in customer: a visitor gets the sign-in (account.e2e.ts).
    // The checkout is open to guests.
    const guarded = route.name.startsWith('customer');
    const state = stateHeadings[route.name];
    const heading = page
      ? headingOf(page)
      : route.name === 'verein-code'
        ? club.name
        : state
          ? state(lang)
          : title(lang, guarded ? 'account' : route.name);
    return { name: route.name, path: `/${lang}${url ? '/' + url : ''}`, heading };
  });
}

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
        // The home page is the site's content page at '' (internal/content/demo).
        const home = await homePage(lang);
        const res = await page.goto(`/${lang}`);
        expect(res?.status()).toBe(200);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect.poll(() => h1.textContent(), { timeout: 20_000 }).toBe(headingOf(home));
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        expect(await page.title()).toBe(`${home.meta.title ?? home.title} | Paddock`);
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
    test(`every route in ${lang} shows its title with status 200`, async () => {
      const { page, context, problems } = await open(browser);
      for (const { path, heading } of await routePaths(lang)) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { message: path, timeout: 20_000 }).toBe(heading);
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

  test('no screen shows catalogue keys while its texts are still loading', async () => {
    // The texts of the account, cart, checkout and withdrawal screens load
    // with those screens (web/src/lib/i18n.ts); held back here, a screen
    // shows nothing of itself until they come, never the keys.
    const { page, context } = await open(browser, { viewport: 'phone' });
    const parts = /\/assets\/(forms|account|customer|cart|checkout|returns|wishlist|withdrawal)-[\w-]+\.js$/;
    let release: () => void = () => undefined;
    let held = new Promise<void>((resolve) => (release = resolve));
    await page.route(parts, async (route) => {
      // The chunks named after a part hold either its texts (a module of
      // one object literal) or screens' code; only the texts wait.
      const response = await route.fetch();
      const body = await response.text();
      if (body.startsWith('var e={')) await held;
      await route.fulfill({ response, body });
    });
    const key = /\b(routes|forms|account|customer|cart|checkout|returns|wishlist|withdrawal)\.[a-z][\w-]*\.[\w.-]+/;
    for (const path of ['/fr/checkout/transaction/mollie/process', '/en/checkout/cart', '/de/vertrag-widerrufen', '/fr/account', '/de/customer/orders', '/en/customer/wishlist', '/de/checkout/success', '/en/account/forgot-password']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.waitForTimeout(700);
      expect(await page.evaluate(() => document.body.innerText), path).not.toMatch(key);
      expect(await page.title(), path).not.toMatch(key);
      release();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.evaluate(() => document.body.innerText), path).not.toMatch(key);
      held = new Promise<void>((resolve) => (release = resolve));
    }
    // Chunks the last page still asks for (prefetched screens) are let go,
    // and routes in flight end quietly with the context.
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
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
    // The page's new texts never show under the old language (web/src/features/locale/hooks/use-locale-sync.ts):
    // note every moment the English heading stands in a page whose <html lang> is not yet English.
    await page.evaluate((english) => {
      const seen: string[] = [];
      (window as unknown as { mixedLanguage: string[] }).mixedLanguage = seen;
      new MutationObserver(() => {
        const heading = document.querySelector('h1')?.textContent;
        if (heading === english && document.documentElement.lang !== 'en') seen.push(`${location.pathname} lang=${document.documentElement.lang}`);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, title('en', 'search'));
    await page.keyboard.press('Enter');

    await page.waitForURL('**/en/search');
    await page.getByRole('heading', { level: 1, name: title('en', 'search') }).waitFor();
    expect.soft(await page.evaluate(() => (window as unknown as { mixedLanguage: string[] }).mixedLanguage), 'English heading under another <html lang>').toEqual([]);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
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
      await expect.poll(() => heading.textContent(), { timeout: 20_000 }).not.toBe(catalogs[lang].errors.notFound.title);
      await context.close();
    });
  }

  test('API paths never answer with the app', async () => {
    const res = await fetch(`${baseURL()}/api/unknown`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
