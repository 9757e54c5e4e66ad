// Browser journeys of the back office's customers (issue 25): a customer
// with an order shipped, a return asked for and a product on the wish
// list; support (invited on the shell, enrolled with the authenticator)
// finds the customer, changes the address (a wrong postcode first, named
// on its field), adds an address and deletes it after confirming, and sees
// the customer's returns (linked to the return's page) and wish list. The
// demo owner sees the same customer in English. axe on every screen (de
// and en).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, code, invite, openCustomer, pattern, signInDemoOwner } from './support/admin';
import { expectAccessible, launch, open, screenshot } from './support/browser';
import { paddock } from './support/cli';
import { h1, poll, textOf } from './support/content';
import { commerceAsPage, orderable, placeOrder, registerCustomer, signIn, stableInGermany, type TestCustomer } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36);

// The customer of both journeys, with their return's reference and the
// wish list's product.
let shared: { customer: TestCustomer; reference: string; wished: string } | undefined;

describe('back office: customers', () => {
  test('de, desktop: support corrects a customer’s address, adds and deletes one, sees their returns and wish list', async () => {
    const lang = 'de' as const;
    // The customer: an order shipped, a return asked for, a product on the wish list.
    const shopper = await open(browser, { locale: 'de-DE' });
    const customer = await registerCustomer(shopper.page, lang, 'addresses');
    await signIn(shopper.page, lang, customer);
    const breeches = await orderable(lang, 'RH-KB-ELLA-OLIV');
    const number = await placeOrder(shopper.page, lang, [breeches.item(1)], stableInGermany);
    await paddock(['order', 'paid', number]);
    await paddock(['order', 'ship', number, '--tracking', '00340434161094042557']);
    const { customer: orders } = await commerceAsPage<{ customer: { orders: { items: { items: { id: string }[] }[] } } }>(
      shopper.page,
      lang,
      `query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { items { id } } } } }`,
      { n: number },
    );
    const requested = await commerceAsPage<{ createReturnRequest: { reference: string } }>(
      shopper.page,
      lang,
      `mutation ($n: String!, $id: ID!) { createReturnRequest(input: { incrementId: $n, items: [{ order_item_id: $id, quantity: 1, reason: "other" }] }) { reference } }`,
      { n: number, id: orders.orders.items[0]?.items[0]?.id },
    );
    const reference = requested.createReturnRequest.reference;
    const { customer: lists } = await commerceAsPage<{ customer: { wishlists: { id: string }[] } }>(shopper.page, lang, '{ customer { wishlists { id } } }');
    const item = breeches.item(1);
    const added = await commerceAsPage<{ addProductsToWishlist: { user_errors: { message: string }[] } }>(
      shopper.page,
      lang,
      `mutation ($w: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $w, wishlistItems: $items) { user_errors { message } } }`,
      { w: lists.wishlists[0]?.id, items: [item] },
    );
    expect(added.addProductsToWishlist.user_errors).toEqual([]);
    await commerceAsPage(
      shopper.page,
      lang,
      `mutation ($in: CustomerAddressInput!) { createCustomerAddress(input: $in) { id } }`,
      { in: { ...stableInGermany, default_billing: true, default_shipping: true } },
    );
    shared = { customer, reference, wished: item.sku };

    // Support, invited and enrolled.
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto(await invite(`support-customers-${run}@example.org`, 'support'));
    await poll(() => textOf(h1(page))).toBe(at(lang, 'invite.title'));
    await page.getByLabel(at(lang, 'invite.name')).fill('Sina Support');
    await page.getByLabel(at(lang, 'invite.password'), { exact: true }).fill('Galopp-2026!x');
    await page.getByRole('button', { name: at(lang, 'invite.submit') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'enrol.title'));
    const secret = (await textOf(page.locator('p[translate="no"]'))).trim();
    await page.getByLabel(at(lang, 'enrol.code')).fill(await code(page, secret));
    await page.getByRole('button', { name: at(lang, 'enrol.submit') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'recovery.title'));
    await page.getByRole('button', { name: at(lang, 'recovery.done') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'dashboard.title'));

    await openCustomer(page, lang, customer);
    const addresses = page.getByRole('region', { name: at(lang, 'customer.addresses') });
    expect(await textOf(addresses)).toContain('29223 Celle');

    // A wrong postcode is named on its field and changes nothing.
    await addresses.getByRole('button', { name: pattern(lang, 'customer.editAddressOf') }).click();
    const edit = page.getByRole('dialog', { name: at(lang, 'customer.editAddress') });
    const postcode = edit.getByLabel(at(lang, 'customer.postcode'));
    expect(await postcode.inputValue()).toBe('29223');
    await postcode.fill('2922');
    await edit.getByRole('button', { name: at(lang, 'settings.save') }).click();
    await poll(() => postcode.getAttribute('aria-invalid')).toBe('true');
    const described = (await postcode.getAttribute('aria-describedby')) ?? '';
    expect(await textOf(edit.locator(`[id="${described.split(' ')[0]}"]`))).toMatch(/Postleitzahl/);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-customer-address-error-de-desktop');
    await postcode.fill('29221');
    await edit.getByLabel(at(lang, 'customer.street')).fill('Am Deich 6');
    await edit.getByRole('button', { name: at(lang, 'settings.save') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'customer.addressSaved') }))).toBe(at(lang, 'customer.addressSaved'));
    expect(await textOf(addresses)).toContain('Am Deich 6, 29221 Celle');

    // A second address: incomplete first, then added, then deleted after confirming.
    await addresses.getByRole('button', { name: at(lang, 'customer.addAddress') }).click();
    const add = page.getByRole('dialog', { name: at(lang, 'customer.addAddress') });
    await add.getByLabel(at(lang, 'customer.firstname')).fill('Lena');
    await add.getByRole('button', { name: at(lang, 'settings.save') }).click();
    await poll(() => add.getByLabel(at(lang, 'customer.lastname')).getAttribute('aria-invalid')).toBe('true');
    expect(await add.getByLabel(at(lang, 'customer.city')).getAttribute('aria-invalid')).toBe('true');
    await add.getByLabel(at(lang, 'customer.lastname')).fill('Huber');
    await add.getByLabel(at(lang, 'customer.street')).fill('Reitweg 2');
    await add.getByLabel(at(lang, 'customer.postcode')).fill('48155');
    await add.getByLabel(at(lang, 'customer.city')).fill('Münster');
    await add.getByRole('button', { name: at(lang, 'settings.save') }).click();
    await poll(() => textOf(addresses)).toContain('Reitweg 2, 48155 Münster');
    await addresses.getByRole('button', { name: at(lang, 'customer.deleteAddressOf', { address: 'Lena Huber, Reitweg 2, 48155 Münster, DE' }) }).click();
    const confirm = page.getByRole('alertdialog', { name: at(lang, 'customer.deleteAddressTitle') });
    expect(await textOf(confirm)).toContain('Reitweg 2');
    await expectAccessible(page, { soft: true });
    await confirm.getByRole('button', { name: at(lang, 'customer.deleteAddress') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'customer.addressDeleted') }))).toBe(at(lang, 'customer.addressDeleted'));
    expect(await textOf(addresses)).not.toContain('Reitweg 2');
    expect(await textOf(addresses)).toContain('29221 Celle');

    // The returns, linked to the return's page, and the wish list.
    const returns = page.getByRole('region', { name: at(lang, 'returns.title') });
    const link = returns.getByRole('link', { name: reference, exact: true });
    expect(await link.getAttribute('href')).toBe(`/admin/returns/${reference}`);
    expect(await textOf(returns)).toContain(number);
    expect(await textOf(returns)).toContain(at(lang, 'returnStatus.requested'));
    const wishlist = page.getByRole('region', { name: at(lang, 'customer.wishlist') });
    await poll(() => textOf(wishlist)).toContain(at(lang, 'customer.sku', { sku: item.sku }));
    expect(await textOf(wishlist)).toContain(breeches.name);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-customer-addresses-de-desktop');
    await link.click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'return.title', { reference }));

    expect(problems).toEqual([]);
    await context.close();
    await shopper.context.close();
  });

  test('en, desktop: the demo owner sees the customer’s address book, returns and wish list', async () => {
    const lang = 'en' as const;
    if (!shared) throw new Error('the first journey made no customer');
    const { page, context, problems } = await open(browser, { locale: 'en-GB' });
    await page.goto('/admin/');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    // Another journey may sign the demo owner in within the same 30 s.
    const refused = await signInDemoOwner(page, lang);

    await openCustomer(page, lang, shared.customer);
    expect(await textOf(page.getByRole('region', { name: at(lang, 'customer.addresses') }))).toContain('Am Deich 6, 29221 Celle');
    const returns = page.getByRole('region', { name: at(lang, 'returns.title') });
    await returns.getByRole('link', { name: shared.reference, exact: true }).waitFor();
    expect(await textOf(returns)).toContain(at(lang, 'returnStatus.requested'));
    const wishlist = page.getByRole('region', { name: at(lang, 'customer.wishlist') });
    await poll(() => textOf(wishlist)).toContain(at(lang, 'customer.sku', { sku: shared.wished }));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-customer-addresses-en-desktop');

    // The address changes in the audit trail, the street masked.
    const nav = page.getByRole('navigation', { name: at(lang, 'nav.label') });
    await nav.getByRole('link', { name: at(lang, 'nav.audit'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'audit.title'));
    await page.getByLabel(at(lang, 'audit.objectType')).fill('customer');
    await page.getByRole('button', { name: at(lang, 'orders.apply') }).click();
    await poll(() => new URL(page.url()).searchParams.get('type')).toBe('customer');
    const table = await textOf(page.getByRole('table'));
    for (const op of ['customer.address.update', 'customer.address.create', 'customer.address.delete']) expect(table).toContain(op);
    expect(table).toContain('Sina Support');
    expect(table).not.toContain('Am Deich 6');
    await expectAccessible(page, { soft: true });
    // A code refused for another journey's sign-in is a 401 in the console.
    expect(refused > 0 ? problems.filter((p) => !p.includes('status of 401 (Unauthorized)')) : problems).toEqual([]);
    await context.close();
  });
});
