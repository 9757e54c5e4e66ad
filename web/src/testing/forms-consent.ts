import { consentCookieName, consentVersion } from '@/features/consent/lib/consent'

/**
 * Saves an answer to the consent notice (only the necessary services), as
 * a visitor who chose before: the modal dialog would otherwise cover every
 * page a test renders. Tests of the notice delete it with forgetConsent.
 */
export function answerConsentNotice(): void {
  const record = {
    version: consentVersion,
    timestamp: '2026-01-01T00:00:00.000Z',
    services: { sessions: true, ga: false, clarity: false },
  }
  document.cookie = `${consentCookieName}=${encodeURIComponent(JSON.stringify(record))}; Path=/`
}

/** A first visit: no answer to the consent notice yet. */
export function forgetConsent(): void {
  document.cookie = `${consentCookieName}=; Max-Age=0; Path=/`
}
