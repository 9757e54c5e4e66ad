// Browser journeys of the withdrawal function (§356a BGB, issue 16): a
// visitor follows "Vertrag widerrufen" from the footer of the home page,
// by keyboard only, fills in step one (an order number the shop does not
// know for this address, the items in words), checks step two and
// declares with "Widerruf bestätigen"; the receipt shows the reference and
// the time of receipt, and the receipt mail in the local mailbox carries
// the declaration with the same date and time in Berlin (de, desktop). A
// customer registered in the journey, with an order placed through the
// commerce API, paid and shipped by `paddock order`, withdraws from one
// pair of breeches on a phone in English: name, address and orders filled
// in, the order's items to tick, and a return is started (its reference on
// the receipt). A stranger who knows a customer's order number declares a
// withdrawal from it with their own address: the same receipt as for any
// number, no return; the order's own address gets a link, whose page (fr,
// desktop, by keyboard; de on a phone for a used link) confirms it and
// starts the return. axe on every step.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible, launch, open, screenshot, type Language } from './support/browser';
import { paddock } from './support/cli';
import { commerce, h1, pathOf, poll, t, textOf } from './support/content';
import { customerAddress, placeOrder, registerCustomer, signIn, stableInGermany } from './support/customer';
import { waitForMails } from './support/mailbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const step2 = (page: Page, lang: Language) => page.getByRole('heading', { level: 2, name: t(lang, 'withdrawal.confirm.heading') });

/** The first variant of a configurable product well in stock, as the cart takes it. */
async function breeches(lang: Language, sku: string): Promise<{ sku: string; parent_sku: string; name: string }> {
  const data = await commerce<{
    products: { items: { sku: string; name: string; variants?: { product: { sku: string; stock_status: string; bms_stock_qty: number | null } }[] }[] };
  }>(
    lang,
    `query ($sku: String!) { products(filter: { sku: { eq: $sku } }, pageSize: 1) { items { sku name
      ... on ConfigurableProduct { variants { product { sku stock_status bms_stock_qty } } } } } }`,
    { sku },
  );
  const product = data.products.items[0];
  const variant = product?.variants
    ?.filter((v) => v.product.stock_status === 'IN_STOCK' && (v.product.bms_stock_qty ?? 0) >= 5)
    .sort((a, b) => (b.product.bms_stock_qty ?? 0) - (a.product.bms_stock_qty ?? 0))[0];
  if (!product || !variant) throw new Error(`no variant of ${sku} well in stock`);
  return { sku: variant.product.sku, parent_sku: product.sku, name: product.name };
}

const address = stableInGermany;

/** Presses Tab until the focus is on an element whose accessible text matches; fails after 40 presses. */
async function tabTo(page: Page, matches: (text: string) => boolean): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return `${el.getAttribute('aria-label') ?? ''} ${label ?? ''} ${el.textContent ?? ''}`.trim();
    });
    if (matches(text)) return;
  }
  throw new Error('the focus never reached the element');
}

