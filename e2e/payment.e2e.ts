// Browser journeys of paying through Mollie (issue 15), against the local
// fake Mollie that global-setup starts (its test-mode hosted page decides
// each payment): a guest pays by card and gets the success page with the
// invoice, and downloads it through the link in the payment mail (de,
// desktop); a customer cancels on Mollie's page and gets the cart back
// with a message (en, phone); a customer's payment stays open, the
// waiting screen asks until Mollie confirms it, and the invoice and the
// e-invoice download from the order page (fr, desktop, then phone). The
// carts are made ready up to the payment step through the commerce API
// as the storefront sends it (the checkout's steps have their own
// journeys in checkout.e2e.ts); each journey is its own browser context
// with its own cart and customer, so they run side by side.
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { baseURL, expectAccessible, launch, open, screenshot, type Language } from './support/browser';
import { escape, h1, normal, pathOf, pollHere, t, textOf } from './support/content';
import { commerceAsPage, orderable, registerCustomer, shipCart, signIn, type CartItemInput } from './support/customer';
import { waitForMails } from './support/mailbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits for a value (up to 30 s: the waiting screen asks again after growing pauses). */
const poll = <T>(read: () => T | Promise<T>) => pollHere(read, 30_000);

const locales: Record<Language, string> = { de: 'de-DE', en: 'en-US', fr: 'fr-FR' };

/** Mollie's method names as the fake answers them per language (its methods list). */
const card: Record<Language, string> = { de: 'Kreditkarte', en: 'Card', fr: 'Carte bancaire' };

interface Address {
  firstname: string;
  lastname: string;
  company?: string;
  vat_id?: string;
  street: string[];
  postcode: string;
  city: string;
  country_code: string;
  telephone: string;
}

/**
 * Fills the browser's cart up to the payment step as the checkout's steps
 * send it: the item, a guest's email, the address (billing the same), the
 * first shipping method. A guest's cart is made here and handed to the
 * browser in its cookie; a customer's is the signed-in customer's.
 */
