// Browser journeys of the catalogue's CSV import (issue 26, point 7): the
// demo owner checks a file with a bad row (a negative price, a category
// that does not exist) and sees the report by row and column with nothing
// written, fixes the file, imports it gzipped with the progress bar and finds the
// product in the storefront; the catalogue downloads as CSV. A club
// manager's file is checked in French on a phone. axe on every screen.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, invite, signInDemoOwner } from './support/admin';
import { expectAccessible, launch, open, screenshot } from './support/browser';
import { commerce, h1, poll, textOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36).toUpperCase();
const sku = `E2E-CSV-${run}`;
const urlKey = `e2e-csv-reithose-${run.toLowerCase()}`;
const header = 'sku,store_view_code,product_type,categories,name,price,qty,url_key,tax_class_name\n';
const file = (price: string, category: string) =>
  header +
  `${sku},,simple,${category},Import-Reithose ${run},${price},4,${urlKey},Taxable Goods\n` +
  `${sku},shop_en,,,Imported breeches ${run},,,,\n` +
  `${sku},shop_fr,,,Pantalon importé ${run},,,,\n`;

async function productBySku(lang: 'de' | 'en' | 'fr') {
  const data = await commerce<{ products: { items: { name: string; url_key: string; url_suffix: string | null }[] } }>(
    lang,
    'query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { name url_key url_suffix } } }',
    { sku },
  );
  return data.products.items[0];
}

describe('back office: catalogue CSV', () => {
  test('de, desktop: a file with errors is reported by row and column, fixed, imported with a progress bar; the product shows in the shop', async () => {
    const lang = 'de' as const;
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto('/admin/');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    // Another journey may sign the demo owner in within the same 30 s.
    const refused = await signInDemoOwner(page, lang);
    const nav = page.getByRole('navigation', { name: at(lang, 'nav.label') });
    await nav.getByRole('link', { name: at(lang, 'nav.catalogImport'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'catalogImport.title'));
    await expectAccessible(page);

    // A negative price and a category that does not exist: two problems of row 2, nothing written.
    const input = page.getByLabel(at(lang, 'catalogImport.file'));
    await input.setInputFiles({ name: 'reithosen.csv', mimeType: 'text/csv', buffer: Buffer.from(file('-89.90', 'Sortiment/Gibt es nicht')) });
    await page.getByRole('button', { name: at(lang, 'catalogImport.check') }).click();
    const table = page.getByRole('table', { name: at(lang, 'catalogImport.tableCaption') });
    await poll(() => table.getByRole('row').count()).toBe(3);
    await poll(() => textOf(page.getByRole('alert'))).toBe(at(lang, 'catalogImport.problems', { count: 2, rows: 3 }));
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows.some((r) => /^2\s+categories\s+Sortiment\/Gibt es nicht\s+Die Kategorie/.test(r))).toBe(true);
    expect(rows.some((r) => /^2\s+price\s+-89\.90\s+„price“/.test(r))).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'admin-catalog-import-report-de-desktop');
    expect(await productBySku(lang)).toBeUndefined();

    // The fixed file, compressed as a shop sends a large catalogue: checked, imported with the progress bar, done.
    await page.getByRole('button', { name: at(lang, 'catalogImport.again') }).click();
    await input.setInputFiles({ name: 'reithosen.csv.gz', mimeType: 'application/gzip', buffer: gzipSync(file('89.90', 'Sortiment/Reiter')) });
    await page.getByRole('button', { name: at(lang, 'catalogImport.check') }).click();
    await poll(() => textOf(page.getByRole('status'))).toBe(at(lang, 'catalogImport.ready', { rows: 3, products: 1, variants: 0 }));
    await expectAccessible(page);
    await page.getByRole('button', { name: at(lang, 'catalogImport.start', { count: 1 }) }).click();
    await poll(() => textOf(page.getByRole('status'))).toBe(at(lang, 'catalogImport.done', { count: 1, variants: 0 }));
    await expectAccessible(page);
    await screenshot(page, 'admin-catalog-import-done-de-desktop');

    // The storefront shows it, in German and in French.
    const product = await productBySku(lang);
    expect(product?.name).toBe(`Import-Reithose ${run}`);
    await page.goto(`/de/${product?.url_key}${product?.url_suffix ?? ''}`);
    await poll(() => textOf(h1(page))).toBe(`Import-Reithose ${run}`);
    expect((await productBySku('fr'))?.name).toBe(`Pantalon importé ${run}`);

    // The catalogue as CSV, with the new product and its translation.
    const exported = await page.request.get('/admin/api/catalog/export.csv?sku=' + sku);
    expect(exported.status()).toBe(200);
    const csv = await exported.text();
    expect(csv).toContain(`${sku},,Default,simple,Sortiment/Reiter,base,Import-Reithose ${run}`);
    expect(csv).toContain(`${sku},shop_en,,,,,Imported breeches ${run}`);
    expect(refused > 0 ? problems.filter((p) => !p.includes('status of 401 (Unauthorized)')) : problems).toEqual([]);
    await context.close();
  });

  test('fr, phone: a club manager’s file with another club’s SKU is refused row by row', async () => {
    const lang = 'fr' as const;
    const { page, context, problems } = await open(browser, { locale: 'fr-FR', viewport: 'phone' });
    await page.goto(await invite(`club-csv-${run.toLowerCase()}@example.org`, 'club', '--club', '1'));
    await poll(() => textOf(h1(page))).toBe(at(lang, 'invite.title'));
    await page.getByLabel(at(lang, 'invite.name')).fill('Clara Club');
    await page.getByLabel(at(lang, 'invite.password'), { exact: true }).fill('Galopp-2026!x');
    await page.getByRole('button', { name: at(lang, 'invite.submit') }).click();
    // A club manager needs no second factor.
    await poll(() => textOf(h1(page))).toBe(at(lang, 'dashboard.title'));
    const nav = page.getByRole('navigation', { name: at(lang, 'nav.label') });
    await nav.getByRole('link', { name: at(lang, 'nav.catalogImport'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'catalogImport.title'));
    await expectAccessible(page);
    const input = page.getByLabel(at(lang, 'catalogImport.file'));
    await input.setInputFiles({ name: 'club.csv', mimeType: 'text/csv', buffer: Buffer.from(file('19.90', 'Sortiment/Reiter')) });
    await page.getByRole('button', { name: at(lang, 'catalogImport.check') }).click();
    const table = page.getByRole('table', { name: at(lang, 'catalogImport.tableCaption') });
    await poll(() => table.getByRole('row').count()).toBe(2);
    expect(await table.getByRole('row').nth(1).innerText()).toMatch(/^2\s+sku\s+E2E-CSV-\S+\s+Le SKU/);
    await expectAccessible(page);
    await screenshot(page, 'admin-catalog-import-club-fr-phone');
    expect(problems).toEqual([]);
    await context.close();
  });
});
