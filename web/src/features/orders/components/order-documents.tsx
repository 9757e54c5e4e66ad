import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DownloadLink } from '@/components/ui/download-link'
import type { Locale } from '@/lib/locale'
import { formatShopDay, shopDayDateTime } from '@/lib/shop-date'
import type { CustomerOrder } from '../api/get-customer-order.commerce'
import { formatOrderMoney } from '../lib/order-format'
import { present } from '../lib/order-view'
import { cardClassName } from './order-states'

const sectionHeadingClassName = 'font-display text-xl font-semibold text-forest-900'

/**
 * The order's invoice (once it is paid) and credit notes (once money was
 * given back): each as a PDF, and as the EN 16931 e-invoice where the
 * buyer gave a company and a VAT id. Nothing before the first document.
 */
export function OrderDocuments({ order, locale }: { order: CustomerOrder; locale: Locale }) {
  const { t } = useTranslation()
  const headingId = useId()
  const invoices = present(order.invoices)
  const creditMemos = present(order.credit_memos)
  if (invoices.length === 0 && creditMemos.length === 0) return null
  const hasEInvoice = [...invoices, ...creditMemos].some((document) => document.e_invoice_url)
  return (
    <section aria-labelledby={headingId} className={cardClassName}>
      <h2 id={headingId} className={sectionHeadingClassName}>
        {t('orders.documents.title')}
      </h2>
      <ul className="mt-3 space-y-4">
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <DownloadLink href={invoice.pdf_url}>
              {t('orders.documents.invoice', { number: invoice.number })}
            </DownloadLink>
            <p className="text-sm text-ink-muted">
              {t('orders.documents.invoiceMeta', {
                date: formatShopDay(invoice.issued_at, locale),
                amount: formatOrderMoney(invoice.total?.grand_total, locale),
              })}
            </p>
            {invoice.e_invoice_url && (
              <DownloadLink href={invoice.e_invoice_url}>
                {t('orders.documents.eInvoice', { number: invoice.number })}
              </DownloadLink>
            )}
          </li>
        ))}
        {creditMemos.map((memo) => (
          <li key={memo.id}>
            <DownloadLink href={memo.pdf_url}>
              {t('orders.documents.creditMemo', { number: memo.number })}
            </DownloadLink>
            <p className="text-sm text-ink-muted">
              {t('orders.documents.creditMemoMeta', {
                date: formatShopDay(memo.issued_at, locale),
                amount: formatOrderMoney(memo.total?.grand_total, locale),
                invoice: memo.invoice_number,
              })}
            </p>
            {memo.e_invoice_url && (
              <DownloadLink href={memo.e_invoice_url}>
                {t('orders.documents.eCreditMemo', { number: memo.number })}
              </DownloadLink>
            )}
          </li>
        ))}
      </ul>
      {hasEInvoice && <p className="mt-4 text-sm text-ink-muted">{t('orders.documents.eHint')}</p>}
    </section>
  )
}

/**
 * What happened to the order as the customer may read it (placed, paid,
 * a payment that failed, refunds with their credit notes), oldest first,
 * in the language of the page.
 */
export function OrderHistory({ order, locale }: { order: CustomerOrder; locale: Locale }) {
  const { t } = useTranslation()
  const headingId = useId()
  const comments = present(order.comments)
  if (comments.length === 0) return null
  return (
    <section aria-labelledby={headingId} className={cardClassName}>
      <h2 id={headingId} className={sectionHeadingClassName}>
        {t('orders.history.title')}
      </h2>
      <ol className="mt-3 space-y-3 sm:space-y-2">
        {comments.map((comment, index) => (
          <li
            key={`${comment.timestamp}:${String(index)}`}
            className="grid gap-x-4 sm:grid-cols-[8rem_minmax(0,1fr)] sm:items-baseline"
          >
            <time dateTime={shopDayDateTime(comment.timestamp)} className="text-sm text-ink-muted">
              {formatShopDay(comment.timestamp, locale)}
            </time>
            <span>{comment.message}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
