import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { addGuestEntry, removeGuestEntries } from '@/features/wishlist/lib/guest-wishlist'
import { activateLocale } from '@/lib/i18n'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { fieldError, graphqlErrors } from '@/testing/graphql-api'
import { phoneWidth, setViewportWidth } from '@/testing/match-media'
import { renderRoute } from '@/testing/render-route'
import {
  restError,
  serveSignIn,
  sessionRequests,
  signInAs,
  testUser,
  type TestUser,
} from '@/testing/session-api'

const password = 'Reiten-Lena1'

/** The server's sign-in: the test customer with her password, else the translated refusal. */
function serveTestCustomer(user: TestUser = testUser) {
  serveSignIn(({ email, password: given }) =>
    email === user.email && given === password
      ? user
      : restError(401, {
          message:
            'Die Anmeldung war nicht korrekt oder Ihr Konto ist vorübergehend gesperrt. Bitte warten Sie und versuchen Sie es später erneut.',
          code: 'AUTHENTICATION_FAILED',
        }),
  )
}

const signInForm = () => screen.findByRole('form', { name: 'Anmelden' })
const registrationForm = () => screen.findByRole('form', { name: 'Neues Kundenkonto' })
const toast = (message: string) => screen.findByRole('alertdialog', { name: message })

async function signInWith(email: string, secret: string) {
  const user = userEvent.setup()
  const form = await signInForm()
  await user.type(within(form).getByRole('textbox', { name: /E-Mail-Adresse/ }), email)
  await user.type(within(form).getByLabelText(/^Passwort/), secret)
  await user.click(within(form).getByRole('button', { name: 'Anmelden' }))
  return { user, form }
}

