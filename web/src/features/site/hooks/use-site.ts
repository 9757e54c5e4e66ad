import { useLocale } from '@/hooks/use-locale'
import { useSite } from '../api/get-site.content'

export interface SiteTracking {
  googleAnalyticsId?: string | null
  clarityId?: string | null
}

/**
 * The analytics ids the site configures, for the consent feature: a script
 * loads only when its id is set here and its service was consented to.
 * Empty while the site loads or when it has none.
 */
export function useSiteTracking(): SiteTracking {
  const { data: site } = useSite(useLocale())
  const tracking = site?.tracking
  return {
    googleAnalyticsId: present(tracking?.googleAnalyticsId),
    clarityId: present(tracking?.clarityId),
  }
}

/** An id with something in it; a blank one is none. */
function present(id: string | null | undefined): string | null {
  const trimmed = id?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}
