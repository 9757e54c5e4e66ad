import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import {
  formSubmissions,
  formUploads,
  serveFormSubmissions,
  serveFormUploads,
  testFile,
  uploadRefusal,
} from '@/testing/forms-api'
import { formField, logoMaxBytes, merchandiseEnquiry } from '@/testing/forms-fixtures'
import { fieldError, graphqlErrors } from '@/testing/graphql-api'
import { renderComponent } from '@/testing/render-component'
import type { DynamicFormFieldsFragment } from '@/gql-content/graphql'
import { DynamicForm } from './dynamic-form'
import { redirectTarget } from './dynamic-form-view'

// react-aria's number field announces through a live region it adds to the body once; the test
// files of a worker share the document, so it goes with the test that made it.
afterEach(() => {
  document.querySelectorAll('[data-live-announcer]').forEach((node) => {
    node.remove()
  })
})

async function renderForm(
  form: DynamicFormFieldsFragment = merchandiseEnquiry,
  url = '/de/verein',
) {
  const view = renderComponent(<DynamicForm form={form} />, { url })
  await screen.findByRole('form', { name: form.title })
  return view
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name })
const submitButton = () => screen.getByRole('button', { name: 'Anfrage senden' })
const logoInput = () => screen.getByLabelText(/^Logo/, { selector: 'input' })

async function fillValid(user: UserEvent) {
  await user.type(field(/^Vereinsname/), 'RFV Hufschlag')
  await user.type(field(/^Ansprechperson/), 'Jana Krüger')
  await user.type(field(/^E-Mail/), 'jana@rfv-hufschlag.example')
  await user.selectOptions(screen.getByRole('combobox', { name: /^Artikel/ }), 'jackets')
  await user.type(screen.getByRole('textbox', { name: /^Stückzahl/ }), '25')
  await user.tab()
  await user.type(field(/^Wünsche/), 'Logo auf dem Rücken')
  await user.upload(logoInput(), [
    testFile('wappen.png', 'image/png'),
    testFile('schriftzug.pdf', 'application/pdf'),
  ])
  await screen.findAllByText('Hochgeladen')
  await waitFor(() => {
    expect(screen.getAllByText('Hochgeladen')).toHaveLength(2)
  })
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }))
}

