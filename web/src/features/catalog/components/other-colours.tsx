import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '@/hooks/use-locale'
import type { AttributeOptions } from '../api/get-attributes-metadata.commerce'
import { useProductsByRelationCode } from '../api/get-products-by-relation-code.commerce'
import { productPath } from '../lib/product'

/** The same item in other colours (products sharing its product_relation_code), as swatch links. */
export function OtherColours({
  relationCode,
  currentUid,
  attributes,
}: {
  relationCode: string | null
  currentUid: string
  attributes: AttributeOptions | undefined
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { data: related = [] } = useProductsByRelationCode(locale, relationCode)
  if (related.length < 2) return null
  const colours = attributes?.get('color')

  return (
    <section aria-labelledby="other-colours-heading">
      <h2 id="other-colours-heading" className="text-sm font-medium text-ink">
        {t('product.otherColours')}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {related.map((item) => {
          const colour = item.color === null ? undefined : colours?.get(String(item.color))
          const current = item.uid === currentUid
          const label = colour?.label ?? item.name ?? ''
          return (
            <li key={item.uid}>
              <Link
                to={`/${locale}/${productPath(item)}`}
                aria-current={current ? 'page' : undefined}
                title={label}
                className={`flex min-h-11 items-center gap-2 rounded-full border py-1 pr-3 pl-1 text-sm ${
                  current
                    ? 'border-forest-800 bg-cream-50 font-medium'
                    : 'border-cream-300 hover:border-forest-700'
                }`}
              >
                <span
                  aria-hidden="true"
                  className="size-8 rounded-full ring-1 ring-ink/25"
                  style={{ backgroundColor: colour?.swatch ?? 'transparent' }}
                />
                <span>{label}</span>
                {item.stock_status === 'OUT_OF_STOCK' && (
                  <span className="text-ink-muted">({t('product.soldOut')})</span>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
