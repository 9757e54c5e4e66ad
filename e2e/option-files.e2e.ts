// Browser journeys of the customizable options of issue 26: radio buttons
// (a club saddle pad's cord colour, chosen by keyboard), an area (a
// voucher's message of two lines) and a file upload (a club shirt with the
// club's own logo as a PNG, uploaded into the cart before adding), in the
// cart and the checkout with the test payment, and the logo on the order in
// the back office, downloaded by the demo owner. A file refused (a PDF where
// pictures go) says so beside the field. axe on every screen; phone and
// desktop, de and fr.
import type { Browser, Page } from 'playwright-core';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, signInDemoOwner } from './support/admin';
import { expectAccessible, launch, open, screenshot, type Language } from './support/browser';
import { demoProduct, type DemoProduct as Product } from './support/catalog';
import { escape, h1, mailText, normal, pathOf, pollHere as poll, startsWith, t, textOf } from './support/content';

const product = demoProduct;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const locales: Record<Language, string> = { de: 'de-DE', en: 'en-US', fr: 'fr-FR' };

/** A PNG of w × h pixels in the club's green, made here (no file on disk). */
function png(w: number, h: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const byte of b) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: h }, (_, y) => Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, y % 2 ? 0x2b : 0x3d)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}


const optionField = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}`));

async function openProduct(page: Page, item: Product): Promise<void> {
  await page.goto(item.path);
  await poll(() => textOf(h1(page))).toBe(normal(item.name));
  for (const choice of item.variant?.choices ?? []) {
    const radio = page.locator(`[data-option-code="${choice.code}"]`).getByRole('radio', { name: choice.label, exact: true });
    await radio.focus();
    await page.keyboard.press('Space');
    await poll(() => radio.isChecked()).toBe(true);
  }
}

async function add(page: Page, lang: Language): Promise<void> {
  await page.getByRole('button', { name: t(lang, 'product.addToCart'), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: t(lang, 'cart.added.title') });
  await drawer.getByRole('button', { name: t(lang, 'cart.added.continue') }).click();
  await drawer.waitFor({ state: 'detached' });
}

/** The logo type and position: the first of each. */
async function logo(page: Page, lang: Language): Promise<void> {
  const names = lang === 'de' ? ['Logo-Art', 'Logo-Position'] : ['Type de logo', 'Emplacement du logo'];
  for (const name of names) await optionField(page, name).selectOption({ index: 1 });
}

const texts = {
  de: { cord: 'Kordelfarbe', silver: 'Silber', message: 'Persönliche Grußbotschaft', initials: 'Vereinskürzel', file: 'Eigenes Vereinslogo', uploaded: 'Hochgeladen: ' },
  fr: { cord: 'Couleur du cordon', silver: 'Argent', message: 'Message personnel', initials: 'Sigle du club', file: 'Logo de votre club', uploaded: 'Téléversé\u202f: ' },
} as const;

type Step = 'email' | 'address' | 'shipping' | 'payment' | 'summary';
const stepHeading = (page: Page, lang: Language, step: Step) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`${escape(t(lang, `checkout.steps.${step}`))}$`) });
const stepSection = (page: Page, lang: Language, step: Step) => page.getByRole('region', { name: new RegExp(`${escape(t(lang, `checkout.steps.${step}`))}$`) });
const continueButton = (page: Page, lang: Language) => page.getByRole('button', { name: t(lang, 'checkout.continue'), exact: true });

describe('area, radio and file options', () => {
  test('de, desktop: radio, area and a logo upload to the order; the demo owner downloads the logo', async () => {
    const lang: Language = 'de';
    const tx = texts.de;
    const { page, context, problems } = await open(browser, { locale: locales[lang] });

    // The saddle pad's cord colour: radio buttons, chosen by keyboard.
    const pad = await product(lang, 'VK-SC-DRESSUR');
    await openProduct(page, pad);
    await logo(page, lang);
    await optionField(page, tx.initials).fill('RVL');
    const cord = page.getByRole('group', { name: tx.cord });
    await cord.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await poll(() => cord.getByRole('radio', { name: tx.silver }).isChecked()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'options-radio-de-desktop');
    await add(page, lang);

    // The voucher's message: an area of two lines with its count.
    const voucher = await product(lang, 'GS-25');
    await openProduct(page, voucher);
    const message = page.getByRole('textbox', { name: startsWith(tx.message) });
    expect(await message.evaluate((el) => el.tagName)).toBe('TEXTAREA');
    await message.fill('Alles Gute zum Turnier!\nDein Stall Lindenhof');
    await page.getByText('44/200').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'options-area-de-desktop');
    await add(page, lang);

    // The club shirt with the club's own logo: a PDF refused beside the field, the PNG kept.
    const shirt = await product(lang, 'VK-TX-CLASSIC');
    await openProduct(page, shirt);
    await logo(page, lang);
    const file = page.getByLabel(new RegExp(`^${escape(tx.file)}`));
    expect(await textOf(page.getByText(/^Erlaubt: PNG, JPG, WEBP, bis 5 MB\./))).toContain('4000 × 4000');
    await file.setInputFiles({ name: 'satzung.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByText(/nimmt diese Dateitypen/).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'options-file-refused-de-desktop');
    await file.setInputFiles({ name: 'vereinslogo.png', mimeType: 'image/png', buffer: png(240, 160) });
    await page.getByText(`${tx.uploaded}vereinslogo.png`).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'options-file-de-desktop');
    await add(page, lang);

    // The cart shows every choice, the file by its name.
    await page.goto(`/${lang}/checkout/cart`);
    const list = page.getByRole('region', { name: `${t(lang, 'cart.items')} (3)` });
    await list.waitFor();
    const cartText = normal(await textOf(list));
    for (const part of [`${tx.cord}: ${tx.silver}`, 'Alles Gute zum Turnier!', `${tx.file}: vereinslogo.png`]) expect(cartText).toContain(normal(part));
    expect(cartText).not.toMatch(/f_[A-Za-z0-9_-]{32}/);
    await expectAccessible(page);
    await screenshot(page, 'options-cart-de-desktop');

    // The checkout as a guest with the test payment.
    await page.getByRole('link', { name: t(lang, 'cart.checkout') }).click();
    await poll(() => pathOf(page)).toBe(`/${lang}/checkout`);
    await stepHeading(page, lang, 'email').waitFor();
    await page.getByRole('textbox', { name: startsWith(t(lang, 'checkout.email.label')) }).fill(`logo-${Date.now().toString(36)}@example.org`);
    await page.getByRole('button', { name: t(lang, 'checkout.email.submit') }).click();
    await stepHeading(page, lang, 'address').waitFor();
    const field = (key: string) => stepSection(page, lang, 'address').getByRole('textbox', { name: startsWith(t(lang, `forms.address.${key}`)) });
    await field('firstname').fill('Lena');
    await field('lastname').fill('Huber');
    await field('street').fill('Am Deich 4');
    await field('postcode').fill('29223');
    await field('city').fill('Celle');
    await continueButton(page, lang).click();
    await stepHeading(page, lang, 'shipping').waitFor();
    await stepSection(page, lang, 'shipping').getByRole('radio').first().check();
    await continueButton(page, lang).click();
    await stepHeading(page, lang, 'payment').waitFor();
    await stepSection(page, lang, 'payment').getByRole('radio', { name: new RegExp(escape(mailText(lang, 'payment.test.title'))) }).check();
    await continueButton(page, lang).click();
    await stepHeading(page, lang, 'summary').waitFor();
    const summary = stepSection(page, lang, 'summary');
    await poll(() => textOf(summary)).toContain('vereinslogo.png');
    await expectAccessible(page);
    await screenshot(page, 'options-summary-de-desktop');
    const grandTotal = normal(await summary.getByText(t(lang, 'checkout.totals.grandTotal'), { exact: true }).locator('xpath=following-sibling::*[1]').textContent());
    await summary.getByRole('button', { name: t(lang, 'checkout.summary.place'), exact: true }).click();
    await poll(() => pathOf(page)).toMatch(/^\/payment\/test\/tr_[0-9a-f]+$/);
    expect(normal(await page.locator('dt', { hasText: mailText(lang, 'payment.test.page.amount') }).locator('xpath=following-sibling::dd[1]').textContent())).toBe(grandTotal);
    await page.getByRole('radio', { name: mailText(lang, 'payment.status.paid'), exact: true }).check();
    await page.getByRole('button', { name: mailText(lang, 'payment.test.page.submit') }).click();
    await poll(() => pathOf(page)).toBe(`/${lang}/checkout/success`);
    const thanks = page.getByText(/^Ihre Bestellnummer lautet \d+\.$/);
    await thanks.waitFor();
    const number = /(\d+)\.$/.exec(await textOf(thanks))?.[1] ?? '';
    expect(number).not.toBe('');
    // The one refusal asked for: the PDF where pictures go.
    expect(problems.filter((p) => !p.includes('status of 400 (Bad Request)'))).toEqual([]);
    expect(problems.length).toBeLessThanOrEqual(1);
    await context.close();

    // The back office: the order shows the logo, which the demo owner downloads.
    const staff = await open(browser, { locale: 'de-DE' });
    const admin = staff.page;
    await admin.goto('/admin/');
    await signInDemoOwner(admin, 'de');
    await admin.goto(`/admin/orders/${number}`);
    await poll(() => textOf(h1(admin))).toBe(at('de', 'order.title', { number }));
    const download = admin.getByRole('link', { name: at('de', 'order.optionFile', { name: 'vereinslogo.png' }) });
    const href = (await download.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^/admin/api/orders/${number}/option-files/\\d+$`));
    expect(normal(await textOf(admin.getByRole('main')))).toContain(`${tx.file}: vereinslogo.png`);
    await expectAccessible(admin, { soft: true });
    await screenshot(admin, 'options-admin-order-de-desktop');
    const answer = await admin.request.get(href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect((await answer.body()).subarray(1, 4).toString('ascii')).toBe('PNG');
    // Without the staff session: nothing.
    const anonymous = await fetch(new URL(href, admin.url()));
    expect([401, 403]).toContain(anonymous.status);
    await staff.context.close();
  });

  test('fr, phone: the radio, the area and the upload on a phone', async () => {
    const lang: Language = 'fr';
    const tx = texts.fr;
    const { page, context, problems } = await open(browser, { locale: locales[lang], viewport: 'phone' });
    const pad = await product(lang, 'VK-SC-DRESSUR');
    await openProduct(page, pad);
    await logo(page, lang);
    await optionField(page, tx.initials).fill('RVL');
    await page.getByRole('group', { name: tx.cord }).getByRole('radio', { name: tx.silver }).check();
    await expectAccessible(page);
    await screenshot(page, 'options-radio-fr-phone');

    const voucher = await product(lang, 'GS-25');
    await openProduct(page, voucher);
    await page.getByRole('textbox', { name: startsWith(tx.message) }).fill('Bon concours\u202f!\nL’écurie');
    await expectAccessible(page);
    await screenshot(page, 'options-area-fr-phone');

    const shirt = await product(lang, 'VK-TX-CLASSIC');
    await openProduct(page, shirt);
    await logo(page, lang);
    await page.getByLabel(new RegExp(`^${escape(tx.file)}`)).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(120, 120) });
    await page.getByText(`${tx.uploaded}logo.png`).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'options-file-fr-phone');
    await add(page, lang);
    await page.goto(`/${lang}/checkout/cart`);
    await page.getByRole('region', { name: `${t(lang, 'cart.items')} (1)` }).waitFor();
    expect(normal(await textOf(page.getByRole('main')))).toContain('logo.png');
    await expectAccessible(page);
    await screenshot(page, 'options-cart-fr-phone');
    expect(problems).toEqual([]);
    await context.close();
  });
});
