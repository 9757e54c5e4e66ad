// Browser journey of the back office's clubs (issue 27, point 2): a club
// manager (invited on the shell for the demo's private pony club, which no
// other journey shows in colour) sees only their club, its SKU prefix and
// shop category read-only, changes its banner colour and sees it on the
// club's home in the storefront; adds a text block to the club home in
// German with the page editor's block editor, which the storefront's club
// home then shows; another club's settings are not found. The colour and
// the home's blocks are put back at the end (in English, on a phone). A
// second club manager gives the club a contact and the centred banner,
// which the storefront's club home shows (mailto, tel, the address by
// lines); a second tab's stale save is refused and its reload shows what
// the first saved; the contact and layout are put back. axe on every
// screen, de on a desktop, en on a phone.
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, invite } from './support/admin';
import { expectAccessible, launch, open, screenshot } from './support/browser';
import { clubBySlug, h1, mailText, poll, privateClubSlug, region, t, textOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36);

/** The computed colour of #rrggbb. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** Saves the open club's banner colour. */
async function saveColour(page: Page, lang: 'de' | 'en', colour: string) {
  await page.getByLabel(at(lang, 'clubs.field.bannerColor')).fill(colour);
  await page.getByRole('button', { name: at(lang, 'clubs.save') }).click();
  await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'clubs.saved') }))).toBe(at(lang, 'clubs.saved'));
}

