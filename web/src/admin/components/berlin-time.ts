/**
 * Times the back office enters are Berlin wall-clock times (sale windows,
 * coupon validity days): the editor enters them in a
 * datetime-local field read as Berlin time and the server keeps instants
 * (RFC 3339 UTC).
 */

const berlin = 'Europe/Berlin'

/** The offset of Berlin from UTC at instant ms, in milliseconds. */
function berlinOffset(ms: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: berlin,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0')
  const asUTC = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  )
  return asUTC - Math.floor(ms / 1000) * 1000
}

/**
 * The instant (RFC 3339 UTC) a Berlin wall-clock time "YYYY-MM-DDTHH:mm"
 * names; "" for an empty or malformed value. A time the spring change
 * skips names the instant an hour later, as the server does.
 */
export function berlinToInstant(local: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!m) return ''
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]))
  let ms = wall - berlinOffset(wall)
  ms = wall - berlinOffset(ms)
  return new Date(ms).toISOString().replace('.000Z', 'Z')
}

/** The Berlin wall-clock time "YYYY-MM-DDTHH:mm" of an instant. */
export function instantToBerlin(iso: string): string {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) return ''
  return new Date(ms + berlinOffset(ms)).toISOString().slice(0, 16)
}

/** The browser's own time zone, or null when it is Berlin's. */
export function ownZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return zone && zone !== berlin ? zone : null
}

/** An instant in a time zone (dateStyle takes no timeZoneName: the text names the zone). */
export function formatIn(locale: string, iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso))
}
