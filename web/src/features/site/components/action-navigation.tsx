import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EditorLink } from '@/components/ui/editor-link'
import type { ActionNavigationItem } from '../lib/site-entries'
import { ActionIcon } from './site-icons'

/**
 * The header's icon links from the site (account, wishlist, cart,
 * contact, phone, search). Each is named by its label: hidden beside the
 * icon on small screens, written out on wide ones. Phones keep account,
 * wish list and cart in the row. The account entry may be the app's own,
 * showing the session (`account`): in the place the site gives its account
 * link, else first, as signing in and out must stay within reach; the
 * cart may be the app's mini cart (`cart`), in the place of the site's
 * cart link, else last; the wish list may be the app's (`wishlist`, with
 * its count), in the place of the site's wish list link, else before the
 * cart.
 */
/** What a phone's header row leaves out: the search field has its own row, contact and phone are in the footer. */
const wideOnly = new Set(['search', 'contact', 'phone'])

export function ActionNavigation({
  items,
  linkClassName,
  account,
  wishlist,
  cart,
}: {
  items: readonly ActionNavigationItem[]
  linkClassName: string
  /** Takes the place of the site's account link. */
  account?: ReactNode
  /** Takes the place of the site's wish list link, else comes before the cart. */
  wishlist?: ReactNode
  /** Takes the place of the site's cart link (the mini cart), else comes last. */
  cart?: ReactNode
}) {
  const { t } = useTranslation()
  const siteHasAccount = items.some((item) => item.icon === 'account')
  const siteHasWishlist = items.some((item) => item.icon === 'wishlist')
  const siteHasCart = items.some((item) => item.icon === 'cart')
  return (
    <nav aria-label={t('layout.serviceNavigation')}>
      <ul className="flex items-center sm:gap-1">
        {account && !siteHasAccount && <li>{account}</li>}
        {items.map((item) => (
          <li key={item.id} className={wideOnly.has(item.icon) ? 'hidden sm:block' : undefined}>
            {item.icon === 'account' && account ? (
              account
            ) : item.icon === 'wishlist' && wishlist ? (
              wishlist
            ) : item.icon === 'cart' && cart ? (
              cart
            ) : (
              <EditorLink url={item.url} className={linkClassName}>
                <ActionIcon name={item.icon} />
                <span className="sr-only xl:not-sr-only">{item.label}</span>
              </EditorLink>
            )}
          </li>
        ))}
        {wishlist && !siteHasWishlist && <li>{wishlist}</li>}
        {cart && !siteHasCart && <li>{cart}</li>}
      </ul>
    </nav>
  )
}
