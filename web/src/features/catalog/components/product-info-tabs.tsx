import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { RichText } from '@/components/ui/rich-text'
import { useLocation } from 'react-router'
import { ResponsiveTabs, type TabItem } from '@/components/ui/tabs'
import type { CmsBlock } from '../api/get-cms-blocks.commerce'
import type { ChoiceSummary } from '../lib/custom-option-values'
import type { ProductDetail } from '../lib/product-detail'
import { toMerchandise, toSafety, type Merchandise } from '../lib/product-information'
import { useProductReviewsSlot } from '../lib/reviews-slot'

/**
 * The product's information (SPEC.md section 2): description, material and
 * care, reviews (the app's, ProductReviewsProvider), sublimation and merchandise (only for products that have
 * it), size information with the size guide, and manufacturer information
 * with the product-safety data. Every product text that holds HTML
 * (description, material and care, size information, manufacturer
 * information, safety notes) is shown as rich text: the server sanitises
 * each of them when it is saved (catalog.richText).
 */
export function ProductInfoTabs({
  product,
  choices = [],
  manufacturer,
  sizeGuide,
}: {
  product: ProductDetail
  /** What the customer chose of the product's options so far, for the customisation tab. */
  choices?: readonly ChoiceSummary[]
  manufacturer: string | undefined
  sizeGuide: CmsBlock | undefined
}) {
  const { t } = useTranslation()
  const reviews = useProductReviewsSlot()
  const location = useLocation()
  const merchandise = toMerchandise(product.merchandise)
  const safety = toSafety(product.safety)
  const items: TabItem[] = [
    {
      id: 'description',
      label: t('productTabs.description'),
      content: product.descriptionHtml ? (
        <RichText html={product.descriptionHtml} className="max-w-3xl" />
      ) : (
        <Empty>{t('productTabs.noDescription')}</Empty>
      ),
    },
    {
      id: 'material',
      label: t('productTabs.materialCare'),
      content: product.materialCare ? (
        <RichText html={product.materialCare} className="max-w-3xl" />
      ) : (
        <Empty>{t('productTabs.noMaterialCare')}</Empty>
      ),
    },
    {
      id: 'reviews',
      label: t('productTabs.reviews'),
      content: reviews ? (
        reviews({ sku: product.sku, name: product.name })
      ) : (
        <Empty>{t('productTabs.noReviews')}</Empty>
      ),
    },
  ]
  if (merchandise) {
    items.push({
      id: 'merchandise',
      label: t('productTabs.merchandise'),
      content: <MerchandiseDetails merchandise={merchandise} choices={choices} />,
    })
  }
  items.push(
    {
      id: 'sizes',
      label: t('productTabs.sizes'),
      content: (
        <div className="max-w-3xl space-y-6">
          {product.sizeInfo ? (
            <RichText html={product.sizeInfo} />
          ) : (
            !sizeGuide && <Empty>{t('productTabs.noSizes')}</Empty>
          )}
          {sizeGuide && (
            <section>
              <h3 className="font-display text-lg font-semibold text-forest-900">
                {sizeGuide.title || t('productTabs.sizeGuide')}
              </h3>
              <RichText html={sizeGuide.content} className="mt-3" />
            </section>
          )}
        </div>
      ),
    },
    {
      id: 'manufacturer',
      label: t('productTabs.manufacturer'),
      content: (
        <div className="max-w-3xl space-y-6">
          {product.manufacturerInfo && <RichText html={product.manufacturerInfo} />}
          {safety ? (
            <section>
              <h3 className="font-display text-lg font-semibold text-forest-900">
                {t('productTabs.safety')}
              </h3>
              <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
                <Detail term={t('productTabs.safetyManufacturer')}>
                  {safety.manufacturerName ?? manufacturer}
                </Detail>
                <Detail term={t('productTabs.safetyAddress')}>
                  {(safety.manufacturerAddress ?? safety.manufacturerCountry) && (
                    <span className="whitespace-pre-line">
                      {[safety.manufacturerAddress, safety.manufacturerCountry]
                        .filter(Boolean)
                        .join('\n')}
                    </span>
                  )}
                </Detail>
                <Detail term={t('productTabs.safetyEmail')}>
                  {safety.manufacturerEmail && (
                    <a
                      href={`mailto:${safety.manufacturerEmail}`}
                      className="text-forest-700 underline underline-offset-2"
                    >
                      {safety.manufacturerEmail}
                    </a>
                  )}
                </Detail>
                <Detail term={t('productTabs.safetyNotes')}>
                  {safety.safetyNotes && (
                    <RichText html={safety.safetyNotes} className="whitespace-pre-line" />
                  )}
                </Detail>
              </dl>
            </section>
          ) : (
            !product.manufacturerInfo && <Empty>{t('productTabs.noManufacturer')}</Empty>
          )}
        </div>
      ),
    },
  )

  // An order's "write a review" opens the reviews (#reviews).
  return (
    <ResponsiveTabs
      items={items}
      label={t('productTabs.label')}
      initial={location.hash === '#reviews' ? 'reviews' : undefined}
    />
  )
}

function Empty({ children }: { children: string }) {
  return <p className="text-ink-muted">{children}</p>
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '')
    return null
  return (
    <>
      <dt className="font-medium text-ink">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </>
  )
}

/**
 * The customisation: the logo's width and, where the product lets the
 * customer choose (its customizable options), the choices made so far, each
 * open one said to be open; the merchandise attributes' fixed type, position
 * and sublimation lists only for a product that offers no choice.
 */
function MerchandiseDetails({
  merchandise,
  choices,
}: {
  merchandise: Merchandise
  choices: readonly ChoiceSummary[]
}) {
  const { t } = useTranslation()
  const logoWidth =
    merchandise.logoWidthMm !== null &&
    t('productTabs.millimetres', { value: merchandise.logoWidthMm })
  if (choices.length > 0) {
    return (
      <div className="max-w-3xl">
        <p className="text-ink">{t('productTabs.merchandiseIntro')}</p>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
          <Detail term={t('productTabs.logoWidth')}>{logoWidth}</Detail>
        </dl>
        {/* h2: on a desktop the tabs are no headings, so the page's h1 is the one above. */}
        <h2 className="mt-6 font-display text-lg font-semibold text-forest-900">
          {t('productTabs.yourChoice')}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
          {choices.map((choice) => (
            <Detail key={choice.uid} term={choice.title}>
              {choice.chosen ?? (
                <span className="text-ink-muted">{t('productTabs.notChosen')}</span>
              )}
            </Detail>
          ))}
        </dl>
      </div>
    )
  }
  return (
    <div className="max-w-3xl">
      <p className="text-ink">{t('productTabs.merchandiseIntro')}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
        <Detail term={t('productTabs.logoWidth')}>{logoWidth}</Detail>
        <Detail term={t('productTabs.logoPosition')}>{merchandise.logoPosition}</Detail>
        <Detail term={t('productTabs.logoType')}>{merchandise.logoType}</Detail>
        <Detail term={t('productTabs.sublimationOptions')}>
          {merchandise.sublimationOptions.length > 0 && merchandise.sublimationOptions.join(', ')}
        </Detail>
        <Detail term={t('productTabs.sublimationPositions')}>
          {merchandise.sublimationPositions.length > 0 &&
            merchandise.sublimationPositions.join(', ')}
        </Detail>
      </dl>
    </div>
  )
}
