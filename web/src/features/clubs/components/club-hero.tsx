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

/** The section's classes of each banner layout. */
const layoutClassName: Record<ClubSummary['bannerLayout'], string> = {
  band: '-mx-4 flex flex-col gap-6 px-6 py-10 sm:-mx-6 sm:flex-row sm:items-center sm:rounded-xl sm:px-10 lg:mx-0 lg:py-14',
  centered:
    '-mx-4 flex flex-col items-center gap-6 px-6 py-10 text-center sm:-mx-6 sm:rounded-xl sm:px-10 lg:mx-0 lg:py-14',
  light: 'flex flex-col gap-6 border-t-8 pt-8 pb-2 sm:flex-row sm:items-center lg:pt-10',
}

/**
 * The top of a club's home: its banner colour, logo and name, a line of
 * text and the way to its catalogue, laid out as the club chose (band:
 * the logo beside the name on the colour; centered: the logo above the
 * name, centred on the colour; light: the page's background under a
 * stripe of the colour). On the colour the text takes black or white,
 * whichever reads.
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
  const layout = club.bannerLayout in layoutClassName ? club.bannerLayout : 'band'
  const onColour = readableTextColor(club.bannerColor) ?? '#ffffff'
  const colour = readableTextColor(club.bannerColor) ? club.bannerColor : '#132e20'
  const light = layout === 'light'
  const Name = first ? 'h1' : 'h2'
  // On the light layout the button carries the colour; on the others it is inverted.
  const ctaStyle = light
    ? { backgroundColor: colour, color: onColour }
    : { backgroundColor: onColour, color: colour }
  const sectionStyle = light
    ? { borderTopColor: colour }
    : { backgroundColor: colour, color: onColour, ['--focus-ring' as string]: onColour }
  return (
    <section
      aria-label={club.name}
      data-layout={layout}
      className={layoutClassName[layout]}
      style={sectionStyle}
    >
      <ClubLogo
        club={club}
        decorative
        className={layout === 'centered' ? 'size-28 sm:size-36' : 'size-24 sm:size-32'}
      />
      <div className={layout === 'centered' ? 'max-w-2xl' : 'max-w-2xl flex-1'}>
        <Name className="font-display text-3xl leading-tight font-semibold text-balance sm:text-4xl">
          {club.name}
        </Name>
        {headline && <p className="mt-2 text-lg font-medium">{headline}</p>}
        {html && <RichText html={html} className={light ? 'mt-3' : 'mt-3 [&_a]:text-current'} />}
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
          className={`w-full max-w-sm rounded-lg object-cover ${layout === 'centered' ? '' : 'sm:w-1/3'}`}
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
