import { useCallback, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import type { BlockProps } from '@/features/content/lib/blocks'
import { useSalesEventCountdown } from '@/features/flash-sale/api/get-sales-event-countdown.content'
import { SaleCountdown } from '@/features/flash-sale/components/sale-countdown'
import { useLocale } from '@/hooks/use-locale'

/**
 * The content system's countdown block with the flash sale's countdown:
 * the heading, then "starts in" or "ends in" on server time (the event is
 * asked for by its id, never taken from the cached page), and the way to
 * the sale's page unless the block stands on it. When the sale ends the
 * block says so, or leaves the page when the editor chose that; an event
 * that is gone or private counts as ended.
 */
export function CountdownBlockWithEvent({ block }: BlockProps<'CountdownBlock'>) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { pathname } = useLocation()
  const headingId = useId()
  const { data, dataUpdatedAt, isPending, refetch } = useSalesEventCountdown(
    locale,
    block.salesEvent,
    { queryConfig: { select: (result) => result.SalesEvents?.docs[0] ?? null } },
  )
  const refresh = useCallback(() => {
    void refetch()
  }, [refetch])
  if (isPending) return null
  const ended = !data || data.countdown.state === 'ended'
  if (ended && block.hideWhenEnded) return null
  const salePath = data ? `/${locale}/${data.slug}` : null
  return (
    <section
      aria-labelledby={block.heading ? headingId : undefined}
      className="flex flex-col gap-5 rounded-xl bg-forest-900 px-6 py-8 text-cream-50 sm:px-10 [--focus-ring:var(--color-brass-300)]"
    >
      {block.heading && (
        <h2 id={headingId} className="font-display text-2xl font-semibold sm:text-3xl">
          {block.heading}
        </h2>
      )}
      {data ? (
        <SaleCountdown
          countdown={data.countdown}
          receivedAt={dataUpdatedAt}
          locale={locale}
          onEnd={refresh}
        />
      ) : (
        <p className="text-lg font-medium">{t('flashSale.ended')}</p>
      )}
      {data && !ended && salePath && salePath !== pathname && (
        <Link
          to={salePath}
          className="inline-flex min-h-11 items-center justify-center self-start rounded-md bg-brass-300 px-5 py-2.5 font-medium text-forest-950 shadow-sm transition-colors hover:bg-cream-100"
        >
          {t('flashSale.toSale', { title: data.title })}
        </Link>
      )}
    </section>
  )
}
