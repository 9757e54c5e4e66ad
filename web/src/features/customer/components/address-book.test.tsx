import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { customerFieldError, serveCustomer, testCustomer } from '@/testing/customer-api'
import { graphqlErrors } from '@/testing/graphql-api'
import { renderComponent } from '@/testing/render-component'
import { AddressBook } from './address-book'

async function renderBook(url = '/de/customer/addresses') {
  const view = renderComponent(<AddressBook />, { url })
  const list = await screen.findByRole('region', {
    name: /^(Gespeicherte Adressen|Saved addresses|Adresses enregistrées)$/,
  })
  return { ...view, list }
}

const entries = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('listitem')
    .filter((item) => item.parentElement?.parentElement === list)

const dialog = (name: string) => screen.findByRole('dialog', { name })

async function fillNewAddress(user: UserEvent, form: HTMLElement) {
  await user.type(
    within(form).getByRole('textbox', { name: /^Straße und Hausnummer/ }),
    'Lindenweg 7',
  )
  await user.type(within(form).getByRole('textbox', { name: /^Postleitzahl/ }), '80331')
  await user.type(within(form).getByRole('textbox', { name: /^Ort/ }), 'München')
}

describe('AddressBook', () => {
  it('lists the addresses with their default marks', async () => {
    serveCustomer()
    renderComponent(<AddressBook />, { url: '/de/customer/addresses' })
    expect(screen.getByRole('heading', { level: 1, name: 'Adressen' })).toBeInTheDocument()
    expect(await screen.findByRole('status')).toHaveTextContent('Ihr Kundenkonto wird geladen')
    const list = await screen.findByRole('region', { name: 'Gespeicherte Adressen' })
    const [first, second] = entries(list)
    if (!first || !second) throw new Error('two addresses expected')
    expect(first).toHaveTextContent(
      'Standard-RechnungsadresseLena Huber Hauptstraße 1 29221 Celle Niedersachsen DeutschlandTelefon: +49 5141 12345',
    )
    expect(second).toHaveTextContent(
      'Standard-LieferadresseLena Huber Reitstall Sonnenhof Am Deich 4 Stall 2 29223 Celle Deutschland',
    )
    expect(
      within(first).getByRole('button', {
        name: 'Bearbeiten: Adresse Lena Huber, Hauptstraße 1, Celle',
      }),
    ).toBeInTheDocument()
    expect(
      within(second).getByRole('button', {
        name: 'Löschen: Adresse Lena Huber, Am Deich 4, Celle',
      }),
    ).toBeInTheDocument()
  })

  it('says when the book is empty', async () => {
    const customer = testCustomer()
    customer.addresses = []
    serveCustomer(customer)
    await activateLocale('en')
    const { list } = await renderBook('/en/customer/addresses')
    expect(list).toHaveTextContent('You have not saved any addresses yet.')
  })

  it('adds an address, with the region picker for a country that has regions', async () => {
    const user = userEvent.setup()
    const customer = serveCustomer()
    const { list, queryClient } = await renderBook()
    // The header's shipping promise, for the default shipping address's country.
    const promiseKey = ['commerce', 'GetShippingEstimate', 'de', {}, 'customer']
    queryClient.setQueryData(promiseKey, { shippingEstimate: null })
    const add = screen.getByRole('button', { name: 'Neue Adresse hinzufügen' })
    await user.click(add)
    const form = await dialog('Neue Adresse')
    await within(form).findByRole('combobox', { name: /^Land/ })
    // A new address starts with the customer's name, in Germany.
    expect(within(form).getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Lena')
    expect(within(form).getByRole('textbox', { name: /^Vorname/ })).toHaveAttribute(
      'autocomplete',
      'given-name',
    )
    const country = within(form).getByRole('combobox', { name: /^Land/ })
    expect(country).toHaveValue('DE')
    expect(country).toHaveAttribute('autocomplete', 'country')
    expect(
      within(form).getByRole('textbox', { name: /^Firma \/ Adresszusatz \(c\/o\) \(optional\)/ }),
    ).toHaveAttribute('autocomplete', 'organization')
    const region = within(form).getByRole('combobox', { name: /^Bundesland \/ Region/ })
    expect(
      within(region)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bitte wählen', 'Bayern', 'Berlin', 'Niedersachsen'])
    // France has no region list: no picker.
    await user.selectOptions(country, 'FR')
    expect(within(form).queryByRole('combobox', { name: /^Bundesland/ })).toBeNull()
    await user.selectOptions(country, 'DE')
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Bundesland/ }), 'Bayern')
    await fillNewAddress(user, form)
    await user.type(
      within(form).getByRole('textbox', { name: /^Weitere Adresszeile/ }),
      'Hinterhaus',
    )
    await user.click(
      within(form).getByRole('checkbox', { name: 'Als Standard-Lieferadresse verwenden' }),
    )
    await user.click(within(form).getByRole('button', { name: 'Adresse speichern' }))

    expect(
      await screen.findByRole('alertdialog', { name: 'Die Adresse wurde gespeichert.' }),
    ).toBeInTheDocument()
    expect(commerceRequests('CreateCustomerAddress')[0]?.variables).toEqual({
      input: {
        firstname: 'Lena',
        lastname: 'Huber',
        company: '',
        street: ['Lindenweg 7', 'Hinterhaus'],
        postcode: '80331',
        city: 'München',
        country_code: 'DE',
        region: { region_id: 82 },
        telephone: '',
        vat_id: '',
        default_billing: false,
        default_shipping: true,
      },
    })
    expect(screen.queryByRole('dialog', { name: 'Neue Adresse' })).toBeNull()
    // The book was read again: three addresses, the shipping mark on the new one.
    await waitFor(() => {
      expect(entries(list)).toHaveLength(3)
    })
    expect(customer.addresses.find((a) => a.default_shipping)?.city).toBe('München')
    // The promise is asked again when next shown: the default address may have moved.
    expect(queryClient.getQueryState(promiseKey)?.isInvalidated).toBe(true)
    expect(entries(list)[1]).toHaveTextContent(
      'Standard-LieferadresseLena Huber Lindenweg 7 Hinterhaus 80331 München Bayern',
    )
    await waitFor(() => {
      expect(add).toHaveFocus()
    })
  })

  it('makes the first address the default for both, and says so', async () => {
    const user = userEvent.setup()
    const customer = testCustomer()
    customer.addresses = []
    serveCustomer(customer)
    await renderBook()
    await user.click(screen.getByRole('button', { name: 'Neue Adresse hinzufügen' }))
    const form = await dialog('Neue Adresse')
    const billing = await within(form).findByRole('checkbox', {
      name: 'Als Standard-Rechnungsadresse verwenden',
    })
    expect(billing).toBeChecked()
    expect(billing).toBeDisabled()
    expect(billing).toHaveAccessibleDescription(
      'Ihre erste Adresse wird Ihre Standard-Rechnungs- und Lieferadresse.',
    )
  })

  it('checks the fields and puts the server’s errors on theirs', async () => {
    const user = userEvent.setup()
    serveCustomer()
    await renderBook()
    await user.click(screen.getByRole('button', { name: 'Neue Adresse hinzufügen' }))
    const form = await dialog('Neue Adresse')
    await within(form).findByRole('combobox', { name: /^Land/ })
    const firstname = within(form).getByRole('textbox', { name: /^Vorname/ })
    await user.clear(firstname)
    await user.click(within(form).getByRole('button', { name: 'Adresse speichern' }))
    await waitFor(() => {
      expect(firstname).toHaveFocus()
    })
    for (const name of [/^Vorname/, /^Straße und Hausnummer/, /^Postleitzahl/, /^Ort/]) {
      expect(within(form).getByRole('textbox', { name })).toHaveAccessibleDescription(
        'Dies ist ein Pflichtfeld.',
      )
    }
    expect(commerceRequests('CreateCustomerAddress')).toEqual([])

    serveCommerce({
      CreateCustomerAddress: () =>
        customerFieldError(
          'postcode',
          'Bitte geben Sie eine gültige Postleitzahl für das gewählte Land ein.',
        ),
    })
    await user.type(firstname, 'Lena')
    await fillNewAddress(user, form)
    const postcode = within(form).getByRole('textbox', { name: /^Postleitzahl/ })
    await user.clear(postcode)
    await user.type(postcode, '8033')
    await user.click(within(form).getByRole('button', { name: 'Adresse speichern' }))
    await waitFor(() => {
      expect(postcode).toHaveFocus()
    })
    expect(postcode).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige Postleitzahl für das gewählte Land ein.',
    )
    expect(screen.getByRole('dialog', { name: 'Neue Adresse' })).toBeInTheDocument()

    serveCommerce({
      CreateCustomerAddress: () =>
        graphqlErrors([
          {
            message:
              'Ihr Adressbuch ist voll: höchstens 50 Adressen. Bitte löschen Sie zuerst eine.',
            extensions: { code: 'BAD_USER_INPUT', category: 'graphql-input' },
          },
        ]),
    })
    await user.click(within(form).getByRole('button', { name: 'Adresse speichern' }))
    const alert = await within(form).findByRole('alert')
    expect(alert).toHaveTextContent('Ihr Adressbuch ist voll')
    await waitFor(() => {
      expect(alert).toHaveFocus()
    })
  })

  it('edits an address in English and keeps a default mark it cannot take away', async () => {
    const user = userEvent.setup()
    serveCustomer()
    await activateLocale('en')
    const { list } = await renderBook('/en/customer/addresses')
    const edit = within(list).getByRole('button', {
      name: 'Edit: address Lena Huber, Hauptstraße 1, Celle',
    })
    await user.click(edit)
    const form = await dialog('Edit address')
    const city = await within(form).findByRole('textbox', { name: /^City/ })
    expect(city).toHaveValue('Celle')
    expect(within(form).getByRole('combobox', { name: /^State \/ region/ })).toHaveValue('91')
    const billing = within(form).getByRole('checkbox', {
      name: 'Use as my default billing address',
    })
    expect(billing).toBeChecked()
    expect(billing).toBeDisabled()
    expect(billing).toHaveAccessibleDescription(
      'Stays the default until you choose another address as the default.',
    )
    await user.clear(city)
    await user.type(city, 'Hannover')
    await user.click(within(form).getByRole('button', { name: 'Save address' }))
    expect(
      await screen.findByRole('alertdialog', { name: 'The address has been changed.' }),
    ).toBeInTheDocument()
    expect(commerceRequests('UpdateCustomerAddress')[0]?.variables).toMatchObject({
      id: 11,
      input: {
        city: 'Hannover',
        street: ['Hauptstraße 1'],
        region: { region_id: 91 },
        default_billing: true,
        default_shipping: false,
      },
    })
    await waitFor(() => {
      expect(entries(list)[0]).toHaveTextContent('29221 Hannover')
    })
    // The button that opened it has the focus again.
    await waitFor(() => {
      expect(edit).toHaveFocus()
    })
  })

  it('opens the form of the address the overview links to', async () => {
    serveCustomer()
    await activateLocale('fr')
    renderComponent(<AddressBook />, { url: '/fr/customer/addresses?edit=12' })
    const form = await dialog('Modifier l’adresse')
    expect(
      await within(form).findByRole('textbox', {
        name: /^Société \/ complément d’adresse \(c\/o\)/,
      }),
    ).toHaveValue('Reitstall Sonnenhof')
    expect(
      within(form).getByRole('textbox', { name: /^Ligne d’adresse supplémentaire/ }),
    ).toHaveValue('Stall 2')
  })

  it('deletes an address only after a confirmation, and the list follows', async () => {
    const user = userEvent.setup()
    const customer = serveCustomer()
    const { list } = await renderBook()
    const remove = within(list).getByRole('button', {
      name: 'Löschen: Adresse Lena Huber, Hauptstraße 1, Celle',
    })
    await user.click(remove)
    let confirm = await screen.findByRole('alertdialog', { name: 'Diese Adresse löschen?' })
    expect(confirm).toHaveAccessibleDescription(
      /Diese Adresse wird aus Ihrem Adressbuch entfernt: Lena Huber Hauptstraße 1 29221 Celle Niedersachsen Deutschland Sie ist eine Standardadresse/,
    )
    // The safe choice has the focus; cancelling keeps the address.
    const cancel = within(confirm).getByRole('button', { name: 'Abbrechen' })
    await waitFor(() => {
      expect(cancel).toHaveFocus()
    })
    await user.click(cancel)
    expect(screen.queryByRole('alertdialog', { name: 'Diese Adresse löschen?' })).toBeNull()
    await waitFor(() => {
      expect(remove).toHaveFocus()
    })
    expect(commerceRequests('DeleteCustomerAddress')).toEqual([])

    await user.click(remove)
    confirm = await screen.findByRole('alertdialog', { name: 'Diese Adresse löschen?' })
    await user.click(within(confirm).getByRole('button', { name: 'Adresse löschen' }))
    expect(
      await screen.findByRole('alertdialog', { name: 'Die Adresse wurde gelöscht.' }),
    ).toBeInTheDocument()
    expect(commerceRequests('DeleteCustomerAddress')[0]?.variables).toEqual({ id: 11 })
    expect(entries(list)).toHaveLength(1)
    // The remaining address took over the billing mark.
    expect(entries(list)[0]).toHaveTextContent(
      'Standard-RechnungsadresseStandard-LieferadresseLena Huber Reitstall Sonnenhof',
    )
    expect(customer.addresses).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 2, name: 'Gespeicherte Adressen' })).toHaveFocus()
  })

  it('keeps the address and says so when deleting fails', async () => {
    const user = userEvent.setup()
    serveCustomer()
    serveCommerce({ DeleteCustomerAddress: () => graphqlErrors([], 503) })
    const { list } = await renderBook()
    await user.click(
      within(list).getByRole('button', { name: 'Löschen: Adresse Lena Huber, Am Deich 4, Celle' }),
    )
    const confirm = await screen.findByRole('alertdialog', { name: 'Diese Adresse löschen?' })
    await user.click(within(confirm).getByRole('button', { name: 'Adresse löschen' }))
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Die Adresse konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
    )
    await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }))
    expect(entries(list)).toHaveLength(2)
  })
})
