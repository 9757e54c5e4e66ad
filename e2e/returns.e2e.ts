// Browser journeys of returns (issue 16): a customer of their own places an
// order to Germany through the commerce API as the checkout sends it (two
// pairs of breeches and a saddle pad with an embroidered name, bank
// transfer), the shop records the money (`paddock order paid`); before the
// parcel leaves, the return screen says the order is not fully shipped
// yet. The shop ships it (`paddock order ship … --tracking …`); the
// customer goes from the order to the return screen, returns one pair
// with a reason by keyboard (the saddle pad greyed: individualised), gets
// the confirmation with the reference and downloads the label (a PDF that
// holds the reference), and the order shows the return as requested and
// the shipment's tracking number (de, desktop). The same on a phone in
// English. axe on the return screen, the confirmation and the order.
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible, launch, open, screenshot, type Language } from './support/browser';
import { paddock } from './support/cli';
import { escape, h1, pathOf, poll, region, t, textOf, widthOf } from './support/content';
import { commerceAsPage, orderable, placeOrder, registerCustomer, signIn, stableInGermany } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const address = stableInGermany;

/** What the API says of the order's return, with the page's session. */
async function returnInformation(page: Page, lang: Language, number: string) {
  const data = await commerceAsPage<{ orderReturnInformation: { isReturnable: boolean; refusal: { code: string; message: string } | null } }>(
    page,
    lang,
    `query ($n: String!) { orderReturnInformation(incrementId: $n) { isReturnable refusal { code message } } }`,
    { n: number },
  );
  return data.orderReturnInformation;
}

/** A PDF's page content streams, inflated (fpdf deflates them); what is no deflated stream is left out. */
function pdfContent(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not deflated: a font's or an image's bytes
    }
  }
  return parts.join('\n');
}

/** A text as fpdf shows it in its embedded UTF-8 font: UTF-16BE inside the (…) Tj strings. */
const shownAs = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('latin1');

/** Downloads what a link brings by clicking it (the server answers an attachment); answers the file. */
async function download(page: Page, link: Locator): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), body: await readFile(await file.path()) };
}

const tracking = '00340434161094042557';

