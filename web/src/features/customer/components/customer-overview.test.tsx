import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { serveCommerce } from '@/testing/commerce-api'
import { serveCustomer, testCustomer } from '@/testing/customer-api'
import { graphqlErrors } from '@/testing/graphql-api'
import { renderComponent } from '@/testing/render-component'
import { CustomerOverview } from './customer-overview'

const card = (name: string) => screen.getByRole('region', { name })

describe('CustomerOverview', () => {
  it('greets the customer and shows the personal data and both default addresses', async () => {
    serveCustomer()
    renderComponent(<CustomerOverview />, { url: '/de/customer' })
    expect(screen.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument()
    expect(await screen.findByRole('status')).toHaveTextContent('Ihr Kundenkonto wird geladen')
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallo Lena' })).toBeInTheDocument()
    expect(document.title).toContain('Mein Konto')

    const personal = card('Persönliche Daten')
    expect(personal).toHaveTextContent('NameLena Huber')
    expect(personal).toHaveTextContent('E-Mail-Adresselena.huber@paddock.example')
    expect(personal).toHaveTextContent('NewsletterNicht abonniert')
    expect(
      within(personal).getByRole('link', { name: 'Persönliche Daten ändern' }),
    ).toHaveAttribute('href', '/de/customer/data')

    const billing = card('Standard-Rechnungsadresse')
    expect(billing).toHaveTextContent(
      'Lena Huber Hauptstraße 1 29221 Celle Niedersachsen Deutschland',
    )
    expect(
      within(billing).getByRole('link', { name: 'Adresse bearbeiten: Standard-Rechnungsadresse' }),
    ).toHaveAttribute('href', '/de/customer/addresses?edit=11')
    const shipping = card('Standard-Lieferadresse')
    expect(shipping).toHaveTextContent('Reitstall Sonnenhof Am Deich 4 Stall 2 29223 Celle')
    expect(within(shipping).getByRole('link')).toHaveAttribute(
      'href',
      '/de/customer/addresses?edit=12',
    )
    // The latest order is the app's to give (routes/customer.tsx): without it, none shows.
    expect(screen.queryByRole('heading', { name: /Bestellung/ })).toBeNull()
  })

  it('shows one card when one address is the default for both, in English', async () => {
    const customer = testCustomer()
    customer.is_subscribed = true
    customer.addresses = customer.addresses
      .slice(0, 1)
      .map((a) => ({ ...a, default_shipping: true }))
    serveCustomer(customer)
    await activateLocale('en')
    renderComponent(<CustomerOverview />, { url: '/en/customer' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Lena' })).toBeInTheDocument()
    expect(card('Personal details')).toHaveTextContent('NewsletterSubscribed')
    expect(card('Default billing and shipping address')).toHaveTextContent(
      'Lena Huber Hauptstraße 1 29221 Celle Lower Saxony Germany',
    )
    expect(screen.queryByRole('region', { name: 'Default billing address' })).toBeNull()
  })

  it('leads to the first address when there is none, in French', async () => {
    const customer = testCustomer()
    customer.addresses = []
    serveCustomer(customer)
    await activateLocale('fr')
    renderComponent(<CustomerOverview />, { url: '/fr/customer' })
    const addresses = await screen.findByRole('region', {
      name: 'Adresse de facturation et de livraison par défaut',
    })
    expect(addresses).toHaveTextContent('Vous n’avez pas encore enregistré d’adresse.')
    expect(within(addresses).getByRole('link', { name: 'Ajouter une adresse' })).toHaveAttribute(
      'href',
      '/fr/customer/addresses?edit=new',
    )
  })

  it('says so when the account cannot be loaded and tries again', async () => {
    const user = userEvent.setup()
    serveCommerce({ GetCustomer: () => graphqlErrors([{ message: 'boom' }], 500) })
    renderComponent(<CustomerOverview />, { url: '/de/customer' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Ihr Kundenkonto konnte nicht geladen werden.')
    serveCustomer()
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallo Lena' })).toBeInTheDocument()
  })
})
