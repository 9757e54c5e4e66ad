import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { BlockProps } from '@/features/content/lib/blocks'
import { useLocale } from '@/hooks/use-locale'
import { countryName } from '@/lib/address'

// Label and value side by side from small screens on; on phones the value
// goes below its label, so long labels (the VAT id's) do not squeeze it.
const details =
  'grid grid-cols-1 sm:grid-cols-[auto_1fr] sm:gap-x-4 [&_dt]:font-semibold sm:[&_dt]:font-normal [&_dd+dt]:mt-2 sm:[&_dd+dt]:mt-0'

/**
 * The seller as the shop's settings name it (§5 DDG: name, address,
 * managing directors, contact, register, VAT id), which the server reads
 * when it serves the block, so the Impressum never disagrees with the
 * invoices. Nothing shows while the shop has not set its legal data.
 */
export function LegalNoticeBlock({ block }: BlockProps<'LegalNoticeBlock'>) {
  const { t } = useTranslation()
  const locale = useLocale()
  const headingId = useId()
  const seller = block.seller
  if (!seller) return null
  const directors = seller.managingDirectors
  const register = seller.registerCourt && seller.registerNumber
  return (
    <section aria-labelledby={headingId} className="rich-text max-w-3xl">
      <h2 id={headingId}>{block.headline ?? t('content.legalNotice.heading')}</h2>
      <p>
        {seller.company}
        <br />
        {seller.street}
        <br />
        {seller.postcode} {seller.city}
        <br />
        {countryName(seller.countryCode, locale)}
      </p>
      {directors.length > 0 && (
        <p>
          {t('content.legalNotice.representedBy', {
            names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(directors),
          })}
        </p>
      )}
      <h3>{t('content.legalNotice.contact')}</h3>
      <dl className={details}>
        {seller.phone && (
          <>
            <dt>{t('content.legalNotice.phone')}</dt>
            <dd>
              <a href={`tel:${seller.phone.replace(/[^+\d]/g, '')}`}>{seller.phone}</a>
            </dd>
          </>
        )}
        <dt>{t('content.legalNotice.email')}</dt>
        <dd>
          <a href={`mailto:${seller.email}`}>{seller.email}</a>
        </dd>
      </dl>
      {register && (
        <>
          <h3>{t('content.legalNotice.register')}</h3>
          <dl className={details}>
            <dt>{t('content.legalNotice.registerCourt')}</dt>
            <dd>{seller.registerCourt}</dd>
            <dt>{t('content.legalNotice.registerNumber')}</dt>
            <dd>{seller.registerNumber}</dd>
          </dl>
        </>
      )}
      {(seller.vatId ?? seller.taxNumber) && (
        <>
          <h3>{t('content.legalNotice.tax')}</h3>
          <dl className={details}>
            {seller.vatId && (
              <>
                <dt>{t('content.legalNotice.vatId')}</dt>
                <dd>{seller.vatId}</dd>
              </>
            )}
            {seller.taxNumber && (
              <>
                <dt>{t('content.legalNotice.taxNumber')}</dt>
                <dd>{seller.taxNumber}</dd>
              </>
            )}
          </dl>
        </>
      )}
    </section>
  )
}
