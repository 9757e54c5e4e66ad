// Browser journeys of the back office (issue 25): a support member invited
// on the shell (`paddock staff create`) takes up the invitation, enrols an
// authenticator (the QR code's secret, then a code), keeps the recovery
// codes, signs out and in again with a recovery code; on the start page
// the waiting orders link to their lists. A customer's bank-transfer order
// is found by its number, its payment recorded, shipped with a tracking
// number in two parcels, partly refunded, its invoice downloaded, a note
// written and its confirmation sent again from the browser; the customer's
// return is received and refunded, and the other item and the shipping
// refunded by items. A club manager sees only the orders with their
// club's goods. axe on every screen (de and en).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, code, invite, openCustomer, signInDemoOwner } from './support/admin';
import { expectAccessible, launch, open, screenshot } from './support/browser';
import { paddock } from './support/cli';
import { clubBySlug, commerce, h1, pathOf, poll, t, textOf } from './support/content';
import { commerceAsPage, journeyPassword, orderable, placeOrder, registerCustomer, signIn, signInRequest, stableInGermany } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const address = stableInGermany;

const run = Date.now().toString(36);

const tracking = '00340434161094042557';

describe('back office', () => {
  test('de, desktop: invited support enrols, signs in with a recovery code, ships and refunds an order, receives and refunds a return', async () => {
    const lang = 'de' as const;
    // The customer's order, paid by bank transfer, with two pairs of breeches.
    const shopper = await open(browser, { locale: 'de-DE' });
    const customer = await registerCustomer(shopper.page, lang, 'backoffice');
    await signIn(shopper.page, lang, customer);
    const breeches = await orderable(lang, 'RH-KB-ELLA-OLIV');
    const number = await placeOrder(shopper.page, lang, [breeches.item(2)], address);

    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    const email = `support-${run}@example.org`;
    await page.goto(await invite(email, 'support'));
    await poll(() => textOf(h1(page))).toBe(at(lang, 'invite.title'));
    await expectAccessible(page, { soft: true });
    await page.getByLabel(at(lang, 'invite.name')).fill('Sam Support');
    await page.getByLabel(at(lang, 'invite.password'), { exact: true }).fill(journeyPassword + '!x');
    await page.getByRole('button', { name: at(lang, 'invite.submit') }).click();

    // The role needs a second factor: the enrolment, with the QR code and the key.
    await poll(() => textOf(h1(page))).toBe(at(lang, 'enrol.title'));
    await page.getByRole('img', { name: at(lang, 'enrol.qr') }).waitFor();
    const secret = (await textOf(page.locator('p[translate="no"]'))).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-enrol-de-desktop');
    await page.getByLabel(at(lang, 'enrol.code')).fill('000000x');
    await page.getByRole('button', { name: at(lang, 'enrol.submit') }).click();
    await poll(() => page.getByLabel(at(lang, 'enrol.code')).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel(at(lang, 'enrol.code')).fill(await code(page, secret));
    await page.getByRole('button', { name: at(lang, 'enrol.submit') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'recovery.title'));
    const codes = (await page.getByRole('list', { name: at(lang, 'recovery.list') }).getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    await expectAccessible(page, { soft: true });
    await page.getByRole('button', { name: at(lang, 'recovery.done') }).click();

    // The start page, in the role's navigation.
    await poll(() => textOf(h1(page))).toBe(at(lang, 'dashboard.title'));
    const nav = page.getByRole('navigation', { name: at(lang, 'nav.label') });
    for (const section of ['nav.orders', 'nav.returns', 'nav.withdrawals', 'nav.mails']) {
      await nav.getByRole('link', { name: at(lang, section), exact: true }).waitFor();
    }
    expect(await nav.getByRole('link', { name: at(lang, 'nav.audit'), exact: true }).count()).toBe(0);
    const awaiting = page.getByRole('link', { name: new RegExp(at(lang, 'dashboard.awaitingPayment')) });
    expect(Number((await textOf(awaiting)).match(/\d+/)?.[0])).toBeGreaterThanOrEqual(1);
    // The products running out, with how many there are.
    const lowStock = await textOf(page.getByRole('region', { name: at(lang, 'dashboard.lowStock') }));
    expect(lowStock).toMatch(new RegExp(at(lang, 'dashboard.lowStockIntro', { threshold: 5, count: '\\d+' })));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-dashboard-de-desktop');

    // Signed out, and in again with a recovery code.
    await page.getByRole('button', { name: at(lang, 'signOut') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    await page.getByLabel(at(lang, 'signIn.email')).fill(email);
    await page.getByLabel(at(lang, 'signIn.password')).fill('wrong-Password-1');
    await page.getByRole('button', { name: at(lang, 'signIn.submit') }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel(at(lang, 'signIn.password')).fill(journeyPassword + '!x');
    await page.getByRole('button', { name: at(lang, 'signIn.submit') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'secondFactor.title'));
    await expectAccessible(page, { soft: true });
    await page.getByLabel(at(lang, 'secondFactor.code')).fill(codes[0]!);
    await page.getByRole('button', { name: at(lang, 'secondFactor.submit') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'dashboard.title'));

    // The order, found by its number from the list waiting for payment.
    await awaiting.click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'orders.title'));
    expect(new URL(page.url()).searchParams.get('status')).toBe('pending_payment');
    await page.getByLabel(at(lang, 'orders.search')).fill(number);
    await page.getByRole('button', { name: at(lang, 'orders.apply') }).click();
    await poll(() => new URL(page.url()).searchParams.get('q')).toBe(number);
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'orders.count', { count: 1 }) }))).toBe(at(lang, 'orders.count', { count: 1 }));
    // Kept to the payment method and the country too, in the address.
    await page.getByLabel(at(lang, 'orders.method')).selectOption({ label: at(lang, 'paymentMethod.banktransfer') });
    await page.getByLabel(at(lang, 'orders.country')).fill('de');
    await page.getByRole('button', { name: at(lang, 'orders.apply') }).click();
    await poll(() => new URL(page.url()).searchParams.get('country')).toBe('DE');
    expect(new URL(page.url()).searchParams.get('method')).toBe('banktransfer');
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'orders.count', { count: 1 }) }))).toBe(at(lang, 'orders.count', { count: 1 }));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-orders-de-desktop');
    // The filtered list as CSV.
    const csv = await page.request.get((await page.getByRole('link', { name: at(lang, 'orders.export') }).getAttribute('href')) ?? '');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const rows = (await csv.text()).trim().split('\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(number);
    await page.getByRole('link', { name: number, exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'order.title', { number }));
    expect(await textOf(page.getByRole('main'))).toContain(customer.email);
    await expectAccessible(page, { soft: true });

    // The bank transfer arrived.
    await page.getByRole('button', { name: at(lang, 'order.paid.action') }).click();
    const paidDialog = page.getByRole('alertdialog', { name: at(lang, 'order.paid.title') });
    await paidDialog.getByRole('button', { name: at(lang, 'order.paid.action') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'order.paid.done') }))).toBe(at(lang, 'order.paid.done'));
    expect(await textOf(page.getByRole('main'))).toContain(at(lang, 'status.processing'));

    // Shipped in two parcels with their tracking numbers: one pair first
    // (more than is left is refused on the items), then the other.
    for (const [n, qty] of [[1, '1'], [2, '']] as const) {
      await page.getByRole('button', { name: at(lang, 'order.ship.action') }).click();
      const shipDialog = page.getByRole('dialog', { name: at(lang, 'order.ship.title') });
      const quantity = shipDialog.getByRole('spinbutton');
      expect(await quantity.count()).toBe(1);
      expect(await quantity.inputValue()).toBe(String(3 - n));
      if (n === 1) {
        await expectAccessible(page, { soft: true });
        await screenshot(page, 'admin-ship-de-desktop');
        await quantity.fill('5');
        await shipDialog.getByLabel(at(lang, 'order.ship.tracking')).fill(tracking);
        await shipDialog.getByRole('button', { name: at(lang, 'order.ship.submit') }).click();
        await poll(() => quantity.getAttribute('aria-invalid')).toBe('true');
        await quantity.fill(qty);
      }
      await shipDialog.getByLabel(at(lang, 'order.ship.tracking')).fill(tracking.slice(0, -1) + String(n));
      await shipDialog.getByRole('button', { name: at(lang, 'order.ship.submit') }).click();
      await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'order.ship.done') }))).toBe(at(lang, 'order.ship.done'));
      await poll(async () => (await textOf(page.getByRole('region', { name: at(lang, 'order.shipments') }))).includes(`${number}-${n}`)).toBe(true);
    }
    const shipments = page.getByRole('region', { name: at(lang, 'order.shipments') });
    expect(await textOf(shipments)).toContain(tracking.slice(0, -1) + '2');
    expect(await textOf(page.getByRole('main'))).toContain(at(lang, 'status.complete'));
    const slip = await page.request.get((await shipments.getByRole('link', { name: at(lang, 'order.packingSlipOf', { shipment: `${number}-1` }) }).getAttribute('href')) ?? '');
    expect(slip.status()).toBe(200);
    expect((await slip.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // 10 € back as a goodwill gesture.
    await page.getByRole('button', { name: at(lang, 'order.refund.action') }).click();
    const refundDialog = page.getByRole('alertdialog', { name: at(lang, 'order.refund.title') });
    await refundDialog.getByLabel(at(lang, 'order.refund.amount')).fill('10,00');
    await refundDialog.getByLabel(at(lang, 'order.refund.reason')).fill('Kulanz');
    await refundDialog.getByRole('button', { name: at(lang, 'order.refund.submit') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'order.refund.done') }))).toBe(at(lang, 'order.refund.done'));
    expect(await textOf(page.getByRole('region', { name: at(lang, 'order.payment') }))).toContain('Kulanz');
    // What staff did, on the order's page, with who did it.
    const trail = await textOf(page.getByRole('region', { name: at(lang, 'order.trail') }));
    for (const op of ['order.markPaid', 'order.ship', 'order.refund']) expect(trail).toContain(op);
    expect(trail).toContain('Sam Support');

    // The invoice, downloaded from the order's page.
    const documents = page.getByRole('region', { name: at(lang, 'order.documents') });
    const invoiceLink = documents.getByRole('link', { name: new RegExp(at(lang, 'order.document.pdfOf', { name: '.+' })) }).first();
    const invoice = await page.request.get((await invoiceLink.getAttribute('href')) ?? '');
    expect(invoice.status()).toBe(200);
    expect((await invoice.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // An internal note: an empty one is refused on its field.
    const notes = page.getByRole('region', { name: at(lang, 'order.notes') });
    await notes.getByRole('button', { name: at(lang, 'order.note.submit') }).click();
    await poll(() => notes.getByLabel(at(lang, 'order.note.label')).getAttribute('aria-invalid')).toBe('true');
    await notes.getByLabel(at(lang, 'order.note.label')).fill('Kundin ruft morgen an\nwegen der zweiten Hose');
    await notes.getByRole('button', { name: at(lang, 'order.note.submit') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'order.note.done') }))).toBe(at(lang, 'order.note.done'));
    expect(await textOf(notes)).toContain('Kundin ruft morgen an');
    expect(await textOf(notes)).toContain('Sam Support');

    // The confirmation the customer lost, sent again as it was.
    const mails = page.getByRole('region', { name: at(lang, 'order.mails') });
    const subject = `Ihre Bestellung ${number} bei Paddock`;
    const before = await mails.getByRole('listitem').filter({ hasText: subject }).count();
    expect(before).toBe(1);
    await mails.getByRole('button', { name: at(lang, 'order.mails.againOf', { subject }) }).click();
    const againDialog = page.getByRole('alertdialog', { name: at(lang, 'order.mails.again.title') });
    await expectAccessible(page, { soft: true });
    await againDialog.getByRole('button', { name: at(lang, 'order.mails.again') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'order.mails.again.done') }))).toBe(at(lang, 'order.mails.again.done'));
    await poll(() => mails.getByRole('listitem').filter({ hasText: subject }).count()).toBe(2);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-order-de-desktop');

    // The customer returns one pair.
    const { customer: orders } = await commerceAsPage<{ customer: { orders: { items: { items: { id: string }[] }[] } } }>(
      shopper.page,
      lang,
      `query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { items { id } } } } }`,
      { n: number },
    );
    const itemId = orders.orders.items[0]?.items[0]?.id;
    const requested = await commerceAsPage<{ createReturnRequest: { reference: string } }>(
      shopper.page,
      lang,
      `mutation ($n: String!, $id: ID!) { createReturnRequest(input: { incrementId: $n, items: [{ order_item_id: $id, quantity: 1, reason: "other" }] }) { reference } }`,
      { n: number, id: itemId },
    );
    const reference = requested.createReturnRequest.reference;

    await nav.getByRole('link', { name: at(lang, 'nav.returns'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'returns.title'));
    await expectAccessible(page, { soft: true });
    await page.getByRole('link', { name: reference, exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'return.title', { reference }));
    await page.getByRole('button', { name: at(lang, 'return.receive') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'return.received') }))).toBe(at(lang, 'return.received'));
    await page.getByRole('button', { name: new RegExp(at(lang, 'return.refund', { amount: '.+' })) }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'return.refunded') }))).toBe(at(lang, 'return.refunded'));
    expect(await textOf(page.getByRole('main'))).toContain(at(lang, 'returnStatus.refunded'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-return-de-desktop');

    // The other pair was faulty: it and the shipping are given back by items.
    await page.goto(`/admin/orders/${number}`);
    await poll(() => textOf(h1(page))).toBe(at(lang, 'order.title', { number }));
    await page.getByRole('button', { name: at(lang, 'order.refund.action') }).click();
    const itemsRefund = page.getByRole('alertdialog', { name: at(lang, 'order.refund.title') });
    await itemsRefund.getByRole('radio', { name: at(lang, 'order.refund.byItems') }).check();
    await itemsRefund.getByRole('spinbutton').fill('1');
    await itemsRefund.getByRole('checkbox', { name: at(lang, 'order.refund.shipping') }).check();
    await itemsRefund.getByLabel(at(lang, 'order.refund.reason')).fill('Naht offen');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-refund-items-de-desktop');
    await itemsRefund.getByRole('button', { name: at(lang, 'order.refund.submit') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'order.refund.done') }))).toBe(at(lang, 'order.refund.done'));
    expect(await textOf(page.getByRole('region', { name: at(lang, 'order.payment') }))).toContain('Naht offen');

    // The customer: found by the email address, exported, locked (no more
    // sign-in), unlocked.
    await openCustomer(page, lang, customer);
    expect(await textOf(page.getByRole('region', { name: at(lang, 'nav.orders') }))).toContain(number);
    await expectAccessible(page, { soft: true });
    const exported = await page.request.get((await page.getByRole('link', { name: at(lang, 'customer.exportJson') }).getAttribute('href')) ?? '');
    expect(exported.status()).toBe(200);
    expect(JSON.stringify(await exported.json())).toContain(number);
    await page.getByRole('button', { name: at(lang, 'customer.lock') }).click();
    const lockDialog = page.getByRole('alertdialog', { name: at(lang, 'customer.lockTitle') });
    await lockDialog.getByLabel(at(lang, 'customer.lockReason')).fill('Rückbuchung');
    await lockDialog.getByRole('button', { name: at(lang, 'customer.lock') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'customer.lockedDone') }))).toBe(at(lang, 'customer.lockedDone'));
    const locked = await signInRequest(shopper.page, lang, customer.email, customer.password);
    expect(locked.status()).toBe(401);
    await page.getByRole('button', { name: at(lang, 'customer.unlock') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'customer.unlocked') }))).toBe(at(lang, 'customer.unlocked'));
    expect((await signInRequest(shopper.page, lang, customer.email, customer.password)).status()).toBe(200);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-customer-de-desktop');

    // Login as customer: once the customer allows remote assistance,
    // support opens the shop as them in a new tab, with the banner.
    expect(await page.getByRole('button', { name: at(lang, 'customer.assist') }).count()).toBe(0);
    await commerceAsPage(shopper.page, lang, `mutation { updateCustomerV2(input: { allow_remote_shopping_assistance: true }) { customer { email } } }`);
    await page.reload();
    await page.getByRole('button', { name: at(lang, 'customer.assist') }).click();
    const [storefront] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: at(lang, 'customer.assistOpen') }).click()]);
    const banner = storefront.getByRole('status').filter({ hasText: t(lang, 'assist.banner', { customer: `${customer.firstname} ${customer.lastname}`, staff: 'Sam Support' }) });
    await banner.waitFor({ timeout: 20_000 });
    expect(new URL(storefront.url()).hash).toBe('');
    await expectAccessible(storefront, { soft: true });
    await screenshot(storefront, 'admin-assist-banner-de-desktop');
    await banner.getByRole('button', { name: t(lang, 'assist.end') }).click();
    await poll(() => banner.count()).toBe(0);
    await storefront.close();

    // The mails the customer got.
    await nav.getByRole('link', { name: at(lang, 'nav.mails'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'mails.title'));
    await expectAccessible(page, { soft: true });
    // The wrong password and the wrong code were answered 401, as they should be.
    expect(problems.filter((p) => !p.includes('status of 401 (Unauthorized)'))).toEqual([]);
    await context.close();
    await shopper.context.close();
  });

  test('en, desktop: a club manager sees only the orders with their club’s goods', async () => {
    const lang = 'en' as const;
    const shopper = await open(browser, { locale: 'en-GB' });
    const customer = await registerCustomer(shopper.page, lang, 'clubbuyer');
    await signIn(shopper.page, lang, customer);
    // The club's cap with its logo choices, and breeches of nobody's club, in two orders.
    const cap = await commerce<{ products: { items: { options: { required: boolean; value?: { uid: string }[] }[] }[] } }>(
      lang,
      `{ products(filter: { sku: { eq: "RVL-AC-LINDENHOF-CLASSIC" } }) { items { ... on CustomizableProductInterface { options { required ... on CustomizableDropDownOption { value { uid } } } } } } }`,
    );
    const choices = (cap.products.items[0]?.options ?? []).filter((o) => o.required).map((o) => o.value?.[0]?.uid ?? '');
    const capItem = { ...(await orderable(lang, 'RVL-AC-LINDENHOF-CLASSIC')).item(1), selected_options: choices };
    const clubOrder = await placeOrder(shopper.page, lang, [capItem], address);
    const otherOrder = await placeOrder(shopper.page, lang, [(await orderable(lang, 'RH-KB-ELLA-OLIV')).item(1)], address);

    const club = await clubBySlug('de', 'rv-lindenhof');
    const { page, context, problems } = await open(browser, { locale: 'en-GB' });
    await page.goto(await invite(`club-${run}@example.org`, 'club', '--club', String(club.id)));
    await page.getByLabel(at(lang, 'invite.name')).fill('Lena Lindenhof');
    await page.getByLabel(at(lang, 'invite.password'), { exact: true }).fill(journeyPassword + '!x');
    await page.getByRole('button', { name: at(lang, 'invite.submit') }).click();
    // A club manager needs no second factor.
    await poll(() => textOf(h1(page))).toBe(at(lang, 'dashboard.title'));
    expect(await textOf(page.getByRole('banner'))).toContain(club.name);
    const nav = page.getByRole('navigation', { name: at(lang, 'nav.label') });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      at(lang, 'nav.start'),
      at(lang, 'nav.orders'),
      at(lang, 'nav.products'),
      at(lang, 'nav.categories'),
      at(lang, 'nav.attributes'),
      at(lang, 'nav.catalogImport'),
      at(lang, 'nav.reviews'),
      at(lang, 'pages.nav'),
      at(lang, 'media.nav'),
      at(lang, 'clubs.nav'),
      at(lang, 'sales.nav'),
    ]);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-club-dashboard-en-desktop');

    // The club's categories only: the subtree under the club's shop root.
    await nav.getByRole('link', { name: at(lang, 'nav.categories'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'categories.title'));
    const tree = page.getByRole('treegrid');
    await poll(() => textOf(tree)).toContain('Lindenhof');
    expect(await textOf(tree)).not.toContain('Isartal');
    expect(await tree.getByText('Rider', { exact: true }).count()).toBe(0);
    await expectAccessible(page, { soft: true });

    await nav.getByRole('link', { name: at(lang, 'nav.orders'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'orders.title'));
    const table = page.getByRole('table');
    await table.getByRole('link', { name: clubOrder, exact: true }).waitFor();
    expect(await table.getByRole('link', { name: otherOrder, exact: true }).count()).toBe(0);
    // The club filter offers only the manager's club; no payment methods.
    await poll(() => page.getByLabel(at(lang, 'orders.club')).locator('option').allTextContents()).toEqual([at(lang, 'orders.anyClub'), club.name]);
    expect(await page.getByLabel(at(lang, 'orders.method')).count()).toBe(0);
    await expectAccessible(page, { soft: true });
    // The club's order: the cap, where it goes, no money and no address of the buyer's mailbox.
    await table.getByRole('link', { name: clubOrder, exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'order.title', { number: clubOrder }));
    const main = await textOf(page.getByRole('main'));
    expect(main).toContain('RVL-AC-LINDENHOF-CLASSIC');
    expect(main).not.toContain(customer.email);
    expect(main).not.toContain('€');
    expect(await page.getByRole('button', { name: at(lang, 'order.ship.action') }).count()).toBe(0);
    // The cap is made with the club's logo, downloaded as uploaded.
    expect(main).toContain(at(lang, 'order.club', { club: club.name }));
    const logo = await page.request.get((await page.getByRole('link', { name: at(lang, 'order.logoOf', { club: club.name }) }).getAttribute('href')) ?? '');
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/);
    await expectAccessible(page, { soft: true });
    // Another order is not there at all.
    await page.goto(`/admin/orders/${otherOrder}`);
    await poll(() => textOf(h1(page))).toBe(at(lang, 'order.notFound'));
    expect(pathOf(page)).toBe(`/admin/orders/${otherOrder}`);
    expect(problems).toEqual([]);
    await context.close();
    await shopper.context.close();
  });

  test('fr, phone: a club manager takes up the invitation and works in French', async () => {
    const lang = 'fr' as const;
    const club = await clubBySlug('de', 'rv-lindenhof');
    const { page, context, problems } = await open(browser, { locale: 'fr-FR', viewport: 'phone' });
    await page.goto(await invite(`club-fr-${run}@example.org`, 'club', '--club', String(club.id)));
    await poll(() => textOf(h1(page))).toBe(at(lang, 'invite.title'));
    await expectAccessible(page, { soft: true });
    await page.getByLabel(at(lang, 'invite.name')).fill('Louise Lindenhof');
    // The server's refusal in French too.
    await page.getByLabel(at(lang, 'invite.password'), { exact: true }).fill('court');
    await page.getByRole('button', { name: at(lang, 'invite.submit') }).click();
    await page.getByRole('alert').or(page.locator('[aria-invalid="true"]')).first().waitFor();
    expect(await textOf(page.getByRole('main'))).toMatch(/mot de passe/i);
    await page.getByLabel(at(lang, 'invite.password'), { exact: true }).fill(journeyPassword + '!x');
    await page.getByRole('button', { name: at(lang, 'invite.submit') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'dashboard.title'));
    await page.getByRole('heading', { name: at(lang, 'dashboard.lowStock') }).waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-club-dashboard-fr-phone');
    await page.getByRole('link', { name: at(lang, 'nav.orders'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'orders.title'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-orders-fr-phone');
    // A short password is refused (a 4xx in the console).
    expect(problems.filter((p) => !/status of 4\d\d\b/.test(p))).toEqual([]);
    await context.close();
  });

  test('en, desktop: the demo owner signs in with the authenticator, changes the shop’s phone number and finds it in the audit trail', async () => {
    const lang = 'en' as const;
    const { page, context, problems } = await open(browser, { locale: 'en-GB' });
    await page.goto('/admin/');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    await expectAccessible(page, { soft: true });
    // Another journey may sign the demo owner in within the same 30 s.
    const refused = await signInDemoOwner(page, lang);

    const nav = page.getByRole('navigation', { name: at(lang, 'nav.label') });
    await nav.getByRole('link', { name: at(lang, 'nav.settings'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'settings.title'));
    const legal = page.getByRole('form', { name: at(lang, 'settings.legal') });
    // A wrong IBAN is named on its field; nothing is saved.
    const iban = legal.getByLabel(at(lang, 'settings.bankIban'));
    const rightIban = await iban.inputValue();
    await iban.fill('DE00 0000 0000');
    await legal.getByRole('button', { name: at(lang, 'settings.save') }).click();
    await poll(() => iban.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, { soft: true });
    await iban.fill(rightIban);
    await legal.getByLabel(at(lang, 'settings.phone')).fill('+49 251 5550123');
    await legal.getByRole('button', { name: at(lang, 'settings.save') }).click();
    await poll(() => textOf(legal.getByRole('status'))).toBe(at(lang, 'settings.saved'));
    await screenshot(page, 'admin-settings-en-desktop');

    await nav.getByRole('link', { name: at(lang, 'nav.audit'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'audit.title'));
    await page.getByLabel(at(lang, 'audit.objectType')).fill('settings');
    await page.getByLabel(at(lang, 'audit.staff')).selectOption({ label: 'Ines Inhaberin (inhaberin@paddock.example)' });
    await page.getByRole('button', { name: at(lang, 'orders.apply') }).click();
    await poll(() => new URL(page.url()).searchParams.get('type')).toBe('settings');
    expect(new URL(page.url()).searchParams.get('staff')).toMatch(/^\d+$/);
    const table = await textOf(page.getByRole('table'));
    expect(table).toContain('settings.legal');
    expect(table).toContain('+49 251 5550123');
    expect(table).toContain('Ines Inhaberin');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-audit-en-desktop');

    // A customer without orders erased (GDPR): the dry run first, then for good.
    const shopper = await open(browser, { locale: 'en-GB' });
    const leaving = await registerCustomer(shopper.page, lang, 'leaving');
    await openCustomer(page, lang, leaving);
    await page.getByRole('button', { name: at(lang, 'customer.erase') }).click();
    const eraseDialog = page.getByRole('alertdialog', { name: at(lang, 'customer.eraseTitle') });
    await eraseDialog.getByRole('button', { name: at(lang, 'customer.eraseConfirm') }).waitFor();
    expect(await textOf(eraseDialog)).toContain(at(lang, 'customer.eraseKept'));
    await expectAccessible(page, { soft: true });
    await eraseDialog.getByRole('button', { name: at(lang, 'customer.eraseConfirm') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'customer.erasedDone') }))).toBe(at(lang, 'customer.erasedDone'));
    await poll(() => textOf(h1(page))).toMatch(new RegExp(at(lang, 'customer.erasedTitle', { id: '\\d+' })));
    expect((await signInRequest(shopper.page, lang, leaving.email, leaving.password)).status()).toBe(401);
    await shopper.context.close();

    // A content editor invited from the browser: the link shown once; then disabled.
    await nav.getByRole('link', { name: at(lang, 'nav.staff'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'staff.title'));
    await page.getByRole('button', { name: at(lang, 'staff.invite') }).click();
    const dialog = page.getByRole('dialog', { name: at(lang, 'staff.invite') });
    const editor = `editor-${run}@example.org`;
    await dialog.getByLabel(at(lang, 'staff.email')).fill(editor);
    await dialog.getByLabel(at(lang, 'staff.role')).selectOption({ label: at(lang, 'role.content') });
    await expectAccessible(page, { soft: true });
    await dialog.getByRole('button', { name: at(lang, 'staff.inviteSubmit') }).click();
    const linkBox = page.getByRole('region', { name: at(lang, 'staff.linkTitle', { email: editor }) });
    expect(await textOf(linkBox)).toMatch(/\/admin\/invite#[A-Za-z0-9_-]{20,}/);
    await page.getByRole('button', { name: at(lang, 'staff.disableFor', { email: editor }) }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'staff.done.disableStaff') }))).toBe(at(lang, 'staff.done.disableStaff'));
    await poll(() => textOf(page.getByRole('row', { name: new RegExp(editor) }))).toContain(at(lang, 'staff.disabled'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-staff-en-desktop');
    // A code refused for another journey's sign-in is a 401 in the console.
    expect(refused > 0 ? problems.filter((p) => !p.includes('status of 401 (Unauthorized)')) : problems).toEqual([]);
    await context.close();
  });
});
