// Browser journey of the forms in the back office (issue 27 point 5): the
// demo owner builds a new public form (a required name and a picture
// upload; a field without a name is refused on its input, the message
// naming the field), moves a field by keyboard, adds a club field with a
// default value, gives it and the name half a row, drags it into place,
// and saves it with a recipient. On a page of the storefront the two
// half-width fields stand side by side on a desktop and one below the
// other on a phone, the default filled in. A visitor sends it through the
// storefront's content API with a picture (a form placed on no page is
// still public). The owner finds the submission, downloads the picture
// through the back office (not without the staff session), exports the
// submissions as CSV and deletes the submission with its file. German on a
// desktop, then English on a phone. axe on every screen.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, signInDemoOwner } from './support/admin';
import { baseURL, expectAccessible, launch, open, screenshot, viewports, visitorAddress } from './support/browser';
import { content, h1, mailText, normal, poll, textOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36);
// A 1×1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('the forms in the back office', () => {
  test('de desktop, en phone: build a form, a submission with a file, download, export, delete', async () => {
    let lang: 'de' | 'en' = 'de';
    const code = `probe-${run}`;
    const title = `Probeanfrage ${run}`;
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto('/admin/');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    const refused = await signInDemoOwner(page, lang);
    await page.getByRole('navigation', { name: at(lang, 'nav.label') }).getByRole('link', { name: at(lang, 'forms.nav'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'forms.title'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-forms-list-de-desktop');
    await page.getByRole('link', { name: at(lang, 'forms.new') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'forms.newTitle'));

    const settings = page.getByRole('region', { name: at(lang, 'forms.settings') });
    await settings.getByLabel(at(lang, 'forms.code'), { exact: true }).fill(code);
    await settings.getByLabel(at(lang, 'forms.publicLabel')).check();
    await settings.getByLabel(at(lang, 'forms.recipients')).fill('formulare@paddock.example');
    const inDe = (key: string) => at(lang, 'forms.inLanguage', { label: at(lang, key), language: at(lang, 'language.de') });
    await settings.getByLabel(inDe('forms.formTitle')).fill(title);
    await settings.getByLabel(inDe('forms.confirmationMessage')).fill('<p>Danke!</p>');
    const fields = page.getByRole('region', { name: at(lang, 'forms.fields') });
    // A picture upload, then a required text.
    await fields.getByLabel(at(lang, 'forms.kind')).selectOption('upload');
    await fields.getByRole('button', { name: at(lang, 'forms.addField') }).click();
    const fieldItems = fields.locator(':scope > ol > li');
    const upload = fieldItems.nth(0);
    await upload.getByRole('textbox', { name: at(lang, 'forms.fieldName'), exact: true }).fill('bild');
    await upload.getByRole('textbox', { name: inDe('forms.label'), exact: true }).fill('Bild');
    await upload.getByRole('checkbox', { name: 'application/pdf' }).uncheck();
    await fields.getByLabel(at(lang, 'forms.kind')).selectOption('text');
    await fields.getByRole('button', { name: at(lang, 'forms.addField') }).click();
    const text = fieldItems.nth(1);
    await text.getByRole('textbox', { name: inDe('forms.label'), exact: true }).fill('Ihr Name');
    await text.getByRole('checkbox', { name: at(lang, 'forms.required') }).check();
    // Saved without the text field's name: refused on that input, which gets the focus.
    await page.getByRole('button', { name: at(lang, 'forms.save') }).click();
    const nameInput = text.getByRole('textbox', { name: at(lang, 'forms.fieldName'), exact: true });
    await poll(() => nameInput.getAttribute('aria-invalid')).toBe('true');
    await poll(() => nameInput.evaluate((el) => el === document.activeElement)).toBe(true);
    // The message names the field as staff know it; its key stays the path.
    const named = mailText(lang, 'content.formStaff.name.part', {
      whole: mailText(lang, 'content.formStaff.name.field', { n: 2, label: 'Ihr Name' }),
      part: mailText(lang, 'content.formStaff.name.name'),
    });
    await poll(() => textOf(page.getByRole('alert'))).toContain(mailText(lang, 'content.input.required', { field: named }));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-forms-error-de-desktop');
    await nameInput.fill('name');
    // The name field first, moved up by keyboard in the order list; the
    // focus stays on its buttons, the new place is announced.
    const heading = (n: number, kind: string, name: string) => at(lang, 'forms.fieldTitle', { n, kind: at(lang, `forms.kind.${kind}`), name });
    const order = fields.getByRole('grid', { name: at(lang, 'forms.order') });
    const up = order.getByRole('button', { name: at(lang, 'forms.fieldUp', { field: heading(2, 'text', 'Ihr Name') }) });
    await up.focus();
    await page.keyboard.press('Enter');
    await poll(() => textOf(fieldItems.nth(0).getByRole('heading'))).toBe(heading(1, 'text', 'Ihr Name'));
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toBe(
      at(lang, 'forms.fieldDown', { field: heading(1, 'text', 'Ihr Name') }),
    );
    await poll(() => textOf(fields.getByRole('status').first())).toBe(at(lang, 'forms.fieldMoved', { field: 'Ihr Name', position: 1, count: 2 }));
    // A club's name with a default value; it and the name take half a row each.
    await fields.getByLabel(at(lang, 'forms.kind')).selectOption('text');
    await fields.getByRole('button', { name: at(lang, 'forms.addField') }).click();
    const club = fieldItems.nth(2);
    await club.getByRole('textbox', { name: at(lang, 'forms.fieldName'), exact: true }).fill('verein');
    await club.getByRole('textbox', { name: inDe('forms.label'), exact: true }).fill('Verein');
    await club.getByRole('combobox', { name: at(lang, 'forms.width') }).selectOption('50');
    await club.getByRole('textbox', { name: at(lang, 'forms.defaultValue') }).fill('RFV Hufschlag');
    await fieldItems.nth(0).getByRole('combobox', { name: at(lang, 'forms.width') }).selectOption('50');
    // Dragged by the mouse from the end of the order list to before the picture.
    await order
      .getByRole('row', { name: heading(3, 'text', 'Verein') })
      .dragTo(order.getByRole('row', { name: heading(2, 'upload', 'Bild') }), { targetPosition: { x: 80, y: 4 } });
    await poll(() => textOf(fieldItems.nth(1).getByRole('heading'))).toBe(heading(2, 'text', 'Verein'));
    await poll(() => textOf(fields.getByRole('status').first())).toBe(at(lang, 'forms.fieldMoved', { field: 'Verein', position: 2, count: 3 }));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-forms-fields-de-desktop');
    await page.getByRole('button', { name: at(lang, 'forms.save') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'forms.saved') }))).toBe(at(lang, 'forms.saved'));
    await poll(() => textOf(h1(page))).toBe(at(lang, 'forms.editTitle', { form: title }));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-forms-edit-de-desktop');
    const formId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(formId).toBeGreaterThan(0);

    // On a page of the storefront: the name and the club side by side on a
    // desktop, one below the other on a phone; the club filled in.
    const slug = `formular-${run}`;
    const published = await page.evaluate(
      async ({ slug, formId, title }) => {
        const call = async (query: string, variables: Record<string, unknown>) => {
          const res = await fetch('/admin/graphql', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ query, variables }),
          });
          return (await res.json()) as { data: Record<string, { id: string; revision: number; state: string }> };
        };
        const blocks = JSON.stringify([{ blockType: 'dynamicForm', headline: title, form: formId }]);
        const made = await call('mutation($in: ContentPageInput!) { createContentPage(input: $in) { id revision } }', {
          in: { siteCode: 'shop', texts: [{ locale: 'de', title, slug, blocks }] },
        });
        const draft = made.data.createContentPage;
        const done = await call('mutation($id: ID!, $revision: Int!) { publishContentPage(id: $id, revision: $revision) { state } }', {
          id: draft?.id,
          revision: draft?.revision,
        });
        return done.data.publishContentPage?.state;
      },
      { slug, formId, title },
    );
    expect(published).toBe('published');
    const shop = await open(browser, { locale: 'de-DE' });
    await shop.page.goto(`/de/${slug}`);
    const shown = shop.page.getByRole('form', { name: title });
    const yourName = shown.getByRole('textbox', { name: /^Ihr Name/ });
    const clubName = shown.getByRole('textbox', { name: /^Verein/ });
    await poll(() => clubName.inputValue()).toBe('RFV Hufschlag');
    const box = async (l: typeof yourName) => (await l.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const [nameBox, clubBox] = [await box(yourName), await box(clubName)];
    expect(Math.abs(nameBox.y - clubBox.y)).toBeLessThan(2);
    expect(clubBox.x).toBeGreaterThan(nameBox.x + nameBox.width);
    await expectAccessible(shop.page, { soft: true });
    await screenshot(shop.page, 'admin-forms-storefront-de-desktop');
    await shop.page.setViewportSize(viewports.phone);
    await poll(async () => (await box(clubName)).y > (await box(yourName)).y + (await box(yourName)).height).toBe(true);
    expect(Math.abs((await box(clubName)).x - (await box(yourName)).x)).toBeLessThan(2);
    await expectAccessible(shop.page, { soft: true });
    await screenshot(shop.page, 'admin-forms-storefront-de-phone');
    expect(shop.problems).toEqual([]);
    await shop.context.close();

    // A visitor sends it through the storefront's API: the name is required, the picture is uploaded first.
    const visitor = { 'X-Forwarded-For': visitorAddress() };
    const body = new FormData();
    body.set('form', String(formId));
    body.set('field', 'bild');
    body.set('file', new Blob([png], { type: 'image/png' }), 'pferd.png');
    const uploaded = await fetch(`${baseURL()}/api/content/form-uploads`, { method: 'POST', headers: { Store: 'shop_de', ...visitor }, body });
    expect(uploaded.status).toBe(201);
    const { id: uploadId } = (await uploaded.json()) as { id: string };
    const send = `mutation($data: mutationFormSubmissionInput!) { createFormSubmission(data: $data) { id } }`;
    await expect(
      content('de', send, { data: { form: formId, submissionData: [{ field: 'bild', value: uploadId }] } }),
    ).rejects.toThrow();
    const sent = await content<{ createFormSubmission: { id: number } }>('de', send, {
      data: { form: formId, submissionData: [{ field: 'name', value: `Hanna Huf ${run}` }, { field: 'bild', value: uploadId }] },
    });
    expect(sent.createFormSubmission.id).toBeGreaterThan(0);

    // The submissions: the value, the picture for staff only, the CSV.
    await page.goto('/admin/forms');
    await page.getByRole('link', { name: at(lang, 'forms.submissionsOf', { form: title, count: 1 }) }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'forms.submissionsTitle', { form: title }));
    const entry = page.getByRole('article').first();
    await poll(() => textOf(entry)).toContain(`Hanna Huf ${run}`);
    expect(await textOf(entry)).toContain('Ihr Name');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-forms-submissions-de-desktop');
    const fileLink = entry.getByRole('link', { name: /pferd\.png/ });
    const href = (await fileLink.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/admin\/api\/forms\/submissions\/\d+\/files\//);
    const [file] = await Promise.all([page.waitForEvent('download'), fileLink.click()]);
    const data = readFileSync(await file.path());
    expect(data.subarray(1, 4).toString()).toBe('PNG');
    // Without the staff session: refused.
    expect((await fetch(baseURL() + href)).status).toBe(401);
    const [csvFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: at(lang, 'forms.export') }).click()]);
    const csv = readFileSync(await csvFile.path(), 'utf8');
    expect(csv.split('\n')[0]).toBe('id,submitted_at,language,name,verein,bild');
    expect(csv).toContain(`Hanna Huf ${run}`);
    expect(csv).toContain('pferd.png');

    // English on a phone: the form, then the submission deleted with its file.
    await page.getByRole('combobox', { name: new RegExp('^' + at(lang, 'language')) }).selectOption('en');
    lang = 'en';
    await page.setViewportSize(viewports.phone);
    await poll(() => textOf(h1(page))).toBe(at(lang, 'forms.submissionsTitle', { form: title }));
    await entry.getByRole('button', { name: at(lang, 'forms.delete') }).click();
    const dialog = page.getByRole('dialog', { name: at(lang, 'forms.deleteTitle') });
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-forms-delete-en-phone');
    await dialog.getByRole('button', { name: at(lang, 'forms.delete') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'forms.deleted') }))).toBe(at(lang, 'forms.deleted'));
    await poll(() => page.getByRole('article').count()).toBe(0);
    const gone = await page.evaluate(async (url) => (await fetch(url)).status, href);
    expect(gone).toBe(404);
    await page.goto(`/admin/forms/${formId}`);
    await poll(() => textOf(h1(page))).toBe(at(lang, 'forms.editTitle', { form: title }));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-forms-edit-en-phone');
    // French on the phone: the order list and a field's width and default.
    await page.getByRole('combobox', { name: new RegExp('^' + at(lang, 'language')) }).selectOption('fr');
    await poll(() => textOf(h1(page))).toBe(normal(at('fr', 'forms.editTitle', { form: title })));
    await expectAccessible(page, { soft: true });
    const frenchOrder = page.getByRole('grid', { name: at('fr', 'forms.order') });
    await poll(() => frenchOrder.getByRole('row').first().getAttribute('aria-label')).toBe(
      at('fr', 'forms.fieldTitle', { n: 1, kind: at('fr', 'forms.kind.text'), name: 'Ihr Name' }),
    );
    await screenshot(page, 'admin-forms-edit-fr-phone');
    await page.getByRole('combobox', { name: new RegExp('^' + at('fr', 'language')) }).selectOption('en');

    // In the audit trail.
    await page.goto('/admin/audit');
    await page.getByLabel(at(lang, 'audit.objectType')).fill('form_submission');
    await page.getByRole('button', { name: at(lang, 'orders.apply') }).click();
    await poll(() => textOf(page.getByRole('table'))).toContain('form.submission.delete');
    expect(
      problems.filter((p) => !p.includes('status of 404') && !(refused > 0 && p.includes('status of 401 (Unauthorized)'))),
    ).toEqual([]);
    await context.close();
  });
});
