// Browser journeys of a product's status per store view, visibility and
// related products (issue 26): the demo owner creates a halter with names
// in de, en and fr, two related products and the visibility "Catalog,
// Search"; its page shows them under "Passend dazu". Then switches it off
// in the French store view beside its global status: 404 in French, the
// page in German, and the list says "aus in fr". The halter is deleted at
// the end, so that the journeys after this one find the demo catalogue. On
// a phone in French: a demo product's related products ("Produits
// associés") and the demo product not sold in France. axe on every screen.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, signInDemoOwner } from './support/admin';
import { baseURL, expectAccessible, launch, open, screenshot } from './support/browser';
import { commerce, h1, poll, textOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36).toUpperCase();
const sku = `HA-${run}`;
const names = { de: `Halfter Koppel ${run}`, en: `Headcollar Paddock ${run}`, fr: `Licol Pré ${run}` };
// The demo's first halter and lead rope, which the demo's first rain rug
// relates to as well.
const related = ['PF-HA-WEIDE', 'PF-ST-PANIK-NAVY'];

/** The status of the storefront's answer to path. */
async function statusOf(path: string): Promise<number> {
  return (await fetch(baseURL() + path, { redirect: 'manual' })).status;
}

describe('back office: status per store view, visibility and related products', () => {
  test('de, desktop: related products on the page; switched off in French, 404 there and shown in German', async () => {
    const lang = 'de' as const;
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto('/admin/products/new?type=simple');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    const refused = await signInDemoOwner(page, lang);
    await page.goto('/admin/products/new');
    await page.getByRole('link', { name: new RegExp(at(lang, 'product.type.simple')) }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'product.newTitle', { type: at(lang, 'product.type.simple') }));

    await page.getByLabel(at(lang, 'products.sku'), { exact: true }).fill(sku);
    await page.getByLabel(at(lang, 'product.name'), { exact: true }).fill(names.de);
    for (const l of ['en', 'fr'] as const) {
      await page.getByRole('tab', { name: new RegExp(at(lang, `language.${l}`)) }).click();
      await page.getByLabel(at(lang, 'product.name'), { exact: true }).fill(names[l]);
    }
    await page.getByLabel(at(lang, 'product.price'), { exact: true }).fill('24,90');
    await page.getByRole('checkbox', { name: 'Pferd › Halfter & Stricke' }).check();
    await page.getByLabel(at(lang, 'product.stockQty'), { exact: true }).fill('7');
    await page.getByLabel(at(lang, 'product.enabled'), { exact: true }).check();
    // Every store view is checked for a new product; the visibility is "Catalog, Search".
    await poll(() => page.getByRole('checkbox', { name: 'Français (shop_fr)' }).isChecked()).toBe(true);
    expect(await page.getByLabel(at(lang, 'product.visibility'), { exact: true }).inputValue()).toBe('4');
    await page.getByLabel(at(lang, 'product.related'), { exact: true }).fill(related.join(', '));
    await expectAccessible(page, { soft: true });
    await page.getByRole('button', { name: at(lang, 'product.save') }).click();
    await page.getByRole('status').filter({ hasText: at(lang, 'product.saved') }).waitFor();
    await poll(() => /\/admin\/products\/\d+$/.test(page.url())).toBe(true);
    const editorURL = page.url();
    await screenshot(page, 'admin-product-visibility-de-desktop');

    const paths: Record<string, string> = {};
    for (const l of ['de', 'en', 'fr']) {
      const href = await page.getByRole('link', { name: at(lang, 'product.viewInShop', { language: l.toUpperCase() }) }).getAttribute('href');
      if (!href) throw new Error(`no storefront link in ${l}`);
      paths[l] = href;
    }

    // The storefront shows the related products under "Passend dazu".
    const shop = await open(browser, { locale: 'de-DE' });
    await shop.page.goto(paths.de ?? '');
    await poll(() => textOf(h1(shop.page))).toBe(names.de);
    const section = shop.page.getByRole('region', { name: 'Passend dazu' });
    await shop.page.mouse.wheel(0, 4000);
    await section.waitFor();
    await poll(async () => (await section.getByRole('link').count()) >= 2).toBe(true);
    await expectAccessible(shop.page, { soft: true });
    await screenshot(shop.page, 'product-related-de-desktop');
    const answer = await commerce<{ products: { items: { related_products: { sku: string }[] }[] } }>(
      'de',
      `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { related_products { sku } } } }`,
      { sku },
    );
    expect(answer.products.items[0]?.related_products.map((p) => p.sku)).toEqual(related);

    // Switched off in the French store view: 404 there, the page in German.
    expect(await statusOf(paths.fr ?? '')).toBe(200);
    await page.getByRole('checkbox', { name: 'Français (shop_fr)' }).uncheck();
    await page.getByRole('button', { name: at(lang, 'product.save') }).click();
    await page.getByRole('status').filter({ hasText: at(lang, 'product.saved') }).waitFor();
    await poll(() => statusOf(paths.fr ?? '')).toBe(404);
    expect(await statusOf(paths.de ?? '')).toBe(200);
    await shop.page.goto(paths.fr ?? '');
    await poll(() => textOf(h1(shop.page))).toBe('Page introuvable'); // the French 404 screen
    await poll(() => page.getByRole('link', { name: at(lang, 'product.viewInShop', { language: 'FR' }) }).count()).toBe(0);

    // The list says where it is off, and finds it by that.
    await page.goto('/admin/products?offIn=shop_fr&q=' + encodeURIComponent(sku));
    const row = page.getByRole('row', { name: new RegExp(sku) });
    await row.waitFor();
    expect(await textOf(row)).toContain(at(lang, 'products.offIn', { stores: 'fr' }));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-products-off-in-fr-de-desktop');

    // Deleted again.
    await page.goto(editorURL);
    await poll(() => textOf(h1(page))).toBe(names.de);
    await page.getByRole('button', { name: at(lang, 'product.delete') }).click();
    const confirm = page.getByRole('alertdialog', { name: at(lang, 'product.deleteTitle') });
    await confirm.getByRole('button', { name: at(lang, 'product.delete') }).click();
    await poll(() => statusOf(paths.de ?? '')).toBe(404);

    expect(refused > 0 ? problems.filter((p) => !p.includes('status of 401 (Unauthorized)')) : problems).toEqual([]);
    expect(shop.problems.filter((p) => !p.includes('404'))).toEqual([]);
    await shop.context.close();
    await context.close();
  });

  test('fr, phone: a demo product’s related products, the demo product not sold in France, and the editor', async () => {
    const lang = 'fr' as const;
    const shop = await open(browser, { locale: 'fr-FR', viewport: 'phone' });
    const rug = await commerce<{ products: { items: { url_key: string; related_products: { sku: string }[] }[] } }>(
      'fr',
      `{ products(filter: { sku: { eq: "PF-RD-STURM-0-DUNKELGRUEN" } }) { items { url_key related_products { sku } } } }`,
    );
    const item = rug.products.items[0];
    expect(item?.related_products.map((p) => p.sku)).toEqual(related);
    await shop.page.goto(`/fr/${item?.url_key ?? ''}`);
    await h1(shop.page).waitFor();
    const section = shop.page.getByRole('region', { name: 'Produits associés' });
    await shop.page.mouse.wheel(0, 6000);
    await section.waitFor();
    await section.scrollIntoViewIfNeeded();
    await expectAccessible(shop.page, { soft: true });
    await screenshot(shop.page, 'product-related-fr-phone');
    // Not sold in France: the French store view does not know it.
    const piaffe = await commerce<{ products: { total_count: number } }>(
      'fr',
      `{ products(filter: { sku: { eq: "PF-FS-PIAFFE" } }) { total_count } }`,
    );
    expect(piaffe.products.total_count).toBe(0);
    const inGerman = await commerce<{ products: { total_count: number } }>(
      'de',
      `{ products(filter: { sku: { eq: "PF-FS-PIAFFE" } }) { total_count } }`,
    );
    expect(inGerman.products.total_count).toBe(1);
    expect(shop.problems).toEqual([]);
    await shop.context.close();

    const { page, context, problems } = await open(browser, { locale: 'fr-FR', viewport: 'phone' });
    await page.goto('/admin/products?offIn=shop_fr');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    const refused = await signInDemoOwner(page, lang);
    await page.goto('/admin/products?offIn=shop_fr');
    const row = page.getByRole('row', { name: /PF-FS-PIAFFE/ });
    await row.waitFor();
    expect(await textOf(row)).toContain(at(lang, 'products.offIn', { stores: 'fr' }));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-products-off-in-fr-fr-phone');
    await row.getByRole('link').first().click();
    await poll(() => textOf(h1(page))).toContain('Piaffe');
    await poll(() => page.getByRole('checkbox', { name: 'Français (shop_fr)' }).isChecked()).toBe(false);
    await page.getByRole('checkbox', { name: 'Deutsch (shop_de)' }).scrollIntoViewIfNeeded();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-product-visibility-fr-phone');
    expect(refused > 0 ? problems.filter((p) => !p.includes('status of 401 (Unauthorized)')) : problems).toEqual([]);
    await context.close();
  });
});
