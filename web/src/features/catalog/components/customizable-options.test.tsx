import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderComponent } from '@/testing/render-component'
import {
  choiceSummary,
  noOptionValues,
  optionProblems,
  withoutUnavailable,
  type OptionValues,
} from '../lib/custom-option-values'
import type { CustomOption } from '../lib/product-detail'
import { CustomizableOptions } from './customizable-options'

const options: CustomOption[] = [
  {
    kind: 'field',
    uid: 'name',
    title: 'Name auf dem Rücken',
    required: true,
    maxCharacters: 15,
    price: 10,
    priceType: 'PERCENT',
  },
  {
    kind: 'field',
    uid: 'club',
    title: 'Vereinsname',
    required: false,
    maxCharacters: null,
    price: 4.5,
    priceType: 'FIXED',
  },
  {
    kind: 'drop_down',
    uid: 'type',
    title: 'Logo-Art',
    required: true,
    values: [
      { uid: 'stick', title: 'Stick', price: 0, priceType: 'FIXED', availableWith: [] },
      { uid: 'gravur', title: 'Gravur', price: 2.9, priceType: 'FIXED', availableWith: [] },
      { uid: 'sub', title: 'Sublimation', price: 4.9, priceType: 'FIXED', availableWith: [] },
    ],
  },
  {
    kind: 'checkbox',
    uid: 'extras',
    title: 'Sublimation',
    required: false,
    values: [
      // Printed: only with the sublimated logo.
      { uid: 'logo', title: 'Vereinslogo', price: 4.9, priceType: 'FIXED', availableWith: ['sub'] },
      {
        uid: 'front',
        title: 'Vorderseite',
        price: 5,
        priceType: 'PERCENT',
        availableWith: ['sub'],
      },
    ],
  },
  {
    kind: 'drop_down',
    uid: 'place',
    title: 'Druckort',
    required: true,
    values: [
      // The back only for the club logo; the sleeve for any extra.
      {
        uid: 'back',
        title: 'Rücken',
        price: 0,
        priceType: 'FIXED',
        availableWith: ['sub', 'logo'],
      },
      {
        uid: 'sleeve',
        title: 'Ärmel',
        price: 0,
        priceType: 'FIXED',
        availableWith: ['sub', 'logo', 'front'],
      },
    ],
  },
]

/** The options as the product page holds them: problems show once a field is left. */
function Fields({ onValues }: { onValues?: (values: OptionValues) => void }) {
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
      onText={(uid, text) => {
        change({ ...values, texts: new Map(values.texts).set(uid, text) })
      }}
      onChoice={(uid, chosen) => {
        change(
          withoutUnavailable(options, {
            ...values,
            choices: new Map(values.choices).set(uid, chosen),
          }),
        )
      }}
      onLeave={(uid) => {
        setLeft(new Set(left).add(uid))
      }}
    />
  )
}

