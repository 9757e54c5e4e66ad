import { useQuery } from '@tanstack/react-query'
import { Field, Select } from '../components/ui'
import { gql } from '../lib/api'
import type { ProductData } from '../lib/products'
import { useText, type TextKey } from '../lib/text'

/** Magento's visibilities, in the order the select offers them. */
const visibilities = [4, 2, 3, 1] as const

/** The store views a product can be switched off in (those of categories). */
export function useStoreViews() {
  return useQuery({
    queryKey: ['admin', 'storeViews'],
    queryFn: () =>
      gql<{ catalogStoreViews: { code: string; name: string; locale: string }[] }>(
        `{ catalogStoreViews { code name locale } }`,
      ),
    staleTime: 300_000,
  })
}

/**
 * Beside the global status: a checkbox per store view the product is sold in
 * (switched off where unchecked) and where the shop shows it (visibility).
 */
export function ProductStoreViews({
  product,
  error,
  onChange,
}: {
  product: ProductData
  error?: string
  onChange: (change: Partial<ProductData>) => void
}) {
  const { t } = useText()
  const views = useStoreViews()
  const off = product.disabledStoreViews
  return (
    <>
      {views.data ? (
        <fieldset className="mb-4">
          <legend className="text-sm font-medium text-stone-800">{t('product.storeViews')}</legend>
          <div className="flex flex-wrap gap-x-6">
            {views.data.catalogStoreViews.map((v) => (
              <label key={v.code} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={!off.includes(v.code)}
                  onChange={(e) => {
                    onChange({
                      disabledStoreViews: e.target.checked
                        ? off.filter((x) => x !== v.code)
                        : [...off, v.code],
                    })
                  }}
                />
                {v.name + ' (' + v.code + ')'}
              </label>
            ))}
          </div>
          {error ? <p className="text-sm text-red-800">{error}</p> : null}
        </fieldset>
      ) : null}
      <Select
        label={t('product.visibility')}
        value={String(product.visibility)}
        options={visibilities.map((v) => ({
          value: String(v),
          label: t(('product.visibility.' + String(v)) as TextKey),
        }))}
        onChange={(e) => {
          onChange({ visibility: Number(e.target.value) })
        }}
      />
    </>
  )
}

/** The related products ("Passend dazu"), picked by SKU like the upsells. */
export function RelatedProductsField({
  product,
  error,
  onChange,
}: {
  product: ProductData
  error?: string
  onChange: (change: Partial<ProductData>) => void
}) {
  const { t } = useText()
  return (
    <Field
      label={t('product.related')}
      hint={t('product.upsellsHint')}
      value={product.relatedSkus.join(', ')}
      error={error}
      onChange={(e) => {
        onChange({
          relatedSkus: e.target.value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        })
      }}
    />
  )
}
