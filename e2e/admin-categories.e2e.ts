// Browser journeys of the back office's categories and attributes (issue
// 26, points 5 and 6): the demo owner adds a subcategory under "Reiter",
// makes it visible with names in three languages and sees it in the
// storefront; moves it up among its siblings and then under "Pferd" by
// keyboard (the editor's buttons, pressed with Enter), renames it in de,
// en and fr, and sees the new name at the new address in every language
// while the old addresses answer 301 to the new ones; switches it off in
// the French store view (404 there, still shown in German); then adds a colour
// with a swatch, which the storefront's attribute metadata lists. The category gets a picture
// (uploaded, re-encoded) that the commerce API answers. Both are deleted at
// the end, so the journeys after this one find the demo catalogue. axe on
// every screen; the screens in French on a phone too.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, signInDemoOwner } from './support/admin';
import { baseURL, expectAccessible, launch, open, screenshot } from './support/browser';
import { commerce, h1, png, poll, textOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36);

/** The tree's row of a category, by its name. */
const row = (page: Page, name: string) =>
  page.getByRole('treegrid').getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

/** Where the storefront sends a request for path, without following it. */
async function redirectOf(path: string): Promise<{ status: number; location: string }> {
  const res = await fetch(baseURL() + path, { redirect: 'manual' });
  return { status: res.status, location: new URL(res.headers.get('location') ?? '/', baseURL()).pathname };
}

