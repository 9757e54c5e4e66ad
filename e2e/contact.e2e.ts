// Browser journeys of the content system: the contact form and its receipt from the local mailbox.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible, launch, open, screenshot } from './support/browser';
import { waitForMails } from './support/mailbox';
import { address, content, mailText, messageOf, poll, startsWith, t, textOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the contact form', () => {
  // Each language's own path of the contact page.
  const contactPaths = { de: 'service/kontakt', en: 'service/contact' } as const;
  for (const lang of ['de', 'en'] as const) {
    test(`${lang}: by keyboard: required fields, then a ticket with its code, mailed to the shop and as a receipt`, async () => {
      const { page, context, problems } = await open(browser, { locale: lang });
      const res = await page.goto(`/${lang}/${contactPaths[lang]}`);
      expect(res?.status()).toBe(200);
      const form = page.getByRole('form', { name: t(lang, 'contact.heading') });
      const field = (key: string) => form.getByRole('textbox', { name: startsWith(t(lang, `contact.${key}`)) });
      const submit = form.getByRole('button', { name: t(lang, 'contact.submit') });
      await submit.waitFor();

      // Empty, sent by keyboard: each required field says so and the first gets the focus.
      await field('name').focus();
      for (let i = 0; i < 10 && !(await submit.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      expect(await submit.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      for (const key of ['name', 'email', 'subject', 'message']) {
        const input = field(key);
        await poll(() => input.getAttribute('aria-invalid')).toBe('true');
        expect(await messageOf(input), key).toBe(t(lang, 'validation.required'));
      }
      expect(await field('telephone').getAttribute('aria-invalid')).toBe('false');
      await poll(() => field('name').evaluate((el) => el === document.activeElement)).toBe(true);
      await expectAccessible(page, { soft: true });
      await screenshot(page, `content-contact-errors-${lang}-desktop`);

      // Filled in by keyboard, field by field; a wrong address first.
      const email = address(`kontakt-${lang}`);
      const subject = lang === 'de' ? 'Frage zur Reithose Classic' : 'Question about the Classic breeches';
      await page.keyboard.type(lang === 'de' ? 'Erika Mustermann' : 'Jane Rider');
      await page.keyboard.press('Tab');
      await page.keyboard.type('erika-at-example');
      await page.keyboard.press('Tab');
      await poll(() => messageOf(field('email'))).toBe(t(lang, 'forms.validation.email'));
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(email);
      await page.keyboard.press('Tab'); // telephone stays empty
      await page.keyboard.press('Tab');
      await page.keyboard.type(subject);
      await page.keyboard.press('Tab');
      await page.keyboard.type(
        lang === 'de' ? 'Gibt es die Reithose Classic auch in Größe 44 lang?' : 'Do you have the Classic breeches in size 44 long?',
      );
      await page.keyboard.press('Tab');
      expect(await submit.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');

      const receipt = page.getByRole('status').filter({ hasText: t(lang, 'contact.received') });
      await receipt.waitFor();
      const code = await textOf(receipt.locator('strong'));
      expect(code).toMatch(/^KT-[A-Z0-9]{6}$/);
      expect(await textOf(receipt)).toContain(t(lang, 'contact.receiptSent', { email }));
      await poll(() => receipt.evaluate((el) => el === document.activeElement)).toBe(true);
      await expectAccessible(page, { soft: true });
      await screenshot(page, `content-contact-sent-${lang}-desktop`);

      // The local mailbox: the ticket to the shop (replies go to the customer) and the receipt quoting the code.
      const [toShop] = await waitForMails((m) => m.tag === 'helpdesk.ticket' && m.subject.includes(code));
      expect(toShop?.headers['Reply-To']).toContain(email);
      expect(toShop?.to).not.toContain(email);
      expect(toShop?.text).toContain(subject);
      const [toCustomer] = await waitForMails((m) => m.tag === 'helpdesk.receipt' && m.to.includes(email));
      expect(toCustomer?.subject).toBe(mailText(lang, 'helpdesk.mail.receipt.subject', { code }));
      expect(toCustomer?.text).toContain(code);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
