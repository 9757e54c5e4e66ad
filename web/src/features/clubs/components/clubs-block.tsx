import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { RichText } from '@/components/ui/rich-text'
import type { ClubsBlockFieldsFragment } from '@/gql-content/graphql'
import { useLocale } from '@/hooks/use-locale'
import { useVisibleClubs } from '../api/get-visible-clubs.content'
import { ClubList } from './club-list'

/**
 * The clubs overview (GetVisibleClubs): the start-up has loaded every
 * visible club, and the block shows as many as the editor asked for
 * (0: all).
 */
export function ClubsBlock({ block }: { block: ClubsBlockFieldsFragment }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const headingId = useId()
  const { data: clubs, isPending } = useVisibleClubs(locale)
  const shown = block.limit > 0 ? (clubs ?? []).slice(0, block.limit) : (clubs ?? [])
  if (!isPending && shown.length === 0) return null
  return (
    <section
      aria-labelledby={block.headline ? headingId : undefined}
      aria-label={block.headline ? undefined : t('clubs.overview')}
    >
      {block.headline && (
        <h2
          id={headingId}
          className="font-display text-2xl font-semibold text-forest-900 sm:text-3xl"
        >
          {block.headline}
        </h2>
      )}
      {block.html && <RichText html={block.html} className="mt-3 max-w-3xl" />}
      <div className={block.headline || block.html ? 'mt-6' : ''}>
        {isPending ? (
          <div
            role="status"
            aria-label={t('clubs.loading')}
            className="h-40 animate-pulse rounded-lg bg-cream-200/60"
          />
        ) : (
          <ClubList clubs={shown} />
        )}
      </div>
    </section>
  )
}
