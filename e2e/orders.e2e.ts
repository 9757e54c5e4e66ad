// Browser journeys of the customer's orders (issue 14): a customer places
// orders through the commerce API as the storefront's checkout sends them
// (the customer's cart, items, addresses, shipping method, bank transfer,
// placeOrder), then reads them in the customer area: the latest order on
// the overview, the list with its pagination (de, desktop), an order's
// detail with the bank details to pay to (fr and en, phone); another
// customer's order number is not found. A customer pays an order with the
// test payment and cancels it by keyboard on a phone with a reason from
// the shop's list: refunded, the mail in the local mailbox; an order the
// shop ships (`paddock order ship`) while its dialog is open is refused
// there, and offers no cancellation after. Each journey has its own
// customer.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible, launch, open, screenshot, type Language } from './support/browser';
import { paddock } from './support/cli';
import { escape, h1, mailText, normal, pathOf, poll, region, t, textOf, widthOf } from './support/content';
import { commerceAsPage, orderable, placeOrder, registerCustomer, signIn } from './support/customer';
import { waitForMails } from './support/mailbox';

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

/** A text with a value unknown beforehand (given as §), as a pattern; whole unless `whole` is false. */
const pattern = (text: string, whole = true) => {
  const inner = escape(text).replace('§', '.+?');
  return new RegExp(whole ? `^${inner}$` : inner);
};