describe('back office: categories and attributes', () => {
  test('de, desktop: a category made, moved by keyboard and renamed in three languages keeps 301s; a colour with a swatch', async () => {
    const lang = 'de' as const;
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto('/admin/');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    const refused = await signInDemoOwner(page, lang);
    const nav = page.getByRole('navigation', { name: at(lang, 'nav.label') });
    await nav.getByRole('link', { name: at(lang, 'nav.categories'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'categories.title'));
    await row(page, 'Reiter').first().click();
    await poll(() => textOf(page.getByRole('heading', { level: 2 }).first())).toBe(at(lang, 'categories.edit', { name: 'Reiter' }));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-categories-de-desktop');

    // A new subcategory of Reiter, created disabled, then visible with three names.
    await page.getByRole('button', { name: at(lang, 'categories.new') }).click();
    const dialog = page.getByRole('dialog', { name: at(lang, 'categories.newTitle', { name: 'Reiter' }) });
    await dialog.getByLabel(at(lang, 'categories.nameDe')).fill(`Sattelpads ${run}`);
    await expectAccessible(page, { soft: true });
    await dialog.getByRole('button', { name: at(lang, 'categories.create') }).click();
    const editor = page.getByRole('region', { name: at(lang, 'categories.edit', { name: `Sattelpads ${run}` }) });
    await editor.waitFor();
    await editor.getByLabel(at(lang, 'categories.active')).check();
    const tab = (l: 'de' | 'en' | 'fr') => editor.getByRole('tab', { name: new RegExp('^' + at(lang, 'language.' + l)) });
    const name = editor.getByLabel(at(lang, 'categories.name'), { exact: true });
    const urlKey = editor.getByLabel(at(lang, 'categories.urlKey'));
    // English and French are marked missing until they have names.
    expect(await textOf(tab('en'))).toContain(at(lang, 'categories.missingOne'));
    // Their url keys from their names (the German one's until then).
    await tab('en').click();
    await name.fill(`Saddle pads ${run}`);
    await urlKey.fill('');
    await tab('fr').click();
    await name.fill(`Tapis de selle ${run}`);
    await urlKey.fill('');
    expect(await textOf(tab('fr'))).not.toContain(at(lang, 'categories.missingOne'));
    // A picture, re-encoded by the server and shown at once.
    await editor.getByLabel(at(lang, 'categories.upload')).setInputFiles({ name: 'sattelpad.png', mimeType: 'image/png', buffer: png(64) });
    const picture = editor.getByRole('img', { name: at(lang, 'categories.imageAlt', { name: `Sattelpads ${run}` }) });
    await poll(async () => (await picture.count()) === 1 && ((await picture.getAttribute('src')) ?? '').startsWith('/media/small/')).toBe(true);
    await editor.getByRole('button', { name: at(lang, 'categories.save') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'categories.saved') }))).toBe(at(lang, 'categories.saved'));
    const first = { de: `reiter/sattelpads-${run}`, en: `rider/saddle-pads-${run}`, fr: `cavalier/tapis-de-selle-${run}` };

    const shop = await open(browser, { locale: 'de-DE' });
    await shop.page.goto(`/de/${first.de}`);
    await poll(() => textOf(h1(shop.page))).toBe(`Sattelpads ${run}`);
    const listed = await commerce<{ categoryList: { image: string | null }[] }>(
      'de',
      `query ($p: String!) { categoryList(filters: { url_path: { eq: $p } }) { image } }`,
      { p: first.de },
    );
    expect(listed.categoryList[0]?.image ?? '').toMatch(/\/media\/large\//);

    // Up one place among Reiter's children, then into Pferd: by keyboard.
    const place = page.getByRole('region', { name: at(lang, 'categories.place') });
    const before = await textOf(place.locator('p').first());
    await place.getByRole('button', { name: at(lang, 'categories.up') }).focus();
    await page.keyboard.press('Enter');
    await poll(async () => (await textOf(place.locator('p').first())) !== before).toBe(true);
    const target = place.getByLabel(at(lang, 'categories.moveInto'));
    await target.focus();
    await target.selectOption({ label: '— Pferd' }); // indented by its level
    await place.getByRole('button', { name: at(lang, 'categories.move'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await poll(() => textOf(editor.getByText(/^Adresse: /).first())).toBe(`Adresse: /de/pferd/sattelpads-${run}`);
    // The tree moves along: its row is under Pferd now, and arrows walk it.
    const moved = row(page, `Sattelpads ${run}`);
    await poll(() => moved.getAttribute('aria-level')).toBe('3');
    await moved.click();
    const selected = () => new URL(page.url()).searchParams.get('id');
    const mine = selected();
    await page.keyboard.press('ArrowUp');
    await poll(() => selected() !== mine).toBe(true);
    const heading = page.getByRole('heading', { level: 2 }).first();
    await poll(async () => (await textOf(heading)) !== at(lang, 'categories.edit', { name: `Sattelpads ${run}` })).toBe(true);
    await page.keyboard.press('ArrowDown');
    await poll(() => selected()).toBe(mine);
    await poll(() => textOf(page.getByRole('heading', { level: 2 }).first())).toBe(at(lang, 'categories.edit', { name: `Sattelpads ${run}` }));
    await expectAccessible(page, { soft: true });

    // Renamed in every language, with new url keys from the names.
    const renamed = { de: `Satteldecken ${run}`, en: `Saddle cloths ${run}`, fr: `Tapis de dos ${run}` };
    for (const l of ['de', 'en', 'fr'] as const) {
      await tab(l).click();
      await name.fill(renamed[l]);
      await urlKey.fill('');
    }
    await editor.getByRole('button', { name: at(lang, 'categories.save') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'categories.saved') }))).toBe(at(lang, 'categories.saved'));
    const now = { de: `pferd/satteldecken-${run}`, en: `horse/saddle-cloths-${run}`, fr: `cheval/tapis-de-dos-${run}` };
    await screenshot(page, 'admin-category-editor-de-desktop');

    // The storefront: the new name at the new address; the old ones 301 there.
    for (const l of ['de', 'en', 'fr'] as const) {
      expect(await redirectOf(`/${l}/${first[l]}`)).toEqual({ status: 301, location: `/${l}/${now[l]}` });
      await shop.page.goto(`/${l}/${now[l]}`);
      await poll(() => textOf(h1(shop.page))).toBe(renamed[l]);
    }
    await shop.page.goto(`/de/${first.de}`);
    await poll(() => new URL(shop.page.url()).pathname).toBe(`/de/${now.de}`);
    await poll(() => textOf(h1(shop.page))).toBe(renamed.de);

    // Switched off in the French store view: 404 there, still shown in German.
    const renamedEditor = page.getByRole('region', { name: at(lang, 'categories.edit', { name: renamed.de }) });
    await renamedEditor.getByLabel('Français (shop_fr)').uncheck();
    await renamedEditor.getByRole('button', { name: at(lang, 'categories.save') }).click();
    await poll(async () => (await redirectOf(`/fr/${now.fr}`)).status).toBe(404);
    expect((await redirectOf(`/de/${now.de}`)).status).toBe(200);

    // A colour with a swatch.
    await nav.getByRole('link', { name: at(lang, 'nav.attributes'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'attributes.title'));
    await page.getByRole('navigation', { name: at(lang, 'attributes.list') }).getByRole('link', { name: /^Farbe/ }).click();
    const colours = page.getByRole('region', { name: 'Farbe', exact: true });
    const fresh = colours.getByRole('form', { name: at(lang, 'attributes.newOption', { attribute: 'Farbe' }) });
    await fresh.getByLabel(at(lang, 'attributes.optionCode'), { exact: true }).fill(`bordeaux-${run}`);
    await fresh.getByLabel(at(lang, 'attributes.label', { language: at(lang, 'language.de') })).fill(`Bordeaux ${run}`);
    await fresh.getByLabel(at(lang, 'attributes.label', { language: at(lang, 'language.en') })).fill(`Burgundy ${run}`);
    await fresh.getByLabel(at(lang, 'attributes.label', { language: at(lang, 'language.fr') })).fill(`Bordeaux ${run}`);
    await fresh.getByRole('textbox', { name: at(lang, 'attributes.swatch') }).fill('#7B1E3A');
    expect(await fresh.getByLabel(at(lang, 'attributes.swatchPicker')).inputValue()).toBe('#7b1e3a');
    await fresh.getByRole('button', { name: at(lang, 'attributes.add') }).click();
    const added = colours.getByRole('form', { name: `Bordeaux ${run} (bordeaux-${run})` });
    await added.waitFor();
    expect(await added.getByRole('textbox', { name: at(lang, 'attributes.swatch') }).inputValue()).toBe('#7b1e3a');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-attributes-de-desktop');
    const meta = await commerce<{ customAttributeMetadata: { items: { attribute_options: { label: string }[] }[] } }>(
      'en',
      `{ customAttributeMetadata(attributes: [{ attribute_code: "color", entity_type: "catalog_product" }]) { items { attribute_options { label } } } }`,
    );
    expect(meta.customAttributeMetadata.items[0]?.attribute_options.map((o) => o.label)).toContain(`Burgundy ${run}`);

    // Cleared away again, so that other journeys find the demo's catalogue:
    // the option (no product carries it), then the category (no subcategories).
    await added.getByRole('button', { name: at(lang, 'attributes.deleteOption') }).click();
    await poll(() => added.count()).toBe(0);
    await page.goto(`/admin/categories?id=${mine ?? ''}`);
    await poll(() => textOf(page.getByRole('heading', { level: 2 }).first())).toBe(at(lang, 'categories.edit', { name: renamed.de }));
    await page.getByRole('button', { name: at(lang, 'categories.delete') }).click();
    const confirm = page.getByRole('alertdialog', { name: at(lang, 'categories.deleteTitle', { name: renamed.de }) });
    await expectAccessible(page, { soft: true });
    await confirm.getByRole('button', { name: at(lang, 'categories.delete') }).click();
    await poll(() => row(page, renamed.de).count()).toBe(0);
    await poll(async () => (await redirectOf(`/de/${now.de}`)).status).toBe(404);

    // A code refused for another journey's sign-in is a 401 in the console.
    expect(refused > 0 ? problems.filter((p) => !p.includes('status of 401 (Unauthorized)')) : problems).toEqual([]);
    expect(shop.problems).toEqual([]);
    await shop.context.close();
    await context.close();
  });

  test('fr, phone: the tree and the attributes', async () => {
    const lang = 'fr' as const;
    const { page, context, problems } = await open(browser, { locale: 'fr-FR', viewport: 'phone' });
    await page.goto('/admin/');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    const refused = await signInDemoOwner(page, lang);
    await page.goto('/admin/categories');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'categories.title'));
    await row(page, 'Cheval').first().click();
    await poll(() => textOf(page.getByRole('heading', { level: 2 }).first())).toBe(at(lang, 'categories.edit', { name: 'Cheval' }));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-categories-fr-phone');
    await page.goto('/admin/attributes');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'attributes.title'));
    await page.getByRole('navigation', { name: at(lang, 'attributes.list') }).getByRole('link', { name: /^Couleur/ }).click();
    await page.getByRole('region', { name: 'Couleur', exact: true }).waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-attributes-fr-phone');
    expect(refused > 0 ? problems.filter((p) => !p.includes('status of 401 (Unauthorized)')) : problems).toEqual([]);
    await context.close();
  });
});
