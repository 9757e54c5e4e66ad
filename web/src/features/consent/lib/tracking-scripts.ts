/**
 * The two third-party services the consent gates: Google Analytics 4
 * (gtag.js with consent mode) and Microsoft Clarity. Each script is added to
 * the page only after the visitor allowed its service and only when the site
 * sets its id; both are loaded from their own hosts, which the server's CSP
 * has to allow. The usual inline snippets are done here in the bundle,
 * because the CSP forbids inline scripts.
 */

export const googleTagScriptUrl = 'https://www.googletagmanager.com/gtag/js'
export const clarityScriptUrl = 'https://www.clarity.ms/tag/'

/** GA4 measurement ids look like G-XXXXXXX. */
const googleAnalyticsIdPattern = /^G-[A-Z0-9]{4,20}$/
/** Clarity project ids are short lower-case alphanumerics. */
const clarityIdPattern = /^[a-z0-9]{6,20}$/

export function isGoogleAnalyticsId(id: string | null | undefined): id is string {
  return typeof id === 'string' && googleAnalyticsIdPattern.test(id)
}

export function isClarityId(id: string | null | undefined): id is string {
  return typeof id === 'string' && clarityIdPattern.test(id)
}

type Gtag = (...args: unknown[]) => void
type Clarity = ((...args: unknown[]) => void) & { q?: unknown[] }

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
    clarity?: Clarity
  }
}

const serviceAttribute = 'data-consent-service'

function findScript(service: string): HTMLScriptElement | null {
  return document.head.querySelector<HTMLScriptElement>(`script[${serviceAttribute}="${service}"]`)
}

function addScript(service: string, src: string): void {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  script.setAttribute(serviceAttribute, service)
  document.head.append(script)
}

/** The gtag queue as Google's snippet defines it: gtag.js reads Arguments objects from dataLayer. */
function ensureGtag(): Gtag {
  window.dataLayer ??= []
  window.gtag ??= function gtag() {
    // gtag.js expects the Arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments)
  }
  return window.gtag
}

/**
 * Starts Google Analytics: consent mode defaults to denied for everything,
 * then analytics storage is granted, then gtag.js loads. Does nothing when
 * it is already on the page for this id.
 */
export function startGoogleAnalytics(measurementId: string): void {
  if (!isGoogleAnalyticsId(measurementId)) return
  const gtag = ensureGtag()
  Reflect.deleteProperty(window, `ga-disable-${measurementId}`)
  if (findScript('ga')) {
    gtag('consent', 'update', { analytics_storage: 'granted' })
    return
  }
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  })
  gtag('consent', 'update', { analytics_storage: 'granted' })
  gtag('js', new Date())
  gtag('config', measurementId)
  addScript('ga', `${googleTagScriptUrl}?id=${encodeURIComponent(measurementId)}`)
}

/**
 * Withdraws Google Analytics: consent mode back to denied and GA's opt-out
 * flag set for the running page, its script element removed, and its first-party
 * cookies deleted. The next page load does not add it again.
 */
export function stopGoogleAnalytics(measurementId: string | null | undefined): void {
  if (window.gtag) window.gtag('consent', 'update', { analytics_storage: 'denied' })
  if (isGoogleAnalyticsId(measurementId)) {
    Reflect.set(window, `ga-disable-${measurementId}`, true)
  }
  findScript('ga')?.remove()
  deleteCookies((name) => /^(_ga|_ga_.+|_gid|_gat.*)$/.test(name))
}

/** Starts Clarity with the visitor's consent. Does nothing when it is already on the page. */
export function startClarity(projectId: string): void {
  if (!isClarityId(projectId)) return
  if (!window.clarity) {
    const queue: Clarity = function clarity() {
      // Clarity's tag reads Arguments objects from its queue, as its snippet pushes them.
      // eslint-disable-next-line prefer-rest-params
      ;(queue.q ??= []).push(arguments)
    }
    window.clarity = queue
  }
  window.clarity('consent')
  if (findScript('clarity')) return
  addScript('clarity', `${clarityScriptUrl}${encodeURIComponent(projectId)}`)
}

/**
 * Withdraws Clarity: tells a running Clarity to erase its cookies and end
 * the session, removes its script element and deletes its first-party
 * cookies.
 */
export function stopClarity(): void {
  if (window.clarity) window.clarity('consent', false)
  findScript('clarity')?.remove()
  deleteCookies((name) => name === '_clck' || name === '_clsk')
}

/**
 * Deletes the cookies whose names match, on the page's host and each parent
 * domain, as analytics scripts set them on the widest domain they can.
 */
export function deleteCookies(matches: (name: string) => boolean): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter((name) => name !== '' && matches(name))
  if (names.length === 0) return
  const labels = window.location.hostname.split('.')
  const domains = [''].concat(
    labels.slice(0, -1).map((_, index) => `; Domain=.${labels.slice(index).join('.')}`),
  )
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain}`
    }
  }
}
