// Browser journeys of the cart (issue 13): adding variants and customizable
// options from product pages in de, en and fr, the mini cart, the cart page
// (quantities, removal, coupons, totals, the delivery window), the merge of
// a guest cart on sign-in and the fresh cart after signing out, on phones
// and desktops. Each journey is its own browser context (its own cookie,
// client address and, where it signs in, its own customer), so they run
// side by side.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible, launch, open, screenshot, type Language } from './support/browser';
import { h1, normal, pathOf, poll, t, textOf } from './support/content';
import { demoProduct as product, type DemoProduct as Product, type VariantChoice } from './support/catalog';
import { commerceAsPage, registerCustomer, signIn } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});


/** Chooses a variant's values by keyboard, as the radios are one group per option. */
async function chooseVariant(page: Page, variant: NonNullable<Product['variant']>): Promise<void> {
  for (const choice of variant.choices) {
    const radio = page.locator(`[data-option-code="${choice.code}"]`).getByRole('radio', { name: choice.label, exact: true });
    await radio.focus();
    await page.keyboard.press('Space');
    await poll(() => radio.isChecked()).toBe(true);
  }
}

const banner = (page: Page) => page.getByRole('banner');
/** "2 Artikel", "1 item", "0 article": the count as the header names it (French counts 0 as one). */
const itemCount = (lang: Language, count: number) =>
  t(lang, (lang === 'fr' ? count <= 1 : count === 1) ? 'miniCart.count_one' : 'miniCart.count_other', { count });
/** The header's cart button, named with the count ("Warenkorb, 2 Artikel"). */
const headerCart = (page: Page) => banner(page).getByRole('button', { name: /,/ }).filter({ has: page.locator('svg') }).last();
const addButton = (page: Page, lang: Language) => page.getByRole('button', { name: t(lang, 'product.addToCart'), exact: true });
const toastOf = (page: Page, message: string) => page.getByRole('alertdialog', { name: message });
const summaryRegion = (page: Page, lang: Language) => page.getByRole('region', { name: t(lang, 'cart.totals.title') });

/** The summary's rows as "label: value". */
async function summaryRows(page: Page, lang: Language): Promise<string[]> {
  return summaryRegion(page, lang)
    .locator('dl > div')
    .evaluateAll((rows) => rows.map((row) => `${row.children[0]?.textContent ?? ''}: ${row.children[1]?.textContent ?? ''}`.replace(/\s+/g, ' ').trim()));
}

/** What the server has in the browser's guest cart (by the id in its cookie), read with the page's context. */
async function serverCart(page: Page, lang: Language) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'paddock_cart');
  if (!cookie) return null;
  const [id] = decodeURIComponent(cookie.value).split(':');
  const data = await commerceAsPage<{ cart: { total_quantity: number; prices: { grand_total: { value: number } } } }>(
    page,
    lang,
    `query ($id: String!) { cart(cart_id: $id) { total_quantity prices { grand_total { value } } } }`,
    { id },
  );
  return data.cart;
}

async function cartCookie(page: Page): Promise<{ value: string; path: string; sameSite: string; expires: number } | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'paddock_cart');
  return cookie ? { value: decodeURIComponent(cookie.value), path: cookie.path, sameSite: cookie.sameSite, expires: cookie.expires } : null;
}

/** The cart drawer an add opens. */
const cartDrawer = (page: Page, lang: Language) => page.getByRole('dialog', { name: t(lang, 'cart.added.title') });

/**
 * Adds what the product page holds and waits for the cart drawer, which has
 * the focus; `look` checks it first (and names its screenshot). Escape closes
 * it and the focus is back on the add button.
 */
async function addAndConfirm(page: Page, lang: Language, look?: (drawer: Locator) => Promise<void>): Promise<void> {
  await addButton(page, lang).click();
  const drawer = cartDrawer(page, lang);
  await drawer.waitFor();
  await poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  if (look) await look(drawer);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  await poll(() => addButton(page, lang).evaluate((el) => el === document.activeElement)).toBe(true);
}