describe('CustomizableOptions', () => {
  it('labels each option with its surcharge and marks the required ones', () => {
    renderComponent(<Fields />)
    expect(screen.getByRole('textbox', { name: /Name auf dem Rücken/ })).toBeRequired()
    expect(screen.getByText('Aufpreis 10 %')).toBeInTheDocument()
    expect(screen.getByText(/Aufpreis 4,50/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Vereinsname/ })).not.toBeRequired()
    const select = screen.getByRole('combobox', { name: /Logo-Art/ })
    expect(select).toBeRequired()
    expect(screen.getByRole('option', { name: /Gravur \(Aufpreis 2,90/ })).toBeInTheDocument()
  })

  it('states the limit before typing, counts live and says a longer text is too long instead of cutting it', async () => {
    const user = userEvent.setup()
    renderComponent(<Fields />)
    const field = screen.getByRole('textbox', { name: /Name auf dem Rücken/ })
    expect(screen.getByText('max. 15 Zeichen')).toBeInTheDocument()
    expect(screen.getByText('0/15')).toBeInTheDocument()
    expect(field).toHaveAccessibleDescription('max. 15 Zeichen 0 von 15 Zeichen')
    await user.type(field, 'Reitverein Musterstadt')
    expect(field).toHaveValue('Reitverein Musterstadt')
    expect(screen.getByText('22/15')).toBeInTheDocument()
    expect(field).toBeInvalid()
    expect(field).toHaveAccessibleDescription(
      'max. 15 Zeichen 22 von 15 Zeichen Bitte höchstens 15 Zeichen.',
    )
  })

  it('offers only the values the choices above allow, and drops those a changed choice no longer allows', async () => {
    const user = userEvent.setup()
    let values: OptionValues = noOptionValues
    renderComponent(
      <Fields
        onValues={(next) => {
          values = next
        }}
      />,
    )
    // Nothing chosen, or embroidery: no sublimation extras, no place to print them.
    expect(screen.queryByRole('group', { name: 'Sublimation' })).toBeNull()
    expect(screen.queryByRole('combobox', { name: /Druckort/ })).toBeNull()
    const type = screen.getByRole('combobox', { name: /Logo-Art/ })
    await user.selectOptions(type, 'stick')
    expect(screen.queryByRole('group', { name: 'Sublimation' })).toBeNull()
    // Sublimation: the extras; an extra: the places it allows.
    await user.selectOptions(type, 'sub')
    expect(screen.getByRole('checkbox', { name: /Vorderseite Aufpreis 5 %/ })).not.toBeChecked()
    expect(screen.queryByRole('combobox', { name: /Druckort/ })).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: /Vorderseite/ }))
    const place = screen.getByRole('combobox', { name: /Druckort/ })
    expect(
      Array.from(place.querySelectorAll('option')).map((option) => option.textContent),
    ).toEqual(['Bitte wählen', 'Ärmel'])
    await user.click(screen.getByRole('checkbox', { name: /Vereinslogo/ }))
    expect(screen.getByRole('option', { name: 'Rücken' })).toBeInTheDocument()
    await user.selectOptions(place, 'back')
    expect(optionProblems(options, values).has('place')).toBe(false)
    // Back to embroidery: the extras and the place go with the sublimation.
    await user.selectOptions(type, 'stick')
    expect(values.choices.get('extras')).toEqual([])
    expect(values.choices.get('place')).toEqual([])
    expect(screen.queryByRole('combobox', { name: /Druckort/ })).toBeNull()
    // The required place is not missing while it is not offered.
    expect(optionProblems(options, values).has('place')).toBe(false)
    expect(choiceSummary(options, values)).toEqual([
      { uid: 'name', title: 'Name auf dem Rücken', chosen: null },
      { uid: 'club', title: 'Vereinsname', chosen: null },
      { uid: 'type', title: 'Logo-Art', chosen: 'Stick' },
    ])
  })

  it('asks for a required text and a required choice once they are left empty', async () => {
    const user = userEvent.setup()
    renderComponent(<Fields />)
    const field = screen.getByRole('textbox', { name: /Name auf dem Rücken/ })
    await user.click(field)
    await user.tab()
    expect(field).toBeInvalid()
    expect(field).toHaveAccessibleDescription(/Dies ist ein Pflichtfeld\./)
    await user.type(field, 'Mia')
    expect(field).toBeValid()

    const select = screen.getByRole('combobox', { name: /Logo-Art/ })
    await user.click(select)
    await user.tab()
    expect(select).toBeInvalid()
    await user.selectOptions(select, 'gravur')
    expect(select).toBeValid()
  })

  it('keeps the ticked values in the options’ order', async () => {
    const user = userEvent.setup()
    let values: OptionValues = noOptionValues
    renderComponent(
      <Fields
        onValues={(next) => {
          values = next
        }}
      />,
    )
    await user.selectOptions(screen.getByRole('combobox', { name: /Logo-Art/ }), 'sub')
    await user.click(screen.getByRole('checkbox', { name: /Vorderseite/ }))
    await user.click(screen.getByRole('checkbox', { name: /Vereinslogo/ }))
    expect(values.choices.get('extras')).toEqual(['logo', 'front'])
    await user.click(screen.getByRole('checkbox', { name: /Vereinslogo/ }))
    expect(values.choices.get('extras')).toEqual(['front'])
  })
})
