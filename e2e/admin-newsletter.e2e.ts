// Browser journey of the newsletter's subscribers (issue 27 point 9): a
// visitor subscribes on the home page and confirms through the local
// mailbox; the demo owner finds the address confirmed with the proof of
// the double opt-in, exports the confirmed as CSV (the address is there),
// unsubscribes it on the subscriber's word; it then reads unsubscribed,
// and the confirmed export no longer holds it. German on a desktop, then
// English on a phone. axe on every screen.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, signInDemoOwner } from './support/admin';
import { expectAccessible, launch, open, screenshot, viewports } from './support/browser';
import { waitForMails } from './support/mailbox';
import { address, blocksOf, h1, pageByUrl, poll, t, textOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function download(page: Page, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return readFileSync(await file.path(), 'utf8');
}

describe('the newsletter subscribers', () => {
  test('de desktop, en phone: proof, export and unsubscribing', async () => {
    // A visitor subscribes and confirms.
    const home = await pageByUrl('de', '');
    const [block] = blocksOf<{ headline: string }>(home, 'StaticFormBlock');
    if (!block) throw new Error('the home page has no newsletter block');
    const email = address('nl-admin');
    const visitor = await open(browser, { locale: 'de-DE' });
    await visitor.page.goto('/de');
    const box = visitor.page.getByRole('region', { name: block.headline }).getByRole('textbox', { name: t('de', 'newsletter.emailLabel') });
    await box.fill(email);
    await box.press('Enter');
    await visitor.page.getByRole('region', { name: block.headline }).getByRole('status').waitFor();
    const [confirm] = await waitForMails((m) => m.tag === 'newsletter.confirm' && m.to.includes(email));
    const link = /https?:\/\/\S+\/newsletter\/subscription\/success\?token=[^\s>)"]+/.exec(confirm?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    await visitor.page.goto(link ?? '');
    await visitor.page.getByRole('status').getByRole('heading', { level: 2, name: t('de', 'newsletter.confirmation.confirmedTitle') }).waitFor();
    await visitor.context.close();

    let lang: 'de' | 'en' = 'de';
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto('/admin/');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    const refused = await signInDemoOwner(page, lang);
    await page.getByRole('navigation', { name: at(lang, 'nav.label') }).getByRole('link', { name: at(lang, 'newsletter.nav'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'newsletter.title'));
    await page.getByLabel(at(lang, 'newsletter.statusLabel')).selectOption('CONFIRMED');
    await page.getByLabel(at(lang, 'newsletter.search')).fill(email);
    await page.getByRole('button', { name: at(lang, 'orders.apply') }).click();
    const entry = page.getByRole('article', { name: email });
    await poll(() => textOf(entry)).toContain(at(lang, 'newsletter.status.CONFIRMED'));
    // The proof: requested and confirmed, with the text consented to.
    await entry.getByText(at(lang, 'newsletter.proof', { count: 2 })).click();
    const proof = await textOf(entry);
    expect(proof).toContain(at(lang, 'newsletter.action.requested'));
    expect(proof).toContain(at(lang, 'newsletter.action.confirmed'));
    expect(proof).toContain(at(lang, 'newsletter.text'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-newsletter-proof-de-desktop');

    // The confirmed, as CSV with the proof's columns.
    const confirmed = await download(page, at(lang, 'newsletter.export'));
    expect(confirmed.split('\n')[0]).toContain('requested_at,requested_ip');
    const line = confirmed.split('\n').find((l) => l.startsWith(email + ','));
    expect(line, confirmed).toContain(',confirmed,');

    // Unsubscribed on the subscriber's word.
    await entry.getByRole('button', { name: at(lang, 'newsletter.unsubscribe') }).click();
    const dialog = page.getByRole('dialog', { name: at(lang, 'newsletter.unsubscribeTitle') });
    expect(await textOf(dialog)).toContain(at(lang, 'newsletter.unsubscribeText', { email }));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-newsletter-unsubscribe-de-desktop');
    await dialog.getByRole('button', { name: at(lang, 'newsletter.unsubscribe') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'newsletter.unsubscribed', { email }) }))).toBe(
      at(lang, 'newsletter.unsubscribed', { email }),
    );
    // No longer among the confirmed, in the list or the export.
    await poll(() => entry.count()).toBe(0);
    expect(await download(page, at(lang, 'newsletter.export'))).not.toContain(email);

    // English on a phone: all statuses, it reads unsubscribed with three steps of proof.
    await page.getByRole('combobox', { name: new RegExp('^' + at(lang, 'language')) }).selectOption('en');
    lang = 'en';
    await page.setViewportSize(viewports.phone);
    await poll(() => textOf(h1(page))).toBe(at(lang, 'newsletter.title'));
    await page.getByLabel(at(lang, 'newsletter.statusLabel')).selectOption('');
    await poll(() => textOf(entry)).toContain(at(lang, 'newsletter.status.UNSUBSCRIBED'));
    await entry.getByText(at(lang, 'newsletter.proof', { count: 3 })).click();
    expect(await textOf(entry)).toContain(at(lang, 'newsletter.action.unsubscribed'));
    expect(await textOf(entry)).toContain('inhaberin@paddock.example');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-newsletter-en-phone');
    const all = await download(page, at(lang, 'newsletter.export'));
    const mine = all.split('\n').find((l) => l.startsWith(email + ','));
    expect(mine, all).toContain(',unsubscribed,');
    expect(mine).not.toContain(',confirmed,');

    // In the audit trail.
    await page.goto('/admin/audit');
    await page.getByLabel(at(lang, 'audit.objectType')).fill('newsletter_subscriber');
    await page.getByRole('button', { name: at(lang, 'orders.apply') }).click();
    await poll(() => textOf(page.getByRole('table'))).toContain('newsletter.unsubscribe');
    expect(refused > 0 ? problems.filter((p) => !p.includes('status of 401 (Unauthorized)')) : problems).toEqual([]);
    await context.close();
  });
});
