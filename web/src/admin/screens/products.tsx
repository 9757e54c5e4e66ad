import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type SyntheticEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ActionDialog } from '../components/dialog'
import {
  buttonClassName,
  ErrorNote,
  Field,
  FormButtons,
  linkClassName,
  Loading,
  Pager,
  PageTitle,
  secondaryButtonClassName,
  Select,
  StatusBadge,
} from '../components/ui'
import { fieldError, gql } from '../lib/api'
import { centsFromText } from '../lib/money'
import { formatMoney, formatTime, useText, type TextKey } from '../lib/text'
import { useProductChoices } from '../lib/products'
import { useStoreViews } from './product-visibility'

interface ProductRow {
  id: string
  sku: string
  name: string
  type: string
  enabled: boolean
  price: number
  specialPrice: number | null
  stock: number
  lowStockThreshold: number
  variants: number
  imageUrl: string | null
  missing: string[]
  updatedAt: string
  disabledStoreViews: string[]
}

/** The list's filters, as the address holds them. */
const filterNames = [
  'category',
  'status',
  'stock',
  'type',
  'club',
  'priceMin',
  'priceMax',
  'missing',
  'noImage',
  'offIn',
] as const

const bulkKinds = [
  'enable',
  'disable',
  'storeOff',
  'storeOn',
  'category',
  'moveCategory',
  'price',
  'stock',
] as const
type BulkKind = (typeof bulkKinds)[number]

