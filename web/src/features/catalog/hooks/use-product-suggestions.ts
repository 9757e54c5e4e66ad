import { keepPreviousData } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLocale } from '@/hooks/use-locale'
import { formatMoney } from '@/lib/money'
import { useProductsByQuery } from '../api/get-products-by-query.commerce'
import { present } from '../lib/product'
import { toProductCard } from '../lib/product-card'

const suggestionCount = 5

/** A product as the search box suggests it: name, small image and price. */
export interface ProductSuggestion {
  id: string
  name: string
  href: string
  imageUrl: string | null
  price: string
}

/**
 * The products the search box suggests for a text (at least minLength
 * characters): the best five matches and how many there are in all. The
 * previous suggestions stay while the next ones load.
 */
export function useProductSuggestions(term: string, minLength: number) {
  const { t } = useTranslation()
  const locale = useLocale()
  const search = term.trim()
  const { data } = useProductsByQuery(
    locale,
    { search, pageSize: suggestionCount, currentPage: 1, withAggregations: false },
    {
      queryConfig: {
        enabled: search.length >= minLength,
        placeholderData: keepPreviousData,
        select: (result) => ({
          total: result.products?.total_count ?? 0,
          suggestions: present(result.products?.items)
            .map(toProductCard)
            .map((product): ProductSuggestion => {
              const { minimum, maximumFinal } = product.price
              const price = formatMoney(minimum.final.value, minimum.final.currency, locale)
              return {
                id: product.uid,
                name: product.name,
                href: `/${locale}/${product.path}`,
                imageUrl: product.image?.small ?? null,
                price:
                  maximumFinal && maximumFinal.value > minimum.final.value
                    ? t('price.from', { price })
                    : price,
              }
            }),
        }),
      },
    },
  )
  return search.length >= minLength ? data : undefined
}
