import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { fieldError, graphqlErrors } from '@/testing/graphql-api'
import { renderComponent } from '@/testing/render-component'
import { NewsletterSignup, type NewsletterBlock } from './newsletter-signup'

const block: NewsletterBlock = {
  headline: 'Neues aus dem Stall',
  html: '<p>Einmal im Monat: neue Kollektionen und Pflegetipps.</p>',
  legalBlock:
    '<p>Mit der Anmeldung stimmen Sie dem Versand unseres Newsletters zu. <a href="/de/service/datenschutz">Datenschutz</a></p>',
  successMessage: '<p>Bitte schauen Sie in Ihr Postfach und bestätigen Sie die Anmeldung.</p>',
}

function answer(status: string | Response) {
  serveCommerce({
    SubscribeEmailToNewsletter: () =>
      status instanceof Response ? status : { subscribeEmailToNewsletter: { status } },
  })
}

const emailField = () => screen.getByRole('textbox', { name: 'E-Mail-Adresse' })

describe('NewsletterSignup', () => {
  it('shows the block’s texts and describes the field with the consent text', () => {
    renderComponent(<NewsletterSignup block={block} />)
    expect(
      screen.getByRole('heading', { level: 2, name: 'Neues aus dem Stall' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Einmal im Monat: neue Kollektionen und Pflegetipps.'),
    ).toBeInTheDocument()
    expect(emailField()).toHaveAttribute('type', 'email')
    expect(emailField()).toHaveAttribute('autocomplete', 'email')
    expect(emailField()).toHaveAccessibleDescription(
      'Mit der Anmeldung stimmen Sie dem Versand unseres Newsletters zu. Datenschutz',
    )
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
      'href',
      '/de/service/datenschutz',
    )
  })

  it('falls back to its own heading and consent text', () => {
    renderComponent(
      <NewsletterSignup
        block={{ headline: null, html: null, legalBlock: null, successMessage: null }}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Newsletter' })).toBeInTheDocument()
    expect(emailField()).toHaveAccessibleDescription(/^Mit der Anmeldung willigen Sie ein/)
  })

  it.each([
    [
      'de',
      'E-Mail-Adresse',
      'Anmelden',
      'Dies ist ein Pflichtfeld.',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    ],
    [
      'en',
      'Email address',
      'Subscribe',
      'This is a required field.',
      'Please enter a valid email format.',
    ],
    [
      'fr',
      'Adresse e-mail',
      'S’inscrire',
      'Ce champ est obligatoire.',
      'Veuillez saisir une adresse e-mail valide.',
    ],
  ] as const)(
    'checks the address before sending, in %s',
    async (lang, label, submit, required, format) => {
      const user = userEvent.setup()
      answer('UNCONFIRMED')
      await activateLocale(lang)
      renderComponent(<NewsletterSignup block={block} />, { url: `/${lang}/page` })
      const field = screen.getByRole('textbox', { name: label })
      await user.click(screen.getByRole('button', { name: submit }))
      expect(field).toHaveFocus()
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveAccessibleDescription(expect.stringContaining(required))
      await user.type(field, 'reiterin@stall')
      await user.click(screen.getByRole('button', { name: submit }))
      expect(field).toHaveAccessibleDescription(expect.stringContaining(format))
      expect(commerceRequests('SubscribeEmailToNewsletter')).toEqual([])
    },
  )

  it('asks to confirm by mail after a sign-up (double opt-in)', async () => {
    const user = userEvent.setup()
    answer('UNCONFIRMED')
    renderComponent(<NewsletterSignup block={block} />)
    await user.type(emailField(), ' reiterin@stall.example ')
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    const outcome = await screen.findByRole('status')
    expect(outcome).toHaveTextContent(
      /^Bitte schauen Sie in Ihr Postfach und bestätigen Sie die Anmeldung\.$/,
    )
    await waitFor(() => {
      expect(outcome).toHaveFocus()
    })
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(commerceRequests('SubscribeEmailToNewsletter')).toEqual([
      expect.objectContaining({
        variables: { email: 'reiterin@stall.example' },
        locale: 'de',
        method: 'POST',
      }),
    ])
  })

  it('names the address in its own text when the block has no success message', async () => {
    const user = userEvent.setup()
    answer('UNCONFIRMED')
    await activateLocale('en')
    renderComponent(<NewsletterSignup block={{ ...block, successMessage: null }} />, {
      url: '/en/page',
    })
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'rider@stable.example')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Almost done – please confirm your subscription.Unless rider@stable.example is subscribed already, we have sent it an email.',
    )
    expect(commerceRequests('SubscribeEmailToNewsletter')[0]?.locale).toBe('en')
  })

  it('says so when the address is subscribed already', async () => {
    const user = userEvent.setup()
    answer('SUBSCRIBED')
    renderComponent(<NewsletterSignup block={block} />)
    await user.type(emailField(), 'reiterin@stall.example')
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Diese E-Mail-Adresse ist bereits für unseren Newsletter angemeldet.',
    )
  })

  it('shows the server’s translated errors: beside the field or above the form', async () => {
    const user = userEvent.setup()
    answer(graphqlErrors([fieldError('email', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.')]))
    renderComponent(<NewsletterSignup block={block} />)
    await user.type(emailField(), 'reiterin@stall.example')
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    await waitFor(() => {
      expect(emailField()).toHaveAttribute('aria-invalid', 'true')
    })
    expect(emailField()).toHaveFocus()

    answer(
      graphqlErrors(
        [
          {
            message: 'Zu viele Versuche. Bitte warten Sie einen Moment.',
            extensions: { code: 'TOO_MANY_REQUESTS' },
          },
        ],
        429,
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte warten Sie einen Moment.',
    )

    answer('UNSUBSCRIBED')
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Die Anmeldung hat nicht geklappt. Bitte versuchen Sie es erneut.',
      )
    })
  })

  it('checks only what was typed when the field is left, and again as it is corrected', async () => {
    const user = userEvent.setup()
    answer('UNCONFIRMED')
    renderComponent(<NewsletterSignup block={block} />)
    // Tabbing past the empty field is no mistake.
    await user.click(emailField())
    await user.tab()
    expect(emailField()).toHaveAttribute('aria-invalid', 'false')
    expect(screen.queryByText('Dies ist ein Pflichtfeld.')).toBeNull()

    await user.type(emailField(), 'reiterin@stall')
    await user.tab()
    expect(emailField()).toHaveAttribute('aria-invalid', 'true')
    expect(emailField()).toHaveAccessibleDescription(
      expect.stringMatching(/^Bitte geben Sie eine gültige E-Mail-Adresse ein\. Mit der Anmeldung/),
    )
    await user.type(emailField(), '.example')
    await waitFor(() => {
      expect(emailField()).toHaveAttribute('aria-invalid', 'false')
    })
    expect(emailField()).toHaveAccessibleDescription(/^Mit der Anmeldung stimmen Sie/)
    expect(commerceRequests('SubscribeEmailToNewsletter')).toEqual([])
  })

  it('is busy while sending and sends once however often it is pressed', async () => {
    const user = userEvent.setup()
    let release: () => void = () => undefined
    serveCommerce({
      SubscribeEmailToNewsletter: () =>
        new Promise((resolve) => {
          release = () => {
            resolve({ subscribeEmailToNewsletter: { status: 'UNCONFIRMED' } })
          }
        }),
    })
    renderComponent(<NewsletterSignup block={block} />)
    await user.type(emailField(), 'reiterin@stall.example')
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    const busy = await screen.findByRole('button', { name: 'Wird gesendet …' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('form', { name: 'Neues aus dem Stall' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await user.click(busy)
    await user.keyboard('{Enter}')
    release()
    expect(await screen.findByRole('status')).toHaveTextContent(/Bitte schauen Sie in Ihr Postfach/)
    expect(commerceRequests('SubscribeEmailToNewsletter')).toHaveLength(1)
  })

  it('moves the focus to an error about the whole sign-up', async () => {
    const user = userEvent.setup()
    answer(new Response('bad gateway', { status: 502 }))
    renderComponent(<NewsletterSignup block={block} />)
    await user.type(emailField(), 'reiterin@stall.example')
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Die Anmeldung hat nicht geklappt. Bitte versuchen Sie es erneut.',
    )
    await waitFor(() => {
      expect(alert).toHaveFocus()
    })
    // The address stays, ready to be sent again.
    expect(emailField()).toHaveValue('reiterin@stall.example')
    expect(emailField()).toHaveAttribute('aria-invalid', 'false')
  })
})
