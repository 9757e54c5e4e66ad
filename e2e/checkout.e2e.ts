// Browser journeys of the checkout (issue 14): a guest buys from a product
// page with the test provider's hosted page (de, desktop) and gets the
// confirmation with its three legal PDFs; a customer's test payment fails
// and the cart comes back (en, phone); a bank transfer shows where to pay
// and offers the guest an account (fr, desktop); an individualised club
// shirt is named before the order button as having no right of withdrawal
// (de, phone). Each journey is its own browser context with its own cart
// (and customer), so they run side by side.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible, launch, open, screenshot, type Language } from './support/browser';
import { demoProduct, type DemoProduct as Product } from './support/catalog';
import { commerce, escape, h1, mailText, normal, pathOf, pollHere as poll, routePath, startsWith, t, textOf, widthOf } from './support/content';
import { commerceAsPage, registerCustomer, signIn } from './support/customer';
import { paddockMail, waitForMails } from './support/mailbox';

/** A product of the demo catalogue, a configurable one with a variant that has 20 in stock. */
const product = (lang: Language, sku: string): Promise<Product> => demoProduct(lang, sku, 20);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const locales: Record<Language, string> = { de: 'de-DE', en: 'en-US', fr: 'fr-FR' };
const currency = (lang: Language, value: number) => normal(new Intl.NumberFormat(locales[lang], { style: 'currency', currency: 'EUR' }).format(value));


/** Opens the product page, chooses the variant by keyboard, lets `fill` set options, adds it and closes the cart drawer. */
async function addFromProductPage(page: Page, lang: Language, item: Product, fill?: () => Promise<void>): Promise<void> {
  await page.goto(item.path);
  await poll(() => textOf(h1(page))).toBe(item.name);
  for (const choice of item.variant?.choices ?? []) {
    const radio = page.locator(`[data-option-code="${choice.code}"]`).getByRole('radio', { name: choice.label, exact: true });
    await radio.focus();
    await page.keyboard.press('Space');
    await poll(() => radio.isChecked()).toBe(true);
  }
  if (fill) await fill();
  await page.getByRole('button', { name: t(lang, 'product.addToCart'), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: t(lang, 'cart.added.title') });
  await drawer.getByRole('button', { name: t(lang, 'cart.added.continue') }).click();
  await drawer.waitFor({ state: 'detached' });
}

/** "2 Artikel", "1 item", "0 article": the count as the header names it (French counts 0 as one). */
const itemCount = (lang: Language, count: number) =>
  t(lang, (lang === 'fr' ? count <= 1 : count === 1) ? 'miniCart.count_one' : 'miniCart.count_other', { count });
const headerCart = (page: Page) => page.getByRole('banner').getByRole('button', { name: /,/ }).filter({ has: page.locator('svg') }).last();

/** The cart page, then its button to the checkout. */
async function toCheckout(page: Page, lang: Language, count: number): Promise<void> {
  await page.goto(`/${lang}/checkout/cart`);
  await page.getByRole('region', { name: `${t(lang, 'cart.items')} (${count})` }).waitFor();
  await page.getByRole('link', { name: t(lang, 'cart.checkout') }).click();
  await poll(() => pathOf(page)).toBe(`/${lang}/checkout`);
  await poll(() => textOf(h1(page))).toBe(t(lang, 'routes.checkout.title'));
}

type Step = 'email' | 'address' | 'shipping' | 'payment' | 'summary';
/** A step's heading ("Schritt 2 von 5: 2. Adressen"). */
const stepHeading = (page: Page, lang: Language, step: Step) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`${escape(t(lang, `checkout.steps.${step}`))}$`) });
const stepSection = (page: Page, lang: Language, step: Step) => page.getByRole('region', { name: new RegExp(`${escape(t(lang, `checkout.steps.${step}`))}$`) });
const continueButton = (page: Page, lang: Language) => page.getByRole('button', { name: t(lang, 'checkout.continue'), exact: true });

/** Waits for a step to open after the one before, with the focus on its heading. */
async function stepOpens(page: Page, lang: Language, step: Step): Promise<void> {
  const heading = stepHeading(page, lang, step);
  await heading.waitFor();
  await poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
}
/** Waits for the step the checkout opens with (the page's focus stays where it is). */
const firstStep = (page: Page, lang: Language, step: Step) => stepHeading(page, lang, step).waitFor();

interface TypedAddress {
  firstname: string;
  lastname: string;
  street: string;
  postcode: string;
  city: string;
}

