// Browser journeys of the content system: dynamic forms with uploads.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible, launch, open, screenshot } from './support/browser';
import { waitForMails } from './support/mailbox';
import { address, before, blocksOf, content, escape, h1, mailText, pageByUrl, plain, png, poll, run, server, startsWith, t, textOf } from './support/content';

interface FormDoc {
  id: number;
  title: string;
  submitButtonLabel: string;
  confirmationMessage: string | null;
  fields: { blockType: string; name: string; label: string | null; required: boolean; options: { label: string; value: string }[] }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('a dynamic form', () => {
  test('the club merchandise enquiry with a logo upload; a disguised or oversized file is refused beside the field (de)', async () => {
    const enquiry = await pageByUrl('de', 'service/vereinsanfrage');
    const formDoc = blocksOf<{ form: FormDoc | null }>(enquiry, 'DynamicFormBlock')[0]?.form;
    if (!formDoc) throw new Error('the enquiry page has no form');
    const label = (name: string) => {
      const found = formDoc.fields.find((f) => f.name === name)?.label;
      if (!found) throw new Error(`the form has no field ${name}`);
      return found;
    };
    const { page, context, problems } = await open(browser);
    const res = await page.goto('/de/service/vereinsanfrage');
    expect(res?.status()).toBe(200);
    // An intro block opens the page and brings its h1.
    const intro = blocksOf<{ introHeadline: string }>(enquiry, 'IntroBlock')[0];
    await poll(() => h1(page).textContent()).toBe(intro?.introHeadline ?? enquiry.title);
    const form = page.getByRole('form', { name: formDoc.title });
    const submit = form.getByRole('button', { name: formDoc.submitButtonLabel });
    await submit.waitFor();

    // Sent empty: every required field says so.
    await submit.click();
    const required = formDoc.fields.filter((f) => f.required);
    await poll(() => form.getByText(t('de', 'validation.required'), { exact: true }).count()).toBe(required.length);

    // The logo: a PNG renamed .pdf is refused by the server, a file over the limit before sending.
    const fileInput = form.locator('input[type="file"]');
    const uploadField = fileInput.locator('xpath=../..');
    await fileInput.setInputFiles({ name: 'vereinslogo.pdf', mimeType: 'application/pdf', buffer: png() });
    await uploadField
      .getByText(t('de', 'forms.upload.refusedByServer', { name: 'vereinslogo.pdf', reason: mailText('de', 'content.upload.disguised') }))
      .waitFor();
    const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1);
    png().copy(tooBig);
    await fileInput.setInputFiles({ name: 'riesig.png', mimeType: 'image/png', buffer: tooBig });
    await uploadField.getByText(new RegExp(`^${escape(before('de', 'forms.upload.tooBig', { name: 'riesig.png' }, 'max'))}\\S`)).waitFor();
    expect(await uploadField.getByText('vereinslogo.pdf').count()).toBe(0);
    await screenshot(page, 'content-form-upload-refused-de-desktop');

    // A real PNG is taken.
    await fileInput.setInputFiles({ name: 'vereinslogo.png', mimeType: 'image/png', buffer: png() });
    const uploaded = uploadField.getByRole('listitem').filter({ hasText: 'vereinslogo.png' });
    await uploaded.getByText(t('de', 'forms.upload.done'), { exact: true }).waitFor();
    // A new choice clears the refusals.
    expect(await uploadField.locator('[aria-live="polite"] li').count()).toBe(0);

    const clubName = `Reitverein Probe ${run}`;
    await form.getByRole('textbox', { name: startsWith(label('verein')) }).fill(clubName);
    await form.getByRole('textbox', { name: startsWith(label('ansprechperson')) }).fill('Erika Mustermann');
    await form.getByRole('textbox', { name: startsWith(label('email')) }).fill(address('anfrage'));
    await form.getByRole('textbox', { name: startsWith(label('stueckzahl')) }).fill('40');
    const kind = formDoc.fields.find((f) => f.name === 'produktart')?.options[1];
    await form.getByRole('combobox', { name: startsWith(label('produktart')) }).selectOption(kind?.value ?? '');
    await form.getByRole('textbox', { name: startsWith(label('nachricht')) }).fill('Schabracken in Marineblau mit goldenem Wappen.');
    await form.getByRole('checkbox', { name: startsWith(label('datenschutz')) }).check();
    await expectAccessible(page, { soft: true });
    await submit.click();

    const confirmation = page.getByRole('status').filter({ hasText: plain(formDoc.confirmationMessage ?? '').slice(0, 20) });
    await confirmation.waitFor();
    expect(await textOf(confirmation)).toBe(plain(formDoc.confirmationMessage ?? ''));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-form-sent-de-desktop');

    // Mailed to the shop with the logo.
    const [mail] = await waitForMails((m) => m.tag === 'form.submission' && m.text.includes(clubName));
    expect(mail?.subject).toBe(mailText('de', 'content.mail.subject', { form: formDoc.title }));
    expect(mail?.headers['Attachment'] ?? '').toContain('vereinslogo.png');
    // The browser logs the refused upload's answer (400) as a failed resource; nothing else may go wrong.
    expect(problems.filter((p) => !/status of 400 \(Bad Request\)/.test(p))).toEqual([]);
    expect(problems.length).toBeLessThanOrEqual(1);
    await context.close();
  });
});
