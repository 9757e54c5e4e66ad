import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderComponent } from '@/testing/render-component'
import { ReturnSuccess } from './return-success'

const labelUrl = 'http://127.0.0.1:8080/api/returns/labels/MDAwMDAwMDA3LVIx'
const url = '/de/customer/orders/000000007/return/success/000000007-R1'

describe('ReturnSuccess', () => {
  it('shows the reference, links the label as a plain link to the PDF, says what comes next and leads back', async () => {
    renderComponent(
      <ReturnSuccess
        number="000000007"
        reference="000000007-R1"
        label={{ status: 'ready', url: labelUrl }}
      />,
      { url },
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rücksendung angemeldet' }),
    ).toBeInTheDocument()
    expect(document.title).toContain('Rücksendung angemeldet')
    // The heading stands at once; the body waits for the returns' texts.
    expect(await screen.findByText('000000007-R1')).toBeVisible()
    const label = screen.getByRole('link', { name: 'Rücksendeetikett 000000007-R1 (PDF)' })
    // The server's file, not a route of the app.
    expect(label).toHaveAttribute('href', labelUrl)
    expect(label).not.toHaveAttribute('data-discover')
    const next = screen.getByRole('region', { name: 'So geht es weiter' })
    expect(next.querySelectorAll('li')).toHaveLength(4)
    expect(next).toHaveTextContent('Drucken Sie das Rücksendeetikett aus.')
    expect(screen.getByRole('link', { name: 'Zu Bestellung 000000007' })).toHaveAttribute(
      'href',
      '/de/customer/orders/000000007',
    )
    expect(screen.getByRole('link', { name: 'Zu meinen Bestellungen' })).toHaveAttribute(
      'href',
      '/de/customer/orders',
    )
  })

  it('says the label is on its way while the order loads, and where it is when it cannot be had here', async () => {
    const { unmount } = renderComponent(
      <ReturnSuccess number="000000007" reference="000000007-R1" label={{ status: 'loading' }} />,
      { url },
    )
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Das Rücksendeetikett wird geladen …',
    )
    unmount()
    renderComponent(
      <ReturnSuccess number="000000007" reference="000000007-R1" label={{ status: 'missing' }} />,
      { url },
    )
    expect(
      await screen.findByText(
        'Das Rücksendeetikett finden Sie in der Bestätigungs-E-Mail und bei Ihrer Bestellung.',
      ),
    ).toBeVisible()
    expect(screen.queryByRole('link', { name: /Rücksendeetikett/ })).toBeNull()
  })

  it('speaks French', async () => {
    await activateLocale('fr')
    renderComponent(
      <ReturnSuccess
        number="000000007"
        reference="000000007-R1"
        label={{ status: 'ready', url: labelUrl }}
      />,
      { url: '/fr/customer/orders/000000007/return/success/000000007-R1' },
    )
    expect(
      await screen.findByRole('link', { name: 'Étiquette de retour 000000007-R1 (PDF)' }),
    ).toHaveAttribute('href', labelUrl)
    expect(screen.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute(
      'href',
      '/fr/customer/orders',
    )
  })

  it('with a DHL label says the postage is ours, shows the shipment number and the DHL steps; without, says the postage is yours', async () => {
    const { unmount } = renderComponent(
      <ReturnSuccess
        number="000000007"
        reference="000000007-R1"
        label={{
          status: 'ready',
          url: labelUrl,
          prepaid: { carrier: 'DHL', trackingNumber: '99934000000001' },
        }}
      />,
      { url },
    )
    expect(
      await screen.findByText(
        'Vielen Dank. Wir haben Ihnen eine Bestätigung mit dem DHL-Retourenetikett per E-Mail geschickt. Das Porto übernehmen wir.',
      ),
    ).toBeVisible()
    expect(screen.getByText('DHL-Sendungsnummer:').parentElement).toHaveTextContent(
      'DHL-Sendungsnummer: 99934000000001',
    )
    expect(
      screen.getByRole('link', { name: 'DHL-Retourenetikett 000000007-R1 (PDF)' }),
    ).toHaveAttribute('href', labelUrl)
    const next = screen.getByRole('region', { name: 'So geht es weiter' })
    expect(next).toHaveTextContent('Drucken Sie das DHL-Retourenetikett aus.')
    expect(next).toHaveTextContent('Sie zahlen nichts.')
    expect(next).not.toHaveTextContent('Frankieren')
    expect(screen.queryByText(/Porto der Rücksendung tragen Sie/)).toBeNull()
    await expectNoAxeViolations(document.body)
    unmount()

    renderComponent(
      <ReturnSuccess
        number="000000007"
        reference="000000007-R1"
        label={{ status: 'ready', url: labelUrl, prepaid: null }}
      />,
      { url },
    )
    expect(
      await screen.findByText(
        'Dieses Rücksendeetikett ist keine Paketmarke: Das Porto der Rücksendung tragen Sie. Senden Sie das Paket an die Adresse auf dem Etikett.',
      ),
    ).toBeVisible()
    expect(screen.queryByText(/Sendungsnummer/)).toBeNull()
    expect(screen.queryByText(/übernehmen wir/)).toBeNull()
    expect(screen.getByRole('region', { name: 'So geht es weiter' })).toHaveTextContent(
      'Frankieren Sie das Paket',
    )
  })
})
