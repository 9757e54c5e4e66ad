// Browser journey of the back office's sales events (issue 27, point 3):
// the demo owner makes a product of the journey's own (through the admin
// API, so no other journey's prices change) and schedules a flash sale of
// 20 % on it that starts at the next full minute, Berlin time, in the
// sales screen. The storefront's sale page counts down to its start, then
// (once the minute has come) to its end; the product page shows the
// reduced price with the lowest price of the 30 days before struck out and
// its note. A second sale on the same product is warned about as
// overlapping while it is edited, saved with the warning, and deleted; the
// first is deleted at the end, so the storefront's sales are the demo's
// again. A sale of a fixed amount per piece runs at once: its product costs
// 5 € less, its splash page shows a text and a countdown block naming the
// sale (edited with the block editor, copied from German to English), and
// it is deleted at the end. axe on every screen, de, en and fr, desktop and
// phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, signInDemoOwner } from './support/admin';
import { expectAccessible, launch, open, screenshot } from './support/browser';
import { h1, poll, t, textOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36);
const sku = `BLITZ-${run.toUpperCase()}`;
const urlKey = { de: `blitz-gerte-${run}`, en: `flash-whip-${run}`, fr: `cravache-flash-${run}` };

/** A call of the admin API with the signed-in staff's session. */
async function adminApi<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await page.request.post('/admin/graphql', {
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': 'de', Origin: new URL(page.url()).origin },
    data: { query, variables },
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

/** The Berlin wall-clock time of an instant, as a datetime-local field takes it. */
function berlinLocal(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** Goes to a screen by the navigation. */
async function go(page: Page, lang: 'de' | 'en', label: string, title: string) {
  await page.getByRole('navigation', { name: at(lang, 'nav.label') }).getByRole('link', { name: label, exact: true }).click();
  await poll(() => textOf(h1(page))).toBe(title);
}

describe('back office: sales events', () => {
  test('de desktop: a flash sale scheduled a minute ahead counts down in the storefront and reduces the price against the 30-day lowest', async () => {
    const lang = 'de' as const;
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto('/admin/');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    await signInDemoOwner(page, lang);
    await adminApi(page, `mutation ($input: ProductInput!) { saveProduct(input: $input) { id } }`, {
      input: {
        type: 'simple', sku, enabled: true, price: 4990, stockQty: 20, taxClass: 'standard', deliveryMinDays: 1, deliveryMaxDays: 3,
        name: { de: `Blitzgerte ${run}`, en: `Flash whip ${run}`, fr: `Cravache flash ${run}` }, urlKey,
      },
    });

    await go(page, lang, at(lang, 'sales.nav'), at(lang, 'sales.title'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-sales-de-desktop');
    await page.getByRole('link', { name: at(lang, 'sales.new') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'sales.new'));

    // The next full minute, Berlin time, at least 20 seconds ahead.
    const start = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
    const texts = page.getByRole('region', { name: at(lang, 'sales.texts') });
    const group = (l: string) => texts.getByRole('group', { name: at(lang, 'language.' + l) });
    await group('de').getByLabel(at(lang, 'sales.field.title'), { exact: true }).fill(`Blitzaktion ${run}`);
    await group('en').getByLabel(at(lang, 'sales.field.title'), { exact: true }).fill(`Flash sale ${run}`);
    await page.getByLabel(at(lang, 'sales.field.slug')).fill(`blitz-${run}`);
    await page.getByLabel(`${at(lang, 'sales.field.from')} (${at(lang, 'timeField.berlin')})`).fill(berlinLocal(start));
    await page.getByLabel(`${at(lang, 'sales.field.to')} (${at(lang, 'timeField.berlin')})`).fill(berlinLocal(start + 2 * 3600_000));
    await page.getByLabel(at(lang, 'sales.field.percent')).fill('20');
    await page.getByLabel(at(lang, 'sales.field.skus')).fill(sku);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-sale-de-desktop');
    await page.getByRole('button', { name: at(lang, 'sales.save') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'sales.saved') }))).toContain(at(lang, 'sales.saved'));
    await poll(() => textOf(h1(page))).toBe(`Blitzaktion ${run}`);
    const firstURL = page.url();
    expect(await textOf(page.locator('main'))).toContain(at(lang, 'sales.state.upcoming'));

    // The storefront's sale page counts down to the start.
    const shop = await open(browser, { locale: 'de-DE' });
    const res = await shop.page.goto(`/de/blitz-${run}`);
    expect(res?.status()).toBe(200);
    await poll(() => h1(shop.page).textContent()).toBe(`Blitzaktion ${run}`);
    const main = shop.page.locator('main');
    await main.getByText(t(lang, 'flashSale.startsIn'), { exact: true }).waitFor();
    await expectAccessible(shop.page, { soft: true });
    await screenshot(shop.page, 'sale-upcoming-de-desktop');
    // Then, once the minute has come, to its end.
    await main.getByText(t(lang, 'flashSale.endsIn'), { exact: true }).waitFor({ timeout: 90_000 });
    await screenshot(shop.page, 'sale-running-de-desktop');

    // The product page: 39,92 € with the 30-day lowest (49,90 €) struck out, and the note.
    await shop.page.goto(`/de/${urlKey.de}`);
    await poll(() => h1(shop.page).textContent()).toBe(`Blitzgerte ${run}`);
    const block = shop.page.locator('main h1 ~ div').first();
    await poll(() => textOf(block)).toContain('39,92');
    expect(await block.locator('s').textContent()).toContain('49,90');
    expect(await textOf(block)).toContain(t(lang, 'price.referenceNote'));
    await expectAccessible(shop.page, { soft: true });
    await screenshot(shop.page, 'sale-product-de-desktop');
    expect(shop.problems).toEqual([]);
    await shop.context.close();

    // A second sale on the same product is warned about while editing, and saved with the warning.
    await page.goto('/admin/sales/new');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'sales.new'));
    await group('de').getByLabel(at(lang, 'sales.field.title'), { exact: true }).fill(`Doppelt ${run}`);
    await page.getByLabel(at(lang, 'sales.field.slug')).fill(`doppelt-${run}`);
    await page.getByLabel(`${at(lang, 'sales.field.from')} (${at(lang, 'timeField.berlin')})`).fill(berlinLocal(start + 3600_000));
    await page.getByLabel(`${at(lang, 'sales.field.to')} (${at(lang, 'timeField.berlin')})`).fill(berlinLocal(start + 3 * 3600_000));
    await page.getByLabel(at(lang, 'sales.field.skus')).fill(sku);
    const warning = page.getByRole('status').filter({ hasText: at(lang, 'sales.overlapWarning') });
    await poll(() => textOf(warning)).toContain(`Blitzaktion ${run}`);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-sale-overlap-de-desktop');
    await page.getByRole('button', { name: at(lang, 'sales.save') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'sales.saved') }))).toContain(`Blitzaktion ${run}`);
    await page.getByRole('button', { name: at(lang, 'sales.delete') }).click();
    const dialog = page.getByRole('alertdialog', { name: at(lang, 'sales.deleteTitle') });
    await expectAccessible(page, { soft: true });
    await dialog.getByRole('button', { name: at(lang, 'sales.delete') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'sales.title'));
    expect(await textOf(page.locator('main'))).not.toContain(`Doppelt ${run}`);

    // The first goes too: the storefront's sales are the demo's again.
    await page.goto(firstURL);
    await poll(() => textOf(h1(page))).toBe(`Blitzaktion ${run}`);
    expect(await textOf(page.locator('main'))).toContain(at(lang, 'sales.state.running'));
    await page.getByRole('button', { name: at(lang, 'sales.delete') }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: at(lang, 'sales.delete') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'sales.title'));
    expect(problems).toEqual([]);
    await context.close();
  });

  test('de desktop: 5 € off each piece, and splash blocks with a countdown block copied to English', async () => {
    const lang = 'de' as const;
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto('/admin/');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    await signInDemoOwner(page, lang);
    const amountSku = `BETRAG-${run.toUpperCase()}`;
    const amountKey = { de: `betrag-gerte-${run}`, en: `amount-whip-${run}`, fr: `cravache-montant-${run}` };
    await adminApi(page, `mutation ($input: ProductInput!) { saveProduct(input: $input) { id } }`, {
      input: {
        type: 'simple', sku: amountSku, enabled: true, price: 2490, stockQty: 20, taxClass: 'standard', deliveryMinDays: 1, deliveryMaxDays: 3,
        name: { de: `Betragsgerte ${run}`, en: `Amount whip ${run}`, fr: `Cravache montant ${run}` }, urlKey: amountKey,
      },
    });
    await page.goto('/admin/sales/new');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'sales.new'));
    const texts = page.getByRole('region', { name: at(lang, 'sales.texts') });
    const group = (l: string) => texts.getByRole('group', { name: at(lang, 'language.' + l) });
    const title = `Fünf Euro ${run}`;
    await group('de').getByLabel(at(lang, 'sales.field.title'), { exact: true }).fill(title);
    await group('en').getByLabel(at(lang, 'sales.field.title'), { exact: true }).fill(`Five euros ${run}`);
    await page.getByLabel(at(lang, 'sales.field.slug')).fill(`betrag-${run}`);
    // Running from the last minute for two hours.
    const start = Math.floor((Date.now() - 60_000) / 60_000) * 60_000;
    await page.getByLabel(`${at(lang, 'sales.field.from')} (${at(lang, 'timeField.berlin')})`).fill(berlinLocal(start));
    await page.getByLabel(`${at(lang, 'sales.field.to')} (${at(lang, 'timeField.berlin')})`).fill(berlinLocal(start + 2 * 3600_000));
    await page.getByRole('radio', { name: at(lang, 'sales.reduction.amount') }).check();
    await page.getByLabel(at(lang, 'sales.field.amount')).fill('5,00');
    await page.getByLabel(at(lang, 'sales.field.skus')).fill(amountSku);
    await page.getByRole('button', { name: at(lang, 'sales.save') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'sales.saved') }))).toContain(at(lang, 'sales.saved'));
    await poll(() => textOf(h1(page))).toBe(title);
    expect(await page.getByLabel(at(lang, 'sales.field.amount')).inputValue()).toBe('5,00');

    // The splash: a text and a countdown naming this sale, in German.
    const splash = page.getByRole('region', { name: at(lang, 'sales.splash') });
    await splash.getByRole('tab', { name: new RegExp(`^${at(lang, 'language.de')}`) }).click();
    const panel = splash.getByRole('tabpanel');
    const blocks = panel.locator('li[data-block-id]');
    await panel.getByLabel(at(lang, 'pages.blockType')).selectOption('richtext');
    await panel.getByRole('button', { name: at(lang, 'pages.addBlock') }).click();
    await blocks.nth(0).getByLabel(at(lang, 'pages.field.html') + ' *').fill(`<p>Nur bis heute Abend ${run}</p>`);
    await panel.getByLabel(at(lang, 'pages.blockType')).selectOption('countdown');
    await panel.getByRole('button', { name: at(lang, 'pages.addBlock') }).click();
    await blocks.nth(1).getByLabel(at(lang, 'pages.field.heading'), { exact: true }).fill(`Nur noch kurz ${run}`);
    const choice = blocks.nth(1).getByLabel(at(lang, 'pages.field.salesEvent'), { exact: true });
    await poll(() => choice.locator('option').filter({ hasText: title }).count()).toBe(1);
    await choice.selectOption({ label: (await choice.locator('option').filter({ hasText: title }).textContent()) ?? '' });
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-sale-splash-de-desktop');
    // English copies the German blocks.
    await splash.getByRole('tab', { name: new RegExp(`^${at(lang, 'language.en')}`) }).click();
    await splash.getByRole('tabpanel').getByRole('button', { name: at(lang, 'pages.copyFromGerman') }).click();
    await poll(() => splash.getByRole('tabpanel').locator('li[data-block-id]').count()).toBe(2);
    await page.getByRole('button', { name: at(lang, 'sales.save') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'sales.saved') }))).toContain(at(lang, 'sales.saved'));
    const saleURL = page.url();
    await page.reload();
    await poll(() => textOf(h1(page))).toBe(title);
    await page.getByRole('region', { name: at(lang, 'sales.splash') }).getByRole('tab', { name: new RegExp(`^${at(lang, 'language.en')}`) }).click();
    await poll(() => page.getByRole('region', { name: at(lang, 'sales.splash') }).getByRole('tabpanel').locator('li[data-block-id]').count()).toBe(2);
    await screenshot(page, 'admin-sale-amount-de-desktop');

    // The storefront: 19,90 € against 24,90 €, the splash with its countdown in German and English.
    const shop = await open(browser, { locale: 'de-DE' });
    await shop.page.goto(`/de/${amountKey.de}`);
    await poll(() => h1(shop.page).textContent()).toBe(`Betragsgerte ${run}`);
    const price = shop.page.locator('main h1 ~ div').first();
    await poll(() => textOf(price)).toContain('19,90');
    expect(await price.locator('s').textContent()).toContain('24,90');
    expect(await textOf(price)).toContain(t(lang, 'price.referenceNote'));
    await screenshot(shop.page, 'sale-amount-product-de-desktop');
    await shop.page.goto(`/de/betrag-${run}`);
    await poll(() => h1(shop.page).textContent()).toBe(title);
    const countdown = shop.page.locator('main').getByRole('region', { name: `Nur noch kurz ${run}` });
    await poll(() => textOf(countdown)).toContain(t(lang, 'flashSale.endsIn'));
    await poll(() => shop.page.locator('main').getByText(`Nur bis heute Abend ${run}`).count()).toBe(1);
    await expectAccessible(shop.page, { soft: true });
    await screenshot(shop.page, 'sale-countdown-block-de-desktop');
    await shop.page.goto(`/en/betrag-${run}`);
    await poll(() => h1(shop.page).textContent()).toBe(`Five euros ${run}`);
    await poll(() => textOf(shop.page.locator('main').getByRole('region', { name: `Nur noch kurz ${run}` }))).toContain(t('en', 'flashSale.endsIn'));
    expect(shop.problems).toEqual([]);
    await shop.context.close();

    // The sale goes.
    await page.goto(saleURL);
    await poll(() => textOf(h1(page))).toBe(title);
    await page.getByRole('button', { name: at(lang, 'sales.delete') }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: at(lang, 'sales.delete') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'sales.title'));
    expect(problems).toEqual([]);
    await context.close();
  });

  test('fr phone: the editor with the amount and the splash blocks', async () => {
    const lang = 'fr' as const;
    const { page, context, problems } = await open(browser, { locale: 'fr-FR', viewport: 'phone' });
    await page.goto('/admin/');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    await signInDemoOwner(page, lang);
    await page.goto('/admin/sales/new');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'sales.new'));
    await page.getByRole('radio', { name: at(lang, 'sales.reduction.amount') }).check();
    await page.getByLabel(at(lang, 'sales.field.amount')).fill('5,00');
    const panel = page.getByRole('region', { name: at(lang, 'sales.splash') }).getByRole('tabpanel');
    await panel.getByLabel(at(lang, 'pages.blockType')).selectOption('countdown');
    await panel.getByRole('button', { name: at(lang, 'pages.addBlock') }).click();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-sale-fr-phone');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('en phone: the sales list and the editor', async () => {
    const lang = 'en' as const;
    const { page, context, problems } = await open(browser, { locale: 'en-GB', viewport: 'phone' });
    await page.goto('/admin/');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    await signInDemoOwner(page, lang);
    await page.goto('/admin/sales');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'sales.title'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-sales-en-phone');
    await page.getByRole('link', { name: at(lang, 'sales.new') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'sales.new'));
    // Saving without anything shows the errors on their fields, the first focused.
    await page.getByRole('button', { name: at(lang, 'sales.save') }).click();
    await poll(async () => (await page.locator('[aria-invalid="true"]').count()) > 0).toBe(true);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-sale-en-phone');
    expect(problems).toEqual([]);
    await context.close();
  });
});
