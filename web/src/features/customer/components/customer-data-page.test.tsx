import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { customerFieldError, serveCustomer, testCustomer } from '@/testing/customer-api'
import { fieldError, graphqlErrors } from '@/testing/graphql-api'
import { renderComponent } from '@/testing/render-component'
import { CustomerDataPage, type CustomerIdentity } from './customer-data-page'

const form = (name: string) => screen.getByRole('form', { name })
const toast = (message: string) => screen.findByRole('alertdialog', { name: message })

async function renderPage(
  lang: 'de' | 'en' | 'fr' = 'de',
  onIdentityChanged?: (changed: CustomerIdentity) => void,
) {
  if (lang !== 'de') await activateLocale(lang)
  const view = renderComponent(<CustomerDataPage onIdentityChanged={onIdentityChanged} />, {
    url: `/${lang}/customer/data`,
  })
  await screen.findAllByRole('form')
  return view
}

describe('CustomerDataPage', () => {
  it('shows the three forms with the customer’s data, labelled and marked', async () => {
    serveCustomer()
    await renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Persönliche Daten' })).toBeInTheDocument()
    const data = form('Ihre Daten')
    expect(within(data).getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Lena')
    expect(within(data).getByRole('textbox', { name: /^Nachname/ })).toHaveValue('Huber')
    const birthday = within(data).getByLabelText(/^Geburtsdatum \(optional\)/)
    expect(birthday).toHaveAttribute('type', 'date')
    expect(birthday).toHaveValue('1990-05-17')
    const newsletter = within(data).getByRole('switch', { name: 'Paddock-Newsletter erhalten' })
    expect(newsletter).not.toBeChecked()
    expect(newsletter).toHaveAccessibleDescription(/Bestätigungslink.*beginnt, sobald/)

    const password = form('Passwort ändern')
    expect(within(password).getByLabelText(/^Aktuelles Passwort/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    )
    expect(within(password).getByLabelText(/^Neues Passwort \*/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    )
    const email = form('E-Mail-Adresse ändern')
    expect(email.closest('section')).toHaveTextContent('lena.huber@paddock.example')
    expect(within(email).getByRole('textbox', { name: /^Neue E-Mail-Adresse/ })).toHaveAttribute(
      'type',
      'email',
    )
  })

  it('saves the personal data without touching the newsletter, then says so', async () => {
    const user = userEvent.setup()
    const onIdentityChanged = vi.fn()
    const customer = serveCustomer()
    await renderPage('de', onIdentityChanged)
    const data = form('Ihre Daten')
    const firstname = within(data).getByRole('textbox', { name: /^Vorname/ })
    await user.clear(firstname)
    await user.type(firstname, '  Helena ')
    await user.click(within(data).getByRole('button', { name: 'Daten speichern' }))
    expect(await toast('Ihre persönlichen Daten wurden geändert.')).toBeInTheDocument()
    expect(commerceRequests('UpdateCustomer')).toEqual([
      expect.objectContaining({
        locale: 'de',
        variables: {
          input: { firstname: 'Helena', lastname: 'Huber', date_of_birth: '1990-05-17' },
        },
      }),
    ])
    expect(customer.firstname).toBe('Helena')
    expect(onIdentityChanged).toHaveBeenCalledExactlyOnceWith({
      firstname: 'Helena',
      lastname: 'Huber',
    })
    // The customer was read again for the other screens.
    expect(commerceRequests('GetCustomer')).toHaveLength(2)
  })

  it('starts the newsletter’s double opt-in and says where the link went', async () => {
    const user = userEvent.setup()
    serveCustomer()
    await renderPage('en')
    const data = form('Your details')
    const newsletter = within(data).getByRole('switch', { name: 'Receive the Paddock newsletter' })
    await user.click(newsletter)
    await user.click(within(data).getByRole('button', { name: 'Save details' }))
    expect(await toast('Your personal details have been changed.')).toBeInTheDocument()
    expect(commerceRequests('UpdateCustomer')[0]?.variables).toEqual({
      input: {
        firstname: 'Lena',
        lastname: 'Huber',
        date_of_birth: '1990-05-17',
        is_subscribed: true,
      },
    })
    // The server says "not subscribed" until the link is followed; the switch stays on meanwhile.
    expect(within(data).getByRole('status')).toHaveTextContent(
      'Almost done: please confirm your subscription with the link we have sent to lena.huber@paddock.example.',
    )
    expect(newsletter).toBeChecked()
    expect(newsletter).toHaveAccessibleDescription(/Almost done/)

    // Saving again does not send the switch, so the waiting subscription stays.
    await user.click(within(data).getByRole('button', { name: 'Save details' }))
    await waitFor(() => {
      expect(commerceRequests('UpdateCustomer')).toHaveLength(2)
    })
    expect(commerceRequests('UpdateCustomer')[1]?.variables).not.toHaveProperty(
      'input.is_subscribed',
    )
  })

  it('allows and withdraws remote shopping assistance, sending only the switch moved', async () => {
    const user = userEvent.setup()
    serveCustomer()
    await renderPage('de')
    const data = form('Ihre Daten')
    const assistance = within(data).getByRole('switch', {
      name: 'Hilfe beim Einkauf durch unseren Kundenservice erlauben',
    })
    expect(assistance).not.toBeChecked()
    expect(assistance).toHaveAccessibleDescription(/jeder Zugriff wird protokolliert/)
    await user.click(assistance)
    await user.click(within(data).getByRole('button', { name: 'Daten speichern' }))
    await waitFor(() => {
      expect(commerceRequests('UpdateCustomer')).toHaveLength(1)
    })
    expect(commerceRequests('UpdateCustomer')[0]?.variables).toEqual({
      input: {
        firstname: 'Lena',
        lastname: 'Huber',
        date_of_birth: '1990-05-17',
        allow_remote_shopping_assistance: true,
      },
    })
    expect(assistance).toBeChecked()
    await user.click(assistance)
    await user.click(within(data).getByRole('button', { name: 'Daten speichern' }))
    await waitFor(() => {
      expect(commerceRequests('UpdateCustomer')).toHaveLength(2)
    })
    expect(commerceRequests('UpdateCustomer')[1]?.variables).toHaveProperty(
      'input.allow_remote_shopping_assistance',
      false,
    )
    expect(assistance).not.toBeChecked()
  })

  it('checks the fields and puts the server’s errors on theirs, in French', async () => {
    const user = userEvent.setup()
    serveCustomer()
    await renderPage('fr')
    const data = form('Vos données')
    const firstname = within(data).getByRole('textbox', { name: /^Prénom/ })
    await user.clear(firstname)
    await user.click(within(data).getByRole('button', { name: 'Enregistrer les données' }))
    await waitFor(() => {
      expect(firstname).toHaveFocus()
    })
    expect(firstname).toHaveAccessibleDescription('Ce champ est obligatoire.')
    expect(commerceRequests('UpdateCustomer')).toEqual([])

    serveCommerce({
      UpdateCustomer: () =>
        graphqlErrors([
          fieldError('lastname', 'Veuillez saisir au plus 100 caractères.'),
          fieldError(
            'date_of_birth',
            'Format de date invalide. Veuillez saisir une date de naissance valide.',
          ),
        ]),
    })
    await user.type(firstname, 'Léna')
    await user.click(within(data).getByRole('button', { name: 'Enregistrer les données' }))
    const lastname = within(data).getByRole('textbox', { name: /^Nom/ })
    await waitFor(() => {
      expect(lastname).toHaveFocus()
    })
    expect(lastname).toHaveAttribute('aria-invalid', 'true')
    expect(within(data).getByLabelText(/^Date de naissance/)).toHaveAccessibleDescription(
      'Format de date invalide. Veuillez saisir une date de naissance valide.',
    )
  })

  it('changes the password with its rules checked while typing', async () => {
    const user = userEvent.setup()
    serveCustomer()
    serveCommerce({
      ChangeCustomerPassword: () => ({
        changeCustomerPassword: { email: 'lena.huber@paddock.example' },
      }),
    })
    await renderPage('en')
    const password = form('Change password')
    const current = within(password).getByLabelText(/^Current password/)
    const next = within(password).getByLabelText(/^New password/)
    const confirm = within(password).getByLabelText(/^Repeat new password/)
    const rules = within(password).getByRole('list', { name: 'Password rules' })
    expect(next).toHaveAccessibleDescription(
      'The password must be at least 8 characters. (not met yet) The password must meet 3 of 4 criteria: upper case, lower case, digit, special character. (not met yet)',
    )
    await user.type(next, 'Galopp2026')
    expect(within(rules).getAllByText('(met)')).toHaveLength(2)

    // Shown on demand, hidden again.
    const show = within(password).getAllByRole('button', { name: 'Show password' })[1]
    if (!show) throw new Error('no toggle')
    await user.click(show)
    expect(next).toHaveAttribute('type', 'text')
    expect(show).toHaveAttribute('aria-pressed', 'true')
    await user.click(show)
    expect(next).toHaveAttribute('type', 'password')

    await user.type(confirm, 'Galopp2025')
    await user.click(within(password).getByRole('button', { name: 'Change password' }))
    await waitFor(() => {
      expect(current).toHaveFocus()
    })
    expect(current).toHaveAccessibleDescription('This is a required field.')
    expect(confirm).toHaveAccessibleDescription('The two password entries must match.')
    expect(commerceRequests('ChangeCustomerPassword')).toEqual([])

    await user.type(current, 'Trab2025!')
    await user.clear(confirm)
    await user.type(confirm, 'Galopp2026')
    await user.click(within(password).getByRole('button', { name: 'Change password' }))
    expect(
      await toast('Your password has been changed. You have been signed out on all other devices.'),
    ).toBeInTheDocument()
    expect(commerceRequests('ChangeCustomerPassword')[0]?.variables).toEqual({
      currentPassword: 'Trab2025!',
      newPassword: 'Galopp2026',
    })
    expect(current).toHaveValue('')
    expect(next).toHaveValue('')
    expect(confirm).toHaveValue('')
  })

  it('puts a wrong current password and a refused new one on their fields', async () => {
    const user = userEvent.setup()
    serveCustomer()
    serveCommerce({
      ChangeCustomerPassword: () =>
        customerFieldError('currentPassword', 'Das eingegebene Passwort ist nicht korrekt.'),
    })
    await renderPage()
    const password = form('Passwort ändern')
    const current = within(password).getByLabelText(/^Aktuelles Passwort/)
    await user.type(current, 'falsch')
    await user.type(within(password).getByLabelText(/^Neues Passwort \*/), 'Galopp2026')
    await user.type(within(password).getByLabelText(/^Neues Passwort wiederholen/), 'Galopp2026')
    await user.click(within(password).getByRole('button', { name: 'Passwort ändern' }))
    await waitFor(() => {
      expect(current).toHaveFocus()
    })
    expect(current).toHaveAccessibleDescription('Das eingegebene Passwort ist nicht korrekt.')
  })

  it('asks for an email change after checking it is another one, and says where the link went', async () => {
    const user = userEvent.setup()
    const customer = testCustomer()
    serveCustomer(customer)
    const onIdentityChanged = vi.fn()
    // The server answers the customer unchanged: the new address confirms the change.
    serveCommerce({
      UpdateCustomerEmail: () => ({ updateCustomerEmail: { customer: { email: customer.email } } }),
    })
    await renderPage('de', onIdentityChanged)
    const email = form('E-Mail-Adresse ändern')
    const address = within(email).getByRole('textbox', { name: /^Neue E-Mail-Adresse/ })
    const password = within(email).getByLabelText(/^Ihr Passwort/)
    await user.type(address, 'LENA.HUBER@paddock.example')
    await user.click(within(email).getByRole('button', { name: 'E-Mail-Adresse ändern' }))
    await waitFor(() => {
      expect(address).toHaveFocus()
    })
    expect(address).toHaveAccessibleDescription(
      'Wenn Sie unseren Newsletter erhalten, bitten wir die neue Adresse, ihn zu bestätigen. Das ist bereits Ihre E-Mail-Adresse.',
    )
    expect(password).toHaveAccessibleDescription('Dies ist ein Pflichtfeld.')

    await user.clear(address)
    await user.type(address, ' lena@stall-sonnenhof.example ')
    await user.type(password, 'Trab2025!')
    await user.click(within(email).getByRole('button', { name: 'E-Mail-Adresse ändern' }))
    const sent =
      'Wir haben einen Link an lena@stall-sonnenhof.example geschickt. Bitte folgen Sie ihm, um die Änderung zu bestätigen; bis dahin bleibt Ihre E-Mail-Adresse, wie sie ist.'
    expect(await toast(sent)).toBeInTheDocument()
    expect(within(email).getByRole('status')).toHaveTextContent(sent)
    expect(commerceRequests('UpdateCustomerEmail')[0]?.variables).toEqual({
      email: 'lena@stall-sonnenhof.example',
      password: 'Trab2025!',
    })
    // Nothing changed yet: the header keeps greeting the old address, the form shows it.
    expect(onIdentityChanged).not.toHaveBeenCalled()
    expect(email.closest('section')).toHaveTextContent('lena.huber@paddock.example')
    expect(address).toHaveValue('')
  })

  it('puts a wrong password on its field', async () => {
    const user = userEvent.setup()
    serveCustomer()
    serveCommerce({
      UpdateCustomerEmail: () =>
        graphqlErrors([fieldError('password', 'Das eingegebene Passwort ist nicht korrekt.')]),
    })
    await renderPage()
    const email = form('E-Mail-Adresse ändern')
    await user.type(
      within(email).getByRole('textbox', { name: /^Neue E-Mail-Adresse/ }),
      'neu@paddock.example',
    )
    const password = within(email).getByLabelText(/^Ihr Passwort/)
    await user.type(password, 'Trab2025?')
    await user.click(within(email).getByRole('button', { name: 'E-Mail-Adresse ändern' }))
    await waitFor(() => {
      expect(password).toHaveFocus()
    })
    expect(password).toHaveAccessibleDescription('Das eingegebene Passwort ist nicht korrekt.')
    expect(within(email).getByRole('status')).toBeEmptyDOMElement()
  })

  it('keeps the form where it was when no answer comes', async () => {
    const user = userEvent.setup()
    serveCustomer()
    serveCommerce({ UpdateCustomer: () => graphqlErrors([], 502) })
    await renderPage()
    const data = form('Ihre Daten')
    await user.click(within(data).getByRole('button', { name: 'Daten speichern' }))
    const alert = await within(data).findByRole('alert')
    expect(alert).toHaveTextContent(
      'Ihre Daten konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    )
    await waitFor(() => {
      expect(alert).toHaveFocus()
    })
  })
})
