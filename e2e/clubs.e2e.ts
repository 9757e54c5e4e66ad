// Browser journeys of the content system: club shops: the clubs overview, a club's home, catalogue and pages, private clubs.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible, launch, open, screenshot, viewports } from './support/browser';
import { clubBySlug, commerce, content, h1, pageByUrl, pathOf, poll, priceIn, privateClubSlug, rgb, root, startsWith, t, textOf, visibleClubs, widthOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('club shops', () => {
  test('clubs overview → a club home in the club-shop layout → its catalogue (de)', async () => {
    const clubs = await visibleClubs('de');
    const club = clubs[0];
    if (!club) throw new Error('no visible club');
    const overview = await pageByUrl('de', 'verein');
    const { page, context, problems } = await open(browser);
    const res = await page.goto('/de/verein');
    expect(res?.status()).toBe(200);
    await poll(() => h1(page).textContent()).toBe(overview.title);
    const main = page.locator('main');
    await main.locator(`a[href="/de/verein/${club.slug}"]`).waitFor();
    for (const c of clubs) expect(await main.locator(`a[href="/de/verein/${c.slug}"]`).count(), c.slug).toBe(1);
    expect(await main.locator(`a[href="/de/verein/${privateClubSlug}"]`).count()).toBe(0);
    expect(await context.cookies().then((cs) => cs.some((c) => c.name === 'paddock_club'))).toBe(false);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-clubs-de-desktop');

    // A club's home: its hero in the banner colour with the logo, then its blocks.
    await main.locator(`a[href="/de/verein/${club.slug}"]`).click();
    await poll(() => pathOf(page)).toBe(`/de/verein/${club.slug}`);
    await poll(() => h1(page).textContent()).toBe(club.name);
    const hero = main.getByRole('region', { name: club.name });
    expect(await hero.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(club.bannerColor));
    const logo = hero.locator('img[src^="/media/"]').first();
    await poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    for (const block of club.blocks) {
      if (block.headline) await main.getByRole(block.__typename === 'DirectLinksBlock' ? 'navigation' : 'region', { name: block.headline }).waitFor();
    }
    // The club-shop layout: the club's band under the header, in its colour, and the 'club' scope.
    const band = page.getByRole('banner').locator('[data-scope="club"]');
    await band.waitFor();
    expect(await band.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(club.bannerColor));
    const clubNav = page.getByRole('navigation', { name: t('de', 'clubs.navigation', { club: club.name }) });
    await clubNav.waitFor();
    expect(await page.locator('#root > [data-scope]').getAttribute('data-scope')).toBe('club');
    // The current club is remembered in its cookie.
    await poll(async () => (await context.cookies()).find((c) => c.name === 'paddock_club')?.value).toBeTruthy();
    const cookie = (await context.cookies()).find((c) => c.name === 'paddock_club');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? ''))).toEqual({
      id: club.id,
      name: club.name,
      slug: club.slug,
      rootCategoryId: club.shopRootCategoryId,
    });
    expect(cookie?.sameSite).toBe('Lax');
    expect(await widthOf(page)).toBeLessThanOrEqual(viewports.desktop.width);
    await expectAccessible(page, { soft: true });
    await screenshot(page, `content-club-${club.slug}-de-desktop`);

    // Its catalogue: the products under the club's root category.
    const { products } = await commerce<{ products: { total_count: number } }>(
      'de',
      'query ($u: String!) { products(filter: { category_uid: { eq: $u } }, pageSize: 1) { total_count } }',
      { u: Buffer.from(club.shopRootCategoryId).toString('base64') },
    );
    expect(products.total_count).toBeGreaterThan(0);
    await clubNav.getByRole('link', { name: t('de', 'clubs.toCatalogue') }).click();
    await poll(() => pathOf(page)).toBe('/de/verein/produktkatalog');
    await poll(() => h1(page).textContent()).toBe(t('de', 'clubs.catalogueOf', { club: club.name }));
    await page.getByText(t('de', 'listing.count_other', { count: products.total_count }), { exact: true }).waitFor();
    await poll(() => main.locator('article').count()).toBe(Math.min(24, products.total_count));
    for (const card of (await main.locator('article').all()).slice(0, 4)) expect(await textOf(card)).toMatch(priceIn.de);
    expect(await page.locator('#root > [data-scope]').getAttribute('data-scope')).toBe('club');
    // The club's own catalogue is framed as its shop: the club's band again.
    await band.waitFor();
    expect(await band.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(club.bannerColor));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-club-catalogue-de-desktop');

    // The catalogue opened afresh (a reload) still knows the club from the cookie.
    const reload = await page.reload();
    expect(reload?.status()).toBe(200);
    await poll(() => h1(page).textContent()).toBe(t('de', 'clubs.catalogueOf', { club: club.name }));

    // The club's shop category has the club's SKU prefix in its path: the club-shop layout there,
    // with products of the club's own SKUs; the shop's layout elsewhere in the catalogue.
    const { categoryList } = await commerce<{ categoryList: { url_path: string; name: string }[] }>(
      'de',
      'query ($id: String!) { categoryList(filters: { ids: { eq: $id } }) { url_path name } }',
      { id: club.shopRootCategoryId },
    );
    const shopCategory = categoryList[0];
    if (!shopCategory) throw new Error(`no category ${club.shopRootCategoryId}`);
    expect(shopCategory.url_path.split('/')).toContain(club.skuPrefix.toLowerCase());
    await page.goto(`/de/${shopCategory.url_path}`);
    await poll(() => h1(page).textContent()).toBe(shopCategory.name);
    await band.waitFor();
    expect(await band.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(club.bannerColor));
    const { products: own } = await commerce<{ products: { items: { sku: string }[] } }>(
      'de',
      'query ($u: String!) { products(filter: { category_uid: { eq: $u } }, pageSize: 50) { items { sku } } }',
      { u: Buffer.from(club.shopRootCategoryId).toString('base64') },
    );
    for (const { sku } of own.items) expect(sku.startsWith(`${club.skuPrefix}-`), sku).toBe(true);
    await screenshot(page, `content-club-shop-category-de-desktop`);

    // A club shirt (issue 24, point 16): the hint names every choice still open; sublimation extras
    // only with the sublimated logo, as the product defines; the name's limit stated before typing and a
    // longer name shown as too long, not cut; the customisation tab sums up the choice made.
    const { products: shirts } = await commerce<{ products: { items: { sku: string; url_key: string }[] } }>(
      'de',
      'query ($s: String!) { products(search: $s, pageSize: 50) { items { sku url_key } } }',
      { s: `${club.skuPrefix}-TX` },
    );
    const shirt = shirts.items.find((p) => p.sku.startsWith(`${club.skuPrefix}-TX`));
    if (!shirt) throw new Error(`no shirt of ${club.skuPrefix}`);
    await page.goto(`/de/${shirt.url_key}`);
    // A club in two colours asks for the colour too.
    await main.getByText(/^Bitte wählen Sie zuerst: (Farbe, )?Größe, Logo-Art, Logo-Position\.$/).waitFor();
    const extras = main.getByRole('group', { name: 'Sublimation' });
    const logoType = main.getByRole('combobox', { name: /Logo-Art/ });
    await logoType.selectOption({ index: 1 }); // embroidery
    expect(await extras.count()).toBe(0);
    await logoType.selectOption({ index: 3 }); // sublimation print
    await extras.waitFor();
    await main.getByText(/^Bitte wählen Sie zuerst: (Farbe, )?Größe, Logo-Position\.$/).waitFor();
    const backName = main.getByRole('textbox', { name: /Name auf dem Rücken/ });
    await main.getByText(t('de', 'customOptions.maxCharacters', { max: 15 })).waitFor();
    await backName.fill('Lena Huber-Mayer');
    expect(await backName.inputValue()).toBe('Lena Huber-Mayer');
    expect(await backName.getAttribute('aria-invalid')).toBe('true');
    await main.getByText(t('de', 'customOptions.tooLong', { max: 15 })).waitFor();
    await backName.fill('Lena Huber');
    await main.getByRole('tab', { name: t('de', 'productTabs.merchandise') }).click();
    const summary = main.getByRole('tabpanel', { name: t('de', 'productTabs.merchandise') });
    await summary.getByText(t('de', 'productTabs.yourChoice')).waitFor();
    expect(await textOf(summary)).toContain('Sublimationsdruck');
    expect(await textOf(summary)).toContain('Lena Huber');
    expect(await textOf(summary)).not.toContain('Brust links');
    await expectAccessible(page, { soft: true });
    await screenshot(page, `content-club-shirt-options-de-desktop`);
    await page.goto('/de/reiter');
    await poll(() => h1(page).textContent()).not.toBe(shopCategory.name);
    await page.locator('main article').first().waitFor();
    expect(await band.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a club's content page in its club-shop layout; the club area's banner pages without a club's band (en desktop, fr phone)", async () => {
    const [club] = await visibleClubs('en');
    if (!club) throw new Error('no visible club');
    const about = await pageByUrl('en', `verein/${club.slug}/ueber-uns`);
    const { page, context, problems } = await open(browser, { locale: 'en-US' });
    const band = page.getByRole('banner').locator('[data-scope="club"]');
    const res = await page.goto(`/en/verein/${club.slug}/ueber-uns`);
    expect(res?.status()).toBe(200);
    // An intro block opening the page brings the h1 (the club's name); the title ends the breadcrumbs.
    const [first] = about.blocks;
    expect(first?.__typename).toBe('IntroBlock');
    await poll(() => h1(page).textContent()).toBe(first?.introHeadline);
    await band.waitFor();
    expect(await band.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(club.bannerColor));
    expect(await page.locator('#root > [data-scope]').getAttribute('data-scope')).toBe('club');
    const crumbs = page.getByRole('navigation', { name: t('en', 'breadcrumbs.label') });
    expect(await textOf(crumbs.locator('[aria-current="page"]'))).toBe(about.title);
    expect(await crumbs.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      [t('en', 'breadcrumbs.home'), '/en'],
      [club.name, `/en/verein/${club.slug}`],
    ]);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-club-page-en-desktop');

    // The club area: the banner page and, by its link, how the club shop works; no club's band there.
    const banner = await pageByUrl('en', 'verein/banner');
    const howTo = await pageByUrl('en', 'verein/banner/so-funktionierts');
    await page.goto('/en/verein/banner');
    await poll(() => h1(page).textContent()).toBe(banner.title);
    expect(await page.locator('#root > [data-scope]').getAttribute('data-scope')).toBe('club');
    expect(await band.count()).toBe(0);
    await page.locator('main a[href="/en/verein/banner/so-funktionierts"]').first().click();
    await poll(() => pathOf(page)).toBe('/en/verein/banner/so-funktionierts');
    await poll(() => h1(page).textContent()).toBe(howTo.title);
    expect(await band.count()).toBe(0);
    await expectAccessible(page, { soft: true });
    expect(problems).toEqual([]);
    await context.close();

    const phone = await open(browser, { viewport: 'phone', locale: 'fr-FR' });
    const frHowTo = await pageByUrl('fr', 'verein/banner/so-funktionierts');
    expect((await phone.page.goto('/fr/verein/banner/so-funktionierts'))?.status()).toBe(200);
    await poll(() => h1(phone.page).textContent()).toBe(frHowTo.title);
    expect(await widthOf(phone.page)).toBeLessThanOrEqual(viewports.phone.width);
    await expectAccessible(phone.page, { soft: true });
    await screenshot(phone.page, 'content-club-banner-howto-fr-phone');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  test('an unknown club answers 404; a private club is not listed but opens by its link', async () => {
    const privateClub = await clubBySlug('de', privateClubSlug);
    expect(privateClub.visibility).toBe('private');
    const { page, context } = await open(browser);
    const res = await page.goto('/de/verein/gibt-es-nicht');
    expect(res?.status()).toBe(404);
    await poll(() => h1(page).textContent()).toBe(t('de', 'errors.notFound.title'));

    const own = await page.goto(`/de/verein/${privateClubSlug}`);
    expect(own?.status()).toBe(200);
    await poll(() => h1(page).textContent()).toBe(privateClub.name);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toContain('noindex');
    await page.getByRole('navigation', { name: t('de', 'clubs.navigation', { club: privateClub.name }) }).waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-club-private-de-desktop');

    // Listed nowhere: neither on the overview nor on the home page.
    for (const path of ['/de/verein', '/de']) {
      await page.goto(path);
      await page.locator('main a[href^="/de/verein/"]').first().waitFor();
      expect(await page.locator(`main a[href="/de/verein/${privateClubSlug}"]`).count(), path).toBe(0);
    }
    await context.close();
  });
});
