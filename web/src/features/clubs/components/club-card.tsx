import { Link } from 'react-router'
import { useLocale } from '@/hooks/use-locale'
import { readableTextColor } from '@/lib/contrast'
import type { ClubSummary } from '../api/get-visible-clubs.content'
import { ClubLogo } from './club-logo'

/** A club in a list: logo on its banner colour and its list name, linking to its shop. */
export function ClubCard({ club }: { club: ClubSummary }) {
  const locale = useLocale()
  const text = readableTextColor(club.bannerColor)
  return (
    <Link
      to={`/${locale}/verein/${club.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-lg bg-cream-50 shadow-sm ring-1 ring-cream-300 transition-shadow hover:shadow-md"
    >
      <span
        className="flex h-28 items-center justify-center bg-forest-900"
        style={text ? { backgroundColor: club.bannerColor } : undefined}
      >
        <ClubLogo club={club} decorative className="size-20" />
      </span>
      <span className="p-4 font-display text-lg font-semibold text-forest-900 group-hover:text-forest-700">
        {club.listName || club.name}
      </span>
    </Link>
  )
}
