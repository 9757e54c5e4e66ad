// Browser journeys of the wish list (issue 16): a visitor saves products
// from a listing (the search's cards) and from a product page (by
// keyboard), the header counts them, signing in adds them to the account
// (the browser's list is cleared), the wish list page lists them; one goes
// into the cart from an English phone, the other leaves from a French one.
// The journey registers its own customer, so it shares no state with
// others; what the screens say comes from the catalogs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible, launch, open, screenshot, viewports, type Language } from './support/browser';
import { commerce, escape, h1, pathOf, poll, t, textOf, widthOf } from './support/content';
import { registerCustomer } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Saveable {
  sku: string;
  /** The product's name and path per language. */
  name: Record<Language, string>;
  path: Record<Language, string>;
}

/**
 * Two simple products of the demo catalogue in stock and without required
 * options (so that they go into the cart as they are), with their names
 * and paths in every language.
 */
async function saveables(): Promise<[Saveable, Saveable]> {
  const query = `query ($search: String!) { products(search: $search, pageSize: 50) { items { __typename sku name url_key url_suffix stock_status
    ... on CustomizableProductInterface { options { required } } } } }`;
  type Item = {
    __typename: string;
    sku: string;
    name: string;
    url_key: string;
    url_suffix: string | null;
    stock_status: string;
    options?: { required: boolean }[] | null;
  };
  const found = await commerce<{ products: { items: Item[] } }>('de', query, { search: 'pellets' });
  const fitting = found.products.items.filter(
    (item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK' && !(item.options ?? []).some((o) => o.required),
  );
  if (fitting.length < 2) throw new Error(`the demo catalogue has ${fitting.length} fitting products for "pellets"`);
  const bySku = async (sku: string): Promise<Saveable> => {
    const name = {} as Record<Language, string>;
    const path = {} as Record<Language, string>;
    for (const lang of ['de', 'en', 'fr'] as const) {
      const data = await commerce<{ products: { items: Item[] } }>(
        lang,
        `query ($sku: String!) { products(filter: { sku: { eq: $sku } }, pageSize: 1) { items { __typename sku name url_key url_suffix stock_status } } }`,
        { sku },
      );
      const item = data.products.items[0];
      if (!item) throw new Error(`no product ${sku} in ${lang}`);
      name[lang] = item.name;
      path[lang] = `/${lang}/${item.url_key}${item.url_suffix ?? ''}`;
    }
    return { sku, name, path };
  };
  return [await bySku(fitting[0]!.sku), await bySku(fitting[1]!.sku)];
}

const toast = (page: Page, message: string) => page.getByRole('alertdialog', { name: message });

/** Waits for a toast and closes it, as a reader would (on a phone it lies over the page). */
async function readToast(page: Page, lang: Language, message: string): Promise<void> {
  const note = toast(page, message);
  await note.waitFor();
  await note.getByRole('button', { name: t(lang, 'toast.dismiss') }).click();
  await note.waitFor({ state: 'detached' });
}

/** A header entry's name: its label, then (for screen readers) a comma and the count. */
const counted = (label: string, count: string) => new RegExp(`^${escape(label)}\\s*, ${escape(count)}$`);

/** The header's wish list link with the count in its name. */
const wishlistLink = (page: Page, lang: Language, count: number) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: counted(t(lang, 'wishlist.label'), t(lang, count === 1 ? 'wishlist.count_one' : 'wishlist.count_other', { count })) });

const itemHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

