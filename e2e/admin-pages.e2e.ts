// Browser journey of the back office's pages (issue 27, point 1 and the
// live preview): the demo owner creates a page, builds it from five block
// types in German, copies it to English and French, looks at the live
// preview at a phone's width, publishes it and sees it in the storefront in
// German and French (the text-and-image block's picture chosen through the
// media library's picker); a second tab on the same page is warned when it saves
// after the first and offers to reload. Then the editor of a page of 200
// blocks is typed into at its last block, every character checked. axe on
// every screen; the list (fitting the phone's width) and the editor in
// English on a phone too. A page renamed after another linked to it: the
// old link, clicked in the open storefront, leads to the page (client
// navigation follows the redirect) and a direct load gets the 301.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, createLongPage, pattern, signInDemoOwner } from './support/admin';
import { expectAccessible, launch, open, screenshot } from './support/browser';
import { h1, png, poll, textOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36);

/** The n-th block (from 0) of the language panel shown. */
const block = (page: Page, n: number) => page.getByRole('tabpanel').locator('li[data-block-id]').nth(n);

async function addBlock(page: Page, lang: 'de' | 'en', type: string) {
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel(at(lang, 'pages.blockType')).selectOption(type);
  await panel.getByRole('button', { name: at(lang, 'pages.addBlock') }).click();
}

/** Waits until the editor says its draft is saved. */
async function saved(page: Page, lang: 'de' | 'en') {
  await poll(() => textOf(page.getByTestId('save-status'))).toMatch(pattern(lang, 'pages.savedAt'));
}

