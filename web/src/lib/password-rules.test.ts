import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  currentPasswordSchema,
  newPasswordSchema,
  passwordClassCount,
  passwordConfirmation,
  passwordLength,
  passwordRuleState,
} from './password-rules'

const messages = {
  required: 'required',
  tooShort: 'tooShort',
  classes: 'classes',
  mismatch: 'mismatch',
}

const issues = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])
}

describe('password rules', () => {
  it('counts characters as the server does (code points)', () => {
    expect(passwordLength('Reiten1!')).toBe(8)
    expect(passwordLength('🐴🐴🐴🐴🐴🐴🐴')).toBe(7)
  })

  it.each([
    ['reiten', 1],
    ['Reiten', 2],
    ['Reiten1', 3],
    ['Reiten1!', 4],
    ['ÄÖÜäöü', 2],
    ['ÉCURIE 2024', 3],
    ['١٢٣abc', 2],
  ])('%j uses %i classes', (password, count) => {
    expect(passwordClassCount(password)).toBe(count)
  })

  it('needs 8 characters and 3 of 4 classes', () => {
    expect(passwordRuleState('')).toEqual({ length: false, classes: false })
    expect(passwordRuleState('Reit1!')).toEqual({ length: false, classes: true })
    expect(passwordRuleState('reitenundfahren')).toEqual({ length: true, classes: false })
    expect(passwordRuleState('Reiten und Fahren')).toEqual({ length: true, classes: true })
  })
})

describe('password schemas', () => {
  it('reports the length before the classes, as the server', () => {
    const schema = newPasswordSchema(messages)
    expect(issues(schema, '')).toEqual([['', 'required']])
    expect(issues(schema, 'abc')).toEqual([['', 'tooShort']])
    expect(issues(schema, 'abcdefghij')).toEqual([['', 'classes']])
    expect(issues(schema, 'Abcdefgh1')).toEqual([])
  })

  it('takes any current password but none', () => {
    expect(issues(currentPasswordSchema(messages), '')).toEqual([['', 'required']])
    expect(issues(currentPasswordSchema(messages), 'x')).toEqual([])
  })

  it('asks for the same password again, beside the other errors', () => {
    const schema = z
      .object({ password: newPasswordSchema(messages), confirmPassword: z.string() })
      .check(passwordConfirmation((values) => values.password, messages))
    expect(issues(schema, { password: 'Abcdefgh1', confirmPassword: '' })).toEqual([
      ['confirmPassword', 'required'],
    ])
    expect(issues(schema, { password: 'abc', confirmPassword: 'abd' })).toEqual([
      ['password', 'tooShort'],
      ['confirmPassword', 'mismatch'],
    ])
    expect(issues(schema, { password: 'Abcdefgh1', confirmPassword: 'Abcdefgh1' })).toEqual([])
  })
})
