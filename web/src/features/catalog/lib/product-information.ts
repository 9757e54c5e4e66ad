import type { ProductItem } from './product-detail'

/**
 * The merchandise customisation and product-safety data as the information
 * tabs show them. Only the tabs, which load below the fold, need this.
 */

export interface Merchandise {
  logoWidthMm: number | null
  logoPosition: string | null
  logoType: string | null
  sublimationOptions: string[]
  sublimationPositions: string[]
}

export interface ProductSafety {
  manufacturerName: string | null
  /** Street and town, without the country. */
  manufacturerAddress: string | null
  /** The address's country named in the page's language (Germany, Allemagne). */
  manufacturerCountry: string | null
  manufacturerEmail: string | null
  safetyNotes: string | null
}

function blankToNull(text: string | null | undefined): string | null {
  return text?.trim() ? text : null
}

export function toMerchandise(m: ProductItem['merchandise']): Merchandise | null {
  if (!m) return null
  const merchandise: Merchandise = {
    logoWidthMm: m.logo_width_mm,
    logoPosition: m.logo_position?.label ?? null,
    logoType: m.logo_type?.label ?? null,
    sublimationOptions: m.sublimation_options.map((option) => option.label),
    sublimationPositions: m.sublimation_positions.map((option) => option.label),
  }
  const empty =
    merchandise.logoWidthMm === null &&
    merchandise.logoPosition === null &&
    merchandise.logoType === null &&
    merchandise.sublimationOptions.length === 0 &&
    merchandise.sublimationPositions.length === 0
  return empty ? null : merchandise
}

export function toSafety(s: ProductItem['product_safety']): ProductSafety | null {
  if (!s) return null
  const safety = {
    manufacturerName: blankToNull(s.manufacturer_name),
    manufacturerAddress: blankToNull(s.manufacturer_address),
    manufacturerCountry: blankToNull(s.manufacturer_country),
    manufacturerEmail: blankToNull(s.manufacturer_email),
    safetyNotes: blankToNull(s.safety_notes),
  }
  return Object.values(safety).some((value) => value !== null) ? safety : null
}
