import { useTranslation } from 'react-i18next'
import { useSiteName } from '@/lib/site-identity'

/** The horseshoe mark; decorative, so the surrounding link carries the name. */
export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <path
        d="M8.5 5.5v9.5a7.5 7.5 0 0 0 15 0V5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="4.2"
        strokeLinecap="round"
      />
      <g fill="var(--logo-nail, #132e20)">
        <circle cx="8.5" cy="9" r="0.9" />
        <circle cx="8.9" cy="14.2" r="0.9" />
        <circle cx="11.3" cy="19.3" r="0.9" />
        <circle cx="23.5" cy="9" r="0.9" />
        <circle cx="23.1" cy="14.2" r="0.9" />
        <circle cx="20.7" cy="19.3" r="0.9" />
      </g>
    </svg>
  )
}

/** Mark and word mark together, as the header shows them; the word is the shop's name from the site's settings. */
export function Logo({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const name = useSiteName(t('meta.siteName'))
  return (
    <span className={`inline-flex items-center gap-2 sm:gap-2.5 ${className}`}>
      <LogoMark className="size-8 text-brass-400" />
      <span className="font-display text-[1.375rem] leading-none font-semibold tracking-wide sm:text-2xl">
        {name}
      </span>
    </span>
  )
}
