// Browser journey of product reviews (issue 26 point 8): a customer who
// bought breeches opens the review form from their order, is told what is
// wrong with a text too short, and writes a review; it waits for the shop's
// check, so the product page does not show it yet. The demo owner finds it
// on the back office's reviews screen (pending first), approves it with a
// reply; the product page then shows it with the verified-purchase mark,
// the reply, the average and the count, in German on a desktop and in
// French on a phone. axe on every screen.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, signInDemoOwner } from './support/admin';
import { expectAccessible, launch, open, screenshot } from './support/browser';
import { paddock } from './support/cli';
import { commerce, h1, poll, t, textOf } from './support/content';
import { orderable, placeOrder, registerCustomer, signIn, stableInGermany } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36);

describe('product reviews', () => {
  test('de, desktop: a buyer writes a review from the order, the owner approves it with a reply, the product page shows it', async () => {
    const lang = 'de' as const;
    const sku = 'RH-KB-ELLA-OLIV';
    const title = `Sitzt perfekt ${run}`;
    const reply = 'Vielen Dank für Ihre Bewertung, viel Freude beim Reiten!';
    const { products } = await commerce<{ products: { items: { url_key: string; name: string }[] } }>(
      lang,
      `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { url_key name } } }`,
      { sku },
    );
    const product = products.items[0];
    if (!product) throw new Error(`no product ${sku}`);

    // A customer who bought the breeches, paid.
    const shopper = await open(browser, { locale: 'de-DE' });
    const customer = await registerCustomer(shopper.page, lang, 'reviews', { firstname: 'Jana', lastname: 'Kraus' });
    await signIn(shopper.page, lang, customer);
    const breeches = await orderable(lang, sku);
    const number = await placeOrder(shopper.page, lang, [breeches.item(1)], stableInGermany);
    await paddock(['order', 'paid', number]);

    // From the order to the product's reviews.
    const page = shopper.page;
    await page.goto(`/${lang}/customer/orders/${number}`);
    await page.getByRole('link', { name: t(lang, 'orders.detail.writeReviewOf', { name: product.name }) }).click();
    await poll(() => new URL(page.url()).hash).toBe('#reviews');
    const panel = page.getByRole('tabpanel', { name: t(lang, 'productTabs.reviews'), exact: true });
    await poll(() => textOf(panel)).toContain(t(lang, 'productReviews.none'));
    expect(await textOf(panel)).toContain(t(lang, 'productReviews.howChecked.title'));
    const form = panel.locator('form');
    await form.waitFor();
    // The name is suggested from the account.
    expect(await form.getByLabel(t(lang, 'productReviews.write.nickname')).inputValue()).toBe('Jana K.');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'reviews-form-de-desktop');

    // Stars by keyboard, then a text too short: named on its field.
    await form.getByRole('radio', { name: t(lang, 'productReviews.write.star', { count: 3 }) }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: t(lang, 'productReviews.write.star', { count: 4 }) }).isChecked()).toBe(true);
    await form.getByLabel(t(lang, 'productReviews.write.summary')).fill(title);
    const text = form.getByLabel(t(lang, 'productReviews.write.text'));
    await text.fill('Gut.');
    await form.getByRole('button', { name: t(lang, 'productReviews.write.submit') }).click();
    await poll(() => text.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'reviews-form-error-de-desktop');
    await text.fill('Sitzt wie angegossen, auch nach drei Stunden im Sattel. Der Kniebesatz hält gut.');
    await form.getByRole('button', { name: t(lang, 'productReviews.write.submit') }).click();
    await poll(() => textOf(panel.getByRole('status'))).toBe(t(lang, 'productReviews.write.sent'));
    // Waiting for the check: not shown yet.
    expect(await textOf(panel)).not.toContain(title);

    // The owner approves it with a reply.
    const admin = await open(browser, { locale: 'de-DE' });
    await admin.page.goto('/admin/');
    await poll(() => textOf(h1(admin.page))).toBe(at(lang, 'signIn.title'));
    const refused = await signInDemoOwner(admin.page, lang);
    const nav = admin.page.getByRole('navigation', { name: at(lang, 'nav.label') });
    await nav.getByRole('link', { name: at(lang, 'nav.reviews'), exact: true }).click();
    await poll(() => textOf(h1(admin.page))).toBe(at(lang, 'reviews.title'));
    const entry = admin.page.getByRole('article', { name: title });
    await poll(() => textOf(entry)).toContain(at(lang, 'reviewStatus.PENDING'));
    expect(await textOf(entry)).toContain(at(lang, 'reviews.verified'));
    expect(await textOf(entry)).toContain('Jana K.');
    await expectAccessible(admin.page, { soft: true });
    await screenshot(admin.page, 'admin-reviews-pending-de-desktop');
    await entry.getByRole('button', { name: at(lang, 'reviews.approve') }).click();
    const dialog = admin.page.getByRole('dialog', { name: at(lang, 'reviews.approveTitle') });
    await dialog.getByLabel(at(lang, 'reviews.replyLabel')).fill(reply);
    await expectAccessible(admin.page, { soft: true });
    await screenshot(admin.page, 'admin-reviews-approve-de-desktop');
    await dialog.getByRole('button', { name: at(lang, 'reviews.approve') }).click();
    await poll(() => textOf(admin.page.getByRole('status').filter({ hasText: at(lang, 'reviews.approved') }))).toBe(at(lang, 'reviews.approved'));
    await poll(() => textOf(entry)).toContain(at(lang, 'reviewStatus.APPROVED'));
    expect(await textOf(entry)).toContain(reply);
    await expectAccessible(admin.page, { soft: true });
    await screenshot(admin.page, 'admin-reviews-approved-de-desktop');
    // The approval is in the audit trail.
    await nav.getByRole('link', { name: at(lang, 'nav.audit'), exact: true }).click();
    await admin.page.getByLabel(at(lang, 'audit.objectType')).fill('review');
    await admin.page.getByRole('button', { name: at(lang, 'orders.apply') }).click();
    await poll(() => textOf(admin.page.getByRole('table'))).toContain('review.approve');

    // The product page shows it, with the reply, the mark and the average.
    // (The page is the same, so it is loaded anew: the app keeps what it read for a minute.)
    await page.reload();
    const shown = page.getByRole('tabpanel', { name: t(lang, 'productTabs.reviews'), exact: true });
    await poll(() => textOf(shown)).toContain(title);
    // What the buyer may do comes with their session, after the page.
    await poll(() => textOf(shown)).toContain(t(lang, 'productReviews.cannot.already'));
    const shownText = await textOf(shown);
    expect(shownText).toContain(t(lang, 'productReviews.verified'));
    expect(shownText).toContain(reply);
    expect(shownText).toContain(t(lang, 'productReviews.summary_one', { average: '4,0', count: 1 }));
    expect(shownText).toContain(t(lang, 'productReviews.cannot.already'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'reviews-shown-de-desktop');
    // The page's JSON-LD carries the rating and the review.
    const html = await (await page.request.get(`/${lang}/${product.url_key}`)).text();
    expect(html).toContain('"aggregateRating"');
    expect(html).toContain(title);

    // In French on a phone, a visitor sees it too and why they cannot write one.
    const visitor = await open(browser, { viewport: 'phone', locale: 'fr-FR' });
    const { products: fr } = await commerce<{ products: { items: { url_key: string }[] } }>(
      'fr',
      `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { url_key } } }`,
      { sku },
    );
    await visitor.page.goto(`/fr/${fr.items[0]?.url_key ?? ''}#reviews`);
    const region = visitor.page.getByRole('region', { name: t('fr', 'productTabs.reviews'), exact: true });
    await poll(() => textOf(region)).toContain(title);
    expect(await textOf(region)).toContain(t('fr', 'productReviews.cannot.signIn'));
    expect(await textOf(region)).toContain(t('fr', 'productReviews.howChecked.title'));
    await expectAccessible(visitor.page, { soft: true });
    await screenshot(visitor.page, 'reviews-shown-fr-phone');

    expect(shopper.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
    // A code refused for another journey's sign-in is a 401 in the console.
    expect(refused > 0 ? admin.problems.filter((p) => !p.includes('status of 401 (Unauthorized)')) : admin.problems).toEqual([]);
    await visitor.context.close();
    await admin.context.close();
    await shopper.context.close();
  });
});