describe('returns', () => {
  test('de, desktop: not before the parcel left; then one pair back by keyboard, the label downloaded, the return on the order', async () => {
    const lang: Language = 'de';
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    const customer = await registerCustomer(page, lang, 'returns');
    await signIn(page, lang, customer);
    const breeches = await orderable(lang, 'RH-KB-ELLA-OLIV');
    const pad = await orderable(lang, 'PF-SC-AUSRITT-BEIGE');
    if (!pad.textOption) throw new Error('the saddle pad takes a name to embroider');
    const number = await placeOrder(page, lang, [breeches.item(2), { ...pad.item(1), entered_options: [{ uid: pad.textOption.uid, value: 'Tornado' }] }], address);
    await paddock(['order', 'paid', number]);

    // Paid, not shipped: the order offers no return, and the return screen says why.
    await page.goto(`/${lang}/customer/orders/${number}`);
    await poll(() => textOf(h1(page))).toBe(t(lang, 'orders.detail.heading', { number }));
    await region(page, t(lang, 'orders.detail.items')).waitFor();
    expect(await page.getByRole('link', { name: t(lang, 'orders.returns.start'), exact: true }).count()).toBe(0);
    const before = await returnInformation(page, lang, number);
    expect(before.isReturnable).toBe(false);
    expect(before.refusal?.code).toBe('NOT_FULLY_SHIPPED');
    await page.goto(`/${lang}/customer/orders/${number}/return`);
    await page.getByRole('heading', { name: t(lang, 'returns.refusal.title') }).waitFor();
    const refused = page.getByRole('status').filter({ hasText: t(lang, 'returns.refusal.title') });
    expect(await textOf(refused)).toContain(before.refusal?.message || t(lang, 'returns.refusal.NOT_FULLY_SHIPPED'));
    expect(await page.getByRole('button', { name: t(lang, 'returns.form.submit') }).count()).toBe(0);
    expect(await page.getByRole('main').getByRole('link', { name: t(lang, 'returns.backToOrder', { number }) }).first().getAttribute('href')).toBe(
      `/${lang}/customer/orders/${number}`,
    );
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'returns-not-shipped-de-desktop');

    // The shop ships everything with DHL's tracking number.
    expect(await paddock(['order', 'ship', number, '--tracking', tracking])).toContain(tracking);

    // From the order to the return screen by keyboard.
    await page.goto(`/${lang}/customer/orders/${number}`);
    const start = page.getByRole('link', { name: t(lang, 'orders.returns.start'), exact: true });
    await start.waitFor();
    await start.focus();
    await page.keyboard.press('Enter');
    await poll(() => pathOf(page)).toBe(`/${lang}/customer/orders/${number}/return`);
    await poll(() => textOf(h1(page))).toBe(t(lang, 'returns.heading', { number }));
    const breechesLine = page.getByRole('group', { name: breeches.name, exact: true });
    await breechesLine.waitFor();
    expect(await textOf(breechesLine)).toContain(`${t(lang, 'returns.form.ordered')}: 2`);
    expect(await textOf(breechesLine)).toContain(`${t(lang, 'returns.form.returnable')}: 2`);
    // The embroidered saddle pad is individualised: greyed, with its reason, nothing to tick.
    const padLine = page.getByRole('group', { name: pad.name, exact: true });
    expect(await textOf(padLine)).toContain(`${pad.textOption.title}: Tornado`);
    expect(await padLine.getByRole('checkbox').count()).toBe(0);
    expect(await textOf(padLine)).toContain(`${t(lang, 'returns.form.returnable')}: 0`);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'returns-form-de-desktop');

    // Ticked without a reason: SPEC.md section 5's message on the reason, which takes the focus.
    const tick = breechesLine.getByRole('checkbox', { name: t(lang, 'returns.form.select', { name: breeches.name }) });
    await tick.focus();
    await page.keyboard.press('Space');
    expect(await tick.isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    const quantity = breechesLine.getByRole('textbox', { name: new RegExp(`^${escape(t(lang, 'returns.form.quantity'))}`) });
    await poll(() => quantity.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await quantity.inputValue()).toBe('1');
    await page.keyboard.press('Tab');
    const reason = breechesLine.getByRole('combobox', { name: new RegExp(`^${escape(t(lang, 'returns.form.reason'))}`) });
    await poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: t(lang, 'returns.form.submit') }).focus();
    await page.keyboard.press('Enter');
    await poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    await poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await textOf(breechesLine)).toContain(t(lang, 'returns.form.incomplete'));

    // The first reason by the arrow key, then send with Enter from the comment's way on.
    await page.keyboard.press('ArrowDown');
    await poll(() => reason.inputValue()).not.toBe('');
    const chosen = await reason.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Zu eng am Knie');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    // The confirmation: the reference, the label, what comes next, the ways back.
    await poll(() => pathOf(page)).toMatch(new RegExp(`^/${lang}/customer/orders/${number}/return/success/`));
    const reference = decodeURIComponent(pathOf(page).split('/').pop() ?? '');
    expect(reference).toMatch(new RegExp(`^${number}-R1$`));
    await poll(() => textOf(h1(page))).toBe(t(lang, 'routes.customer-order-return-success.title'));
    expect(await textOf(page.getByRole('main'))).toContain(reference);
    const label = page.getByRole('link', { name: t(lang, 'returns.success.label', { reference }), exact: true });
    await label.waitFor();
    await region(page, t(lang, 'returns.success.nextTitle')).waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'returns-success-de-desktop');
    const labelHref = (await label.getAttribute('href')) ?? '';
    const res = await page.request.get(labelHref);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    const file = await download(page, label);
    expect(file.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfContent(file.body)).toContain(shownAs(reference));

    // The order: the return requested with its item and reason, the shipment with its tracking number.
    await page.getByRole('link', { name: t(lang, 'returns.success.toOrder', { number }), exact: true }).click();
    await poll(() => pathOf(page)).toBe(`/${lang}/customer/orders/${number}`);
    const returns = region(page, t(lang, 'orders.returns.title'));
    await returns.waitFor();
    expect(await textOf(returns)).toContain(t(lang, 'orders.returns.return', { number: reference }));
    expect(await textOf(returns)).toContain(t(lang, 'orders.returns.statuses.requested'));
    expect(await textOf(returns)).toContain(t(lang, 'orders.returns.item', { count: 1, name: breeches.name }));
    expect(await textOf(returns)).toContain(t(lang, 'orders.returns.reason', { reason: chosen }));
    expect(await returns.getByRole('link', { name: t(lang, 'orders.returns.label', { number: reference }), exact: true }).getAttribute('href')).toBe(labelHref);
    const shipments = region(page, t(lang, 'orders.detail.shipments'));
    expect(await textOf(shipments)).toContain(tracking);
    expect(await textOf(region(page, t(lang, 'orders.detail.items')))).toContain(`${t(lang, 'orders.detail.quantity.returnRequested')}: 1`);
    // One pair is still to return.
    expect(await page.getByRole('link', { name: t(lang, 'orders.returns.start'), exact: true }).count()).toBe(1);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'returns-order-de-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('en, phone: the whole pair back by tapping, the confirmation and the order in English', async () => {
    const lang: Language = 'en';
    const { page, context, problems } = await open(browser, { viewport: 'phone', locale: 'en-US' });
    const customer = await registerCustomer(page, lang, 'returnsen');
    await signIn(page, lang, customer);
    const breeches = await orderable(lang, 'RH-KB-ELLA-OLIV');
    const number = await placeOrder(page, lang, [breeches.item(1)], address);
    await paddock(['order', 'paid', number]);
    await paddock(['order', 'ship', number, '--tracking', tracking]);

    await page.goto(`/${lang}/customer/orders/${number}`);
    await page.getByRole('link', { name: t(lang, 'orders.returns.start'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(t(lang, 'returns.heading', { number }));
    const line = page.getByRole('group', { name: breeches.name, exact: true });
    await line.getByRole('checkbox', { name: t(lang, 'returns.form.select', { name: breeches.name }) }).click();
    const reason = line.getByRole('combobox', { name: new RegExp(`^${escape(t(lang, 'returns.form.reason'))}`) });
    const options = await reason.locator('option').allTextContents();
    const last = options[options.length - 1] ?? '';
    await reason.selectOption({ label: last });
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'returns-form-en-phone');
    await page.getByRole('button', { name: t(lang, 'returns.form.submit') }).click();

    await poll(() => textOf(h1(page))).toBe(t(lang, 'routes.customer-order-return-success.title'));
    const reference = decodeURIComponent(pathOf(page).split('/').pop() ?? '');
    expect(reference).toBe(`${number}-R1`);
    await page.getByRole('link', { name: t(lang, 'returns.success.label', { reference }), exact: true }).waitFor();
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'returns-success-en-phone');

    await page.getByRole('link', { name: t(lang, 'returns.success.toOrder', { number }), exact: true }).click();
    const returns = region(page, t(lang, 'orders.returns.title'));
    await returns.waitFor();
    expect(await textOf(returns)).toContain(t(lang, 'orders.returns.statuses.requested'));
    expect(await textOf(returns)).toContain(t(lang, 'orders.returns.reason', { reason: last }));
    // Everything is on its way back: no more returns offered, and the screen says so.
    expect(await page.getByRole('link', { name: t(lang, 'orders.returns.start'), exact: true }).count()).toBe(0);
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'returns-order-en-phone');
    const after = await returnInformation(page, lang, number);
    expect(after.refusal?.code).toBe('ALREADY_FULLY_RETURNED');
    expect(problems).toEqual([]);
    await context.close();
  });
});
