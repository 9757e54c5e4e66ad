/**
 * The visitor's cookie consent (SPEC.md sections 2, 4 and 9): which services
 * may run, kept in the `paddock_consent` cookie (DESIGN.md section 5) for
 * 365 days and written anew, with a new expiry, whenever it is saved.
 */

export const consentCookieName = 'paddock_consent'

/** 365 days (SPEC.md section 9). */
export const consentCookieMaxAgeSeconds = 31_536_000

/**
 * The version of the notice the visitor answered. Raise it when services or
 * purposes change: an answer to an older notice no longer counts and the
 * dialog asks again.
 */
export const consentVersion = 1

export const consentServices = ['sessions', 'ga', 'clarity'] as const

export type ConsentService = (typeof consentServices)[number]

export type ConsentPurposeId = 'necessary' | 'performance'

export interface ConsentPurpose {
  id: ConsentPurposeId
  /** Required purposes cannot be switched off. */
  required: boolean
  services: readonly ConsentService[]
}

/** Necessary (required): the session; performance: analytics and behaviour analysis. */
export const consentPurposes: readonly ConsentPurpose[] = [
  { id: 'necessary', required: true, services: ['sessions'] },
  { id: 'performance', required: false, services: ['ga', 'clarity'] },
]

const requiredServices: ReadonlySet<ConsentService> = new Set(
  consentPurposes.filter((purpose) => purpose.required).flatMap((purpose) => purpose.services),
)

export function isRequiredService(service: ConsentService): boolean {
  return requiredServices.has(service)
}

/** The consent map: service name → allowed (SPEC.md section 3). */
export type ConsentChoices = Record<ConsentService, boolean>

/** What the cookie holds. */
export interface ConsentRecord {
  version: number
  /** When the visitor last saved, ISO 8601. */
  timestamp: string
  services: ConsentChoices
}

/** Every service as the given flag, required ones always on. */
export function choicesWith(allowed: boolean): ConsentChoices {
  return withRequired({ sessions: allowed, ga: allowed, clarity: allowed })
}

/** Required services on, whatever was asked. */
export function withRequired(choices: ConsentChoices): ConsentChoices {
  const out = { ...choices }
  for (const service of requiredServices) out[service] = true
  return out
}

function readCookieValue(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === consentCookieName) return value.join('=')
  }
  return undefined
}

function isRecordLike(
  value: unknown,
): value is { version: unknown; timestamp: unknown; services: unknown } {
  return typeof value === 'object' && value !== null
}

/**
 * The saved consent, or null when the visitor has not answered this version
 * of the notice yet. A cookie that is malformed or has unknown or missing
 * services counts as no answer, so the dialog asks again.
 */
export function readConsent(cookieHeader: string = document.cookie): ConsentRecord | null {
  const raw = readCookieValue(cookieHeader)
  if (raw === undefined) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(decodeURIComponent(raw))
  } catch {
    return null
  }
  if (!isRecordLike(parsed) || parsed.version !== consentVersion) return null
  if (typeof parsed.timestamp !== 'string' || Number.isNaN(Date.parse(parsed.timestamp))) {
    return null
  }
  const services = parsed.services
  if (typeof services !== 'object' || services === null) return null
  const entries = Object.entries(services)
  if (entries.length !== consentServices.length) return null
  const choices = {} as ConsentChoices
  for (const service of consentServices) {
    const allowed: unknown = (services as Record<string, unknown>)[service]
    if (typeof allowed !== 'boolean') return null
    choices[service] = allowed
  }
  return { version: consentVersion, timestamp: parsed.timestamp, services: withRequired(choices) }
}

/** The cookie string that saves a record: 365 days, the whole site, SameSite=Lax, Secure on https. */
export function consentCookie(record: ConsentRecord, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(record))
  return `${consentCookieName}=${value}; Max-Age=${String(consentCookieMaxAgeSeconds)}; Path=/; SameSite=Lax${
    secure ? '; Secure' : ''
  }`
}

/** Saves the choices with the current version and time; the cookie's expiry starts anew. */
export function writeConsent(choices: ConsentChoices, now: Date = new Date()): ConsentRecord {
  const record: ConsentRecord = {
    version: consentVersion,
    timestamp: now.toISOString(),
    services: withRequired(choices),
  }
  document.cookie = consentCookie(record, window.location.protocol === 'https:')
  return record
}

const openSettingsEvent = 'paddock:consent-settings'

/** How many consent managers listen, and whether a request waits for one. */
let listeners = 0
let requestWaiting = false

/**
 * Asks the mounted consent manager to show the dialog again. An event rather
 * than shared state, so the footer's button works wherever it is rendered.
 * The manager loads after the page's first render: a request made before it
 * listens waits for it instead of getting lost.
 */
export function openConsentSettings(): void {
  if (listeners === 0) {
    requestWaiting = true
    return
  }
  window.dispatchEvent(new Event(openSettingsEvent))
}

/**
 * Calls back whenever something asks for the consent settings, at once for
 * a request that came before; returns the unsubscribe.
 */
export function onConsentSettingsRequested(callback: () => void): () => void {
  window.addEventListener(openSettingsEvent, callback)
  listeners++
  if (requestWaiting) {
    requestWaiting = false
    callback()
  }
  return () => {
    window.removeEventListener(openSettingsEvent, callback)
    listeners--
  }
}
