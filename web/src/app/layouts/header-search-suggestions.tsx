import { useEffect } from 'react'
import { useProductSuggestions } from '@/features/catalog/hooks/use-product-suggestions'
import { minSuggestionLength, type SuggestionResult } from '@/features/search/types'

/**
 * Fetches the product suggestions for the text typed and hands them to the
 * search box. Its own chunk: a visitor who never types into the search
 * field never loads it.
 */
export function HeaderSearchSuggestions({
  term,
  onResult,
}: {
  term: string
  onResult: (result: SuggestionResult | undefined) => void
}) {
  const result = useProductSuggestions(term, minSuggestionLength)
  useEffect(() => {
    onResult(result && { term, ...result })
  }, [result, term, onResult])
  return null
}
