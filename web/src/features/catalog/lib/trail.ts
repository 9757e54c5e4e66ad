/** One step of a breadcrumb trail: a category by name and path (without the language prefix). */
export interface Crumb {
  name: string
  path: string
}

export type BreadcrumbTrail = readonly Crumb[]

interface CategoryWithBreadcrumbs {
  name: string | null
  url_path: string | null
  breadcrumbs?:
    readonly ({ category_name: string | null; category_url_path: string | null } | null)[] | null
}

/** A category's ancestors and the category itself, top first. */
export function categoryTrail(category: CategoryWithBreadcrumbs): Crumb[] {
  const ancestors = (category.breadcrumbs ?? []).flatMap((crumb) =>
    crumb?.category_name && crumb.category_url_path
      ? [{ name: crumb.category_name, path: crumb.category_url_path }]
      : [],
  )
  return [...ancestors, { name: category.name ?? '', path: category.url_path ?? '' }]
}

/** The trail a product link carried in the history state, when it is one. */
export function trailFromState(state: unknown): BreadcrumbTrail | undefined {
  if (typeof state !== 'object' || state === null || !('trail' in state)) return undefined
  const { trail } = state
  if (!Array.isArray(trail)) return undefined
  const valid = trail.every(
    (crumb: unknown) =>
      typeof crumb === 'object' &&
      crumb !== null &&
      typeof (crumb as Crumb).name === 'string' &&
      typeof (crumb as Crumb).path === 'string',
  )
  return valid ? (trail as Crumb[]) : undefined
}
