import { useTranslation } from 'react-i18next'
import { RichText } from '@/components/ui/rich-text'
import { useLocale } from '@/hooks/use-locale'
import { useCmsBlocks } from '../api/get-cms-blocks.commerce'

const identifiers = ['delivery-note', 'vat-shipping-note'] as const

/** Delivery times and the VAT and shipping costs, as the CMS blocks word them. */
export function ShippingInformation() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { data: blocks, isPending, error } = useCmsBlocks(locale, identifiers)
  if (error) throw error
  if (isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="max-w-3xl space-y-3">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="h-4 animate-pulse rounded bg-cream-200" />
        ))}
      </div>
    )
  }
  const shown = identifiers.flatMap((id) => {
    const block = blocks.get(id)
    return block ? [block] : []
  })
  return (
    <div className="max-w-3xl space-y-10">
      {shown.map((block) => (
        <section key={block.identifier}>
          {block.title && (
            <h2 className="font-display text-2xl font-semibold text-forest-900">{block.title}</h2>
          )}
          <RichText html={block.content} className="mt-3 text-ink" />
        </section>
      ))}
    </div>
  )
}
