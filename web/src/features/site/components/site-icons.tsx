import type { ReactNode } from 'react'
import { BagIcon, HeartIcon, SearchIcon, UserIcon } from '@/components/ui/icons'

export interface IconProps {
  className?: string
}

/** A decorative line icon in the style of the shop's icon set. */
export function LineIcon({ className = 'size-5', children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  )
}

export function MailIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="1.5" />
      <path d="m4 7 8 6 8-6" />
    </LineIcon>
  )
}

export function PhoneIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
    </LineIcon>
  )
}

/** The header's action icons by the name the site gives them (account, wishlist, cart, contact, phone, search). */
export function ActionIcon({ name, className }: { name: string; className?: string }) {
  switch (name) {
    case 'account':
      return <UserIcon className={className} />
    case 'wishlist':
      return <HeartIcon className={className} />
    case 'cart':
      return <BagIcon className={className} />
    case 'contact':
      return <MailIcon className={className} />
    case 'phone':
      return <PhoneIcon className={className} />
    case 'search':
      return <SearchIcon className={className} />
    default:
      return null
  }
}
