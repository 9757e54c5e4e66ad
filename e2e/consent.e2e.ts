// Browser journeys of the content system: cookie consent and the analytics it gates.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible, launch, open, screenshot } from './support/browser';
import { paddock } from './support/cli';
import { before, content, focusedInside, h1, pageByUrl, pathOf, poll, site, t } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('cookie consent', () => {
  const scripts = (page: Page) =>
    page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager"], script[src*="clarity.ms"]').length);
  const consentOf = async (page: Page) => {
    const cookie = (await page.context().cookies()).find((c) => c.name === 'paddock_consent');
    return cookie ? { cookie, record: JSON.parse(decodeURIComponent(cookie.value)) as { timestamp: string; services: Record<string, boolean> } } : null;
  };

  test('first visit: a modal of three equal choices; only necessary persists and loads no tracking; reopened from the footer, allow all', async () => {
    const tracking = (await site('de')).tracking;
    const { page, context, problems } = await open(browser, { firstVisit: true });
    await page.goto('/de');
    const dialog = page.getByRole('dialog', { name: t('de', 'consent.title') });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.cookie.includes('paddock_consent'))).toBe(false);

    // Focus is inside and stays inside.
    await poll(() => focusedInside(dialog)).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedInside(dialog), `after ${i + 1} Tab`).toBe(true);
    }
    // The three choices weigh the same: same look, same size.
    const buttons = ['consent.allowAll', 'consent.onlyNecessary', 'consent.confirmSelection'].map((key) =>
      dialog.getByRole('button', { name: t('de', key), exact: true }),
    );
    const looks = await Promise.all(
      buttons.map((b) =>
        b.evaluate((el) => {
          const s = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          return [s.backgroundColor, s.color, s.fontWeight, s.fontSize, s.borderWidth, s.paddingTop, Math.round(r.width), Math.round(r.height)].join(' ');
        }),
      ),
    );
    expect(new Set(looks).size, looks.join(' | ')).toBe(1);
    // The privacy policy is one link away.
    expect(await dialog.getByRole('link', { name: t('de', 'consent.privacyLink') }).getAttribute('href')).toBe('/de/service/datenschutz');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-consent-de-desktop');

    await buttons[1]?.click();
    await poll(() => dialog.count()).toBe(0);
    const necessary = await consentOf(page);
    expect(necessary?.record.services).toEqual({ sessions: true, ga: false, clarity: false });
    expect(necessary?.cookie.sameSite).toBe('Lax');
    expect((necessary?.cookie.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    expect(await scripts(page)).toBe(0);

    // Remembered: no modal after a reload, nor on another page.
    for (const path of ['/de', '/de/service/kontakt']) {
      await page.goto(path);
      const settings = page.getByRole('contentinfo').getByRole('button', { name: t('de', 'consent.settingsLink') });
      await settings.waitFor();
      await h1(page).waitFor();
      expect(await page.getByRole('dialog').count(), path).toBe(0);
      expect(await scripts(page)).toBe(0);
    }

    // Reopened from the footer: the saved choice shows, then allow all.
    await page.getByRole('contentinfo').getByRole('button', { name: t('de', 'consent.settingsLink') }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: t('de', 'consent.services.ga.name') }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: t('de', 'consent.allowAll'), exact: true }).click();
    await poll(() => dialog.count()).toBe(0);
    const all = await consentOf(page);
    expect(all?.record.services).toEqual({ sessions: true, ga: true, clarity: true });
    expect(Date.parse(all?.record.timestamp ?? '')).toBeGreaterThanOrEqual(Date.parse(necessary?.record.timestamp ?? ''));
    await page.reload();
    await h1(page).waitFor();
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The scripts load only when the site configures their ids.
    const expected = (tracking.googleAnalyticsId ? 1 : 0) + (tracking.clarityId ? 1 : 0);
    await poll(() => scripts(page)).toBe(expected);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("with the site's analytics ids set, each script loads only once its service is allowed", async () => {
    // The operator sets the ids from the command line; the scripts' hosts answer from here (no internet).
    const ga = 'G-PADDOCKE2E';
    const clarity = 'pdke2e01';
    expect(await paddock(['site', '-ga', ga, '-clarity', clarity])).toContain(`Google Analytics  ${ga}`);
    try {
      expect((await site('de')).tracking).toEqual({ googleAnalyticsId: ga, clarityId: clarity });
      const { page, context, problems } = await open(browser, { firstVisit: true });
      const loaded: string[] = [];
      await context.route(/^https:\/\/www\.(googletagmanager\.com|clarity\.ms)\//, (route) => {
        loaded.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', body: '/* analytics stand-in */' });
      });
      await page.goto('/de');
      const dialog = page.getByRole('dialog', { name: t('de', 'consent.title') });
      await dialog.waitFor();
      expect(await scripts(page)).toBe(0);

      // Only Clarity chosen: its script alone, with the site's id.
      const claritySwitch = dialog.getByRole('switch', { name: t('de', 'consent.services.clarity.name') });
      await claritySwitch.focus();
      await page.keyboard.press('Space');
      expect(await claritySwitch.isChecked()).toBe(true);
      await dialog.getByRole('button', { name: t('de', 'consent.confirmSelection'), exact: true }).click();
      await poll(() => dialog.count()).toBe(0);
      expect((await consentOf(page))?.record.services).toEqual({ sessions: true, ga: false, clarity: true });
      await poll(() => loaded.length).toBe(1);
      expect(loaded[0]).toBe(`https://www.clarity.ms/tag/${clarity}`);
      expect(await scripts(page)).toBe(1);

      // Allowing all on a later visit adds gtag.js with the measurement id and consent mode granted.
      await page.reload();
      await h1(page).waitFor();
      await page.getByRole('contentinfo').getByRole('button', { name: t('de', 'consent.settingsLink') }).click();
      await dialog.getByRole('button', { name: t('de', 'consent.allowAll'), exact: true }).click();
      await poll(() => scripts(page)).toBe(2);
      // The element is in the page before its request reaches the route: wait for the request.
      await poll(() => loaded.filter((u) => u === `https://www.googletagmanager.com/gtag/js?id=${ga}`).length).toBe(1);
      const dataLayer = await page.evaluate(() =>
        JSON.stringify(((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((args) => Array.from(args))),
      );
      expect(dataLayer).toContain(
        '["consent","update",{"analytics_storage":"granted"}]',
      );
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await paddock(['site', '-ga', '', '-clarity', '']);
    }
  });

  test('the notice on a phone passes axe, and the privacy policy stays readable before choosing', async () => {
    const { page, context } = await open(browser, { viewport: 'phone', firstVisit: true, locale: 'en-US' });
    await page.goto('/en/service/shipping');
    const dialog = page.getByRole('dialog', { name: t('en', 'consent.title') });
    await dialog.waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-consent-en-phone');
    await dialog.getByRole('link', { name: t('en', 'consent.privacyLink') }).click();
    await poll(() => pathOf(page)).toBe('/en/service/privacy');
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    const privacy = await pageByUrl('en', 'service/privacy');
    await poll(() => h1(page).textContent()).toBe(privacy.title);
    // The German path under /en answers 308 to the English one, the query kept.
    const moved = await page.goto('/en/service/datenschutz?x=1');
    expect(await moved?.request().redirectedFrom()?.response().then((r) => r?.status())).toBe(308);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en/service/privacy?x=1');
    await poll(() => h1(page).textContent()).toBe(privacy.title);
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    // Nothing was chosen: the next page asks again.
    expect((await context.cookies()).some((c) => c.name === 'paddock_consent')).toBe(false);
    await page.getByRole('link', { name: t('en', 'layout.homeLink', { name: 'Paddock' }) }).click();
    await poll(() => pathOf(page)).toBe('/en');
    await dialog.waitFor();
    await context.close();
  });
});
