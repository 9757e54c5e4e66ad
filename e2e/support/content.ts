// What the journeys of the content system share: what people read comes
// from the storefront's catalogs (web/src/locales), the server's mail texts
// (internal/platform/i18n/messages) and the content API, never typed in the
// journeys.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL, expectAccessible, languages, launch, open, screenshot, viewports, type Language, type Viewport } from './browser';
import { paddock } from './cli';
import { waitForMails } from './mailbox';

export type Texts = { [key: string]: Texts | string };
export const root = join(import.meta.dirname, '..', '..');

/** Every catalog file of a directory in one tree (the storefront splits its texts into namespaces). */
export function catalogsIn(dir: string): Texts {
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
export const storefront = Object.fromEntries(languages.map((l) => [l, catalogsIn(join(root, 'web', 'src', 'locales', l))])) as Record<Language, Texts>;
export const server = Object.fromEntries(
  languages.map((l) => [l, catalogsIn(join(root, 'internal', 'platform', 'i18n', 'messages', l))]),
) as Record<Language, Texts>;

/** A text of a catalog with its placeholders filled, as i18next does it; a missing key fails the test. */
export function lookUp(texts: Texts, key: string, values: Record<string, string | number> = {}): string {
  let node: Texts | string | undefined = texts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
export const t = (lang: Language, key: string, values?: Record<string, string | number>) => lookUp(storefront[lang], key, values);
export const mailText = (lang: Language, key: string, values?: Record<string, string | number>) => lookUp(server[lang], key, values);

/** The storefront's route manifest (web/src/config/routes.json), which the server and the React router read. */
export const routeManifest = JSON.parse(readFileSync(join(root, 'web', 'src', 'config', 'routes.json'), 'utf8')) as {
  routes: { name: string; path: string; paths?: Partial<Record<Language, string>> }[];
};

/** A route's path under /{lang} in a language: its own where the route has one, else the German. */
export function routePath(lang: Language, name: string): string {
  const route = routeManifest.routes.find((r) => r.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return route.paths?.[lang] ?? route.path;
}

export async function graphql<T>(path: string, lang: Language, query: string, variables: Record<string, unknown> = {}): Promise<T> {
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
export const content = <T>(lang: Language, query: string, variables?: Record<string, unknown>) =>
  graphql<T>('/api/content/graphql', lang, query, variables);
/** The commerce API. */
export const commerce = <T>(lang: Language, query: string, variables?: Record<string, unknown>) => graphql<T>('/graphql', lang, query, variables);

export interface Link {
  label: string;
  url: string;
}
export interface PageDoc {
  title: string;
  url: string;
  meta: { title: string | null };
  breadcrumbs: Link[];
  blocks: Record<string, unknown>[];
}

/** A published page of the shop's site by its url in a language. */
export async function pageByUrl(lang: Language, url: string): Promise<PageDoc> {
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
export const blocksOf = <T>(page: PageDoc, type: string) => page.blocks.filter((b) => b.__typename === type) as T[];

export interface SiteDoc {
  headerGroup: {
    entries: {
      __typename: string;
      copy?: string;
      shippingPromise?: boolean;
      link?: Link | null;
      mainNavigationItems?: (Link & { children: (Link & { children: Link[] })[] })[];
    }[];
  };
  footerGroup: { blocks: { __typename: string; columns?: { title: string; links: Link[] }[]; links?: Link[] }[] };
  tracking: { googleAnalyticsId: string | null; clarityId: string | null };
}

export async function site(lang: Language): Promise<SiteDoc> {
  const data = await content<{ Sites: { docs: SiteDoc[] } }>(
    lang,
    `query ($locale: LocaleInputType) {
      Sites(where: { code: { equals: "shop" } }, locale: $locale) {
        docs {
          headerGroup { entries {
            __typename
            ... on Announcement { copy shippingPromise link { label url } }
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

export interface ClubDoc {
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
export const clubFields = `id name listName slug visibility bannerColor shopRootCategoryId skuPrefix
  blocks { __typename ... on CatalogBlock { headline } ... on TextImageBlock { headline } ... on DirectLinksBlock { headline } }`;

export async function visibleClubs(lang: Language): Promise<ClubDoc[]> {
  const data = await content<{ Clubs: { docs: ClubDoc[] } }>(lang, `query ($locale: LocaleInputType) { Clubs(limit: 0, locale: $locale) { docs { ${clubFields} } } }`, {
    locale: lang,
  });
  return data.Clubs.docs;
}
export async function clubBySlug(lang: Language, slug: string): Promise<ClubDoc> {
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
export const privateClubSlug = 'ponyclub-sonnenwiese';

/** Waits for a value, long enough for a fresh server on a busy machine. */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/**
 * Waits for a value like `poll`, for journeys that run side by side
 * (`it.concurrent`), where vitest's expect.poll cannot tell which test it is
 * in: this one asks again itself, every 100 ms until timeout.
 */
export function pollHere<T>(read: () => T | Promise<T>, timeout = 20_000) {
  const wait = async (check: (value: T) => void) => {
    const deadline = Date.now() + timeout;
    for (;;) {
      try {
        check(await read());
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return {
    toBe: (expected: T) => wait((value) => expect(value).toBe(expected)),
    toContain: (part: string) => wait((value) => expect(value).toContain(part)),
    toMatch: (pattern: RegExp) => wait((value) => expect(value).toMatch(pattern)),
  };
}
export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** A landmark region by its exact name (a section with an aria-labelledby heading). */
export const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
export const pathOf = (page: Page) => new URL(page.url()).pathname;
export const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** Text as people read it: Intl puts no-break spaces into prices and dates. */
export const normal = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
export const textOf = async (locator: Locator) => normal(await locator.textContent());
/** Rich text as the page's text reads it: the tags gone, the entities decoded. */
export const plain = (html: string) =>
  normal(
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&(quot|apos|lt|gt|nbsp|amp);/g, (_, name: string) => ({ quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ', amp: '&' })[name] ?? ''),
  );
/** The part of a catalog text before a placeholder, for texts whose value is formatted by the page. */
export const before = (lang: Language, key: string, values: Record<string, string>, placeholder: string) =>
  t(lang, key, { ...values, [placeholder]: '\u0000' }).split('\u0000')[0] ?? '';
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field whose accessible name starts with its label (required ones add "(required)"). */
export const startsWith = (label: string) => new RegExp(`^${escape(label)}`);
export const priceIn: Record<Language, RegExp> = { de: /\d+,\d{2}\s€/, en: /€\d+\.\d{2}/, fr: /\d+,\d{2}\s€/ };
/** A colour as getComputedStyle reports it. */
export function rgb(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
/** The text of what describes a field: its error message. */
export async function messageOf(input: Locator): Promise<string> {
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => textOf(input.page().locator(`[id="${id}"]`))));
  return texts.join(' ');
}
export const focusedInside = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement));

/** A small real PNG (a disc on a square), made here so that nothing is read from disk. */
export function png(size = 32): Buffer {
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
export const run = Date.now().toString(36);
export const address = (who: string) => `${who}-${run}@example.org`;