describe('back office: pages', () => {
  test('de, desktop: a page of five blocks in three languages, previewed on a phone, published; a second tab is warned', async () => {
    const lang = 'de' as const;
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto('/admin/');
    const refused = await signInDemoOwner(page, lang);
    await page.getByRole('navigation', { name: at(lang, 'nav.label') }).getByRole('link', { name: at(lang, 'pages.nav'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'pages.title'));
    await page.getByRole('table').waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-pages-de-desktop');

    // A new page, opened in the editor.
    await page.getByRole('button', { name: at(lang, 'pages.new') }).click();
    const dialog = page.getByRole('dialog', { name: at(lang, 'pages.newTitle') });
    await dialog.getByLabel(at(lang, 'pages.field.pageTitle') + ' (DE)').fill(`Reisebericht ${run}`);
    await expect(dialog.getByLabel(at(lang, 'pages.field.slug') + ' (DE)')).toBeTruthy();
    await expectAccessible(page, { soft: true });
    await dialog.getByRole('button', { name: at(lang, 'pages.create') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'pages.editTitle', { title: `Reisebericht ${run}` }));
    const slug = `reisebericht-${run}`;

    // Five block types in German.
    await addBlock(page, lang, 'intro');
    await block(page, 0).getByLabel(at(lang, 'pages.field.headline') + ' *').fill(`Unterwegs ${run}`);
    await block(page, 0).getByLabel(at(lang, 'pages.field.eyebrow')).fill('Reisen');
    await addBlock(page, lang, 'richtext');
    await block(page, 1).getByLabel(at(lang, 'pages.field.html') + ' *').fill('<p>Drei Tage im Sattel.</p>');
    await addBlock(page, lang, 'textImage');
    await block(page, 2).getByLabel(at(lang, 'pages.field.headline')).fill('Die Route');
    // Its picture comes from the media library through the picker: one of
    // the journey's own, uploaded with its alt text.
    const pictureId = await page.evaluate(
      async ({ run, bytes }) => {
        const res = await fetch(`/admin/api/content/media?filename=route-${run}.png`, {
          method: 'POST',
          headers: { 'Content-Type': 'image/png' },
          body: Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0)),
        });
        const { id } = (await res.json()) as { id: string };
        await fetch('/admin/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            query: 'mutation($id: ID!, $alt: [SiteLocaleTextInput!]!) { saveMediaTexts(id: $id, alt: $alt, caption: []) { id } }',
            variables: { id, alt: [{ locale: 'de', text: `Karte der Route ${run}` }] },
          }),
        });
        return id;
      },
      { run, bytes: png(91).toString('base64') },
    );
    expect(pictureId).toMatch(/^\d+$/);
    const picture = block(page, 2).getByRole('group', { name: at(lang, 'pages.field.image'), exact: true });
    await picture.getByRole('button', { name: at(lang, 'media.picker.choose') }).click();
    const library = page.getByRole('dialog', { name: at(lang, 'media.picker.title') });
    await library.getByLabel(at(lang, 'media.search')).fill(`route-${run}`);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-page-picker-de-desktop');
    await library.getByRole('button', { name: `Karte der Route ${run}` }).click();
    await poll(() => picture.getByRole('img', { name: `Karte der Route ${run}` }).count()).toBe(1);
    await addBlock(page, lang, 'accordeon');
    await block(page, 3).getByLabel(at(lang, 'pages.field.title') + ' *').fill('Wie weit?');
    await block(page, 3).getByLabel(at(lang, 'pages.field.html') + ' *').fill('<p>120 km.</p>');
    await addBlock(page, lang, 'anchor');
    await block(page, 4).getByLabel(at(lang, 'pages.field.anchorId') + ' *').fill('ende');
    // The anchor moves up by keyboard, announced.
    await block(page, 4).getByRole('button', { name: at(lang, 'pages.blockUp', { block: at(lang, 'pages.block.anchor'), position: 5 }) }).press('Enter');
    await poll(() => textOf(block(page, 3).getByRole('heading', { level: 3 }))).toBe(`4. ${at(lang, 'pages.block.anchor')}`);
    await saved(page, lang);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-page-editor-de-desktop');

    // English and French are missing until copied from German.
    const tab = (l: 'de' | 'en' | 'fr') => page.getByRole('tab', { name: new RegExp('^' + at(lang, 'language.' + l)) });
    expect(await textOf(tab('en'))).toContain(at(lang, 'pages.languageMissing'));
    for (const [l, title] of [['en', `Travelogue ${run}`], ['fr', `Récit de voyage ${run}`]] as const) {
      await tab(l).click();
      await page.getByRole('tabpanel').getByRole('button', { name: at(lang, 'pages.copyFromGerman') }).first().click();
      await page.getByRole('tabpanel').getByLabel(at(lang, 'pages.field.pageTitle'), { exact: true }).fill(title);
      await poll(() => textOf(tab(l))).not.toContain(at(lang, 'pages.languageMissing'));
    }
    await saved(page, lang);

    // The live preview, phone width: the draft as the shop shows it.
    const preview = page.frameLocator(`iframe[title="${at(lang, 'pages.previewFrame', { width: '390 px' })}"]`);
    await poll(async () => (await preview.getByRole('heading', { name: `Unterwegs ${run}` }).count()) > 0).toBe(true);
    expect(await preview.getByText('Drei Tage im Sattel.').count()).toBe(1);
    // Not published yet: the storefront answers 404.
    expect((await fetch(new URL(`/de/${slug}`, page.url()).href)).status).toBe(404);

    // Publish now: the page is in the storefront, in German and in French.
    await page.getByRole('button', { name: at(lang, 'pages.publishNow') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'pages.done.publish') }))).toBe(at(lang, 'pages.done.publish'));
    const shop = await open(browser, { locale: 'fr-FR' });
    await shop.page.goto(`/de/${slug}`);
    await poll(() => textOf(h1(shop.page))).toBe(`Unterwegs ${run}`);
    expect(await shop.page.getByText('Drei Tage im Sattel.').count()).toBe(1);
    // The picture chosen through the picker, in the storefront.
    const shown = shop.page.getByRole('img', { name: `Karte der Route ${run}` });
    await poll(() => shown.count()).toBe(1);
    expect((await shown.getAttribute('src')) ?? '').toMatch(/^\/media\/medium\/[0-9a-f]{64}$/);
    await shop.page.goto(`/fr/${slug}`);
    await poll(async () => await shop.page.title()).toContain(`Récit de voyage ${run}`);
    await poll(() => textOf(h1(shop.page))).toBe(`Unterwegs ${run}`);
    await expectAccessible(shop.page, { soft: true });
    await screenshot(shop.page, 'admin-pages-published-fr-desktop');

    // A second tab on the same page: the first saves, the second is warned and offered a reload.
    await tab('de').click();
    const second = await context.newPage();
    await second.goto(page.url());
    await poll(() => textOf(h1(second))).toBe(at(lang, 'pages.editTitle', { title: `Reisebericht ${run}` }));
    await block(page, 1).getByLabel(at(lang, 'pages.field.html') + ' *').fill('<p>Drei Tage im Sattel, zwei im Regen.</p>');
    expect(await textOf(page.getByTestId('save-status'))).toBe(at(lang, 'pages.unsaved'));
    await saved(page, lang);
    const pageId = new URL(page.url()).pathname.split('/').at(-1);
    await poll(() =>
      page.evaluate(async (id) => {
        const res = await fetch('/admin/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ query: 'query($id: ID!) { contentPage(id: $id) { revision texts { locale blocks } } }', variables: { id } }),
        });
        return JSON.stringify(await res.json());
      }, pageId),
    ).toContain('zwei im Regen');
    await block(second, 1).getByLabel(at(lang, 'pages.field.html') + ' *').fill('<p>Andere Fassung.</p>');
    const warning = second.getByRole('alert').filter({ has: second.getByRole('button', { name: at(lang, 'pages.reload') }) });
    await poll(() => textOf(warning)).toContain('inzwischen');
    await expectAccessible(second, { soft: true });
    await screenshot(second, 'admin-page-conflict-de-desktop');
    await warning.getByRole('button', { name: at(lang, 'pages.reload') }).click();
    await poll(async () => await block(second, 1).getByLabel(at(lang, 'pages.field.html') + ' *').inputValue()).toBe(
      '<p>Drei Tage im Sattel, zwei im Regen.</p>',
    );
    await second.close();

    // A page of 200 blocks: typing into the last block loses no character
    // (its speed is measured by `make bench`, measure/page-editor.measure.ts).
    const id = await createLongPage(page, `lang-${run}`, 200);
    await page.goto(`/admin/pages/${id}`);
    const last = page.locator('[data-field="locales.de.blocks[199].html"]');
    await last.waitFor();
    const typed = ' – jede Taste zählt: äöüß 0123456789 abcdefghijklmnopqrstuvwxyz';
    await last.focus();
    await page.keyboard.press('Control+End');
    await last.pressSequentially(typed);
    expect(await last.inputValue()).toBe('<p>Absatz 200</p>' + typed);
    await saved(page, lang);

    expect(refused > 0 ? problems.filter((p) => !p.includes('status of 401 (Unauthorized)')) : problems.filter((p) => !p.includes('409'))).toEqual(
      [],
    );
    await shop.context.close();
    await context.close();
  }, 300_000);

  test('en, phone: the list fits and the editor; a renamed page’s old link is followed inside the storefront', async () => {
    const lang = 'en' as const;
    const { page, context } = await open(browser, { locale: 'en-GB', viewport: 'phone' });
    await page.goto('/admin/');
    await signInDemoOwner(page, lang);

    // A page published at one slug, a second page linking to it, then the
    // first renamed and published again: its old url is a redirect.
    const admin = async <T>(query: string, variables: Record<string, unknown>): Promise<T> =>
      page.evaluate(
        async ({ query, variables }) => {
          const res = await fetch('/admin/graphql', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ query, variables }),
          });
          const body = (await res.json()) as { data: T; errors?: unknown };
          if (body.errors) throw new Error(JSON.stringify(body.errors));
          return body.data;
        },
        { query, variables },
      ) as Promise<T>;
    const text = (title: string, slug: string, blocks: unknown[]) => ({ locale: 'de', title, slug, blocks: JSON.stringify(blocks) });
    const create = `mutation($in: ContentPageInput!) { createContentPage(input: $in) { id revision } }`;
    const publish = `mutation($id: ID!, $r: Int!) { publishContentPage(id: $id, revision: $r) { id revision } }`;
    type Draft = { id: string; revision: number };
    const richtext = [{ blockType: 'richtext', html: '<p>Wir sind umgezogen.</p>' }];
    const moved = (await admin<{ createContentPage: Draft }>(create, { in: { siteCode: 'shop', texts: [text(`Umzug ${run}`, `umzug-alt-${run}`, richtext)] } }))
      .createContentPage;
    let draft = (await admin<{ publishContentPage: Draft }>(publish, { id: moved.id, r: moved.revision })).publishContentPage;
    const linking = (
      await admin<{ createContentPage: Draft }>(create, {
        in: {
          siteCode: 'shop',
          texts: [text(`Wegweiser ${run}`, `wegweiser-${run}`, [{ blockType: 'directLinks', links: [{ label: `Zum Umzug ${run}`, url: `/de/umzug-alt-${run}` }] }])],
        },
      })
    ).createContentPage;
    await admin(publish, { id: linking.id, r: linking.revision });
    draft = (
      await admin<{ saveContentPageDraft: Draft }>(
        `mutation($id: ID!, $r: Int!, $in: ContentPageInput!) { saveContentPageDraft(id: $id, revision: $r, input: $in) { id revision } }`,
        { id: draft.id, r: draft.revision, in: { siteCode: 'shop', texts: [text(`Umzug ${run}`, `umzug-neu-${run}`, richtext)] } },
      )
    ).saveContentPageDraft;
    await admin(publish, { id: draft.id, r: draft.revision });

    // In the open storefront the old link leads to the page (no 404), and
    // the old url is not left in the history.
    const shop = await open(browser, { locale: 'de-DE', viewport: 'phone' });
    await shop.page.goto(`/de/wegweiser-${run}`);
    await poll(() => textOf(h1(shop.page))).toBe(`Wegweiser ${run}`);
    await shop.page.getByRole('link', { name: new RegExp(`Zum Umzug ${run}`) }).click();
    await poll(() => new URL(shop.page.url()).pathname).toBe(`/de/umzug-neu-${run}`);
    await poll(() => textOf(h1(shop.page))).toBe(`Umzug ${run}`);
    expect(await shop.page.getByText('Wir sind umgezogen.').count()).toBe(1);
    await expectAccessible(shop.page, { soft: true });
    await screenshot(shop.page, 'page-redirect-followed-de-phone');
    await shop.page.goBack();
    await poll(() => new URL(shop.page.url()).pathname).toBe(`/de/wegweiser-${run}`);
    // A direct load of the old url answers the server's 301.
    const direct = await fetch(new URL(`/de/umzug-alt-${run}`, shop.page.url()).href, { redirect: 'manual' });
    expect(direct.status).toBe(301);
    expect(direct.headers.get('location')).toContain(`/de/umzug-neu-${run}`);
    await shop.context.close();
    for (const id of [linking.id, draft.id]) {
      await admin(`mutation($id: ID!) { unpublishContentPage(id: $id) { id } }`, { id });
      await admin(`mutation($id: ID!) { deleteContentPage(id: $id) }`, { id });
    }

    // The list fits the phone: no column scrolls sideways.
    await page.goto('/admin/pages');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'pages.title'));
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.evaluate((el) => el.scrollWidth <= (el.parentElement?.clientWidth ?? 0) + 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-pages-en-phone');
    await table.getByRole('link').first().click();
    await poll(() => textOf(h1(page))).toMatch(pattern(lang, 'pages.editTitle'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-page-editor-en-phone');
    await context.close();
  }, 240_000);
});
