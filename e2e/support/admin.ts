// What the back office's journeys share: the admin app's texts, staff
// invited on the shell and the authenticator's codes.
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { paddock } from './cli';
import { h1, poll, root, textOf } from './content';
import { enterTotp, totp, totpSecondsLeft } from './totp';

export type AdminLanguage = 'de' | 'en' | 'fr';

const catalog = (lang: AdminLanguage) =>
  JSON.parse(readFileSync(join(root, 'web', 'src', 'admin', 'locales', `${lang}.json`), 'utf8')) as Record<string, string>;
const admin = { de: catalog('de'), en: catalog('en'), fr: catalog('fr') };

/** A text of the admin app's catalog, with its {placeholders} filled. */
export function at(lang: AdminLanguage, key: string, values: Record<string, string | number> = {}): string {
  const text = admin[lang][key];
  if (text === undefined) throw new Error(`no admin text ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A pattern of a catalog text whose placeholders match anything. */
export function pattern(lang: AdminLanguage, key: string): RegExp {
  const escaped = at(lang, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp('^' + escaped.replace(/\\\{\w+\\\}/g, '.+') + '$');
}

/** Creates a staff account on the shell and answers its invitation's path. */
export async function invite(email: string, role: string, ...extra: string[]): Promise<string> {
  const out = await paddock(['staff', 'create', '--email', email, '--role', role, ...extra]);
  const link = /https?:\/\/\S+\/admin\/invite#\S+/.exec(out)?.[0];
  if (!link) throw new Error(`no invitation in ${out}`);
  const url = new URL(link);
  return url.pathname + url.hash;
}

/** A code of the authenticator for secret, never one about to expire. */
export async function code(page: Page, secret: string): Promise<string> {
  if (totpSecondsLeft() < 4) await page.waitForTimeout(totpSecondsLeft() * 1000 + 500);
  return totp(secret);
}

/**
 * Opens a customer's page from the customer list searched by their email
 * address; the row is clicked again should the list have been replaced by
 * the search's answer under the click.
 */
export async function openCustomer(page: Page, lang: AdminLanguage, customer: { email: string; lastname: string }): Promise<void> {
  const nav = page.getByRole('navigation', { name: at(lang, 'nav.label') });
  await nav.getByRole('link', { name: at(lang, 'nav.customers'), exact: true }).click();
  await poll(() => textOf(h1(page))).toBe(at(lang, 'customers.title'));
  await page.getByLabel(at(lang, 'customers.search')).fill(customer.email);
  await page.getByRole('button', { name: at(lang, 'orders.apply') }).click();
  const link = page.getByRole('row', { name: new RegExp(customer.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).getByRole('link');
  await poll(async () => {
    if ((await textOf(h1(page))).includes(customer.lastname)) return true;
    if ((await link.count()) === 1) await link.click({ timeout: 2000 }).catch(() => undefined);
    return false;
  }).toBe(true);
}

/**
 * Signs the demo owner in (README's password and authenticator secret)
 * on the sign-in page the browser shows, and answers how many of the
 * authenticator's codes were refused because another journey used the
 * same time step's (enterTotp).
 */
export async function signInDemoOwner(page: Page, lang: AdminLanguage): Promise<number> {
  await page.getByLabel(at(lang, 'signIn.email')).fill('inhaberin@paddock.example');
  await page.getByLabel(at(lang, 'signIn.password')).fill('Paddock-Chefin-2026');
  await page.getByRole('button', { name: at(lang, 'signIn.submit') }).click();
  await poll(() => textOf(h1(page))).toBe(at(lang, 'secondFactor.title'));
  // Journeys side by side take turns, each with a time step of its own:
  // the server accepts a step's code once (enterTotp).
  return ownerTurn(async () => {
    const used = Number(readFileOr(ownerStepFile, '0'));
    const wait = (used + 1) * 30_000 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait + 500);
    const refused = await enterTotp(
      page,
      'PADDOCKDEMOOWNERTOTPSECRET234567',
      page.getByLabel(at(lang, 'secondFactor.code')),
      page.getByRole('button', { name: at(lang, 'secondFactor.submit') }),
      async () => (await textOf(h1(page))) === at(lang, 'dashboard.title'),
    );
    writeFileSync(ownerStepFile, String(Math.floor(Date.now() / 30_000)));
    return refused;
  });
}

// The demo owner's turn among journeys running side by side (a lock
// file, taken over when older than two minutes), and the last time step
// one of them used.
const ownerLock = join(tmpdir(), 'paddock-e2e-demo-owner.lock');
const ownerStepFile = join(tmpdir(), 'paddock-e2e-demo-owner.step');

function readFileOr(path: string, fallback: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return fallback;
  }
}

async function ownerTurn<T>(fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      closeSync(openSync(ownerLock, 'wx'));
      break;
    } catch {
      try {
        if (Date.now() - statSync(ownerLock).mtimeMs > 120_000) unlinkSync(ownerLock);
      } catch {
        // Released meanwhile.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    try {
      unlinkSync(ownerLock);
    } catch {
      // Taken over as stale.
    }
  }
}

/**
 * Creates, through the signed-in page's admin API, a page of n rich-text
 * blocks ("Absatz 1" …) with the slug given, and answers its id.
 */
export async function createLongPage(page: Page, slug: string, n: number): Promise<string> {
  return page.evaluate(
    async ({ slug, n }) => {
      const blocks = Array.from({ length: n }, (_, i) => ({ blockType: 'richtext', id: `r-${i}`, html: `<p>Absatz ${i + 1}</p>` }));
      const res = await fetch('/admin/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($in: ContentPageInput!) { createContentPage(input: $in) { id } }',
          variables: { in: { siteCode: 'shop', texts: [{ locale: 'de', title: `Lang ${slug}`, slug, blocks: JSON.stringify(blocks) }] } },
        }),
      });
      return ((await res.json()) as { data: { createContentPage: { id: string } } }).data.createContentPage.id;
    },
    { slug, n },
  );
}
