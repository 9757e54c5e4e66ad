import { describe, expect, it } from 'vitest'
import {
  emailSchema,
  isCalendarDate,
  isEmailAddress,
  optionalDateSchema,
  textSchema,
} from './validation'

const messages = {
  required: 'required',
  email: 'email',
  tooLong: (max: number) => `tooLong ${String(max)}`,
}

const problem = (
  schema: {
    safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } }
  },
  value: string,
) => {
  const result = schema.safeParse(value)
  return result.success ? null : (result.error?.issues[0]?.message ?? 'no message')
}

describe('isEmailAddress', () => {
  it.each([
    ['jana@rfv.example', true],
    [' jana@rfv.example ', true],
    ['jana.krüger+stall@reitverein-hufschlag.de', true],
    ['jana@example', false],
    ['jana.example', false],
    ['ja na@example.de', false],
    ['jana@@example.de', false],
    ['jana@example..de', false],
    [`${'a'.repeat(249)}@x.de`, true],
    [`${'a'.repeat(250)}@x.de`, false],
  ])('%j → %s', (value, expected) => {
    expect(isEmailAddress(value)).toBe(expected)
  })
})

describe('emailSchema', () => {
  it('asks for an address unless it is optional', () => {
    expect(problem(emailSchema(messages), '  ')).toBe('required')
    expect(problem(emailSchema(messages, { required: false }), '')).toBeNull()
    expect(problem(emailSchema(messages, { required: false }), 'jana@')).toBe('email')
    expect(problem(emailSchema(messages), 'jana@rfv.example')).toBeNull()
  })
})

describe('textSchema', () => {
  it('trims, then checks presence and length', () => {
    const schema = textSchema(messages, { required: true, max: 5 })
    expect(problem(schema, '   ')).toBe('required')
    expect(problem(schema, ' abcde ')).toBeNull()
    expect(problem(schema, 'abcdef')).toBe('tooLong 5')
    expect(problem(textSchema(messages, { required: false, max: 5 }), '')).toBeNull()
  })
})

describe('isCalendarDate', () => {
  it.each([
    ['1990-05-17', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1990-13-01', false],
    ['1990-04-31', false],
    ['17.05.1990', false],
    ['1990-5-17', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected)
  })
})

describe('optionalDateSchema', () => {
  it('takes nothing or a day of the calendar', () => {
    const schema = optionalDateSchema('Invalid date format')
    expect(problem(schema, '')).toBeNull()
    expect(problem(schema, '1990-05-17')).toBeNull()
    expect(problem(schema, '1990-02-30')).toBe('Invalid date format')
  })
})
