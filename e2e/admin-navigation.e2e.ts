// Browser journey of the back office's navigation (issue 27, point 4) and
// site settings screen (point 11): the demo owner makes two categories of
// their own (one active, one switched off), adds a German menu entry that
// links to the active one by picking it from the catalogue tree, and sees
// it in the storefront's header at the category's address; an entry
// linking to the disabled one is marked broken once saved. An entry moves
// by keyboard (the editor's buttons, pressed with Enter). Both entries and
// categories are removed at the end, so the journeys after this one find
// the demo's menus and catalogue. The site settings get a shop name and
// English as the default language, which the storefront's titles, home
// link and / follow, and are put back at once. Then the navigation and
// site settings screens in English on a phone. axe on every screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, signInDemoOwner } from './support/admin';
import { expectAccessible, launch, open, screenshot } from './support/browser';
import { h1, poll, t, textOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36);

/** A call of the admin API with the page's staff session. */
async function adminGql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await page.evaluate(
    async ({ query, variables }) => {
      const res = await fetch('/admin/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data?: unknown; errors?: { message: string }[] };
    },
    { query, variables },
  );
  if (answer.errors?.length) throw new Error(answer.errors.map((e) => e.message).join('; '));
  return answer.data as T;
}

interface Category {
  id: string;
  version: number;
  texts: { locale: string; name: string; urlPath: string }[];
}
const categoryFields = 'id version texts { locale name urlPath }';

/** The tree's row of a menu entry, by its label. */
const row = (page: Page, label: string) =>
  page.getByRole('treegrid').getByRole('row').filter({ has: page.getByText(label, { exact: true }) });

