import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react'
import { DropZone, FileTrigger, Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { ActionDialog, ConfirmButtons } from '../components/dialog'
import {
  buttonClassName,
  ErrorNote,
  Field,
  inputClassName,
  labelClassName,
  linkClassName,
  Loading,
  PageTitle,
  secondaryButtonClassName,
  Section,
  Select,
  StatusBadge,
} from '../components/ui'
import { ApiError, fieldErrors, gql } from '../lib/api'
import { centsFromText, textFromCents } from '../lib/money'
import {
  emptyLocalized,
  missingLanguages,
  missingVariants,
  newProduct,
  productDetailFields,
  productInput,
  useProductChoices,
  type Localized,
  type ProductData,
  type ProductDetail,
  type ProductImage,
} from '../lib/products'
import { formatMoney, formatTime, languages, useText, type TextKey } from '../lib/text'
import { TierPricesEditor } from './product-tiers'
import { ProductStoreViews, RelatedProductsField } from './product-visibility'

type Errors = Record<string, string>

/** The product editor: every field the storefront shows, its variants, pictures, prices and stock. */
export function ProductScreen() {
  const { id = '' } = useParams()
  const [params] = useSearchParams()
  const location = useLocation()
  const isNew = id === 'new'
  const { t } = useText()
  // A reload after a refused save starts the editor afresh from what the
  // server holds now.
  const [generation, setGeneration] = useState(0)
  const loaded = useQuery({
    queryKey: ['admin', 'product', id],
    queryFn: () =>
      gql<{ product: ProductDetail | null }>(
        `query($id: ID!) { product(id: $id) { ${productDetailFields} } }`,
        {
          id,
        },
      ),
    enabled: !isNew,
  })
  if (isNew) {
    const type = params.get('type') ?? ''
    if (!['simple', 'configurable', 'virtual'].includes(type)) return <NewProductType />
    return <ProductEditor key={'new-' + type} initial={newProduct(type)} />
  }
  if (loaded.isPending) return <Loading />
  if (loaded.error) return <ErrorNote error={loaded.error} />
  const detail = loaded.data.product
  if (!detail) {
    return (
      <div>
        <PageTitle>{t('product.notFound')}</PageTitle>
        <Link to="/products" className={linkClassName}>
          {t('product.back')}
        </Link>
      </div>
    )
  }
  return (
    <ProductEditor
      key={detail.id + ':' + String(generation)}
      initial={detail.product}
      detail={detail}
      created={(location.state as { created?: boolean } | null)?.created === true}
      onReload={() => {
        void loaded.refetch().then(() => {
          setGeneration((g) => g + 1)
        })
      }}
    />
  )
}

/** The first step of a new product: its type. */
function NewProductType() {
  const { t } = useText()
  return (
    <div>
      <PageTitle>{t('products.new')}</PageTitle>
      <p className="mb-4">{t('product.chooseType')}</p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {(['simple', 'configurable', 'virtual'] as const).map((type) => (
          <li key={type}>
            <Link
              to={'/products/new?type=' + type}
              className="block rounded-lg border border-stone-300 bg-white p-4 hover:border-forest-700"
            >
              <span className="block font-semibold text-forest-800 underline">
                {t(('product.type.' + type) as TextKey)}
              </span>
              <span className="text-sm text-stone-700">
                {t(('product.type.' + type + '.hint') as TextKey)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The loaded stock per SKU, which a save names so that what orders took meanwhile stays. */
function stockOf(p: ProductData): { sku: string; qty: number }[] {
  return [
    { sku: p.sku, qty: p.stockQty },
    ...p.variants.map((v) => ({ sku: v.sku, qty: v.stockQty })),
  ]
}

function ProductEditor({
  initial,
  detail,
  created = false,
  onReload,
}: {
  initial: ProductData
  detail?: ProductDetail
  created?: boolean
  onReload?: () => void
}) {
  const { t, language } = useText()
  const navigate = useNavigate()
  const client = useQueryClient()
  const choices = useProductChoices()
  const [p, setP] = useState<ProductData>(initial)
  const [clientErrors, setClientErrors] = useState<Errors>({})
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [saved, setSaved] = useState(created)
  const formRef = useRef<HTMLFormElement>(null)
  const isNew = !detail
  const update = (change: Partial<ProductData>) => {
    setSaved(false)
    setP((old) => ({ ...old, ...change }))
  }
  const save = useMutation({
    mutationFn: () =>
      gql<{ saveProduct: ProductDetail }>(
        `mutation($id: ID, $rev: Int, $in: ProductInput!, $was: [StockLevelInput!]) {
          saveProduct(id: $id, revision: $rev, input: $in, stockWas: $was) { ${productDetailFields} } }`,
        {
          id: detail?.id ?? null,
          rev: detail?.revision ?? null,
          in: productInput(p),
          was: detail ? stockOf(detail.product) : null,
        },
      ),
    onSuccess: (data) => {
      const d = data.saveProduct
      client.setQueryData(['admin', 'product', d.id], { product: d })
      void client.invalidateQueries({ queryKey: ['admin', 'products'] })
      // What the server keeps (texts cleaned, url keys made, new variants' ids).
      setP(d.product)
      setSaved(true)
      if (isNew) void navigate('/products/' + d.id, { replace: true, state: { created: true } })
    },
  })
  const remove = useMutation({
    mutationFn: () =>
      gql(`mutation($id: ID!, $rev: Int!) { deleteProduct(id: $id, revision: $rev) }`, {
        id: detail?.id,
        rev: detail?.revision,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'products'] })
      void navigate('/products')
    },
  })
  const errors: Errors = { ...fieldErrors(save.error), ...clientErrors }
  const err = (field: string) => errors[field]
  useEffect(() => {
    if (save.error || Object.keys(clientErrors).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
  }, [save.error, clientErrors])
  const conflict =
    save.error instanceof ApiError && save.error.code === 'CONFLICT' && !save.error.field
  const missing = missingLanguages(p)
  const title = isNew
    ? t('product.newTitle', { type: t(('product.type.' + p.type) as TextKey) })
    : p.name.de || p.sku
  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    const problems: Errors = {}
    if (!p.sku.trim()) problems.sku = t('product.required')
    if (!p.name.de.trim()) problems['name.de'] = t('product.required')
    setClientErrors(problems)
    if (Object.keys(problems).length === 0) save.mutate()
  }
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <PageTitle
        actions={
          <div className="flex flex-wrap gap-2">
            {detail?.paths.map((path) => (
              <a
                key={path.locale}
                href={path.path}
                className={secondaryButtonClassName}
                target="_blank"
                rel="noreferrer"
              >
                {t('product.viewInShop', { language: path.locale.toUpperCase() })}
              </a>
            ))}
          </div>
        }
      >
        {title}
      </PageTitle>
      <p className="mb-4">
        <Link to="/products" className={linkClassName}>
          {t('product.back')}
        </Link>
      </p>
      {conflict ? (
        <div
          role="alert"
          className="mb-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-900"
        >
          <p className="mb-2">{save.error?.message}</p>
          <button
            type="button"
            className={secondaryButtonClassName}
            onClick={() => {
              save.reset()
              onReload?.()
            }}
          >
            {t('product.reload')}
          </button>
        </div>
      ) : (
        <ErrorNote error={save.error} />
      )}
      {Object.keys(clientErrors).length > 0 ? (
        <p
          role="alert"
          className="my-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-900"
        >
          {t('product.fixErrors')}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="mb-4 rounded-md border border-forest-700 bg-forest-50 p-3">
          {t('product.saved')}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-3 [&>*]:min-w-0">
        <div className="grid gap-4 lg:col-span-2 [&>*]:min-w-0">
          <Section id="product-general" title={t('product.general')}>
            <div className="grid gap-x-4 sm:grid-cols-2">
              <Field
                label={t('products.sku')}
                value={p.sku}
                readOnly={!isNew}
                required
                error={err('sku')}
                hint={isNew ? t('product.skuHint') : t('product.skuFixed')}
                onChange={(e) => {
                  update({ sku: e.target.value })
                }}
              />
              {p.type !== 'configurable' ? (
                <Field
                  label={t('product.ean')}
                  value={p.ean}
                  inputMode="numeric"
                  error={err('ean')}
                  onChange={(e) => {
                    update({ ean: e.target.value.trim() })
                  }}
                />
              ) : null}
              <OptionSelect
                label={t('product.manufacturer')}
                code="manufacturer"
                value={p.manufacturer}
                onChange={(manufacturer) => {
                  update({ manufacturer })
                }}
              />
              <Field
                label={t('product.relationCode')}
                hint={t('product.relationCodeHint')}
                value={p.relationCode}
                error={err('productRelationCode')}
                onChange={(e) => {
                  update({ relationCode: e.target.value })
                }}
              />
              <Field
                label={t('product.sizeGuide')}
                hint={t('product.sizeGuideHint')}
                value={p.sizeGuide}
                onChange={(e) => {
                  update({ sizeGuide: e.target.value })
                }}
              />
              <Field
                label={t('product.upsells')}
                hint={t('product.upsellsHint')}
                value={p.upsellSkus.join(', ')}
                error={Object.entries(errors).find(([f]) => f.startsWith('upsellSkus'))?.[1]}
                onChange={(e) => {
                  update({
                    upsellSkus: e.target.value
                      .split(',')
                      .map((s) => s.trim())
                      .filter(Boolean),
                  })
                }}
              />
              <RelatedProductsField
                product={p}
                error={Object.entries(errors).find(([f]) => f.startsWith('relatedSkus'))?.[1]}
                onChange={update}
              />
            </div>
            <DayRange
              className="grid gap-x-4 sm:grid-cols-2"
              labels={[t('product.newFrom'), t('product.newTo')]}
              from={p.newFrom}
              to={p.newTo}
              error={err('newTo')}
              onChange={(newFrom, newTo) => {
                update({ newFrom, newTo })
              }}
            />
          </Section>

          <Section id="product-texts" title={t('product.texts')}>
            <Tabs>
              <TabList
                aria-label={t('product.textsLanguage')}
                className="mb-3 flex gap-1 border-b border-stone-300"
              >
                {languages.map((l) => (
                  <Tab
                    key={l}
                    id={l}
                    className="min-h-11 cursor-pointer rounded-t-md px-4 py-2 font-medium outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-forest-700 data-[selected]:bg-forest-900 data-[selected]:text-cream-50"
                  >
                    {t(('language.' + l) as TextKey)}
                    {missing.includes(l) ? ' · ' + t('product.missingShort') : ''}
                  </Tab>
                ))}
              </TabList>
              {languages.map((l) => (
                <TabPanel key={l} id={l}>
                  {missing.includes(l) ? (
                    <p className="mb-3 rounded-md border border-amber-700 bg-amber-50 p-2 text-sm">
                      {t('product.missingIn', { language: t(('language.' + l) as TextKey) })}
                    </p>
                  ) : null}
                  <TextFields product={p} language={l} errors={errors} onChange={update} />
                </TabPanel>
              ))}
            </Tabs>
          </Section>

          <Section id="product-images" title={t('product.images')}>
            <Images
              images={p.images}
              onChange={(images) => {
                update({ images })
              }}
              error={Object.entries(errors).find(([f]) => f.startsWith('images'))?.[1]}
            />
          </Section>

          {p.type === 'configurable' ? (
            <Section id="product-variants" title={t('product.variants')}>
              <Variants
                product={p}
                errors={errors}
                onChange={update}
                pricesLocked={detail !== undefined && !detail.pricesEditable}
              />
            </Section>
          ) : null}

          <Section id="product-options" title={t('product.customOptions')}>
            <CustomOptions product={p} errors={errors} onChange={update} />
          </Section>

          <Section id="product-merchandise" title={t('product.merchandise')}>
            <Merchandise product={p} errors={errors} onChange={update} />
          </Section>

          <Section id="product-safety" title={t('product.safety')}>
            <p className="mb-3 text-sm text-stone-700">{t('product.safetyHint')}</p>
            <div className="grid gap-x-4 sm:grid-cols-2">
              <Field
                label={t('product.safety.name')}
                value={p.safety.manufacturerName}
                onChange={(e) => {
                  update({ safety: { ...p.safety, manufacturerName: e.target.value } })
                }}
              />
              <Field
                label={t('product.safety.email')}
                type="email"
                value={p.safety.manufacturerEmail}
                error={err('safety.manufacturerEmail')}
                onChange={(e) => {
                  update({ safety: { ...p.safety, manufacturerEmail: e.target.value } })
                }}
              />
              <TextArea
                label={t('product.safety.address')}
                value={p.safety.manufacturerAddress}
                rows={3}
                onChange={(v) => {
                  update({ safety: { ...p.safety, manufacturerAddress: v } })
                }}
              />
              <Field
                label={t('product.safety.country')}
                hint={t('product.safety.countryHint')}
                value={p.safety.manufacturerCountry}
                maxLength={2}
                error={err('safety.manufacturerCountry')}
                onChange={(e) => {
                  update({
                    safety: { ...p.safety, manufacturerCountry: e.target.value.toUpperCase() },
                  })
                }}
              />
            </div>
            <LocalizedArea
              label={t('product.safety.notes')}
              value={p.safety.notes}
              onChange={(notes) => {
                update({ safety: { ...p.safety, notes } })
              }}
            />
          </Section>
        </div>

        <div className="grid content-start gap-4">
          <Section id="product-status" title={t('product.status')}>
            <Check
              label={t('product.enabled')}
              checked={p.enabled}
              onChange={(enabled) => {
                update({ enabled })
              }}
            />
            <ProductStoreViews
              product={p}
              error={Object.entries(errors).find(([f]) => f.startsWith('offStores'))?.[1]}
              onChange={update}
            />
            {detail ? (
              <p className="mt-2 text-sm text-stone-700">
                {t('product.updatedAt', { time: formatTime(language, detail.updatedAt) })}
              </p>
            ) : null}
            <div className="mt-4 flex flex-wrap gap-2">
              <button type="submit" className={buttonClassName} disabled={save.isPending}>
                {t('product.save')}
              </button>
              {detail ? (
                <button
                  type="button"
                  className={secondaryButtonClassName}
                  onClick={() => {
                    setConfirmDelete(true)
                  }}
                >
                  {t('product.delete')}
                </button>
              ) : null}
            </div>
          </Section>

          <Section id="product-prices" title={t('product.prices')}>
            <Prices product={p} detail={detail} errors={errors} onChange={update} />
          </Section>

          <Section id="product-stock" title={t('product.stockShipping')}>
            {p.type === 'simple' ? (
              <IntField
                label={t('product.stockQty')}
                value={p.stockQty}
                error={err('stockQty')}
                onChange={(stockQty) => {
                  update({ stockQty })
                }}
              />
            ) : null}
            {p.type !== 'virtual' ? (
              <>
                <Field
                  label={t('product.lowStock')}
                  hint={t('product.lowStockHint', { n: choices.data?.lowStockThreshold ?? 5 })}
                  inputMode="numeric"
                  value={p.lowStockThreshold === null ? '' : String(p.lowStockThreshold)}
                  error={err('lowStockThreshold')}
                  onChange={(e) => {
                    const v = e.target.value.trim()
                    update({ lowStockThreshold: v === '' || !/^\d+$/.test(v) ? null : Number(v) })
                  }}
                />
                <IntField
                  label={t('product.weight')}
                  value={p.weightGrams}
                  error={err('weightGrams')}
                  onChange={(weightGrams) => {
                    update({ weightGrams })
                  }}
                />
                <Check
                  label={t('product.bulky')}
                  hint={t('product.bulkyHint')}
                  checked={p.bulky}
                  onChange={(bulky) => {
                    update({ bulky })
                  }}
                />
                <div className="mt-4 grid grid-cols-2 gap-x-3">
                  <IntField
                    label={t('product.deliveryMin')}
                    value={p.deliveryMinDays}
                    error={err('deliveryMinDays')}
                    onChange={(deliveryMinDays) => {
                      update({ deliveryMinDays })
                    }}
                  />
                  <IntField
                    label={t('product.deliveryMax')}
                    value={p.deliveryMaxDays}
                    error={err('deliveryMaxDays')}
                    onChange={(deliveryMaxDays) => {
                      update({ deliveryMaxDays })
                    }}
                  />
                </div>
              </>
            ) : (
              <p>{t('product.virtualNoStock')}</p>
            )}
            {detail && detail.movements.length > 0 ? <Movements detail={detail} /> : null}
          </Section>

          <Section id="product-categories" title={t('product.categories')}>
            <Categories
              selected={p.categoryIds}
              error={Object.entries(errors).find(([f]) => f.startsWith('categoryIds'))?.[1]}
              onChange={(categoryIds) => {
                update({ categoryIds })
              }}
            />
          </Section>
        </div>
      </div>
      <ActionDialog
        title={t('product.deleteTitle')}
        open={confirmDelete}
        alert
        onClose={() => {
          setConfirmDelete(false)
        }}
      >
        <p className="mb-4">{t('product.deleteConfirm', { sku: p.sku })}</p>
        <ErrorNote error={remove.error} />
        <ConfirmButtons
          confirm={t('product.delete')}
          cancel={t('dialog.cancel')}
          onConfirm={() => {
            remove.mutate()
          }}
          onCancel={() => {
            setConfirmDelete(false)
          }}
        />
      </ActionDialog>
    </form>
  )
}

/** A choice of one of a select attribute's options, or none. */
function OptionSelect({
  label,
  code,
  value,
  onChange,
}: {
  label: string
  code: string
  value: string
  onChange: (code: string) => void
}) {
  const { t } = useText()
  const choices = useProductChoices()
  const options = choices.data?.attributes.find((a) => a.code === code)?.options ?? []
  return (
    <div className="mb-4">
      <Select
        label={label}
        value={value}
        onChange={(e) => {
          onChange(e.target.value)
        }}
        options={[
          { value: '', label: t('product.none') },
          ...options.map((o) => ({ value: o.code, label: o.label })),
        ]}
      />
    </div>
  )
}

/** A checkbox with its label (and a hint). */
function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string
  hint?: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="mb-2">
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={checked}
          aria-describedby={hint ? id : undefined}
          onChange={(e) => {
            onChange(e.target.checked)
          }}
        />
        {label}
      </label>
      {hint ? (
        <p id={id} className="text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** A whole number, kept as typed until it is one. */
function IntField({
  label,
  value,
  error,
  onChange,
}: {
  label: string
  value: number
  error?: string | undefined
  onChange: (n: number) => void
}) {
  const { t } = useText()
  const [text, setText] = useState(String(value))
  const [own, setOwn] = useState<string>()
  return (
    <Field
      label={label}
      inputMode="numeric"
      value={text}
      error={own ?? error}
      onChange={(e) => {
        setText(e.target.value)
        const v = e.target.value.trim()
        if (/^\d+$/.test(v)) {
          setOwn(undefined)
          onChange(Number(v))
        } else setOwn(t('product.wholeNumber'))
      }}
    />
  )
}

/** An amount in euros, read as cents; empty is null where optional. */
function MoneyField({
  label,
  cents,
  optional = false,
  error,
  hint,
  onChange,
}: {
  label: string
  cents: number | null
  optional?: boolean
  error?: string | undefined
  hint?: string
  onChange: (cents: number | null) => void
}) {
  const { t, language } = useText()
  const [text, setText] = useState(textFromCents(cents, language))
  const [own, setOwn] = useState<string>()
  return (
    <Field
      label={label}
      inputMode="decimal"
      value={text}
      error={own ?? error}
      {...(hint ? { hint } : {})}
      onChange={(e) => {
        setText(e.target.value)
        const parsed = centsFromText(e.target.value)
        if (parsed === null && optional && e.target.value.trim() === '') {
          setOwn(undefined)
          onChange(null)
        } else if (parsed === null || parsed < 0) {
          setOwn(t('product.amountInvalid'))
        } else {
          setOwn(undefined)
          onChange(parsed)
        }
      }}
    />
  )
}

/** A labelled multi-line text. */
function TextArea({
  label,
  value,
  rows = 5,
  error,
  hint,
  onChange,
}: {
  label: string
  value: string
  rows?: number
  error?: string | undefined
  hint?: string
  onChange: (v: string) => void
}) {
  const id = useId()
  return (
    <div className="mb-4">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={inputClassName}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [error ? id + '-e' : '', hint ? id + '-h' : ''].filter(Boolean).join(' ') || undefined
        }
        onChange={(e) => {
          onChange(e.target.value)
        }}
      />
      {hint ? (
        <p id={id + '-h'} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={id + '-e'} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A text in each language, side by side under one label. */
function LocalizedArea({
  label,
  value,
  onChange,
}: {
  label: string
  value: Localized
  onChange: (v: Localized) => void
}) {
  const { t } = useText()
  return (
    <fieldset className="mb-2">
      <legend className={labelClassName}>{label}</legend>
      <div className="grid gap-x-3 sm:grid-cols-3">
        {languages.map((l) => (
          <TextArea
            key={l}
            label={t(('language.' + l) as TextKey)}
            rows={2}
            value={value[l]}
            onChange={(v) => {
              onChange({ ...value, [l]: v })
            }}
          />
        ))}
      </div>
    </fieldset>
  )
}

const textFields = [
  ['name', 'product.name', 'line'],
  ['urlKey', 'product.urlKey', 'line'],
  ['description', 'product.description', 'html'],
  ['materialCare', 'product.materialCare', 'html'],
  ['sizeInfo', 'product.sizeInfo', 'html'],
  ['manufacturerInfo', 'product.manufacturerInfo', 'html'],
  ['metaTitle', 'product.metaTitle', 'line'],
  ['metaDescription', 'product.metaDescription', 'text'],
  ['metaKeywords', 'product.metaKeywords', 'line'],
] as const

/** A language's texts of the product. */
function TextFields({
  product,
  language,
  errors,
  onChange,
}: {
  product: ProductData
  language: 'de' | 'en' | 'fr'
  errors: Errors
  onChange: (c: Partial<ProductData>) => void
}) {
  const { t } = useText()
  return (
    <div>
      {textFields.map(([field, label, kind]) => {
        const value = product[field][language]
        const set = (v: string) => {
          onChange({ [field]: { ...product[field], [language]: v } })
        }
        const error = errors[field + '.' + language]
        const hint =
          field === 'urlKey'
            ? t('product.urlKeyHint')
            : kind === 'html'
              ? t('product.htmlHint')
              : language !== 'de' && field === 'name'
                ? t('product.germanFills')
                : undefined
        return kind === 'line' ? (
          <Field
            key={field}
            label={t(label)}
            value={value}
            required={field === 'name' && language === 'de'}
            error={error}
            {...(hint ? { hint } : {})}
            onChange={(e) => {
              set(e.target.value)
            }}
          />
        ) : (
          <TextArea
            key={field}
            label={t(label)}
            value={value}
            rows={kind === 'html' ? 6 : 3}
            error={error}
            {...(hint ? { hint } : {})}
            onChange={set}
          />
        )
      })}
    </div>
  )
}

/** Uploads a picture to the media library; answers its key and size. */
async function uploadImage(file: File, language: string): Promise<ProductImage> {
  const res = await fetch('/admin/api/catalog/images', {
    method: 'POST',
    body: file,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Accept-Language': language,
      'Content-Type': file.type || 'application/octet-stream',
    },
  })
  const data = (await res.json().catch(() => ({}))) as {
    key?: string
    width?: number
    height?: number
    url?: string
    error?: { message?: string; code?: string }
  }
  if (!res.ok || !data.key) {
    throw new ApiError(data.error?.message ?? res.statusText, {
      status: res.status,
      code: data.error?.code ?? String(res.status),
    })
  }
  return {
    key: data.key,
    width: data.width ?? 0,
    height: data.height ?? 0,
    url: data.url ?? '',
    label: emptyLocalized(),
  }
}

/** The pictures: dropped or chosen, put in order, the first the main one, alt texts per language. */
/** The type a picture dragged within the list carries: its position. */
const pictureDragType = 'application/x-paddock-picture'

function Images({
  images,
  onChange,
  error,
  compact = false,
}: {
  images: ProductImage[]
  onChange: (images: ProductImage[]) => void
  error?: string | undefined
  compact?: boolean
}) {
  const { t, language } = useText()
  const [uploading, setUploading] = useState(0)
  const [uploadError, setUploadError] = useState<unknown>(null)
  const latest = useRef(images)
  useEffect(() => {
    latest.current = images
  })
  const add = async (files: File[]) => {
    setUploadError(null)
    setUploading((n) => n + files.length)
    for (const file of files) {
      try {
        const im = await uploadImage(file, language)
        onChange([...latest.current, im])
      } catch (e) {
        setUploadError(e)
      } finally {
        setUploading((n) => n - 1)
      }
    }
  }
  const [moved, setMoved] = useState('')
  const [dropAt, setDropAt] = useState<number | null>(null)
  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= images.length) return
    const next = [...images]
    const [it] = next.splice(from, 1)
    if (!it) return
    next.splice(to, 0, it)
    onChange(next)
    setMoved(t('product.imageMoved', { from: from + 1, to: to + 1 }))
  }
  const accept = ['image/jpeg', 'image/png', 'image/webp']
  return (
    <div>
      <DropZone
        getDropOperation={(types) => (accept.some((a) => types.has(a)) ? 'copy' : 'cancel')}
        onDrop={(e) => {
          void Promise.all(e.items.filter((i) => i.kind === 'file').map((i) => i.getFile())).then(
            (files) => add(files),
          )
        }}
        className="mb-3 flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-stone-400 p-4 text-center data-[drop-target]:border-forest-700 data-[drop-target]:bg-forest-50"
      >
        {compact ? null : <p>{t('product.imagesDrop')}</p>}
        <FileTrigger
          acceptedFileTypes={accept}
          allowsMultiple
          onSelect={(list) => {
            if (list) void add(Array.from(list))
          }}
        >
          <button type="button" className={secondaryButtonClassName}>
            {t('product.imagesChoose')}
          </button>
        </FileTrigger>
        {compact ? null : <p className="text-sm text-stone-700">{t('product.imagesHint')}</p>}
      </DropZone>
      {uploading > 0 ? (
        <p role="status" className="mb-2">
          {t('product.imagesUploading', { count: uploading })}
        </p>
      ) : null}
      <ErrorNote error={uploadError} />
      {error ? (
        <p role="alert" className="mb-2 text-red-800">
          {error}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {moved}
      </p>
      <ol className="grid gap-3">
        {images.map((im, i) => (
          // Dropping a dragged picture here is the mouse's way; the buttons below are the keyboard's.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <li
            key={im.key + ':' + String(i)}
            data-drop-target={dropAt === i ? '' : undefined}
            className="flex flex-wrap gap-3 sm:flex-nowrap rounded-md border border-stone-300 p-2 data-[drop-target]:border-forest-700 data-[drop-target]:bg-forest-50"
            onDragOver={(e) => {
              if (!e.dataTransfer.types.includes(pictureDragType)) return
              e.preventDefault()
              e.dataTransfer.dropEffect = 'move'
              setDropAt(i)
            }}
            onDragLeave={() => {
              setDropAt((at) => (at === i ? null : at))
            }}
            onDrop={(e) => {
              const from = Number(e.dataTransfer.getData(pictureDragType))
              setDropAt(null)
              if (!e.dataTransfer.types.includes(pictureDragType) || !Number.isInteger(from)) return
              e.preventDefault()
              move(from, i)
            }}
          >
            {images.length > 1 ? (
              <span
                draggable
                title={t('product.imageDrag', { n: i + 1 })}
                aria-hidden="true"
                className="flex w-6 cursor-grab items-center justify-center self-stretch rounded text-stone-600 hover:bg-stone-200"
                onDragStart={(e) => {
                  e.dataTransfer.setData(pictureDragType, String(i))
                  e.dataTransfer.effectAllowed = 'move'
                  const item = e.currentTarget.parentElement
                  if (item) e.dataTransfer.setDragImage(item, 16, 16)
                }}
                onDragEnd={() => {
                  setDropAt(null)
                }}
              >
                ⠿
              </span>
            ) : null}
            <img
              src={im.url}
              alt={im.label.de}
              width={96}
              height={96}
              className="size-24 rounded object-contain"
            />
            <div className="min-w-48 grow sm:min-w-0 sm:flex-1">
              <p className="mb-1 font-medium">
                {i === 0 ? t('product.imageMain') : t('product.imageNumber', { n: i + 1 })}
              </p>
              {compact ? null : (
                <div className="grid gap-x-2 sm:grid-cols-3 [&>div]:mb-1">
                  {languages.map((l) => (
                    <Field
                      key={l}
                      label={t('product.imageAlt', { language: l.toUpperCase() })}
                      value={im.label[l]}
                      onChange={(e) => {
                        onChange(
                          images.map((x, j) =>
                            j === i ? { ...x, label: { ...x.label, [l]: e.target.value } } : x,
                          ),
                        )
                      }}
                    />
                  ))}
                </div>
              )}
              <div className="flex flex-wrap gap-2">
                {i > 0 ? (
                  <button
                    type="button"
                    className={secondaryButtonClassName}
                    onClick={() => {
                      move(i, 0)
                    }}
                  >
                    {t('product.imageMakeMain')}
                  </button>
                ) : null}
                <button
                  type="button"
                  className={secondaryButtonClassName}
                  disabled={i === 0}
                  aria-label={t('product.imageUp', { n: i + 1 })}
                  onClick={() => {
                    move(i, i - 1)
                  }}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={secondaryButtonClassName}
                  disabled={i === images.length - 1}
                  aria-label={t('product.imageDown', { n: i + 1 })}
                  onClick={() => {
                    move(i, i + 1)
                  }}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={secondaryButtonClassName}
                  onClick={() => {
                    onChange(images.filter((_, j) => j !== i))
                  }}
                >
                  {t('product.imageRemove', { n: i + 1 })}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}

/** Price, special price with its days and the 30-day reference beside it, tax class, base price. */
function Prices({
  product: p,
  detail,
  errors,
  onChange,
}: {
  product: ProductData
  detail: ProductDetail | undefined
  errors: Errors
  onChange: (c: Partial<ProductData>) => void
}) {
  const { t, language } = useText()
  const reference = useQuery({
    queryKey: [
      'admin',
      'priceReference',
      detail?.id ?? null,
      p.price,
      p.specialPrice,
      p.specialFrom,
      p.specialTo,
    ],
    queryFn: () =>
      gql<{ priceReference: number }>(
        `query($id: ID, $p: Int!, $s: Int, $f: String, $to: String) { priceReference(productId: $id, price: $p, specialPrice: $s, specialFrom: $f, specialTo: $to) }`,
        {
          id: detail?.id ?? null,
          p: p.price,
          s: p.specialPrice,
          f: p.specialFrom,
          to: p.specialTo,
        },
      ).then((d) => d.priceReference),
    enabled: p.specialPrice !== null && p.specialPrice < p.price,
  })
  const locked = detail !== undefined && !detail.pricesEditable
  return (
    <fieldset disabled={locked}>
      <legend className="sr-only">{t('product.prices')}</legend>
      {locked ? (
        <p className="mb-3 rounded-md border border-stone-300 bg-stone-50 p-2 text-sm">
          {t('product.pricesNotYours')}
        </p>
      ) : null}
      <MoneyField
        label={t('product.price')}
        cents={p.price}
        error={errors.price}
        onChange={(price) => {
          onChange({ price: price ?? 0 })
        }}
      />
      <MoneyField
        label={t('product.specialPrice')}
        cents={p.specialPrice}
        optional
        error={errors.specialPrice}
        onChange={(specialPrice) => {
          onChange({ specialPrice })
        }}
      />
      <DayRange
        className="grid grid-cols-2 gap-x-3"
        labels={[t('product.specialFrom'), t('product.specialTo')]}
        from={p.specialFrom}
        to={p.specialTo}
        error={errors.specialTo}
        onChange={(specialFrom, specialTo) => {
          onChange({ specialFrom, specialTo })
        }}
      />
      {p.specialPrice !== null && p.specialPrice < p.price ? (
        <div
          role="status"
          className="mb-4 rounded-md border border-stone-300 bg-stone-50 p-3 text-sm"
        >
          {reference.data !== undefined ? (
            <>
              <p className="font-medium">
                {t('product.lowest30', { price: formatMoney(language, reference.data) })}
              </p>
              <p>
                {reference.data > p.specialPrice
                  ? t('product.lowest30Shown')
                  : t('product.lowest30NotBelow')}
              </p>
            </>
          ) : (
            <p>{t('loading')}</p>
          )}
        </div>
      ) : detail && detail.lowest30Days > 0 ? (
        <p className="mb-4 text-sm">
          {t('product.lowest30', { price: formatMoney(language, detail.lowest30Days) })}
        </p>
      ) : null}
      <div className="mb-4">
        <Select
          label={t('product.taxClass')}
          value={p.taxClass}
          onChange={(e) => {
            onChange({ taxClass: e.target.value })
          }}
          options={[
            { value: 'standard', label: t('product.tax.standard') },
            { value: 'reduced', label: t('product.tax.reduced') },
          ]}
        />
      </div>
      <div className="grid grid-cols-2 gap-x-3">
        <Field
          label={t('product.contentQuantity')}
          inputMode="decimal"
          defaultValue={
            p.contentQuantity
              ? String(p.contentQuantity).replace('.', language === 'en' ? '.' : ',')
              : ''
          }
          error={errors.contentQuantity}
          onChange={(e) => {
            const n = Number(e.target.value.replace(',', '.'))
            onChange({ contentQuantity: Number.isFinite(n) ? n : 0 })
          }}
        />
        <div className="mb-4">
          <Select
            label={t('product.baseUnit')}
            value={p.baseUnit}
            onChange={(e) => {
              onChange({ baseUnit: e.target.value })
            }}
            options={[
              { value: '', label: t('product.none') },
              { value: 'kg', label: 'kg' },
              { value: 'l', label: 'l' },
              { value: 'm', label: 'm' },
            ]}
          />
        </div>
      </div>
      {errors.baseUnit ? <p className="text-sm text-red-800">{errors.baseUnit}</p> : null}
      <TierPricesEditor
        tiers={p.tierPrices}
        errors={errors}
        onChange={(tierPrices) => {
          onChange({ tierPrices })
        }}
      />
    </fieldset>
  )
}

/** Where the product stands in the category tree. */
function Categories({
  selected,
  error,
  onChange,
}: {
  selected: string[]
  error?: string | undefined
  onChange: (ids: string[]) => void
}) {
  const { t } = useText()
  const choices = useProductChoices()
  const [filter, setFilter] = useState('')
  const shown = (choices.data?.categories ?? []).filter(
    (c) => !filter || c.path.toLowerCase().includes(filter.toLowerCase()),
  )
  return (
    <div>
      <Field
        label={t('product.categoriesFilter')}
        type="search"
        value={filter}
        onChange={(e) => {
          setFilter(e.target.value)
        }}
      />
      {error ? <p className="mb-2 text-red-800">{error}</p> : null}
      <fieldset>
        <legend className="sr-only">{t('product.categories')}</legend>
        <ul className="max-h-80 overflow-y-auto">
          {shown.map((c) => (
            <li key={c.id} style={{ paddingInlineStart: String((c.level - 2) * 1) + 'rem' }}>
              <label className="flex min-h-9 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={selected.includes(c.id)}
                  aria-label={c.path}
                  onChange={(e) => {
                    onChange(
                      e.target.checked ? [...selected, c.id] : selected.filter((s) => s !== c.id),
                    )
                  }}
                />
                <span aria-hidden="true">{c.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  )
}

/** The variants of a configurable product: made from chosen values, each with its own SKU, price, stock, EAN and pictures. */
function Variants({
  product: p,
  errors,
  onChange,
  pricesLocked,
}: {
  product: ProductData
  errors: Errors
  onChange: (c: Partial<ProductData>) => void
  pricesLocked: boolean
}) {
  const { t, language } = useText()
  const choices = useProductChoices()
  const [colors, setColors] = useState<string[]>([])
  const [sizes, setSizes] = useState<string[]>([])
  const [imagesOf, setImagesOf] = useState<number | null>(null)
  const [tiersOf, setTiersOf] = useState<number | null>(null)
  const options = (code: string) =>
    choices.data?.attributes.find((a) => a.code === code)?.options ?? []
  const label = (code: string, value: string) =>
    options(code).find((o) => o.code === value)?.label ?? value
  const setVariant = (i: number, change: Partial<ProductData['variants'][number]>) => {
    onChange({ variants: p.variants.map((v, j) => (j === i ? { ...v, ...change } : v)) })
  }
  const toggle = (list: string[], set: (l: string[]) => void, code: string) => {
    set(list.includes(code) ? list.filter((c) => c !== code) : [...list, code])
  }
  const err = (i: number, f: string) => errors['variants[' + String(i) + '].' + f]
  return (
    <div>
      <fieldset className="mb-4">
        <legend className="mb-1 font-medium">{t('product.variesIn')}</legend>
        {['color', 'size'].map((a) => (
          <label key={a} className="mr-4 inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={p.configurableAttributes.includes(a)}
              onChange={(e) => {
                onChange({
                  configurableAttributes: e.target.checked
                    ? ['color', 'size'].filter(
                        (x) => x === a || p.configurableAttributes.includes(x),
                      )
                    : p.configurableAttributes.filter((x) => x !== a),
                })
              }}
            />
            {t(('product.attr.' + a) as TextKey)}
          </label>
        ))}
        {errors.configurableAttributes ? (
          <p className="text-red-800">{errors.configurableAttributes}</p>
        ) : null}
      </fieldset>
      <details className="mb-4 rounded-md border border-stone-300 p-3">
        <summary className="min-h-11 cursor-pointer py-2 font-medium">
          {t('product.generate')}
        </summary>
        <p className="mb-2 text-sm text-stone-700">{t('product.generateHint')}</p>
        {(['color', 'size'] as const)
          .filter((a) => p.configurableAttributes.includes(a))
          .map((a) => (
            <fieldset key={a} className="mb-3">
              <legend className="mb-1 font-medium">{t(('product.attr.' + a) as TextKey)}</legend>
              <div className="flex flex-wrap gap-x-4">
                {options(a).map((o) => (
                  <label key={o.code} className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={(a === 'color' ? colors : sizes).includes(o.code)}
                      onChange={() => {
                        toggle(
                          a === 'color' ? colors : sizes,
                          a === 'color' ? setColors : setSizes,
                          o.code,
                        )
                      }}
                    />
                    {o.swatch ? (
                      <span
                        aria-hidden="true"
                        className="inline-block size-4 rounded-full border border-stone-400"
                        style={{ background: o.swatch }}
                      />
                    ) : null}
                    {o.label}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        <button
          type="button"
          className={secondaryButtonClassName}
          onClick={() => {
            onChange({ variants: [...p.variants, ...missingVariants(p, colors, sizes)] })
          }}
        >
          {t('product.generateButton')}
        </button>
      </details>
      {p.variants.length === 0 ? (
        <p>{t('product.noVariants')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[52rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t('product.variants')}</caption>
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="p-1">
                  {t('products.sku')}
                </th>
                <th scope="col" className="p-1">
                  {t('product.attr.values')}
                </th>
                <th scope="col" className="p-1">
                  {t('product.variantPrice')}
                </th>
                <th scope="col" className="p-1">
                  {t('product.specialPrice')}
                </th>
                <th scope="col" className="p-1">
                  {t('product.stockQty')}
                </th>
                <th scope="col" className="p-1">
                  {t('product.ean')}
                </th>
                <th scope="col" className="p-1">
                  {t('product.enabled')}
                </th>
                <th scope="col" className="p-1">
                  <span className="sr-only">{t('product.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {p.variants.map((v, i) => (
                <tr
                  key={String(i) + (v.id ?? 'new')}
                  className="border-b border-stone-200 align-top [&_div]:mb-0"
                >
                  <td className="p-1">
                    <CellInput
                      label={t('product.variantField', { n: i + 1, field: t('products.sku') })}
                      value={v.sku}
                      readOnly={v.id !== null}
                      error={err(i, 'sku')}
                      onChange={(sku) => {
                        setVariant(i, { sku })
                      }}
                    />
                  </td>
                  <td className="p-1">
                    {v.id !== null ? (
                      [v.color && label('color', v.color), v.size && label('size', v.size)]
                        .filter(Boolean)
                        .join(' · ')
                    ) : (
                      <div className="grid gap-1">
                        {p.configurableAttributes.map((a) => (
                          <select
                            key={a}
                            aria-label={t('product.variantField', {
                              n: i + 1,
                              field: t(('product.attr.' + a) as TextKey),
                            })}
                            className={inputClassName + ' mt-0'}
                            value={a === 'color' ? v.color : v.size}
                            onChange={(e) => {
                              setVariant(
                                i,
                                a === 'color'
                                  ? { color: e.target.value }
                                  : { size: e.target.value },
                              )
                            }}
                          >
                            <option value="">—</option>
                            {options(a).map((o) => (
                              <option key={o.code} value={o.code}>
                                {o.label}
                              </option>
                            ))}
                          </select>
                        ))}
                        {err(i, 'color') || err(i, 'size') ? (
                          <p className="text-red-800">{err(i, 'color') ?? err(i, 'size')}</p>
                        ) : null}
                      </div>
                    )}
                  </td>
                  <td className="p-1">
                    <CellInput
                      label={t('product.variantField', {
                        n: i + 1,
                        field: t('product.variantPrice'),
                      })}
                      value={v.price ? textFromCents(v.price, language) : ''}
                      placeholder={textFromCents(p.price, language)}
                      disabled={pricesLocked}
                      error={err(i, 'price')}
                      onChange={(s) => {
                        const c = centsFromText(s)
                        setVariant(i, { price: c ?? 0 })
                      }}
                    />
                  </td>
                  <td className="p-1">
                    <CellInput
                      label={t('product.variantField', {
                        n: i + 1,
                        field: t('product.specialPrice'),
                      })}
                      value={v.specialPrice === null ? '' : textFromCents(v.specialPrice, language)}
                      disabled={pricesLocked}
                      error={err(i, 'specialPrice')}
                      onChange={(s) => {
                        setVariant(i, { specialPrice: s.trim() === '' ? null : centsFromText(s) })
                      }}
                    />
                  </td>
                  <td className="p-1">
                    <CellInput
                      label={t('product.variantField', { n: i + 1, field: t('product.stockQty') })}
                      value={String(v.stockQty)}
                      inputMode="numeric"
                      error={err(i, 'stockQty')}
                      onChange={(s) => {
                        setVariant(i, { stockQty: /^\d+$/.test(s.trim()) ? Number(s.trim()) : 0 })
                      }}
                    />
                  </td>
                  <td className="p-1">
                    <CellInput
                      label={t('product.variantField', { n: i + 1, field: t('product.ean') })}
                      value={v.ean}
                      inputMode="numeric"
                      error={err(i, 'ean')}
                      onChange={(ean) => {
                        setVariant(i, { ean: ean.trim() })
                      }}
                    />
                  </td>
                  <td className="p-1">
                    <input
                      type="checkbox"
                      className="mt-3 size-5"
                      aria-label={t('product.variantField', {
                        n: i + 1,
                        field: t('product.enabled'),
                      })}
                      checked={v.enabled}
                      onChange={(e) => {
                        setVariant(i, { enabled: e.target.checked })
                      }}
                    />
                  </td>
                  <td className="p-1">
                    <div className="flex flex-wrap gap-1">
                      <button
                        type="button"
                        className={secondaryButtonClassName}
                        onClick={() => {
                          setImagesOf(i)
                        }}
                      >
                        {t('product.variantImages', { count: v.images.length })}
                      </button>
                      <button
                        type="button"
                        className={secondaryButtonClassName}
                        aria-describedby={
                          tiersInError(errors, i) ? `variant-${String(i)}-tiers-error` : undefined
                        }
                        onClick={() => {
                          setTiersOf(i)
                        }}
                      >
                        {t('product.variantTiers', { count: v.tierPrices.length })}
                      </button>
                      {tiersInError(errors, i) ? (
                        <p
                          id={`variant-${String(i)}-tiers-error`}
                          className="basis-full text-sm text-red-800"
                        >
                          {t('product.variantTiersError')}
                        </p>
                      ) : null}
                      {v.id === null ? (
                        <button
                          type="button"
                          className={secondaryButtonClassName}
                          onClick={() => {
                            onChange({ variants: p.variants.filter((_, j) => j !== i) })
                          }}
                        >
                          {t('product.remove')}
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-2 text-sm text-stone-700">{t('product.variantsHint')}</p>
      {tiersOf !== null && p.variants[tiersOf] ? (
        <ActionDialog
          title={t('product.variantTiersTitle', { sku: p.variants[tiersOf].sku })}
          open
          onClose={() => {
            setTiersOf(null)
          }}
        >
          <fieldset disabled={pricesLocked}>
            <TierPricesEditor
              tiers={p.variants[tiersOf].tierPrices}
              field={`variants[${String(tiersOf)}].tierPrices`}
              hint={t('product.variantTiersHint')}
              errors={errors}
              onChange={(tierPrices) => {
                setVariant(tiersOf, { tierPrices })
              }}
            />
          </fieldset>
          <button
            type="button"
            className={buttonClassName + ' mt-4'}
            onClick={() => {
              setTiersOf(null)
            }}
          >
            {t('product.done')}
          </button>
        </ActionDialog>
      ) : null}
      {imagesOf !== null && p.variants[imagesOf] ? (
        <ActionDialog
          title={t('product.variantImagesTitle', { sku: p.variants[imagesOf].sku })}
          open
          onClose={() => {
            setImagesOf(null)
          }}
        >
          <Images
            compact
            images={p.variants[imagesOf].images}
            onChange={(images) => {
              setVariant(imagesOf, { images })
            }}
          />
          <button
            type="button"
            className={buttonClassName + ' mt-4'}
            onClick={() => {
              setImagesOf(null)
            }}
          >
            {t('product.done')}
          </button>
        </ActionDialog>
      ) : null}
    </div>
  )
}

/** Two days, from and to (either empty: open), the error on the second. */
function DayRange({
  className,
  labels: [fromLabel, toLabel],
  from,
  to,
  error,
  onChange,
}: {
  className: string
  labels: [string, string]
  from: string | null
  to: string | null
  error: string | undefined
  onChange: (from: string | null, to: string | null) => void
}) {
  return (
    <div className={className}>
      <Field
        label={fromLabel}
        type="date"
        value={from ?? ''}
        onChange={(e) => {
          onChange(e.target.value || null, to)
        }}
      />
      <Field
        label={toLabel}
        type="date"
        value={to ?? ''}
        error={error}
        onChange={(e) => {
          onChange(from, e.target.value || null)
        }}
      />
    </div>
  )
}

/** Whether the server refused one of the tier prices of variant i. */
function tiersInError(errors: Errors, i: number): boolean {
  const prefix = `variants[${String(i)}].tierPrices`
  return Object.entries(errors).some(([key, message]) => key.startsWith(prefix) && message)
}

/** An input in a table cell, named by an invisible label. */
function CellInput({
  label,
  value,
  error,
  onChange,
  ...rest
}: {
  label: string
  value: string
  error?: string | undefined
  onChange: (v: string) => void
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>) {
  const id = useId()
  return (
    <div>
      <input
        aria-label={label}
        className={inputClassName + ' mt-0 min-w-24'}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id : undefined}
        onChange={(e) => {
          onChange(e.target.value)
        }}
        {...rest}
      />
      {error ? (
        <p id={id} className="mt-1 text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The customizable options: fields and choices, with their surcharges. */
function CustomOptions({
  product: p,
  errors,
  onChange,
}: {
  product: ProductData
  errors: Errors
  onChange: (c: Partial<ProductData>) => void
}) {
  const { t, language } = useText()
  const setOption = (i: number, change: Partial<ProductData['customOptions'][number]>) => {
    onChange({ customOptions: p.customOptions.map((o, j) => (j === i ? { ...o, ...change } : o)) })
  }
  const prefix = (i: number) => 'customOptions[' + String(i) + '].'
  const firstError = (path: string) => Object.entries(errors).find(([f]) => f.startsWith(path))?.[1]
  return (
    <div>
      {p.customOptions.length === 0 ? <p className="mb-3">{t('product.noOptions')}</p> : null}
      <ol className="grid gap-4">
        {p.customOptions.map((o, i) => (
          <li key={i} className="rounded-md border border-stone-300 p-3">
            <fieldset>
              <legend className="mb-2 font-medium">
                {t('product.optionNumber', { n: i + 1 })}
              </legend>
              <div className="mb-3 grid gap-3 sm:grid-cols-3">
                <Select
                  label={t('product.optionType')}
                  value={o.type}
                  onChange={(e) => {
                    const kind = e.target.value
                    const choice = choiceKinds.includes(kind)
                    setOption(i, {
                      type: kind,
                      values: !choice
                        ? []
                        : o.values.length
                          ? o.values
                          : [{ title: emptyLocalized(), price: 0, priceType: 'FIXED' }],
                      price: choice ? 0 : o.price,
                      maxCharacters: kind === 'field' || kind === 'area' ? o.maxCharacters : 0,
                      fileExtensions:
                        kind === 'file'
                          ? o.fileExtensions.length
                            ? o.fileExtensions
                            : ['png', 'jpg']
                          : [],
                      imageSizeX: kind === 'file' ? o.imageSizeX : 0,
                      imageSizeY: kind === 'file' ? o.imageSizeY : 0,
                    })
                  }}
                  options={optionKinds.map((k) => ({
                    value: k,
                    label: t(('product.optionType.' + k) as TextKey),
                  }))}
                />
                <Check
                  label={t('product.optionRequired')}
                  checked={o.required}
                  onChange={(required) => {
                    setOption(i, { required })
                  }}
                />
              </div>
              <div className="grid gap-x-3 sm:grid-cols-3">
                {languages.map((l) => (
                  <Field
                    key={l}
                    label={t('product.optionTitle', { language: l.toUpperCase() })}
                    value={o.title[l]}
                    error={errors[prefix(i) + 'title.' + l]}
                    onChange={(e) => {
                      setOption(i, { title: { ...o.title, [l]: e.target.value } })
                    }}
                  />
                ))}
              </div>
              {o.type === 'file' ? (
                <FileOptionSettings
                  option={o}
                  errorOf={(field) => errors[prefix(i) + field]}
                  onChange={(change) => {
                    setOption(i, change)
                  }}
                />
              ) : o.type === 'field' || o.type === 'area' ? (
                <div className="grid gap-x-3 sm:grid-cols-3">
                  <Field
                    label={t('product.optionMaxChars')}
                    inputMode="numeric"
                    defaultValue={o.maxCharacters ? String(o.maxCharacters) : ''}
                    error={errors[prefix(i) + 'maxCharacters']}
                    onChange={(e) => {
                      setOption(i, {
                        maxCharacters: /^\d+$/.test(e.target.value) ? Number(e.target.value) : 0,
                      })
                    }}
                  />
                  <Field
                    label={t('product.optionPrice')}
                    inputMode="decimal"
                    defaultValue={o.price ? textFromCents(o.price, language) : ''}
                    error={errors[prefix(i) + 'price']}
                    onChange={(e) => {
                      setOption(i, {
                        price: centsFromText(e.target.value) ?? 0,
                        priceType: 'FIXED',
                      })
                    }}
                  />
                </div>
              ) : (
                <div>
                  <p className="mb-1 font-medium">{t('product.optionValues')}</p>
                  <ol className="grid gap-2">
                    {o.values.map((v, j) => (
                      <li
                        key={j}
                        className="grid gap-x-3 rounded border border-stone-200 p-2 sm:grid-cols-4 [&>div]:mb-1"
                      >
                        {languages.map((l) => (
                          <Field
                            key={l}
                            label={t('product.valueTitle', { n: j + 1, language: l.toUpperCase() })}
                            value={v.title[l]}
                            error={errors[prefix(i) + 'values[' + String(j) + '].title.' + l]}
                            onChange={(e) => {
                              setOption(i, {
                                values: o.values.map((x, k) =>
                                  k === j
                                    ? { ...x, title: { ...x.title, [l]: e.target.value } }
                                    : x,
                                ),
                              })
                            }}
                          />
                        ))}
                        <Field
                          label={t('product.valuePrice', { n: j + 1 })}
                          inputMode="decimal"
                          defaultValue={v.price ? textFromCents(v.price, language) : ''}
                          onChange={(e) => {
                            setOption(i, {
                              values: o.values.map((x, k) =>
                                k === j
                                  ? {
                                      ...x,
                                      price: centsFromText(e.target.value) ?? 0,
                                      priceType: 'FIXED',
                                    }
                                  : x,
                              ),
                            })
                          }}
                        />
                        <button
                          type="button"
                          className={secondaryButtonClassName + ' self-end'}
                          disabled={o.values.length < 2}
                          onClick={() => {
                            setOption(i, { values: o.values.filter((_, k) => k !== j) })
                          }}
                        >
                          {t('product.valueRemove', { n: j + 1 })}
                        </button>
                      </li>
                    ))}
                  </ol>
                  <button
                    type="button"
                    className={secondaryButtonClassName + ' mt-2'}
                    onClick={() => {
                      setOption(i, {
                        values: [
                          ...o.values,
                          { title: emptyLocalized(), price: 0, priceType: 'FIXED' },
                        ],
                      })
                    }}
                  >
                    {t('product.valueAdd')}
                  </button>
                </div>
              )}
              {firstError(prefix(i) + 'values') && !errors[prefix(i) + 'values[0].title.de'] ? (
                <p className="text-red-800">{firstError(prefix(i) + 'values')}</p>
              ) : null}
              <button
                type="button"
                className={secondaryButtonClassName + ' mt-3'}
                onClick={() => {
                  onChange({ customOptions: p.customOptions.filter((_, j) => j !== i) })
                }}
              >
                {t('product.optionRemove', { n: i + 1 })}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={secondaryButtonClassName + ' mt-3'}
        onClick={() => {
          onChange({
            customOptions: [
              ...p.customOptions,
              {
                type: 'field',
                title: emptyLocalized(),
                required: false,
                maxCharacters: 0,
                price: 0,
                priceType: 'FIXED',
                values: [],
                fileExtensions: [],
                imageSizeX: 0,
                imageSizeY: 0,
              },
            ],
          })
        }}
      >
        {t('product.optionAdd')}
      </button>
    </div>
  )
}

/** The kinds of customizable options, as Magento names them; the choices offer values. */
const optionKinds = ['field', 'area', 'drop_down', 'radio', 'checkbox', 'file']
const choiceKinds = ['drop_down', 'radio', 'checkbox']
/** The file types a file option may take (internal/catalog OptionFileExtensions). */
const fileExtensions = ['png', 'jpg', 'jpeg', 'webp', 'pdf']

/**
 * A file option's settings: the file types it takes, the largest picture
 * (0 or empty: any) and the surcharge, fixed or per cent of the price.
 */
function FileOptionSettings({
  option: o,
  errorOf,
  onChange,
}: {
  option: ProductData['customOptions'][number]
  errorOf: (field: string) => string | undefined
  onChange: (c: Partial<ProductData['customOptions'][number]>) => void
}) {
  const { t, language } = useText()
  const size = (text: string) => (/^\d+$/.test(text) ? Number(text) : 0)
  return (
    <div>
      <fieldset className="mb-3">
        <legend className="mb-1 font-medium">{t('product.optionFileTypes')}</legend>
        <div className="flex flex-wrap gap-x-4">
          {fileExtensions.map((extension) => (
            <Check
              key={extension}
              label={extension.toUpperCase()}
              checked={o.fileExtensions.includes(extension)}
              onChange={(on) => {
                onChange({
                  fileExtensions: on
                    ? fileExtensions.filter((e) => e === extension || o.fileExtensions.includes(e))
                    : o.fileExtensions.filter((e) => e !== extension),
                })
              }}
            />
          ))}
        </div>
        {errorOf('fileExtension') ? (
          <p className="text-red-800">{errorOf('fileExtension')}</p>
        ) : null}
      </fieldset>
      <div className="grid gap-x-3 sm:grid-cols-4">
        <Field
          label={t('product.optionImageWidth')}
          inputMode="numeric"
          defaultValue={o.imageSizeX ? String(o.imageSizeX) : ''}
          error={errorOf('imageSizeX')}
          onChange={(e) => {
            onChange({ imageSizeX: size(e.target.value) })
          }}
        />
        <Field
          label={t('product.optionImageHeight')}
          inputMode="numeric"
          defaultValue={o.imageSizeY ? String(o.imageSizeY) : ''}
          error={errorOf('imageSizeY')}
          onChange={(e) => {
            onChange({ imageSizeY: size(e.target.value) })
          }}
        />
        <Field
          label={
            o.priceType === 'PERCENT' ? t('product.optionPricePercent') : t('product.optionPrice')
          }
          inputMode="decimal"
          defaultValue={o.price ? textFromCents(o.price, language) : ''}
          error={errorOf('price')}
          onChange={(e) => {
            onChange({ price: centsFromText(e.target.value) ?? 0 })
          }}
        />
        <Select
          label={t('product.optionPriceType')}
          value={o.priceType || 'FIXED'}
          onChange={(e) => {
            onChange({ priceType: e.target.value })
          }}
          options={['FIXED', 'PERCENT'].map((k) => ({
            value: k,
            label: t(('product.optionPriceType.' + k) as TextKey),
          }))}
        />
      </div>
    </div>
  )
}

/** The club merchandise's customisation: logo width, position and type, sublimation. */
function Merchandise({
  product: p,
  errors,
  onChange,
}: {
  product: ProductData
  errors: Errors
  onChange: (c: Partial<ProductData>) => void
}) {
  const { t } = useText()
  const choices = useProductChoices()
  const options = (code: string) =>
    choices.data?.attributes.find((a) => a.code === code)?.options ?? []
  const m = p.merchandise
  const set = (change: Partial<NonNullable<ProductData['merchandise']>>) => {
    if (m) onChange({ merchandise: { ...m, ...change } })
  }
  const many = (code: 'sublimationOptions' | 'sublimationPositions', attr: string): ReactNode => (
    <fieldset className="mb-3">
      <legend className="mb-1 font-medium">{t(('product.merch.' + code) as TextKey)}</legend>
      <div className="flex flex-wrap gap-x-4">
        {options(attr).map((o) => (
          <label key={o.code} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={m?.[code].includes(o.code) ?? false}
              onChange={(e) => {
                if (!m) return
                set({
                  [code]: e.target.checked
                    ? [...m[code], o.code]
                    : m[code].filter((c) => c !== o.code),
                })
              }}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
  return (
    <div>
      <Check
        label={t('product.merch.on')}
        hint={t('product.merch.hint')}
        checked={m !== null}
        onChange={(on) => {
          onChange({
            merchandise: on
              ? {
                  logoWidthMm: 0,
                  logoPosition: '',
                  logoType: '',
                  sublimationOptions: [],
                  sublimationPositions: [],
                }
              : null,
          })
        }}
      />
      {m ? (
        <div className="mt-3">
          <div className="grid gap-x-3 sm:grid-cols-3">
            <Field
              label={t('product.merch.logoWidth')}
              inputMode="numeric"
              defaultValue={m.logoWidthMm ? String(m.logoWidthMm) : ''}
              error={errors['merchandise.logoWidthMm']}
              onChange={(e) => {
                set({ logoWidthMm: /^\d+$/.test(e.target.value) ? Number(e.target.value) : 0 })
              }}
            />
            <OptionSelect
              label={t('product.merch.logoPosition')}
              code="logo_position"
              value={m.logoPosition}
              onChange={(logoPosition) => {
                set({ logoPosition })
              }}
            />
            <OptionSelect
              label={t('product.merch.logoType')}
              code="logo_type"
              value={m.logoType}
              onChange={(logoType) => {
                set({ logoType })
              }}
            />
          </div>
          {many('sublimationOptions', 'sublimation_options')}
          {many('sublimationPositions', 'sublimation_positions')}
        </div>
      ) : null}
    </div>
  )
}

/** The stock's history: staff, orders, cancellations, each with who and why. */
function Movements({ detail }: { detail: ProductDetail }) {
  const { t, language } = useText()
  return (
    <div className="mt-4">
      <h3 className="mb-2 font-semibold">{t('product.movements')}</h3>
      <div
        className="max-h-80 overflow-auto"
        role="region"
        aria-label={t('product.movements')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('product.movements')}</caption>
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="p-1">
                {t('product.movementWhen')}
              </th>
              <th scope="col" className="p-1">
                {t('product.movementWhy')}
              </th>
              <th scope="col" className="p-1 text-right">
                {t('product.movementChange')}
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.movements.map((m, i) => (
              <tr key={i} className="border-b border-stone-200 align-top">
                <td className="p-1">{formatTime(language, m.at)}</td>
                <td className="p-1">
                  {t(('product.movement.' + m.reason) as TextKey)}
                  {m.reference ? ' ' + m.reference : ''}
                  {m.actor ? <span className="block text-stone-700">{m.actor}</span> : null}
                  {m.sku !== detail.product.sku ? <StatusBadge>{m.sku}</StatusBadge> : null}
                </td>
                <td className="p-1 text-right whitespace-nowrap">
                  {m.change > 0 ? '+' + String(m.change) : m.change} → {m.qtyAfter}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
