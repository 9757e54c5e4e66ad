// Browser journeys of the customer's orders (issue 14): a customer places
// orders through the commerce API as the storefront's checkout sends them
// (the customer's cart, items, addresses, shipping method, bank transfer,
// placeOrder), then reads them in the customer area: the latest order on
// the overview, the list with its pagination (de, desktop), an order's
// detail with the bank details to pay to (fr and en, phone); another
// customer's order number is not found. Each journey has its own customer.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible, launch, open, screenshot, type Language } from './support/browser';
import { h1, pathOf, poll, region, t, textOf, widthOf } from './support/content';
import { commerceAsPage, orderable, placeOrder, registerCustomer, signIn } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const address = {
  firstname: 'Lena',
  lastname: 'Huber',
  company: 'Reitstall Sonnenhof',
  street: ['Am Deich 4'],
  postcode: '29223',
  city: 'Celle',
  country_code: 'DE',
  telephone: '+49 5141 123456',
};

const customerArea = (page: Page, lang: Language) => page.getByRole('navigation', { name: t(lang, 'customer.navigation.label') });
const ordersHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const pages = (page: Page, lang: Language) => page.getByRole('navigation', { name: t(lang, 'orders.pagination.label') });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('the customer’s orders', () => {
  test('de, desktop: the latest order on the overview, eleven orders on two pages, an order’s detail', async () => {
    const lang: Language = 'de';
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    const customer = await registerCustomer(page, lang, 'orders');
    await signIn(page, lang, customer);

    // No order yet: the overview shows none, the list leads into the shop.
    await page.goto(`/${lang}/customer/orders`);
    await page.getByRole('heading', { name: t(lang, 'orders.empty.title') }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: t(lang, 'orders.empty.link'), exact: true }).getAttribute('href')).toBe(`/${lang}`);

    const breeches = await orderable(lang, 'RH-KB-ELLA-OLIV');
    const pad = await orderable(lang, 'PF-SC-AUSRITT-BEIGE');
    if (!pad.textOption) throw new Error('the saddle pad takes a name to embroider');
    const numbers: string[] = [];
    numbers.push(await placeOrder(page, lang, [breeches.item(2), { ...pad.item(1), entered_options: [{ uid: pad.textOption.uid, value: 'Tornado' }] }], address));
    for (let i = 0; i < 10; i++) numbers.push(await placeOrder(page, lang, [breeches.item(1)], address));
    const newest = numbers[numbers.length - 1] ?? '';
    const oldest = numbers[0] ?? '';

    // The overview: the latest order with its number, status and the way to it.
    await page.goto(`/${lang}/customer`);
    const latest = region(page, t(lang, 'orders.latest.title'));
    await poll(() => textOf(latest)).toContain(t(lang, 'orders.list.number', { number: newest }));
    expect(await textOf(latest)).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(await latest.getByRole('link', { name: t(lang, 'orders.latest.viewOrder', { number: newest }) }).getAttribute('href')).toBe(
      `/${lang}/customer/orders/${newest}`,
    );
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'orders-overview-de-desktop');

    // The list: newest first, ten a page, previous disabled on the first.
    await customerArea(page, lang).getByRole('link', { name: t(lang, 'routes.customer-orders.title') }).click();
    await poll(() => pathOf(page)).toBe(`/${lang}/customer/orders`);
    await poll(() => textOf(ordersHeading(page))).toContain(t(lang, 'orders.list.heading_other', { count: 11 }));
    const rows = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    expect(await rows.count()).toBe(10);
    expect(await textOf(rows.first())).toContain(t(lang, 'orders.list.number', { number: newest }));
    expect(await textOf(rows.first())).toContain(t(lang, 'orders.list.itemCount_one', { count: 1 }));
    expect(await page.getByRole('heading', { name: t(lang, 'orders.list.number', { number: oldest }) }).count()).toBe(0);
    const previous = pages(page, lang).getByRole('link', { name: t(lang, 'orders.pagination.previous') });
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    expect(await pages(page, lang).getByRole('link', { name: t(lang, 'orders.pagination.page', { page: 1 }) }).getAttribute('aria-current')).toBe('page');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'orders-list-de-desktop');

    // By keyboard to the next page: the oldest order, next disabled, focus on the list's heading.
    await pages(page, lang).getByRole('link', { name: t(lang, 'orders.pagination.next') }).focus();
    await page.keyboard.press('Enter');
    await poll(() => page.evaluate(() => location.search)).toBe('?page=2');
    await page.getByRole('heading', { name: t(lang, 'orders.list.number', { number: oldest }) }).waitFor();
    expect(await rows.count()).toBe(1);
    expect(await pages(page, lang).getByRole('link', { name: t(lang, 'orders.pagination.next') }).getAttribute('aria-disabled')).toBe('true');
    await poll(() => focusedText(page)).toContain(t(lang, 'orders.list.heading_other', { count: 11 }));
    expect(await textOf(rows.first())).toContain(t(lang, 'orders.list.itemCount_other', { count: 3 }));

    // The detail of the first order: items with the embroidered name, totals, addresses, bank details.
    await rows.first().getByRole('link', { name: t(lang, 'orders.list.viewOrder', { number: oldest }) }).click();
    await poll(() => pathOf(page)).toBe(`/${lang}/customer/orders/${oldest}`);
    await poll(() => textOf(h1(page))).toBe(t(lang, 'orders.detail.heading', { number: oldest }));
    const items = region(page, t(lang, 'orders.detail.items'));
    await poll(() => textOf(items)).toContain(breeches.name);
    expect(await textOf(items)).toContain(`${pad.textOption.title}: Tornado`);
    expect(await textOf(items)).toContain(`${t(lang, 'orders.detail.quantity.ordered')}: 2`);
    const bank = region(page, t(lang, 'orders.detail.bank.title'));
    expect(await textOf(bank)).toMatch(/DE89\s?3704\s?0044\s?0532\s?0130\s?00/);
    expect(await textOf(bank)).toContain(oldest);
    const totals = region(page, t(lang, 'orders.detail.totals'));
    expect(await textOf(totals)).toMatch(/inkl\. MwSt\. 19\s?%\s?\d+,\d\d\s€/);
    expect(await textOf(region(page, t(lang, 'orders.detail.shippingAddress')))).toContain('Am Deich 4');
    expect(await textOf(region(page, t(lang, 'orders.detail.billingAddress')))).toContain('29223 Celle');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'orders-detail-de-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('fr and en, phone: an order’s detail with the bank details; another customer finds no such order', async () => {
    const { page, context, problems } = await open(browser, { viewport: 'phone', locale: 'fr-FR' });
    const customer = await registerCustomer(page, 'fr', 'orderfr');
    await signIn(page, 'fr', customer);
    const pad = await orderable('fr', 'PF-SC-AUSRITT-BEIGE');
    if (!pad.textOption) throw new Error('the saddle pad takes a name to embroider');
    const number = await placeOrder(page, 'fr', [{ ...pad.item(1), entered_options: [{ uid: pad.textOption.uid, value: 'Étoile' }] }], address);

    let lang: Language = 'fr';
    await page.goto(`/${lang}/customer/orders/${number}`);
    await poll(() => textOf(h1(page))).toBe(t(lang, 'orders.detail.heading', { number }));
    const items = region(page, t(lang, 'orders.detail.items'));
    await poll(() => textOf(items)).toContain(`${pad.textOption.title} : Étoile`);
    expect(await textOf(items)).toContain(`${t(lang, 'orders.detail.quantity.ordered')} : 1`);
    expect(await textOf(region(page, t(lang, 'orders.detail.bank.title')))).toContain(t(lang, 'orders.detail.bank.iban'));
    expect(await textOf(region(page, t(lang, 'orders.detail.totals')))).toMatch(/dont .*19\s?%/);
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'orders-detail-fr-phone');

    // The same in English: overview, list and detail on a phone.
    lang = 'en';
    await page.goto(`/${lang}/customer`);
    await poll(() => textOf(region(page, t(lang, 'orders.latest.title')))).toContain(t(lang, 'orders.list.number', { number }));
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'orders-overview-en-phone');
    await page.goto(`/${lang}/customer/orders`);
    await poll(() => textOf(ordersHeading(page))).toContain(t(lang, 'orders.list.heading_one', { count: 1 }));
    expect(await page.getByRole('navigation', { name: t(lang, 'orders.pagination.label') }).count()).toBe(0);
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'orders-list-en-phone');
    await page.getByRole('link', { name: t(lang, 'orders.list.viewOrder', { number }) }).click();
    await poll(() => textOf(h1(page))).toBe(t(lang, 'orders.detail.heading', { number }));
    await region(page, t(lang, 'orders.detail.bank.title')).waitFor();
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'orders-detail-en-phone');

    // Another customer: the same URL shows that there is no such order, and the API answers none.
    const other = await open(browser, { locale: 'de-DE' });
    const stranger = await registerCustomer(other.page, 'de', 'orderother', { firstname: 'Mia' });
    await signIn(other.page, 'de', stranger);
    await other.page.goto(`/de/customer/orders/${number}`);
    await poll(() => textOf(h1(other.page))).toBe(t('de', 'orders.notFound.title'));
    expect(await textOf(other.page.getByRole('main'))).toContain(t('de', 'orders.notFound.text', { number }));
    expect(await textOf(other.page.getByRole('main'))).not.toContain('Étoile');
    const asked = await commerceAsPage<{ customer: { orders: { items: unknown[]; total_count: number } } }>(
      other.page,
      'de',
      `query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items { number } total_count } } }`,
      { number },
    );
    expect(asked.customer.orders.items).toEqual([]);
    await expectAccessible(other.page, { soft: true });
    await screenshot(other.page, 'orders-not-found-de-desktop');
    expect(other.problems).toEqual([]);
    await other.context.close();

    expect(problems).toEqual([]);
    await context.close();
  });
});