describe('the account page: sign-in', () => {
  it('asks for the address and the password with what password managers need', async () => {
    renderRoute('/de/account')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anmelden oder registrieren' }),
    ).toBeInTheDocument()
    const form = await signInForm()
    expect(within(form).getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveAttribute(
      'autocomplete',
      'username',
    )
    expect(within(form).getByLabelText(/^Passwort/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    )
    expect(within(form).getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/de/account/forgot-password',
    )
  })

  it('tells a visitor with saved items that signing in keeps them', async () => {
    addGuestEntry({ sku: 'HOSE-1', quantity: 1, added_at: '2026-11-24T10:00:00Z' })
    try {
      renderRoute('/de/account')
      expect(
        await screen.findByText(
          'Ihr gemerkter Artikel bleibt erhalten: Nach der Anmeldung finden Sie ihn auf Ihrer Wunschliste.',
        ),
      ).toBeInTheDocument()
    } finally {
      removeGuestEntries(() => true)
    }
    renderRoute('/de/account')
    await signInForm()
    expect(screen.queryByText(/bleibt erhalten|bleiben erhalten/)).not.toBeInTheDocument()
  })

  it('shows the password on request and hides it again', async () => {
    const user = userEvent.setup()
    renderRoute('/de/account')
    const form = await signInForm()
    const field = within(form).getByLabelText(/^Passwort/)
    const toggle = within(form).getByRole('button', { name: 'Passwort anzeigen' })
    await user.type(field, 'geheim')
    expect(field).toHaveAttribute('type', 'password')
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(field).toHaveAttribute('type', 'text')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await user.click(toggle)
    expect(field).toHaveAttribute('type', 'password')
  })

  it('checks the fields before sending and moves the focus to the first error', async () => {
    const user = userEvent.setup()
    renderRoute('/de/account')
    const form = await signInForm()
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }))
    const email = within(form).getByRole('textbox', { name: /E-Mail-Adresse/ })
    expect(email).toHaveFocus()
    expect(email).toHaveAccessibleDescription('Dies ist ein Pflichtfeld.')
    expect(within(form).getByLabelText(/^Passwort/)).toHaveAccessibleDescription(
      'Dies ist ein Pflichtfeld.',
    )
    await user.type(email, 'lena@stall')
    expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    expect(sessionRequests('POST')).toEqual([])
  })

  it('signs in, says so, shows the name in the header and goes on to the customer area', async () => {
    serveTestCustomer()
    const { router } = renderRoute('/de/account')
    await signInWith(` ${testUser.email} `, password)
    expect(await toast('Sie sind jetzt angemeldet.')).toBeInTheDocument()
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/customer')
    })
    expect(sessionRequests('POST')).toEqual([
      expect.objectContaining({ body: { email: testUser.email, password }, locale: 'de' }),
    ])
    const header = screen.getByRole('banner')
    expect(await within(header).findByRole('link', { name: /Lena/ })).toHaveAttribute(
      'href',
      '/de/customer',
    )
  })

  it('goes back to the page the guard came from', async () => {
    serveTestCustomer()
    const { router } = renderRoute('/de/account?redirect=%2Fde%2Fcheckout%3Fstep%3D2')
    expect(await screen.findByText('Bitte melden Sie sich an, um fortzufahren.')).toBeVisible()
    await signInWith(testUser.email, password)
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/checkout')
    })
    expect(router.state.location.search).toBe('?step=2')
    expect(await screen.findByRole('heading', { level: 1, name: 'Kasse' })).toBeInTheDocument()
  })

  it.each([
    'https://evil.example/de/checkout',
    '//evil.example/de/checkout',
    '/\\evil.example',
    '/de/account',
  ])('never follows %s, only paths of the shop', async (target) => {
    serveTestCustomer()
    const { router } = renderRoute(`/de/account?redirect=${encodeURIComponent(target)}`)
    await signInForm()
    expect(screen.queryByText('Bitte melden Sie sich an, um fortzufahren.')).toBeNull()
    await signInWith(testUser.email, password)
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/customer')
    })
  })

  it('shows the server’s refusal of wrong credentials above the form, focused', async () => {
    serveTestCustomer()
    const { router } = renderRoute('/de/account')
    await signInWith(testUser.email, 'falsch')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Die Anmeldung war nicht korrekt oder Ihr Konto ist vorübergehend gesperrt.',
    )
    await waitFor(() => {
      expect(alert).toHaveFocus()
    })
    expect(router.state.location.pathname).toBe('/de/account')
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Anmelden' })).toBeVisible()
  })

  it('shows a lock (429) above the form', async () => {
    serveSignIn(() =>
      restError(
        429,
        {
          message:
            'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut, oder setzen Sie Ihr Passwort zurück.',
          code: 'TOO_MANY_REQUESTS',
        },
        { 'Retry-After': '300' },
      ),
    )
    renderRoute('/de/account')
    await signInWith(testUser.email, password)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Zu viele fehlgeschlagene Anmeldeversuche\./,
    )
  })

  it('says the sign-in failed when no answer comes', async () => {
    serveSignIn(() => Response.error())
    renderRoute('/de/account')
    await signInWith(testUser.email, password)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Anmeldung hat nicht geklappt. Bitte versuchen Sie es erneut.',
    )
  })

  it('sends a signed-in customer on at once', async () => {
    signInAs(testUser)
    const { router } = renderRoute('/de/account?redirect=%2Fde%2Fcheckout')
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/checkout')
    })
  })

  it('speaks English and French', async () => {
    await activateLocale('en')
    const { unmount } = renderRoute('/en/account')
    const en = await screen.findByRole('form', { name: 'Sign in' })
    expect(within(en).getByRole('textbox', { name: /Email address/ })).toBeInTheDocument()
    expect(within(en).getByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'New customer account' })).toBeInTheDocument()
    unmount()
    await activateLocale('fr')
    renderRoute('/fr/account')
    const fr = await screen.findByRole('form', { name: 'Se connecter' })
    expect(within(fr).getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/fr/account/forgot-password',
    )
    expect(screen.getByRole('form', { name: 'Nouveau compte client' })).toBeInTheDocument()
  })

  it('puts sign-in and registration into tabs on a phone', async () => {
    setViewportWidth(phoneWidth)
    const user = userEvent.setup()
    renderRoute('/de/account')
    const tabs = await screen.findByRole('tablist', { name: 'Anmelden oder Kundenkonto anlegen' })
    expect(within(tabs).getByRole('tab', { name: 'Anmelden' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('form', { name: 'Anmelden' })).toBeVisible()
    expect(screen.queryByRole('form', { name: 'Neues Kundenkonto' })).toBeNull()
    within(tabs).getByRole('tab', { name: 'Anmelden' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(within(tabs).getByRole('tab', { name: 'Neues Kundenkonto' })).toHaveFocus()
    expect(await registrationForm()).toBeVisible()
  })
})

/** Fills the registration form; `values` replaces what it names. */
async function fillRegistration(values: Partial<Record<string, string>> = {}) {
  const user = userEvent.setup()
  const form = await registrationForm()
  const all = {
    firstname: 'Lena',
    lastname: 'Huber',
    email: 'neu@paddock.example',
    password,
    confirm: password,
    ...values,
  }
  const type = async (field: HTMLElement, text: string) => {
    await user.clear(field)
    if (text !== '') await user.type(field, text)
  }
  await type(within(form).getByRole('textbox', { name: /Vorname/ }), all.firstname)
  await type(within(form).getByRole('textbox', { name: /Nachname/ }), all.lastname)
  await type(within(form).getByRole('textbox', { name: /E-Mail-Adresse/ }), all.email)
  await type(within(form).getByLabelText(/^Passwort \*/), all.password)
  await type(within(form).getByLabelText(/^Passwort wiederholen/), all.confirm)
  return { user, form }
}

describe('the account page: registration', () => {
  it('asks for names, address, password twice, birthday and the newsletter, with autocomplete', async () => {
    renderRoute('/de/account')
    const form = await registrationForm()
    const attr = (element: HTMLElement) => element.getAttribute('autocomplete')
    expect(attr(within(form).getByRole('textbox', { name: /Vorname/ }))).toBe('given-name')
    expect(attr(within(form).getByRole('textbox', { name: /Nachname/ }))).toBe('family-name')
    expect(attr(within(form).getByRole('textbox', { name: /E-Mail-Adresse/ }))).toBe('email')
    expect(attr(within(form).getByLabelText(/^Passwort \*/))).toBe('new-password')
    expect(attr(within(form).getByLabelText(/^Passwort wiederholen/))).toBe('new-password')
    const birthday = within(form).getByLabelText(/^Geburtsdatum/)
    expect(birthday).toHaveAttribute('type', 'date')
    expect(attr(birthday)).toBe('bday')
    expect(within(form).getByText('(optional)')).toBeInTheDocument()
    const newsletter = within(form).getByRole('checkbox', {
      name: 'Ja, ich möchte den Newsletter von Paddock erhalten.',
    })
    expect(newsletter).not.toBeChecked()
    expect(newsletter).toHaveAccessibleDescription(/^Damit willigen Sie ein/)
  })

  it('checks every field at once and focuses the first error', async () => {
    const user = userEvent.setup()
    renderRoute('/de/account')
    const form = await registrationForm()
    await user.click(within(form).getByRole('button', { name: 'Kundenkonto anlegen' }))
    const firstname = within(form).getByRole('textbox', { name: /Vorname/ })
    expect(firstname).toHaveFocus()
    for (const field of [
      firstname,
      within(form).getByRole('textbox', { name: /Nachname/ }),
      within(form).getByRole('textbox', { name: /E-Mail-Adresse/ }),
      within(form).getByLabelText(/^Passwort wiederholen/),
    ]) {
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Dies ist ein Pflichtfeld.'),
      )
    }
    expect(commerceRequests()).not.toContainEqual(
      expect.objectContaining({ operationName: 'CreateCustomer' }),
    )
  })

  it('checks the password rules while typing, with the server’s words', async () => {
    const user = userEvent.setup()
    renderRoute('/de/account')
    const form = await registrationForm()
    const field = within(form).getByLabelText(/^Passwort \*/)
    const rules = within(form).getByRole('list', { name: 'Regeln für das Passwort' })
    const [length, classes] = within(rules).getAllByRole('listitem')
    expect(length).toHaveTextContent(
      'Das Passwort muss mindestens 8 Zeichen lang sein. (noch nicht erfüllt)',
    )
    await user.type(field, 'sattel')
    expect(classes).toHaveTextContent('(noch nicht erfüllt)')
    await user.type(field, '-2026')
    expect(length).toHaveTextContent('(erfüllt)')
    expect(classes).toHaveTextContent(
      'Das Passwort muss 3 von 4 Kriterien erfüllen: Großbuchstaben, Kleinbuchstaben, Ziffern, Sonderzeichen. (erfüllt)',
    )
    expect(field).toHaveAccessibleDescription(expect.stringContaining('(erfüllt)'))

    await fillRegistration({ password: 'sattelgurt' })
    await user.click(within(form).getByRole('button', { name: 'Kundenkonto anlegen' }))
    expect(field).toHaveFocus()
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'Das Passwort muss 3 von 4 Kriterien erfüllen: Großbuchstaben, Kleinbuchstaben, Ziffern, Sonderzeichen.',
      ),
    )
    await fillRegistration({ password: 'Sa-1' })
    await user.click(within(form).getByRole('button', { name: 'Kundenkonto anlegen' }))
    expect(field).toHaveAccessibleDescription(
      expect.stringMatching(/Das Passwort muss mindestens 8 Zeichen lang sein\.$/),
    )
  })

  it('asks for the same password twice', async () => {
    const { user, form } = await (async () => {
      renderRoute('/de/account')
      return fillRegistration({ confirm: `${password}x` })
    })()
    await user.click(within(form).getByRole('button', { name: 'Kundenkonto anlegen' }))
    const confirm = within(form).getByLabelText(/^Passwort wiederholen/)
    expect(confirm).toHaveFocus()
    expect(confirm).toHaveAccessibleDescription(
      'Die beiden Passworteingaben müssen übereinstimmen.',
    )
    expect(commerceRequests('CreateCustomer')).toEqual([])
  })

  it('creates the account, signs in with the same credentials and goes on', async () => {
    serveCommerce({
      IsEmailAvailable: () => ({ isEmailAvailable: { is_email_available: true } }),
      CreateCustomer: () => ({ createCustomerV2: { customer: { email: 'neu@paddock.example' } } }),
    })
    const newcomer = { email: 'neu@paddock.example', firstname: 'Lena', lastname: 'Huber' }
    serveTestCustomer(newcomer)
    const { router } = renderRoute('/de/account?redirect=%2Fde%2Fcheckout')
    const { user, form } = await fillRegistration()
    await user.click(within(form).getByRole('checkbox', { name: /Newsletter/ }))
    await user.click(within(form).getByRole('button', { name: 'Kundenkonto anlegen' }))
    expect(
      await toast('Vielen Dank für Ihre Registrierung! Ihr Kundenkonto ist angelegt.'),
    ).toBeInTheDocument()
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/checkout')
    })
    expect(commerceRequests('IsEmailAvailable')[0]?.variables).toEqual({
      email: 'neu@paddock.example',
    })
    expect(commerceRequests('CreateCustomer')).toEqual([
      expect.objectContaining({
        locale: 'de',
        variables: {
          input: {
            firstname: 'Lena',
            lastname: 'Huber',
            email: 'neu@paddock.example',
            password,
            is_subscribed: true,
          },
        },
      }),
    ])
    expect(sessionRequests('POST')[0]?.body).toEqual({ email: 'neu@paddock.example', password })
  })

  it('sends the date of birth as the date input gives it, and is_subscribed false unticked', async () => {
    serveCommerce({
      IsEmailAvailable: () => ({ isEmailAvailable: { is_email_available: true } }),
      CreateCustomer: () => ({ createCustomerV2: { customer: { email: 'neu@paddock.example' } } }),
    })
    serveTestCustomer({ email: 'neu@paddock.example', firstname: 'Lena', lastname: 'Huber' })
    renderRoute('/de/account')
    const { user, form } = await fillRegistration()
    await user.type(within(form).getByLabelText(/^Geburtsdatum/), '1994-03-18')
    await user.click(within(form).getByRole('button', { name: 'Kundenkonto anlegen' }))
    await waitFor(() => {
      expect(commerceRequests('CreateCustomer')).toHaveLength(1)
    })
    expect(commerceRequests('CreateCustomer')[0]?.variables.input).toMatchObject({
      date_of_birth: '1994-03-18',
      is_subscribed: false,
    })
  })

  it('answers a taken address only with “please check your inbox”', async () => {
    // The server answers a taken address like a new one and mails its owner; the sign-in then fails.
    serveCommerce({
      IsEmailAvailable: () => ({ isEmailAvailable: { is_email_available: true } }),
      CreateCustomer: () => ({ createCustomerV2: { customer: { email: testUser.email } } }),
    })
    serveTestCustomer()
    const { router } = renderRoute('/de/account')
    const { user, form } = await fillRegistration({
      email: testUser.email,
      password: 'Anderes-Pw9',
      confirm: 'Anderes-Pw9',
    })
    await user.click(within(form).getByRole('button', { name: 'Kundenkonto anlegen' }))
    const outcome = await screen.findByRole('status')
    expect(outcome).toHaveTextContent(
      `Bitte schauen Sie in Ihr PostfachWir haben Ihnen eine E-Mail an ${testUser.email} geschickt.`,
    )
    await waitFor(() => {
      expect(outcome).toHaveFocus()
    })
    expect(screen.queryByText(/nicht verwendet werden|bereits ein Konto|vergeben/)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(router.state.location.pathname).toBe('/de/account')
  })

  it('puts the server’s field errors beside their fields and focuses the first', async () => {
    serveCommerce({
      IsEmailAvailable: () => ({ isEmailAvailable: { is_email_available: true } }),
      CreateCustomer: () =>
        graphqlErrors([
          fieldError('email', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
          fieldError(
            'date_of_birth',
            'Ungültiges Datumsformat. Bitte geben Sie ein gültiges Geburtsdatum ein.',
          ),
        ]),
    })
    renderRoute('/de/account')
    const { user, form } = await fillRegistration({ email: 'neu@paddock.example' })
    await user.type(within(form).getByLabelText(/^Geburtsdatum/), '2099-01-01')
    await user.click(within(form).getByRole('button', { name: 'Kundenkonto anlegen' }))
    const email = within(form).getByRole('textbox', { name: /E-Mail-Adresse/ })
    await waitFor(() => {
      expect(email).toHaveFocus()
    })
    expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    expect(within(form).getByLabelText(/^Geburtsdatum/)).toHaveAccessibleDescription(
      'Ungültiges Datumsformat. Bitte geben Sie ein gültiges Geburtsdatum ein.',
    )
    expect(sessionRequests('POST')).toEqual([])
  })

  it('shows a rate limit above the form', async () => {
    serveCommerce({
      IsEmailAvailable: () => ({ isEmailAvailable: { is_email_available: true } }),
      CreateCustomer: () =>
        graphqlErrors([
          {
            message:
              'Zu viele Versuche in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
            extensions: { code: 'TOO_MANY_REQUESTS', category: 'graphql' },
          },
        ]),
    })
    renderRoute('/de/account')
    const { user, form } = await fillRegistration()
    await user.click(within(form).getByRole('button', { name: 'Kundenkonto anlegen' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Zu viele Versuche/)
  })

  it('refuses an address the shop’s check refuses (PADDOCK_EMAIL_CHECK)', async () => {
    serveCommerce({
      IsEmailAvailable: () => ({ isEmailAvailable: { is_email_available: false } }),
    })
    renderRoute('/de/account')
    const { user, form } = await fillRegistration()
    await user.click(within(form).getByRole('button', { name: 'Kundenkonto anlegen' }))
    const email = within(form).getByRole('textbox', { name: /E-Mail-Adresse/ })
    await waitFor(() => {
      expect(email).toHaveFocus()
    })
    expect(email).toHaveAccessibleDescription(
      'Diese E-Mail-Adresse kann für Ihr Konto nicht verwendet werden. Bitte wählen Sie eine andere.',
    )
    expect(commerceRequests('CreateCustomer')).toEqual([])
  })

  it('shows that it is busy and sends once', async () => {
    let release: () => void = () => undefined
    serveCommerce({
      IsEmailAvailable: () => ({ isEmailAvailable: { is_email_available: true } }),
      CreateCustomer: () =>
        new Promise((resolve) => {
          release = () => {
            resolve({ createCustomerV2: { customer: { email: 'neu@paddock.example' } } })
          }
        }),
    })
    serveTestCustomer({ email: 'neu@paddock.example', firstname: 'Lena', lastname: 'Huber' })
    renderRoute('/de/account')
    const { user, form } = await fillRegistration()
    await user.click(within(form).getByRole('button', { name: 'Kundenkonto anlegen' }))
    const busy = await within(form).findByRole('button', { name: 'Kundenkonto wird angelegt …' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    expect(form).toHaveAttribute('aria-busy', 'true')
    await user.click(busy)
    release()
    await toast('Vielen Dank für Ihre Registrierung! Ihr Kundenkonto ist angelegt.')
    expect(commerceRequests('CreateCustomer')).toHaveLength(1)
  })
})
