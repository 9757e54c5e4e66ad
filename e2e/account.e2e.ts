// Browser journeys of customer accounts: registration, signing in and out, the auth guard, the
// password reset through the local mailbox and a session the server ends. Each journey registers
// its own address (the journeys run in parallel workers); every text comes from the catalogs.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL, expectAccessible, launch, open, screenshot, viewports, visitorAddress, type Language, type Viewport } from './support/browser';
import { escape, mailText, pathOf, poll, t, widthOf } from './support/content';
import { waitForMails } from './support/mailbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const locales: Record<Language, string> = { de: 'de-DE', en: 'en-US', fr: 'fr-FR' };

/** An address no other journey uses. */
const uniqueAddress = (who: string) => `${who}-${randomBytes(5).toString('hex')}@example.org`;

interface Customer {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

const newCustomer = (who: string, firstname: string): Customer => ({
  email: uniqueAddress(who),
  password: 'Sattel-Gurt7',
  firstname,
  lastname: 'Testreiter',
});

/** Registers an account through the commerce API, as a visitor of its own (rate limits count per client). */
async function registerByApi(lang: Language, customer: Customer): Promise<void> {
  const res = await fetch(`${baseURL()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: `shop_${lang}`, 'X-Forwarded-For': visitorAddress() },
    body: JSON.stringify({
      query: 'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      variables: { input: { firstname: customer.firstname, lastname: customer.lastname, email: customer.email, password: customer.password } },
    }),
  });
  const body = (await res.json()) as { errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
}

const toast = (page: Page, message: string) => page.getByRole('alertdialog', { name: message });
const banner = (page: Page) => page.getByRole('banner');
const signInForm = (page: Page, lang: Language) => page.getByRole('form', { name: t(lang, 'account.signIn.heading'), exact: true });
const registrationForm = (page: Page, lang: Language) => page.getByRole('form', { name: t(lang, 'account.register.heading'), exact: true });
/** The header's account link of a signed-in customer: the first name, "(My account)" for screen readers. */
const accountLink = (page: Page, lang: Language, firstname: string) =>
  banner(page).getByRole('link', { name: `${firstname} (${t(lang, 'session.myAccount')})`, exact: true });
const signInLink = (page: Page, lang: Language) => banner(page).getByRole('link', { name: t(lang, 'session.signIn'), exact: true });

async function signIn(page: Page, lang: Language, customer: Pick<Customer, 'email' | 'password'>): Promise<void> {
  const form = signInForm(page, lang);
  await form.getByRole('textbox', { name: t(lang, 'account.signIn.email') }).fill(customer.email);
  await form.locator('input[autocomplete="current-password"]').fill(customer.password);
  await form.getByRole('button', { name: t(lang, 'account.signIn.submit'), exact: true }).click();
}

/** What went wrong in a tab but the refused sign-ins a journey asks for (the browser logs their 401). */
const unexpected = (problems: string[]) => problems.filter((p) => !p.includes('status of 401 (Unauthorized)'));

/** The page fits its window (nothing scrolls sideways), passes axe and is saved for people to look at. */
async function check(page: Page, name: string, viewport: Viewport): Promise<void> {
  expect(await widthOf(page), name).toBeLessThanOrEqual(viewports[viewport].width);
  await expectAccessible(page, { soft: true });
  await screenshot(page, `account-${name}-${viewport}`);
}

describe('customer accounts', () => {
  test('en, desktop: register, signed in with the name in the header, sign out, sign in again', async () => {
    const lang: Language = 'en';
    const customer = newCustomer('register', 'Rowan');
    const { page, context, problems } = await open(browser, { locale: locales[lang] });

    await page.goto(`/${lang}/account`);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(t(lang, 'routes.account.title'));
    const form = registrationForm(page, lang);
    await form.waitFor();
    await signInLink(page, lang).waitFor();
    await check(page, `page-${lang}`, 'desktop');

    // Every rule at once, the first error focused.
    await form.getByRole('button', { name: t(lang, 'account.register.submit') }).click();
    const firstname = form.getByRole('textbox', { name: t(lang, 'account.register.firstname') });
    await poll(() => firstname.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await firstname.getAttribute('autocomplete')).toBe('given-name');
    await check(page, `register-errors-${lang}`, 'desktop');

    await firstname.fill(customer.firstname);
    await form.getByRole('textbox', { name: t(lang, 'account.register.lastname') }).fill(customer.lastname);
    await form.getByRole('textbox', { name: t(lang, 'account.register.email') }).fill(customer.email);
    const [password, confirm] = [form.locator('input[autocomplete="new-password"]').nth(0), form.locator('input[autocomplete="new-password"]').nth(1)];
    await password.pressSequentially('sattel-');
    // The checklist marks the length as met and the classes as not yet.
    const rules = form.getByRole('list', { name: t(lang, 'forms.password.rulesLabel') });
    await poll(() => rules.getByRole('listitem').nth(0).textContent()).toContain(`(${t(lang, 'forms.password.unmet')})`);
    await password.fill(customer.password);
    await poll(() => rules.textContent()).not.toContain(t(lang, 'forms.password.unmet'));
    await confirm.fill(`${customer.password}!`);
    await form.locator('input[type="date"]').fill('1990-05-17');
    await form.getByRole('button', { name: t(lang, 'account.register.submit') }).click();
    await form.getByText(t(lang, 'forms.password.mismatch')).waitFor();
    await check(page, `register-mismatch-${lang}`, 'desktop');
    await confirm.fill(customer.password);
    await form.getByRole('button', { name: t(lang, 'account.register.submit') }).click();

    await toast(page, t(lang, 'account.register.success')).waitFor();
    await page.waitForURL(`**/${lang}/customer`);
    await accountLink(page, lang, customer.firstname).waitFor();
    expect(await banner(page).getByRole('button', { name: t(lang, 'session.signOut') }).isVisible()).toBe(true);
    await check(page, `signed-in-${lang}`, 'desktop');
    await waitForMails((m) => m.tag === 'customer.welcome' && m.to.includes(customer.email));
    // The shop's own header shows the session too, in the place of the site's account link.
    await page.getByRole('link', { name: t(lang, 'layout.backToShop') }).click();
    await page.waitForURL(`**/${lang}`);
    await accountLink(page, lang, customer.firstname).waitFor();
    await check(page, `shop-header-${lang}`, 'desktop');
    await accountLink(page, lang, customer.firstname).click();
    await page.waitForURL(`**/${lang}/customer`);

    // Signing out from a guarded page goes home; the header offers the sign-in again.
    await banner(page).getByRole('button', { name: t(lang, 'session.signOut') }).click();
    await toast(page, t(lang, 'session.signedOut')).waitFor();
    await page.waitForURL(`**/${lang}`);
    await signInLink(page, lang).waitFor();
    expect((await (await context.request.get('/api/_auth/session')).json()) as object).toEqual({});

    // The header leads to the sign-in, which leads on to the customer area.
    await signInLink(page, lang).click();
    await page.waitForURL(`**/${lang}/account`);
    await signIn(page, lang, customer);
    await toast(page, t(lang, 'account.signIn.success')).waitFor();
    await page.waitForURL(`**/${lang}/customer`);
    await accountLink(page, lang, customer.firstname).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('de, phone: the guard sends to the sign-in and back; wrong passwords are refused above the form', async () => {
    const lang: Language = 'de';
    const customer = newCustomer('guard', 'Greta');
    await registerByApi(lang, customer);
    const { page, context } = await open(browser, { viewport: 'phone', locale: locales[lang] });

    await page.goto(`/${lang}/customer`);
    await page.waitForURL((url) => url.pathname === `/${lang}/account`);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/${lang}/customer`);
    await page.getByText(t(lang, 'account.signInToContinue')).waitFor();
    // Tabs on a phone: sign-in first, the registration a tab away.
    const tabs = page.getByRole('tablist', { name: t(lang, 'account.tabsLabel') });
    const signInTab = tabs.getByRole('tab', { name: t(lang, 'account.signIn.heading'), exact: true });
    expect(await signInTab.getAttribute('aria-selected')).toBe('true');
    await signInLink(page, lang).waitFor();
    await check(page, `guard-${lang}`, 'phone');
    await signInTab.focus();
    await page.keyboard.press('ArrowRight');
    await registrationForm(page, lang).waitFor();
    await check(page, `register-tab-${lang}`, 'phone');
    await page.keyboard.press('ArrowLeft');
    await signInForm(page, lang).waitFor();

    await signIn(page, lang, { email: customer.email, password: 'Falsches-Pw1' });
    const alert = signInForm(page, lang).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(mailText(lang, 'customer.signIn.failed'));
    await poll(() => alert.evaluate((el) => el === document.activeElement)).toBe(true);
    await check(page, `sign-in-failed-${lang}`, 'phone');

    await signIn(page, lang, customer);
    await toast(page, t(lang, 'account.signIn.success')).waitFor();
    await page.waitForURL((url) => url.pathname === `/${lang}/customer` && url.search === '');
    await accountLink(page, lang, customer.firstname).waitFor();
    await check(page, `guard-back-${lang}`, 'phone');

    // An address from elsewhere is never followed.
    await banner(page).getByRole('button', { name: t(lang, 'session.signOut') }).click();
    await signInLink(page, lang).waitFor();
    await page.goto(`/${lang}/account?redirect=${encodeURIComponent('https://example.org/de/customer')}`);
    await signIn(page, lang, customer);
    await page.waitForURL((url) => url.origin === baseURL() && url.pathname === `/${lang}/customer`);
    await context.close();
  });

  test('fr: a new password through the mailed link, then signing in with it', async () => {
    const lang: Language = 'fr';
    const customer = newCustomer('reset', 'Camille');
    await registerByApi(lang, customer);
    const { page, context, problems } = await open(browser, { locale: locales[lang] });

    await page.goto(`/${lang}/account`);
    await signInForm(page, lang).getByRole('link', { name: t(lang, 'account.signIn.forgotPassword') }).click();
    await page.waitForURL(`**/${lang}/account/forgot-password`);
    const request = page.getByRole('form', { name: t(lang, 'routes.account-forgot-password.title') });
    await request.waitFor();
    await check(page, `forgot-${lang}`, 'desktop');
    await request.getByRole('textbox', { name: t(lang, 'account.forgot.email') }).fill(customer.email);
    await request.getByRole('button', { name: t(lang, 'account.forgot.submit') }).click();
    const sent = page.getByRole('status').filter({ hasText: t(lang, 'account.forgot.sentTitle') });
    await sent.waitFor();
    expect(await sent.textContent()).toContain(t(lang, 'account.forgot.sent', { email: customer.email }));
    await check(page, `forgot-sent-${lang}`, 'desktop');

    const [mail] = await waitForMails((m) => m.tag === 'customer.reset' && m.to.includes(customer.email));
    expect(mail?.subject).toBe(mailText(lang, 'customer.mail.reset.subject'));
    const link = new RegExp(`${escape(baseURL())}/${lang}/account/reset-password\\?token=[^\\s>)"]+`).exec(mail?.text ?? '')?.[0];
    expect(link, mail?.text).toBeTruthy();
    if (!link) return;
    const token = new URL(link).searchParams.get('token') ?? '';

    // The token leaves the address bar (and so the history and any Referer) at once.
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === `/${lang}/account/reset-password` && url.search === '');
    expect(await page.evaluate(() => location.href)).not.toContain(token);
    const reset = page.getByRole('form', { name: t(lang, 'routes.account-reset-password.title') });
    await reset.waitFor();
    await check(page, `reset-${lang}`, 'desktop');
    const newPassword = 'Nouveau-Mot2passe';
    await reset.getByRole('textbox', { name: t(lang, 'account.reset.email') }).fill(customer.email);
    await reset.locator('input[autocomplete="new-password"]').nth(0).fill(newPassword);
    await reset.locator('input[autocomplete="new-password"]').nth(1).fill(newPassword);
    await reset.getByRole('button', { name: t(lang, 'account.reset.submit') }).click();
    await toast(page, t(lang, 'account.reset.success')).waitFor();
    await page.waitForURL(`**/${lang}/account`);

    // The link works once: opened again, the server's words and the way to a new one.
    await page.goto(link);
    await reset.waitFor();
    await reset.getByRole('textbox', { name: t(lang, 'account.reset.email') }).fill(customer.email);
    await reset.locator('input[autocomplete="new-password"]').nth(0).fill('Encore-Un4utre');
    await reset.locator('input[autocomplete="new-password"]').nth(1).fill('Encore-Un4utre');
    await reset.getByRole('button', { name: t(lang, 'account.reset.submit') }).click();
    const refused = reset.getByRole('alert');
    await refused.getByText(mailText(lang, 'customer.reset.invalid')).waitFor();
    expect(await refused.getByRole('link', { name: t(lang, 'account.reset.requestNew') }).getAttribute('href')).toBe(`/${lang}/account/forgot-password`);
    await check(page, `reset-refused-${lang}`, 'desktop');

    // The old password is gone, the new one signs in.
    await page.goto(`/${lang}/account`);
    await signIn(page, lang, customer);
    await signInForm(page, lang).getByRole('alert').waitFor();
    await signIn(page, lang, { email: customer.email, password: newPassword });
    await toast(page, t(lang, 'account.signIn.success')).waitFor();
    await page.waitForURL(`**/${lang}/customer`);
    await accountLink(page, lang, customer.firstname).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  test('fr, phone: the forgotten-password and reset pages fit a phone', async () => {
    const lang: Language = 'fr';
    const { page, context } = await open(browser, { viewport: 'phone', locale: locales[lang] });
    await page.goto(`/${lang}/account/forgot-password`);
    await page.getByRole('form', { name: t(lang, 'routes.account-forgot-password.title') }).waitFor();
    await check(page, `forgot-${lang}`, 'phone');
    await page.goto(`/${lang}/account/reset-password?token=abc`);
    await page.getByRole('form', { name: t(lang, 'routes.account-reset-password.title') }).waitFor();
    await check(page, `reset-${lang}`, 'phone');
    await page.goto(`/${lang}/account/reset-password`);
    await page.getByRole('alert').getByText(t(lang, 'account.reset.noToken')).waitFor();
    await check(page, `reset-no-token-${lang}`, 'phone');
    await context.close();
  });

  test('en, phone: a session the server ends signs the tab out with the expired-session message', async () => {
    const lang: Language = 'en';
    const customer = newCustomer('expired', 'Emily');
    await registerByApi(lang, customer);
    const { page, context } = await open(browser, { viewport: 'phone', locale: locales[lang] });

    await page.goto(`/${lang}/account?redirect=${encodeURIComponent(`/${lang}/checkout`)}`);
    await signIn(page, lang, customer);
    await page.waitForURL(`**/${lang}/checkout`);
    const link = accountLink(page, lang, customer.firstname);
    await link.waitFor();
    await check(page, `signed-in-${lang}`, 'phone');
    await page.goto(`/${lang}`);
    await link.waitFor();
    await check(page, `shop-header-${lang}`, 'phone');
    await page.goto(`/${lang}/checkout`);
    await link.waitFor();

    // Elsewhere, with the same cookie, the session is ended.
    const cookie = (await context.cookies()).find((c) => c.name === 'paddock_session');
    expect(cookie?.httpOnly).toBe(true);
    const ended = await fetch(`${baseURL()}/api/_auth/session`, {
      method: 'DELETE',
      headers: { Cookie: `paddock_session=${cookie?.value ?? ''}`, 'X-Forwarded-For': visitorAddress() },
    });
    expect(ended.status).toBe(200);

    // The tab still thinks it is signed in; its next request to the account says otherwise.
    await link.click();
    await toast(page, t(lang, 'session.expired')).waitFor();
    await page.waitForURL((url) => url.pathname === `/${lang}/account`);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/${lang}/customer`);
    await signInLink(page, lang).waitFor();
    await check(page, `expired-${lang}`, 'phone');

    // Signing in again leads back.
    await signIn(page, lang, customer);
    await page.waitForURL((url) => url.pathname === `/${lang}/customer`);
    await accountLink(page, lang, customer.firstname).waitFor();
    await context.close();
  });

  test('de, desktop: registering with a taken address tells nothing but "check your inbox", and mails the owner', async () => {
    const lang: Language = 'de';
    const owner = newCustomer('taken', 'Hanna');
    await registerByApi(lang, owner);
    const { page, context, problems } = await open(browser, { locale: locales[lang] });
    await page.goto(`/${lang}/account`);
    const form = registrationForm(page, lang);
    await form.getByRole('textbox', { name: t(lang, 'account.register.firstname') }).fill('Jemand');
    await form.getByRole('textbox', { name: t(lang, 'account.register.lastname') }).fill('Anders');
    await form.getByRole('textbox', { name: t(lang, 'account.register.email') }).fill(owner.email);
    await form.locator('input[autocomplete="new-password"]').nth(0).fill('Anderes-Pw9');
    await form.locator('input[autocomplete="new-password"]').nth(1).fill('Anderes-Pw9');
    await form.getByRole('checkbox', { name: t(lang, 'account.register.newsletter') }).check();
    await form.getByRole('button', { name: t(lang, 'account.register.submit') }).click();
    const outcome = page.getByRole('status').filter({ hasText: t(lang, 'account.register.checkInboxTitle') });
    await outcome.waitFor();
    expect(await outcome.textContent()).toBe(
      t(lang, 'account.register.checkInboxTitle') + t(lang, 'account.register.checkInbox', { email: owner.email }),
    );
    expect(await page.getByText(mailText(lang, 'customer.email.taken')).count()).toBe(0);
    expect(pathOf(page)).toBe(`/${lang}/account`);
    await signInLink(page, lang).waitFor();
    await check(page, `taken-${lang}`, 'desktop');
    await waitForMails((m) => m.tag === 'customer.register-taken' && m.to.includes(owner.email));
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
