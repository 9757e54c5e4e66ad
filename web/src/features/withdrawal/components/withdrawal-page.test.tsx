import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { fieldError, graphqlErrors } from '@/testing/graphql-api'
import { renderComponent } from '@/testing/render-component'
import { WithdrawalPage } from './withdrawal-page'

const receipt = {
  reference: 'W-2026-000001',
  declared_at: '2026-11-24 13:03:12',
  email: 'lena@example.de',
  return_reference: null,
  awaiting_confirmation: true,
}

const annasOrders = {
  customer: {
    firstname: 'Anna',
    lastname: 'Berger',
    email: 'anna@example.de',
    orders: {
      items: [
        {
          id: 'MQ==',
          number: '000000012',
          order_date: '2026-11-20 10:00:00',
          items: [
            {
              id: 'MTE=',
              product_name: 'Reithose Klassik',
              product_sku: 'HOSE-1',
              quantity_ordered: 3,
            },
            {
              id: 'MTI=',
              product_name: 'Hafer 20 kg',
              product_sku: 'HAFER-20',
              quantity_ordered: 1,
            },
          ],
        },
      ],
    },
  },
}

const box = (name: RegExp) => screen.getByRole('textbox', { name })

describe('WithdrawalPage', () => {
  it('sends nothing before the confirmation, keeps the values on “Ändern” and shows the receipt', async () => {
    const user = userEvent.setup()
    serveCommerce({ SubmitWithdrawal: () => ({ submitWithdrawal: receipt }) })
    renderComponent(<WithdrawalPage signedIn={false} />, { url: '/de/vertrag-widerrufen' })
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' }),
    ).toBeInTheDocument()
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Lena Hofer')
    await user.type(box(/^E-Mail-Adresse/), 'lena@example.de')
    await user.type(box(/^Bestellnummer/), '000000012')
    await user.click(screen.getByRole('radio', { name: 'Nur einzelne Artikel' }))
    await user.type(box(/^Welche Artikel widerrufen Sie/), 'Die Reithose, Größe 38')
    await user.click(screen.getByRole('button', { name: 'Weiter' }))

    const step2 = await screen.findByRole('heading', {
      level: 2,
      name: 'Bitte prüfen und bestätigen',
    })
    await waitFor(() => {
      expect(step2).toHaveFocus()
    })
    expect(screen.getByText('Die Reithose, Größe 38')).toBeInTheDocument()
    expect(screen.getByText('000000012')).toBeInTheDocument()
    expect(commerceRequests('SubmitWithdrawal')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Ändern' }))
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 2, name: 'Ihre Angaben' })).toHaveFocus()
    })
    expect(box(/^Name/)).toHaveValue('Lena Hofer')
    expect(box(/^Bestellnummer/)).toHaveValue('000000012')
    expect(box(/^Welche Artikel widerrufen Sie/)).toHaveValue('Die Reithose, Größe 38')
    expect(commerceRequests('SubmitWithdrawal')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await user.click(await screen.findByRole('button', { name: 'Widerruf bestätigen' }))
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('W-2026-000001')
    expect(status).toHaveTextContent('24. November 2026 um 14:03:12 Uhr (Europe/Berlin)')
    expect(status).toHaveTextContent('an lena@example.de gesendet')
    // A visitor's answer, whatever the number names: the order's own
    // address confirms before a return starts.
    expect(status).toHaveTextContent(
      'an die E-Mail-Adresse, mit der diese Bestellung aufgegeben wurde, einen Link zur Bestätigung',
    )
    expect(commerceRequests('SubmitWithdrawal')).toEqual([
      expect.objectContaining({
        locale: 'de',
        variables: {
          input: {
            name: 'Lena Hofer',
            email: 'lena@example.de',
            order_number: '000000012',
            whole_order: false,
            items: null,
            items_text: 'Die Reithose, Größe 38',
          },
        },
      }),
    ])
  })

  it('checks the fields before going on', async () => {
    const user = userEvent.setup()
    renderComponent(<WithdrawalPage signedIn={false} />, { url: '/de/vertrag-widerrufen' })
    await user.click(await screen.findByRole('radio', { name: 'Nur einzelne Artikel' }))
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await waitFor(() => {
      expect(box(/^Name/)).toHaveAccessibleDescription('Dies ist ein Pflichtfeld.')
    })
    expect(box(/^Bestellnummer/)).toHaveAttribute('aria-invalid', 'true')
    expect(box(/^Welche Artikel widerrufen Sie/)).toHaveAccessibleDescription(
      expect.stringContaining('Bitte geben Sie an, welche Artikel Sie widerrufen.'),
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Angaben' })).toBeInTheDocument()
  })

  it('fills in a customer and offers their order’s items, in English', async () => {
    const user = userEvent.setup()
    await activateLocale('en')
    serveCommerce({
      GetWithdrawalOrders: () => annasOrders,
      SubmitWithdrawal: () => ({
        submitWithdrawal: {
          ...receipt,
          email: 'anna@example.de',
          return_reference: '000000012-R1',
          awaiting_confirmation: false,
        },
      }),
    })
    renderComponent(<WithdrawalPage signedIn />, { url: '/en/vertrag-widerrufen' })
    await waitFor(() => {
      expect(box(/^Name/)).toHaveValue('Anna Berger')
    })
    expect(box(/^Email address/)).toHaveValue('anna@example.de')
    await user.selectOptions(screen.getByRole('combobox', { name: /^Order/ }), '000000012')
    await user.click(screen.getByRole('radio', { name: 'Only some items' }))
    await user.click(screen.getByRole('checkbox', { name: /Reithose Klassik/ }))
    const quantity = screen.getByRole('textbox', { name: /Quantity of Reithose Klassik/ })
    await user.clear(quantity)
    await user.type(quantity, '2')
    await user.tab()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const summary = await screen.findByRole('heading', {
      level: 2,
      name: 'Please check and confirm',
    })
    expect(summary).toBeInTheDocument()
    expect(screen.getByText('2 × Reithose Klassik')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }))
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('24 November 2026 at 14:03:12 (Europe/Berlin)')
    expect(status).toHaveTextContent('We have started the return 000000012-R1')
    expect(commerceRequests('SubmitWithdrawal')[0]?.variables).toEqual({
      input: {
        name: 'Anna Berger',
        email: 'anna@example.de',
        order_number: '000000012',
        whole_order: false,
        items: [{ order_item_id: 'MTE=', quantity: 2 }],
        items_text: null,
      },
    })
  })

  it('takes a field the server refuses back to the first step, other errors above the buttons', async () => {
    const user = userEvent.setup()
    let calls = 0
    serveCommerce({
      SubmitWithdrawal: () => {
        calls += 1
        return calls === 1
          ? graphqlErrors([fieldError('email', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.')])
          : graphqlErrors([
              { message: 'Zu viele Widerrufe.', extensions: { code: 'TOO_MANY_REQUESTS' } },
            ])
      },
    })
    renderComponent(<WithdrawalPage signedIn={false} />, { url: '/de/vertrag-widerrufen' })
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Lena Hofer')
    await user.type(box(/^E-Mail-Adresse/), 'lena@example.de')
    await user.type(box(/^Bestellnummer/), '12')
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await user.click(await screen.findByRole('button', { name: 'Widerruf bestätigen' }))
    await waitFor(() => {
      expect(box(/^E-Mail-Adresse/)).toHaveAccessibleDescription(
        expect.stringContaining('Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
      )
    })
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await user.click(await screen.findByRole('button', { name: 'Widerruf bestätigen' }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Zu viele Widerrufe.')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Bitte prüfen und bestätigen' }),
    ).toBeInTheDocument()
  })
})
