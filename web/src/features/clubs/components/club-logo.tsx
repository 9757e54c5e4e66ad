import type { ClubSummary } from '../api/get-visible-clubs.content'

/** A club's logo on a white disc, so any logo reads on any banner colour. */
export function ClubLogo({
  club,
  className = 'size-16',
  decorative = false,
}: {
  club: Pick<ClubSummary, 'name' | 'logo'>
  className?: string
  /** The club's name is written beside it: the logo adds nothing to read. */
  decorative?: boolean
}) {
  if (!club.logo) return null
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-white p-1.5 shadow-sm ring-1 ring-black/10 ${className}`}
    >
      <img
        src={club.logo.url}
        alt={decorative ? '' : (club.logo.alt ?? club.name)}
        width={club.logo.width ?? undefined}
        height={club.logo.height ?? undefined}
        loading="lazy"
        decoding="async"
        className="size-full object-contain"
      />
    </span>
  )
}