async function readyToPay(page: Page, lang: Language, item: CartItemInput, address: Address, guestEmail?: string): Promise<string> {
  let cartId: string;
  if (guestEmail) {
    const made = await commerceAsPage<{ createGuestCart: { cart: { id: string } } }>(page, lang, 'mutation { createGuestCart { cart { id } } }');
    cartId = made.createGuestCart.cart.id;
  } else {
    const { customerCart } = await commerceAsPage<{ customerCart: { id: string } }>(page, lang, '{ customerCart { id } }');
    cartId = customerCart.id;
  }
  const added = await commerceAsPage<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    page,
    lang,
    `mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
    { id: cartId, items: [item] },
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  if (guestEmail) {
    await commerceAsPage(page, lang, `mutation ($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { id } } }`, {
      id: cartId,
      email: guestEmail,
    });
    await page.context().addCookies([{ name: 'paddock_cart', value: `${cartId}:1`, url: baseURL() }]);
  }
  await shipCart(page, lang, cartId, address);
  return cartId;
}

type Step = 'payment' | 'summary';
const stepSection = (page: Page, lang: Language, step: Step) => page.getByRole('region', { name: new RegExp(`${escape(t(lang, `checkout.steps.${step}`))}$`) });
const continueButton = (page: Page, lang: Language) => page.getByRole('button', { name: t(lang, 'checkout.continue'), exact: true });

/**
 * The checkout opens at the payment step: Mollie's methods with their
 * icons (loaded, decorative, of one size) beside the shop's own, the test
 * payment still marked; the card is chosen by keyboard and the order
 * placed. Answers the summary's grand total.
 */
async function payByCard(page: Page, lang: Language, shot: string): Promise<string> {
  await page.goto(`/${lang}/checkout`);
  const payment = stepSection(page, lang, 'payment');
  const cardRadio = payment.getByRole('radio', { name: card[lang], exact: true });
  await cardRadio.waitFor();
  const methods = await payment.getByRole('radio').evaluateAll((radios) =>
    radios.map((radio) => {
      const label = radio.closest('label');
      const img = label?.querySelector('img');
      return {
        name: label?.textContent?.trim() ?? '',
        icon: img ? { alt: img.getAttribute('alt'), width: img.getAttribute('width'), height: img.getAttribute('height'), loading: img.getAttribute('loading') } : null,
      };
    }),
  );
  // Mollie's methods for this cart (Apple Pay only where the browser can pay with it) and the shop's own.
  const mollie = methods.filter((m) => m.icon !== null);
  expect(mollie.map((m) => m.name)).toContain(card[lang]);
  expect(mollie.map((m) => m.name)).toContain('PayPal');
  expect(mollie.map((m) => m.name)).not.toContain('Apple Pay');
  for (const m of mollie) expect(m.icon).toEqual({ alt: '', width: '32', height: '24', loading: 'lazy' });
  expect(methods.filter((m) => m.name.includes(t(lang, 'checkout.payment.testBadge')))).toHaveLength(1);
  // Every icon has loaded (the shop's CSP lets Mollie's images in), as a person scrolling would see them.
  await payment.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (selector) => [...document.querySelectorAll<HTMLImageElement>(selector)].every((img) => img.complete && img.naturalWidth > 0),
    'section label img',
    { timeout: 10_000 },
  );
  await cardRadio.focus();
  await page.keyboard.press('Space');
  await poll(() => cardRadio.isChecked()).toBe(true);
  await expectAccessible(page);
  await screenshot(page, `payment-methods-${shot}`);
  await continueButton(page, lang).click();
  const summary = stepSection(page, lang, 'summary');
  const button = summary.getByRole('button', { name: t(lang, 'checkout.summary.place'), exact: true });
  await button.waitFor();
  expect(await textOf(summary)).toContain(card[lang]);
  const grandTotal = normal(await summary.getByText(t(lang, 'checkout.totals.grandTotal'), { exact: true }).locator('xpath=following-sibling::*[1]').textContent());
  await button.click();
  return grandTotal;
}

/**
 * Opens a journey's browser context. The fake's hosted page has no icon:
 * the browser's request for its favicon is answered empty, so the console
 * reports only the shop's problems.
 */
async function openTab(options: Parameters<typeof open>[1]) {
  const tab = await open(browser, options);
  await tab.context.route(`${inject('fakeMollieURL')}/favicon.ico`, (route) => route.fulfill({ status: 204 }));
  return tab;
}

/** Mollie's hosted page (the fake's test mode): picks the payment's outcome; answers the payment's id. */
async function decideOnMollie(page: Page, outcome: 'Paid' | 'Canceled' | 'Open'): Promise<string> {
  await poll(() => page.url()).toMatch(new RegExp(`^${escape(inject('fakeMollieURL'))}/checkout/tr_\\w+$`));
  const id = /\/checkout\/(tr_\w+)$/.exec(page.url())?.[1] ?? '';
  await page.getByRole('radio', { name: outcome, exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  return id;
}

/** Back in the shop from Mollie's page: the return page, or already where it led. */
async function backInTheShop(page: Page, lang: Language): Promise<void> {
  await poll(() => pathOf(page)).toMatch(new RegExp(`^/${lang}/checkout/(transaction/mollie/process|success|cart)$`));
}

/** The invoice's download name ("Rechnung RE-2026-000001 (PDF)") as a pattern, its number captured. */
const documentName = (text: string) => new RegExp(`^${escape(text).replace('§', '(RE-\\d{4}-\\d{6})')}$`);

/** Downloads what a link brings by clicking it (the server answers an attachment); answers its name and first bytes. */
async function download(page: Page, link: Locator): Promise<{ name: string; head: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), head: (await readFile(path)).subarray(0, 5).toString('latin1') };
}

describe.concurrent('paying through Mollie', () => {
  test('de, desktop: a guest pays by card on Mollie’s page, gets the success page with the invoice, and downloads it through the mail’s link', async () => {
    const lang: Language = 'de';
    const { page, context, problems } = await openTab({ locale: locales[lang] });
    const email = `mollie-gast-${Date.now().toString(36)}@example.org`;
    await page.goto(`/${lang}`);
    await readyToPay(page, lang, (await orderable(lang, 'RH-KB-ELLA-OLIV')).item(1), { firstname: 'Lena', lastname: 'Huber', street: ['Am Deich 4'], postcode: '29223', city: 'Celle', country_code: 'DE', telephone: '+49 5141 123456' }, email);
    const grandTotal = await payByCard(page, lang, 'de-desktop');
    await decideOnMollie(page, 'Paid');
    await backInTheShop(page, lang);

    // Paid before the return (Mollie's webhook came first): straight to the success page.
    await poll(() => pathOf(page)).toBe(`/${lang}/checkout/success`);
    const thanks = page.getByText(/^Ihre Bestellnummer lautet \d+\.$/);
    await thanks.waitFor();
    const number = /(\d+)\.$/.exec(await textOf(thanks))?.[1] ?? '';
    expect(await textOf(page.getByRole('main'))).toContain(grandTotal);
    const invoiceLink = page.getByRole('link', { name: documentName(t(lang, 'checkout.success.invoice', { number: '§' })) });
    await invoiceLink.waitFor();
    const invoiceNumber = documentName(t(lang, 'checkout.success.invoice', { number: '§' })).exec(await textOf(invoiceLink))?.[1] ?? '';
    await expectAccessible(page);
    await screenshot(page, 'payment-success-de-desktop');
    const fromPage = await download(page, invoiceLink);
    expect(fromPage).toEqual({ name: `Rechnung-${invoiceNumber}.pdf`, head: '%PDF-' });

    // The payment mail carries a signed link: it works in another browser, without a session.
    const [mail] = await waitForMails((m) => m.to === email && m.tag === 'order.paid');
    if (!mail) throw new Error('no payment mail');
    expect(mail.text).toContain(number);
    const link = /(https?:\/\/\S+\/api\/orders\/documents\/\S+)/.exec(mail.text)?.[1];
    if (!link) throw new Error(`no download link in\n${mail.text}`);
    const other = await browser.newContext({ acceptDownloads: true });
    try {
      const res = await other.request.get(link);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');
      expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The link without its signature gives nothing.
      const unsigned = await other.request.get(link.replace(/\?.*$/, ''));
      expect(unsigned.status()).toBeGreaterThanOrEqual(400);
    } finally {
      await other.close();
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  test('en, phone: a customer cancels on Mollie’s page and pays the same order again', async () => {
    const lang: Language = 'en';
    const { page, context, problems } = await openTab({ viewport: 'phone', locale: locales[lang] });
    const customer = await registerCustomer(page, lang, 'molliecancel', { firstname: 'Tom', lastname: 'Berger' });
    await signIn(page, lang, customer);
    await readyToPay(page, lang, (await orderable(lang, 'PF-SC-AUSRITT-BEIGE')).item(1), { firstname: 'Tom', lastname: 'Berger', street: ['Lindenallee 12'], postcode: '80331', city: 'München', country_code: 'DE', telephone: '+49 89 123456' });
    await payByCard(page, lang, 'en-phone');
    await decideOnMollie(page, 'Canceled');
    await backInTheShop(page, lang);

    await poll(() => textOf(h1(page))).toBe(t(lang, 'checkout.payment.retry.title'));
    expect(await textOf(page.getByRole('alert'))).toBe(t(lang, 'checkout.transaction.retryCanceled'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await screenshot(page, 'payment-canceled-en-phone');
    // Pay now: a new payment for the same order at Mollie, paid this time.
    await page.getByRole('button', { name: t(lang, 'checkout.payment.retry.payNow') }).click();
    await decideOnMollie(page, 'Paid');
    await backInTheShop(page, lang);
    await poll(() => pathOf(page)).toBe(`/${lang}/checkout/success`);
    // One order, one confirmation, whatever the attempts.
    const mails = await waitForMails((m) => m.tag === 'order.paid' && m.to.includes(customer.email));
    expect(mails).toHaveLength(1);
    expect(await waitForMails((m) => m.tag === 'order.placed' && m.to.includes(customer.email))).toHaveLength(1);
    expect(await waitForMails((m) => m.tag === 'order.payment_failed' && m.to.includes(customer.email))).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('fr, desktop then phone: an open payment waits until Mollie confirms it; the invoice and e-invoice download from the order page', async () => {
    const lang: Language = 'fr';
    const { page, context, problems } = await openTab({ locale: locales[lang] });
    const customer = await registerCustomer(page, lang, 'mollieopen', { firstname: 'Camille', lastname: 'Durand' });
    await signIn(page, lang, customer);
    // A company with a VAT id: the invoice comes as an EN 16931 e-invoice too.
    await readyToPay(page, lang, (await orderable(lang, 'RH-KB-ELLA-OLIV')).item(1), {
      firstname: 'Camille',
      lastname: 'Durand',
      company: 'Écurie du Lac SARL',
      vat_id: 'FR40303265045',
      street: ['Hauptstraße 7'],
      postcode: '10115',
      city: 'Berlin',
      country_code: 'DE',
      telephone: '+49 30 123456',
    });
    await payByCard(page, lang, 'fr-desktop');
    const paymentId = await decideOnMollie(page, 'Open');
    await backInTheShop(page, lang);

    // Still open: the waiting screen says so in a live region, no spinner forever.
    await poll(() => textOf(h1(page))).toBe(t(lang, 'checkout.transaction.waitingTitle'));
    await page.getByRole('status').filter({ hasText: t(lang, 'checkout.transaction.waiting') }).waitFor();
    // The payment token has left the address bar; a reload of the tab still knows the payment.
    expect(pathOf(page)).toBe(`/${lang}/checkout/transaction/mollie/process`);
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await poll(() => textOf(h1(page))).toBe(t(lang, 'checkout.transaction.waitingTitle'));
    await expectAccessible(page);
    await screenshot(page, 'payment-waiting-fr-desktop');

    // Mollie confirms it meanwhile (its webhook reaches the shop); the page asks again and goes on.
    const confirmed = await fetch(`${inject('fakeMollieURL')}/_fake/payments/${paymentId}?status=paid`, { method: 'POST' });
    expect(confirmed.status).toBeLessThan(300);
    await poll(() => pathOf(page)).toBe(`/${lang}/checkout/success`);
    const thanks = page.getByText(/^Votre numéro de commande est le \d+\.$/);
    await thanks.waitFor();
    const number = /(\d+)\.$/.exec(await textOf(thanks))?.[1] ?? '';

    // The order page on a phone: the invoice and the e-invoice, named by what they bring.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${lang}/customer/orders/${number}`);
    const documents = page.getByRole('region', { name: t(lang, 'orders.documents.title'), exact: true });
    await documents.waitFor();
    const pdf = documents.getByRole('link', { name: documentName(t(lang, 'orders.documents.invoice', { number: '§' })) });
    const invoiceNumber = documentName(t(lang, 'orders.documents.invoice', { number: '§' })).exec(await textOf(pdf))?.[1] ?? '';
    const xml = documents.getByRole('link', { name: t(lang, 'orders.documents.eInvoice', { number: invoiceNumber }), exact: true });
    await xml.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await screenshot(page, 'payment-order-documents-fr-phone');

    const res = await page.request.get((await pdf.getAttribute('href')) ?? '');
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await download(page, pdf)).head).toBe('%PDF-');
    const eInvoice = await page.request.get((await xml.getAttribute('href')) ?? '');
    expect(eInvoice.status()).toBe(200);
    expect(eInvoice.headers()['content-type']).toMatch(/^(application|text)\/xml/);
    expect(await eInvoice.text()).toContain(invoiceNumber);
    // Another browser without the customer's session gets neither.
    const stranger = await browser.newContext();
    try {
      expect((await stranger.request.get((await pdf.getAttribute('href')) ?? '')).status()).toBeGreaterThanOrEqual(400);
    } finally {
      await stranger.close();
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
