// Browser journey of the back office's passkeys (issue 25): a support
// member invited on the shell enrols an authenticator app, signs in with
// password and code, adds a passkey on the Security page (Chromium's
// virtual authenticator through DevTools), signs out, signs in with the
// passkey alone, then with the password and the passkey as the second
// factor, renames it and removes it after the confirmation. axe on every
// screen.
//
// The journey opens the shop at http://localhost:<port>: browsers take no
// IP address as a passkey's relying party, and the shop names a base URL
// on a loopback address's relying party "localhost".
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { at, code, invite } from './support/admin';
import { baseURL, expectAccessible, launch, open, screenshot } from './support/browser';
import { h1, poll, textOf } from './support/content';
import { journeyPassword } from './support/customer';
import { totpSecondsLeft } from './support/totp';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36);

/** The shop under the name a passkey's relying party can have. */
const local = () => baseURL().replace('://127.0.0.1:', '://localhost:');

/** A platform authenticator that keeps passkeys and verifies its user. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, id: authenticatorId };
}

describe('back office passkeys', () => {
  test('en, desktop: a member adds a passkey and signs in with it alone and as the second factor', async () => {
    const lang = 'en' as const;
    const { page, problems } = await open(browser, { locale: 'en-GB' });
    const { cdp, id } = await virtualAuthenticator(page);
    const email = `passkey-${run}@example.org`;
    const password = journeyPassword + '!pk';

    // Invited, with an authenticator app as the second factor.
    await page.goto(local() + (await invite(email, 'support')));
    await poll(() => textOf(h1(page))).toBe(at(lang, 'invite.title'));
    await page.getByLabel(at(lang, 'invite.name')).fill('Pia Passkey');
    await page.getByLabel(at(lang, 'invite.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: at(lang, 'invite.submit') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'enrol.title'));
    // The enrolment offers both: a passkey and an app.
    await page.getByRole('button', { name: at(lang, 'enrol.passkeySubmit') }).waitFor();
    await page.getByRole('img', { name: at(lang, 'enrol.qr') }).waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-passkeys-enrol-en-desktop');
    const secret = (await textOf(page.locator('p[translate="no"]'))).trim();
    await page.getByLabel(at(lang, 'enrol.code')).fill(await code(page, secret));
    await page.getByRole('button', { name: at(lang, 'enrol.submit') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'recovery.title'));
    await page.getByRole('button', { name: at(lang, 'recovery.done') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'dashboard.title'));

    // Signed out and in again with password and code.
    await page.getByRole('button', { name: at(lang, 'signOut') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    await page.getByLabel(at(lang, 'signIn.email')).fill(email);
    await page.getByLabel(at(lang, 'signIn.password')).fill(password);
    await page.getByRole('button', { name: at(lang, 'signIn.submit') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'secondFactor.title'));
    // No passkey yet: only the code, of the next time step (the
    // enrolment's step is spent).
    expect(await page.getByRole('button', { name: at(lang, 'secondFactor.passkey') }).count()).toBe(0);
    await page.waitForTimeout(totpSecondsLeft() * 1000 + 500);
    await page.getByLabel(at(lang, 'secondFactor.code')).fill(await code(page, secret));
    await page.getByRole('button', { name: at(lang, 'secondFactor.submit') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'dashboard.title'));

    // The Security page, from the shell: no passkey yet.
    await page.getByRole('link', { name: at(lang, 'nav.security'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'security.title'));
    await page.getByText(at(lang, 'security.none')).waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-passkeys-security-empty-en-desktop');

    // Adding one needs the password: a wrong one is refused on its field.
    await page.getByRole('button', { name: at(lang, 'security.add') }).click();
    const addDialog = page.getByRole('dialog', { name: at(lang, 'security.add') });
    await addDialog.getByLabel(at(lang, 'security.name')).fill('Office laptop');
    await addDialog.getByLabel(at(lang, 'security.confirmOrCode')).fill('wrong-Password-1');
    await addDialog.getByRole('button', { name: at(lang, 'security.create') }).click();
    await poll(() => addDialog.getByLabel(at(lang, 'security.confirmOrCode')).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-passkeys-add-en-desktop');
    await addDialog.getByLabel(at(lang, 'security.confirmOrCode')).fill(password);
    await addDialog.getByRole('button', { name: at(lang, 'security.create') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'security.added') }))).toBe(at(lang, 'security.added'));
    const list = page.getByRole('list', { name: at(lang, 'security.passkeys') });
    await poll(async () => (await textOf(list)).includes('Office laptop')).toBe(true);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    expect(credentials[0]?.rpId).toBe('localhost');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-passkeys-security-en-desktop');

    // Signed out, and in with the passkey alone.
    await page.getByRole('button', { name: at(lang, 'signOut') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-passkeys-sign-in-en-desktop');
    await page.getByRole('button', { name: at(lang, 'signIn.passkey') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'dashboard.title'));
    expect(await textOf(page.getByRole('banner'))).toContain('Pia Passkey');

    // With the password, the passkey serves as the second factor.
    await page.getByRole('button', { name: at(lang, 'signOut') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    await page.getByLabel(at(lang, 'signIn.email')).fill(email);
    await page.getByLabel(at(lang, 'signIn.password')).fill(password);
    await page.getByRole('button', { name: at(lang, 'signIn.submit') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'secondFactor.title'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-passkeys-second-factor-en-desktop');
    await page.getByRole('button', { name: at(lang, 'secondFactor.passkey') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'dashboard.title'));

    // Renamed, by keyboard; a blank name is refused on its field.
    await page.getByRole('link', { name: at(lang, 'nav.security'), exact: true }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'security.title'));
    await page.getByRole('button', { name: at(lang, 'security.renameFor', { name: 'Office laptop' }) }).focus();
    await page.keyboard.press('Enter');
    const renameDialog = page.getByRole('dialog', { name: at(lang, 'security.renameTitle') });
    await renameDialog.getByLabel(at(lang, 'security.name')).fill(' ');
    await page.keyboard.press('Enter');
    await poll(() => renameDialog.getByLabel(at(lang, 'security.name')).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, { soft: true });
    await renameDialog.getByLabel(at(lang, 'security.name')).fill('Work laptop');
    await page.keyboard.press('Enter');
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'security.renamed') }))).toBe(at(lang, 'security.renamed'));
    await poll(async () => (await textOf(list)).includes('Work laptop')).toBe(true);
    expect(await textOf(list)).not.toContain(at(lang, 'security.neverUsed'));

    // Removed after the confirmation, by keyboard.
    await page.getByRole('button', { name: at(lang, 'security.removeFor', { name: 'Work laptop' }) }).focus();
    await page.keyboard.press('Enter');
    const removeDialog = page.getByRole('alertdialog', { name: at(lang, 'security.removeTitle') });
    await removeDialog.waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-passkeys-remove-en-desktop');
    // Escape keeps it (once the dialog holds the focus, as it does at once for a person).
    await poll(() => removeDialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await poll(() => removeDialog.count()).toBe(0);
    await page.getByRole('button', { name: at(lang, 'security.removeFor', { name: 'Work laptop' }) }).click();
    await removeDialog.getByRole('button', { name: at(lang, 'security.removeConfirm') }).click();
    await poll(() => textOf(page.getByRole('status').filter({ hasText: at(lang, 'security.removed') }))).toBe(at(lang, 'security.removed'));
    await page.getByText(at(lang, 'security.none')).waitFor();

    // The removed passkey no longer signs in: the server refuses it.
    await page.getByRole('button', { name: at(lang, 'signOut') }).click();
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    await page.getByRole('button', { name: at(lang, 'signIn.passkey') }).click();
    await page.getByRole('alert').waitFor();
    expect(await textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    // The refusals (the wrong password 401, the blank name 400, the removed
    // passkey 401) show in the console; nothing else goes wrong.
    expect(problems.filter((p) => !/status of (400|401)\b/.test(p))).toEqual([]);
  });

  test('de, phone: the sign-in offers a passkey', async () => {
    const lang = 'de' as const;
    const { page, problems } = await open(browser, { locale: 'de-DE', viewport: 'phone' });
    await page.goto(local() + '/admin/sign-in');
    await poll(() => textOf(h1(page))).toBe(at(lang, 'signIn.title'));
    await page.getByRole('button', { name: at(lang, 'signIn.passkey') }).waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'admin-passkeys-sign-in-de-phone');
    expect(problems).toEqual([]);
  });
});
