import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL, expectAccessible, languages, launch, open, screenshot, viewports, type Language, type Viewport } from './support/browser';

// The storefront's own texts, so the journeys check what people read in each language.
const web = join(import.meta.dirname, '..', 'web', 'src');
type Catalog = {
  errors: { notFound: { title: string } };
  navigation: { label: string; open: string };
  listing: { filters: string; showMore: string; sortLabel: string; progress: string; count_other: string };
  search: { label: string; resultsFor: string; hits_other: string; noHits: string; suggestions: string };
  product: { addToCart: string; outOfStock: string; otherColours: string; upsells: string; sku: string };
  productTabs: { label: string; reviews: string; noReviews: string };
  price: { vatIncluded: string; shipping: string; referenceNote: string; basePrice: string };
  languageSwitcher: { label: string; current: string };
  breadcrumbs: { label: string; home: string };
};
const catalogs = Object.fromEntries(
  languages.map((l) => [l, JSON.parse(readFileSync(join(web, 'locales', l, 'common.json'), 'utf8')) as Catalog]),
) as Record<Language, Catalog>;

/** A catalogue text with its placeholders filled, as i18next does it. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** Asks the commerce API what the demo catalogue holds, in one language. */
async function commerce<T>(lang: Language, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${baseURL()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: `shop_${lang}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

/** Asks the content API what the demo site holds, in one language. */
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
  title: string;
  blocks: {
    __typename: string;
    layout?: string;
    items?: { headline: string; link: { label: string; url: string } | null }[];
    headline?: string;
    type?: string;
    productSkus?: string[];
    limit?: number;
  }[];
}

/** A published content page of the shop's site by its url ('' is the home page). */
async function contentPage(lang: Language, url: string): Promise<ContentPage> {
  const data = await content<{ Pages: { docs: ContentPage[] } }>(
    lang,
    `query ($url: String!, $locale: LocaleInputType) {
      Pages(where: { url: { equals: $url } }, locale: $locale) {
        docs {
          title
          blocks {
            __typename
            ... on TeaserBlock { layout items { headline link { label url } } }
            ... on CatalogBlock { headline type productSkus limit }
          }
        }
      }
    }`,
    { url },
  );
  const page = data.Pages.docs[0];
  if (!page) throw new Error(`no content page '${url}' in ${lang}`);
  return page;
}

interface ProductFacts {
  name: string;
  alternates: { locale: string; relative_url: string }[];
}

async function productByUrlKey(lang: Language, urlKey: string): Promise<ProductFacts> {
  const data = await commerce<{ products: { items: ProductFacts[] } }>(
    lang,
    'query ($k: String!) { products(filter: { url_key: { eq: $k } }) { items { name alternates { locale relative_url } } } }',
    { k: urlKey },
  );
  const product = data.products.items[0];
  if (!product) throw new Error(`no product ${urlKey} in ${lang}`);
  return product;
}

/** The first product of a category listing (default order) and the listing's size. */
async function firstOfCategory(lang: Language, urlPath: string) {
  const data = await commerce<{ products: { total_count: number; items: { name: string; url_key: string }[] } }>(
    lang,
    'query ($p: String!) { products(filter: { category_url_path: { eq: $p } }, pageSize: 1) { total_count items { name url_key } } }',
    { p: urlPath },
  );
  return { total: data.products.total_count, first: data.products.items[0] };
}

/** Waits for a value, long enough for a fresh server on a busy machine. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** Text as people read it: Intl puts no-break spaces into prices. */
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** Waits until client-side navigation has reached a path (and the page has its heading). */
async function reached(page: Page, path: string | RegExp) {
  await poll(() => pathOf(page)).toMatch(typeof path === 'string' ? new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : path);
  await h1(page).waitFor();
}

/** Product information loads when the visitor scrolls towards it: tabs on wide screens, an accordion on phones. */
async function revealProductInformation(page: Page, reviews: string) {
  await page.mouse.wheel(0, 800);
  await page.getByRole('tab', { name: reviews }).or(page.getByRole('button', { name: reviews })).first().waitFor();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('browsing the catalogue', () => {
  test('home → category → filter → product → the same product in English and French', async () => {
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    const de = catalogs.de;
    // The home page is the site's content page of blocks (internal/content/demo).
    const home = await contentPage('de', '');
    await page.goto('/de');
    await poll(() => h1(page).textContent()).toBe(home.title);
    const main = page.locator('main');

    // Top categories as picture cards, the ways in.
    const cards = home.blocks.find((b) => b.__typename === 'TeaserBlock' && b.layout === 'cards');
    const entry = cards?.items?.find((item) => item.link?.url === '/de/reiter');
    if (!cards?.items || !entry?.link) throw new Error('the home page has no card leading to /de/reiter');
    const tiles = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: entry.headline, exact: true }) });
    await tiles.first().waitFor();
    expect(await tiles.count()).toBe(1);
    expect(await tiles.getByRole('img').first().getAttribute('src')).toMatch(/^\/media\//);
    for (const item of cards.items) await main.getByRole('heading', { name: item.headline, exact: true }).first().waitFor();

    // Product teasers: each catalogue block shows its products.
    const catalogBlocks = home.blocks.filter((b) => b.__typename === 'CatalogBlock');
    expect(catalogBlocks.length).toBeGreaterThan(0);
    for (const block of catalogBlocks) {
      const teasers = main.getByRole('region', { name: block.headline }).locator('article');
      await teasers.first().waitFor();
      if (block.type === 'products') expect(await teasers.count(), block.headline).toBe(block.productSkus?.length);
      else expect(await teasers.count(), block.headline).toBeLessThanOrEqual(block.limit ?? 0);
    }

    await tiles.getByRole('link', { name: entry.link.label }).click();
    await reached(page, '/de/reiter');
    await poll(() => h1(page).textContent()).toBe('Reiter');
    const crumbs = page.getByRole('navigation', { name: de.breadcrumbs.label });
    expect(await crumbs.getByRole('link').allTextContents()).toEqual([de.breadcrumbs.home]);

    // A subcategory, then a manufacturer facet: the URL keeps the filter.
    await page.getByRole('navigation', { name: 'Unterkategorien' }).getByRole('link', { name: /^Reithelme/ }).click();
    await reached(page, '/de/reiter/reithelme');
    const { total } = await firstOfCategory('de', 'reiter/reithelme');
    await poll(() => page.getByText(fill(de.listing.count_other, { count: total }), { exact: true }).count()).toBe(1);
    const manufacturer = page.getByRole('group', { name: 'Hersteller' }).getByRole('checkbox').first();
    const label = (await manufacturer.locator('xpath=..').textContent()) ?? '';
    const expected = Number(/\((\d+)\)/.exec(label)?.[1]);
    await manufacturer.click();
    await poll(() => page.url()).toMatch(/[?&]manufacturer=\d+/);
    await poll(() => page.locator('main article').count()).toBe(expected);
    expect(await manufacturer.isChecked()).toBe(true);

    // The first product of the filtered list, with the trail of the way there.
    const card = page.locator('main article').first();
    const name = (await card.locator('h3').textContent()) ?? '';
    await card.locator('h3 a').click();
    await poll(() => h1(page).textContent()).toBe(name);
    expect(await crumbs.getByRole('link').allTextContents()).toEqual([de.breadcrumbs.home, 'Reiter', 'Reithelme']);
    const urlKey = pathOf(page).replace(/^\/de\//, '');
    const facts = await productByUrlKey('de', urlKey);
    await expectAccessible(page);

    // The language menu leads to the same product under each language's own url key.
    for (const [from, to, menuItem] of [
      ['de', 'en', 'English'],
      ['en', 'fr', 'Français'],
    ] as const) {
      const languageWord = catalogs[from].languageSwitcher.current.split(/\s*:/)[0] ?? '';
      await page.getByRole('button', { name: new RegExp(`^${from.toUpperCase()}\\b.*${languageWord}`) }).click();
      await page.getByRole('menuitem', { name: menuItem }).click();
      const target = facts.alternates.find((a) => a.locale === to)?.relative_url;
      expect(target, `${to} url key`).toBeTruthy();
      await reached(page, `/${to}/${target}`);
      const translated = await productByUrlKey(to, target ?? '');
      await poll(() => h1(page).textContent()).toBe(translated.name);
      expect(await page.getAttribute('html', 'lang')).toBe(to);
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${baseURL()}/${to}/${target}`);
      expect(await page.getAttribute('link[hreflang="de"]', 'href')).toBe(`${baseURL()}/de/${urlKey}`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the mega menu reaches the fourth level by keyboard', async () => {
    const { page, context } = await open(browser);
    await page.goto('/de');
    const nav = page.getByRole('navigation', { name: catalogs.de.navigation.label });
    const reiter = nav.getByRole('button', { name: 'Reiter' });
    await reiter.focus();
    await page.keyboard.press('ArrowRight');
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Pferd');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    const leaf = nav.getByRole('link', { name: 'Kniebesatz-Reithosen' });
    await leaf.waitFor();
    expect(await reiter.getAttribute('aria-expanded')).toBe('true');
    // Tab through to the fourth level, then Escape closes and returns to the button.
    for (let i = 0; i < 8 && !(await leaf.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    expect(await leaf.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await reiter.getAttribute('aria-expanded')).toBe('false');
    expect(await reiter.evaluate((el) => el === document.activeElement)).toBe(true);
    // Open again: checked and pictured open (a full-page screenshot takes the focus away, so last).
    await page.keyboard.press('Enter');
    await leaf.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'mega-menu-de-desktop');
    // Headless Chromium's full-page screenshot resizes the window for a moment, which can take the
    // desktop navigation out and back and close the panel; open it again with the pointer if so.
    if ((await reiter.getAttribute('aria-expanded')) !== 'true') await reiter.click();
    await leaf.click();
    await reached(page, '/de/reiter/reitbekleidung/reithosen/kniebesatz-reithosen');
    await poll(() => reiter.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  test('the drawer on a phone drills down four levels and closes on the way to the page', async () => {
    const { page, context } = await open(browser, { viewport: 'phone' });
    await page.goto('/fr');
    await page.getByRole('button', { name: catalogs.fr.navigation.open }).click();
    const drawer = page.getByRole('dialog', { name: catalogs.fr.navigation.label });
    await drawer.waitFor();
    for (const level of ['Cavalier', 'Vêtements d’équitation', 'Pantalons d’équitation']) {
      await drawer.getByRole('button', { name: new RegExp(`^${level}`) }).click();
      await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(level);
    }
    await expectAccessible(page);
    await screenshot(page, 'drawer-fr-phone');
    await drawer.getByRole('link', { name: 'Pantalons à basanes genoux' }).click();
    await reached(page, '/fr/cavalier/vetements-equitation/pantalons-equitation/pantalons-basanes-genoux');
    await poll(() => drawer.isVisible()).toBe(false);
    await context.close();
  });

  test('show more adds the next 24 and says how many were viewed; the URL keeps the page', async () => {
    const { page, context } = await open(browser);
    const { total } = await firstOfCategory('de', 'reiter');
    expect(total).toBeGreaterThan(48);
    await page.goto('/de/reiter');
    const progress = (shown: number) => page.getByText(fill(catalogs.de.listing.progress, { shown, total }));
    await progress(24).waitFor();
    expect(await page.locator('main article').count()).toBe(24);

    await page.getByRole('link', { name: catalogs.de.listing.showMore }).click();
    await progress(48).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await poll(() => page.locator('main article').count()).toBe(48);
    // Focus moves to the first product the click added.
    await poll(() => page.evaluate(() => document.activeElement?.closest('article') !== null)).toBe(true);

    // Sorting starts over at page 1; reload and back/forward restore the state.
    await page.getByLabel(catalogs.de.listing.sortLabel).selectOption('price-asc');
    await poll(() => new URL(page.url()).search).toBe('?sort=price-asc');
    await progress(24).waitFor();
    await page.reload();
    await progress(24).waitFor();
    expect(await page.getByLabel(catalogs.de.listing.sortLabel).inputValue()).toBe('price-asc');
    await page.goBack();
    await progress(48).waitFor();
    expect(new URL(page.url()).search).toBe('?page=2');
    await page.goForward();
    await poll(() => new URL(page.url()).search).toBe('?sort=price-asc');
    await context.close();
  });
});

describe('choosing a variant', () => {
  test('a size changes the price, a colour the images; the choice lives in the URL', async () => {
    const { page, context, problems } = await open(browser);
    await page.goto('/de/regendecke-hochland-300');
    const price = page.locator('main h1 ~ div p > span').first();
    await poll(() => textOf(price)).toBe('ab 179,00 €');
    // Keyboard: the sizes are one radio group.
    await page.getByRole('radio', { name: '145 cm' }).focus();
    await page.keyboard.press('Space');
    await poll(() => textOf(price)).toBe('184,00 €');
    expect(new URL(page.url()).searchParams.get('size')).toBe('73');
    await page.keyboard.press('ArrowRight');
    await poll(() => textOf(price)).toBe('189,00 €');
    await page.reload();
    await poll(() => textOf(price)).toBe('189,00 €');
    expect(await page.getByRole('radio', { name: '155 cm' }).isChecked()).toBe(true);

    // A sold-out size: the message, and add to cart disabled with the reason.
    await page.getByRole('radio', { name: /^165 cm/ }).focus();
    await page.keyboard.press('Space');
    await page.getByText(catalogs.de.product.outOfStock).waitFor();
    const addToCart = page.getByRole('button', { name: catalogs.de.product.addToCart });
    expect(await addToCart.isDisabled()).toBe(true);
    expect(await addToCart.getAttribute('aria-describedby')).toBeTruthy();

    // Another colour shows that colour's images.
    await page.goto('/de/reithelm-klassik');
    const image = page.locator('main img[fetchpriority="high"]');
    const before = await image.getAttribute('src');
    await page.getByRole('radio', { name: /^Navy/ }).focus();
    await page.keyboard.press('Space');
    await poll(() => image.getAttribute('src')).not.toBe(before);
    expect(new URL(page.url()).searchParams.get('color')).toBe('12');
    await screenshot(page, 'variant-de-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a reduced price shows the lowest of 30 days struck out; feed shows its price per kg', async () => {
    const { page, context } = await open(browser, { locale: 'en-US' });
    await page.goto('/en/huf-biotin-pellets');
    await h1(page).waitFor();
    const block = page.locator('main h1 ~ div').first();
    await poll(() => textOf(block)).toContain('€33.95');
    const text = await textOf(block);
    // PAngV § 11: struck out is the lowest price of the 30 days before, not the old price.
    expect(await block.locator('s').textContent()).toContain('€34.95');
    expect(text).not.toContain('€39.95');
    expect(text).toContain(catalogs.en.price.referenceNote);
    expect(text).toContain(fill(catalogs.en.price.basePrice, { price: '€16.98', unit: 'kg' }));
    const shipping = block.getByRole('link', { name: catalogs.en.price.shipping, exact: true });
    expect(await shipping.getAttribute('href')).toBe('/en/service/shipping');
    // The shipping page is the site's content page there.
    const shippingPage = await contentPage('en', 'service/shipping');
    await shipping.click();
    await poll(() => h1(page).textContent()).toBe(shippingPage.title);
    await context.close();
  });
});

describe('searching', () => {
  test('suggestions as a combobox; Enter shows all hits with count and facets', async () => {
    const { page, context, problems } = await open(browser);
    await page.goto('/de');
    const box = page.getByRole('combobox', { name: catalogs.de.search.label });
    await box.fill('reithose');
    const listbox = page.getByRole('listbox', { name: catalogs.de.search.suggestions });
    await listbox.getByRole('option').first().waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');

    await reached(page, '/de/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('reithose');
    await poll(() => h1(page).textContent()).toBe(fill(catalogs.de.search.resultsFor, { query: 'reithose' }));
    const count = page.getByText(/^\d+ Treffer$/);
    await count.waitFor();
    expect(Number.parseInt((await count.textContent()) ?? '', 10)).toBeGreaterThan(10);
    expect(await page.getByRole('group', { name: 'Hersteller' }).count()).toBe(1);
    expect(await page.getByRole('textbox', { name: catalogs.de.search.label }).or(page.getByRole('searchbox', { name: catalogs.de.search.label })).count()).toBeGreaterThan(0);
    // The open list once more for the screenshot (a full-page screenshot takes the focus away).
    const header = page.getByRole('search', { name: 'Produktsuche' }).getByRole('combobox');
    await header.fill('halfter');
    await page.getByRole('listbox', { name: catalogs.de.search.suggestions }).getByRole('option').first().waitFor();
    await screenshot(page, 'search-suggestions-de-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a search without hits says so and offers the categories', async () => {
    const { page, context } = await open(browser, { locale: 'fr-FR' });
    await page.goto('/fr/search?q=zzqxw');
    await page.getByRole('heading', { level: 2, name: fill(catalogs.fr.search.noHits, { query: 'zzqxw' }) }).waitFor();
    // French counts nothing in the singular: « 0 résultat ».
    expect(await page.getByText(/^0\sr\u00e9sultats?$/).count()).toBe(1);
    expect(await page.locator('main').getByRole('link', { name: 'Cavalier' }).count()).toBe(1);
    await context.close();
  });

  test('French word forms find the product', async () => {
    const { page, context } = await open(browser, { locale: 'fr-FR' });
    await page.goto('/fr/search?q=gants');
    await page.locator('main article').first().waitFor();
    expect(await page.locator('main article h3').allTextContents()).toContainEqual(expect.stringMatching(/^Gants? /));
    await context.close();
  });
});

describe('pages that are not there', () => {
  test('an unknown slug answers 404 and shows the not-found screen', async () => {
    const { page, context } = await open(browser);
    const res = await page.goto('/de/reiter/gibt-es-nicht');
    expect(res?.status()).toBe(404);
    await poll(() => h1(page).textContent()).toBe(catalogs.de.errors.notFound.title);
    await context.close();
  });
});

describe('every catalogue screen in every language', () => {
  const screens: { name: string; path: Record<Language, string> }[] = [
    {
      name: 'category',
      path: {
        de: '/de/reiter/reitbekleidung/reithosen',
        en: '/en/rider/riding-apparel/breeches',
        fr: '/fr/cavalier/vetements-equitation/pantalons-equitation',
      },
    },
    {
      name: 'product',
      path: {
        de: '/de/kinder-vereins-hoodie-junior',
        en: '/en/junior-children-s-club-hoodie',
        fr: '/fr/sweat-a-capuche-club-enfant-junior',
      },
    },
    { name: 'search', path: { de: '/de/search?q=halfter', en: '/en/search?q=headcollar', fr: '/fr/search?q=licol' } },
  ];
  for (const viewport of Object.keys(viewports) as Viewport[]) {
    for (const lang of languages) {
      test(`${lang} on a ${viewport}: fits, is accessible and translated`, async () => {
        const { page, context, problems } = await open(browser, { viewport, locale: lang });
        for (const screen of screens) {
          const res = await page.goto(screen.path[lang]);
          expect(res?.status(), screen.path[lang]).toBe(200);
          await h1(page).waitFor();
          // Cards: the listing's, or the product's upsells below the fold.
          if (screen.name === 'product') await revealProductInformation(page, catalogs[lang].productTabs.reviews);
          await page.locator('main article').first().waitFor();
          expect(await page.getAttribute('html', 'lang')).toBe(lang);
          expect(await widthOf(page), screen.path[lang]).toBeLessThanOrEqual(viewports[viewport].width);
          await expectAccessible(page);
          await screenshot(page, `${screen.name}-${lang}-${viewport}`);
        }
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }
});
