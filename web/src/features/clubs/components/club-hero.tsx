import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EditorLink } from '@/components/ui/editor-link'
import { RichText } from '@/components/ui/rich-text'
import type { ClubHeroBlockFieldsFragment } from '@/gql-content/graphql'
import { useLocale } from '@/hooks/use-locale'
import { readableTextColor } from '@/lib/contrast'
import type { ClubSummary } from '../api/get-visible-clubs.content'
import { usePageClub } from './club-context'
import { ClubLogo } from './club-logo'

const ctaClassName =
  'inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2.5 font-medium shadow-sm ring-1 transition-opacity hover:opacity-90'

/**
 * The top of a club's home: its banner colour, logo and name, a line of
 * text and the way to its catalogue. The text takes black or white,
 * whichever reads on the banner colour.
 */
export function ClubHero({
  club,
  headline,
  html,
  link,
  image,
  first,
}: {
  club: ClubSummary
  headline?: string | null
  html?: string | null
  link?: ClubHeroBlockFieldsFragment['link']
  image?: ClubHeroBlockFieldsFragment['image']
  first: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const text = readableTextColor(club.bannerColor) ?? '#ffffff'
  const background = readableTextColor(club.bannerColor) ? club.bannerColor : '#132e20'
  const Name = first ? 'h1' : 'h2'
  const ctaStyle = { backgroundColor: text, color: background }
  return (
    <section
      aria-label={club.name}
      className="-mx-4 flex flex-col gap-6 px-6 py-10 sm:-mx-6 sm:flex-row sm:items-center sm:rounded-xl sm:px-10 lg:mx-0 lg:py-14"
      style={{ backgroundColor: background, color: text, ['--focus-ring' as string]: text }}
    >
      <ClubLogo club={club} decorative className="size-24 sm:size-32" />
      <div className="max-w-2xl flex-1">
        <Name className="font-display text-3xl leading-tight font-semibold text-balance sm:text-4xl">
          {club.name}
        </Name>
        {headline && <p className="mt-2 text-lg font-medium">{headline}</p>}
        {html && <RichText html={html} className="mt-3 [&_a]:text-current" />}
        {link ? (
          <EditorLink
            url={link.url}
            newTab={link.newTab}
            className={`mt-6 ${ctaClassName}`}
            style={ctaStyle}
          >
            {link.label ?? t('clubs.toCatalogue')}
          </EditorLink>
        ) : (
          <Link
            to={`/${locale}/verein/produktkatalog`}
            className={`mt-6 ${ctaClassName}`}
            style={ctaStyle}
          >
            {t('clubs.toCatalogue')}
          </Link>
        )}
      </div>
      {image && (
        <img
          src={image.sizes?.large.url ?? image.url}
          alt={image.alt ?? ''}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          loading={first ? 'eager' : 'lazy'}
          decoding="async"
          className="w-full max-w-sm rounded-lg object-cover sm:w-1/3"
        />
      )}
    </section>
  )
}

/** The club hero as a block: the club is the one whose page holds it. */
export function ClubHeroBlock({
  block,
  first,
}: {
  block: ClubHeroBlockFieldsFragment
  first: boolean
}) {
  const club = usePageClub()
  if (!club) return null
  return (
    <ClubHero
      club={club}
      headline={block.headline}
      html={block.html}
      link={block.link}
      image={block.image}
      first={first}
    />
  )
}