async function typeAddress(page: Page, lang: Language, address: TypedAddress): Promise<void> {
  const field = (key: string) => stepSection(page, lang, 'address').getByRole('textbox', { name: startsWith(t(lang, `forms.address.${key}`)) });
  await field('firstname').fill(address.firstname);
  await field('lastname').fill(address.lastname);
  await field('street').fill(address.street);
  await field('postcode').fill(address.postcode);
  await field('city').fill(address.city);
}

/** The shipping step: the first method offered. */
async function chooseShipping(page: Page, lang: Language): Promise<void> {
  await stepOpens(page, lang, 'shipping');
  await stepSection(page, lang, 'shipping').getByRole('radio').first().check();
}

/** The error toast with a message. */
const toastOf = (page: Page, message: string) => page.getByRole('alertdialog', { name: message });

/** The text of the summary's order button and what describes it. */
async function orderButton(page: Page, lang: Language) {
  const button = stepSection(page, lang, 'summary').getByRole('button', { name: t(lang, 'checkout.summary.place'), exact: true });
  await button.waitFor();
  return button;
}

/** Pays on the test provider's hosted page with an outcome. */
async function payOnTestPage(page: Page, lang: Language, outcome: 'paid' | 'failed', amount: string, name: string): Promise<void> {
  await poll(() => pathOf(page)).toMatch(/^\/payment\/test\/tr_[0-9a-f]+$/);
  await page.getByText(mailText(lang, 'payment.test.page.label')).waitFor();
  expect(await textOf(h1(page))).toBe(mailText(lang, 'payment.test.page.title'));
  expect(normal(await page.locator('dt', { hasText: mailText(lang, 'payment.test.page.amount') }).locator('xpath=following-sibling::dd[1]').textContent())).toBe(amount);
  await expectAccessible(page);
  await screenshot(page, `checkout-testpay-${name}`);
  await page.getByRole('radio', { name: mailText(lang, `payment.status.${outcome}`), exact: true }).check();
  await page.getByRole('button', { name: mailText(lang, 'payment.test.page.submit') }).click();
}

/**
 * Holds the answer to mollieProcessTransaction for a moment, so the
 * transaction page's "being processed" can be seen and checked.
 */