/** The drawer's line, subtotal, shipping hint and ways on, with axe and a screenshot. */
async function lookAtDrawer(page: Page, lang: Language, drawer: Locator, name: string, count: number, shot: string): Promise<void> {
  await drawer.getByRole('list', { name: t(lang, 'cart.added.item') }).getByRole('link', { name }).waitFor();
  const subtotal = t(lang, (lang === 'fr' ? count <= 1 : count === 1) ? 'cart.added.subtotal_one' : 'cart.added.subtotal_other', { count });
  expect(normal(await textOf(drawer))).toContain(normal(subtotal));
  // The free-shipping hint of the cart page: how much more, or that it ships free.
  const toGo = escapeRegExp(normal(t(lang, 'cart.totals.toFreeShipping', { amount: 'AMOUNT' }))).replace('AMOUNT', '.+?');
  const reached = escapeRegExp(normal(t(lang, 'cart.totals.freeShippingReached')));
  expect(normal(await textOf(drawer))).toMatch(new RegExp(`${toGo}|${reached}`));
  expect(await drawer.getByRole('link', { name: t(lang, 'miniCart.toCheckout') }).getAttribute('href')).toBe(`/${lang}/checkout`);
  expect(await drawer.getByRole('link', { name: t(lang, 'miniCart.toCart') }).getAttribute('href')).toBe(`/${lang}/checkout/cart`);
  await drawer.getByRole('button', { name: t(lang, 'cart.added.continue') }).waitFor();
  await expectAccessible(page, { soft: true });
  await screenshot(page, shot);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field by its label's start (labels carry the required mark and the surcharge). */
const optionField = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

/** No cart id ever stands in an address the browser asked for. */
function watchForCartIds(page: Page): string[] {
  const leaks: string[] = [];
  page.on('request', (request) => {
    if (/cart_?[iI]d|cartId/.test(request.url())) leaks.push(request.url());
    if (request.url().includes('/graphql') && request.method() === 'GET' && /Cart/.test(request.url())) leaks.push(request.url());
  });
  return leaks;
}

describe('the cart', () => {
  test('de, desktop: a club shirt with every option and breeches in a size; quantities, a coupon, the totals', async () => {
    const lang: Language = 'de';
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    const leaks = watchForCartIds(page);
    const shirt = await product(lang, 'VK-TX-CLASSIC');
    const breeches = await product(lang, 'RH-KB-ELLA-OLIV');
    if (!shirt.variant || !breeches.variant) throw new Error('the demo products have variants in stock');

    await page.goto(shirt.path);
    await poll(() => textOf(h1(page))).toBe(shirt.name);
    await poll(() => textOf(headerCart(page))).toContain(itemCount(lang, 0));
    // Adding at once: the variant first.
    await addButton(page, lang).click();
    await poll(() => textOf(page.getByRole('alert').filter({ hasText: /\S/ }).first())).toContain(normal(t(lang, 'variants.chooseFirst', { options: '' })).slice(0, 12));
    await chooseVariant(page, shirt.variant);
    // Then the required options, each on its field.
    await addButton(page, lang).click();
    const logoType = optionField(page, 'Logo-Art');
    await poll(() => logoType.getAttribute('aria-invalid')).toBe('true');
    expect(await logoType.evaluate((el) => el === document.activeElement)).toBe(true);
    // Sublimation extras are offered with the sublimated logo only.
    await logoType.selectOption((await logoType.locator('option', { hasText: 'Sublimationsdruck' }).getAttribute('value')) ?? '');
    await optionField(page, 'Logo-Position').selectOption({ index: 4 });
    await page.getByRole('checkbox', { name: /^Vereinslogo/ }).check();
    const name = optionField(page, 'Name auf dem Rücken');
    await name.fill('Mia Huber');
    await poll(() => textOf(page.getByText(/^Mit Ihrer Auswahl:/))).toMatch(/^Mit Ihrer Auswahl: \d+,\d\d € \(Aufpreis \d+,\d\d €\)$/);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'cart-add-options-de-desktop');
    await addAndConfirm(page, lang, (drawer) => lookAtDrawer(page, lang, drawer, shirt.name, 1, 'cart-drawer-de-desktop'));
    await poll(() => textOf(headerCart(page))).toContain(itemCount(lang, 1));
    const cookie = await cartCookie(page);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32}:1$/);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

    // Breeches, two of them.
    await page.goto(breeches.path);
    await poll(() => textOf(h1(page))).toBe(breeches.name);
    await chooseVariant(page, breeches.variant);
    await page.getByRole('spinbutton', { name: t(lang, 'product.quantity') }).fill('2');
    await addAndConfirm(page, lang);
    await poll(() => textOf(headerCart(page))).toContain(itemCount(lang, 3));

    // The mini cart, by keyboard: open, read, close with Escape.
    await headerCart(page).focus();
    await page.keyboard.press('Enter');
    const mini = page.getByRole('region', { name: t(lang, 'miniCart.label') });
    await mini.getByRole('link', { name: shirt.name }).waitFor();
    expect(await textOf(mini)).toContain(t(lang, 'miniCart.subtotal'));
    expect(await mini.getByRole('link', { name: t(lang, 'miniCart.toCheckout') }).getAttribute('href')).toBe(`/${lang}/checkout`);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'cart-mini-de-desktop');
    await page.keyboard.press('Escape');
    await mini.waitFor({ state: 'detached' });
    expect(await headerCart(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await mini.getByRole('link', { name: t(lang, 'miniCart.toCart') }).click();

    await poll(() => pathOf(page)).toBe(`/${lang}/checkout/cart`);
    const list = page.getByRole('region', { name: `${t(lang, 'cart.items')} (3)` });
    await list.waitFor();
    expect(await textOf(list)).toContain('Name auf dem Rücken: Mia Huber');
    expect(await textOf(page.getByText(t(lang, 'cart.delivery.title')).locator('xpath=following-sibling::p'))).toMatch(/\d+\. \w+/);
    await page.getByText(t(lang, 'cart.notReserved')).waitFor();
    const before = await serverCart(page, lang);
    expect((await summaryRows(page, lang)).at(-2)).toBe(
      normal(`${t(lang, 'cart.totals.grandTotal')}: ${new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(before?.prices.grand_total.value ?? 0)}`),
    );
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'cart-page-de-desktop');

    // One more shirt with the number field's button; the server's total follows.
    const shirtRow = list.getByRole('listitem').filter({ hasText: shirt.name });
    await shirtRow.getByRole('button', { name: /erhöhen/i }).click();
    await page.getByRole('region', { name: `${t(lang, 'cart.items')} (4)` }).waitFor();
    await poll(async () => (await serverCart(page, lang))?.total_quantity).toBe(4);
    await poll(() => cartCookie(page).then((c) => c?.value.endsWith(':4'))).toBe(true);

    // Coupons: an expired one gets the one neutral message; a good one a discount line; removed again.
    const code = page.getByRole('textbox', { name: t(lang, 'cart.coupon.label') });
    await code.fill('SOMMER2025');
    await code.press('Enter');
    await poll(() => code.getAttribute('aria-invalid')).toBe('true');
    const refusal = await textOf(page.locator(`#${await code.getAttribute('aria-describedby')}`));
    await code.fill('GIBTESNICHT');
    await page.getByRole('button', { name: t(lang, 'cart.coupon.apply') }).click();
    await poll(async () => textOf(page.locator(`#${(await code.getAttribute('aria-describedby')) ?? 'none'}`))).toBe(refusal);
    await code.fill('WILLKOMMEN10');
    await page.getByRole('button', { name: t(lang, 'cart.coupon.apply') }).click();
    const removeCoupon = page.getByRole('button', { name: t(lang, 'cart.coupon.removeLabel', { code: 'WILLKOMMEN10' }) });
    await removeCoupon.waitFor();
    await poll(() => summaryRows(page, lang)).toContainEqual(expect.stringMatching(/Willkommensrabatt: −\d+,\d\d €$/));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'cart-coupon-de-desktop');
    await removeCoupon.click();
    await code.waitFor();
    expect((await summaryRows(page, lang)).some((row) => row.includes('Willkommensrabatt'))).toBe(false);

    expect(leaks).toEqual([]);
    expect(problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
    await context.close();
  });

  test('en, phone: a rug in a size, the mini cart across the screen, removing down to the empty cart', async () => {
    const lang: Language = 'en';
    const { page, context, problems } = await open(browser, { viewport: 'phone', locale: 'en-US' });
    const rug = await product(lang, 'PF-RD-HOCHLAND-300');
    await page.goto(rug.path);
    await poll(() => textOf(h1(page))).toBe(rug.name);
    if (rug.variant) await chooseVariant(page, rug.variant);
    await addAndConfirm(page, lang, async (drawer) => {
      await lookAtDrawer(page, lang, drawer, rug.name, 1, 'cart-drawer-en-phone');
      // A sheet within the phone's width.
      const sheet = await drawer.boundingBox();
      expect(sheet && sheet.x >= 0 && sheet.x + sheet.width <= 390).toBe(true);
    });
    await poll(() => textOf(headerCart(page))).toContain(itemCount(lang, 1));
    // Scrolled down the page, the header and its cart stay on screen.
    await page.mouse.wheel(0, 1500);
    await poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const stuck = await headerCart(page).boundingBox();
    expect(stuck && stuck.y >= 0 && stuck.y < 120).toBe(true);
    await headerCart(page).click();
    const mini = page.getByRole('region', { name: t(lang, 'miniCart.label') });
    await mini.getByRole('link', { name: t(lang, 'miniCart.toCart') }).waitFor();
    await mini.getByRole('link', { name: t(lang, 'miniCart.toCheckout') }).waitFor();
    // Within the phone's width.
    const box = await mini.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'cart-mini-en-phone');
    await mini.getByRole('link', { name: t(lang, 'miniCart.toCart') }).click();

    await poll(() => pathOf(page)).toBe(`/${lang}/checkout/cart`);
    await page.getByRole('region', { name: `${t(lang, 'cart.items')} (1)` }).waitFor();
    await page.getByRole('link', { name: t(lang, 'cart.checkout') }).waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'cart-page-en-phone');
    await page.getByRole('button', { name: t(lang, 'cart.removeItemLabel', { name: rug.name }) }).click();
    await page.getByRole('heading', { name: t(lang, 'cart.empty.title') }).waitFor();
    const removed = toastOf(page, t(lang, 'cart.removed', { name: rug.name }));
    await removed.waitFor();
    // On a phone the toast sits at the top, clear of the page's buttons.
    expect((await removed.boundingBox())?.y ?? 999).toBeLessThan(200);
    await removed.getByRole('button', { name: t(lang, 'toast.dismiss') }).click();
    await removed.waitFor({ state: 'detached' });
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'cart-empty-en-phone');
    expect((await cartCookie(page))?.value).toMatch(/:0$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('fr, desktop: a saddle pad with an embroidered name; the cart in French', async () => {
    const lang: Language = 'fr';
    const { page, context, problems } = await open(browser, { locale: 'fr-FR' });
    const pad = await product(lang, 'PF-SC-AUSRITT-BEIGE');
    await page.goto(pad.path);
    await poll(() => textOf(h1(page))).toBe(pad.name);
    if (pad.variant) await chooseVariant(page, pad.variant);
    await optionField(page, 'Nom à broder').fill('Tornado');
    await poll(() => textOf(page.getByText(/^Avec votre sélection/))).toContain('supplément de 6,90');
    await addAndConfirm(page, lang, (drawer) => lookAtDrawer(page, lang, drawer, pad.name, 1, 'cart-drawer-fr-desktop'));
    await page.goto(`/${lang}/checkout/cart`);
    const list = page.getByRole('region', { name: `${t(lang, 'cart.items')} (1)` });
    await list.waitFor();
    expect(await textOf(list)).toContain('Nom à broder : Tornado +6,90');
    expect(await summaryRows(page, lang)).toContainEqual(expect.stringMatching(/^dont TVA 19\s?%: \d+,\d\d\s€$/));
    expect(await textOf(page.getByText(t(lang, 'cart.delivery.title')).locator('xpath=following-sibling::p'))).toMatch(/^du \S+ \d+ \S+ au \S+ \d+ \S+$/);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'cart-page-fr-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('de, phone: the guest cart joins the customer’s on sign-in; after signing out the cart is fresh', async () => {
    const lang: Language = 'de';
    const breeches = await product(lang, 'RH-KB-ELLA-OLIV');
    if (!breeches.variant) throw new Error('the breeches have variants in stock');
    // The customer's own cart holds one pair already (another device).
    const device = await open(browser, { locale: 'de-DE' });
    const customer = await registerCustomer(device.page, lang, 'cartmerge');
    await signIn(device.page, lang, customer);
    await commerceAsPage(
      device.page,
      lang,
      `mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { id } } }`,
      {
        id: (await commerceAsPage<{ customerCart: { id: string } }>(device.page, lang, '{ customerCart { id } }')).customerCart.id,
        items: [{ sku: breeches.variant.sku, parent_sku: breeches.sku, quantity: 1 }],
      },
    );
    await device.context.close();

    const { page, context, problems } = await open(browser, { viewport: 'phone', locale: 'de-DE' });
    await page.goto(`${breeches.path}`);
    await chooseVariant(page, breeches.variant);
    await page.getByRole('spinbutton', { name: t(lang, 'product.quantity') }).fill('2');
    await addAndConfirm(page, lang);
    await poll(() => textOf(headerCart(page))).toContain(itemCount(lang, 2));
    expect(await cartCookie(page)).not.toBeNull();

    // Signing in through the form merges: 1 + 2 of the same variant.
    await page.goto(`/${lang}/account`);
    const form = page.getByRole('form', { name: t(lang, 'account.signIn.heading'), exact: true });
    await form.getByRole('textbox', { name: t(lang, 'account.signIn.email') }).fill(customer.email);
    await form.locator('input[autocomplete="current-password"]').fill(customer.password);
    await form.getByRole('button', { name: t(lang, 'account.signIn.submit'), exact: true }).click();
    await poll(() => pathOf(page)).toBe(`/${lang}/customer`);
    await poll(() => cartCookie(page)).toBeNull();
    await page.goto(`/${lang}/checkout/cart`);
    const list = page.getByRole('region', { name: `${t(lang, 'cart.items')} (3)` });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await list.getByRole('textbox', { name: t(lang, 'cart.quantity') }).inputValue()).toBe('3');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'cart-merged-de-phone');

    // Signing out: the customer's cart is gone from the browser, and no guest cart is made before the next add.
    await banner(page).getByRole('button', { name: t(lang, 'session.signOut') }).click();
    await page.getByRole('heading', { name: t(lang, 'cart.empty.title') }).waitFor();
    expect(await cartCookie(page)).toBeNull();
    await page.goto(`/${lang}`);
    await poll(() => textOf(headerCart(page))).toContain(itemCount(lang, 0));
    expect(problems).toEqual([]);
    await context.close();
  });
});
