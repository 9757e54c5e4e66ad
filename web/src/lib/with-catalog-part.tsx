import type { ComponentType } from 'react'
import type { CatalogPart } from './i18n'
import { useCatalogPart } from './use-catalog-part'

/** Renders component once the part (or parts) of the UI catalogs it reads is loaded. */
export function withCatalogPart<P extends object>(
  part: CatalogPart | readonly CatalogPart[],
  Component: ComponentType<P>,
) {
  function WithCatalogPart(props: P) {
    return useCatalogPart(part) ? <Component {...props} /> : null
  }
  WithCatalogPart.displayName = `WithCatalogPart(${Component.displayName ?? Component.name})`
  return WithCatalogPart
}