describe('DynamicForm', () => {
  it('renders every field kind from the definition, labelled, in its width', async () => {
    await renderForm()
    expect(
      screen.getByText('Erzählen Sie uns von Ihrem Verein und Ihrem Logo.'),
    ).toBeInTheDocument()
    const club = field(/^Vereinsname/)
    expect(club).toHaveAttribute('aria-required', 'true')
    expect(screen.getByText('Vereinsname').closest('label')).toHaveTextContent(
      'Vereinsname * (Pflichtfeld)',
    )
    expect(field(/^Ansprechperson/)).toHaveAttribute('aria-required', 'false')
    expect(field(/^E-Mail/)).toHaveAttribute('type', 'email')
    expect(field(/^E-Mail/)).toHaveAttribute('autocomplete', 'email')
    const select = screen.getByRole('combobox', { name: /^Artikel/ })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bitte wählen', 'Schabracken', 'Jacken', 'Caps'])
    expect(screen.getByRole('textbox', { name: /^Stückzahl/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^verringern/i })).toBeInTheDocument()
    expect(field(/^Wünsche/).tagName).toBe('TEXTAREA')
    expect(logoInput()).toHaveAttribute('type', 'file')
    expect(logoInput()).toHaveAttribute('accept', 'image/png,image/jpeg,.pdf')
    expect(logoInput()).toHaveAttribute('multiple')
    expect(logoInput()).toHaveAccessibleDescription(
      'Erlaubt: PNG, JPG, PDF · höchstens 2 MB je Datei · mehrere Dateien möglich',
    )
    expect(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ })).not.toBeChecked()

    // Half a row, a third, two thirds, a whole row on desktop; phones take the full row.
    const cell = (element: HTMLElement) => element.closest('.col-span-1')
    expect(cell(club)).toHaveClass('md:col-span-6')
    expect(cell(screen.getByRole('textbox', { name: /^Stückzahl/ }))).toHaveClass('md:col-span-4')
    expect(cell(field(/^Wünsche/))).toHaveClass('md:col-span-8')
    expect(cell(logoInput())).toHaveClass('md:col-span-12')
  })

  it('has a honeypot that people neither see nor reach', async () => {
    const { container } = await renderForm()
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')
    expect(trap).not.toBeNull()
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap).toHaveAttribute('autocomplete', 'off')
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('textbox', { name: /leer/ })).toBeNull()
  })

  it('checks each field before sending and moves focus to the first invalid one', async () => {
    const user = userEvent.setup()
    serveFormSubmissions()
    await renderForm()
    await user.click(submitButton())
    await waitFor(() => {
      expect(field(/^Vereinsname/)).toHaveFocus()
    })
    for (const name of [/^Vereinsname/, /^E-Mail/]) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true')
      expect(field(name)).toHaveAccessibleDescription('Dies ist ein Pflichtfeld.')
    }
    expect(screen.getByRole('combobox', { name: /^Artikel/ })).toHaveAccessibleDescription(
      'Dies ist ein Pflichtfeld.',
    )
    expect(screen.getByRole('textbox', { name: /^Stückzahl/ })).toHaveAccessibleDescription(
      'Dies ist ein Pflichtfeld.',
    )
    expect(logoInput()).toHaveAccessibleDescription(/Dies ist ein Pflichtfeld\.$/)
    expect(
      screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }),
    ).toHaveAccessibleDescription('Dies ist ein Pflichtfeld.')
    // Optional fields stay quiet.
    expect(field(/^Ansprechperson/)).toHaveAttribute('aria-invalid', 'false')
    expect(formSubmissions()).toEqual([])
  })

  it.each([
    [
      'de',
      'Dies ist ein Pflichtfeld.',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      'Bitte höchstens 80 Zeichen eingeben.',
    ],
    [
      'en',
      'This is a required field.',
      'Please enter a valid email format.',
      'Please enter no more than 80 characters.',
    ],
    [
      'fr',
      'Ce champ est obligatoire.',
      'Veuillez saisir une adresse e-mail valide.',
      'Veuillez saisir au maximum 80 caractères.',
    ],
  ] as const)(
    'explains broken rules in %s as a field is left',
    async (lang, required, email, tooLong) => {
      const user = userEvent.setup()
      await activateLocale(lang)
      await renderForm(merchandiseEnquiry, `/${lang}/verein`)
      const [club, , mail] = screen.getAllByRole('textbox')
      if (!club || !mail) throw new Error('fields missing')
      await user.click(club)
      await user.tab()
      expect(club).toHaveAccessibleDescription(required)
      await user.type(club, 'x'.repeat(81))
      expect(club).toHaveAccessibleDescription(tooLong)
      await user.type(mail, 'kein-at-zeichen')
      await user.tab()
      expect(mail).toHaveAccessibleDescription(email)
      await user.clear(mail)
      await user.type(mail, 'jana@rfv.example')
      expect(mail).toHaveAccessibleDescription('')
    },
  )

  it('keeps a typed number within its bounds when it is committed', async () => {
    const user = userEvent.setup()
    await renderForm()
    const quantity = screen.getByRole('textbox', { name: /^Stückzahl/ })
    await user.type(quantity, '3')
    await user.tab()
    expect(quantity).toHaveValue('10')
    await user.clear(quantity)
    await user.type(quantity, '1200{Enter}')
    expect(quantity).toHaveValue('500')
  })

  it('steps the number field by keyboard within its bounds', async () => {
    const user = userEvent.setup()
    await renderForm()
    const quantity = screen.getByRole('textbox', { name: /^Stückzahl/ })
    await user.click(quantity)
    await user.keyboard('{ArrowUp}')
    expect(quantity).toHaveValue('10')
    await user.keyboard('{ArrowUp}')
    expect(quantity).toHaveValue('11')
    await user.keyboard('{PageUp}')
    expect(quantity).toHaveValue('21')
    await user.keyboard('{PageDown}{PageDown}{PageDown}')
    expect(quantity).toHaveValue('10')
    expect(screen.getByRole('button', { name: /^verringern/i })).toBeDisabled()
    await user.keyboard('{End}')
    expect(quantity).toHaveValue('500')
    expect(screen.getByRole('button', { name: /^erhöhen/i })).toBeDisabled()
    await user.keyboard('{Home}')
    expect(quantity).toHaveValue('10')
    // Letters cannot be typed into it.
    await user.type(quantity, 'abc')
    expect(quantity).toHaveValue('10')
  })

  it('sends every field as text with the uploads by id and shows the confirmation', async () => {
    const user = userEvent.setup()
    serveFormUploads()
    serveFormSubmissions()
    await renderForm()
    await fillValid(user)
    expect(
      formUploads().map(({ form, field, file, store }) => [form, field, file?.name, store]),
    ).toEqual([
      ['3', 'logo', 'wappen.png', 'shop_de'],
      ['3', 'logo', 'schriftzug.pdf', 'shop_de'],
    ])
    await user.click(submitButton())

    const confirmation = await screen.findByRole('status')
    expect(confirmation).toHaveTextContent(
      'Danke für Ihre Anfrage! Wir melden uns innerhalb von zwei Werktagen.',
    )
    await waitFor(() => {
      expect(confirmation).toHaveFocus()
    })
    expect(screen.queryByRole('form')).toBeNull()
    const [sent] = formSubmissions()
    expect(sent?.store).toBe('shop_de')
    expect(sent?.variables).toEqual({
      data: {
        form: 3,
        honeypot: '',
        submissionData: [
          { field: 'club', value: 'RFV Hufschlag' },
          { field: 'contact', value: 'Jana Krüger' },
          { field: 'email', value: 'jana@rfv-hufschlag.example' },
          { field: 'product', value: 'jackets' },
          { field: 'quantity', value: '25' },
          { field: 'notes', value: 'Logo auf dem Rücken' },
          { field: 'logo', value: 'u1,u2' },
          { field: 'privacy', value: 'true' },
        ],
      },
    })
  })

  it('leaves empty optional fields out and sends an unticked checkbox as false', async () => {
    const user = userEvent.setup()
    serveFormSubmissions()
    const form: DynamicFormFieldsFragment = {
      ...merchandiseEnquiry,
      fields: [
        formField({ name: 'name', blockType: 'text', label: 'Name', required: true }),
        formField({ name: 'phone', blockType: 'text', label: 'Telefon' }),
        formField({ name: 'count', blockType: 'number', label: 'Anzahl' }),
        formField({ name: 'files', blockType: 'upload', label: 'Dateien' }),
        formField({ name: 'news', blockType: 'checkbox', label: 'Neuigkeiten per E-Mail' }),
        formField({
          name: 'size',
          blockType: 'select',
          label: 'Größe',
          options: [{ label: 'M', value: 'm' }],
        }),
      ],
    }
    await renderForm(form)
    await user.type(field(/^Name/), '  Jana  ')
    await user.click(submitButton())
    await screen.findByRole('status')
    expect(formSubmissions()[0]?.variables).toEqual({
      data: {
        form: 3,
        honeypot: '',
        submissionData: [
          { field: 'name', value: 'Jana' },
          { field: 'news', value: 'false' },
        ],
      },
    })
  })

  it('prefills each field with its default value, half-width fields side by side on wider screens', async () => {
    const user = userEvent.setup()
    serveFormSubmissions()
    const form: DynamicFormFieldsFragment = {
      ...merchandiseEnquiry,
      fields: [
        formField({
          name: 'club',
          blockType: 'text',
          label: 'Verein',
          width: 50,
          defaultValue: 'RFV Hufschlag',
        }),
        formField({
          name: 'size',
          blockType: 'select',
          label: 'Größe',
          width: 50,
          defaultValue: 'm',
          options: [
            { label: 'S', value: 's' },
            { label: 'M', value: 'm' },
          ],
        }),
        formField({
          name: 'news',
          blockType: 'checkbox',
          label: 'Neuigkeiten',
          defaultValue: 'true',
        }),
        formField({ name: 'terms', blockType: 'checkbox', label: 'Bedingungen' }),
        formField({ name: 'count', blockType: 'number', label: 'Anzahl', defaultValue: '2' }),
        formField({
          name: 'note',
          blockType: 'textarea',
          label: 'Hinweis',
          defaultValue: 'Bitte bis Mai',
        }),
      ],
    }
    await renderForm(form)
    const club = field(/^Verein/)
    const size = screen.getByRole('combobox', { name: /^Größe/ })
    expect(club).toHaveValue('RFV Hufschlag')
    expect(size).toHaveValue('m')
    expect(screen.getByRole('checkbox', { name: /^Neuigkeiten/ })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: /^Bedingungen/ })).not.toBeChecked()
    expect(screen.getByRole('textbox', { name: /^Anzahl/ })).toHaveValue('2')
    expect(field(/^Hinweis/)).toHaveValue('Bitte bis Mai')
    // Half a row each on wider screens (the two share one), the full row on a phone.
    const cell = (element: HTMLElement) => element.closest('.col-span-1')
    for (const element of [club, size]) {
      expect(cell(element)).toHaveClass('col-span-1', 'md:col-span-6')
      expect(cell(element)?.parentElement).toHaveClass('grid-cols-1', 'md:grid-cols-12')
    }
    expect(cell(field(/^Hinweis/))).toHaveClass('md:col-span-12')

    // The defaults are sent as they are, a changed one as changed.
    await user.clear(club)
    await user.type(club, 'RV Lindenhof')
    await user.click(submitButton())
    await screen.findByRole('status')
    expect(formSubmissions()[0]?.variables).toEqual({
      data: {
        form: 3,
        honeypot: '',
        submissionData: [
          { field: 'club', value: 'RV Lindenhof' },
          { field: 'size', value: 'm' },
          { field: 'news', value: 'true' },
          { field: 'terms', value: 'false' },
          { field: 'count', value: '2' },
          { field: 'note', value: 'Bitte bis Mai' },
        ],
      },
    })
  })

  it('shows the busy state while sending and sends only once', async () => {
    const user = userEvent.setup()
    let answer: (value: unknown) => void = () => undefined
    serveFormSubmissions(
      () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    )
    const form: DynamicFormFieldsFragment = {
      ...merchandiseEnquiry,
      fields: [formField({ name: 'name', blockType: 'text', label: 'Name' })],
    }
    await renderForm(form)
    await user.click(submitButton())
    const busy = await screen.findByRole('button', { name: 'Wird gesendet …' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    expect(busy).toHaveFocus()
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true')
    await user.click(busy)
    answer({ createFormSubmission: { id: 9 } })
    expect(await screen.findByRole('status')).toHaveTextContent('Danke für Ihre Anfrage!')
    expect(formSubmissions()).toHaveLength(1)
  })

  it('shows the server’s field errors beside their fields and focuses the first', async () => {
    const user = userEvent.setup()
    serveFormUploads()
    serveFormSubmissions(() =>
      graphqlErrors([
        fieldError('email', 'Diese Adresse nimmt keine E-Mails an.'),
        fieldError('submissionData.quantity', 'Die Stückzahl ist zu hoch.'),
      ]),
    )
    await renderForm()
    await fillValid(user)
    await user.click(submitButton())
    await waitFor(() => {
      expect(field(/^E-Mail/)).toHaveFocus()
    })
    expect(field(/^E-Mail/)).toHaveAccessibleDescription('Diese Adresse nimmt keine E-Mails an.')
    expect(screen.getByRole('textbox', { name: /^Stückzahl/ })).toHaveAccessibleDescription(
      'Die Stückzahl ist zu hoch.',
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows errors about the whole submission above the form', async () => {
    const user = userEvent.setup()
    serveFormSubmissions(() =>
      graphqlErrors([
        {
          message: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
          extensions: { code: 'TOO_MANY_REQUESTS' },
        },
      ]),
    )
    const form: DynamicFormFieldsFragment = {
      ...merchandiseEnquiry,
      fields: [formField({ name: 'name', blockType: 'text', label: 'Name' })],
    }
    await renderForm(form)
    await user.click(submitButton())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Zu viele Anfragen. Bitte warten Sie einen Moment.')
    await waitFor(() => {
      expect(alert).toHaveFocus()
    })
    // Unreachable server: a translated text instead.
    serveFormSubmissions(() => new Response('gateway down', { status: 502 }))
    await user.click(submitButton())
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
      )
    })
  })

  it('goes to an internal redirect through the router', async () => {
    const user = userEvent.setup()
    serveFormSubmissions()
    const form: DynamicFormFieldsFragment = {
      ...merchandiseEnquiry,
      confirmationType: 'redirect',
      redirect: { url: '/de/service/danke' },
      fields: [formField({ name: 'name', blockType: 'text', label: 'Name' })],
    }
    const { router } = await renderForm(form)
    await user.click(submitButton())
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/service/danke')
    })
  })
})

