import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderComponent } from '@/testing/render-component'
import type { TextOption } from '../lib/product-detail'
import { CustomizableOptions } from './customizable-options'

const options: TextOption[] = [
  {
    uid: 'name',
    title: 'Name auf dem Rücken',
    required: true,
    maxCharacters: 15,
    price: 10,
    priceType: 'PERCENT',
  },
  {
    uid: 'club',
    title: 'Vereinsname',
    required: false,
    maxCharacters: null,
    price: 4.5,
    priceType: 'FIXED',
  },
]

function Fields() {
  const [values, setValues] = useState<ReadonlyMap<string, string>>(new Map())
  return (
    <CustomizableOptions
      options={options}
      values={values}
      onChange={(uid, value) => {
        setValues(new Map(values).set(uid, value))
      }}
    />
  )
}

describe('CustomizableOptions', () => {
  it('labels each field with its surcharge and marks the required one', () => {
    renderComponent(<Fields />)
    expect(screen.getByRole('textbox', { name: /Name auf dem Rücken/ })).toBeRequired()
    expect(screen.getByText('Aufpreis 10 %')).toBeInTheDocument()
    expect(screen.getByText(/Aufpreis 4,50/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Vereinsname/ })).not.toBeRequired()
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

  it('asks for a required text once the field is left empty', async () => {
    const user = userEvent.setup()
    renderComponent(<Fields />)
    const field = screen.getByRole('textbox', { name: /Name auf dem Rücken/ })
    await user.click(field)
    await user.tab()
    expect(field).toBeInvalid()
    expect(field).toHaveAccessibleDescription(/Dies ist ein Pflichtfeld\./)
    await user.type(field, 'Mia')
    expect(field).toBeValid()
  })
})
