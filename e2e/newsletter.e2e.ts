// Browser journeys of the content system: the newsletter's double opt-in through the local mailbox.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL, expectAccessible, launch, open, screenshot, type Language } from './support/browser';
import { waitForMails } from './support/mailbox';
import { address, blocksOf, content, h1, mailText, pageByUrl, plain, poll, startsWith, t, textOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the newsletter', () => {
  test('fr: double opt-in round trip through the local mailbox; a second sign-up tells nothing and mails nothing', async () => {
    const lang: Language = 'fr';
    const home = await pageByUrl(lang, '');
    const [block] = blocksOf<{ headline: string; successMessage: string | null }>(home, 'StaticFormBlock');
    if (!block) throw new Error('the home page has no newsletter block');
    const email = address('nl');
    const { page, context, problems } = await open(browser, { locale: 'fr-FR' });

    const signUp = async () => {
      await page.goto(`/${lang}`);
      const region = page.getByRole('region', { name: block.headline });
      const box = region.getByRole('textbox', { name: t(lang, 'newsletter.emailLabel') });
      await box.fill(email);
      await box.press('Enter');
      const outcome = region.getByRole('status');
      await outcome.waitFor();
      return outcome;
    };

    const pending = await signUp();
    expect(await textOf(pending)).toBe(block.successMessage ? plain(block.successMessage) : t(lang, 'newsletter.checkInboxTitle'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-newsletter-pending-fr-desktop');

    const [confirm] = await waitForMails((m) => m.tag === 'newsletter.confirm' && m.to.includes(email));
    expect(confirm?.subject).toBe(mailText(lang, 'newsletter.mail.confirm.subject'));
    const link = /https?:\/\/\S+\/newsletter\/subscription\/success\?token=[^\s>)"]+/.exec(confirm?.text ?? '')?.[0];
    expect(link, confirm?.text).toBeTruthy();
    expect(link?.startsWith(`${baseURL()}/${lang}/`)).toBe(true);

    const res = await page.goto(link ?? '');
    expect(res?.status()).toBe(200);
    await poll(() => h1(page).textContent()).toBe(t(lang, 'routes.newsletter-subscription-success.title'));
    const state = page.getByRole('status');
    await state.getByRole('heading', { level: 2, name: t(lang, 'newsletter.confirmation.confirmedTitle') }).waitFor();
    await state.getByText(t(lang, 'newsletter.confirmation.confirmed')).waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'content-newsletter-confirmed-fr-desktop');
    await waitForMails((m) => m.tag === 'newsletter.welcome' && m.to.includes(email));

    // Signing up again answers as for any address, so that nobody can test
    // who subscribed; the subscriber gets no new mail (it would be written
    // with the answer).
    const again = await signUp();
    expect(await textOf(again)).toBe(block.successMessage ? plain(block.successMessage) : t(lang, 'newsletter.checkInboxTitle'));
    expect(await waitForMails((m) => m.tag === 'newsletter.confirm' && m.to.includes(email))).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
