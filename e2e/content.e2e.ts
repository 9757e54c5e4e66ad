import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL, expectAccessible, languages, launch, open, screenshot, viewports, type Language, type Viewport } from './support/browser';
import { paddock } from './support/cli';
import { waitForMails } from './support/mailbox';

// The journeys of the content system (issue 4): what people read comes from the
// storefront's catalogs (web/src/locales), the server's mail texts
// (internal/platform/i18n/messages) and the content API, never typed in here.

type Texts = { [key: string]: Texts | string };
const root = join(import.meta.dirname, '..');

/** Every catalog file of a directory in one tree (the storefront splits its texts into namespaces). */
function catalogsIn(dir: string): Texts {
  const merge = (into: Texts, from: Texts) => {
    for (const [key, value] of Object.entries(from)) {
      const there = into[key];
      if (typeof value === 'object' && typeof there === 'object') merge(there, value);
      else into[key] = value;
    }
  };
  const merged: Texts = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    merge(merged, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Texts);
  }
  return merged;
}
const storefront = Object.fromEntries(languages.map((l) => [l, catalogsIn(join(root, 'web', 'src', 'locales', l))])) as Record<Language, Texts>;
const server = Object.fromEntries(
  languages.map((l) => [l, catalogsIn(join(root, 'internal', 'platform', 'i18n', 'messages', l))]),
) as Record<Language, Texts>;

