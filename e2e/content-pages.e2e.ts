// Browser journeys of the content system: content pages: service and legal pages, 404.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible, launch, open, screenshot, viewports } from './support/browser';
import { paddock } from './support/cli';
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

  // Issue 24: the privacy policy and the withdrawal function each at their language's own path,
  // with each language's path as hreflang; the German path answers 308 there.
  test('the privacy and withdrawal pages at each language’s own path (en and fr phone)', async () => {
    const paths = {
      en: { privacy: 'service/privacy', withdrawal: 'withdraw-from-contract' },
      fr: { privacy: 'service/confidentialite', withdrawal: 'retracter-contrat' },
    } as const;
    const german = { privacy: 'service/datenschutz', withdrawal: 'vertrag-widerrufen' } as const;
    for (const lang of ['en', 'fr'] as const) {
      const { page, context, problems } = await open(browser, { viewport: 'phone', locale: lang });
      const doc = await pageByUrl(lang, paths[lang].privacy);
      const res = await page.goto(`/${lang}/${paths[lang].privacy}`);
      expect(res?.status()).toBe(200);
      const head = await res?.text();
      for (const [l, p] of [['de', german.privacy], ['en', paths.en.privacy], ['fr', paths.fr.privacy]]) {
        expect(head).toMatch(new RegExp(`<link rel="alternate" hreflang="${l}" href="[^"]*/${l}/${p}">`));
      }
      await poll(() => h1(page).textContent()).toBe(doc.title);
      expect(await widthOf(page)).toBeLessThanOrEqual(viewports.phone.width);
      await expectAccessible(page, { soft: true });
      await screenshot(page, `privacy-${lang}-phone`);

      // The footer's withdrawal link is the language's own path.
      const link = page.getByRole('contentinfo').getByRole('link', { name: t(lang, 'routes.withdrawal.title'), exact: true });
      expect(await link.getAttribute('href')).toBe(`/${lang}/${paths[lang].withdrawal}`);
      const moved = await page.goto(`/${lang}/${german.withdrawal}`);
      expect(await moved?.request().redirectedFrom()?.response().then((r) => r?.status())).toBe(308);
      expect(new URL(page.url()).pathname).toBe(`/${lang}/${paths[lang].withdrawal}`);
      await poll(() => textOf(h1(page))).toBe(t(lang, 'routes.withdrawal.title'));
      await page.getByRole('heading', { level: 2, name: t(lang, 'withdrawal.form.heading') }).waitFor();
      expect(await widthOf(page)).toBeLessThanOrEqual(viewports.phone.width);
      await expectAccessible(page, { soft: true });
      await screenshot(page, `withdrawal-${lang}-phone`);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  test('the withdrawal page carries the model withdrawal form', async () => {
    const { page, context } = await open(browser);
    await page.goto('/de/service/widerruf');
    await page.getByRole('heading', { name: 'Muster-Widerrufsformular' }).waitFor();
    await context.close();
  });

  // The Impressum's LegalNotice block shows the seller from the shop's
  // settings, the same data invoices and mails name: what
  // `paddock settings legal show` says, and a change at once.
  test('the Impressum names the seller as the shop’s settings have it (de desktop, en and fr phone)', async () => {
    const shown = await paddock(['settings', 'legal', 'show']);
    const field = (label: string) => new RegExp(`^${label} +(.+)$`, 'm').exec(shown)?.[1] ?? '';
    const [court, number] = field('register').split(', ');
    const seller = [field('company'), field('email'), field('phone'), field('VAT id'), court ?? '', number ?? ''];
    expect(seller.every(Boolean), shown).toBe(true);
    const pages = [
      ['de', 'service/impressum', 'desktop'],
      ['en', 'service/legal-notice', 'phone'],
      ['fr', 'service/mentions-legales', 'phone'],
    ] as const;
    for (const [lang, url, viewport] of pages) {
      const { page, context, problems } = await open(browser, { viewport });
      await page.goto(`/${lang}/${url}`);
      const notice = page.getByRole('region', { name: t(lang, 'content.legalNotice.heading') });
      const text = await textOf(notice);
      for (const value of [...seller, field('managing directors')]) expect(text, `${lang}: ${value}`).toContain(value);
      expect(text).toContain(new Intl.DisplayNames([lang], { type: 'region' }).of(field('country code')));
      expect(await widthOf(page)).toBeLessThanOrEqual(viewports[viewport].width);
      await expectAccessible(page);
      await screenshot(page, `content-impressum-${lang}-${viewport}`);
      expect(problems).toEqual([]);
      await context.close();
    }

    const phone = field('phone');
    await paddock(['settings', 'legal', 'set', '--phone', '+49 251 111222-0']);
    try {
      const { page, context } = await open(browser);
      await page.goto('/de/service/impressum');
      const notice = page.getByRole('region', { name: t('de', 'content.legalNotice.heading') });
      await poll(() => textOf(notice)).toContain('+49 251 111222-0');
      await context.close();
    } finally {
      await paddock(['settings', 'legal', 'set', '--phone', phone]);
    }
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
