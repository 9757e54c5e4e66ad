/** A product suggested while typing. */
export interface SearchSuggestion {
  id: string
  name: string
  /** The product page. */
  href: string
  imageUrl: string | null
  /** The price as the product card shows it, formatted ("ab 59,95 €"). */
  price: string
}

/** What the search box shows for the text typed so far. */
export interface SuggestionResult {
  /** The text the suggestions belong to. */
  term: string
  suggestions: readonly SearchSuggestion[]
  total: number
}

/** Suggestions appear from this many characters on. */
export const minSuggestionLength = 2

/** The search page's address for a text. */
export function searchPath(locale: string, term: string): string {
  return `/${locale}/search?q=${encodeURIComponent(term.trim())}`
}