/** A text of a catalog with its placeholders filled, as i18next does it; a missing key fails the test. */
function lookUp(texts: Texts, key: string, values: Record<string, string | number> = {}): string {
  let node: Texts | string | undefined = texts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
const t = (lang: Language, key: string, values?: Record<string, string | number>) => lookUp(storefront[lang], key, values);
const mailText = (lang: Language, key: string, values?: Record<string, string | number>) => lookUp(server[lang], key, values);

async function graphql<T>(path: string, lang: Language, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: `shop_${lang}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}
/** The content API, as the storefront asks it. */
const content = <T>(lang: Language, query: string, variables?: Record<string, unknown>) =>
  graphql<T>('/api/content/graphql', lang, query, variables);
/** The commerce API. */
const commerce = <T>(lang: Language, query: string, variables?: Record<string, unknown>) => graphql<T>('/graphql', lang, query, variables);

interface Link {
  label: string;
  url: string;
}
interface PageDoc {
  title: string;
  url: string;
  meta: { title: string | null };
  breadcrumbs: Link[];
  blocks: Record<string, unknown>[];
}

/** A published page of the shop's site by its url in a language. */
async function pageByUrl(lang: Language, url: string): Promise<PageDoc> {
  const data = await content<{ Pages: { docs: PageDoc[] } }>(
    lang,
    `query ($url: String!, $locale: LocaleInputType) {
      Pages(where: { url: { equals: $url } }, locale: $locale) {
        docs {
          title url meta { title } breadcrumbs { label url }
          blocks {
            __typename
            ... on TeaserBlock { layout items { headline image { alt } link { label url } } }
            ... on IntroBlock { introHeadline: headline }
            ... on CatalogBlock { headline type categoryIds productSkus limit }
            ... on AccordeonBlock { headline items { title html } }
            ... on ClubsBlock { headline }
            ... on StaticFormBlock { headline successMessage }
            ... on DynamicFormBlock {
              headline
              form {
                id title submitButtonLabel confirmationMessage
                fields { blockType name label required options { label value } }
              }
            }
          }
        }
      }
    }`,
    { url, locale: lang },
  );
  const page = data.Pages.docs[0];
  if (!page) throw new Error(`no page ${url} in ${lang}`);
  return page;
}

/** The blocks of one type on a page. */
const blocksOf = <T>(page: PageDoc, type: string) => page.blocks.filter((b) => b.__typename === type) as T[];

interface SiteDoc {
  headerGroup: {
    entries: {
      __typename: string;
      copy?: string;
      link?: Link | null;
      mainNavigationItems?: (Link & { children: (Link & { children: Link[] })[] })[];
    }[];
  };
  footerGroup: { blocks: { __typename: string; columns?: { title: string; links: Link[] }[]; links?: Link[] }[] };
  tracking: { googleAnalyticsId: string | null; clarityId: string | null };
}

async function site(lang: Language): Promise<SiteDoc> {
  const data = await content<{ Sites: { docs: SiteDoc[] } }>(
    lang,
    `query ($locale: LocaleInputType) {
      Sites(where: { code: { equals: "shop" } }, locale: $locale) {
        docs {
          headerGroup { entries {
            __typename
            ... on Announcement { copy link { label url } }
            ... on MainNavigation { mainNavigationItems { label url children { label url children { label url } } } }
          } }
          footerGroup { blocks {
            __typename
            ... on FooterMultiColumns { columns { title links { label url } } }
            ... on FooterLinkList { links { label url } }
          } }
          tracking { googleAnalyticsId clarityId }
        }
      }
    }`,
    { locale: lang },
  );
  const doc = data.Sites.docs[0];
  if (!doc) throw new Error('no site "shop"');
  return doc;
}

interface ClubDoc {
  id: number;
  name: string;
  listName: string;
  slug: string;
  visibility: string;
  bannerColor: string;
  shopRootCategoryId: string;
  skuPrefix: string;
  blocks: { __typename: string; headline?: string | null }[];
}
const clubFields = `id name listName slug visibility bannerColor shopRootCategoryId skuPrefix
  blocks { __typename ... on CatalogBlock { headline } ... on TextImageBlock { headline } ... on DirectLinksBlock { headline } }`;

async function visibleClubs(lang: Language): Promise<ClubDoc[]> {
  const data = await content<{ Clubs: { docs: ClubDoc[] } }>(lang, `query ($locale: LocaleInputType) { Clubs(limit: 0, locale: $locale) { docs { ${clubFields} } } }`, {
    locale: lang,
  });
  return data.Clubs.docs;
}
async function clubBySlug(lang: Language, slug: string): Promise<ClubDoc> {
  const data = await content<{ Clubs: { docs: ClubDoc[] } }>(
    lang,
    `query ($slug: String!, $locale: LocaleInputType) { Clubs(where: { slug: { equals: $slug } }, locale: $locale) { docs { ${clubFields} } } }`,
    { slug, locale: lang },
  );
  const club = data.Clubs.docs[0];
  if (!club) throw new Error(`no club ${slug}`);
  return club;
}

/** The demo's private club (internal/content/demo/clubs.go); the journey checks that it is private. */
const privateClubSlug = 'ponyclub-sonnenwiese';

/** Waits for a value, long enough for a fresh server on a busy machine. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** Text as people read it: Intl puts no-break spaces into prices and dates. */
const normal = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const textOf = async (locator: Locator) => normal(await locator.textContent());
/** Rich text as the page's text reads it: the tags gone, the entities decoded. */
const plain = (html: string) =>
  normal(
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&(quot|apos|lt|gt|nbsp|amp);/g, (_, name: string) => ({ quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ', amp: '&' })[name] ?? ''),
  );
/** The part of a catalog text before a placeholder, for texts whose value is formatted by the page. */
const before = (lang: Language, key: string, values: Record<string, string>, placeholder: string) =>
  t(lang, key, { ...values, [placeholder]: '\u0000' }).split('\u0000')[0] ?? '';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field whose accessible name starts with its label (required ones add "(required)"). */
const startsWith = (label: string) => new RegExp(`^${escape(label)}`);
const priceIn: Record<Language, RegExp> = { de: /\d+,\d{2}\s€/, en: /€\d+\.\d{2}/, fr: /\d+,\d{2}\s€/ };
/** A colour as getComputedStyle reports it. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
/** The text of what describes a field: its error message. */
async function messageOf(input: Locator): Promise<string> {
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => textOf(input.page().locator(`[id="${id}"]`))));
  return texts.join(' ');
}
const focusedInside = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement));

/** A small real PNG (a disc on a square), made here so that nothing is read from disk. */
function png(size = 32): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size / 3) ** 2;
      raw.set(inside ? [201, 164, 92] : [31, 61, 107], y * (size * 3 + 1) + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A fresh address per run, short enough for `paddock mail`'s list. */
const run = Date.now().toString(36);
const address = (who: string) => `${who}-${run}@example.org`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the home page of blocks', () => {
  for (const [lang, viewport] of [
    ['de', 'desktop'],
    ['de', 'phone'],
    ['en', 'desktop'],
  ] as [Language, Viewport][]) {
    test(`/${lang} on a ${viewport}: header, every block and footer`, async () => {
      const [home, siteDoc, clubs] = await Promise.all([pageByUrl(lang, ''), site(lang), visibleClubs(lang)]);
      const { page, context, problems } = await open(browser, { viewport, locale: lang });
      const res = await page.goto(`/${lang}`);
      expect(res?.status()).toBe(200);
      await poll(() => h1(page).textContent()).toBe(home.title);
      expect(await page.title()).toBe(`${home.meta.title ?? home.title} | Paddock`);
      const main = page.locator('main');

      // Teasers: the hero with its picture and link, then the cards.
      for (const teaser of blocksOf<{ layout: string; items: { headline: string; image: { alt: string } | null; link: Link | null }[] }>(
        home,
        'TeaserBlock',
      )) {
        for (const item of teaser.items) {
          const heading = page.getByRole('heading', { name: item.headline, exact: true });
          await main.locator(heading).waitFor();
          const card = teaser.layout === 'hero' ? main.getByRole('region', { name: item.headline }) : main.getByRole('listitem').filter({ has: heading });
          if (item.image) expect(await card.getByRole('img', { name: item.image.alt }).count(), item.headline).toBeGreaterThan(0);
          if (item.link) expect(await card.getByRole('link', { name: item.link.label }).getAttribute('href')).toBe(item.link.url);
        }
      }
      for (const intro of blocksOf<{ introHeadline: string }>(home, 'IntroBlock')) {
        await main.getByRole('heading', { level: 2, name: intro.introHeadline }).waitFor();
      }

      // Catalogue blocks: the products the block names, each with its price.
      const catalogBlocks = blocksOf<{ headline: string; type: string; productSkus: string[]; limit: number }>(home, 'CatalogBlock');
      expect(catalogBlocks.length).toBeGreaterThan(0);
      for (const block of catalogBlocks) {
        const region = main.getByRole('region', { name: block.headline });
        const cards = region.locator('article');
        await cards.first().waitFor();
        if (block.type === 'products') {
          const { products } = await commerce<{ products: { items: { sku: string; name: string }[] } }>(
            lang,
            'query ($s: [String!]) { products(filter: { sku: { in: $s } }) { items { sku name } } }',
            { s: block.productSkus },
          );
          expect(await cards.count()).toBe(block.productSkus.length);
          expect((await region.locator('article h3').allTextContents()).sort()).toEqual(products.items.map((p) => p.name).sort());
        } else {
          expect(await cards.count()).toBeGreaterThan(0);
          expect(await cards.count()).toBeLessThanOrEqual(block.limit);
        }
        for (const card of await cards.all()) expect(await textOf(card)).toMatch(priceIn[lang]);
      }

      // The FAQ opens with the keyboard: Enter on a question shows its answer, again hides it.
      const [faq] = blocksOf<{ headline: string; items: { title: string; html: string }[] }>(home, 'AccordeonBlock');
      const question = faq?.items[0];
      if (!faq || !question) throw new Error('the home page has no FAQ');
      const trigger = main.getByRole('region', { name: faq.headline }).getByRole('button', { name: question.title });
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      const answer = main.getByText(plain(question.html).slice(0, 40));
      expect(await answer.isVisible()).toBe(false);
      await trigger.focus();
      await page.keyboard.press('Enter');
      await poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      await poll(() => answer.isVisible()).toBe(true);
      await page.keyboard.press('Space');
      await poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Enter');
      await poll(() => trigger.getAttribute('aria-expanded')).toBe('true');

      // The clubs overview: a card for every listed club, the private one not among them.
      const [clubsBlock] = blocksOf<{ headline: string }>(home, 'ClubsBlock');
      const clubRegion = main.getByRole('region', { name: clubsBlock?.headline ?? t(lang, 'clubs.overview') });
      await clubRegion.getByRole('link').first().waitFor();
      expect((await clubRegion.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).sort()).toEqual(
        clubs.map((c) => `/${lang}/verein/${c.slug}`).sort(),
      );
      expect(clubs.map((c) => c.slug)).not.toContain(privateClubSlug);

      // The newsletter form.
      const [newsletter] = blocksOf<{ headline: string }>(home, 'StaticFormBlock');
      const signUp = main.getByRole('region', { name: newsletter?.headline ?? t(lang, 'newsletter.heading') });
      await signUp.getByRole('textbox', { name: t(lang, 'newsletter.emailLabel') }).waitFor();
      await signUp.getByRole('button', { name: t(lang, 'newsletter.submit') }).waitFor();

      // The header: the announcement and the main navigation with its children.
      const header = page.getByRole('banner');
      const announcement = siteDoc.headerGroup.entries.find((e) => e.__typename === 'Announcement');
      if (!announcement?.copy) throw new Error('the site has no announcement');
      await header.getByText(announcement.copy).waitFor();
      if (announcement.link) {
        expect(await header.getByRole('link', { name: announcement.link.label }).getAttribute('href')).toBe(announcement.link.url);
      }
      const navItems = siteDoc.headerGroup.entries.find((e) => e.__typename === 'MainNavigation')?.mainNavigationItems ?? [];
      // An entry with children, and one of them that is a link (not a further level).
      const parent = navItems.find((item) => item.children.some((c) => c.children.length === 0));
      const child = parent?.children.find((c) => c.children.length === 0);
      if (!parent || !child) throw new Error('the main navigation has no entry with children');
      const navLabel = t(lang, 'navigation.label');
      if (viewport === 'desktop') {
        const nav = page.getByRole('navigation', { name: navLabel });
        for (const item of navItems) {
          expect(await nav.getByRole(item.children.length > 0 ? 'button' : 'link', { name: item.label, exact: true }).count(), item.label).toBe(1);
        }
        await nav.getByRole('button', { name: parent.label, exact: true }).click();
        const childLink = nav.getByRole('link', { name: child.label, exact: true }).first();
        await childLink.waitFor();
        expect(await childLink.getAttribute('href')).toBe(child.url);
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('button', { name: t(lang, 'navigation.open') }).click();
        const drawer = page.getByRole('dialog', { name: navLabel });
        await drawer.waitFor();
        await drawer.getByRole('button', { name: new RegExp(`^${escape(parent.label)}`) }).click();
        const childLink = drawer.getByRole('link', { name: child.label, exact: true }).first();
        await childLink.waitFor();
        expect(await childLink.getAttribute('href')).toBe(child.url);
        await page.keyboard.press('Escape');
        await poll(() => drawer.isVisible()).toBe(false);
      }

      // The footer: the columns and the legal links.
      const footer = page.getByRole('contentinfo');
      const columns = siteDoc.footerGroup.blocks.find((b) => b.__typename === 'FooterMultiColumns')?.columns ?? [];
      expect(columns.length).toBeGreaterThan(0);
      for (const column of columns) {
        const nav = footer.getByRole('navigation', { name: column.title, exact: true });
        for (const link of column.links) {
          expect(await nav.getByRole('link', { name: link.label, exact: true }).getAttribute('href'), link.label).toBe(link.url);
        }
      }
      const legal = siteDoc.footerGroup.blocks.find((b) => b.__typename === 'FooterLinkList')?.links ?? [];
      const legalNav = footer.getByRole('navigation', { name: t(lang, 'site.footer.legal') });
      expect(await legalNav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(legal.map((l) => l.url));

      expect(await widthOf(page)).toBeLessThanOrEqual(viewports[viewport].width);
      await expectAccessible(page, { soft: true });
      await screenshot(page, `content-home-${lang}-${viewport}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('club shops', () => {
  test('clubs overview → a club home in the club-shop layout → its catalogue (de)', async () => {
    const clubs = await visibleClubs('de');
    const club = clubs[0];
    if (!club) throw new Error('no visible club');
    const overview = await pageByUrl('de', 'verein');
    const { page, context, problems } = await open(browser);
    const res = await page.goto('/de/verein');
    expect(res?.status()).toBe(200);
    await poll(() => h1(page).textContent()).toBe(overview.title);
    const main = page.locator('main');
    await main.locator(`a[href="/de/verein/${club.slug}"]`).waitFor();
    for (const c of clubs) expect(await main.locator(`a[href="/de/verein/${c.slug}"]`).count(), c.slug).toBe(1);
    expect(await main.locator(`a[href="/de/verein/${privateClubSlug}"]`).count()).toBe(0);
    expect(await context.cookies().then((cs) => cs.some((c) => c.name === 'paddock_club'))).toBe(false);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-clubs-de-desktop');

    // A club's home: its hero in the banner colour with the logo, then its blocks.
    await main.locator(`a[href="/de/verein/${club.slug}"]`).click();
    await poll(() => pathOf(page)).toBe(`/de/verein/${club.slug}`);
    await poll(() => h1(page).textContent()).toBe(club.name);
    const hero = main.getByRole('region', { name: club.name });
    expect(await hero.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(club.bannerColor));
    const logo = hero.locator('img[src^="/media/"]').first();
    await poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    for (const block of club.blocks) {
      if (block.headline) await main.getByRole(block.__typename === 'DirectLinksBlock' ? 'navigation' : 'region', { name: block.headline }).waitFor();
    }
    // The club-shop layout: the club's band under the header, in its colour, and the 'club' scope.
    const band = page.getByRole('banner').locator('[data-scope="club"]');
    await band.waitFor();
    expect(await band.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(club.bannerColor));
    const clubNav = page.getByRole('navigation', { name: t('de', 'clubs.navigation', { club: club.name }) });
    await clubNav.waitFor();
    expect(await page.locator('#root > [data-scope]').getAttribute('data-scope')).toBe('club');
    // The current club is remembered in its cookie.
    await poll(async () => (await context.cookies()).find((c) => c.name === 'paddock_club')?.value).toBeTruthy();
    const cookie = (await context.cookies()).find((c) => c.name === 'paddock_club');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? ''))).toEqual({
      id: club.id,
      name: club.name,
      slug: club.slug,
      rootCategoryId: club.shopRootCategoryId,
    });
    expect(cookie?.sameSite).toBe('Lax');
    expect(await widthOf(page)).toBeLessThanOrEqual(viewports.desktop.width);
    await expectAccessible(page, { soft: true });
    await screenshot(page, `content-club-${club.slug}-de-desktop`);

    // Its catalogue: the products under the club's root category.
    const { products } = await commerce<{ products: { total_count: number } }>(
      'de',
      'query ($u: String!) { products(filter: { category_uid: { eq: $u } }, pageSize: 1) { total_count } }',
      { u: Buffer.from(club.shopRootCategoryId).toString('base64') },
    );
    expect(products.total_count).toBeGreaterThan(0);
    await clubNav.getByRole('link', { name: t('de', 'clubs.toCatalogue') }).click();
    await poll(() => pathOf(page)).toBe('/de/verein/produktkatalog');
    await poll(() => h1(page).textContent()).toBe(t('de', 'clubs.catalogueOf', { club: club.name }));
    await page.getByText(t('de', 'listing.count_other', { count: products.total_count }), { exact: true }).waitFor();
    await poll(() => main.locator('article').count()).toBe(Math.min(24, products.total_count));
    for (const card of (await main.locator('article').all()).slice(0, 4)) expect(await textOf(card)).toMatch(priceIn.de);
    expect(await page.locator('#root > [data-scope]').getAttribute('data-scope')).toBe('club');
    // The club's own catalogue is framed as its shop: the club's band again.
    await band.waitFor();
    expect(await band.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(club.bannerColor));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-club-catalogue-de-desktop');

    // The catalogue opened afresh (a reload) still knows the club from the cookie.
    const reload = await page.reload();
    expect(reload?.status()).toBe(200);
    await poll(() => h1(page).textContent()).toBe(t('de', 'clubs.catalogueOf', { club: club.name }));

    // The club's shop category has the club's SKU prefix in its path: the club-shop layout there,
    // with products of the club's own SKUs; the shop's layout elsewhere in the catalogue.
    const { categoryList } = await commerce<{ categoryList: { url_path: string; name: string }[] }>(
      'de',
      'query ($id: String!) { categoryList(filters: { ids: { eq: $id } }) { url_path name } }',
      { id: club.shopRootCategoryId },
    );
    const shopCategory = categoryList[0];
    if (!shopCategory) throw new Error(`no category ${club.shopRootCategoryId}`);
    expect(shopCategory.url_path.split('/')).toContain(club.skuPrefix.toLowerCase());
    await page.goto(`/de/${shopCategory.url_path}`);
    await poll(() => h1(page).textContent()).toBe(shopCategory.name);
    await band.waitFor();
    expect(await band.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(club.bannerColor));
    const { products: own } = await commerce<{ products: { items: { sku: string }[] } }>(
      'de',
      'query ($u: String!) { products(filter: { category_uid: { eq: $u } }, pageSize: 50) { items { sku } } }',
      { u: Buffer.from(club.shopRootCategoryId).toString('base64') },
    );
    for (const { sku } of own.items) expect(sku.startsWith(`${club.skuPrefix}-`), sku).toBe(true);
    await screenshot(page, `content-club-shop-category-de-desktop`);
    await page.goto('/de/reiter');
    await poll(() => h1(page).textContent()).not.toBe(shopCategory.name);
    await page.locator('main article').first().waitFor();
    expect(await band.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a club's content page in its club-shop layout; the club area's banner pages without a club's band (en desktop, fr phone)", async () => {
    const [club] = await visibleClubs('en');
    if (!club) throw new Error('no visible club');
    const about = await pageByUrl('en', `verein/${club.slug}/ueber-uns`);
    const { page, context, problems } = await open(browser, { locale: 'en-US' });
    const band = page.getByRole('banner').locator('[data-scope="club"]');
    const res = await page.goto(`/en/verein/${club.slug}/ueber-uns`);
    expect(res?.status()).toBe(200);
    // An intro block opening the page brings the h1 (the club's name); the title ends the breadcrumbs.
    const [first] = about.blocks;
    expect(first?.__typename).toBe('IntroBlock');
    await poll(() => h1(page).textContent()).toBe(first?.introHeadline);
    await band.waitFor();
    expect(await band.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(club.bannerColor));
    expect(await page.locator('#root > [data-scope]').getAttribute('data-scope')).toBe('club');
    const crumbs = page.getByRole('navigation', { name: t('en', 'breadcrumbs.label') });
    expect(await textOf(crumbs.locator('[aria-current="page"]'))).toBe(about.title);
    expect(await crumbs.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      [t('en', 'breadcrumbs.home'), '/en'],
      [club.name, `/en/verein/${club.slug}`],
    ]);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-club-page-en-desktop');

    // The club area: the banner page and, by its link, how the club shop works; no club's band there.
    const banner = await pageByUrl('en', 'verein/banner');
    const howTo = await pageByUrl('en', 'verein/banner/so-funktionierts');
    await page.goto('/en/verein/banner');
    await poll(() => h1(page).textContent()).toBe(banner.title);
    expect(await page.locator('#root > [data-scope]').getAttribute('data-scope')).toBe('club');
    expect(await band.count()).toBe(0);
    await page.locator('main a[href="/en/verein/banner/so-funktionierts"]').first().click();
    await poll(() => pathOf(page)).toBe('/en/verein/banner/so-funktionierts');
    await poll(() => h1(page).textContent()).toBe(howTo.title);
    expect(await band.count()).toBe(0);
    await expectAccessible(page, { soft: true });
    expect(problems).toEqual([]);
    await context.close();

    const phone = await open(browser, { viewport: 'phone', locale: 'fr-FR' });
    const frHowTo = await pageByUrl('fr', 'verein/banner/so-funktionierts');
    expect((await phone.page.goto('/fr/verein/banner/so-funktionierts'))?.status()).toBe(200);
    await poll(() => h1(phone.page).textContent()).toBe(frHowTo.title);
    expect(await widthOf(phone.page)).toBeLessThanOrEqual(viewports.phone.width);
    await expectAccessible(phone.page, { soft: true });
    await screenshot(phone.page, 'content-club-banner-howto-fr-phone');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  test('an unknown club answers 404; a private club is not listed but opens by its link', async () => {
    const privateClub = await clubBySlug('de', privateClubSlug);
    expect(privateClub.visibility).toBe('private');
    const { page, context } = await open(browser);
    const res = await page.goto('/de/verein/gibt-es-nicht');
    expect(res?.status()).toBe(404);
    await poll(() => h1(page).textContent()).toBe(t('de', 'errors.notFound.title'));

    const own = await page.goto(`/de/verein/${privateClubSlug}`);
    expect(own?.status()).toBe(200);
    await poll(() => h1(page).textContent()).toBe(privateClub.name);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toContain('noindex');
    await page.getByRole('navigation', { name: t('de', 'clubs.navigation', { club: privateClub.name }) }).waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-club-private-de-desktop');

    // Listed nowhere: neither on the overview nor on the home page.
    for (const path of ['/de/verein', '/de']) {
      await page.goto(path);
      await page.locator('main a[href^="/de/verein/"]').first().waitFor();
      expect(await page.locator(`main a[href="/de/verein/${privateClubSlug}"]`).count(), path).toBe(0);
    }
    await context.close();
  });
});

interface SaleDoc {
  slug: string;
  title: string;
  countdown: { state: string };
  settings: { salesType: string; categoryId: string | null; singleProductSku: string | null };
}

describe('flash sales', () => {
  const salesIn = async (lang: Language) =>
    (
      await content<{ SalesEvents: { docs: SaleDoc[] } }>(
        lang,
        'query ($l: LocaleInputType) { SalesEvents(locale: $l) { docs { slug title countdown { state } settings { salesType categoryId singleProductSku } } } }',
        { l: lang },
      )
    ).SalesEvents.docs;

  /** Where a sale leads: its category or its one product, by the commerce API. */
  async function target(lang: Language, sale: SaleDoc): Promise<{ label: string; href: string; title: string }> {
    if (sale.settings.salesType === 'category') {
      const [category] = (
        await commerce<{ categoryList: { name: string; url_path: string }[] }>(
          lang,
          'query ($id: String!) { categoryList(filters: { ids: { eq: $id } }) { name url_path } }',
          { id: sale.settings.categoryId },
        )
      ).categoryList;
      if (!category) throw new Error(`sale ${sale.slug} names no category`);
      return { label: t(lang, 'flashSale.toCategory', { category: category.name }), href: `/${lang}/${category.url_path}`, title: category.name };
    }
    const { products } = await commerce<{ products: { items: { name: string; url_key: string }[] } }>(
      lang,
      'query ($s: String!) { products(filter: { sku: { eq: $s } }) { items { name url_key } } }',
      { s: sale.settings.singleProductSku },
    );
    const product = products.items[0];
    if (!product) throw new Error(`sale ${sale.slug} names no product`);
    return { label: t(lang, 'flashSale.toProduct', { product: product.name }), href: `/${lang}/${product.url_key}`, title: product.name };
  }

  for (const lang of ['de', 'en'] as const) {
    test(`${lang}: the running sale counts down to its end, the upcoming one to its start, each linking to its offer`, async () => {
      const sales = await salesIn(lang);
      const { page, context, problems } = await open(browser, { locale: lang });
      for (const [state, lead] of [
        ['running', t(lang, 'flashSale.endsIn')],
        ['upcoming', t(lang, 'flashSale.startsIn')],
      ] as const) {
        const sale = sales.find((s) => s.countdown.state === state);
        if (!sale) throw new Error(`the demo has no ${state} sale`);
        const res = await page.goto(`/${lang}/${sale.slug}`);
        expect(res?.status()).toBe(200);
        await poll(() => h1(page).textContent()).toBe(sale.title);
        const main = page.locator('main');
        await main.getByText(lead, { exact: true }).waitFor();
        // The figures (days, hours, minutes, seconds) tick: they change within a second or two.
        const figures = main.locator('time[aria-hidden="true"]');
        const before = await textOf(figures);
        expect(before).toMatch(/^\d{2,}\D+\d{2}\D+\d{2}\D+\d{2}\D+$/);
        await poll(() => textOf(figures)).not.toBe(before);
        // Screen readers hear the same in words.
        expect(await textOf(main.locator('[aria-live="polite"]').first())).toMatch(new RegExp(`^${escape(lead)} `));

        // The way to what is on sale.
        const offer = await target(lang, sale);
        const link = main.getByRole('link', { name: offer.label });
        expect(await link.getAttribute('href')).toBe(offer.href);
        await expectAccessible(page, { soft: true });
        await screenshot(page, `content-sale-${state}-${lang}-desktop`);
        await link.click();
        await poll(() => pathOf(page)).toBe(offer.href);
        await poll(() => h1(page).textContent()).toBe(offer.title);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('the contact form', () => {
  for (const lang of ['de', 'en'] as const) {
    test(`${lang}: by keyboard: required fields, then a ticket with its code, mailed to the shop and as a receipt`, async () => {
      const { page, context, problems } = await open(browser, { locale: lang });
      const res = await page.goto(`/${lang}/service/kontakt`);
      expect(res?.status()).toBe(200);
      const form = page.getByRole('form', { name: t(lang, 'contact.heading') });
      const field = (key: string) => form.getByRole('textbox', { name: startsWith(t(lang, `contact.${key}`)) });
      const submit = form.getByRole('button', { name: t(lang, 'contact.submit') });
      await submit.waitFor();

      // Empty, sent by keyboard: each required field says so and the first gets the focus.
      await field('name').focus();
      for (let i = 0; i < 10 && !(await submit.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      expect(await submit.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      for (const key of ['name', 'email', 'subject', 'message']) {
        const input = field(key);
        await poll(() => input.getAttribute('aria-invalid')).toBe('true');
        expect(await messageOf(input), key).toBe(t(lang, 'validation.required'));
      }
      expect(await field('telephone').getAttribute('aria-invalid')).toBe('false');
      await poll(() => field('name').evaluate((el) => el === document.activeElement)).toBe(true);
      await expectAccessible(page, { soft: true });
      await screenshot(page, `content-contact-errors-${lang}-desktop`);

      // Filled in by keyboard, field by field; a wrong address first.
      const email = address(`kontakt-${lang}`);
      const subject = lang === 'de' ? 'Frage zur Reithose Classic' : 'Question about the Classic breeches';
      await page.keyboard.type(lang === 'de' ? 'Erika Mustermann' : 'Jane Rider');
      await page.keyboard.press('Tab');
      await page.keyboard.type('erika-at-example');
      await page.keyboard.press('Tab');
      await poll(() => messageOf(field('email'))).toBe(t(lang, 'forms.validation.email'));
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(email);
      await page.keyboard.press('Tab'); // telephone stays empty
      await page.keyboard.press('Tab');
      await page.keyboard.type(subject);
      await page.keyboard.press('Tab');
      await page.keyboard.type(
        lang === 'de' ? 'Gibt es die Reithose Classic auch in Größe 44 lang?' : 'Do you have the Classic breeches in size 44 long?',
      );
      await page.keyboard.press('Tab');
      expect(await submit.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');

      const receipt = page.getByRole('status').filter({ hasText: t(lang, 'contact.received') });
      await receipt.waitFor();
      const code = await textOf(receipt.locator('strong'));
      expect(code).toMatch(/^KT-[A-Z0-9]{6}$/);
      expect(await textOf(receipt)).toContain(t(lang, 'contact.receiptSent', { email }));
      await poll(() => receipt.evaluate((el) => el === document.activeElement)).toBe(true);
      await expectAccessible(page, { soft: true });
      await screenshot(page, `content-contact-sent-${lang}-desktop`);

      // The local mailbox: the ticket to the shop (replies go to the customer) and the receipt quoting the code.
      const [toShop] = await waitForMails((m) => m.tag === 'helpdesk.ticket' && m.subject.includes(code));
      expect(toShop?.headers['Reply-To']).toContain(email);
      expect(toShop?.to).not.toContain(email);
      expect(toShop?.text).toContain(subject);
      const [toCustomer] = await waitForMails((m) => m.tag === 'helpdesk.receipt' && m.to.includes(email));
      expect(toCustomer?.subject).toBe(mailText(lang, 'helpdesk.mail.receipt.subject', { code }));
      expect(toCustomer?.text).toContain(code);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('the newsletter', () => {
  test('fr: double opt-in round trip through the local mailbox; a second sign-up tells nothing and mails nothing', async () => {
    const lang: Language = 'fr';
    const home = await pageByUrl(lang, '');
    const [block] = blocksOf<{ headline: string; successMessage: string | null }>(home, 'StaticFormBlock');
    if (!block) throw new Error('the home page has no newsletter block');
    const email = address('nl');
    const { page, context, problems } = await open(browser, { locale: 'fr-FR' });

    const signUp = async () => {
      await page.goto(`/${lang}`);
      const region = page.getByRole('region', { name: block.headline });
      const box = region.getByRole('textbox', { name: t(lang, 'newsletter.emailLabel') });
      await box.fill(email);
      await box.press('Enter');
      const outcome = region.getByRole('status');
      await outcome.waitFor();
      return outcome;
    };

    const pending = await signUp();
    expect(await textOf(pending)).toBe(block.successMessage ? plain(block.successMessage) : t(lang, 'newsletter.checkInboxTitle'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-newsletter-pending-fr-desktop');

    const [confirm] = await waitForMails((m) => m.tag === 'newsletter.confirm' && m.to.includes(email));
    expect(confirm?.subject).toBe(mailText(lang, 'newsletter.mail.confirm.subject'));
    const link = /https?:\/\/\S+\/newsletter\/subscription\/success\?token=[^\s>)"]+/.exec(confirm?.text ?? '')?.[0];
    expect(link, confirm?.text).toBeTruthy();
    expect(link?.startsWith(`${baseURL()}/${lang}/`)).toBe(true);

    const res = await page.goto(link ?? '');
    expect(res?.status()).toBe(200);
    await poll(() => h1(page).textContent()).toBe(t(lang, 'routes.newsletter-subscription-success.title'));
    const state = page.getByRole('status');
    await state.getByRole('heading', { level: 2, name: t(lang, 'newsletter.confirmation.confirmedTitle') }).waitFor();
    await state.getByText(t(lang, 'newsletter.confirmation.confirmed')).waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-newsletter-confirmed-fr-desktop');
    await waitForMails((m) => m.tag === 'newsletter.welcome' && m.to.includes(email));

    // Signing up again answers as for any address, so that nobody can test
    // who subscribed; the subscriber gets no new mail (it would be written
    // with the answer).
    const again = await signUp();
    expect(await textOf(again)).toBe(block.successMessage ? plain(block.successMessage) : t(lang, 'newsletter.checkInboxTitle'));
    expect(await waitForMails((m) => m.tag === 'newsletter.confirm' && m.to.includes(email))).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

interface FormDoc {
  id: number;
  title: string;
  submitButtonLabel: string;
  confirmationMessage: string | null;
  fields: { blockType: string; name: string; label: string | null; required: boolean; options: { label: string; value: string }[] }[];
}

describe('a dynamic form', () => {
  test('the club merchandise enquiry with a logo upload; a disguised or oversized file is refused beside the field (de)', async () => {
    const enquiry = await pageByUrl('de', 'service/vereinsanfrage');
    const formDoc = blocksOf<{ form: FormDoc | null }>(enquiry, 'DynamicFormBlock')[0]?.form;
    if (!formDoc) throw new Error('the enquiry page has no form');
    const label = (name: string) => {
      const found = formDoc.fields.find((f) => f.name === name)?.label;
      if (!found) throw new Error(`the form has no field ${name}`);
      return found;
    };
    const { page, context, problems } = await open(browser);
    const res = await page.goto('/de/service/vereinsanfrage');
    expect(res?.status()).toBe(200);
    // An intro block opens the page and brings its h1.
    const intro = blocksOf<{ introHeadline: string }>(enquiry, 'IntroBlock')[0];
    await poll(() => h1(page).textContent()).toBe(intro?.introHeadline ?? enquiry.title);
    const form = page.getByRole('form', { name: formDoc.title });
    const submit = form.getByRole('button', { name: formDoc.submitButtonLabel });
    await submit.waitFor();

    // Sent empty: every required field says so.
    await submit.click();
    const required = formDoc.fields.filter((f) => f.required);
    await poll(() => form.getByText(t('de', 'validation.required'), { exact: true }).count()).toBe(required.length);

    // The logo: a PNG renamed .pdf is refused by the server, a file over the limit before sending.
    const fileInput = form.locator('input[type="file"]');
    const uploadField = fileInput.locator('xpath=../..');
    await fileInput.setInputFiles({ name: 'vereinslogo.pdf', mimeType: 'application/pdf', buffer: png() });
    await uploadField
      .getByText(t('de', 'forms.upload.refusedByServer', { name: 'vereinslogo.pdf', reason: mailText('de', 'content.upload.disguised') }))
      .waitFor();
    const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1);
    png().copy(tooBig);
    await fileInput.setInputFiles({ name: 'riesig.png', mimeType: 'image/png', buffer: tooBig });
    await uploadField.getByText(new RegExp(`^${escape(before('de', 'forms.upload.tooBig', { name: 'riesig.png' }, 'max'))}\\S`)).waitFor();
    expect(await uploadField.getByText('vereinslogo.pdf').count()).toBe(0);
    await screenshot(page, 'content-form-upload-refused-de-desktop');

    // A real PNG is taken.
    await fileInput.setInputFiles({ name: 'vereinslogo.png', mimeType: 'image/png', buffer: png() });
    const uploaded = uploadField.getByRole('listitem').filter({ hasText: 'vereinslogo.png' });
    await uploaded.getByText(t('de', 'forms.upload.done'), { exact: true }).waitFor();
    // A new choice clears the refusals.
    expect(await uploadField.locator('[aria-live="polite"] li').count()).toBe(0);

    const clubName = `Reitverein Probe ${run}`;
    await form.getByRole('textbox', { name: startsWith(label('verein')) }).fill(clubName);
    await form.getByRole('textbox', { name: startsWith(label('ansprechperson')) }).fill('Erika Mustermann');
    await form.getByRole('textbox', { name: startsWith(label('email')) }).fill(address('anfrage'));
    await form.getByRole('textbox', { name: startsWith(label('stueckzahl')) }).fill('40');
    const kind = formDoc.fields.find((f) => f.name === 'produktart')?.options[1];
    await form.getByRole('combobox', { name: startsWith(label('produktart')) }).selectOption(kind?.value ?? '');
    await form.getByRole('textbox', { name: startsWith(label('nachricht')) }).fill('Schabracken in Marineblau mit goldenem Wappen.');
    await form.getByRole('checkbox', { name: startsWith(label('datenschutz')) }).check();
    await expectAccessible(page, { soft: true });
    await submit.click();

    const confirmation = page.getByRole('status').filter({ hasText: plain(formDoc.confirmationMessage ?? '').slice(0, 20) });
    await confirmation.waitFor();
    expect(await textOf(confirmation)).toBe(plain(formDoc.confirmationMessage ?? ''));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-form-sent-de-desktop');

    // Mailed to the shop with the logo.
    const [mail] = await waitForMails((m) => m.tag === 'form.submission' && m.text.includes(clubName));
    expect(mail?.subject).toBe(mailText('de', 'content.mail.subject', { form: formDoc.title }));
    expect(mail?.headers['Attachment'] ?? '').toContain('vereinslogo.png');
    // The browser logs the refused upload's answer (400) as a failed resource; nothing else may go wrong.
    expect(problems.filter((p) => !/status of 400 \(Bad Request\)/.test(p))).toEqual([]);
    expect(problems.length).toBeLessThanOrEqual(1);
    await context.close();
  });
});

describe('cookie consent', () => {
  const scripts = (page: Page) =>
    page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager"], script[src*="clarity.ms"]').length);
  const consentOf = async (page: Page) => {
    const cookie = (await page.context().cookies()).find((c) => c.name === 'paddock_consent');
    return cookie ? { cookie, record: JSON.parse(decodeURIComponent(cookie.value)) as { timestamp: string; services: Record<string, boolean> } } : null;
  };

  test('first visit: a modal of three equal choices; only necessary persists and loads no tracking; reopened from the footer, allow all', async () => {
    const tracking = (await site('de')).tracking;
    const { page, context, problems } = await open(browser, { firstVisit: true });
    await page.goto('/de');
    const dialog = page.getByRole('dialog', { name: t('de', 'consent.title') });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.cookie.includes('paddock_consent'))).toBe(false);

    // Focus is inside and stays inside.
    await poll(() => focusedInside(dialog)).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedInside(dialog), `after ${i + 1} Tab`).toBe(true);
    }
    // The three choices weigh the same: same look, same size.
    const buttons = ['consent.allowAll', 'consent.onlyNecessary', 'consent.confirmSelection'].map((key) =>
      dialog.getByRole('button', { name: t('de', key), exact: true }),
    );
    const looks = await Promise.all(
      buttons.map((b) =>
        b.evaluate((el) => {
          const s = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          return [s.backgroundColor, s.color, s.fontWeight, s.fontSize, s.borderWidth, s.paddingTop, Math.round(r.width), Math.round(r.height)].join(' ');
        }),
      ),
    );
    expect(new Set(looks).size, looks.join(' | ')).toBe(1);
    // The privacy policy is one link away.
    expect(await dialog.getByRole('link', { name: t('de', 'consent.privacyLink') }).getAttribute('href')).toBe('/de/service/datenschutz');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-consent-de-desktop');

    await buttons[1]?.click();
    await poll(() => dialog.count()).toBe(0);
    const necessary = await consentOf(page);
    expect(necessary?.record.services).toEqual({ sessions: true, ga: false, clarity: false });
    expect(necessary?.cookie.sameSite).toBe('Lax');
    expect((necessary?.cookie.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    expect(await scripts(page)).toBe(0);

    // Remembered: no modal after a reload, nor on another page.
    for (const path of ['/de', '/de/service/kontakt']) {
      await page.goto(path);
      const settings = page.getByRole('contentinfo').getByRole('button', { name: t('de', 'consent.settingsLink') });
      await settings.waitFor();
      await h1(page).waitFor();
      expect(await page.getByRole('dialog').count(), path).toBe(0);
      expect(await scripts(page)).toBe(0);
    }

    // Reopened from the footer: the saved choice shows, then allow all.
    await page.getByRole('contentinfo').getByRole('button', { name: t('de', 'consent.settingsLink') }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: t('de', 'consent.services.ga.name') }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: t('de', 'consent.allowAll'), exact: true }).click();
    await poll(() => dialog.count()).toBe(0);
    const all = await consentOf(page);
    expect(all?.record.services).toEqual({ sessions: true, ga: true, clarity: true });
    expect(Date.parse(all?.record.timestamp ?? '')).toBeGreaterThanOrEqual(Date.parse(necessary?.record.timestamp ?? ''));
    await page.reload();
    await h1(page).waitFor();
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The scripts load only when the site configures their ids.
    const expected = (tracking.googleAnalyticsId ? 1 : 0) + (tracking.clarityId ? 1 : 0);
    await poll(() => scripts(page)).toBe(expected);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("with the site's analytics ids set, each script loads only once its service is allowed", async () => {
    // The operator sets the ids from the command line; the scripts' hosts answer from here (no internet).
    const ga = 'G-PADDOCKE2E';
    const clarity = 'pdke2e01';
    expect(await paddock(['site', '-ga', ga, '-clarity', clarity])).toContain(`Google Analytics  ${ga}`);
    try {
      expect((await site('de')).tracking).toEqual({ googleAnalyticsId: ga, clarityId: clarity });
      const { page, context, problems } = await open(browser, { firstVisit: true });
      const loaded: string[] = [];
      await context.route(/^https:\/\/www\.(googletagmanager\.com|clarity\.ms)\//, (route) => {
        loaded.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', body: '/* analytics stand-in */' });
      });
      await page.goto('/de');
      const dialog = page.getByRole('dialog', { name: t('de', 'consent.title') });
      await dialog.waitFor();
      expect(await scripts(page)).toBe(0);

      // Only Clarity chosen: its script alone, with the site's id.
      const claritySwitch = dialog.getByRole('switch', { name: t('de', 'consent.services.clarity.name') });
      await claritySwitch.focus();
      await page.keyboard.press('Space');
      expect(await claritySwitch.isChecked()).toBe(true);
      await dialog.getByRole('button', { name: t('de', 'consent.confirmSelection'), exact: true }).click();
      await poll(() => dialog.count()).toBe(0);
      expect((await consentOf(page))?.record.services).toEqual({ sessions: true, ga: false, clarity: true });
      await poll(() => loaded.length).toBe(1);
      expect(loaded[0]).toBe(`https://www.clarity.ms/tag/${clarity}`);
      expect(await scripts(page)).toBe(1);

      // Allowing all on a later visit adds gtag.js with the measurement id and consent mode granted.
      await page.reload();
      await h1(page).waitFor();
      await page.getByRole('contentinfo').getByRole('button', { name: t('de', 'consent.settingsLink') }).click();
      await dialog.getByRole('button', { name: t('de', 'consent.allowAll'), exact: true }).click();
      await poll(() => scripts(page)).toBe(2);
      expect(loaded.some((u) => u === `https://www.googletagmanager.com/gtag/js?id=${ga}`), loaded.join(' ')).toBe(true);
      const dataLayer = await page.evaluate(() =>
        JSON.stringify(((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((args) => Array.from(args))),
      );
      expect(dataLayer).toContain(
        '["consent","update",{"analytics_storage":"granted"}]',
      );
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await paddock(['site', '-ga', '', '-clarity', '']);
    }
  });

  test('the notice on a phone passes axe, and the privacy policy stays readable before choosing', async () => {
    const { page, context } = await open(browser, { viewport: 'phone', firstVisit: true, locale: 'en-US' });
    await page.goto('/en/service/versand');
    const dialog = page.getByRole('dialog', { name: t('en', 'consent.title') });
    await dialog.waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-consent-en-phone');
    await dialog.getByRole('link', { name: t('en', 'consent.privacyLink') }).click();
    await poll(() => pathOf(page)).toBe('/en/service/datenschutz');
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => h1(page).textContent()).toBe((await pageByUrl('en', 'service/datenschutz')).title);
    // Nothing was chosen: the next page asks again.
    expect((await context.cookies()).some((c) => c.name === 'paddock_consent')).toBe(false);
    await page.getByRole('link', { name: t('en', 'layout.homeLink') }).click();
    await poll(() => pathOf(page)).toBe('/en');
    await dialog.waitFor();
    await context.close();
  });
});

describe('content pages', () => {
  const legalPages = ['service/datenschutz', 'service/impressum', 'service/agb', 'service/widerruf', 'service/versand'];
  for (const viewport of ['desktop', 'phone'] as const) {
    test(`the service pages render with breadcrumbs (de, ${viewport})`, async () => {
      const { page, context, problems } = await open(browser, { viewport });
      for (const url of legalPages) {
        const doc = await pageByUrl('de', url);
        const res = await page.goto(`/de/${url}`);
        expect(res?.status(), url).toBe(200);
        await poll(() => h1(page).textContent()).toBe(doc.title);
        expect(await page.title()).toBe(`${doc.meta.title ?? doc.title} | Paddock`);
        const crumbs = page.getByRole('navigation', { name: t('de', 'breadcrumbs.label') });
        const trail = await crumbs.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
        expect(trail[0]).toEqual([t('de', 'breadcrumbs.home'), '/de']);
        // The content API names the trail by url without the language; the page itself ends it unlinked.
        const expected = doc.breadcrumbs.map((b) => [b.label, b.url.startsWith('/') ? b.url : `/de/${b.url}`]);
        expect(trail.slice(1)).toEqual(expected.filter(([, href]) => href !== `/de/${url}`));
        expect(await textOf(crumbs.locator('[aria-current="page"]'))).toBe(doc.title);
        expect(await widthOf(page), url).toBeLessThanOrEqual(viewports[viewport].width);
        await expectAccessible(page, { soft: true });
        await screenshot(page, `content-${url.replace('/', '-')}-de-${viewport}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  test('the withdrawal page carries the model withdrawal form', async () => {
    const { page, context } = await open(browser);
    await page.goto('/de/service/widerruf');
    await page.getByRole('heading', { name: 'Muster-Widerrufsformular' }).waitFor();
    await context.close();
  });

  test('an unknown content page answers 404 with the 404 screen', async () => {
    const { page, context } = await open(browser);
    const res = await page.goto('/de/service/gibt-es-nicht');
    expect(res?.status()).toBe(404);
    await poll(() => h1(page).textContent()).toBe(t('de', 'errors.notFound.title'));
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toContain('noindex');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-not-found-de-desktop');
    await context.close();
  });
});
