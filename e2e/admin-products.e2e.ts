// Browser journeys of the back office's products (issue 26): the demo
// owner creates a configurable jacket with three variants generated from
// a colour and three sizes, two pictures uploaded with their alt texts,
// names and descriptions in de, en and fr, and sees it in the storefront
// in every language; then gives it a special price, sees the 30-day
// reference price beside it while editing, and the storefront's new
// price. On a phone in English the list finds it, marks it, and disables
// it in bulk: the storefront answers 404. axe on every screen.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, signInDemoOwner } from './support/admin';
import { expectAccessible, launch, open, screenshot } from './support/browser';
import { h1, png, poll, textOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36).toUpperCase();
const sku = `JK-${run}`;
const names = { de: `Reitjacke Brise ${run}`, en: `Riding jacket Breeze ${run}`, fr: `Veste d’équitation Brise ${run}` };

// The storefront paths of the jacket by language, from its editor.
let paths: Record<string, string> = {};

async function storefrontHeading(page: Page, path: string): Promise<string> {
  await page.goto(path);
  return textOf(h1(page));
}

describe('back office: products', () => {
  test('de, desktop: the owner creates a jacket with variants, pictures and translations, and gives it a special price', async () => {
    const lang = 'de' as const;
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto('/admin/');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    const refused = await signInDemoOwner(page, lang);

    const nav = page.getByRole('navigation', { name: at(lang, 'nav.label') });
    await nav.getByRole('link', { name: at(lang, 'nav.products'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'products.title'));
    await page.getByRole('status').filter({ hasText: /\d+/ }).first().waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-products-de-desktop');

    await page.getByRole('link', { name: at(lang, 'products.new') }).click();
    await page.getByRole('link', { name: new RegExp(at(lang, 'product.type.configurable')) }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'product.newTitle', { type: at(lang, 'product.type.configurable') }));

    // Saved without a name: refused on the field, which takes the focus.
    await page.getByLabel(at(lang, 'products.sku'), { exact: true }).fill(sku);
    await page.getByRole('button', { name: at(lang, 'product.save') }).click();
    const name = page.getByLabel(at(lang, 'product.name'), { exact: true });
    await poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');

    // Texts in three languages: the tabs mark the missing ones.
    await name.fill(names.de);
    await page.getByLabel(at(lang, 'product.description'), { exact: true }).fill('<p>Leicht und winddicht.</p>');
    for (const l of ['en', 'fr'] as const) {
      const tab = page.getByRole('tab', { name: new RegExp(at(lang, `language.${l}`)) });
      expect(await textOf(tab)).toContain(at(lang, 'product.missingShort'));
      await tab.click();
      await page.getByLabel(at(lang, 'product.name'), { exact: true }).fill(names[l]);
      await page.getByLabel(at(lang, 'product.description'), { exact: true }).fill(l === 'en' ? '<p>Light and windproof.</p>' : '<p>Légère et coupe-vent.</p>');
      expect(await textOf(tab)).not.toContain(at(lang, 'product.missingShort'));
    }

    // Price, category, shown in the shop.
    await page.getByLabel(at(lang, 'product.price'), { exact: true }).fill('89,90');
    await page.getByRole('checkbox', { name: 'Reiter › Reitbekleidung › Reitjacken' }).check();
    await page.getByLabel(at(lang, 'product.enabled'), { exact: true }).check();

    // Two pictures, each with its German alt text.
    await page.locator('input[type="file"]').first().setInputFiles([
      { name: 'vorne.png', mimeType: 'image/png', buffer: png(64) },
      { name: 'hinten.png', mimeType: 'image/png', buffer: png(48) },
    ]);
    const pictures = page.getByRole('region', { name: at(lang, 'product.images') });
    await poll(() => pictures.getByRole('listitem').count()).toBe(2);
    await pictures.getByLabel(at(lang, 'product.imageAlt', { language: 'DE' })).first().fill(`${names.de} von vorn`);
    await pictures.getByLabel(at(lang, 'product.imageAlt', { language: 'DE' })).nth(1).fill(`${names.de} von hinten`);
    // Dragged by its handle, the back view goes first; dragged again, it goes back.
    const altDE = pictures.getByLabel(at(lang, 'product.imageAlt', { language: 'DE' }));
    await pictures.locator('[draggable="true"]').nth(1).dragTo(pictures.getByRole('listitem').first());
    await poll(() => altDE.first().inputValue()).toBe(`${names.de} von hinten`);
    await pictures.locator('[draggable="true"]').nth(1).dragTo(pictures.getByRole('listitem').first());
    await poll(() => altDE.first().inputValue()).toBe(`${names.de} von vorn`);

    // Three variants: one colour, three sizes.
    const variants = page.getByRole('region', { name: at(lang, 'product.variants') });
    await variants.getByText(at(lang, 'product.generate')).click();
    await variants.getByRole('group', { name: at(lang, 'product.attr.color') }).getByRole('checkbox').first().check();
    const sizes = variants.getByRole('group', { name: at(lang, 'product.attr.size') }).getByRole('checkbox');
    for (const i of [0, 1, 2]) await sizes.nth(i).check();
    await variants.getByRole('button', { name: at(lang, 'product.generateButton') }).click();
    await poll(() => variants.getByRole('row').count()).toBe(4);
    for (const i of [1, 2, 3]) {
      await variants.getByLabel(at(lang, 'product.variantField', { n: i, field: at(lang, 'product.stockQty') })).fill(String(i * 4));
    }
    // The first variant's own tier price, in its dialog.
    await variants.getByRole('button', { name: at(lang, 'product.variantTiers', { count: 0 }) }).first().click();
    const tierDialog = page.getByRole('dialog');
    await tierDialog.getByRole('button', { name: at(lang, 'product.tierAdd') }).click();
    await tierDialog.getByLabel(at(lang, 'product.tierQuantity'), { exact: true }).fill('3');
    await tierDialog.getByLabel(at(lang, 'product.tierFixed'), { exact: true }).fill('79,90');
    await expectAccessible(page, { soft: true });
    await tierDialog.getByRole('button', { name: at(lang, 'product.done') }).click();
    await variants.getByRole('button', { name: at(lang, 'product.variantTiers', { count: 1 }) }).waitFor();
    await expectAccessible(page, { soft: true });
    await page.getByRole('button', { name: at(lang, 'product.save') }).click();
    await page.getByRole('status').filter({ hasText: at(lang, 'product.saved') }).waitFor();
    await poll(() => /\/admin\/products\/\d+$/.test(page.url())).toBe(true);
    await poll(() => textOf(h1(page))).toBe(names.de);
    expect(await variants.getByRole('row').count()).toBe(4);
    // Saved and read back: the first variant has its tier, the others none.
    expect(await variants.getByRole('button', { name: at(lang, 'product.variantTiers', { count: 1 }) }).count()).toBe(1);
    await screenshot(page, 'admin-product-de-desktop');

    // Its storefront pages, in every language, shown at once.
    paths = {};
    for (const l of ['de', 'en', 'fr']) {
      const href = await page.getByRole('link', { name: at(lang, 'product.viewInShop', { language: l.toUpperCase() }) }).getAttribute('href');
      if (!href) throw new Error(`no storefront link in ${l}`);
      paths[l] = href;
    }
    const shop = await open(browser, { locale: 'de-DE' });
    for (const l of ['de', 'en', 'fr'] as const) {
      expect(await storefrontHeading(shop.page, paths[l] ?? '')).toBe(names[l]);
    }
    await shop.page.goto(paths.de ?? '');
    await shop.page.getByRole('img', { name: `${names.de} von vorn` }).first().waitFor();
    expect(await textOf(shop.page.locator('main'))).toContain('89,90');

    // A special price: the lowest price of the last 30 days beside it.
    await page.getByLabel(at(lang, 'product.specialPrice'), { exact: true }).fill('69,90');
    const note = page.getByRole('status').filter({ hasText: at(lang, 'product.lowest30Shown') });
    await note.waitFor();
    const spaces = (s: string) => s.replace(/\s/g, ' ');
    expect(spaces(await textOf(note))).toContain(spaces(at(lang, 'product.lowest30', { price: '89,90 €' })));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-product-special-de-desktop');
    // Until a day far ahead, from today: the end day is kept, the start stays open.
    const specialTo = page.getByLabel(at(lang, 'product.specialTo'), { exact: true });
    await specialTo.fill('2099-12-31');
    await page.getByRole('button', { name: at(lang, 'product.save') }).click();
    await page.getByRole('status').filter({ hasText: at(lang, 'product.saved') }).waitFor();
    await page.reload();
    await poll(() => specialTo.inputValue()).toBe('2099-12-31');
    expect(await page.getByLabel(at(lang, 'product.specialFrom'), { exact: true }).inputValue()).toBe('');
    await shop.page.reload();
    await poll(() => textOf(shop.page.locator('main'))).toContain('69,90');
    await shop.context.close();
    expect(refused > 0 ? problems.filter((p) => !p.includes('status of 401 (Unauthorized)')) : problems).toEqual([]);
    await context.close();
  });

  test('en, phone: the owner finds the jacket in the list and disables it in bulk; the storefront no longer shows it', async () => {
    const lang = 'en' as const;
    if (!paths.en) throw new Error('the first journey made no jacket');
    const { page, context, problems } = await open(browser, { locale: 'en-GB', viewport: 'phone' });
    await page.goto('/admin/products');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    const refused = await signInDemoOwner(page, lang);
    await page.goto('/admin/products?q=' + encodeURIComponent(sku));
    await poll(() => textOf(h1(page))).toBe(at(lang, 'products.title'));
    const row = page.getByRole('row', { name: new RegExp(sku) });
    await row.waitFor();
    expect(await textOf(row)).toContain(names.de);
    // The list as found, exported: the jacket and its variants, nothing else.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: at(lang, 'products.exportListed') }).click(),
    ]);
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv).toContain(`${sku}-`);
    expect(csv).not.toContain('GS-25');
    await row.getByRole('checkbox').check();
    await page.getByRole('group', { name: at(lang, 'products.bulk') }).getByRole('button', { name: at(lang, 'products.bulk.disable') }).click();
    const dialog = page.getByRole('dialog', { name: at(lang, 'products.bulk.disable') });
    expect(await textOf(dialog)).toContain(at(lang, 'products.bulk.confirm', { count: 1 }));
    await expectAccessible(page, { soft: true });
    await dialog.getByRole('button', { name: at(lang, 'products.bulk.apply') }).click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => textOf(row)).toContain(at(lang, 'products.filter.disabled'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-products-en-phone');

    const shop = await open(browser, { locale: 'en-GB', viewport: 'phone' });
    const answer = await shop.page.goto(paths.en);
    expect(answer?.status()).toBe(404);
    await shop.context.close();
    expect(refused > 0 ? problems.filter((p) => !p.includes('status of 401 (Unauthorized)')) : problems).toEqual([]);
    await context.close();
  });
});
