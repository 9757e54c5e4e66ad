// Issue 28 point 6: without JavaScript a visitor (and a crawler) reads
// every public page from the server's HTML and moves on with plain links
// and GET forms: the next page of a listing, its sort and filters, the
// language; forms that need JavaScript say so.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL, launch, viewports, visitorAddress, type Viewport } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function withoutJavaScript(viewport: Viewport = 'desktop'): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: viewports[viewport],
    locale: 'de-DE',
    baseURL: baseURL(),
    extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
  });
  const page = await context.newPage();
  return page;
}

/** A form's note that it needs JavaScript (Playwright's text queries skip a <noscript>'s content). */
function needsJavaScript(form: Locator, text: string): Locator {
  return form.locator('noscript p', { hasText: text });
}

/** The current price of each product card, in cents (the first amount of the card). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main article').allTextContents();
  return texts.map((text) => {
    const found = /(\d+(?:\.\d{3})*),(\d{2})\s€/.exec(text);
    if (!found) throw new Error(`a card without a price: ${text}`);
    return Number((found[1] ?? '').replaceAll('.', '')) * 100 + Number(found[2]);
  });
}

describe('without JavaScript', () => {
  test('a category pages on with its link, sorts and filters with its forms, and switches language', async () => {
    const page = await withoutJavaScript();
    const res = await page.goto('/de/reiter');
    expect(res?.status()).toBe(200);
    expect(await page.locator('main article').count()).toBe(24);
    // Other journeys add products beside this one: the total is read, not assumed.
    const seen = /24 von (\d+) Artikeln angesehen/.exec((await page.locator('main').textContent()) ?? '');
    const total = Number(seen?.[1]);
    expect(total).toBeGreaterThan(48);

    // The next page is a real link the server renders: the products up to page 2.
    const more = page.getByRole('link', { name: 'Mehr anzeigen' });
    expect(await more.getAttribute('rel')).toBe('next');
    await more.click();
    await page.waitForURL(/\/de\/reiter\?page=2$/);
    expect(await page.locator('main article').count()).toBe(48);
    expect(await page.locator('main').textContent()).toContain(`48 von ${total} Artikeln angesehen`);
    expect(await page.getByRole('link', { name: 'Mehr anzeigen' }).getAttribute('href')).toBe('/de/reiter?page=3');

    // Sort: the select and its button, a GET form.
    await page.goto('/de/reiter/reitbekleidung/reithosen');
    await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption('price-asc');
    await page.getByRole('button', { name: 'Sortieren', exact: true }).click();
    await page.waitForURL(/[?&]sort=price-asc/);
    const ascending = await cardPrices(page);
    expect(ascending.length).toBeGreaterThanOrEqual(19);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(await page.getByRole('combobox', { name: 'Sortieren nach' }).inputValue()).toBe('price-asc');

    // Filters: the sidebar's checkboxes and its button; the sort stays.
    const makers = page.getByRole('group', { name: 'Hersteller' });
    await makers.getByRole('checkbox', { name: /Hufschlag/ }).check();
    await page.getByRole('button', { name: 'Filter anwenden' }).click();
    await page.waitForURL(/manufacturer=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('sort')).toBe('price-asc');
    const cards = await page.locator('main article').allTextContents();
    expect(cards.length).toBeGreaterThanOrEqual(13);
    for (const card of cards) expect(card).toContain('Hufschlag');
    expect(await makers.getByRole('checkbox', { name: /Hufschlag/ }).isChecked()).toBe(true);
    const filtered = await cardPrices(page);
    expect(filtered).toEqual([...filtered].sort((a, b) => a - b));

    // The language links lead to the same listing in English, by its own path, with the same choices.
    await page.locator('header a[hreflang="en"]').click();
    await page.waitForURL(/\/en\/rider\/riding-apparel\/breeches\?/);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Breeches');
    expect(await page.locator('main article').count()).toBe(cards.length);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price-asc');
    await page.context().close();
  });

  test('on a phone the filters fold out in the page, as their drawer needs JavaScript', async () => {
    const page = await withoutJavaScript('phone');
    await page.goto('/de/reiter/reitbekleidung/reithosen?sort=price-desc');
    await page.locator('main summary', { hasText: 'Filter' }).click();
    await page.getByRole('group', { name: 'Preis' }).getByRole('radio', { name: /100 € – 200 €/ }).check();
    await page.getByRole('button', { name: 'Filter anwenden' }).click();
    await page.waitForURL(/price=100_200/);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price-desc');
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThanOrEqual(2);
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(10_000);
    await page.context().close();
  });

  test('a product page reads with its price and notes, and its form says it needs JavaScript', async () => {
    const page = await withoutJavaScript();
    await page.goto('/de/kniebesatz-reithose-ella-in-oliv');
    const main = page.locator('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toContain('Kniebesatz-Reithose Ella');
    const text = (await main.textContent()) ?? '';
    expect(text).toMatch(/44,95\s€/);
    expect(text).toContain('inkl. MwSt.');
    expect(text).toContain('niedrigster Preis der letzten 30 Tage');
    const form = page.getByRole('form', { name: 'In den Warenkorb' });
    expect(await needsJavaScript(form, 'Dieses Formular braucht JavaScript.').isVisible()).toBe(true);

    // In the other languages too, reached through the language links.
    await page.locator('header a[hreflang="fr"]').click();
    await page.waitForURL(/\/fr\/pantalon-d-equitation/);
    expect(await needsJavaScript(page.locator('main form').first(), 'Ce formulaire nécessite JavaScript.').isVisible()).toBe(true);
    await page.context().close();
  });

  test('the sign-in form says it needs JavaScript, in English too', async () => {
    const page = await withoutJavaScript();
    await page.goto('/en/account');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    expect(await needsJavaScript(signIn, 'This form needs JavaScript.').isVisible()).toBe(true);
    await page.context().close();
  });
});
