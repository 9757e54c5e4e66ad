/** A sale's countdown as the content API sends it (decided by server time). */
export interface CountdownData {
  state: 'upcoming' | 'running' | 'ended'
  startsAt: string | null
  endsAt: string | null
  serverTime: string
}

/** Whole days, hours, minutes and seconds left. */
export interface Remaining {
  days: number
  hours: number
  minutes: number
  seconds: number
  /** Milliseconds left; 0 once the moment has come. */
  total: number
}

/**
 * How far the server's clock is ahead of this browser's: the server's time
 * when it answered, minus the browser's time when the answer arrived.
 * Countdowns run on server time (DESIGN.md section 5), whatever the
 * visitor's clock says.
 */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime)
  return Number.isNaN(server) ? 0 : server - receivedAt
}

/** The moment the countdown runs to: the start of an upcoming sale, the end of a running one. */
export function countdownTarget(countdown: CountdownData): number | null {
  const value =
    countdown.state === 'upcoming'
      ? countdown.startsAt
      : countdown.state === 'running'
        ? countdown.endsAt
        : null
  if (!value) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : time
}

export function remainingUntil(target: number, serverNow: number): Remaining {
  const total = Math.max(0, target - serverNow)
  const seconds = Math.floor(total / 1000)
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
    total,
  }
}

/** An ISO 8601 duration for <time datetime>, e.g. P2DT3H4M5S. */
export function isoDuration({ days, hours, minutes, seconds }: Remaining): string {
  return `P${String(days)}DT${String(hours)}H${String(minutes)}M${String(seconds)}S`
}