/** The products: search, filters, sorting, paging and changes of many at once. */
export function ProductsScreen() {
  const { t, language } = useText()
  const [params, setParams] = useSearchParams()
  const choices = useProductChoices()
  const views = useStoreViews()
  const storeLanguage = (code: string) =>
    views.data?.catalogStoreViews.find((v) => v.code === code)?.locale ?? code
  const q = params.get('q') ?? ''
  const page = Number(params.get('page') ?? '1') || 1
  const sort = params.get('sort') ?? 'SKU'
  const ascending = params.get('dir') !== 'desc'
  const [search, setSearch] = useState(q)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [bulk, setBulk] = useState<BulkKind | null>(null)
  const param = (name: string) => {
    const v = params.get(name)
    return v === null || v === '' ? null : v
  }
  const filter = {
    categoryId: param('category'),
    status: param('status'),
    stock: param('stock'),
    type: param('type'),
    club: param('club'),
    priceMin: params.get('priceMin') ? centsFromText(params.get('priceMin') ?? '') : null,
    priceMax: params.get('priceMax') ? centsFromText(params.get('priceMax') ?? '') : null,
    missingTranslation: param('missing'),
    missingImage: params.get('noImage') === '1' ? true : null,
    disabledIn: param('offIn'),
  }
  const variables = { q: q || null, f: filter, s: sort, a: ascending, p: page }
  const list = useQuery({
    queryKey: ['admin', 'products', variables],
    queryFn: () =>
      gql<{ products: { totalCount: number; pageSize: number; items: ProductRow[] } }>(
        `query($q: String, $f: ProductListFilter, $s: ProductSort, $a: Boolean, $p: Int) {
          products(search: $q, filter: $f, sort: $s, ascending: $a, page: $p) { totalCount pageSize
            items { id sku name type enabled price specialPrice stock lowStockThreshold variants imageUrl missing updatedAt disabledStoreViews } } }`,
        variables,
      ),
    placeholderData: keepPreviousData,
  })
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v)
      else next.delete(k)
    }
    if (!('page' in changes)) next.delete('page')
    setParams(next)
    setSelected(new Set())
  }
  const items = list.data?.products.items ?? []
  const active = filterNames.filter((n) => params.get(n)).length
  // The export of the list as filtered (prices in cents), or of everything.
  const exportParams = new URLSearchParams()
  if (q) exportParams.set('q', q)
  for (const name of filterNames) {
    const v = params.get(name)
    if (!v) continue
    const cents = name === 'priceMin' || name === 'priceMax' ? centsFromText(v) : null
    exportParams.set(name, cents === null ? v : String(cents))
  }
  const exportHref =
    '/admin/api/catalog/export.csv' + (exportParams.size > 0 ? '?' + exportParams.toString() : '')
  const allOnPage = items.length > 0 && items.every((r) => selected.has(r.id))
  const option = (key: string) => ({ value: key, label: t(('products.filter.' + key) as TextKey) })
  return (
    <div>
      <PageTitle
        actions={
          <div className="flex flex-wrap gap-2">
            <a href={exportHref} className={secondaryButtonClassName} download>
              {t(active > 0 || q ? 'products.exportListed' : 'products.exportAll')}
            </a>
            <Link to="/products/new" className={buttonClassName}>
              {t('products.new')}
            </Link>
          </div>
        }
      >
        {t('products.title')}
      </PageTitle>
      <form
        role="search"
        aria-label={t('products.title')}
        className="mb-4 grid gap-3 rounded-lg border border-stone-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 [&>div]:mb-0"
        onSubmit={(e: SyntheticEvent) => {
          e.preventDefault()
          const form = new FormData(e.currentTarget as HTMLFormElement)
          const changes: Record<string, string | null> = { q: search.trim() || null }
          for (const name of filterNames)
            changes[name] =
              ((form.get(name) as string | null) ?? '') === '' ? null : (form.get(name) as string)
          set(changes)
        }}
      >
        <div className="sm:col-span-2">
          <Field
            label={t('products.search')}
            hint={t('products.searchHint')}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value)
            }}
          />
        </div>
        <details className="sm:col-span-2 lg:col-span-4" open={active > 0 || undefined}>
          <summary className="min-h-11 cursor-pointer py-2 font-medium">
            {t('products.filters', { count: active })}
          </summary>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 [&>div]:mb-0">
            <Select
              label={t('products.category')}
              name="category"
              defaultValue={params.get('category') ?? ''}
              options={[
                { value: '', label: t('products.any') },
                ...(choices.data?.categories ?? []).map((c) => ({ value: c.id, label: c.path })),
              ]}
            />
            <Select
              label={t('products.status')}
              name="status"
              defaultValue={params.get('status') ?? ''}
              options={[
                { value: '', label: t('products.any') },
                option('enabled'),
                option('disabled'),
              ]}
            />
            <Select
              // Mounted again once the store views are there, so that the
              // address's choice is selected.
              key={views.data ? 'views' : 'loading'}
              label={t('products.filter.disabledIn')}
              name="offIn"
              defaultValue={params.get('offIn') ?? ''}
              options={[
                { value: '', label: t('products.any') },
                ...(views.data?.catalogStoreViews ?? []).map((v) => ({
                  value: v.code,
                  label: v.name + ' (' + v.code + ')',
                })),
              ]}
            />
            <Select
              label={t('products.stock')}
              name="stock"
              defaultValue={params.get('stock') ?? ''}
              options={[
                { value: '', label: t('products.any') },
                option('in'),
                option('low'),
                option('out'),
              ]}
            />
            <Select
              label={t('products.type')}
              name="type"
              defaultValue={params.get('type') ?? ''}
              options={[
                { value: '', label: t('products.any') },
                ...['simple', 'configurable', 'virtual'].map((k) => ({
                  value: k,
                  label: t(('product.type.' + k) as TextKey),
                })),
              ]}
            />
            <Select
              label={t('products.club')}
              name="club"
              defaultValue={params.get('club') ?? ''}
              options={[
                { value: '', label: t('products.any') },
                ...(choices.data?.clubs ?? []).map((c) => ({ value: c.prefix, label: c.name })),
              ]}
            />
            <Select
              label={t('products.missing')}
              name="missing"
              defaultValue={params.get('missing') ?? ''}
              options={[
                { value: '', label: t('products.any') },
                { value: 'any', label: t('products.missing.any') },
                { value: 'en', label: t('language.en') },
                { value: 'fr', label: t('language.fr') },
              ]}
            />
            <Field
              label={t('products.priceMin')}
              name="priceMin"
              inputMode="decimal"
              defaultValue={params.get('priceMin') ?? ''}
            />
            <Field
              label={t('products.priceMax')}
              name="priceMax"
              inputMode="decimal"
              defaultValue={params.get('priceMax') ?? ''}
            />
            <label className="flex min-h-11 items-center gap-2 self-end">
              <input
                type="checkbox"
                name="noImage"
                value="1"
                defaultChecked={params.get('noImage') === '1'}
                className="size-5"
              />
              {t('products.noImage')}
            </label>
          </div>
        </details>
        <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClassName}>
            {t('orders.apply')}
          </button>
          <Select
            label={t('products.sort')}
            value={sort + (ascending ? '' : ':desc')}
            onChange={(e) => {
              const [s, d] = e.target.value.split(':')
              set({ sort: s ?? 'SKU', dir: d ?? null })
            }}
            options={['SKU', 'NAME', 'PRICE', 'STOCK', 'UPDATED'].flatMap((s) => [
              { value: s, label: t(('products.sort.' + s) as TextKey) },
              { value: s + ':desc', label: t(('products.sort.' + s + '.desc') as TextKey) },
            ])}
          />
        </div>
      </form>
      <ErrorNote error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <>
          <div className="mb-2 flex flex-wrap items-center gap-3">
            <p role="status">{t('products.count', { count: list.data.products.totalCount })}</p>
            {selected.size > 0 ? (
              <div
                role="group"
                aria-label={t('products.bulk')}
                className="flex flex-wrap items-center gap-2"
              >
                <span>{t('products.selected', { count: selected.size })}</span>
                {bulkKinds.map((k) => (
                  <button
                    key={k}
                    type="button"
                    className={secondaryButtonClassName}
                    onClick={() => {
                      setBulk(k)
                    }}
                  >
                    {t(('products.bulk.' + k) as TextKey)}
                  </button>
                ))}
              </div>
            ) : null}
          </div>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[48rem] border-collapse bg-white text-left">
              <caption className="sr-only">{t('products.title')}</caption>
              <thead>
                <tr className="border-b border-stone-300">
                  <th scope="col" className="p-2">
                    <input
                      type="checkbox"
                      className="size-5"
                      aria-label={t('products.selectPage')}
                      checked={allOnPage}
                      onChange={() => {
                        setSelected(allOnPage ? new Set() : new Set(items.map((r) => r.id)))
                      }}
                    />
                  </th>
                  <th scope="col" className="p-2">
                    <span className="sr-only">{t('product.images')}</span>
                  </th>
                  <th scope="col" className="p-2">
                    {t('products.sku')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('products.name')}
                  </th>
                  <th scope="col" className="p-2 text-right">
                    {t('products.price')}
                  </th>
                  <th scope="col" className="p-2 text-right">
                    {t('products.stock')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('products.status')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('products.updated')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((r) => (
                  <tr key={r.id} className="border-b border-stone-200 align-top">
                    <td className="p-2">
                      <input
                        type="checkbox"
                        className="size-5"
                        aria-label={t('products.select', { sku: r.sku })}
                        checked={selected.has(r.id)}
                        onChange={() => {
                          const next = new Set(selected)
                          if (next.has(r.id)) next.delete(r.id)
                          else next.add(r.id)
                          setSelected(next)
                        }}
                      />
                    </td>
                    <td className="p-2">
                      {r.imageUrl ? (
                        <img
                          src={r.imageUrl}
                          alt=""
                          width={48}
                          height={48}
                          className="size-12 rounded object-cover"
                        />
                      ) : (
                        <span className="block size-12 rounded bg-stone-200" />
                      )}
                    </td>
                    <td className="p-2">
                      <Link to={'/products/' + r.id} className={linkClassName}>
                        {r.sku}
                      </Link>
                      <span className="block text-sm text-stone-700">
                        {t(('product.type.' + r.type) as TextKey)}
                        {r.variants > 0
                          ? ' · ' + t('products.variants', { count: r.variants })
                          : ''}
                      </span>
                    </td>
                    <td className="p-2">
                      {r.name}
                      {r.missing.length > 0 ? (
                        <span className="mt-1 flex gap-1">
                          {r.missing.map((l) => (
                            <StatusBadge key={l}>
                              {t('products.missingIn', { language: l.toUpperCase() })}
                            </StatusBadge>
                          ))}
                        </span>
                      ) : null}
                    </td>
                    <td className="p-2 text-right whitespace-nowrap">
                      {r.specialPrice !== null && r.specialPrice < r.price ? (
                        <>
                          <del className="block text-sm text-stone-700">
                            {formatMoney(language, r.price)}
                          </del>
                          {formatMoney(language, r.specialPrice)}
                        </>
                      ) : (
                        formatMoney(language, r.price)
                      )}
                    </td>
                    <td className="p-2 text-right">
                      {r.type === 'virtual' ? '—' : r.stock}
                      {r.type !== 'virtual' && r.stock <= 0 ? (
                        <span className="block">
                          <StatusBadge>{t('products.filter.out')}</StatusBadge>
                        </span>
                      ) : r.type !== 'virtual' && r.stock <= r.lowStockThreshold ? (
                        <span className="block">
                          <StatusBadge>{t('products.filter.low')}</StatusBadge>
                        </span>
                      ) : null}
                    </td>
                    <td className="p-2">
                      {t(r.enabled ? 'products.filter.enabled' : 'products.filter.disabled')}
                      {r.disabledStoreViews.length > 0 ? (
                        <span className="block text-sm">
                          {t('products.offIn', {
                            stores: r.disabledStoreViews.map(storeLanguage).join(', '),
                          })}
                        </span>
                      ) : null}
                    </td>
                    <td className="p-2 text-sm">{formatTime(language, r.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pageSize={list.data.products.pageSize}
            total={list.data.products.totalCount}
            onPage={(p) => {
              set({ page: String(p) })
            }}
          />
        </>
      ) : null}
      {bulk ? (
        <BulkDialog
          kind={bulk}
          ids={[...selected]}
          onClose={(done) => {
            setBulk(null)
            if (done) setSelected(new Set())
          }}
        />
      ) : null}
    </div>
  )
}

/** Confirms a change of the selected products, with what it needs. */
function BulkDialog({
  kind,
  ids,
  onClose,
}: {
  kind: BulkKind
  ids: string[]
  onClose: (done: boolean) => void
}) {
  const { t } = useText()
  const client = useQueryClient()
  const choices = useProductChoices()
  const [category, setCategory] = useState('')
  const [store, setStore] = useState('')
  const views = useStoreViews()
  const [by, setBy] = useState<'percent' | 'amount'>('percent')
  const [value, setValue] = useState('')
  const [inputError, setInputError] = useState<string>()
  const run = useMutation({
    mutationFn: (action: Record<string, unknown>) =>
      gql<{ bulkUpdateProducts: number }>(
        `mutation($ids: [ID!]!, $a: ProductBulkAction!) { bulkUpdateProducts(ids: $ids, action: $a) }`,
        { ids, a: action },
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'products'] })
      void client.invalidateQueries({ queryKey: ['admin', 'product'] })
      onClose(true)
    },
  })
  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    setInputError(undefined)
    const action: Record<string, unknown> = { kind }
    if (kind === 'category' || kind === 'moveCategory') action.categoryId = category
    if (kind === 'storeOff' || kind === 'storeOn') action.store = store
    if (kind === 'price') {
      const n =
        by === 'percent' ? Math.round(Number(value.replace(',', '.')) * 100) : centsFromText(value)
      if (n === null || !Number.isFinite(n) || n === 0) {
        setInputError(t('products.bulk.valueInvalid'))
        return
      }
      action[by] = n
    }
    if (kind === 'stock') {
      const n = Number(value)
      if (!Number.isInteger(n) || n < 0) {
        setInputError(t('products.bulk.valueInvalid'))
        return
      }
      action.stock = n
    }
    run.mutate(action)
  }
  return (
    <ActionDialog
      title={t(('products.bulk.' + kind) as TextKey)}
      open
      onClose={() => {
        onClose(false)
      }}
    >
      <form onSubmit={submit} noValidate>
        <p className="mb-4">{t('products.bulk.confirm', { count: ids.length })}</p>
        {kind === 'category' || kind === 'moveCategory' ? (
          <div className="mb-4">
            <Select
              label={t('products.category')}
              required
              value={category}
              onChange={(e) => {
                setCategory(e.target.value)
              }}
              options={[
                { value: '', label: t('products.choose') },
                ...(choices.data?.categories ?? []).map((c) => ({ value: c.id, label: c.path })),
              ]}
            />
          </div>
        ) : null}
        {kind === 'storeOff' || kind === 'storeOn' ? (
          <div className="mb-4">
            <Select
              label={t('products.bulk.store')}
              required
              value={store}
              onChange={(e) => {
                setStore(e.target.value)
              }}
              options={[
                { value: '', label: t('products.choose') },
                ...(views.data?.catalogStoreViews ?? []).map((v) => ({
                  value: v.code,
                  label: v.name + ' (' + v.code + ')',
                })),
              ]}
            />
          </div>
        ) : null}
        {kind === 'price' ? (
          <fieldset className="mb-4">
            <legend className="mb-2 font-medium">{t('products.bulk.priceBy')}</legend>
            {(['percent', 'amount'] as const).map((b) => (
              <label key={b} className="mr-4 inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="by"
                  className="size-5"
                  checked={by === b}
                  onChange={() => {
                    setBy(b)
                  }}
                />
                {t(('products.bulk.' + b) as TextKey)}
              </label>
            ))}
          </fieldset>
        ) : null}
        {kind === 'price' || kind === 'stock' ? (
          <Field
            label={t(
              kind === 'stock'
                ? 'products.bulk.stockValue'
                : by === 'percent'
                  ? 'products.bulk.percentValue'
                  : 'products.bulk.amountValue',
            )}
            inputMode={kind === 'stock' ? 'numeric' : 'decimal'}
            required
            value={value}
            error={inputError ?? fieldError(run.error, kind === 'stock' ? 'stock' : 'percent')}
            onChange={(e) => {
              setValue(e.target.value)
            }}
          />
        ) : null}
        <ErrorNote error={run.error} />
        <FormButtons
          submit={t('products.bulk.apply')}
          cancel={t('dialog.cancel')}
          onCancel={() => {
            onClose(false)
          }}
        />
      </form>
    </ActionDialog>
  )
}
