import { Link } from 'react-router'
import { useAttributeOptions } from '@/features/catalog/api/get-attributes-metadata.commerce'
import { PriceBlock } from '@/features/catalog/components/price-block'
import { ProductCard } from '@/features/catalog/components/product-card'
import { toProductCard } from '@/features/catalog/lib/product-card'
import {
  CatalogBlock,
  type CatalogLayout,
} from '@/features/content/components/blocks/catalog-block'
import type { BlockProps } from '@/features/content/lib/blocks'
import type { ProductCardFieldsFragment } from '@/gql/graphql'
import { useLocale } from '@/hooks/use-locale'

/** A product of a catalog block: the catalogue's card, or a row in the list layout. */
function CatalogProduct({
  product,
  layout,
  eager,
}: {
  product: ProductCardFieldsFragment
  layout: CatalogLayout
  eager: boolean
}) {
  const locale = useLocale()
  const manufacturers = useAttributeOptions(locale)?.get('manufacturer')
  const card = toProductCard(product)
  const manufacturer =
    card.manufacturerId === null
      ? undefined
      : manufacturers?.get(String(card.manufacturerId))?.label
  if (layout !== 'list')
    return <ProductCard product={card} manufacturer={manufacturer} eager={eager} />
  return (
    <article className="relative flex items-center gap-4 py-3">
      {card.image ? (
        <img
          src={card.image.small}
          alt={card.image.label}
          width={96}
          height={96}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-20 shrink-0 rounded-md bg-white object-contain sm:size-24"
        />
      ) : (
        <div className="size-20 shrink-0 rounded-md bg-cream-200 sm:size-24" />
      )}
      <div className="min-w-0 flex-1">
        {manufacturer && (
          <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">
            {manufacturer}
          </p>
        )}
        <h3 className="font-medium text-ink">
          <Link
            to={`/${locale}/${card.path}`}
            className="after:absolute after:inset-0 hover:text-forest-700"
          >
            {card.name}
          </Link>
        </h3>
      </div>
      <PriceBlock
        price={card.price}
        careSize={card.careSize}
        basePriceUnit={card.basePriceUnit}
        showFrom={
          card.price.maximumFinal !== null &&
          card.price.maximumFinal.value > card.price.minimum.final.value
        }
        variant="card"
        className="shrink-0 text-right"
      />
    </article>
  )
}

/** The content system's catalog block with the catalogue's product cards. */
export function CatalogBlockWithProducts(props: BlockProps<'CatalogBlock'>) {
  return (
    <CatalogBlock
      {...props}
      renderProduct={(product, options) => <CatalogProduct product={product} {...options} />}
    />
  )
}
