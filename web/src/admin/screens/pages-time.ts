/** Berlin wall-clock times for scheduling (the shop's time zone). */

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** How far Berlin's wall clock is ahead of UTC at an instant, in ms. */
function berlinOffset(at: number): number {
  const p: Record<string, number> = {}
  for (const x of parts.formatToParts(new Date(at))) {
    if (x.type !== 'literal') p[x.type] = Number(x.value)
  }
  const wall = Date.UTC(
    p.year ?? 1970,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  )
  return wall - Math.floor(at / 1000) * 1000
}

/** The instant of a Berlin wall-clock time "YYYY-MM-DDTHH:mm"; null when it is not one. */
export function berlinToInstant(local: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null
  const asUTC = Date.parse(local + ':00Z')
  if (Number.isNaN(asUTC)) return null
  let at = asUTC - berlinOffset(asUTC)
  at = asUTC - berlinOffset(at)
  return new Date(at)
}

/** The Berlin wall-clock time "YYYY-MM-DDTHH:mm" of an instant. */
export function instantToBerlin(at: Date): string {
  const wall = new Date(at.getTime() + berlinOffset(at.getTime()))
  return wall.toISOString().slice(0, 16)
}
