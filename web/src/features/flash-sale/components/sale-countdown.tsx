import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '@/components/client-only'
import type { Locale } from '@/lib/locale'
import { formatShopMoment } from '@/lib/shop-date'
import {
  clockOffset,
  countdownTarget,
  isoDuration,
  remainingUntil,
  type CountdownData,
} from '../lib/countdown'

/** The server's time now, by this browser's clock and the offset between the two, every second. */
function useServerNow(offset: number, running: boolean): number {
  const [browserNow, setBrowserNow] = useState(() => Date.now())
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => {
      setBrowserNow(Date.now())
    }, 1000)
    return () => {
      clearInterval(timer)
    }
  }, [running])
  return browserNow + offset
}

/**
 * "Starts in …" before a sale and "Ends in …" while it runs, ticking every
 * second on the server's clock. The figures are for the eye; screen
 * readers get the same in words, announced politely when the minute
 * changes, not every second. When the moment comes, onEnd asks the server
 * where the sale stands now.
 */
export function SaleCountdown({
  countdown,
  receivedAt,
  locale,
  onEnd,
}: {
  countdown: CountdownData
  /** When the countdown arrived, by this browser's clock. */
  receivedAt: number
  locale: Locale
  onEnd: () => void
}) {
  const { t } = useTranslation()
  const target = countdownTarget(countdown)
  const offset = clockOffset(countdown.serverTime, receivedAt)
  const ticking = useServerNow(offset, target !== null)
  // The server's markup and the browser's hydration both show the moment the data was made;
  // the clock ticks from there once the page is live.
  const hydrated = useHydrated()
  const at = Date.parse(countdown.serverTime)
  const now = hydrated || Number.isNaN(at) ? ticking : at
  const left = target === null ? null : remainingUntil(target, now)

  // Each moment reached asks once, however often the clock ticks past it.
  const endedFor = useRef<number | null>(null)
  const reached = target !== null && left?.total === 0
  useEffect(() => {
    if (reached && endedFor.current !== target) {
      endedFor.current = target
      onEnd()
    }
  }, [reached, target, onEnd])

  if (countdown.state === 'ended' || target === null || !left) {
    return <p className="text-lg font-medium">{t('flashSale.ended')}</p>
  }

  // The time left in words, to the minute; the last minute still reads as one minute.
  const spoken = [
    left.days > 0 ? t('flashSale.spoken.days', { count: left.days }) : null,
    left.days > 0 || left.hours > 0 ? t('flashSale.spoken.hours', { count: left.hours }) : null,
    t('flashSale.spoken.minutes', {
      count: left.days === 0 && left.hours === 0 && left.minutes === 0 ? 1 : left.minutes,
    }),
  ]
    .filter((part) => part !== null)
    .join(', ')
  const upcoming = countdown.state === 'upcoming'
  const lead = upcoming ? t('flashSale.startsIn') : t('flashSale.endsIn')
  const moment = new Date(target)
  const when = formatShopMoment(moment, locale)

  return (
    <div>
      <p className="text-sm font-semibold tracking-widest uppercase">{lead}</p>
      <time dateTime={isoDuration(left)} className="mt-2 flex gap-2 sm:gap-3" aria-hidden="true">
        {(['days', 'hours', 'minutes', 'seconds'] as const).map((unit) => (
          <span
            key={unit}
            className="flex min-w-16 flex-col items-center rounded-lg bg-white/90 px-2 py-2 text-forest-950 shadow-sm sm:min-w-20"
          >
            <span className="font-display text-3xl font-semibold tabular-nums sm:text-4xl">
              {String(left[unit]).padStart(2, '0')}
            </span>
            <span className="text-xs font-medium tracking-wide uppercase">
              {t(`flashSale.units.${unit}`, { count: left[unit] })}
            </span>
          </span>
        ))}
      </time>
      <p className="mt-3 text-sm">
        {upcoming ? t('flashSale.startsAt') : t('flashSale.endsAt')}{' '}
        <time dateTime={moment.toISOString()}>{when}</time>
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {lead} {spoken}
      </p>
    </div>
  )
}
