// Browser journey of the back office's coupons (issue 27, point 7): the
// demo owner finds a code refused on its field, creates a 10 % coupon of
// its own, which the storefront's cart then applies with its label and
// discount; generates a batch of single-use codes for it and downloads
// their CSV; switches the coupon off again, so no other journey's cart
// meets it. axe on every screen, in German and English, on a desktop and a
// phone.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, signInDemoOwner, type AdminLanguage } from './support/admin';
import { expectAccessible, launch, open, screenshot, viewports } from './support/browser';
import { demoProduct } from './support/catalog';
import { h1, pathOf, poll, t, textOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36).toUpperCase();

/** Chooses a variant's values by keyboard, one radio group per option. */
async function chooseVariant(page: Page, choices: { code: string; label: string }[]): Promise<void> {
  for (const choice of choices) {
    const radio = page.locator(`[data-option-code="${choice.code}"]`).getByRole('radio', { name: choice.label, exact: true });
    await radio.focus();
    await page.keyboard.press('Space');
    await poll(() => radio.isChecked()).toBe(true);
  }
}

describe('back office: coupons', () => {
  test('de and en, desktop and phone: a 10 % coupon used in the cart, a batch of codes as CSV', async () => {
    let lang: AdminLanguage = 'de';
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto('/admin/');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    const refused = await signInDemoOwner(page, lang);
    const nav = page.getByRole('navigation', { name: at(lang, 'nav.label') });
    await nav.getByRole('link', { name: at(lang, 'coupons.nav'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'coupons.title'));
    // The demo's coupons, by status.
    await page.getByLabel(at(lang, 'coupons.status'), { exact: true }).selectOption('EXPIRED');
    await poll(() => textOf(page.getByRole('list').filter({ hasText: 'SOMMER2025' }))).toContain(at(lang, 'coupons.status.EXPIRED'));

    // A new coupon: a code with a blank is refused on its field, which takes the focus.
    await page.getByRole('link', { name: at(lang, 'coupons.new') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'coupons.newTitle'));
    const code = page.getByLabel(at(lang, 'coupons.field.code'), { exact: true });
    await code.fill('ZEHN PROZENT');
    await page.getByLabel(at(lang, 'coupons.field.percent'), { exact: true }).fill('10');
    await page.getByLabel(at(lang, 'coupons.labelIn.de'), { exact: true }).fill(`Reitertage ${run}`);
    await page.getByLabel(at(lang, 'coupons.labelIn.en'), { exact: true }).fill(`Rider days ${run}`);
    await page.getByRole('button', { name: at(lang, 'coupons.create') }).click();
    await poll(() => code.getAttribute('aria-invalid')).toBe('true');
    await poll(() => code.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-coupon-new-de-desktop');
    const mine = `REITER10-${run}`;
    await code.fill(mine.toLowerCase());
    await page.getByRole('button', { name: at(lang, 'coupons.create') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'coupons.editTitle', { code: mine }));
    await poll(() => pathOf(page)).toMatch(/^\/admin\/coupons\/\d+$/);
    const couponPath = pathOf(page);
    expect(await textOf(page.getByText(at(lang, 'coupons.status.ACTIVE'), { exact: true }).first())).toBe(at(lang, 'coupons.status.ACTIVE'));
    expect(await page.getByRole('checkbox', { name: at(lang, 'coupons.field.active'), exact: true }).isChecked()).toBe(true);

    // The storefront's cart applies it: a discount line with its label.
    const shop = await open(browser, { locale: 'de-DE' });
    const breeches = await demoProduct('de', 'RH-KB-ELLA-OLIV');
    if (!breeches.variant) throw new Error('the demo breeches have variants in stock');
    await shop.page.goto(breeches.path);
    await poll(() => textOf(h1(shop.page))).toBe(breeches.name);
    await chooseVariant(shop.page, breeches.variant.choices);
    await shop.page.getByRole('button', { name: t('de', 'product.addToCart'), exact: true }).click();
    await shop.page.getByRole('dialog', { name: t('de', 'cart.added.title') }).waitFor();
    await shop.page.goto('/de/checkout/cart');
    const couponField = shop.page.getByRole('textbox', { name: t('de', 'cart.coupon.label') });
    await couponField.fill(mine.toLowerCase());
    await shop.page.getByRole('button', { name: t('de', 'cart.coupon.apply') }).click();
    await shop.page.getByRole('button', { name: t('de', 'cart.coupon.removeLabel', { code: mine }) }).waitFor();
    const totals = shop.page.getByRole('region', { name: t('de', 'cart.totals.title') });
    await poll(() => textOf(totals)).toMatch(new RegExp(`Reitertage ${run}\\s*−\\d+,\\d\\d\\s€`));
    await expectAccessible(shop.page, { soft: true });
    await screenshot(shop.page, 'admin-coupon-in-cart-de-desktop');

    // A batch of 25 single-use codes, downloaded as CSV.
    const batches = page.getByRole('region', { name: at(lang, 'coupons.batches') });
    await batches.getByLabel(at(lang, 'coupons.field.prefix')).fill(`RT${run}`);
    await batches.getByLabel(at(lang, 'coupons.field.quantity')).fill('25');
    await batches.getByRole('button', { name: at(lang, 'coupons.generate') }).click();
    await poll(() => textOf(batches.getByRole('status'))).toBe(at(lang, 'coupons.batchMade', { count: 25 }));
    const downloadLink = batches.getByRole('link', { name: new RegExp('^' + at(lang, 'coupons.downloadCsv')) });
    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^gutscheine-reiter10-.+\.csv$/);
    const csv = readFileSync((await download.path()) ?? '', 'utf8').trim().split('\n');
    expect(csv[0]).toBe('code,rule,batch,used,active');
    expect(csv).toHaveLength(26);
    const codes = csv.slice(1).map((line) => line.split(',')[0] ?? '');
    expect(new Set(codes).size).toBe(25);
    for (const c of codes) expect(c).toMatch(new RegExp(`^RT${run}-[A-HJKMNP-Z2-9]{10}$`));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-coupon-editor-de-desktop');

    // One of them works in the cart too (alone: the rule is not combinable).
    await shop.page.getByRole('button', { name: t('de', 'cart.coupon.removeLabel', { code: mine }) }).click();
    await couponField.fill(codes[0] ?? '');
    await shop.page.getByRole('button', { name: t('de', 'cart.coupon.apply') }).click();
    await shop.page.getByRole('button', { name: t('de', 'cart.coupon.removeLabel', { code: codes[0] ?? '' }) }).waitFor();
    await poll(() => textOf(totals)).toMatch(new RegExp(`Reitertage ${run}\\s*−\\d+,\\d\\d\\s€`));

    // Every screen in both languages on both sizes.
    for (const l of ['de', 'en'] as const) {
      if (l !== lang) {
        await page.locator('header select').selectOption(l); // the shell's language
        lang = l;
      }
      for (const size of ['desktop', 'phone'] as const) {
        await page.setViewportSize(viewports[size]);
        await page.goto('/admin/coupons');
        await poll(() => textOf(h1(page))).toBe(at(lang, 'coupons.title'));
        await page.getByLabel(at(lang, 'coupons.search')).fill(mine);
        await page.getByRole('button', { name: at(lang, 'coupons.apply') }).click();
        await page.getByText(at(lang, 'coupons.count', { count: 1 }), { exact: true }).waitFor();
        await expectAccessible(page, { soft: true });
        await screenshot(page, `admin-coupons-${lang}-${size}`);
        await page.goto(couponPath);
        await poll(() => textOf(h1(page))).toBe(at(lang, 'coupons.editTitle', { code: mine }));
        await page.getByRole('region', { name: at(lang, 'coupons.uses') }).getByText(at(lang, 'coupons.noUses')).waitFor();
        await expectAccessible(page, { soft: true });
        await screenshot(page, `admin-coupon-${lang}-${size}`);
      }
    }

    // Switched off again, so that no other journey's cart meets it; the delete dialog.
    await page.getByRole('button', { name: at(lang, 'coupons.disable') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: /\S/ }).first())).toBe(at(lang, 'coupons.disabled'));
    await page.getByRole('button', { name: at(lang, 'coupons.delete') }).click();
    const confirm = page.getByRole('alertdialog', { name: at(lang, 'coupons.deleteTitle') });
    await confirm.waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-coupon-delete-en-phone');
    await confirm.getByRole('button', { name: at(lang, 'coupons.delete') }).click();
    await poll(() => pathOf(page)).toBe('/admin/coupons');

    // A code refused for another journey's sign-in is a 401 in the console; the refused code a 400.
    expect(problems.filter((p) => !(refused > 0 && p.includes('status of 401')) && !p.includes('status of 400'))).toEqual([]);
    expect(shop.problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
    await shop.context.close();
    await context.close();
  });
});
