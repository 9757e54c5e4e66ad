import { NeedsJavaScript } from '@/components/ui/needs-javascript'
import { lazy, Suspense, useId, useMemo, useRef, useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { ChevronDownIcon, ReturnIcon, TruckIcon } from '@/components/ui/icons'
import { RichText } from '@/components/ui/rich-text'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { useReveal } from '@/hooks/use-reveal'
import { formatMoney, formatPercentOff } from '@/lib/money'
import { plainText } from '@/lib/text'
import { useAttributeOptions } from '../api/get-attributes-metadata.commerce'
import { useCmsBlocks, type CmsBlock } from '../api/get-cms-blocks.commerce'
import { useProductsByUrlKey } from '../api/get-products-by-url-key.commerce'
import {
  maxQuantity,
  minQuantity,
  parseQuantity,
  type AddToCart,
  type UploadOptionFile,
} from '../lib/add-to-cart'
import {
  cartOptions,
  choiceSummary,
  noOptionValues,
  optionProblems,
  optionsSurcharge,
  withoutUnavailable,
  type OptionValues,
} from '../lib/custom-option-values'
import { toProductDetail, type ProductDetail } from '../lib/product-detail'
import { deliveryTo, type ProductShipping } from '../lib/product-shipping'
import type { SaveButton } from '../lib/save-button'
import { trailFromState } from '../lib/trail'
import { choose, readSelection, selectedVariant, writeSelection } from '../lib/variants'
import { OtherColours } from './other-colours'
import { PriceBlock } from './price-block'
import { TierPrices } from './tier-prices'
import { ProductGallery } from './product-gallery'
import { StockLine } from './stock-line'
import { VariantPicker } from './variant-picker'

// Few products take a text; the fields load with those that do.
const CustomizableOptions = lazy(() =>
  import('./customizable-options').then(({ CustomizableOptions }) => ({
    default: CustomizableOptions,
  })),
)

// Below the fold: the information and the upsells load as the visitor scrolls towards
// them or starts using the page.
const ProductInfoTabs = lazy(() =>
  import('./product-info-tabs').then(({ ProductInfoTabs }) => ({ default: ProductInfoTabs })),
)
const ProductUpsells = lazy(() =>
  import('./product-upsells').then(({ ProductUpsells }) => ({ default: ProductUpsells })),
)
const ProductRelated = lazy(() =>
  import('./product-related').then(({ ProductRelated }) => ({ default: ProductRelated })),
)

const returnNoteId = 'product-return-note'
const deliveryNoteId = 'delivery-note'

/**
 * A product page by the product's url key; the route's loader has fetched
 * it. `addToCart` is the cart's (composed by the app); without it the
 * page offers no button to order. `saveButton` is the wish list's, beside
 * the button to order, saving the variant and options chosen so far.
 */
export function ProductPage({
  urlKey,
  addToCart,
  uploadOptionFile,
  saveButton,
  shipping,
}: {
  urlKey: string
  addToCart?: AddToCart
  /** The cart's upload of a file option's file (composed by the app). */
  uploadOptionFile?: UploadOptionFile
  saveButton?: SaveButton
  shipping?: ProductShipping
}) {
  const locale = useLocale()
  const { data: item } = useProductsByUrlKey(locale, urlKey, {
    queryConfig: { select: (result) => result.products?.items?.[0] },
  })
  const product = useMemo(() => (item ? toProductDetail(item) : undefined), [item])
  return product ? (
    <ProductView
      product={product}
      addToCart={addToCart}
      uploadOptionFile={uploadOptionFile}
      saveButton={saveButton}
      shipping={shipping}
    />
  ) : null
}

function ProductView({
  product,
  addToCart,
  uploadOptionFile,
  saveButton,
  shipping,
}: {
  product: ProductDetail
  addToCart: AddToCart | undefined
  uploadOptionFile?: UploadOptionFile | undefined
  saveButton: SaveButton | undefined
  shipping: ProductShipping | undefined
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const location = useLocation()
  const [searchParams, setSearchParams] = useSearchParams()
  const attributes = useAttributeOptions(locale)
  const [optionValues, setOptionValues] = useState<OptionValues>(noOptionValues)
  /** Options whose problems show: left by the customer, or all once adding was tried. */
  const [checked, setChecked] = useState<ReadonlySet<string> | 'all'>(() => new Set())
  const [quantityText, setQuantityText] = useState('1')
  const [adding, setAdding] = useState(false)
  const [cartMessage, setCartMessage] = useState<string | null>(null)
  const formId = useId()
  const cartNoteId = `${formId}-note`
  const stockId = `${formId}-stock`
  const quantityId = `${formId}-quantity`
  const optionControlId = (uid: string) =>
    `${formId}-option-${String(product.customOptions.findIndex((option) => option.uid === uid))}`
  const infoRef = useRef<HTMLDivElement>(null)
  // An order's "write a review" (#reviews) shows the information at once.
  const showInfo = useReveal(infoRef) || location.hash === '#reviews'

  const options = product.configurableOptions
  const selection = useMemo(() => {
    const chosen = new Map(readSelection(options, searchParams))
    // A single value is no choice: it is taken.
    for (const option of options) {
      const only = option.values.length === 1 ? option.values[0] : undefined
      if (only && !chosen.has(option.code)) chosen.set(option.code, only.index)
    }
    return chosen
  }, [options, searchParams])
  const variant = selectedVariant(options, product.variants, selection)
  const isConfigurable = options.length > 0
  const matching = product.variants.filter((candidate) =>
    [...selection].every(([code, index]) => candidate.attributes.get(code) === index),
  )
  const gallery = variant?.gallery.length
    ? variant.gallery
    : (matching.find((candidate) => candidate.gallery.length > 0)?.gallery ?? product.gallery)
  const price = variant?.price ?? product.price
  const showFrom =
    !variant && price.maximumFinal !== null && price.maximumFinal.value > price.minimum.final.value
  const inStock = variant
    ? variant.inStock
    : isConfigurable
      ? product.variants.some((candidate) => candidate.inStock)
      : product.inStock
  const missingChoice = isConfigurable && !variant
  const missingOptions = options.filter((option) => !selection.has(option.code))
  const allProblems = optionProblems(product.customOptions, optionValues)
  // Every choice still open, the variant's (size, colour) and the required
  // options' (logo type and position) alike, for the hint.
  const missingNames = [
    ...missingOptions.map((option) => option.label),
    ...product.customOptions
      .filter((option) => allProblems.get(option.uid)?.kind === 'required')
      .map((option) => option.title),
  ].join(', ')
  // A text too long shows at once; a choice left open once left or tried.
  const shownProblems =
    checked === 'all'
      ? allProblems
      : new Map(
          [...allProblems].filter(
            ([uid, problem]) => problem.kind === 'tooLong' || checked.has(uid),
          ),
        )
  const quantity = parseQuantity(quantityText)
  const quantityProblem = quantity === null
  const finalPrice = price.minimum.final.value
  const surcharge = optionsSurcharge(product.customOptions, optionValues, finalPrice)
  // The delivery time to Germany, plus the days a parcel to the visitor's country takes more.
  const delivery = deliveryTo(variant?.delivery ?? product.delivery, shipping)

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!addToCart || adding) return
    setCartMessage(null)
    setChecked('all')
    if (missingChoice) {
      const code = missingOptions[0]?.code
      setCartMessage(t('variants.chooseFirst', { options: missingNames }))
      document
        .querySelector<HTMLInputElement>(`[data-option-code="${code ?? ''}"] input:not(:disabled)`)
        ?.focus()
      return
    }
    const firstProblem = product.customOptions.find((option) => allProblems.has(option.uid))
    if (firstProblem) {
      document.getElementById(optionControlId(firstProblem.uid))?.focus()
      return
    }
    if (quantity === null) {
      document.getElementById(quantityId)?.focus()
      return
    }
    setAdding(true)
    try {
      const answer = await addToCart({
        sku: variant?.sku ?? product.sku,
        ...(variant ? { parent_sku: product.sku } : {}),
        quantity,
        ...cartOptions(product.customOptions, optionValues),
      })
      // What was added the cart confirms itself (the app's cart drawer); what was refused shows here.
      if (answer && answer.userErrors.length > 0) setCartMessage(answer.userErrors.join(', '))
    } catch (error) {
      setCartMessage(error instanceof Error && error.message ? error.message : t('errors.tryAgain'))
    } finally {
      setAdding(false)
    }
  }

  const trail = trailFromState(location.state) ?? product.categories[0]?.trail ?? []
  const manufacturer =
    product.manufacturerId === null
      ? undefined
      : attributes?.get('manufacturer')?.get(String(product.manufacturerId))?.label
  const sizeGuideId = product.sizeGuide ?? undefined
  const { data: blocks, isPending: blocksPending } = useCmsBlocks(locale, [
    returnNoteId,
    deliveryNoteId,
    ...(sizeGuideId ? [sizeGuideId] : []),
  ])

  usePageHead({
    kind: 'page',
    title: [product.metaTitle ?? product.name, trail.at(-1)?.name ?? ''],
    description: product.metaDescription ?? (plainText(product.descriptionHtml) || undefined),
    indexable: true,
    alternates: product.alternates,
  })

  const percentOff = price.minimum.percentOff
  const chosenOptions = cartOptions(product.customOptions, optionValues)
  const toSave = {
    sku: product.sku,
    name: product.name,
    variantSku: variant?.sku,
    selectedOptions: chosenOptions.selected_options,
    enteredOptions: chosenOptions.entered_options,
  }

  return (
    <div>
      <Breadcrumbs
        items={[
          { label: t('breadcrumbs.home'), to: `/${locale}` },
          ...trail.map((crumb) => ({ label: crumb.name, to: `/${locale}/${crumb.path}` })),
          { label: product.name },
        ]}
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery key={gallery[0]?.small ?? 'none'} images={gallery} name={product.name} />
        <div className="min-w-0">
          {manufacturer && (
            <p className="text-sm font-medium tracking-wide text-ink-muted uppercase">
              {manufacturer}
            </p>
          )}
          <h1 className="mt-1 font-display text-3xl leading-tight font-semibold text-forest-900 sm:text-4xl">
            {product.name}
          </h1>
          <p className="mt-2 text-sm text-ink-muted">
            {t('product.sku', { sku: variant?.sku ?? product.sku })}
          </p>
          {(product.isNew || percentOff !== null) && (
            <p className="mt-3 flex gap-2">
              {product.isNew && (
                <span className="rounded-sm bg-forest-800 px-2 py-0.5 text-xs font-semibold text-cream-50">
                  {t('product.badge.new')}
                </span>
              )}
              {percentOff !== null && (
                <span className="rounded-sm bg-red-800 px-2 py-0.5 text-xs font-semibold text-white">
                  {formatPercentOff(percentOff, locale)}
                </span>
              )}
            </p>
          )}
          <PriceBlock
            price={price}
            careSize={product.careSize}
            basePriceUnit={product.basePriceUnit}
            showFrom={showFrom}
            className="mt-4"
          />
          <TierPrices
            tiers={variant?.tiers ?? product.tiers}
            basePriceUnit={product.basePriceUnit}
            className="mt-4"
          />

          <div className="mt-6 space-y-6 border-t border-cream-300 pt-6">
            <OtherColours
              relationCode={product.relationCode}
              currentUid={product.uid}
              attributes={attributes}
            />
            {isConfigurable && (
              <VariantPicker
                options={options}
                variants={product.variants}
                selection={selection}
                onChoose={(code, index) => {
                  setSearchParams(
                    writeSelection(options, choose(selection, code, index), searchParams),
                    { replace: true, preventScrollReset: true, flushSync: true },
                  )
                }}
              />
            )}
            {product.customOptions.length > 0 && (
              <Suspense fallback={null}>
                <CustomizableOptions
                  options={product.customOptions}
                  values={optionValues}
                  problems={shownProblems}
                  controlId={optionControlId}
                  onText={(uid, text) => {
                    setOptionValues((current) => ({
                      ...current,
                      texts: new Map(current.texts).set(uid, text),
                    }))
                  }}
                  uploadFile={
                    uploadOptionFile &&
                    ((optionUid, file, onProgress) =>
                      uploadOptionFile({ sku: product.sku, optionUid, file, onProgress }))
                  }
                  onFile={(uid, token, name) => {
                    setOptionValues((current) => ({
                      ...current,
                      texts: new Map(current.texts).set(uid, token),
                      files: new Map(current.files).set(uid, name),
                    }))
                  }}
                  onChoice={(uid, chosen) => {
                    // A changed choice drops what it no longer allows below it.
                    setOptionValues((current) =>
                      withoutUnavailable(product.customOptions, {
                        ...current,
                        choices: new Map(current.choices).set(uid, chosen),
                      }),
                    )
                  }}
                  onLeave={(uid) => {
                    setChecked((current) =>
                      current === 'all' || current.has(uid) ? current : new Set(current).add(uid),
                    )
                  }}
                />
              </Suspense>
            )}
            {surcharge > 0 && (!isConfigurable || variant) && (
              <p className="text-sm text-ink" aria-live="polite">
                {t('customOptions.priceWithOptions', {
                  price: formatMoney(finalPrice + surcharge, price.minimum.final.currency, locale),
                  surcharge: formatMoney(surcharge, price.minimum.final.currency, locale),
                })}
              </p>
            )}
            <div id={stockId}>
              <StockLine
                inStock={inStock}
                delivery={delivery}
                stockQty={variant ? variant.stockQty : isConfigurable ? null : product.stockQty}
              />
              {/* What ships (a delivery time; vouchers have none) costs shipping to the visitor's country. */}
              {inStock && delivery && shipping?.promise(finalPrice + surcharge)}
            </div>
            {addToCart && (
              <form
                noValidate
                aria-label={t('product.addToCart')}
                aria-busy={adding}
                onSubmit={(event) => {
                  void submit(event)
                }}
              >
                <NeedsJavaScript />
                <div className="flex flex-wrap items-end gap-3">
                  <div className="w-24">
                    <label htmlFor={quantityId} className="block text-sm font-medium text-ink">
                      {t('product.quantity')}
                    </label>
                    <input
                      id={quantityId}
                      type="number"
                      inputMode="numeric"
                      min={minQuantity}
                      max={maxQuantity}
                      step={1}
                      value={quantityText}
                      aria-invalid={quantityProblem}
                      aria-describedby={quantityProblem ? `${quantityId}-error` : undefined}
                      onChange={(event) => {
                        setQuantityText(event.target.value)
                      }}
                      className={`mt-1 block min-h-12 w-full rounded-md border bg-cream-50 px-3 text-ink tabular-nums ${
                        quantityProblem ? 'border-red-800' : 'border-cream-300'
                      }`}
                    />
                  </div>
                  <button
                    type="submit"
                    disabled={!inStock}
                    aria-disabled={adding}
                    aria-describedby={inStock ? cartNoteId : stockId}
                    className="inline-flex min-h-12 flex-1 items-center justify-center rounded-md bg-forest-800 px-6 font-medium text-cream-50 transition-colors hover:bg-forest-900 disabled:cursor-not-allowed disabled:bg-forest-800/50 aria-disabled:cursor-progress aria-disabled:opacity-70 sm:flex-none"
                  >
                    {adding ? t('product.adding') : t('product.addToCart')}
                  </button>
                  {saveButton?.(toSave, 'page')}
                </div>
                {quantityProblem && (
                  <p id={`${quantityId}-error`} className="mt-1 text-sm text-red-800">
                    {t('product.quantityRange', { min: minQuantity, max: maxQuantity })}
                  </p>
                )}
                <div id={cartNoteId} className="mt-2 text-sm">
                  {inStock && missingNames !== '' && cartMessage === null ? (
                    <p className="text-ink-muted">
                      {t('variants.chooseFirst', { options: missingNames })}
                    </p>
                  ) : null}
                  <p role="alert" className="text-red-800">
                    {cartMessage}
                  </p>
                </div>
              </form>
            )}
            {!addToCart && saveButton?.(toSave, 'page')}
            {blocksPending ? <NotesPlaceholder /> : <Notes blocks={blocks} />}
          </div>
        </div>
      </div>

      <div ref={infoRef} className="mt-12 min-h-48 lg:mt-16">
        {showInfo && (
          <Suspense fallback={null}>
            <ProductInfoTabs
              product={product}
              choices={choiceSummary(product.customOptions, optionValues)}
              manufacturer={manufacturer}
              sizeGuide={sizeGuideId ? blocks?.get(sizeGuideId) : undefined}
            />
          </Suspense>
        )}
      </div>

      {product.related.length > 0 && (
        <div className="mt-12 min-h-96 lg:mt-16">
          {showInfo && (
            <Suspense fallback={null}>
              <ProductRelated products={product.related} attributes={attributes} />
            </Suspense>
          )}
        </div>
      )}

      {product.upsells.length > 0 && (
        <div className="mt-12 min-h-96 lg:mt-16">
          {showInfo && (
            <Suspense fallback={null}>
              <ProductUpsells products={product.upsells} attributes={attributes} />
            </Suspense>
          )}
        </div>
      )}
    </div>
  )
}

