// Browser journeys of the content system: the content home page and its blocks.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible, launch, open, screenshot, viewports, type Language, type Viewport } from './support/browser';
import { Link, blocksOf, commerce, content, escape, h1, pageByUrl, plain, poll, priceIn, privateClubSlug, site, t, textOf, visibleClubs, widthOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the home page of blocks', () => {
  for (const [lang, viewport] of [
    ['de', 'desktop'],
    ['de', 'phone'],
    ['en', 'desktop'],
  ] as [Language, Viewport][]) {
    test(`/${lang} on a ${viewport}: header, every block and footer`, async () => {
      const [home, siteDoc, clubs] = await Promise.all([pageByUrl(lang, ''), site(lang), visibleClubs(lang)]);
      const { page, context, problems } = await open(browser, { viewport, locale: lang });
      const res = await page.goto(`/${lang}`);
      expect(res?.status()).toBe(200);
      await poll(() => h1(page).textContent()).toBe(home.title);
      expect(await page.title()).toBe(`${home.meta.title ?? home.title} | Paddock`);
      const main = page.locator('main');

      // Teasers: the hero with its picture and link, then the cards.
      for (const teaser of blocksOf<{ layout: string; items: { headline: string; image: { alt: string } | null; link: Link | null }[] }>(
        home,
        'TeaserBlock',
      )) {
        for (const item of teaser.items) {
          const heading = page.getByRole('heading', { name: item.headline, exact: true });
          await main.locator(heading).waitFor();
          const card = teaser.layout === 'hero' ? main.getByRole('region', { name: item.headline }) : main.getByRole('listitem').filter({ has: heading });
          if (item.image) expect(await card.getByRole('img', { name: item.image.alt }).count(), item.headline).toBeGreaterThan(0);
          if (item.link) expect(await card.getByRole('link', { name: item.link.label }).getAttribute('href')).toBe(item.link.url);
        }
      }
      for (const intro of blocksOf<{ introHeadline: string }>(home, 'IntroBlock')) {
        await main.getByRole('heading', { level: 2, name: intro.introHeadline }).waitFor();
      }

      // Catalogue blocks: the products the block names, each with its price.
      const catalogBlocks = blocksOf<{ headline: string; type: string; productSkus: string[]; limit: number }>(home, 'CatalogBlock');
      expect(catalogBlocks.length).toBeGreaterThan(0);
      for (const block of catalogBlocks) {
        const region = main.getByRole('region', { name: block.headline });
        const cards = region.locator('article');
        await cards.first().waitFor();
        if (block.type === 'products') {
          const { products } = await commerce<{ products: { items: { sku: string; name: string }[] } }>(
            lang,
            'query ($s: [String!]) { products(filter: { sku: { in: $s } }) { items { sku name } } }',
            { s: block.productSkus },
          );
          expect(await cards.count()).toBe(block.productSkus.length);
          expect((await region.locator('article h3').allTextContents()).sort()).toEqual(products.items.map((p) => p.name).sort());
        } else {
          expect(await cards.count()).toBeGreaterThan(0);
          expect(await cards.count()).toBeLessThanOrEqual(block.limit);
        }
        for (const card of await cards.all()) expect(await textOf(card)).toMatch(priceIn[lang]);
      }

      // The FAQ opens with the keyboard: Enter on a question shows its answer, again hides it.
      const [faq] = blocksOf<{ headline: string; items: { title: string; html: string }[] }>(home, 'AccordeonBlock');
      const question = faq?.items[0];
      if (!faq || !question) throw new Error('the home page has no FAQ');
      const trigger = main.getByRole('region', { name: faq.headline }).getByRole('button', { name: question.title });
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      const answer = main.getByText(plain(question.html).slice(0, 40));
      expect(await answer.isVisible()).toBe(false);
      await trigger.focus();
      await page.keyboard.press('Enter');
      await poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      await poll(() => answer.isVisible()).toBe(true);
      await page.keyboard.press('Space');
      await poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Enter');
      await poll(() => trigger.getAttribute('aria-expanded')).toBe('true');

      // The clubs overview: a card for every listed club, the private one not among them.
      const [clubsBlock] = blocksOf<{ headline: string }>(home, 'ClubsBlock');
      const clubRegion = main.getByRole('region', { name: clubsBlock?.headline ?? t(lang, 'clubs.overview') });
      await clubRegion.getByRole('link').first().waitFor();
      expect((await clubRegion.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).sort()).toEqual(
        clubs.map((c) => `/${lang}/verein/${c.slug}`).sort(),
      );
      expect(clubs.map((c) => c.slug)).not.toContain(privateClubSlug);

      // The newsletter form.
      const [newsletter] = blocksOf<{ headline: string }>(home, 'StaticFormBlock');
      const signUp = main.getByRole('region', { name: newsletter?.headline ?? t(lang, 'newsletter.heading') });
      await signUp.getByRole('textbox', { name: t(lang, 'newsletter.emailLabel') }).waitFor();
      await signUp.getByRole('button', { name: t(lang, 'newsletter.submit') }).waitFor();

      // The header: the announcement and the main navigation with its children.
      const header = page.getByRole('banner');
      const announcement = siteDoc.headerGroup.entries.find((e) => e.__typename === 'Announcement');
      if (!announcement?.copy) throw new Error('the site has no announcement');
      await header.getByText(announcement.copy).waitFor();
      if (announcement.shippingPromise) {
        // Before the copy, the shipping promise for a guest of this language's country (Germany for de and en).
        const promise = { de: /^Kostenloser Versand nach Deutschland ab 75\s€ – /, en: /^Free shipping to Germany from €75 – /, fr: /^Livraison offerte en France dès 150\s€ – / }[lang];
        await poll(() => header.locator('[data-announcement] p').first().textContent()).toMatch(promise);
      }
      if (announcement.link) {
        expect(await header.getByRole('link', { name: announcement.link.label }).getAttribute('href')).toBe(announcement.link.url);
      }
      const navItems = siteDoc.headerGroup.entries.find((e) => e.__typename === 'MainNavigation')?.mainNavigationItems ?? [];
      // An entry with children, and one of them that is a link (not a further level).
      const parent = navItems.find((item) => item.children.some((c) => c.children.length === 0));
      const child = parent?.children.find((c) => c.children.length === 0);
      if (!parent || !child) throw new Error('the main navigation has no entry with children');
      const navLabel = t(lang, 'navigation.label');
      if (viewport === 'desktop') {
        const nav = page.getByRole('navigation', { name: navLabel });
        for (const item of navItems) {
          expect(await nav.getByRole(item.children.length > 0 ? 'button' : 'link', { name: item.label, exact: true }).count(), item.label).toBe(1);
        }
        await nav.getByRole('button', { name: parent.label, exact: true }).click();
        const childLink = nav.getByRole('link', { name: child.label, exact: true }).first();
        await childLink.waitFor();
        expect(await childLink.getAttribute('href')).toBe(child.url);
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('button', { name: t(lang, 'navigation.open') }).click();
        const drawer = page.getByRole('dialog', { name: navLabel });
        await drawer.waitFor();
        await drawer.getByRole('button', { name: new RegExp(`^${escape(parent.label)}`) }).click();
        const childLink = drawer.getByRole('link', { name: child.label, exact: true }).first();
        await childLink.waitFor();
        expect(await childLink.getAttribute('href')).toBe(child.url);
        await page.keyboard.press('Escape');
        await poll(() => drawer.isVisible()).toBe(false);
      }

      // The footer: the columns and the legal links.
      const footer = page.getByRole('contentinfo');
      const columns = siteDoc.footerGroup.blocks.find((b) => b.__typename === 'FooterMultiColumns')?.columns ?? [];
      expect(columns.length).toBeGreaterThan(0);
      for (const column of columns) {
        const nav = footer.getByRole('navigation', { name: column.title, exact: true });
        for (const link of column.links) {
          expect(await nav.getByRole('link', { name: link.label, exact: true }).getAttribute('href'), link.label).toBe(link.url);
        }
      }
      const legal = siteDoc.footerGroup.blocks.find((b) => b.__typename === 'FooterLinkList')?.links ?? [];
      const legalNav = footer.getByRole('navigation', { name: t(lang, 'site.footer.legal') });
      expect(await legalNav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(legal.map((l) => l.url));

      expect(await widthOf(page)).toBeLessThanOrEqual(viewports[viewport].width);
      await expectAccessible(page, { soft: true });
      await screenshot(page, `content-home-${lang}-${viewport}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
