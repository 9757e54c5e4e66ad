import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderComponent } from '@/testing/render-component'
import { noOptionValues, optionProblems, type OptionValues } from '../lib/custom-option-values'
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
      { uid: 'stick', title: 'Stick', price: 0, priceType: 'FIXED' },
      { uid: 'gravur', title: 'Gravur', price: 2.9, priceType: 'FIXED' },
    ],
  },
  {
    kind: 'checkbox',
    uid: 'extras',
    title: 'Sublimation',
    required: false,
    values: [
      { uid: 'logo', title: 'Vereinslogo', price: 4.9, priceType: 'FIXED' },
      { uid: 'front', title: 'Vorderseite', price: 5, priceType: 'PERCENT' },
    ],
  },
]

/** The options as the product page holds them: problems show once a field is left. */
function Fields({ onValues }: { onValues?: (values: OptionValues) => void }) {
  const [values, setValues] = useState<OptionValues>(noOptionValues)
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set())
  const problems = new Map([...optionProblems(options, values)].filter(([uid]) => left.has(uid)))
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
        change({ ...values, choices: new Map(values.choices).set(uid, chosen) })
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
    expect(screen.getByRole('group', { name: 'Sublimation' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: /Vorderseite Aufpreis 5 %/ })).not.toBeChecked()
  })

  it('counts characters live and stops at the limit', async () => {
    const user = userEvent.setup()
    renderComponent(<Fields />)
    const field = screen.getByRole('textbox', { name: /Name auf dem Rücken/ })
    expect(screen.getByText('0/15')).toBeInTheDocument()
    await user.type(field, 'Reitverein Musterstadt')
    expect(field).toHaveValue('Reitverein Must')
    expect(screen.getByText('15/15')).toBeInTheDocument()
    expect(field).toHaveAccessibleDescription('15 von 15 Zeichen')
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
    await user.click(screen.getByRole('checkbox', { name: /Vorderseite/ }))
    await user.click(screen.getByRole('checkbox', { name: /Vereinslogo/ }))
    expect(values.choices.get('extras')).toEqual(['logo', 'front'])
    await user.click(screen.getByRole('checkbox', { name: /Vereinslogo/ }))
    expect(values.choices.get('extras')).toEqual(['front'])
  })
})
