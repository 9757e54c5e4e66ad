// Browser journey of items no longer sold (issue 26, point 10): a
// customer has a product of its own (made for the journey through the
// admin API by the demo owner, so no other journey's goods change) in the
// cart beside a demo product, and on the wish list; the owner disables it.
// The cart page, the mini cart and the wish list keep it, marked, with
// the server's reason; the checkout button says what to remove first, and
// placing the order is refused naming it. Removed from the cart, the rest
// is ordered. axe on every screen; de on a desktop, fr on a phone.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, signInDemoOwner } from './support/admin';
import { expectAccessible, launch, open, screenshot, type Language } from './support/browser';
import { commerce, h1, normal, pathOf, poll, t, textOf } from './support/content';
import { commerceAsPage, registerCustomer, shipCart, signIn, stableInGermany } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36).toUpperCase();
const sku = `GONE-${run}`;
const names = { de: `Hufkratzer Pia ${run}`, en: `Hoof pick Pia ${run}`, fr: `Cure-pied Pia ${run}` };

/** The server's texts (internal/platform/i18n/messages), as the commerce API answers them. */
function serverText(lang: Language, file: string, key: string, values: Record<string, string> = {}): string {
  const catalog = JSON.parse(readFileSync(new URL(`../internal/platform/i18n/messages/${lang}/${file}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
  let text: unknown = catalog;
  for (const part of key.split('.')) text = (text as Record<string, unknown>)[part];
  if (typeof text !== 'string') throw new Error(`no server text ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A call of the admin API with the signed-in staff's session. */
async function adminApi<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await page.request.post('/admin/graphql', {
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': 'de', Origin: new URL(page.url()).origin },
    data: { query, variables },
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

/** A simple demo product in stock without required options, to order beside the journey's own. */
async function demoProduct(): Promise<string> {
  type Item = { __typename: string; sku: string; stock_status: string; options?: { required: boolean }[] | null };
  const found = await commerce<{ products: { items: Item[] } }>(
    'de',
    `query { products(search: "pellets", pageSize: 50) { items { __typename sku stock_status ... on CustomizableProductInterface { options { required } } } } }`,
  );
  const fitting = found.products.items.find(
    (item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK' && !(item.options ?? []).some((o) => o.required),
  );
  if (!fitting) throw new Error('no fitting demo product');
  return fitting.sku;
}

const badge = (page: Page, text: string) => page.getByRole('main').getByText(text, { exact: true });

describe('items no longer sold', () => {
  test('a disabled product stays in the cart and the wish list, marked; the checkout waits until it is removed (de desktop, fr phone)', async () => {
    // The owner makes the journey's product.
    const owner = await open(browser, { locale: 'de-DE' });
    await owner.page.goto('/admin/');
    await poll(() => textOf(h1(owner.page))).toBe(at('de', 'signIn.title'));
    await signInDemoOwner(owner.page, 'de');
    const made = await adminApi<{ saveProduct: { id: string } }>(
      owner.page,
      `mutation ($input: ProductInput!) { saveProduct(input: $input) { id } }`,
      {
        input: {
          type: 'simple', sku, enabled: true, name: names, price: 690, stockQty: 50, taxClass: 'standard', deliveryMinDays: 1, deliveryMaxDays: 3,
          urlKey: { de: `hufkratzer-pia-${run.toLowerCase()}`, en: `hoof-pick-pia-${run.toLowerCase()}`, fr: `cure-pied-pia-${run.toLowerCase()}` },
        },
      },
    );

    // The customer puts it in the cart beside a demo product, and on the wish list.
    const lang: Language = 'de';
    const { page, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto(`/${lang}/`);
    const customer = await registerCustomer(page, lang, 'gone');
    await signIn(page, lang, customer);
    const other = await demoProduct();
    const { customerCart } = await commerceAsPage<{ customerCart: { id: string } }>(page, lang, '{ customerCart { id } }');
    const added = await commerceAsPage<{ addProductsToCart: { user_errors: { message: string }[] } }>(
      page,
      lang,
      `mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
      { id: customerCart.id, items: [{ sku: other, quantity: 1 }, { sku, quantity: 2 }] },
    );
    expect(added.addProductsToCart.user_errors).toEqual([]);
    await commerceAsPage(
      page,
      lang,
      `mutation ($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { user_errors { message } } }`,
      { items: [{ sku, quantity: 1 }] },
    );

    // The owner disables it (the back office's bulk action).
    await adminApi(owner.page, `mutation ($ids: [ID!]!) { bulkUpdateProducts(ids: $ids, action: { kind: "disable" }) }`, { ids: [made.saveProduct.id] });
    await owner.context.close();

    // The cart page keeps it, marked, with the reason; the checkout button says what to remove first.
    await page.goto(`/${lang}/checkout/cart`);
    await badge(page, t(lang, 'cart.unavailable')).waitFor();
    const main = page.getByRole('main');
    expect(await textOf(main)).toContain(serverText(lang, 'cart', 'cart.item.unavailable'));
    expect(await textOf(main)).toContain(names.de);
    const checkout = main.getByRole('button', { name: t(lang, 'cart.checkout') });
    expect(await checkout.getAttribute('aria-disabled')).toBe('true');
    expect(await textOf(main)).toContain(normal(t(lang, 'cart.blocked', { names: names.de })));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'cart-unavailable-de-desktop');

    // The mini cart (the shop's header, not the cart's) marks it too and does not lead to the checkout.
    await page.goto(`/${lang}/`);
    await page.getByRole('banner').getByRole('button', { name: /,/ }).filter({ has: page.locator('svg') }).last().click();
    const mini = page.getByRole('region', { name: t(lang, 'miniCart.label') });
    await mini.getByText(t(lang, 'miniCart.unavailable'), { exact: true }).waitFor();
    expect(await mini.getByRole('button', { name: t(lang, 'miniCart.toCheckout') }).getAttribute('aria-disabled')).toBe('true');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'cart-unavailable-mini-de-desktop');
    await page.keyboard.press('Escape');

    // Placing the order is refused, naming it.
    await shipCart(page, lang, customerCart.id, stableInGermany);
    await commerceAsPage(
      page,
      lang,
      `mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "banktransfer" } }) { cart { id } } }`,
      { id: customerCart.id },
    );
    const refused = await page.request.post('/graphql', {
      headers: { 'Content-Type': 'application/json', Store: `shop_${lang}`, Origin: new URL(page.url()).origin },
      data: { query: `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } errors { message code } } }`, variables: { id: customerCart.id } },
    });
    expect(await refused.text()).toContain(serverText(lang, 'order', 'order.cart.itemUnavailable', { name: names.de }).replaceAll('"', '\\"'));

    // The wish list keeps it: currently unavailable, only to remove.
    await page.goto(`/${lang}/customer/wishlist`);
    await badge(page, t(lang, 'wishlistPage.item.unavailableBadge')).waitFor();
    expect(await textOf(main)).toContain(serverText(lang, 'wishlist', 'wishlist.item.unavailable'));
    expect(await main.getByRole('button', { name: t(lang, 'wishlistPage.item.moveToCartNamed', { name: names.de }) }).count()).toBe(0);
    await main.getByRole('button', { name: t(lang, 'wishlistPage.item.removeNamed', { name: names.de }) }).waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'wishlist-unavailable-de-desktop');

    // The same customer on a French phone sees the same, in French; the
    // product's name is the one the item kept when added (in German).
    const fr: Language = 'fr';
    const phone = await open(browser, { locale: 'fr-FR', viewport: 'phone' });
    await phone.page.goto(`/${fr}/`);
    await signIn(phone.page, fr, customer);
    await phone.page.goto(`/${fr}/customer/wishlist`);
    await badge(phone.page, t(fr, 'wishlistPage.item.unavailableBadge')).waitFor();
    expect(await textOf(phone.page.getByRole('main'))).toContain(names.de);
    await expectAccessible(phone.page, { soft: true });
    await screenshot(phone.page, 'wishlist-unavailable-fr-phone');
    await phone.page.goto(`/${fr}/checkout/cart`);
    await badge(phone.page, t(fr, 'cart.unavailable')).waitFor();
    expect(await textOf(phone.page.getByRole('main'))).toContain(serverText(fr, 'cart', 'cart.item.unavailable'));
    expect(await textOf(phone.page.getByRole('main'))).toContain(normal(t(fr, 'cart.blocked', { names: names.de })));
    await expectAccessible(phone.page, { soft: true });
    await screenshot(phone.page, 'cart-unavailable-fr-phone');

    // Removed, the cart leads to the checkout again, and the rest is ordered.
    await phone.page.getByRole('button', { name: t(fr, 'cart.removeItemLabel', { name: names.de }) }).click();
    await phone.page.getByRole('main').getByRole('link', { name: t(fr, 'cart.checkout') }).waitFor();
    expect(await badge(phone.page, t(fr, 'cart.unavailable')).count()).toBe(0);
    await screenshot(phone.page, 'cart-unavailable-removed-fr-phone');
    const placed = await commerceAsPage<{ placeOrder: { orderV2: { number: string } | null; errors: { message: string }[] } }>(
      phone.page,
      fr,
      `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } errors { message } } }`,
      { id: customerCart.id },
    );
    expect(placed.placeOrder.errors).toEqual([]);
    expect(placed.placeOrder.orderV2?.number).toMatch(/^\d+$/);
    expect(pathOf(phone.page)).toBe(`/${fr}/checkout/cart`);
    expect(problems).toEqual([]);
    expect(phone.problems).toEqual([]);
  });
});