describe('withdrawal', () => {
  test('de, desktop, keyboard only: a visitor from the footer link to the receipt, the receipt mail with its time', async () => {
    const lang: Language = 'de';
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    const email = customerAddress('widerruf');
    const number = String(900_000_000 + Math.floor(Math.random() * 99_999_999));
    await page.goto(`/${lang}`);
    const link = page.getByRole('contentinfo').getByRole('link', { name: t(lang, 'routes.withdrawal.title'), exact: true });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/${lang}/vertrag-widerrufen`);
    await link.focus();
    await page.keyboard.press('Enter');
    await poll(() => pathOf(page)).toBe(`/${lang}/vertrag-widerrufen`);
    await poll(() => textOf(h1(page))).toBe(t(lang, 'routes.withdrawal.title'));
    await page.getByRole('heading', { level: 2, name: t(lang, 'withdrawal.form.heading') }).waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'withdrawal-step1-de-desktop');

    // Step one by keyboard: name, address, order number, "only some items" by arrow key, the items in words.
    await tabTo(page, (text) => text.startsWith(t(lang, 'withdrawal.form.name')));
    await page.keyboard.type('Lena Huber');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(number);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: t(lang, 'withdrawal.form.someItems') }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Die Reithose in Größe 38, ein Paar');
    await tabTo(page, (text) => text === t(lang, 'withdrawal.form.next'));
    await page.keyboard.press('Enter');

    // Step two repeats everything; nothing is sent yet.
    await step2(page, lang).waitFor();
    await poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(t(lang, 'withdrawal.confirm.heading'));
    const summary = await textOf(page.getByRole('main'));
    for (const part of ['Lena Huber', email, number, 'Die Reithose in Größe 38, ein Paar']) expect(summary).toContain(part);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'withdrawal-step2-de-desktop');
    await tabTo(page, (text) => text === t(lang, 'withdrawal.confirm.submit'));
    await page.keyboard.press('Enter');

    // The receipt: reference, time of receipt, the address; the shop will get in touch (no order found).
    const status = page.getByRole('status').filter({ hasText: t(lang, 'withdrawal.receipt.reference') });
    await status.waitFor();
    const shown = await textOf(status);
    const reference = /W-\d{4}-\d{6}/.exec(shown)?.[0];
    const time = /(\d{2}:\d{2}:\d{2}) Uhr \(Europe\/Berlin\)/.exec(shown)?.[1];
    if (!reference || !time) throw new Error(`no reference or time in ${shown}`);
    expect(shown).toContain(t(lang, 'withdrawal.receipt.mailSent', { email }));
    expect(shown).toContain(t(lang, 'withdrawal.receipt.awaitingConfirmation'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'withdrawal-receipt-de-desktop');

    // The durable medium: the receipt mail with the declaration and the same date and time.
    const [mail] = await waitForMails((m) => m.tag === 'withdrawal.receipt' && m.to.includes(email));
    if (!mail) throw new Error('no receipt mail');
    expect(mail.subject).toBe(`Eingangsbestätigung Ihres Widerrufs ${reference}`);
    const berlinDay = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date());
    expect(mail.text).toContain(`am ${berlinDay} um ${time} Uhr (Europe/Berlin)`);
    for (const part of ['Lena Huber', email, number, 'Die Reithose in Größe 38, ein Paar', reference]) expect(mail.text).toContain(part);
    // The order is looked up after the answer, by the server's worker.
    await poll(() => paddock(['withdrawal', 'show', reference])).toContain('order_not_found');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('en, phone: a customer withdraws from one pair of a shipped order and a return is started', async () => {
    const lang: Language = 'en';
    const { page, context, problems } = await open(browser, { locale: 'en-US', viewport: 'phone' });
    const customer = await registerCustomer(page, lang, 'withdraw');
    await signIn(page, lang, customer);
    const pair = await breeches(lang, 'RH-KB-ELLA-OLIV');
    const number = await placeOrder(page, lang, [{ sku: pair.sku, parent_sku: pair.parent_sku, quantity: 2 }], address);
    await paddock(['order', 'paid', number]);
    await paddock(['order', 'ship', number, '--tracking', '00340434161094042557']);

    await page.goto(`/${lang}`);
    const link = page.getByRole('contentinfo').getByRole('link', { name: t(lang, 'routes.withdrawal.title'), exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await poll(() => textOf(h1(page))).toBe(t(lang, 'routes.withdrawal.title'));
    // Filled in from the account.
    const name = page.getByRole('textbox', { name: new RegExp(`^${t(lang, 'withdrawal.form.name')}`) });
    await poll(() => name.inputValue()).not.toBe('');
    expect(await page.getByRole('textbox', { name: new RegExp(`^${t(lang, 'withdrawal.form.email')}`) }).inputValue()).toBe(customer.email);
    await page.getByRole('combobox', { name: new RegExp(`^${t(lang, 'withdrawal.form.order')}`) }).selectOption(number);
    await page.getByRole('radio', { name: t(lang, 'withdrawal.form.someItems') }).check();
    await page.getByRole('checkbox', { name: new RegExp(pair.name) }).check();
    const quantity = page.getByRole('textbox', { name: t(lang, 'withdrawal.form.itemQuantity', { name: pair.name }) });
    await quantity.fill('1');
    await quantity.press('Tab');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'withdrawal-step1-en-phone');
    await page.getByRole('button', { name: t(lang, 'withdrawal.form.next') }).click();
    await step2(page, lang).waitFor();
    expect(await textOf(page.getByRole('main'))).toContain(t(lang, 'withdrawal.confirm.item', { quantity: 1, name: pair.name }));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'withdrawal-step2-en-phone');
    await page.getByRole('button', { name: t(lang, 'withdrawal.confirm.submit') }).click();

    const status = page.getByRole('status').filter({ hasText: t(lang, 'withdrawal.receipt.reference') });
    await status.waitFor();
    const shown = await textOf(status);
    const started = new RegExp(`${number}-R\\d+`).exec(shown)?.[0];
    if (!started) throw new Error(`no return in ${shown}`);
    expect(shown).toContain(t(lang, 'withdrawal.receipt.returnStarted', { reference: started }));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'withdrawal-receipt-en-phone');
    const [mail] = await waitForMails((m) => m.tag === 'withdrawal.receipt' && m.to.includes(customer.email));
    expect(mail?.text).toContain(started);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a stranger with a customer’s order number starts nothing; the order’s address confirms by the mailed link (fr desktop, keyboard; de phone)', async () => {
    // The customer's order, in French.
    const owner = await open(browser, { locale: 'fr-FR' });
    const customer = await registerCustomer(owner.page, 'fr', 'owner');
    await signIn(owner.page, 'fr', customer);
    const pair = await breeches('fr', 'RH-KB-ELLA-OLIV');
    const number = await placeOrder(owner.page, 'fr', [{ sku: pair.sku, parent_sku: pair.parent_sku, quantity: 1 }], address);
    await paddock(['order', 'paid', number]);
    await paddock(['order', 'ship', number, '--tracking', '00340434161094042558']);

    // A stranger, not signed in, names the order with their own address.
    const stranger = await open(browser, { locale: 'de-DE' });
    const strangerEmail = customerAddress('fremd');
    await stranger.page.goto('/de/vertrag-widerrufen');
    await stranger.page.getByRole('textbox', { name: new RegExp(`^${t('de', 'withdrawal.form.name')}`) }).fill('Eva Fremd');
    await stranger.page.getByRole('textbox', { name: new RegExp(`^${t('de', 'withdrawal.form.email')}`) }).fill(strangerEmail);
    await stranger.page.getByRole('textbox', { name: new RegExp(`^${t('de', 'withdrawal.form.orderNumber')}`) }).fill(number);
    await stranger.page.getByRole('button', { name: t('de', 'withdrawal.form.next') }).click();
    await step2(stranger.page, 'de').waitFor();
    await stranger.page.getByRole('button', { name: t('de', 'withdrawal.confirm.submit') }).click();
    const status = stranger.page.getByRole('status').filter({ hasText: t('de', 'withdrawal.receipt.reference') });
    await status.waitFor();
    const shown = await textOf(status);
    const reference = /W-\d{4}-\d{6}/.exec(shown)?.[0];
    if (!reference) throw new Error(`no reference in ${shown}`);
    // The answer of any number: no return, the order's address to confirm.
    expect(shown).toContain(t('de', 'withdrawal.receipt.awaitingConfirmation'));
    expect(shown).not.toContain(`${number}-R`);
    expect(stranger.problems).toEqual([]);
    await stranger.context.close();

    // The link goes to the order's address, not the stranger's; staff see it unconfirmed.
    const [link] = await waitForMails((m) => m.tag === 'withdrawal.confirm' && m.to.includes(customer.email));
    const url = /https?:\/\/\S+\/fr\/retracter-contrat\/confirmer\?token=[A-Za-z0-9_-]+/.exec(link?.text ?? '')?.[0];
    if (!url) throw new Error(`no confirmation link in ${link?.text ?? 'no mail'}`);
    expect(link?.text).not.toContain('Eva Fremd');
    // The stranger got the receipt and nothing else.
    expect((await waitForMails((m) => m.to.includes(strangerEmail))).map((m) => m.tag)).toEqual(['withdrawal.receipt']);
    const unconfirmed = await paddock(['withdrawal', 'list', '--unconfirmed']);
    expect(unconfirmed).toMatch(new RegExp(`${reference} .* order ${number} +mailed `));

    // The owner opens it in French on a desktop and confirms by keyboard only.
    const { pathname, search } = new URL(url);
    await owner.page.goto(pathname + search);
    await poll(() => textOf(h1(owner.page))).toBe(t('fr', 'routes.withdrawal-confirm.title'));
    await owner.page.getByRole('heading', { level: 2, name: t('fr', 'withdrawal.confirmLink.heading') }).waitFor();
    const main = await textOf(owner.page.getByRole('main'));
    for (const part of [reference, number, t('fr', 'withdrawal.confirm.wholeOrder')]) expect(main).toContain(part);
    await expectAccessible(owner.page, { soft: true });
    await screenshot(owner.page, 'withdrawal-confirm-fr-desktop');
    await tabTo(owner.page, (text) => text === t('fr', 'withdrawal.confirmLink.submit'));
    await owner.page.keyboard.press('Enter');
    const done = owner.page.getByRole('heading', { level: 2, name: t('fr', 'withdrawal.confirmLink.doneHeading') });
    await done.waitFor();
    await poll(() => owner.page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(t('fr', 'withdrawal.confirmLink.doneHeading'));
    const confirmed = await textOf(owner.page.getByRole('status'));
    const started = new RegExp(`${number}-R\\d+`).exec(confirmed)?.[0];
    if (!started) throw new Error(`no return in ${confirmed}`);
    await expectAccessible(owner.page, { soft: true });
    await screenshot(owner.page, 'withdrawal-confirmed-fr-desktop');
    expect(await paddock(['withdrawal', 'show', reference])).toContain('confirmed');
    expect(owner.problems).toEqual([]);
    await owner.context.close();

    // Opened again on a phone in German: shown as confirmed, nothing more to do.
    const again = await open(browser, { locale: 'de-DE', viewport: 'phone' });
    await again.page.goto(`/de/vertrag-widerrufen/bestaetigen${search}`);
    await again.page.getByRole('heading', { level: 2, name: t('de', 'withdrawal.confirmLink.doneHeading') }).waitFor();
    expect(await textOf(again.page.getByRole('status'))).toContain(started);
    expect(await again.page.getByRole('button', { name: t('de', 'withdrawal.confirmLink.submit') }).count()).toBe(0);
    await expectAccessible(again.page, { soft: true });
    await screenshot(again.page, 'withdrawal-confirmed-de-phone');
    expect(again.problems).toEqual([]);
    await again.context.close();
  });
});
