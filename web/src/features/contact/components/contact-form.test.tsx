import { screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { fieldError, graphqlErrors } from '@/testing/graphql-api'
import { renderComponent } from '@/testing/render-component'
import { ContactForm } from './contact-form'

function answer(result: string | Response) {
  serveCommerce({
    SubmitHelpdeskTicket: () =>
      result instanceof Response ? result : { submitHelpdeskTicket: { code: result } },
  })
}

const box = (name: RegExp) => screen.getByRole('textbox', { name })

async function fill(user: UserEvent) {
  await user.type(box(/^Name/), 'Jana Krüger')
  await user.type(box(/^E-Mail-Adresse/), 'jana@rfv-hufschlag.example')
  await user.type(box(/^Betreff/), 'Schabracken in Vereinsfarben')
  await user.type(box(/^Ihre Nachricht/), 'Wir hätten gern 25 Schabracken mit Logo.')
}

describe('ContactForm', () => {
  it('labels every field, marks the required ones and hides a honeypot', () => {
    const { container } = renderComponent(<ContactForm />)
    expect(screen.getByRole('heading', { level: 2, name: 'Schreiben Sie uns' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Schreiben Sie uns' })).toBeInTheDocument()
    for (const name of [
      /^Name\s+\(Pflichtfeld\)$/,
      /^E-Mail-Adresse\s+\(Pflichtfeld\)$/,
      /^Betreff\s+\(Pflichtfeld\)$/,
      /^Ihre Nachricht\s+\(Pflichtfeld\)$/,
    ]) {
      expect(box(name)).toHaveAttribute('aria-required', 'true')
    }
    expect(box(/^Telefon \(optional\)$/)).toHaveAttribute('type', 'tel')
    expect(box(/^E-Mail-Adresse/)).toHaveAttribute('autocomplete', 'email')
    const trap = container.querySelector('input[name="website"]')
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap).toHaveAttribute('autocomplete', 'off')
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it.each([
    [
      'de',
      'Nachricht senden',
      'Dies ist ein Pflichtfeld.',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      'Bitte geben Sie nur Ziffern, Leerzeichen und + - / ( ) . ein.',
    ],
    [
      'en',
      'Send message',
      'This is a required field.',
      'Please enter a valid email format.',
      'Please use only digits, spaces and + - / ( ) .',
    ],
    [
      'fr',
      'Envoyer le message',
      'Ce champ est obligatoire.',
      'Veuillez saisir une adresse e-mail valide.',
      'Veuillez n’utiliser que des chiffres, des espaces et + - / ( ) .',
    ],
  ] as const)(
    'checks the fields before sending, in %s',
    async (lang, submit, required, email, telephone) => {
      const user = userEvent.setup()
      answer('KT-7Q4M9X')
      await activateLocale(lang)
      renderComponent(<ContactForm />, { url: `/${lang}/service/kontakt` })
      await user.click(screen.getByRole('button', { name: submit }))
      const [name, mail, phone, subject, message] = screen.getAllByRole('textbox')
      await waitFor(() => {
        expect(name).toHaveFocus()
      })
      for (const field of [name, mail, subject, message]) {
        expect(field).toHaveAccessibleDescription(required)
      }
      expect(phone).toHaveAccessibleDescription('')
      if (!mail || !phone) throw new Error('fields missing')
      await user.type(mail, 'jana@')
      await user.type(phone, '0171 abc')
      await user.tab()
      expect(mail).toHaveAccessibleDescription(email)
      expect(phone).toHaveAccessibleDescription(telephone)
      expect(commerceRequests('SubmitHelpdeskTicket')).toEqual([])
    },
  )

  it('sends a ticket through the contact form channel and shows its code', async () => {
    const user = userEvent.setup()
    answer('KT-7Q4M9X')
    renderComponent(<ContactForm />, { url: '/de/service/kontakt' })
    await fill(user)
    await user.type(box(/^Telefon/), '+49 (0)5052 / 12-34')
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
    const receipt = await screen.findByRole('status')
    expect(receipt).toHaveTextContent(
      'Vielen Dank! Ihre Kontaktanfrage ist bei uns eingegangen.Ihre Vorgangsnummer: KT-7Q4M9X',
    )
    expect(receipt).toHaveTextContent('an jana@rfv-hufschlag.example geschickt')
    await waitFor(() => {
      expect(receipt).toHaveFocus()
    })
    expect(commerceRequests('SubmitHelpdeskTicket')).toEqual([
      expect.objectContaining({
        locale: 'de',
        variables: {
          input: {
            name: 'Jana Krüger',
            email: 'jana@rfv-hufschlag.example',
            subject: 'Schabracken in Vereinsfarben',
            message: 'Wir hätten gern 25 Schabracken mit Logo.',
            telephone: '+49 (0)5052 / 12-34',
            channel: 'CONTACT_FORM',
            honeypot: '',
          },
        },
      }),
    ])
  })

  it('sends no telephone when none is given', async () => {
    const user = userEvent.setup()
    answer('KT-2B3C4D')
    renderComponent(<ContactForm />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
    await screen.findByRole('status')
    expect(commerceRequests('SubmitHelpdeskTicket')[0]?.variables).toMatchObject({
      input: { telephone: null },
    })
  })

  it('shows the server’s errors beside their fields, the others above the form', async () => {
    const user = userEvent.setup()
    answer(graphqlErrors([fieldError('input.subject', 'Der Betreff ist zu lang.')]))
    renderComponent(<ContactForm />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
    await waitFor(() => {
      expect(box(/^Betreff/)).toHaveFocus()
    })
    expect(box(/^Betreff/)).toHaveAccessibleDescription('Der Betreff ist zu lang.')

    answer(
      graphqlErrors(
        [
          {
            message: 'Zu viele Nachrichten. Bitte warten Sie einen Moment.',
            extensions: { code: 'TOO_MANY_REQUESTS' },
          },
        ],
        429,
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Zu viele Nachrichten. Bitte warten Sie einen Moment.')
    await waitFor(() => {
      expect(alert).toHaveFocus()
    })
  })

  it('shows the busy state while sending', async () => {
    const user = userEvent.setup()
    let release: () => void = () => undefined
    serveCommerce({
      SubmitHelpdeskTicket: () =>
        new Promise((resolve) => {
          release = () => {
            resolve({ submitHelpdeskTicket: { code: 'KT-9Z8Y7X' } })
          }
        }),
    })
    renderComponent(<ContactForm />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
    const busy = await screen.findByRole('button', { name: 'Wird gesendet …' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    await user.click(busy)
    release()
    expect(await screen.findByRole('status')).toHaveTextContent('KT-9Z8Y7X')
    expect(commerceRequests('SubmitHelpdeskTicket')).toHaveLength(1)
  })

  it('sends what a bot wrote into the honeypot, for the server to refuse', async () => {
    const user = userEvent.setup()
    answer('KT-5E6F7G')
    const { container } = renderComponent(<ContactForm />)
    await fill(user)
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')
    if (!trap) throw new Error('no honeypot')
    trap.value = 'https://spam.example'
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
    await screen.findByRole('status')
    expect(commerceRequests('SubmitHelpdeskTicket')[0]?.variables).toMatchObject({
      input: { honeypot: 'https://spam.example' },
    })
  })
})
