// Browser journeys of the content system: content pages: service and legal pages, 404.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible, launch, open, screenshot, viewports } from './support/browser';
import { content, h1, pageByUrl, poll, startsWith, t, textOf, widthOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('content pages', () => {
  const legalPages = ['service/datenschutz', 'service/impressum', 'service/agb', 'service/widerruf', 'service/versand'];
  for (const viewport of ['desktop', 'phone'] as const) {
    test(`the service pages render with breadcrumbs (de, ${viewport})`, async () => {
      const { page, context, problems } = await open(browser, { viewport });
      for (const url of legalPages) {
        const doc = await pageByUrl('de', url);
        const res = await page.goto(`/de/${url}`);
        expect(res?.status(), url).toBe(200);
        await poll(() => h1(page).textContent()).toBe(doc.title);
        expect(await page.title()).toBe(`${doc.meta.title ?? doc.title} | Paddock`);
        const crumbs = page.getByRole('navigation', { name: t('de', 'breadcrumbs.label') });
        const trail = await crumbs.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
        expect(trail[0]).toEqual([t('de', 'breadcrumbs.home'), '/de']);
        // The content API names the trail by url without the language; the page itself ends it unlinked.
        const expected = doc.breadcrumbs.map((b) => [b.label, b.url.startsWith('/') ? b.url : `/de/${b.url}`]);
        expect(trail.slice(1)).toEqual(expected.filter(([, href]) => href !== `/de/${url}`));
        expect(await textOf(crumbs.locator('[aria-current="page"]'))).toBe(doc.title);
        expect(await widthOf(page), url).toBeLessThanOrEqual(viewports[viewport].width);
        await expectAccessible(page, { soft: true });
        await screenshot(page, `content-${url.replace('/', '-')}-de-${viewport}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  test('the withdrawal page carries the model withdrawal form', async () => {
    const { page, context } = await open(browser);
    await page.goto('/de/service/widerruf');
    await page.getByRole('heading', { name: 'Muster-Widerrufsformular' }).waitFor();
    await context.close();
  });

  test('an unknown content page answers 404 with the 404 screen', async () => {
    const { page, context } = await open(browser);
    const res = await page.goto('/de/service/gibt-es-nicht');
    expect(res?.status()).toBe(404);
    await poll(() => h1(page).textContent()).toBe(t('de', 'errors.notFound.title'));
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toContain('noindex');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-not-found-de-desktop');
    await context.close();
  });
});
