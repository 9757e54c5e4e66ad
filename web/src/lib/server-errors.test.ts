import { describe, expect, it, vi } from 'vitest'
import { GraphQLClientError, type GraphQLErrorEntry } from '@/lib/graphql/graphql-client'
import { RestError } from '@/lib/rest-client'
import { applyServerErrors, serverErrors } from './server-errors'

function failure(errors: GraphQLErrorEntry[], status = 200) {
  return new GraphQLClientError({
    client: 'commerce',
    operationType: 'mutation',
    operationName: 'SubmitHelpdeskTicket',
    status,
    errors,
  })
}

const onField = (field: string, message: string) => ({
  message,
  extensions: { code: 'BAD_USER_INPUT', field },
})

describe('serverErrors', () => {
  it('puts errors beside the field they name, by name or by path in the input', () => {
    expect(
      serverErrors(
        failure([
          onField('input.subject', 'Der Betreff ist zu lang.'),
          onField('email', 'Ungültige Adresse.'),
          onField('submissionData.club', 'Bitte Verein angeben.'),
        ]),
        ['email', 'subject', 'club'],
      ),
    ).toEqual({
      fields: [
        { name: 'subject', message: 'Der Betreff ist zu lang.' },
        { name: 'email', message: 'Ungültige Adresse.' },
        { name: 'club', message: 'Bitte Verein angeben.' },
      ],
      general: [],
    })
  })

  it('puts the rest above the form, each message once', () => {
    expect(
      serverErrors(
        failure([
          { message: 'Zu viele Versuche.' },
          onField('input.unknown', 'Feld fehlt.'),
          { message: 'Zu viele Versuche.' },
        ]),
        ['email'],
      ),
    ).toEqual({ fields: [], general: ['Zu viele Versuche.', 'Feld fehlt.'] })
  })

  it('sorts a REST call’s error by its field', () => {
    expect(
      serverErrors(
        new RestError({
          status: 400,
          message: 'Dies ist ein Pflichtfeld.',
          code: 'BAD_USER_INPUT',
          field: 'password',
        }),
        ['email', 'password'],
      ),
    ).toEqual({ fields: [{ name: 'password', message: 'Dies ist ein Pflichtfeld.' }], general: [] })
    expect(
      serverErrors(
        new RestError({ status: 429, message: 'Zu viele Versuche.', code: 'TOO_MANY_REQUESTS' }),
        ['email'],
      ),
    ).toEqual({ fields: [], general: ['Zu viele Versuche.'] })
    expect(serverErrors(new RestError({ status: 0 }), ['email'])).toEqual({
      fields: [],
      general: [],
    })
  })

  it('has nothing to say of other failures', () => {
    expect(serverErrors(new Error('network'), ['email'])).toEqual({ fields: [], general: [] })
    expect(serverErrors(failure([], 502), ['email'])).toEqual({ fields: [], general: [] })
  })
})

describe('applyServerErrors', () => {
  const form = () => ({ setError: vi.fn(), setFocus: vi.fn() })

  it('sets the field errors and focuses the first when nothing else went wrong', () => {
    const target = form()
    const above = applyServerErrors(
      failure([onField('input.email', 'Ungültige Adresse.'), onField('name', 'Zu lang.')]),
      target,
      ['name', 'email'],
      'Fehlgeschlagen.',
    )
    expect(above).toEqual([])
    expect(target.setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Ungültige Adresse.' }],
      ['name', { type: 'server', message: 'Zu lang.' }],
    ])
    expect(target.setFocus).toHaveBeenCalledExactlyOnceWith('email')
  })

  it('answers the general errors for above the form, which then takes the focus', () => {
    const target = form()
    const above = applyServerErrors(
      failure([onField('email', 'Ungültige Adresse.'), { message: 'Zu viele Versuche.' }]),
      target,
      ['email'],
      'Fehlgeschlagen.',
    )
    expect(above).toEqual(['Zu viele Versuche.'])
    expect(target.setError).toHaveBeenCalledOnce()
    expect(target.setFocus).not.toHaveBeenCalled()
  })

  it('falls back to its own text when the server gave none', () => {
    const target = form()
    expect(
      applyServerErrors(new TypeError('fetch failed'), target, ['email'], 'Fehlgeschlagen.'),
    ).toEqual(['Fehlgeschlagen.'])
    expect(target.setError).not.toHaveBeenCalled()
  })
})
