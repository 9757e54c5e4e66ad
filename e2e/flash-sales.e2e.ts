// Browser journeys of the content system: flash sales: splash pages and countdowns by server time.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible, launch, open, screenshot, type Language } from './support/browser';
import { before, commerce, content, escape, h1, pathOf, poll, t, textOf } from './support/content';

interface SaleDoc {
  slug: string;
  title: string;
  countdown: { state: string };
  settings: { salesType: string; categoryId: string | null; singleProductSku: string | null };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('flash sales', () => {
  const salesIn = async (lang: Language) =>
    (
      await content<{ SalesEvents: { docs: SaleDoc[] } }>(
        lang,
        'query ($l: LocaleInputType) { SalesEvents(locale: $l) { docs { slug title countdown { state } settings { salesType categoryId singleProductSku } } } }',
        { l: lang },
      )
    ).SalesEvents.docs;

  /** Where a sale leads: its category or its one product, by the commerce API. */
  async function target(lang: Language, sale: SaleDoc): Promise<{ label: string; href: string; title: string }> {
    if (sale.settings.salesType === 'category') {
      const [category] = (
        await commerce<{ categoryList: { name: string; url_path: string }[] }>(
          lang,
          'query ($id: String!) { categoryList(filters: { ids: { eq: $id } }) { name url_path } }',
          { id: sale.settings.categoryId },
        )
      ).categoryList;
      if (!category) throw new Error(`sale ${sale.slug} names no category`);
      return { label: t(lang, 'flashSale.toCategory', { category: category.name }), href: `/${lang}/${category.url_path}`, title: category.name };
    }
    const { products } = await commerce<{ products: { items: { name: string; url_key: string }[] } }>(
      lang,
      'query ($s: String!) { products(filter: { sku: { eq: $s } }) { items { name url_key } } }',
      { s: sale.settings.singleProductSku },
    );
    const product = products.items[0];
    if (!product) throw new Error(`sale ${sale.slug} names no product`);
    return { label: t(lang, 'flashSale.toProduct', { product: product.name }), href: `/${lang}/${product.url_key}`, title: product.name };
  }

  for (const lang of ['de', 'en'] as const) {
    test(`${lang}: the running sale counts down to its end, the upcoming one to its start, each linking to its offer`, async () => {
      const sales = await salesIn(lang);
      const { page, context, problems } = await open(browser, { locale: lang });
      for (const [state, lead] of [
        ['running', t(lang, 'flashSale.endsIn')],
        ['upcoming', t(lang, 'flashSale.startsIn')],
      ] as const) {
        const sale = sales.find((s) => s.countdown.state === state);
        if (!sale) throw new Error(`the demo has no ${state} sale`);
        const res = await page.goto(`/${lang}/${sale.slug}`);
        expect(res?.status()).toBe(200);
        await poll(() => h1(page).textContent()).toBe(sale.title);
        const main = page.locator('main');
        await main.getByText(lead, { exact: true }).waitFor();
        // The figures (days, hours, minutes, seconds) tick: they change within a second or two.
        const figures = main.locator('time[aria-hidden="true"]');
        const before = await textOf(figures);
        expect(before).toMatch(/^\d{2,}\D+\d{2}\D+\d{2}\D+\d{2}\D+$/);
        await poll(() => textOf(figures)).not.toBe(before);
        // Screen readers hear the same in words.
        expect(await textOf(main.locator('[aria-live="polite"]').first())).toMatch(new RegExp(`^${escape(lead)} `));

        // The way to what is on sale.
        const offer = await target(lang, sale);
        const link = main.getByRole('link', { name: offer.label });
        expect(await link.getAttribute('href')).toBe(offer.href);
        await expectAccessible(page, { soft: true });
        await screenshot(page, `content-sale-${state}-${lang}-desktop`);
        await link.click();
        await poll(() => pathOf(page)).toBe(offer.href);
        await poll(() => h1(page).textContent()).toBe(offer.title);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