describe('back office: clubs', () => {
  test('a club manager changes their club’s banner colour, which the storefront shows, and cannot open another club', async () => {
    const club = await clubBySlug('de', privateClubSlug);
    const other = await clubBySlug('de', 'rv-lindenhof');
    let lang: 'de' | 'en' = 'de';
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto(await invite(`club-settings-${run}@example.org`, 'club', '--club', String(club.id)));
    await poll(() => textOf(h1(page))).toBe(at(lang, 'invite.title'));
    await page.getByLabel(at(lang, 'invite.name')).fill('Pia Pony');
    await page.getByLabel(at(lang, 'invite.password'), { exact: true }).fill('Galopp-2026!x');
    await page.getByRole('button', { name: at(lang, 'invite.submit') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'dashboard.title'));

    // Their club only.
    await page.getByRole('navigation', { name: at(lang, 'nav.label') }).getByRole('link', { name: at(lang, 'clubs.nav'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'clubs.title'));
    const main = page.locator('main');
    await main.getByRole('link', { name: club.name }).waitFor();
    expect(await main.getByRole('listitem').count()).toBe(1);
    expect(await page.getByRole('link', { name: at(lang, 'clubs.new') }).count()).toBe(0);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-clubs-de-desktop');

    // The settings: prefix and shop category read-only; a new banner colour.
    await main.getByRole('link', { name: club.name }).click();
    await poll(() => textOf(h1(page))).toBe(club.name);
    expect(await page.getByLabel(at(lang, 'clubs.field.skuPrefix')).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel(at(lang, 'clubs.field.shopRoot')).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel(at(lang, 'clubs.field.bannerColor')).inputValue()).toBe(club.bannerColor);
    await expectAccessible(page, { soft: true });
    const colour = club.bannerColor.toLowerCase() === '#7a2e0e' ? '#2e4a7a' : '#7a2e0e';
    await saveColour(page, lang, colour);
    await screenshot(page, 'admin-club-de-desktop');
    const settingsURL = page.url();

    // The club home: a text block added in German, saved with the settings.
    const pagesLink = page.getByRole('link', { name: at(lang, 'clubs.contentPages') });
    expect(await pagesLink.getAttribute('href')).toBe(`/admin/pages?q=${encodeURIComponent(`verein/${club.slug}/`)}`);
    await page.getByRole('tab', { name: new RegExp(`^${at(lang, 'language.de')}`) }).click();
    const panel = page.getByRole('tabpanel');
    const blocks = panel.locator('li[data-block-id]');
    const kept = await blocks.count();
    const homeText = `Willkommen im Ponyclub ${run}`;
    await panel.getByLabel(at(lang, 'pages.blockType')).selectOption('richtext');
    await panel.getByRole('button', { name: at(lang, 'pages.addBlock') }).click();
    await blocks.nth(kept).getByLabel(at(lang, 'pages.field.html') + ' *').fill(`<p>${homeText}</p>`);
    await expectAccessible(page, { soft: true });
    await page.getByRole('button', { name: at(lang, 'clubs.save') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'clubs.saved') }))).toBe(at(lang, 'clubs.saved'));
    await poll(() => blocks.count()).toBe(kept + 1);
    await screenshot(page, 'admin-club-home-de-desktop');

    // The storefront shows it on the club's home.
    const shop = await open(browser, { locale: 'de-DE' });
    await shop.page.goto(`/de/verein/${club.slug}`);
    await poll(() => h1(shop.page).textContent()).toBe(club.name);
    const hero = shop.page.locator('main').getByRole('region', { name: club.name });
    await poll(() => hero.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(colour));
    await poll(() => shop.page.locator('main').getByText(homeText).count()).toBe(1);
    await screenshot(shop.page, 'club-home-colour-de-desktop');

    // Another club's settings are not found.
    await page.goto(`/admin/clubs/${other.id}`);
    await poll(() => textOf(h1(page))).toBe(at(lang, 'clubs.notFound'));
    await expectAccessible(page, { soft: true });

    // English on a phone: the list and the settings; the colour goes back.
    lang = 'en';
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel(at('de', 'language')).selectOption('en');
    await page.goto(settingsURL);
    await poll(() => textOf(h1(page))).toBe(club.name);
    await expectAccessible(page, { soft: true });
    await poll(() => blocks.count()).toBe(kept + 1);
    await panel
      .getByRole('button', { name: at(lang, 'pages.removeBlock', { block: at(lang, 'pages.block.richtext'), position: kept + 1 }) })
      .click();
    await poll(() => blocks.count()).toBe(kept);
    await saveColour(page, lang, club.bannerColor);
    await screenshot(page, 'admin-club-en-phone');
    await shop.page.reload();
    await poll(() => h1(shop.page).textContent()).toBe(club.name);
    await poll(() => shop.page.locator('main').getByText(homeText).count()).toBe(0);
    await shop.context.close();
    await page.goto('/admin/clubs');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'clubs.title'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-clubs-en-phone');
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });

  test('a club’s contact and centred banner show on its storefront home; a stale save is refused and reloaded', async () => {
    const club = await clubBySlug('de', privateClubSlug);
    const lang = 'de';
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto(await invite(`club-contact-${run}@example.org`, 'club', '--club', String(club.id)));
    await poll(() => textOf(h1(page))).toBe(at(lang, 'invite.title'));
    await page.getByLabel(at(lang, 'invite.name')).fill('Karl Kontakt');
    await page.getByLabel(at(lang, 'invite.password'), { exact: true }).fill('Galopp-2026!y');
    await page.getByRole('button', { name: at(lang, 'invite.submit') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'dashboard.title'));
    await page.goto('/admin/clubs');
    await page.locator('main').getByRole('link', { name: club.name }).click();
    await poll(() => textOf(h1(page))).toBe(club.name);
    const settingsURL = page.url();
    const band = page.getByRole('radio', { name: at(lang, 'clubs.bannerLayout.BAND') });
    expect(await band.isChecked()).toBe(true);
    const kept = {
      name: await page.getByLabel(at(lang, 'clubs.field.contactName')).inputValue(),
      email: await page.getByLabel(at(lang, 'clubs.field.contactEmail')).inputValue(),
      phone: await page.getByLabel(at(lang, 'clubs.field.contactPhone')).inputValue(),
    };

    // A second tab opens the same club before the first saves.
    const stale = await context.newPage();
    await stale.goto(settingsURL);
    await poll(() => textOf(h1(stale))).toBe(club.name);

    // The first saves a contact and the centred layout.
    const person = `Karla Kontakt ${run}`;
    await page.getByLabel(at(lang, 'clubs.field.contactName')).fill(person);
    await page.getByLabel(at(lang, 'clubs.field.contactEmail')).fill(`vorstand-${run}@ponyclub.example`);
    await page.getByLabel(at(lang, 'clubs.field.contactPhone')).fill('+49 89 55 66 77');
    await page.getByLabel(at(lang, 'clubs.field.contactAddress')).fill('Ponyclub Sonnenwiese e. V.\nWiesenweg 7\n82041 Deisenhofen');
    await page.getByRole('radio', { name: at(lang, 'clubs.bannerLayout.CENTERED') }).check();
    await expectAccessible(page, { soft: true });
    await page.getByRole('button', { name: at(lang, 'clubs.save') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'clubs.saved') }))).toBe(at(lang, 'clubs.saved'));
    await screenshot(page, 'admin-club-contact-de-desktop');

    // The storefront's club home shows them.
    const shop = await open(browser, { locale: 'de-DE' });
    await shop.page.goto(`/de/verein/${club.slug}`);
    await poll(() => h1(shop.page).textContent()).toBe(club.name);
    const hero = shop.page.locator('main').getByRole('region', { name: club.name });
    await poll(() => hero.getAttribute('data-layout')).toBe('centered');
    const contact = region(shop.page, t('de', 'clubs.contact.heading'));
    await poll(() => textOf(contact)).toContain(person);
    expect(await contact.getByText('Wiesenweg 7', { exact: true }).count()).toBe(1);
    expect(await contact.getByRole('link', { name: `vorstand-${run}@ponyclub.example` }).getAttribute('href')).toBe(
      `mailto:vorstand-${run}@ponyclub.example`,
    );
    expect(await contact.getByRole('link', { name: '+49 89 55 66 77' }).getAttribute('href')).toBe('tel:+4989556677');
    await expectAccessible(shop.page, { soft: true });
    await screenshot(shop.page, 'club-home-contact-de-desktop');
    // In French on a phone.
    await shop.page.setViewportSize({ width: 390, height: 844 });
    await shop.page.goto(`/fr/verein/${club.slug}`);
    const contactFr = region(shop.page, t('fr', 'clubs.contact.heading'));
    await poll(() => textOf(contactFr)).toContain(t('fr', 'clubs.contact.person'));
    expect(await contactFr.getByRole('link', { name: '+49 89 55 66 77' }).count()).toBe(1);
    expect(await shop.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(shop.page, { soft: true });
    await screenshot(shop.page, 'club-home-contact-fr-phone');
    await shop.page.setViewportSize({ width: 1280, height: 800 });
    await shop.page.goto(`/de/verein/${club.slug}`);
    await poll(() => hero.getAttribute('data-layout')).toBe('centered');

    // The stale tab's save is refused; its reload shows what the first saved.
    await stale.getByLabel(at(lang, 'clubs.field.contactName')).fill('Veraltet');
    await stale.getByRole('button', { name: at(lang, 'clubs.save') }).click();
    await poll(() => textOf(stale.getByRole('alert'))).toContain(mailText('de', 'clubs.changedMeanwhile'));
    await expectAccessible(stale, { soft: true });
    await screenshot(stale, 'admin-club-conflict-de-desktop');
    await stale.getByRole('button', { name: at(lang, 'saveBar.reload') }).click();
    await poll(() => stale.getByLabel(at(lang, 'clubs.field.contactName')).inputValue()).toBe(person);
    expect(await stale.getByRole('radio', { name: at(lang, 'clubs.bannerLayout.CENTERED') }).isChecked()).toBe(true);
    expect(await stale.getByRole('alert').count()).toBe(0);

    // Put back from the reloaded tab, on a phone: no contact, the band.
    await stale.setViewportSize({ width: 390, height: 844 });
    await stale.getByLabel(at(lang, 'clubs.field.contactName')).fill(kept.name);
    await stale.getByLabel(at(lang, 'clubs.field.contactEmail')).fill(kept.email);
    await stale.getByLabel(at(lang, 'clubs.field.contactPhone')).fill(kept.phone);
    await stale.getByLabel(at(lang, 'clubs.field.contactAddress')).fill('');
    await stale.getByRole('radio', { name: at(lang, 'clubs.bannerLayout.BAND') }).check();
    await stale.getByRole('button', { name: at(lang, 'clubs.save') }).click();
    await poll(() => textOf(stale.getByRole('status').filter({ hasText: at(lang, 'clubs.saved') }))).toBe(at(lang, 'clubs.saved'));
    await expectAccessible(stale, { soft: true });
    await screenshot(stale, 'admin-club-contact-de-phone');
    await shop.page.reload();
    await poll(() => hero.getAttribute('data-layout')).toBe('band');
    if (!kept.name && !kept.email && !kept.phone) expect(await contact.count()).toBe(0);
    await shop.context.close();
    expect(problems.filter((p) => !p.includes('404') && !p.includes('409'))).toEqual([]);
    await context.close();
  });
});
