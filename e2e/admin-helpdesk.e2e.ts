// Browser journey of the helpdesk (issue 27 point 10): a visitor sends the
// contact form in the storefront; the demo owner finds the ticket in the
// back office (new), adds an internal note, answers by mail; the reply
// arrives in the local mailbox with the ticket's reference in the subject
// and the ticket shows answered. The customer's answer, pasted from the
// mailbox, opens it again; it is assigned and closed. German on a desktop,
// then English on a phone. axe on every screen.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, signInDemoOwner } from './support/admin';
import { expectAccessible, launch, open, screenshot, viewports } from './support/browser';
import { waitForMails } from './support/mailbox';
import { address, h1, poll, startsWith, t, textOf } from './support/content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36);

describe('the helpdesk', () => {
  test('de desktop, en phone: a contact request answered by mail from the back office', async () => {
    // A visitor asks through the contact form.
    const visitor = await open(browser, { locale: 'de-DE' });
    const email = address('helpdesk');
    const subject = `Passt die Abschwitzdecke ${run}?`;
    await visitor.page.goto('/de/service/kontakt');
    const form = visitor.page.getByRole('form', { name: t('de', 'contact.heading') });
    const field = (key: string) => form.getByRole('textbox', { name: startsWith(t('de', `contact.${key}`)) });
    await field('name').fill('Greta Galopp');
    await field('email').fill(email);
    await field('subject').fill(subject);
    await field('message').fill('Guten Tag, passt die Abschwitzdecke auch auf ein Pony mit 125 cm?');
    await form.getByRole('button', { name: t('de', 'contact.submit') }).click();
    const receipt = visitor.page.getByRole('status').filter({ hasText: t('de', 'contact.received') });
    await receipt.waitFor();
    const code = await textOf(receipt.locator('strong'));
    expect(code).toMatch(/^KT-[A-Z0-9]{6}$/);
    await visitor.context.close();

    // The owner finds it in the back office: new, not assigned.
    let lang: 'de' | 'en' = 'de';
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    await page.goto('/admin/');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    const refused = await signInDemoOwner(page, lang);
    // The start page counts the new tickets and leads to them.
    await page.getByRole('link', { name: new RegExp(at(lang, 'dashboard.newTickets')) }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'helpdesk.title'));
    await page.waitForURL(/\/admin\/helpdesk\?status=NEW$/);
    await page.getByLabel(at(lang, 'helpdesk.search')).fill(code);
    await page.getByRole('button', { name: at(lang, 'orders.apply') }).click();
    const entry = page.getByRole('listitem').filter({ hasText: code });
    await poll(() => textOf(entry)).toContain(at(lang, 'helpdesk.status.NEW'));
    expect(await textOf(entry)).toContain(at(lang, 'helpdesk.unassigned'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-helpdesk-list-de-desktop');
    await entry.getByRole('link', { name: `${code}: ${subject}` }).click();
    await poll(() => textOf(h1(page))).toBe(`${code}: ${subject}`);
    const conversation = page.getByRole('region', { name: at(lang, 'helpdesk.conversation') });
    await poll(() => textOf(conversation)).toContain('Pony mit 125 cm');

    // An internal note, then the reply by mail; the form says where the customer's answer goes.
    const writeArea = page.getByRole('region', { name: at(lang, 'helpdesk.write') });
    await writeArea.getByRole('radio', { name: at(lang, 'helpdesk.writeAs.NOTE') }).check();
    await writeArea.getByRole('textbox', { name: at(lang, 'helpdesk.bodyLabel.NOTE'), exact: true }).fill('Größentabelle Pony prüfen.');
    await writeArea.getByRole('button', { name: at(lang, 'helpdesk.submit.NOTE') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'helpdesk.noteSaved') }))).toBe(
      at(lang, 'helpdesk.noteSaved'),
    );
    await poll(() => textOf(conversation)).toContain(at(lang, 'helpdesk.kind.NOTE'));
    await writeArea.getByRole('radio', { name: at(lang, 'helpdesk.writeAs.REPLY') }).check();
    // An empty reply is refused on its field.
    await writeArea.getByRole('button', { name: at(lang, 'helpdesk.submit.REPLY') }).click();
    const replyBox = writeArea.getByRole('textbox', { name: at(lang, 'helpdesk.bodyLabel.REPLY'), exact: true });
    await poll(() => replyBox.getAttribute('aria-invalid')).toBe('true');
    await poll(() => replyBox.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await textOf(writeArea)).toContain(at(lang, 'helpdesk.replyHint', { email, code }));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-helpdesk-ticket-error-de-desktop');
    const reply = `Guten Tag, ja: die Decke gibt es in 125 cm. (${run})`;
    await replyBox.fill(reply);
    await writeArea.getByRole('button', { name: at(lang, 'helpdesk.submit.REPLY') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'helpdesk.replied') }))).toBe(at(lang, 'helpdesk.replied'));
    await poll(() => textOf(page.locator('h1 + *'))).toBe(at(lang, 'helpdesk.status.ANSWERED'));
    expect(await textOf(conversation)).toContain(reply);

    // The reply arrives with the reference in the subject.
    const [mailed] = await waitForMails((m) => m.tag === 'helpdesk.reply' && m.to.includes(email));
    expect(mailed?.subject).toContain(`[${code}]`);
    expect(mailed?.subject).toContain(subject);
    expect(mailed?.text).toContain('die Decke gibt es in 125 cm');
    expect(mailed?.text).not.toContain('Größentabelle');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-helpdesk-ticket-answered-de-desktop');

    // English on a phone: the customer's answer pasted from the mailbox opens it again; assigned to me, closed.
    await page.getByRole('combobox', { name: new RegExp('^' + at(lang, 'language')) }).selectOption('en');
    lang = 'en';
    await page.setViewportSize(viewports.phone);
    await poll(() => textOf(page.getByRole('region', { name: at(lang, 'helpdesk.write') }))).toContain(at(lang, 'helpdesk.writeKind'));
    const write = page.getByRole('region', { name: at(lang, 'helpdesk.write') });
    await write.getByRole('radio', { name: at(lang, 'helpdesk.writeAs.CUSTOMER') }).check();
    expect(await textOf(write)).toContain(at(lang, 'helpdesk.customerHint', { code }));
    await write.getByRole('textbox', { name: at(lang, 'helpdesk.bodyLabel.CUSTOMER'), exact: true }).fill('Wunderbar, dann bestelle ich sie.');
    await write.getByRole('button', { name: at(lang, 'helpdesk.submit.CUSTOMER') }).click();
    await poll(() => textOf(page.locator('h1 + *'))).toBe(at(lang, 'helpdesk.status.OPEN'));
    const handling = page.getByRole('region', { name: at(lang, 'helpdesk.handling') });
    const me = await handling
      .getByLabel(at(lang, 'helpdesk.assignee'))
      .locator('option')
      .filter({ hasText: /Inhaberin|inhaberin@/ })
      .first()
      .getAttribute('value');
    await handling.getByLabel(at(lang, 'helpdesk.assignee')).selectOption(me ?? '');
    await handling.getByRole('button', { name: at(lang, 'helpdesk.saveAssignee') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'helpdesk.assigneeSaved') }))).toBe(
      at(lang, 'helpdesk.assigneeSaved'),
    );
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-helpdesk-ticket-en-phone');
    await handling.getByLabel(at(lang, 'helpdesk.statusLabel')).selectOption('CLOSED');
    await handling.getByRole('button', { name: at(lang, 'helpdesk.saveStatus') }).click();
    await poll(() => textOf(page.locator('h1 + *'))).toBe(at(lang, 'helpdesk.status.CLOSED'));

    // The list, mine and closed.
    await page.getByRole('link', { name: at(lang, 'helpdesk.back') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'helpdesk.title'));
    await page.getByLabel(at(lang, 'helpdesk.assignee')).selectOption(at(lang, 'helpdesk.mine'));
    await page.getByLabel(at(lang, 'helpdesk.statusLabel')).selectOption('CLOSED');
    const mine = page.getByRole('listitem').filter({ hasText: code });
    await poll(() => textOf(mine)).toContain(at(lang, 'helpdesk.status.CLOSED'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-helpdesk-list-en-phone');

    // Every change is in the audit trail.
    await page.goto('/admin/audit');
    await page.getByLabel(at(lang, 'audit.objectType')).fill('helpdesk_ticket');
    await page.getByRole('button', { name: at(lang, 'orders.apply') }).click();
    await poll(() => textOf(page.getByRole('table'))).toContain('helpdesk.reply');
    expect(refused > 0 ? problems.filter((p) => !p.includes('status of 401 (Unauthorized)')) : problems).toEqual([]);
    await context.close();
  });
});
