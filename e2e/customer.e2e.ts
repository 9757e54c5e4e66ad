// Browser journeys of the customer area (issue 12): personal data and
// password, email address, the address book, the newsletter switch. Each
// journey registers its own account and signs in through the REST call,
// as the storefront does; what the screens say comes from the catalogs.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL, expectAccessible, launch, open, screenshot, type Language } from './support/browser';
import { escape, h1, mailText, messageOf, normal, pathOf, poll, t, textOf, widthOf } from './support/content';
import { customerAddress, customerAsServerHasIt, registerCustomer, signIn, signInRequest } from './support/customer';
import { waitForMails } from './support/mailbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A form field by its label, whatever marks (required, optional) follow it. */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${escape(label)}(\\s*[*(]|$)`));
/**
 * Waits for a toast (React Aria's alert dialog in the notifications
 * region) and closes it, as a reader would: on a phone it lies over the
 * page's foot, and it stays while the pointer rests on it.
 */
async function readToast(page: Page, lang: Language, message: string): Promise<void> {
  const note = page.getByRole('alertdialog', { name: message });
  await note.waitFor();
  await note.getByRole('button', { name: t(lang, 'toast.dismiss') }).click();
  await note.waitFor({ state: 'detached' });
}
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const hasFocus = async (locator: Locator) => (await locator.getAttribute('id')) === (await focusedId(locator.page()));

