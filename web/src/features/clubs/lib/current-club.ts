import { useSyncExternalStore } from 'react'

/** The club whose sub-shop the visitor last opened (SPEC.md section 4), as its cookie keeps it. */
export interface CurrentClub {
  id: number
  name: string
  slug: string
  /** The Magento id of the category holding the club's products. */
  rootCategoryId: string
}

export const clubCookieName = 'paddock_club'

/**
 * 30 days: long enough to come back to the club's shop from a mail or a
 * bookmark, short enough that a visitor who moved on is not kept in a
 * club's frame for a year (SPEC.md leaves the lifetime open).
 */
export const clubCookieMaxAgeSeconds = 30 * 24 * 60 * 60

function isCurrentClub(value: unknown): value is CurrentClub {
  if (typeof value !== 'object' || value === null) return false
  const club = value as Record<string, unknown>
  return (
    typeof club.id === 'number' &&
    typeof club.name === 'string' &&
    typeof club.slug === 'string' &&
    club.slug !== '' &&
    typeof club.rootCategoryId === 'string'
  )
}

/** The club the cookie names; undefined when there is none or it cannot be read. */
export function readClubCookie(
  // The server renders for every visitor alike: no club.
  cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie,
): CurrentClub | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name !== clubCookieName) continue
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(value.join('=')))
      return isCurrentClub(parsed)
        ? {
            id: parsed.id,
            name: parsed.name,
            slug: parsed.slug,
            rootCategoryId: parsed.rootCategoryId,
          }
        : undefined
    } catch {
      return undefined
    }
  }
  return undefined
}

const listeners = new Set<() => void>()
let snapshot: { cookie: string; club: CurrentClub | undefined } | undefined

/** Remembers the club for 30 days (SameSite=Lax, the whole site). */
export function writeClubCookie(club: CurrentClub): void {
  const value = encodeURIComponent(
    JSON.stringify({
      id: club.id,
      name: club.name,
      slug: club.slug,
      rootCategoryId: club.rootCategoryId,
    }),
  )
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${clubCookieName}=${value}; Max-Age=${String(clubCookieMaxAgeSeconds)}; Path=/; SameSite=Lax${secure}`
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function currentSnapshot(): CurrentClub | undefined {
  const cookie = document.cookie
  if (snapshot?.cookie !== cookie) snapshot = { cookie, club: readClubCookie(cookie) }
  return snapshot.club
}

/** The current club from its cookie, kept in step when a club home sets it. */
export function useCurrentClub(): CurrentClub | undefined {
  return useSyncExternalStore(subscribe, currentSnapshot, () => undefined)
}