describe('upload fields', () => {
  it('refuses files of other types and files over the limit before sending them', async () => {
    const user = userEvent.setup({ applyAccept: false })
    serveFormUploads()
    await renderForm()
    await user.upload(logoInput(), [
      testFile(
        'vertrag.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
      testFile('riesig.png', 'image/png', logoMaxBytes + 1),
      testFile('leer.pdf', 'application/pdf', 0),
    ])
    expect(
      await screen.findByText(
        '„vertrag.docx“ hat keinen erlaubten Dateityp. Erlaubt: PNG, JPG, PDF.',
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText('„riesig.png“ ist zu groß. Erlaubt sind höchstens 2 MB.'),
    ).toBeInTheDocument()
    expect(screen.getByText('„leer.pdf“ ist leer.')).toBeInTheDocument()
    expect(formUploads()).toEqual([])
  })

  it('shows why the server refused a file and lets finished files be removed', async () => {
    const user = userEvent.setup()
    serveFormUploads((upload) =>
      upload.file?.name === 'getarnt.png'
        ? uploadRefusal('Der Inhalt der Datei passt nicht zu ihrem Typ.')
        : undefined,
    )
    await renderForm()
    await user.upload(logoInput(), [
      testFile('getarnt.png', 'image/png'),
      testFile('wappen.png', 'image/png'),
    ])
    expect(
      await screen.findByText(
        '„getarnt.png“ wurde nicht angenommen: Der Inhalt der Datei passt nicht zu ihrem Typ.',
      ),
    ).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Dateien für Logo' })
    await within(list).findByText('Hochgeladen')
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(within(list).getByText('wappen.png')).toBeInTheDocument()

    await user.click(within(list).getByRole('button', { name: 'Entfernen: wappen.png' }))
    expect(screen.queryByRole('list', { name: 'Dateien für Logo' })).toBeNull()
    expect(logoInput()).toHaveFocus()
  })

  it('keeps one file in a single-file field, replacing it on a new choice', async () => {
    const user = userEvent.setup()
    serveFormUploads()
    serveFormSubmissions()
    const form: DynamicFormFieldsFragment = {
      ...merchandiseEnquiry,
      fields: [
        formField({
          name: 'scan',
          blockType: 'upload',
          label: 'Scan',
          allowedFiletypes: ['image/*'],
        }),
      ],
    }
    await renderForm(form)
    const input = screen.getByLabelText('Scan', { selector: 'input' })
    expect(input).not.toHaveAttribute('multiple')
    expect(input).toHaveAccessibleDescription('Erlaubt: Bilder · eine Datei')
    await user.upload(input, testFile('erster.jpg', 'image/jpeg'))
    await screen.findByText('Hochgeladen')
    await user.upload(input, testFile('zweiter.webp', 'image/webp'))
    await waitFor(() => {
      expect(screen.queryByText('erster.jpg')).toBeNull()
    })
    await screen.findByText('Hochgeladen')
    expect(screen.getByText('zweiter.webp')).toBeInTheDocument()
    await user.click(submitButton())
    await screen.findByRole('status')
    expect(formSubmissions()[0]?.variables).toMatchObject({
      data: { submissionData: [{ field: 'scan', value: 'u2' }] },
    })
  })
})

describe('redirectTarget', () => {
  it.each([
    ['/de/danke', { internal: '/de/danke' }],
    ['https://shop.example/fr/merci?x=1#top', { internal: '/fr/merci?x=1#top' }],
    ['https://verein.example/danke', { external: 'https://verein.example/danke' }],
    ['//evil.example/phish', null],
    ['javascript:alert(1)', null],
    ['danke', null],
  ])('%s', (url, target) => {
    expect(redirectTarget(url, 'https://shop.example')).toEqual(target)
  })
})