describe('the customer area', () => {
  test('de, desktop: changes the personal data and the password; other sessions end, the new password signs in', async () => {
    const lang: Language = 'de';
    const { page, context, problems } = await open(browser, { locale: 'de-DE' });
    const customer = await registerCustomer(page, lang, 'cdata');
    await signIn(page, lang, customer);
    // Another device of the same customer, whose session the password change ends.
    const other = await open(browser, { locale: 'de-DE' });
    await signIn(other.page, lang, customer);

    await page.goto(`/${lang}/customer`);
    await poll(() => textOf(h1(page))).toBe(t(lang, 'customer.overview.greeting', { name: 'Lena' }));
    const personal = page.getByRole('region', { name: t(lang, 'customer.overview.personalData') });
    await poll(() => textOf(personal)).toContain(customer.email);
    expect(await textOf(personal)).toContain(t(lang, 'customer.overview.notSubscribed'));
    expect(await textOf(page.getByRole('region', { name: t(lang, 'customer.overview.defaultBoth') }))).toContain(
      t(lang, 'customer.overview.noAddress'),
    );
    // No order yet: the overview shows no latest order.
    expect(await page.getByRole('heading', { name: t(lang, 'routes.customer-orders.title') }).count()).toBe(0);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'customer-overview-de-desktop');

    await page
      .getByRole('navigation', { name: t(lang, 'customer.navigation.label') })
      .getByRole('link', { name: t(lang, 'routes.customer-data.title') })
      .click();
    await poll(() => pathOf(page)).toBe(`/${lang}/customer/data`);
    const data = page.getByRole('form', { name: t(lang, 'customer.data.heading') });
    await data.waitFor();
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'customer-data-de-desktop');

    // A date typed only in part is an invalid date, never "no date".
    const save = data.getByRole('button', { name: t(lang, 'customer.data.submit') });
    const birthday = field(data, t(lang, 'customer.data.dateOfBirth'));
    await birthday.click();
    await page.keyboard.type('12');
    await save.click();
    await poll(() => messageOf(birthday)).toBe(t(lang, 'customer.data.dateOfBirthInvalid'));
    expect(await hasFocus(birthday)).toBe(true);
    // A birthday in the future: the server refuses it, on the field.
    await birthday.fill('2999-01-01');
    await save.click();
    await poll(() => messageOf(birthday)).toBe(mailText(lang, 'customer.input.dateOfBirth'));

    await field(data, t(lang, 'customer.data.firstname')).fill('Helena');
    await birthday.fill('1988-03-09');
    await save.click();
    await readToast(page, lang, t(lang, 'customer.data.success'));
    const saved = await customerAsServerHasIt(page, lang);
    expect([saved.firstname, saved.date_of_birth]).toEqual(['Helena', '1988-03-09']);
    // The header greets the customer by the new name.
    await poll(() => page.getByRole('link', { name: /Helena/ }).count()).toBeGreaterThan(0);

    const passwords = page.getByRole('form', { name: t(lang, 'customer.password.heading') });
    const current = field(passwords, t(lang, 'customer.password.current'));
    const next = field(passwords, t(lang, 'customer.password.new'));
    const confirm = field(passwords, t(lang, 'customer.password.confirm'));
    const change = passwords.getByRole('button', { name: t(lang, 'customer.password.submit') });
    const newPassword = 'Trab-und-Galopp-7';
    await current.fill('nicht-mein-Passwort-1');
    await next.fill('kurz');
    // The rules are checked while typing: neither is met by "kurz".
    expect(await messageOf(next)).toContain(`(${t(lang, 'forms.password.unmet')})`);
    await next.fill(newPassword);
    await confirm.fill(`${newPassword}x`);
    await change.click();
    await poll(() => messageOf(confirm)).toBe(t(lang, 'forms.password.mismatch'));
    await confirm.fill(newPassword);
    await change.click();
    await poll(() => messageOf(current)).toBe(mailText(lang, 'customer.password.wrong'));
    expect(await hasFocus(current)).toBe(true);
    // The show toggle reveals what was typed.
    await passwords.getByRole('button', { name: t(lang, 'forms.password.show') }).first().click();
    expect(await current.getAttribute('type')).toBe('text');
    await screenshot(page, 'customer-data-password-errors-de-desktop');
    await expectAccessible(page, { soft: true });

    await current.fill(customer.password);
    await change.click();
    await readToast(page, lang, t(lang, 'customer.password.success'));
    expect(await current.inputValue()).toBe('');

    // This device stays signed in; the other one is signed out.
    expect((await customerAsServerHasIt(page, lang)).email).toBe(customer.email);
    const otherSession = await other.page.request.get('/api/_auth/session', { headers: { Accept: 'text/json' } });
    expect(await otherSession.json()).toEqual({});
    await other.context.close();

    // The new password signs in, the old one no longer.
    expect((await signInRequest(page, lang, customer.email, customer.password)).status()).toBe(401);
    await signIn(page, lang, { email: customer.email, password: newPassword });
    expect(problems).toEqual([]);
    await context.close();
  });

  test('en, phone: keeps an address book (add two, make the second the default, edit, delete after confirming)', async () => {
    const lang: Language = 'en';
    const { page, context, problems } = await open(browser, { viewport: 'phone', locale: 'en-US' });
    const customer = await registerCustomer(page, lang, 'caddr');
    await signIn(page, lang, customer);

    await page.goto(`/${lang}/customer/addresses`);
    await poll(() => textOf(h1(page))).toBe(t(lang, 'routes.customer-addresses.title'));
    const list = page.getByRole('region', { name: t(lang, 'customer.addresses.listHeading') });
    await poll(() => textOf(list)).toContain(t(lang, 'customer.addresses.empty'));
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'customer-addresses-empty-en-phone');

    const add = page.getByRole('button', { name: t(lang, 'customer.addresses.add') });
    await add.click();
    let form = page.getByRole('dialog', { name: t(lang, 'customer.address.addTitle') });
    const country = () => form.getByRole('combobox', { name: new RegExp(`^${escape(t(lang, 'forms.address.country'))}`) });
    const region = () => form.getByRole('combobox', { name: new RegExp(`^${escape(t(lang, 'forms.address.region'))}`) });
    await country().waitFor();
    // The first address becomes both defaults; the form says so instead of offering a choice.
    const billingMark = () => form.getByRole('checkbox', { name: t(lang, 'customer.address.defaultBilling') });
    const shippingMark = () => form.getByRole('checkbox', { name: t(lang, 'customer.address.defaultShipping') });
    expect(await billingMark().isDisabled()).toBe(true);
    expect(await billingMark().isChecked()).toBe(true);
    expect(await field(form, t(lang, 'forms.address.firstname')).inputValue()).toBe('Lena');
    expect(await field(form, t(lang, 'forms.address.street')).getAttribute('autocomplete')).toBe('address-line1');
    // Germany has states to pick from.
    expect(await country().inputValue()).toBe('DE');
    await region().selectOption({ label: 'Bavaria' });
    await field(form, t(lang, 'forms.address.street')).fill('Lindenweg 7');
    await field(form, t(lang, 'forms.address.postcode')).fill('80331');
    await field(form, t(lang, 'forms.address.city')).fill('Munich');
    await field(form, t(lang, 'forms.address.telephone')).fill('+49 89 1234567');
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'customer-address-form-en-phone');
    await form.getByRole('button', { name: t(lang, 'customer.address.submit') }).click();
    await readToast(page, lang, t(lang, 'customer.addresses.created'));
    await poll(() => list.getByRole('listitem').filter({ hasText: 'Lindenweg 7' }).count()).toBe(1);
    const munich = list.getByRole('listitem').filter({ hasText: 'Lindenweg 7' });
    expect(await textOf(munich)).toContain(t(lang, 'customer.addresses.defaultBilling'));
    expect(await textOf(munich)).toContain('Bavaria');

    // A second address in France, which has no state list, made the default for both.
    await add.click();
    form = page.getByRole('dialog', { name: t(lang, 'customer.address.addTitle') });
    await country().waitFor();
    await country().selectOption('FR');
    expect(await region().count()).toBe(0);
    await field(form, t(lang, 'forms.address.company')).fill('Haras du Rhin');
    await field(form, t(lang, 'forms.address.street')).fill('12 rue des Écuries');
    await field(form, t(lang, 'forms.address.postcode')).fill('67000');
    await field(form, t(lang, 'forms.address.city')).fill('Strasbourg');
    expect(await billingMark().isDisabled()).toBe(false);
    await billingMark().check();
    await shippingMark().check();
    await form.getByRole('button', { name: t(lang, 'customer.address.submit') }).click();
    await readToast(page, lang, t(lang, 'customer.addresses.created'));
    await poll(() => list.getByRole('listitem').filter({ hasText: 'Strasbourg' }).count()).toBe(1);
    const strasbourg = list.getByRole('listitem').filter({ hasText: 'Strasbourg' });
    await poll(() => textOf(strasbourg)).toContain(t(lang, 'customer.addresses.defaultShipping'));
    expect(await textOf(strasbourg)).toContain(t(lang, 'customer.addresses.defaultBilling'));
    expect(await textOf(munich)).not.toContain(t(lang, 'customer.addresses.defaultBilling'));
    let book = await customerAsServerHasIt(page, lang);
    expect(book.addresses.map((a) => [a.city, a.default_billing, a.default_shipping])).toEqual([
      ['Strasbourg', true, true],
      ['Munich', false, false],
    ]);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'customer-addresses-en-phone');

    // Editing: a postcode the server refuses lands on its field, then the change is saved.
    const edit = list.getByRole('button', { name: `${t(lang, 'customer.addresses.edit')}${t(lang, 'customer.addresses.addressOf', { address: 'Lena Huber, Lindenweg 7, Munich' })}` });
    await edit.click();
    form = page.getByRole('dialog', { name: t(lang, 'customer.address.editTitle') });
    const postcode = field(form, t(lang, 'forms.address.postcode'));
    await postcode.waitFor();
    expect(await region().inputValue()).not.toBe('');
    await postcode.fill('8033');
    await field(form, t(lang, 'forms.address.city')).fill('Munich-Schwabing');
    await form.getByRole('button', { name: t(lang, 'customer.address.submit') }).click();
    await poll(() => messageOf(postcode)).toBe(mailText(lang, 'customer.address.postcode'));
    expect(await hasFocus(postcode)).toBe(true);
    await postcode.fill('80801');
    await form.getByRole('button', { name: t(lang, 'customer.address.submit') }).click();
    await page.getByRole('alertdialog', { name: t(lang, 'customer.addresses.updated') }).waitFor();
    await poll(() => list.getByRole('listitem').filter({ hasText: '80801 Munich-Schwabing' }).count()).toBe(1);
    // The focus is back on the button that opened the form.
    await poll(() => edit.evaluate((el) => el === document.activeElement)).toBe(true);
    await readToast(page, lang, t(lang, 'customer.addresses.updated'));

    // Deleting asks first; the default marks then go to the address left.
    const remove = list.getByRole('button', { name: `${t(lang, 'customer.addresses.delete')}${t(lang, 'customer.addresses.addressOf', { address: 'Lena Huber, 12 rue des Écuries, Strasbourg' })}` });
    await remove.click();
    let confirm = page.getByRole('alertdialog', { name: t(lang, 'customer.addresses.deleteTitle') });
    await confirm.waitFor();
    expect(await textOf(confirm)).toContain(t(lang, 'customer.addresses.deleteDefault'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'customer-address-delete-en-phone');
    await confirm.getByRole('button', { name: t(lang, 'customer.addresses.cancel') }).click();
    await confirm.waitFor({ state: 'detached' });
    await poll(() => remove.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await list.getByRole('listitem').filter({ hasText: 'Strasbourg' }).count()).toBe(1);

    await remove.click();
    confirm = page.getByRole('alertdialog', { name: t(lang, 'customer.addresses.deleteTitle') });
    await confirm.getByRole('button', { name: t(lang, 'customer.addresses.deleteConfirm') }).click();
    await page.getByRole('alertdialog', { name: t(lang, 'customer.addresses.deleted') }).waitFor();
    await poll(() => list.getByRole('listitem').filter({ hasText: 'Strasbourg' }).count()).toBe(0);
    await poll(() => textOf(list)).toContain(t(lang, 'customer.addresses.defaultShipping'));
    // The address and its buttons are gone: the focus is on the list.
    expect(await focusedId(page)).toBe(await list.getByRole('heading').getAttribute('id'));
    await readToast(page, lang, t(lang, 'customer.addresses.deleted'));
    book = await customerAsServerHasIt(page, lang);
    expect(book.addresses.map((a) => [a.city, a.default_billing, a.default_shipping])).toEqual([['Munich-Schwabing', true, true]]);

    // The overview shows the default address and leads back to its form.
    await page.goto(`/${lang}/customer`);
    const defaults = page.getByRole('region', { name: t(lang, 'customer.overview.defaultBoth') });
    await poll(() => textOf(defaults)).toContain('80801 Munich-Schwabing');
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'customer-overview-en-phone');
    await defaults.getByRole('link').click();
    await page.getByRole('dialog', { name: t(lang, 'customer.address.editTitle') }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('fr, desktop: the newsletter switch starts the double opt-in and ends the subscription', async () => {
    const lang: Language = 'fr';
    const { page, context, problems } = await open(browser, { locale: 'fr-FR' });
    const customer = await registerCustomer(page, lang, 'cnews', { firstname: 'Camille', lastname: 'Martin' });
    await signIn(page, lang, customer);

    await page.goto(`/${lang}/customer/data`);
    const data = page.getByRole('form', { name: t(lang, 'customer.data.heading') });
    const newsletter = data.getByRole('switch', { name: t(lang, 'customer.data.newsletter') });
    await newsletter.waitFor();
    expect(await newsletter.isChecked()).toBe(false);
    await newsletter.check();
    await data.getByRole('button', { name: t(lang, 'customer.data.submit') }).click();
    await readToast(page, lang, t(lang, 'customer.data.success'));
    // Not subscribed until the mailed link is followed; the page says where it went.
    await poll(() => textOf(data.getByRole('status'))).toBe(normal(t(lang, 'customer.data.newsletterPending', { email: customer.email })));
    expect(await newsletter.isChecked()).toBe(true);
    expect((await customerAsServerHasIt(page, lang)).is_subscribed).toBe(false);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'customer-data-newsletter-pending-fr-desktop');

    const [mail] = await waitForMails((m) => m.tag === 'newsletter.confirm' && m.to.includes(customer.email));
    const link = /https?:\/\/\S+\/newsletter\/subscription\/success\?token=[^\s>)"]+/.exec(mail?.text ?? '')?.[0];
    expect(link, mail?.text).toBeTruthy();
    await page.goto(link ?? '');
    await page.getByText(t(lang, 'newsletter.confirmation.confirmed')).waitFor();
    expect((await customerAsServerHasIt(page, lang)).is_subscribed).toBe(true);

    await page.goto(`/${lang}/customer`);
    const personal = page.getByRole('region', { name: t(lang, 'customer.overview.personalData') });
    await poll(() => textOf(personal)).toContain(t(lang, 'customer.overview.subscribed'));
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'customer-overview-subscribed-fr-desktop');

    // Switching off ends the subscription at once.
    await page.getByRole('link', { name: t(lang, 'customer.overview.editData') }).click();
    await newsletter.waitFor();
    expect(await newsletter.isChecked()).toBe(true);
    await newsletter.uncheck();
    await data.getByRole('button', { name: t(lang, 'customer.data.submit') }).click();
    await readToast(page, lang, t(lang, 'customer.data.success'));
    expect((await customerAsServerHasIt(page, lang)).is_subscribed).toBe(false);
    expect(await data.getByRole('status').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('de, phone: changes the email address through a link to the new one; a taken one answers alike and its owner is told', async () => {
    const lang: Language = 'de';
    const { page, context, problems } = await open(browser, { viewport: 'phone', locale: 'de-DE' });
    const customer = await registerCustomer(page, lang, 'cmail');
    const taken = await registerCustomer(page, lang, 'ctaken', { firstname: 'Jana' });
    await signIn(page, lang, customer);
    const other = await open(browser, { viewport: 'phone', locale: 'de-DE' });
    await signIn(other.page, lang, customer);

    await page.goto(`/${lang}/customer/data`);
    const form = page.getByRole('form', { name: t(lang, 'customer.email.heading') });
    await form.waitFor();
    const region = page.getByRole('region', { name: t(lang, 'customer.email.heading') });
    expect(await textOf(region)).toContain(customer.email);
    const email = field(form, t(lang, 'customer.email.new'));
    const password = field(form, t(lang, 'customer.email.password'));
    const change = form.getByRole('button', { name: t(lang, 'customer.email.submit') });

    await email.fill(customer.email.toUpperCase());
    await change.click();
    await poll(() => messageOf(email)).toContain(t(lang, 'customer.email.same'));
    expect(await messageOf(password)).toBe(t(lang, 'validation.required'));

    const next = customerAddress('cnew');
    await email.fill(next);
    await password.fill('falsches-Passwort-9');
    await change.click();
    await poll(() => messageOf(password)).toBe(mailText(lang, 'customer.password.wrong'));
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, { soft: true });
    await screenshot(page, 'customer-data-email-errors-de-phone');

    // Another account's address: the same answer as any, and its owner gets a note.
    await email.fill(taken.email);
    await password.fill(customer.password);
    await change.click();
    await readToast(page, lang, t(lang, 'customer.email.success', { email: taken.email }));
    expect(await textOf(form.getByRole('status'))).toBe(t(lang, 'customer.email.success', { email: taken.email }));
    await waitForMails((m) => m.tag === 'customer.email-taken' && m.to.includes(taken.email));

    await email.fill(next);
    await password.fill(customer.password);
    await change.click();
    await readToast(page, lang, t(lang, 'customer.email.success', { email: next }));
    expect(await email.inputValue()).toBe('');
    // Nothing changed until the link is followed.
    expect(await textOf(region)).toContain(customer.email);
    expect((await customerAsServerHasIt(page, lang)).email).toBe(customer.email);
    await screenshot(page, 'customer-data-de-phone');

    const [mail] = await waitForMails((m) => m.tag === 'customer.email-confirm' && m.to.includes(next));
    expect(mail?.subject).toBe(mailText(lang, 'customer.mail.emailConfirm.subject'));
    const link = new RegExp(`${escape(baseURL())}/${lang}/account/confirm-email\\?token=[^\\s>)"]+`).exec(mail?.text ?? '')?.[0];
    expect(link, mail?.text).toBeTruthy();
    await page.goto(link ?? '');
    await page.waitForURL((url) => url.pathname === `/${lang}/account/confirm-email` && url.search === '');
    const confirm = page.getByRole('form', { name: t(lang, 'routes.account-confirm-email.title') });
    await confirm.waitFor();
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await screenshot(page, 'account-confirm-email-de-phone');
    await confirm.getByRole('button', { name: t(lang, 'account.confirmEmail.submit') }).click();
    const done = page.getByRole('status').filter({ hasText: t(lang, 'account.confirmEmail.success') });
    await done.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'account-confirm-email-done-de-phone');
    expect((await customerAsServerHasIt(page, lang)).email).toBe(next);

    // The other device is signed out; the new address signs in, the old one no longer.
    const otherSession = await other.page.request.get('/api/_auth/session', { headers: { Accept: 'text/json' } });
    expect(await otherSession.json()).toEqual({});
    await other.context.close();
    await page.goto(`/${lang}/customer/data`);
    await poll(() => textOf(page.getByRole('region', { name: t(lang, 'customer.email.heading') }))).toContain(next);
    expect((await signInRequest(page, lang, customer.email, customer.password)).status()).toBe(401);
    await signIn(page, lang, { email: next, password: customer.password });

    // The link works once.
    await page.goto(link ?? '');
    await confirm.getByRole('button', { name: t(lang, 'account.confirmEmail.submit') }).click();
    await page.getByRole('alert').getByText(mailText(lang, 'customer.emailChange.invalid')).waitFor();
    await expectAccessible(page);
    expect(problems.filter((p) => !p.includes('status of 401 (Unauthorized)'))).toEqual([]);
    await context.close();
  });
});
