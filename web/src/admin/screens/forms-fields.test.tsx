import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { TextProvider } from '../lib/text'
import {
  fieldDraftOf,
  FieldsEditor,
  storedFieldOf,
  type FieldDraft,
  type Messages,
  type StoredField,
} from './forms-fields'

/** The fields as the form builder holds them. */
function Harness({
  initial,
  errors = {},
  sent = false,
}: {
  initial: StoredField[]
  errors?: Messages
  sent?: boolean
}) {
  const [fields, setFields] = useState<FieldDraft[]>(() => initial.map(fieldDraftOf))
  const [keys] = useState(() => (sent ? fields.map((f) => f.key) : []))
  return (
    <TextProvider initial="en">
      <FieldsEditor
        fields={fields}
        onChange={(update) => {
          setFields(update)
        }}
        errors={errors}
        errorKeys={keys}
      />
      <output data-testid="json">{JSON.stringify(fields.map(storedFieldOf))}</output>
    </TextProvider>
  )
}

function stored(): StoredField[] {
  return JSON.parse(screen.getByTestId('json').textContent) as StoredField[]
}

const fields: StoredField[] = [
  { blockType: 'text', name: 'club', label: { de: 'Verein', en: 'Club' } },
  {
    blockType: 'select',
    name: 'size',
    label: { de: 'Größe' },
    options: [
      { value: 's', label: { de: 'Klein' } },
      { value: 'm', label: { de: 'Mittel' } },
    ],
  },
  { blockType: 'checkbox', name: 'news', label: { de: 'Newsletter' } },
  { blockType: 'number', name: 'count', label: { de: 'Menge' } },
]

const group = (name: string) => screen.getByRole('group', { name })

describe('the form builder’s fields', () => {
  test('moves a field by its buttons, announces its place, and keeps the focus on the button', async () => {
    const user = userEvent.setup()
    render(<Harness initial={fields} />)
    const order = screen.getByRole('grid', { name: 'Order of the fields' })
    expect(
      within(order)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('1. Text: Verein'),
      expect.stringContaining('2. Choice: Größe'),
      expect.stringContaining('3. Checkbox: Newsletter'),
      expect.stringContaining('4. Number: Menge'),
    ])
    await user.click(screen.getByRole('button', { name: 'Move 4. Number: Menge up' }))
    expect(stored().map((f) => f.name)).toEqual(['club', 'size', 'count', 'news'])
    expect(screen.getByText('"Menge" is now in place 3 of 4.')).toHaveAttribute('role', 'status')
    const up = screen.getByRole('button', { name: 'Move 3. Number: Menge up' })
    await new Promise(requestAnimationFrame)
    expect(up).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Move 1. Text: Verein up' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Drag 1. Text: Verein' })).toBeInTheDocument()
  })

  test('sets a width and a default value per kind, stored as the content system takes them', async () => {
    const user = userEvent.setup()
    render(<Harness initial={fields} />)
    const club = group('1. Text: Verein')
    await user.selectOptions(within(club).getByRole('combobox', { name: 'Width' }), '50')
    await user.type(within(club).getByRole('textbox', { name: 'Default value' }), 'RFV Hufschlag')
    const size = group('2. Choice: Größe')
    const sizeDefault = within(size).getByRole('combobox', { name: 'Default value' })
    expect(
      within(sizeDefault)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No default', 'Klein', 'Mittel'])
    await user.selectOptions(sizeDefault, 'm')
    await user.selectOptions(within(size).getByRole('combobox', { name: 'Width' }), '50')
    await user.click(
      within(group('3. Checkbox: Newsletter')).getByRole('checkbox', { name: 'Already ticked' }),
    )
    await user.type(
      within(group('4. Number: Menge')).getByRole('textbox', { name: 'Default value' }),
      '2,5',
    )
    const saved = stored()
    expect(saved.map((f) => [f.width, f.defaultValue])).toEqual([
      [50, 'RFV Hufschlag'],
      [50, 'm'],
      [100, 'true'],
      [100, '2.5'],
    ])
    // Untouched again: no default.
    await user.click(
      within(group('3. Checkbox: Newsletter')).getByRole('checkbox', { name: 'Already ticked' }),
    )
    expect(stored()[2]?.defaultValue).toBeUndefined()
  })

  test('shows each server message on its input, and keeps it on its field when fields move', async () => {
    const user = userEvent.setup()
    render(
      <Harness
        initial={fields}
        sent
        errors={{
          'fields[0].defaultValue': 'Field 1 (Club): Default value: too long.',
          'fields[1].width': '"Field 2 (Größe): Width" must be one of these values.',
          'fields[1].options': '"Field 2 (Größe): Choices" needs 1 to 100 entries.',
          'fields[2].defaultValue': 'Field 3 (Newsletter): Default value: no.',
        }}
      />,
    )
    const club = within(group('1. Text: Verein')).getByRole('textbox', { name: 'Default value' })
    expect(club).toHaveAttribute('aria-invalid', 'true')
    expect(club).toHaveAccessibleDescription(
      'Already in the field when the form appears. Field 1 (Club): Default value: too long.',
    )
    const width = within(group('2. Choice: Größe')).getByRole('combobox', { name: 'Width' })
    expect(width).toHaveAttribute('aria-invalid', 'true')
    expect(within(group('2. Choice: Größe')).getByText(/Choices" needs/)).toBeInTheDocument()
    expect(
      within(group('3. Checkbox: Newsletter')).getByRole('checkbox', { name: 'Already ticked' }),
    ).toHaveAccessibleDescription('Field 3 (Newsletter): Default value: no.')

    // The choice moves to the top: its messages go with it.
    await user.click(screen.getByRole('button', { name: 'Move 2. Choice: Größe up' }))
    const moved = group('1. Choice: Größe')
    expect(within(moved).getByRole('combobox', { name: 'Width' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(
      within(group('2. Text: Verein')).getByRole('textbox', { name: 'Default value' }),
    ).toHaveAttribute('aria-invalid', 'true')
    expect(
      within(group('2. Text: Verein')).getByRole('combobox', { name: 'Width' }),
    ).not.toHaveAttribute('aria-invalid')
  })
})
