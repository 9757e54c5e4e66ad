import type { ReactNode } from 'react'
import { LineIcon, type IconProps } from './site-icons'

function InstagramIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </LineIcon>
  )
}

function FacebookIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M14.5 8H16V4.5h-2a4 4 0 0 0-4 4V11H8v3.5h2v6h3.5v-6h2.3L16 11h-2.5V9a1 1 0 0 1 1-1z" />
    </LineIcon>
  )
}

function YoutubeIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </LineIcon>
  )
}

const socialIcons: Record<string, (props: IconProps) => ReactNode> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  youtube: YoutubeIcon,
}

/** How payment and shipping brands are written on their badges. */
const brandNames: Record<string, string> = {
  visa: 'VISA',
  mastercard: 'Mastercard',
  amex: 'AMEX',
  paypal: 'PayPal',
  klarna: 'Klarna',
  sepa: 'SEPA',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  dhl: 'DHL',
  dpd: 'DPD',
  hermes: 'Hermes',
  ups: 'UPS',
  gls: 'GLS',
}

/**
 * A footer icon: a line icon for social networks, a badge with the
 * brand's name for payment and shipping partners (no brand artwork is
 * shipped), the editor's label where the name is unknown. The label is
 * what assistive technology reads.
 */
export function FooterIcon({ name, label }: { name: string; label: string }) {
  const key = name.trim().toLowerCase()
  const Social = socialIcons[key]
  if (Social) return <Social className="size-6" />
  const text = brandNames[key] ?? label
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-8 min-w-12 items-center justify-center rounded bg-cream-50 px-2 text-xs font-bold tracking-wide text-forest-950"
    >
      {text}
    </span>
  )
}