/** The notes' place while their texts load, so the page below does not jump. */
function NotesPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="h-[6.0625rem] animate-pulse rounded-lg bg-cream-50 ring-1 ring-cream-300"
    />
  )
}

/**
 * The delivery note and the 30-day return note as the CMS words them: each
 * title always in view, its full text one click (or Enter) away.
 */
function Notes({ blocks }: { blocks: ReadonlyMap<string, CmsBlock> | undefined }) {
  const { t } = useTranslation()
  const notes = [
    { block: blocks?.get(deliveryNoteId), Icon: TruckIcon, fallback: t('product.deliveryNote') },
    { block: blocks?.get(returnNoteId), Icon: ReturnIcon, fallback: t('product.returnNote') },
  ].flatMap(({ block, ...note }) => (block ? [{ block, ...note }] : []))
  if (notes.length === 0) return null
  return (
    <div className="divide-y divide-cream-300 rounded-lg bg-cream-50 text-sm ring-1 ring-cream-300">
      {notes.map(({ block, Icon, fallback }) => (
        <details key={block.identifier} className="group">
          <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-lg px-4 py-2 font-medium text-ink hover:text-forest-800 [&::-webkit-details-marker]:hidden">
            <Icon className="size-5 shrink-0 text-forest-800" />
            <span className="flex-1">{block.title || fallback}</span>
            <ChevronDownIcon className="size-4 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <RichText html={block.content} className="px-4 pb-4 text-ink-muted sm:pl-12" />
        </details>
      ))}
    </div>
  )
}