async function slowDownTransaction(page: Page): Promise<void> {
  await page.route('**/graphql*', async (route) => {
    if ((route.request().postData() ?? '').includes('MollieProcessTransaction')) await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
}

async function transactionPageShows(page: Page, lang: Language, name: string): Promise<void> {
  await poll(() => pathOf(page)).toBe(`/${lang}/checkout/transaction/paddock_test/process`);
  const status = page.getByRole('status').filter({ hasText: t(lang, 'checkout.transaction.processing') });
  await status.waitFor();
  expect(await textOf(h1(page))).toBe(t(lang, 'routes.checkout-transaction.title'));
  await screenshot(page, `checkout-transaction-${name}`);
}

describe.concurrent('the checkout', () => {
  test('de, desktop: a guest buys from the product page with the test provider; the confirmation with its PDFs', async () => {
    const lang: Language = 'de';
    const { page, context, problems } = await open(browser, { locale: locales[lang] });
    const breeches = await product(lang, 'RH-KB-ELLA-OLIV');
    const email = `gast-${Date.now().toString(36)}@example.org`;
    await addFromProductPage(page, lang, breeches);
    await poll(() => textOf(headerCart(page))).toContain(itemCount(lang, 1));
    await toCheckout(page, lang, 1);

    // 1. As a guest, with the email address.
    await firstStep(page, lang, 'email');
    await page.getByRole('tab', { name: t(lang, 'checkout.email.guest') }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'checkout-email-de-desktop');
    await page.getByRole('textbox', { name: startsWith(t(lang, 'checkout.email.label')) }).fill(email);
    await page.getByRole('button', { name: t(lang, 'checkout.email.submit') }).click();

    // 2. The address: the empty form is refused on its fields, then typed.
    await stepOpens(page, lang, 'address');
    await continueButton(page, lang).click();
    const firstname = stepSection(page, lang, 'address').getByRole('textbox', { name: startsWith(t(lang, 'forms.address.firstname')) });
    await poll(() => firstname.getAttribute('aria-invalid')).toBe('true');
    await typeAddress(page, lang, { firstname: 'Lena', lastname: 'Huber', street: 'Am Deich 4', postcode: '29223', city: 'Celle' });
    await expectAccessible(page);
    await screenshot(page, 'checkout-address-de-desktop');
    await continueButton(page, lang).click();

    // 3. The shipping method.
    await chooseShipping(page, lang);
    await expectAccessible(page);
    await screenshot(page, 'checkout-shipping-de-desktop');
    await continueButton(page, lang).click();

    // 4. The test payment, labelled as a test.
    await stepOpens(page, lang, 'payment');
    const testPayment = stepSection(page, lang, 'payment').getByRole('radio', { name: new RegExp(escape(mailText(lang, 'payment.test.title'))) });
    expect(await textOf(stepSection(page, lang, 'payment'))).toContain(t(lang, 'checkout.payment.testBadge'));
    expect(await textOf(stepSection(page, lang, 'payment'))).toContain(t(lang, 'checkout.payment.testHint'));
    await testPayment.check();
    // What the checkout offers, which the footer and the AGB advertise (below).
    const offered = (await stepSection(page, lang, 'payment').locator('label span.font-medium').allTextContents()).map(normal);
    expect(offered).toContain(mailText(lang, 'payment.test.title'));
    await expectAccessible(page);
    await screenshot(page, 'checkout-payment-de-desktop');
    await continueButton(page, lang).click();

    // 5. The summary: everything, the legal links, the button of §312j BGB.
    await stepOpens(page, lang, 'summary');
    const summary = stepSection(page, lang, 'summary');
    const button = await orderButton(page, lang);
    expect(await textOf(button)).toBe('Zahlungspflichtig bestellen');
    for (const key of ['terms', 'privacy', 'withdrawal'] as const) {
      const name = { terms: 'AGB', privacy: 'Datenschutzerklärung', withdrawal: 'Widerrufsbelehrung' }[key];
      expect(await summary.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(`/${lang}/${key === 'privacy' ? routePath(lang, 'privacy') : t(lang, `checkout.summary.paths.${key}`)}`);
    }
    const text = await textOf(summary);
    for (const part of ['Am Deich 4', '29223 Celle', email, breeches.name, mailText(lang, 'payment.test.title')]) expect(text).toContain(part);
    expect(text).not.toContain(t(lang, 'checkout.summary.individualisedTitle'));
    const grandTotal = normal(await summary.getByText(t(lang, 'checkout.totals.grandTotal'), { exact: true }).locator('xpath=following-sibling::*[1]').textContent());
    expect(grandTotal).toMatch(/^\d+,\d\d €$/);
    await expectAccessible(page);
    await screenshot(page, 'checkout-summary-de-desktop');

    // The test provider's page: paid.
    await slowDownTransaction(page);
    await button.click();
    await payOnTestPage(page, lang, 'paid', grandTotal, 'de-desktop');
    await transactionPageShows(page, lang, 'de-desktop');
    await expectAccessible(page);

    // The success page with the order's number; the header's cart is empty.
    await poll(() => pathOf(page)).toBe(`/${lang}/checkout/success`);
    const thanks = page.getByText(/^Ihre Bestellnummer lautet \d+\.$/);
    await thanks.waitFor();
    const number = /(\d+)\.$/.exec(await textOf(thanks))?.[1] ?? '';
    expect(await textOf(page.getByRole('main'))).toContain(grandTotal);
    // Desktop: the order in a column beside what happens next; the ways on for a guest.
    const orderSummary = page.getByRole('complementary', { name: t(lang, 'checkout.success.summary') });
    const next = page.getByRole('region', { name: t(lang, 'checkout.success.next.title') });
    const [summaryBox, nextBox] = [await orderSummary.boundingBox(), await next.boundingBox()];
    expect(summaryBox && nextBox && summaryBox.x > nextBox.x + nextBox.width).toBe(true);
    expect(await next.getByRole('link', { name: t(lang, 'checkout.success.next.findLink') }).getAttribute('href')).toBe(`/${lang}/sales/guest/form`);
    expect(await page.getByRole('link', { name: t(lang, 'checkout.success.continue') }).getAttribute('href')).toBe(`/${lang}`);
    await page.getByRole('region', { name: t(lang, 'checkout.success.account.title') }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'checkout-success-de-desktop');
    await page.goto(`/${lang}`);
    await poll(() => textOf(headerCart(page))).toContain(itemCount(lang, 0));

    // The footer's payment badges are the methods the checkout offers: every
    // one this cart was offered, and besides only Mollie's for other carts
    // (iDEAL to the Netherlands, Apple Pay on Apple's devices); the AGB
    // names them and the order button as it read.
    const badgeTexts = page.getByRole('contentinfo').getByRole('region', { name: 'Sicher bezahlen' }).locator('li .sr-only');
    // The footer's blocks load after the page's content.
    await poll(async () => (await badgeTexts.count()) > 0).toBe(true);
    const badges = (await badgeTexts.allTextContents()).map(normal);
    for (const title of offered) expect(badges).toContain(title);
    const { molliePaymentMethods } = await commerce<{ molliePaymentMethods: { methods: { name: string }[] } }>(
      lang,
      `{ molliePaymentMethods(input: { amount: 10, currency: null }) { methods { name } } }`,
    );
    const anyCart = [...offered, ...molliePaymentMethods.methods.map((m) => m.name)];
    for (const badge of badges) expect(anyCart).toContain(badge);
    await page.goto(`/${lang}/service/agb`);
    const terms = await textOf(page.getByRole('main'));
    expect(terms).toContain(`„${t(lang, 'checkout.summary.place')}“`);
    for (const title of offered) expect(terms).toContain(title);
    expect(terms).not.toContain('Jetzt kaufen');

    // The confirmation in the local mailbox, with the three legal PDFs.
    const [mail] = await waitForMails((m) => m.to === email && m.subject === mailText(lang, 'order.mail.placed.subject', { number }));
    if (!mail) throw new Error('no confirmation');
    expect(mail.text).toContain(breeches.name);
    expect(normal(mail.text)).toContain(`${mailText(lang, 'order.mail.grandTotal')}: ${grandTotal}`);
    const attachments = (await paddockMail([String(mail.id)]))
      .split('\n')
      .flatMap((line) => /^Attachment:\s+(.*)$/.exec(line)?.[1] ?? []);
    expect(attachments).toEqual(
      ['terms', 'withdrawal', 'withdrawalForm'].map((key) => `${mailText(lang, `order.legal.file.${key}`)}.pdf (application/pdf)`),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  test('en, phone: a customer’s saved address; the test payment fails and the cart comes back', async () => {
    const lang: Language = 'en';
    const { page, context, problems } = await open(browser, { viewport: 'phone', locale: locales[lang] });
    const customer = await registerCustomer(page, lang, 'checkoutfail', { firstname: 'Tom', lastname: 'Berger' });
    await signIn(page, lang, customer);
    await commerceAsPage(
      page,
      lang,
      `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`,
      {
        input: {
          firstname: 'Tom',
          lastname: 'Berger',
          street: ['Lindenallee 12'],
          postcode: '80331',
          city: 'München',
          country_code: 'DE',
          telephone: '+49 89 123456',
          default_shipping: true,
          default_billing: true,
        },
      },
    );
    const rug = await product(lang, 'PF-RD-HOCHLAND-300');
    await addFromProductPage(page, lang, rug);
    await toCheckout(page, lang, 1);

    // No sign-in step: the saved address is offered and chosen.
    await firstStep(page, lang, 'address');
    expect(await stepHeading(page, lang, 'email').count()).toBe(0);
    const saved = stepSection(page, lang, 'address').getByRole('radio', { name: /Lindenallee 12/ });
    await poll(() => saved.first().isChecked()).toBe(true);
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await screenshot(page, 'checkout-address-en-phone');
    await continueButton(page, lang).click();
    await chooseShipping(page, lang);
    await expectAccessible(page);
    await screenshot(page, 'checkout-shipping-en-phone');
    await continueButton(page, lang).click();
    await stepOpens(page, lang, 'payment');
    await stepSection(page, lang, 'payment').getByRole('radio', { name: new RegExp(escape(mailText(lang, 'payment.test.title'))) }).check();
    await expectAccessible(page);
    await screenshot(page, 'checkout-payment-en-phone');
    await continueButton(page, lang).click();
    await stepOpens(page, lang, 'summary');
    const button = await orderButton(page, lang);
    expect(await textOf(button)).toBe('Buy now – payment required');
    expect(await textOf(stepSection(page, lang, 'summary'))).toContain('Lindenallee 12');
    const grandTotal = normal(
      await stepSection(page, lang, 'summary').getByText(t(lang, 'checkout.totals.grandTotal'), { exact: true }).locator('xpath=following-sibling::*[1]').textContent(),
    );
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await screenshot(page, 'checkout-summary-en-phone');

    // Back from the payment page without paying (the browser's back
    // button): the empty checkout offers the order that waits.
    await button.click();
    await poll(() => pathOf(page)).toMatch(/^\/payment\/test\/tr_[0-9a-f]+$/);
    await page.goBack();
    const pending = page.getByRole('region', { name: t(lang, 'checkout.payment.retry.pendingTitle') });
    await pending.waitFor();
    expect(await textOf(pending)).toContain(t(lang, 'checkout.payment.retry.openText'));
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await screenshot(page, 'checkout-pending-order-en-phone');
    // The confirmation mail leads there too: its link offers the open
    // payment at once, to finish or to change.
    const [confirmation] = await waitForMails((m) => m.to === customer.email && m.tag === 'order.placed');
    if (!confirmation) throw new Error('no confirmation');
    expect(confirmation.text).toContain(mailText(lang, 'order.mail.payLater'));
    const resume = /(https?:\/\/\S+\/checkout\/transaction\/\S+&resume=1)/.exec(confirmation.text)?.[1];
    if (!resume) throw new Error(`no link to finish the payment in\n${confirmation.text}`);
    await page.goto(resume);
    await poll(() => textOf(h1(page))).toBe(t(lang, 'checkout.payment.retry.pendingTitle'));
    expect(await textOf(page.locator('main'))).toContain(t(lang, 'checkout.payment.retry.openText'));
    expect(new URL(page.url()).search).toBe('');
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await screenshot(page, 'checkout-resume-from-mail-en-phone');
    // Pay now: the same order, on the provider's page again; the payment fails there.
    await slowDownTransaction(page);
    await page.getByRole('button', { name: t(lang, 'checkout.payment.retry.payNow') }).click();
    await payOnTestPage(page, lang, 'failed', grandTotal, 'en-phone');
    await transactionPageShows(page, lang, 'en-phone');
    // The order waits: pay again, or another method.
    await poll(() => textOf(h1(page))).toBe(t(lang, 'checkout.payment.retry.title'));
    expect(await textOf(page.getByRole('alert'))).toBe(t(lang, 'checkout.transaction.retryFailed'));
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await screenshot(page, 'checkout-payment-failed-en-phone');
    // Another method: the order is given up, the rug back in the cart with the checkout's choices.
    await page.getByRole('button', { name: t(lang, 'checkout.payment.retry.changeMethod') }).click();
    await poll(() => pathOf(page)).toBe(`/${lang}/checkout`);
    await poll(() => textOf(page.locator('main'))).toContain(rug.name);
    await screenshot(page, 'checkout-restored-en-phone');
    // The restored cart is the customer's on the server, too.
    const { customerCart } = await commerceAsPage<{ customerCart: { total_quantity: number } }>(page, lang, '{ customerCart { total_quantity } }');
    expect(customerCart.total_quantity).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('fr, desktop: a bank transfer shows where to pay and offers the guest an account from the order', async () => {
    const lang: Language = 'fr';
    const { page, context, problems } = await open(browser, { locale: locales[lang] });
    const pad = await product(lang, 'PF-SC-AUSRITT-BEIGE');
    const email = `virement-${Date.now().toString(36)}@example.org`;
    await addFromProductPage(page, lang, pad);
    await toCheckout(page, lang, 1);
    await firstStep(page, lang, 'email');
    await page.getByRole('textbox', { name: startsWith(t(lang, 'checkout.email.label')) }).fill(email);
    await page.getByRole('button', { name: t(lang, 'checkout.email.submit') }).click();
    await stepOpens(page, lang, 'address');
    await typeAddress(page, lang, { firstname: 'Camille', lastname: 'Durand', street: 'Hauptstraße 7', postcode: '10115', city: 'Berlin' });
    await continueButton(page, lang).click();
    await chooseShipping(page, lang);
    await continueButton(page, lang).click();
    await stepOpens(page, lang, 'payment');
    await stepSection(page, lang, 'payment').getByRole('radio', { name: new RegExp(escape(mailText(lang, 'payment.banktransfer.title'))) }).check();
    await continueButton(page, lang).click();
    await stepOpens(page, lang, 'summary');
    const button = await orderButton(page, lang);
    expect(await textOf(button)).toBe('Commander avec obligation de paiement');
    const grandTotal = normal(
      await stepSection(page, lang, 'summary').getByText(t(lang, 'checkout.totals.grandTotal'), { exact: true }).locator('xpath=following-sibling::*[1]').textContent(),
    );
    await expectAccessible(page);
    await screenshot(page, 'checkout-summary-fr-desktop');
    await button.click();

    // Straight to the success page: the bank details and the amount.
    await poll(() => pathOf(page)).toBe(`/${lang}/checkout/success`);
    const bank = page.getByRole('region', { name: t(lang, 'checkout.success.bank.title') });
    await bank.waitFor();
    const details = await bank
      .locator('dt')
      .evaluateAll((terms) => terms.map((dt) => `${dt.textContent ?? ''}: ${dt.nextElementSibling?.textContent ?? ''}`.replace(/\s+/g, ' ').trim()));
    expect(details).toContainEqual(expect.stringMatching(new RegExp(`^${t(lang, 'checkout.success.bank.iban')}: [A-Z]{2}\\d{2}[ A-Z0-9]+$`)));
    expect(details).toContainEqual(expect.stringMatching(new RegExp(`^${escape(t(lang, 'checkout.success.bank.reference'))}: .*\\d+`)));
    expect(details).toContain(`${t(lang, 'checkout.success.bank.amount')}: ${grandTotal}`);
    expect(grandTotal).toMatch(/^\d+,\d\d €$/);

    // The offer of an account, prefilled from the order.
    const offer = page.getByRole('region', { name: t(lang, 'checkout.success.account.title') });
    const field = (key: string) => offer.getByRole('textbox', { name: startsWith(t(lang, `account.register.${key}`)) });
    expect(await field('firstname').inputValue()).toBe('Camille');
    expect(await field('lastname').inputValue()).toBe('Durand');
    expect(await field('email').inputValue()).toBe(email);
    await expectAccessible(page);
    await screenshot(page, 'checkout-success-bank-fr-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('de, phone: an individualised club shirt is named before the order button as not withdrawable', async () => {
    const lang: Language = 'de';
    const { page, context, problems } = await open(browser, { viewport: 'phone', locale: locales[lang] });
    const shirt = await product(lang, 'VK-TX-CLASSIC');
    const option = (label: string) => page.getByLabel(startsWith(label));
    await addFromProductPage(page, lang, shirt, async () => {
      const logoType = option('Logo-Art');
      await logoType.selectOption((await logoType.locator('option', { hasText: 'Sublimationsdruck' }).getAttribute('value')) ?? '');
      await option('Logo-Position').selectOption({ index: 4 });
      await page.getByRole('checkbox', { name: /^Vereinslogo/ }).check();
      await option('Name auf dem Rücken').fill('Mia Huber');
    });
    await toCheckout(page, lang, 1);
    await firstStep(page, lang, 'email');
    await expectAccessible(page);
    await screenshot(page, 'checkout-email-de-phone');
    await page.getByRole('textbox', { name: startsWith(t(lang, 'checkout.email.label')) }).fill(`verein-${Date.now().toString(36)}@example.org`);
    await page.getByRole('button', { name: t(lang, 'checkout.email.submit') }).click();
    await stepOpens(page, lang, 'address');
    await typeAddress(page, lang, { firstname: 'Mia', lastname: 'Huber', street: 'Reitweg 3', postcode: '24103', city: 'Kiel' });
    await continueButton(page, lang).click();
    await chooseShipping(page, lang);
    await continueButton(page, lang).click();
    await stepOpens(page, lang, 'payment');
    await stepSection(page, lang, 'payment').getByRole('radio', { name: new RegExp(escape(mailText(lang, 'payment.banktransfer.title'))) }).check();
    await continueButton(page, lang).click();
    await stepOpens(page, lang, 'summary');
    const summary = stepSection(page, lang, 'summary');
    const button = await orderButton(page, lang);
    const notice = summary.getByText(t(lang, 'checkout.summary.individualisedTitle'));
    await notice.waitFor();
    expect(await textOf(summary)).toContain(t(lang, 'checkout.summary.individualised', { items: shirt.name }));
    expect(await textOf(summary)).toMatch(/Name auf dem Rücken: ?Mia Huber/);
    // Before the button, and what describes it.
    const noticeBox = await notice.boundingBox();
    const buttonBox = await button.boundingBox();
    expect((noticeBox?.y ?? 0) < (buttonBox?.y ?? 0)).toBe(true);
    const describedBy = (await button.getAttribute('aria-describedby')) ?? '';
    expect(await textOf(page.locator(`[id="${describedBy}"]`))).toContain(shirt.name);
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await screenshot(page, 'checkout-summary-individualised-de-phone');
    expect(problems).toEqual([]);
    await context.close();
  });
});
