import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatRating, RatingStars } from '@/components/ui/rating-stars'
import { useLocale } from '@/hooks/use-locale'
import { formatPercentOff } from '@/lib/money'
import type { ProductCardData } from '../lib/product'
import { useSaveButton } from '../lib/save-button'
import type { BreadcrumbTrail } from '../lib/trail'
import { PriceBlock } from './price-block'

const maxSwatches = 5

export interface ProductCardProps {
  product: ProductCardData
  manufacturer?: string | undefined
  /** Images above the fold load at once, the rest when scrolled near. */
  eager?: boolean
  /** The category path the visitor came through, for the product page's breadcrumbs. */
  trail?: BreadcrumbTrail | undefined
}

/**
 * A product in a list: image, manufacturer, name, price, badges and the
 * colours it comes in. The whole card is one link to the product; the
 * app's save button (SaveButtonProvider) sits over the image's corner.
 */
export function ProductCard({ product, manufacturer, eager = false, trail }: ProductCardProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const saveButton = useSaveButton()
  const { image, price, swatches } = product
  const percentOff = price.minimum.percentOff
  const showFrom =
    price.maximumFinal !== null && price.maximumFinal.value > price.minimum.final.value

  return (
    <article className="group relative flex h-full flex-col rounded-lg bg-cream-50 p-3 shadow-sm ring-1 ring-cream-300 transition-shadow hover:shadow-md sm:p-4">
      <div className="relative aspect-square overflow-hidden rounded-md bg-white">
        {image ? (
          <img
            src={image.medium}
            alt={image.label}
            width={image.width ?? 600}
            height={image.height ?? 600}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-contain transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="size-full bg-cream-200" />
        )}
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {product.isNew && <Badge tone="new">{t('product.badge.new')}</Badge>}
          {percentOff !== null && <Badge tone="sale">{formatPercentOff(percentOff, locale)}</Badge>}
        </div>
        {saveButton && (
          // Above the card's link, which covers the whole card.
          <div className="absolute top-2 right-2 z-10">
            {saveButton({ sku: product.sku, name: product.name }, 'card')}
          </div>
        )}
      </div>
      <div className="mt-3 flex flex-1 flex-col">
        {manufacturer && (
          <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">
            {manufacturer}
          </p>
        )}
        <h3 className="mt-0.5 leading-snug font-medium text-ink">
          <Link
            to={`/${locale}/${product.path}`}
            state={trail ? { trail } : undefined}
            className="after:absolute after:inset-0 after:rounded-lg hover:text-forest-700"
          >
            {product.name}
          </Link>
        </h3>
        {swatches.length > 1 && (
          <p className="mt-2 flex items-center gap-1.5">
            <span className="sr-only">
              {t('product.colours', {
                count: swatches.length,
                colours: swatches.map(({ label }) => label).join(', '),
              })}
            </span>
            {swatches.slice(0, maxSwatches).map((swatch) => (
              <span
                key={swatch.valueIndex}
                aria-hidden="true"
                title={swatch.label}
                className="size-4 rounded-full ring-1 ring-ink/25"
                style={{ backgroundColor: swatch.color ?? 'transparent' }}
              />
            ))}
            {swatches.length > maxSwatches && (
              <span aria-hidden="true" className="text-xs text-ink-muted">
                +{swatches.length - maxSwatches}
              </span>
            )}
          </p>
        )}
        {product.rating && (
          <p className="mt-1 flex items-center gap-1 text-sm">
            <RatingStars rating={product.rating.percent / 20} />
            <span aria-hidden="true" className="text-ink-muted">
              ({product.rating.count})
            </span>
            <span className="sr-only">
              {t('product.rating', {
                average: formatRating(product.rating.percent, locale),
                count: product.rating.count,
              })}
            </span>
          </p>
        )}
        <PriceBlock
          price={price}
          careSize={product.careSize}
          basePriceUnit={product.basePriceUnit}
          showFrom={showFrom}
          variant="card"
          className="mt-auto pt-3"
        />
        {!product.inStock && <p className="mt-1 text-sm text-ink-muted">{t('product.soldOut')}</p>}
      </div>
    </article>
  )
}

function Badge({ tone, children }: { tone: 'new' | 'sale'; children: string }) {
  return (
    <span
      className={`rounded-sm px-2 py-0.5 text-xs font-semibold tracking-wide ${
        tone === 'sale' ? 'bg-red-800 text-white' : 'bg-forest-800 text-cream-50'
      }`}
    >
      {children}
    </span>
  )
}

/** A card's place while its product loads. */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col rounded-lg bg-cream-50 p-3 ring-1 ring-cream-300 sm:p-4"
    >
      <div className="aspect-square rounded-md bg-cream-200" />
      <div className="mt-4 h-3 w-1/3 rounded bg-cream-200" />
      <div className="mt-2 h-4 w-4/5 rounded bg-cream-200" />
      <div className="mt-4 h-5 w-1/4 rounded bg-cream-200" />
    </div>
  )
}
