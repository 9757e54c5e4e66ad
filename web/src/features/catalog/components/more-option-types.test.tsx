import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderComponent } from '@/testing/render-component'
import { RestError } from '@/lib/rest-client'
import {
  cartOptions,
  choiceSummary,
  noOptionValues,
  optionProblems,
  optionsSurcharge,
  type OptionValues,
} from '../lib/custom-option-values'
import type { CustomOption } from '../lib/product-detail'
import { CustomizableOptions } from './customizable-options'
import type { UploadFile } from './file-option-field'

const options: CustomOption[] = [
  {
    kind: 'area',
    uid: 'text',
    title: 'Stickerei',
    required: false,
    maxCharacters: 30,
    price: 5,
    priceType: 'FIXED',
  },
  {
    kind: 'radio',
    uid: 'cord',
    title: 'Kordelfarbe',
    required: true,
    values: [
      { uid: 'gold', title: 'Gold', price: 0, priceType: 'FIXED', availableWith: [] },
      { uid: 'silver', title: 'Silber', price: 0, priceType: 'FIXED', availableWith: [] },
      {
        uid: 'club',
        title: 'In Vereinsfarben',
        price: 10,
        priceType: 'PERCENT',
        availableWith: [],
      },
    ],
  },
  {
    kind: 'file',
    uid: 'logo',
    title: 'Vereinslogo',
    required: true,
    extensions: ['png', 'jpg'],
    maxWidth: 400,
    maxHeight: 300,
    price: 15,
    priceType: 'FIXED',
  },
]

function Fields({
  upload,
  onValues,
}: {
  upload: UploadFile
  onValues?: (values: OptionValues) => void
}) {
  const [values, setValues] = useState<OptionValues>(noOptionValues)
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set())
  const problems = new Map(
    [...optionProblems(options, values)].filter(
      ([uid, problem]) => problem.kind === 'tooLong' || left.has(uid),
    ),
  )
  const change = (next: OptionValues) => {
    setValues(next)
    onValues?.(next)
  }
  return (
    <CustomizableOptions
      options={options}
      values={values}
      problems={problems}
      controlId={(uid) => `option-${uid}`}
      uploadFile={upload}
      onText={(uid, text) => {
        change({ ...values, texts: new Map(values.texts).set(uid, text) })
      }}
      onFile={(uid, token, name) => {
        change({
          ...values,
          texts: new Map(values.texts).set(uid, token),
          files: new Map(values.files).set(uid, name),
        })
      }}
      onChoice={(uid, chosen) => {
        change({ ...values, choices: new Map(values.choices).set(uid, chosen) })
      }}
      onLeave={(uid) => {
        setLeft(new Set(left).add(uid))
      }}
    />
  )
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' })

describe('area, radio and file options', () => {
  it('takes a text of several lines with its count, one radio value by keyboard, and a file uploaded with progress', async () => {
    const user = userEvent.setup()
    let values: OptionValues = noOptionValues
    const upload = vi.fn<UploadFile>((_uid, _file, onProgress) => {
      onProgress(0.5)
      return Promise.resolve({ token: 'f_token', filename: 'logo.png' })
    })
    const { container } = renderComponent(
      <Fields
        upload={upload}
        onValues={(next) => {
          values = next
        }}
      />,
    )
    const area = screen.getByRole('textbox', { name: /Stickerei/ })
    expect(area.tagName).toBe('TEXTAREA')
    await user.type(area, 'RV Lindenhof{Enter}seit 1962')
    expect(screen.getByText('22/30')).toBeInTheDocument()

    // The radio group: one tab stop, the arrow keys choose.
    const group = screen.getByRole('group', { name: /Kordelfarbe/ })
    expect(group).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Gold' }))
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(screen.getByRole('radio', { name: /In Vereinsfarben/ })).toBeChecked()
    expect(screen.getByText('Aufpreis 10 %')).toBeInTheDocument()

    // The file: its types and limits said before choosing.
    const input = screen.getByLabelText(/Vereinslogo/)
    expect(input).toHaveAccessibleDescription(/PNG, JPG, bis 5 MB\. Bilder bis 400 × 300 Pixel\./)
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg')
    await user.upload(input, png())
    await waitFor(() => {
      expect(screen.getByText('Hochgeladen: logo.png')).toBeInTheDocument()
    })
    expect(upload).toHaveBeenCalledWith('logo', expect.any(File), expect.any(Function))
    expect(cartOptions(options, values)).toEqual({
      selected_options: ['club'],
      entered_options: [
        { uid: 'text', value: 'RV Lindenhof\nseit 1962' },
        { uid: 'logo', value: 'f_token' },
      ],
    })
    expect(choiceSummary(options, values).map((line) => line.chosen)).toEqual([
      'RV Lindenhof\nseit 1962',
      'In Vereinsfarben',
      'logo.png',
    ])
    // 5 € + 10 % of 30 € + 15 €.
    expect(optionsSurcharge(options, values, 30)).toBe(23)
    await expectNoAxeViolations(container)

    // Removed, the required file is missing again.
    await user.click(screen.getByRole('button', { name: 'logo.png entfernen' }))
    expect(optionProblems(options, values).get('logo')).toEqual({ kind: 'required' })
  })

  it('shows the server’s refusal of a file beside it', async () => {
    const user = userEvent.setup()
    const upload = vi.fn<UploadFile>(() =>
      Promise.reject(
        new RestError({
          status: 400,
          code: 'BAD_USER_INPUT',
          message: '„Vereinslogo“ nimmt diese Dateitypen: png, jpg.',
        }),
      ),
    )
    const { container } = renderComponent(<Fields upload={upload} />)
    const input = screen.getByLabelText(/Vereinslogo/)
    await user.upload(input, png())
    expect(
      await screen.findByText('„Vereinslogo“ nimmt diese Dateitypen: png, jpg.'),
    ).toBeInTheDocument()
    expect(input).toBeInvalid()
    expect(screen.getByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })
})