describe('the wish list', () => {
  test('a visitor saves two products, signs in, finds them on the wish list, moves one to the cart (en, phone) and removes the other (fr, phone)', async () => {
    const lang: Language = 'de';
    const [first, second] = await saveables();
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });

    // A card of the search's listing: the heart names the product, its state is "pressed".
    await page.goto(`/${lang}/search?q=${encodeURIComponent(first.name.de)}`);
    const cardHeart = page.getByRole('button', { name: t(lang, 'wishlist.saveProduct', { name: first.name.de }), exact: true }).first();
    await cardHeart.waitFor();
    expect(await cardHeart.getAttribute('aria-pressed')).toBe('false');
    await cardHeart.click();
    await poll(() => cardHeart.getAttribute('aria-pressed')).toBe('true');
    await readToast(page, lang, t(lang, 'wishlist.added'));
    await wishlistLink(page, lang, 1).waitFor();

    // The product page's heart beside add-to-cart, by keyboard only.
    await page.goto(second.path.de);
    await poll(() => textOf(h1(page))).toBe(second.name.de);
    const pageHeart = page.getByRole('button', { name: t(lang, 'wishlist.save'), exact: true });
    await pageHeart.focus();
    await page.keyboard.press('Space');
    await poll(() => pageHeart.getAttribute('aria-pressed')).toBe('true');
    await readToast(page, lang, t(lang, 'wishlist.added'));
    await wishlistLink(page, lang, 2).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('paddock_wishlist') ?? '[]').length)).toBe(2);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'wishlist-product-heart-de-desktop');

    // The header's heart leads a visitor to sign in first; the list joins the new account.
    await wishlistLink(page, lang, 2).click();
    await poll(() => pathOf(page)).toBe(`/${lang}/account`);
    const customer = await registerCustomer(page, lang, 'wish');
    const form = page.getByRole('form', { name: t(lang, 'account.signIn.heading'), exact: true });
    await form.getByRole('textbox', { name: t(lang, 'account.signIn.email') }).fill(customer.email);
    await form.locator('input[autocomplete="current-password"]').fill(customer.password);
    await form.getByRole('button', { name: t(lang, 'account.signIn.submit'), exact: true }).click();
    await poll(() => pathOf(page)).toBe(`/${lang}/customer/wishlist`);
    await toast(page, t(lang, 'wishlist.merged_other', { count: 2 })).waitFor();
    await page
      .getByRole('main')
      .getByRole('heading', { level: 2, name: t(lang, 'wishlistPage.heading_other', { count: 2 }) })
      .waitFor();
    // Newest first.
    expect(await itemHeadings(page).allTextContents()).toEqual([second.name.de, first.name.de]);
    await poll(() => page.evaluate(() => localStorage.getItem('paddock_wishlist'))).toBeNull();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'wishlist-page-de-desktop');

    // The same customer on an English phone: the first product goes into the cart.
    const phone = await open(browser, { viewport: 'phone', locale: 'en-US' });
    await phone.context.addCookies(await context.cookies());
    await phone.page.goto('/en/customer/wishlist');
    const en: Language = 'en';
    await phone.page.getByRole('heading', { level: 2, name: t(en, 'wishlistPage.heading_other', { count: 2 }) }).waitFor();
    expect(await widthOf(phone.page)).toBeLessThanOrEqual(viewports.phone.width);
    await expectAccessible(phone.page, { soft: true });
    await screenshot(phone.page, 'wishlist-page-en-phone');
    await phone.page.getByRole('button', { name: t(en, 'wishlistPage.item.moveToCartNamed', { name: first.name.en }), exact: true }).click();
    await readToast(phone.page, en, t(en, 'checkout.cart.itemAdded'));
    await phone.page.getByRole('heading', { level: 2, name: t(en, 'wishlistPage.heading_one', { count: 1 }) }).waitFor();
    expect(await itemHeadings(phone.page).allTextContents()).toEqual([second.name.en]);
    // The cart holds it: the header's cart counts one.
    await phone.page.goto('/en');
    await phone.page
      .getByRole('banner')
      .getByRole('button', { name: counted(t(en, 'miniCart.label'), t(en, 'miniCart.count_one', { count: 1 })) })
      .waitFor();
    await wishlistLink(phone.page, en, 1).waitFor();

    // On a French phone the other one leaves: the empty list.
    const fr: Language = 'fr';
    const french = await open(browser, { viewport: 'phone', locale: 'fr-FR' });
    await french.context.addCookies(await context.cookies());
    await french.page.goto('/fr/customer/wishlist');
    await french.page
      .getByRole('button', { name: t(fr, 'wishlistPage.item.removeNamed', { name: second.name.fr }), exact: true })
      .click();
    await readToast(french.page, fr, t(fr, 'wishlist.removed'));
    await french.page.getByRole('heading', { level: 2, name: t(fr, 'wishlistPage.empty.title') }).waitFor();
    await expectAccessible(french.page, { soft: true });
    await screenshot(french.page, 'wishlist-empty-fr-phone');

    expect([...problems, ...phone.problems, ...french.problems]).toEqual([]);
    await Promise.all([context.close(), phone.context.close(), french.context.close()]);
  });
});
