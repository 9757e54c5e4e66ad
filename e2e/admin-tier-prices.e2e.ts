// Browser journey of tier prices (issue 26, prices): the demo owner gives
// a feed sack a tier price in the product editor (a price above the
// regular one is refused on its field first), the product page shows it
// with its base price per kilo in de and fr on desktop and phone, and four
// sacks in the cart cost the tier's price each, three the regular price.
// axe on every screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, signInDemoOwner } from './support/admin';
import { expectAccessible, launch, open, screenshot } from './support/browser';
import { commerce, h1, normal, pathOf, poll, t, textOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// Pferdemüsli Sport: 20 kg at 31.95 €, no tiers in the demo.
const sku = 'ST-MU-SPORT';

async function productPath(lang: 'de' | 'fr'): Promise<string> {
  const data = await commerce<{ products: { items: { url_key: string; url_suffix: string | null }[] } }>(
    lang,
    `query ($sku: String!) { products(filter: { sku: { eq: $sku } }, pageSize: 1) { items { url_key url_suffix } } }`,
    { sku },
  );
  const item = data.products.items[0];
  if (!item) throw new Error(`no ${sku}`);
  return `/${lang}/${item.url_key}${item.url_suffix ?? ''}`;
}

const tiersOf = (page: Page, lang: 'de' | 'fr') => page.getByRole('region', { name: t(lang, 'price.tiers') });

describe('tier prices', () => {
  test('de, desktop: the owner sets a tier price; the product page and the cart charge it from its quantity', async () => {
    const lang = 'de' as const;
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto('/admin/products?q=' + sku);
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    const refused = await signInDemoOwner(page, lang);
    await page.goto('/admin/products?q=' + sku);
    const row = page.getByRole('row', { name: new RegExp(sku) });
    await row.waitFor();
    await row.getByRole('link').first().click();
    await poll(() => /\/admin\/products\/\d+$/.test(page.url())).toBe(true);

    const tiers = page.getByRole('group', { name: at(lang, 'product.tiers') });
    await tiers.waitFor();
    expect(await textOf(tiers)).toContain(at(lang, 'product.tiersNone'));
    await tiers.getByRole('button', { name: at(lang, 'product.tierAdd') }).click();
    await tiers.getByLabel(at(lang, 'product.tierQuantity'), { exact: true }).fill('4');
    const unit = tiers.getByLabel(at(lang, 'product.tierFixed'), { exact: true });
    // Above the regular price: refused on the field, which takes the focus.
    await unit.fill('33,00');
    await page.getByRole('button', { name: at(lang, 'product.save') }).click();
    await poll(() => unit.getAttribute('aria-invalid')).toBe('true');
    await poll(() => unit.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-product-tiers-refused-de-desktop');
    await unit.fill('29,90');
    await page.getByRole('button', { name: at(lang, 'product.save') }).click();
    await page.getByRole('status').filter({ hasText: at(lang, 'product.saved') }).waitFor();
    expect(await unit.getAttribute('aria-invalid')).toBeNull();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-product-tiers-de-desktop');
    expect(refused > 0 ? problems.filter((p) => !p.includes('status of 401 (Unauthorized)')) : problems).toEqual([]);
    await context.close();

    // The product page: from 4 sacks 29.90 € each, 1.50 € per kilo.
    const shop = await open(browser, { locale: 'de-DE' });
    await shop.page.goto(await productPath(lang));
    const shown = tiersOf(shop.page, lang);
    await poll(() => textOf(shown).then(normal)).toContain(normal(t(lang, 'price.tier', { quantity: 4, price: '29,90 €' })));
    expect(normal(await textOf(shown))).toContain(normal(t(lang, 'price.basePrice', { price: '1,50 €', unit: 'kg' })));
    await expectAccessible(shop.page, { soft: true });
    await screenshot(shop.page, 'product-tiers-de-desktop');

    // Four sacks in the cart cost the tier's price each; three the regular one.
    await shop.page.getByRole('spinbutton', { name: t(lang, 'product.quantity') }).fill('4');
    await shop.page.getByRole('button', { name: t(lang, 'product.addToCart'), exact: true }).click();
    const drawer = shop.page.getByRole('dialog', { name: t(lang, 'cart.added.title') });
    await drawer.waitFor();
    await drawer.getByRole('link', { name: t(lang, 'miniCart.toCart') }).click();
    await poll(() => pathOf(shop.page)).toBe(`/${lang}/checkout/cart`);
    const list = shop.page.getByRole('region', { name: `${t(lang, 'cart.items')} (4)` });
    await list.waitFor();
    await poll(() => textOf(list).then(normal)).toContain(normal('29,90 €'));
    expect(normal(await textOf(list))).toContain(normal('119,60 €'));
    await expectAccessible(shop.page, { soft: true });
    await screenshot(shop.page, 'cart-tier-de-desktop');
    const line = list.getByRole('listitem').first();
    await line.getByRole('button', { name: /verringern/i }).click();
    await shop.page.getByRole('region', { name: `${t(lang, 'cart.items')} (3)` }).waitFor();
    await poll(() => textOf(shop.page.getByRole('region', { name: `${t(lang, 'cart.items')} (3)` })).then(normal)).toContain(normal('95,85 €'));
    expect(shop.problems).toEqual([]);
    await shop.context.close();
  });

  test('fr, phone: the product page shows the tier price with its base price', async () => {
    const lang = 'fr' as const;
    const shop = await open(browser, { locale: 'fr-FR', viewport: 'phone' });
    await shop.page.goto(await productPath(lang));
    const shown = tiersOf(shop.page, lang);
    await poll(() => textOf(shown).then(normal)).toContain(normal(t(lang, 'price.tier', { quantity: 4, price: '29,90 €' })));
    expect(normal(await textOf(shown))).toContain(normal(t(lang, 'price.basePrice', { price: '1,50 €', unit: 'kg' })));
    await expectAccessible(shop.page, { soft: true });
    await screenshot(shop.page, 'product-tiers-fr-phone');
    expect(shop.problems).toEqual([]);
    await shop.context.close();
  });

  test('de phone and fr desktop: the demo muesli lists both of its tiers', async () => {
    for (const [lang, viewport, locale] of [['de', 'phone', 'de-DE'], ['fr', 'desktop', 'fr-FR']] as const) {
      const shop = await open(browser, { locale, viewport });
      const data = await commerce<{ products: { items: { url_key: string }[] } }>(
        lang,
        `{ products(filter: { sku: { eq: "ST-MU-ALLTAG" } }, pageSize: 1) { items { url_key } } }`,
      );
      await shop.page.goto(`/${lang}/${data.products.items[0]?.url_key ?? ''}`);
      const shown = tiersOf(shop.page, lang);
      await poll(() => shown.getByRole('listitem').count()).toBe(2);
      await expectAccessible(shop.page, { soft: true });
      await screenshot(shop.page, `product-tiers-${lang}-${viewport}`);
      expect(shop.problems).toEqual([]);
      await shop.context.close();
    }
  });
});
