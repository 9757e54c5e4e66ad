import { describe, expect, it, vi } from 'vitest'
import {
  choicesWith,
  consentCookie,
  consentCookieName,
  consentVersion,
  onConsentSettingsRequested,
  openConsentSettings,
  readConsent,
  writeConsent,
  type ConsentRecord,
} from './consent'

const cookieOf = (value: unknown) =>
  `paddock_locale=de; ${consentCookieName}=${encodeURIComponent(JSON.stringify(value))}`

const valid: ConsentRecord = {
  version: consentVersion,
  timestamp: '2026-11-21T09:30:00.000Z',
  services: { sessions: true, ga: true, clarity: false },
}

describe('consent settings requests', () => {
  it('reach a listener, and one made before any listener waits for the first', () => {
    const early = vi.fn()
    openConsentSettings()
    const stopEarly = onConsentSettingsRequested(early)
    expect(early).toHaveBeenCalledTimes(1)
    openConsentSettings()
    expect(early).toHaveBeenCalledTimes(2)
    stopEarly()

    // Nothing waits any more: a new listener is not called until asked.
    const late = vi.fn()
    const stopLate = onConsentSettingsRequested(late)
    expect(late).not.toHaveBeenCalled()
    openConsentSettings()
    expect(late).toHaveBeenCalledTimes(1)
    stopLate()
    openConsentSettings()
    expect(late).toHaveBeenCalledTimes(1)
    // That request waits for the next listener.
    const next = vi.fn()
    onConsentSettingsRequested(next)()
    expect(next).toHaveBeenCalledTimes(1)
  })
})

describe('readConsent', () => {
  it('reads a saved answer', () => {
    expect(readConsent(cookieOf(valid))).toEqual(valid)
  })

  it('keeps required services on even when a cookie says otherwise', () => {
    const tampered = { ...valid, services: { sessions: false, ga: false, clarity: false } }
    expect(readConsent(cookieOf(tampered))?.services.sessions).toBe(true)
  })

  it.each([
    ['no cookie', 'paddock_locale=de'],
    ['not JSON', `${consentCookieName}=yes`],
    ['broken escape', `${consentCookieName}=%E0%A4%A`],
    ['an older version', cookieOf({ ...valid, version: consentVersion - 1 })],
    ['no timestamp', cookieOf({ ...valid, timestamp: undefined })],
    ['a timestamp that is no date', cookieOf({ ...valid, timestamp: 'yesterday' })],
    ['a service missing', cookieOf({ ...valid, services: { sessions: true, ga: true } })],
    [
      'an unknown service',
      cookieOf({ ...valid, services: { sessions: true, ga: true, clarity: false, ads: true } }),
    ],
    [
      'a string instead of a flag',
      cookieOf({ ...valid, services: { ...valid.services, ga: 'yes' } }),
    ],
    ['null', cookieOf(null)],
    ['an array', cookieOf([true])],
  ])('treats %s as no answer', (_case, header) => {
    expect(readConsent(header)).toBeNull()
  })
})

describe('the consent cookie', () => {
  it('lasts 365 days on the whole site with SameSite=Lax, Secure on https', () => {
    const plain = consentCookie(valid, false)
    expect(plain).toMatch(
      new RegExp(`^${consentCookieName}=[^;]+; Max-Age=31536000; Path=/; SameSite=Lax$`),
    )
    expect(consentCookie(valid, true)).toBe(`${plain}; Secure`)
  })

  it('saves the map of services with the version and the time, and reads back the same', () => {
    const saved = writeConsent(
      { sessions: false, ga: false, clarity: true },
      new Date('2026-11-21T10:00:00Z'),
    )
    expect(saved).toEqual({
      version: consentVersion,
      timestamp: '2026-11-21T10:00:00.000Z',
      services: { sessions: true, ga: false, clarity: true },
    })
    expect(readConsent()).toEqual(saved)
  })

  it('has choices for all or only the required services', () => {
    expect(choicesWith(true)).toEqual({ sessions: true, ga: true, clarity: true })
    expect(choicesWith(false)).toEqual({ sessions: true, ga: false, clarity: false })
  })
})