/** What the customer may do with an order now, as the API says with the page's session. */
async function availableActions(page: Page, lang: Language, number: string): Promise<string[]> {
  const data = await commerceAsPage<{ customer: { orders: { items: { available_actions: string[] }[] } } }>(
    page,
    lang,
    `query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items { available_actions } } } }`,
    { number },
  );
  return data.customer.orders.items[0]?.available_actions ?? [];
}

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
    // Staff record each later transfer as it comes: one address may have
    // only three orders awaiting a transfer (paddock settings payment).
    for (let i = 0; i < 10; i++) {
      const number = await placeOrder(page, lang, [breeches.item(1)], address);
      await paddock(['order', 'paid', number]);
      numbers.push(number);
    }
    const newest = numbers[numbers.length - 1] ?? '';
    const oldest = numbers[0] ?? '';

    // The overview: the latest order with its number, status and the way to it.
    await page.goto(`/${lang}/customer`);
    const latest = region(page, t(lang, 'orders.latest.title'));
    await poll(() => textOf(latest)).toContain(t(lang, 'orders.list.number', { number: newest }));
    // The order's day in the shop's one German date style (30. November 2026).
    expect(await textOf(latest)).toMatch(/\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/);
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
  test('de, phone: a paid order cancelled by keyboard with a reason, refunded, the mail', async () => {
    const lang: Language = 'de';
    const { page, context, problems } = await open(browser, { viewport: 'phone', locale: 'de-DE' });
    const customer = await registerCustomer(page, lang, 'ordercancel');
    await signIn(page, lang, customer);
    const breeches = await orderable(lang, 'RH-KB-ELLA-OLIV');
    const number = await placeOrder(page, lang, [breeches.item(1)], address, { payment: 'paddock_test' });
    // The customer may cancel it once the shop has the payment.
    await poll(() => availableActions(page, lang, number)).toContain('CANCEL');

    await page.goto(`/${lang}/customer/orders/${number}`);
    await poll(() => textOf(h1(page))).toBe(t(lang, 'orders.detail.heading', { number }));
    const status = page.getByRole('main').locator('p', { hasText: t(lang, 'orders.detail.term', { label: t(lang, 'orders.detail.status') }) });
    const statusText = (key: string) => `${t(lang, 'orders.detail.term', { label: t(lang, 'orders.detail.status') })} ${mailText(lang, key)}`;
    await poll(() => textOf(status)).toContain(statusText('order.status.processing'));
    const cancel = page.getByRole('button', { name: t(lang, 'orders.cancel.open'), exact: true });
    await cancel.waitFor();
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'orders-cancel-offered-de-phone');

    // Opened by keyboard, closed with Escape: the focus is back on the button, nothing happened.
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t(lang, 'orders.cancel.title', { number }) });
    await dialog.waitFor();
    const reason = dialog.getByRole('combobox', { name: new RegExp(`^${escape(t(lang, 'orders.cancel.reason'))}`) });
    await reason.waitFor();
    await page.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);
    await poll(() => cancel.evaluate((el) => el === document.activeElement)).toBe(true);

    // Again: what happens is said; the shop's reasons in German; without one nothing is sent.
    await page.keyboard.press('Enter');
    await reason.waitFor();
    expect(await textOf(dialog)).toContain(t(lang, 'orders.cancel.refund'));
    expect(await textOf(dialog)).toContain(t(lang, 'orders.cancel.mail'));
    const { storeConfig } = await commerceAsPage<{ storeConfig: { order_cancellation_reasons: { description: string }[] } }>(
      page,
      lang,
      '{ storeConfig { order_cancellation_reasons { description } } }',
    );
    const reasons = storeConfig.order_cancellation_reasons.map((r) => r.description);
    expect(reasons.length).toBeGreaterThan(1);
    expect((await reason.locator('option').allTextContents()).slice(1)).toEqual(reasons);
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'orders-cancel-dialog-de-phone');
    await page.keyboard.press('Tab');
    await poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const confirm = dialog.getByRole('button', { name: t(lang, 'orders.cancel.confirm'), exact: true });
    await poll(() => confirm.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    await poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await textOf(dialog)).toContain(t(lang, 'orders.cancel.reasonRequired'));
    expect(await availableActions(page, lang, number)).toContain('CANCEL');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'orders-cancel-reason-required-de-phone');

    // The second reason by the arrow keys, then confirmed from the keyboard.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await poll(() => reason.inputValue()).toBe(reasons[1]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await poll(() => confirm.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');

    // Cancelled and refunded: the toast, the status (which has the focus), the history, the credit note; no button.
    await page.getByRole('alertdialog', { name: t(lang, 'orders.cancel.done') }).waitFor();
    await poll(() => dialog.count()).toBe(0);
    await poll(() => textOf(status)).toContain(statusText('order.status.closed'));
    await poll(() => focusedText(page)).toContain(mailText(lang, 'order.status.closed'));
    expect(await cancel.count()).toBe(0);
    const history = region(page, t(lang, 'orders.history.title'));
    expect(await textOf(history)).toContain(mailText(lang, 'order.history.canceledByCustomer', { reason: reasons[1] ?? '' }));
    const documents = region(page, t(lang, 'orders.documents.title'));
    expect(await documents.getByRole('link', { name: pattern(t(lang, 'orders.documents.creditMemo', { number: '§' })) }).count()).toBe(1);
    expect(await textOf(region(page, t(lang, 'orders.detail.items')))).toContain(`${t(lang, 'orders.detail.quantity.canceled')}: 1`);
    expect(await availableActions(page, lang, number)).toEqual([]);
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'orders-cancelled-de-phone');

    // The mail in the local mailbox, with the reason and the refund.
    const [mail] = await waitForMails((m) => m.to.includes(customer.email) && m.tag === 'order.canceled_by_shop');
    if (!mail) throw new Error('no cancellation mail');
    expect(mail.subject).toBe(mailText(lang, 'order.mail.canceled.subject', { number }));
    expect(mail.text).toContain(mailText(lang, 'order.mail.canceledByShop.asked', { number }));
    expect(mail.text).toContain(mailText(lang, 'order.mail.canceledByShop.reason', { reason: reasons[1] ?? '' }));
    expect(normal(mail.text)).toMatch(pattern(mailText(lang, 'order.mail.canceledByShop.refund', { amount: '§' }), false));

    expect(problems).toEqual([]);
    await context.close();
  });
  test('en, desktop: shipped while the dialog is open, the refusal shows in it; a shipped order offers no cancellation', async () => {
    const lang: Language = 'en';
    const { page, context, problems } = await open(browser, { locale: 'en-US' });
    const customer = await registerCustomer(page, lang, 'ordershipped');
    await signIn(page, lang, customer);
    const breeches = await orderable(lang, 'RH-KB-ELLA-OLIV');
    const number = await placeOrder(page, lang, [breeches.item(1)], address);
    await paddock(['order', 'paid', number]);

    await page.goto(`/${lang}/customer/orders/${number}`);
    const cancel = page.getByRole('button', { name: t(lang, 'orders.cancel.open'), exact: true });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'orders.cancel.title', { number }) });
    const reason = dialog.getByRole('combobox', { name: new RegExp(`^${escape(t(lang, 'orders.cancel.reason'))}`) });
    await reason.waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'orders-cancel-dialog-en-desktop');

    // The shop ships it meanwhile: the refusal in the dialog, the order behind it as it is now.
    await paddock(['order', 'ship', number, '--tracking', '00340434161094042557']);
    const options = await reason.locator('option').allTextContents();
    await reason.selectOption({ label: options[options.length - 1] ?? '' });
    await dialog.getByRole('button', { name: t(lang, 'orders.cancel.confirm'), exact: true }).click();
    const refusal = dialog.getByRole('alert');
    await poll(() => textOf(refusal)).toBe(mailText(lang, 'order.cancel.shipped', { number }));
    await poll(() => refusal.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('alertdialog', { name: t(lang, 'orders.cancel.done') }).count()).toBe(0);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'orders-cancel-refused-en-desktop');
    // Nothing left to confirm: the dialog only closes.
    expect(await dialog.getByRole('button', { name: t(lang, 'orders.cancel.confirm'), exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: t(lang, 'common.close'), exact: true }).click();
    await poll(() => dialog.count()).toBe(0);
    await region(page, t(lang, 'orders.detail.shipments')).waitFor();
    expect(await textOf(page.getByRole('main'))).toContain(`${t(lang, 'orders.detail.term', { label: t(lang, 'orders.detail.status') })} ${mailText(lang, 'order.status.complete')}`);
    expect(await cancel.count()).toBe(0);
    await poll(() => focusedText(page)).toContain(mailText(lang, 'order.status.complete'));
    expect(await availableActions(page, lang, number)).not.toContain('CANCEL');

    // Read again later: still none offered.
    await page.reload();
    await region(page, t(lang, 'orders.detail.shipments')).waitFor();
    expect(await cancel.count()).toBe(0);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'orders-shipped-no-cancel-en-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });
});