describe('back office: navigation and site settings', () => {
  test('de, desktop: a menu entry linking to a category shows in the storefront; one to a disabled category is marked broken', async () => {
    const lang = 'de' as const;
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto('/admin/');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    const refused = await signInDemoOwner(page, lang);

    // Two categories of this journey's own under Reiter, kept out of the category menu.
    const tree = await adminGql<{ catalogCategories: Category[] }>(page, `{ catalogCategories { ${categoryFields} } }`);
    const rider = tree.catalogCategories.find((c) => c.texts.some((t) => t.locale === 'de' && t.name === 'Reiter'));
    expect(rider).toBeDefined();
    const create = async (name: string, isActive: boolean) =>
      (
        await adminGql<{ createCatalogCategory: Category }>(
          page,
          `mutation($p: ID!, $in: CatalogCategoryInput!) { createCatalogCategory(parentId: $p, input: $in) { ${categoryFields} } }`,
          { p: rider?.id, in: { isActive, includeInMenu: false, texts: [{ locale: 'de', name }] } },
        )
      ).createCatalogCategory;
    const target = await create(`Nav-Ziel ${run}`, true);
    const off = await create(`Nav-Aus ${run}`, false);
    const path = target.texts.find((t) => t.locale === 'de')?.urlPath ?? '';
    expect(path).toBe(`reiter/nav-ziel-${run}`);

    const nav = page.getByRole('navigation', { name: at(lang, 'nav.label') });
    await nav.getByRole('link', { name: at(lang, 'navigation.nav'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'navigation.title'));
    await row(page, 'Reiter').first().waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-navigation-de-desktop');

    // A new entry, linked to the category picked from the catalogue tree: the label follows it.
    const addEntry = async (option: string) => {
      await page.getByRole('button', { name: at(lang, 'navigation.addItem'), exact: true }).click();
      const item = page.getByRole('region', { name: at(lang, 'navigation.item') });
      await item.getByLabel(at(lang, 'navigation.kind'), { exact: true }).selectOption('category');
      const choose = item.getByLabel(at(lang, 'navigation.choose.category'), { exact: true });
      await poll(async () => (await choose.locator('option').count()) > 1).toBe(true);
      await choose.selectOption({ label: option });
      return item;
    };
    const item = await addEntry(`— — Nav-Ziel ${run}`);
    expect(await item.getByLabel(at(lang, 'navigation.label'), { exact: true }).inputValue()).toBe(`Nav-Ziel ${run}`);
    await poll(() => textOf(item.getByText(/^Adresse: /))).toBe(`Adresse: /de/${path}`);
    await expectAccessible(page, { soft: true });
    const save = page.getByRole('button', { name: at(lang, 'navigation.save', { language: at(lang, 'language.de') }) });
    await save.click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'navigation.saved') }))).toBe(at(lang, 'navigation.saved'));

    // The storefront's header links to the category.
    const shop = await open(browser, { locale: 'de-DE' });
    await shop.page.goto('/de');
    const entry = shop.page.getByRole('banner').getByRole('link', { name: `Nav-Ziel ${run}` }).first();
    await poll(() => entry.getAttribute('href')).toBe(`/de/${path}`);

    // An entry to the disabled category: marked broken once saved.
    await addEntry(`— — Nav-Aus ${run} (${at(lang, 'navigation.disabled')})`);
    await save.click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'navigation.saved') }))).toBe(at(lang, 'navigation.saved'));
    const brokenRow = row(page, `Nav-Aus ${run}`);
    await poll(() => textOf(brokenRow)).toContain(at(lang, 'navigation.broken'));
    expect(await textOf(row(page, `Nav-Ziel ${run}`))).not.toContain(at(lang, 'navigation.broken'));
    await poll(() => textOf(page.getByText(at(lang, 'navigation.brokenCount', { count: 1 })))).toBe(
      at(lang, 'navigation.brokenCount', { count: 1 }),
    );
    await brokenRow.click();
    await poll(() => textOf(page.getByRole('region', { name: at(lang, 'navigation.item') }).getByRole('alert'))).toBe(
      at(lang, 'navigation.brokenHint'),
    );
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-navigation-broken-de-desktop');

    // Up one place by keyboard: the broken entry goes before the other.
    const level = async (label: string) => Number(await row(page, label).getAttribute('aria-posinset'));
    const before = await level(`Nav-Aus ${run}`);
    await page.getByRole('button', { name: at(lang, 'navigation.up'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await poll(() => level(`Nav-Aus ${run}`)).toBe(before - 1);
    expect(await level(`Nav-Ziel ${run}`)).toBe(before);

    // Cleared away again: both entries, then the categories.
    for (const label of [`Nav-Aus ${run}`, `Nav-Ziel ${run}`]) {
      await row(page, label).click();
      await page.getByRole('region', { name: at(lang, 'navigation.item') }).getByRole('button', { name: at(lang, 'navigation.remove') }).click();
      await poll(() => row(page, label).count()).toBe(0);
    }
    await save.click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'navigation.saved') }))).toBe(at(lang, 'navigation.saved'));
    await shop.page.goto('/de');
    await shop.page.getByRole('banner').waitFor();
    await poll(() => shop.page.getByRole('banner').getByRole('link', { name: `Nav-Ziel ${run}` }).count()).toBe(0);
    for (const c of [target, off]) {
      await adminGql(page, `mutation($id: ID!, $v: Int!) { deleteCatalogCategory(id: $id, version: $v) }`, { id: c.id, v: c.version });
    }

    // The site settings: a shop name and English as the default language,
    // which the storefront follows (titles, the home link, where / sends a
    // visitor whose browser speaks none of the shop's languages); both are
    // put back at once, since other journeys share the shop.
    await nav.getByRole('link', { name: at(lang, 'siteSettings.nav'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'siteSettings.title'));
    const nameField = page.getByLabel(at(lang, 'siteSettings.name'));
    const localeField = page.getByLabel(at(lang, 'siteSettings.defaultLocale'));
    await nameField.waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-site-settings-de-desktop');
    const kept = { name: await nameField.inputValue(), locale: await localeField.inputValue() };
    const saveSettings = async (name: string, locale: string) => {
      await nameField.fill(name);
      await localeField.selectOption(locale);
      await page.getByRole('button', { name: at(lang, 'siteSettings.save') }).click();
      await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'siteSettings.saved') }))).toBe(at(lang, 'siteSettings.saved'));
    };
    const shopName = `Reitsport ${run}`;
    try {
      await saveSettings(shopName, 'en');
      const visitor = await open(browser, { locale: 'es-ES' });
      await visitor.page.goto('/');
      await poll(() => new URL(visitor.page.url()).pathname).toBe('/en');
      await poll(() => visitor.page.title()).toMatch(new RegExp(` \\| ${shopName}$`));
      await poll(() => visitor.page.getByRole('link', { name: t('en', 'layout.homeLink', { name: shopName }) }).count()).toBe(1);
      await visitor.page.goto('/de/search');
      await poll(() => visitor.page.title()).toMatch(new RegExp(` \\| ${shopName}$`));
      expect(await visitor.page.locator('meta[property="og:site_name"]').getAttribute('content')).toBe(shopName);
      await poll(() => visitor.page.getByRole('link', { name: t('de', 'layout.homeLink', { name: shopName }) }).count()).toBe(1);
      await screenshot(visitor.page, 'site-name-de-desktop');
      await visitor.context.close();
    } finally {
      await saveSettings(kept.name, kept.locale);
    }
    const after = await open(browser, { locale: 'es-ES' });
    await after.page.goto('/');
    await poll(() => new URL(after.page.url()).pathname).toBe(`/${kept.locale}`);
    await poll(async () => (await after.page.title()).includes(shopName)).toBe(false);
    await after.context.close();

    // English on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel(at(lang, 'language')).first().selectOption('en');
    await poll(() => textOf(h1(page))).toBe(at('en', 'siteSettings.title'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-site-settings-en-phone');
    await page.goto('/admin/navigation');
    await poll(() => textOf(h1(page))).toBe(at('en', 'navigation.title'));
    await row(page, 'Reiter').first().waitFor();
    await page.getByRole('tab', { name: at('en', 'language.en') }).click();
    await row(page, 'Rider').first().waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-navigation-en-phone');

    expect(refused > 0 ? problems.filter((p) => !p.includes('status of 401 (Unauthorized)')) : problems).toEqual([]);
    expect(shop.problems).toEqual([]);
    await shop.context.close();
    await context.close();
  });
});
