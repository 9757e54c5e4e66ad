import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type SyntheticEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import {
  buttonClassName,
  ErrorNote,
  Field,
  linkClassName,
  Loading,
  PageTitle,
  Pager,
  Select,
  StatusBadge,
} from '../components/ui'
import { gql } from '../lib/api'
import { formatMoney, useText, type Language, type TextKey } from '../lib/text'

export type CouponStatus = 'ACTIVE' | 'SCHEDULED' | 'EXPIRED' | 'USED_UP' | 'DISABLED'
export type CouponType = 'PERCENT' | 'FIXED' | 'FREE_SHIPPING'

export const couponStatuses: CouponStatus[] = [
  'ACTIVE',
  'SCHEDULED',
  'EXPIRED',
  'USED_UP',
  'DISABLED',
]

interface CouponRow {
  id: string
  code: string
  type: CouponType
  amount: number
  label: { de: string; en: string; fr: string }
  validFrom: string | null
  validUntil: string | null
  usageLimit: number
  timesUsed: number
  status: CouponStatus
  ruleId: string | null
  ruleCode: string | null
  codesUsed: number
  batches: { quantity: number }[]
}

const pageSize = 50

/** What a coupon takes off, as staff read it: "10 %", "5,00 €", free shipping. */
export function couponValue(
  t: (key: TextKey, vars?: Record<string, string | number>) => string,
  language: Language,
  type: CouponType,
  amount: number,
): string {
  if (type === 'FREE_SHIPPING') return t('coupons.type.FREE_SHIPPING')
  if (type === 'FIXED') return formatMoney(language, amount)
  return (
    new Intl.NumberFormat(language === 'de' ? 'de-DE' : language === 'fr' ? 'fr-FR' : 'en-GB', {
      maximumFractionDigits: 2,
    }).format(amount / 100) + (language === 'en' ? '%' : '\u202f%')
  )
}

/**
 * The coupons: search by code (batch codes too) or label, by status
 * (active, scheduled, expired, used up, switched off); each opens its
 * editor, with its batches and uses.
 */
export function CouponsScreen() {
  const { t, language } = useText()
  const [params, setParams] = useSearchParams()
  const status = params.get('status') ?? ''
  const q = params.get('q') ?? ''
  const page = Number(params.get('page') ?? '1') || 1
  const [search, setSearch] = useState(q)
  const list = useQuery({
    queryKey: ['admin', 'coupons', status, q, page],
    queryFn: () =>
      gql<{ coupons: { totalCount: number; items: CouponRow[] } }>(
        `query($s: CouponStatus, $q: String, $p: Int, $n: Int) { coupons(status: $s, search: $q, page: $p, pageSize: $n) {
          totalCount items { id code type amount label { de en fr } validFrom validUntil usageLimit timesUsed status ruleId ruleCode codesUsed batches { quantity } } } }`,
        { s: status || null, q: q || null, p: page, n: pageSize },
      ),
    placeholderData: keepPreviousData,
  })
  const go = (next: { status?: string; q?: string; page?: number }) => {
    const p: Record<string, string> = {}
    if (next.status) p.status = next.status
    if (next.q) p.q = next.q
    if (next.page && next.page > 1) p.page = String(next.page)
    setParams(p)
  }
  return (
    <div>
      <PageTitle
        actions={
          <Link to="/coupons/new" className={buttonClassName}>
            {t('coupons.new')}
          </Link>
        }
      >
        {t('coupons.title')}
      </PageTitle>
      <form
        role="search"
        aria-label={t('coupons.title')}
        className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-stone-300 bg-white p-4 [&>div]:mb-0"
        onSubmit={(e: SyntheticEvent) => {
          e.preventDefault()
          go({ status, q: search.trim() })
        }}
      >
        <div className="min-w-48">
          <Select
            label={t('coupons.status')}
            value={status}
            onChange={(e) => {
              go({ status: e.target.value, q })
            }}
            options={[
              { value: '', label: t('coupons.allStatuses') },
              ...couponStatuses.map((s) => ({
                value: s,
                label: t(('coupons.status.' + s) as TextKey),
              })),
            ]}
          />
        </div>
        <div className="min-w-64 grow">
          <Field
            label={t('coupons.search')}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value)
            }}
          />
        </div>
        <button type="submit" className={buttonClassName}>
          {t('coupons.apply')}
        </button>
      </form>
      <ErrorNote error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <>
          <p className="mb-2">{t('coupons.count', { count: list.data.coupons.totalCount })}</p>
          {list.data.coupons.items.length === 0 ? (
            <p className="rounded-md border border-stone-300 bg-white p-6">{t('coupons.empty')}</p>
          ) : (
            <ul className="divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white">
              {list.data.coupons.items.map((c) => (
                <li
                  key={c.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4"
                >
                  <div className="min-w-0">
                    <Link
                      to={'/coupons/' + (c.ruleId ?? c.id)}
                      className={linkClassName + ' font-mono text-lg break-all'}
                    >
                      {c.code}
                    </Link>
                    <p className="text-sm text-stone-800">
                      {[
                        couponValue(t, language, c.type, c.amount),
                        c.label[language] || c.label.de,
                        c.ruleCode ? t('coupons.ofRule', { code: c.ruleCode }) : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-3 text-sm">
                    <span>
                      {c.usageLimit > 0
                        ? t('coupons.usedOf', { used: c.timesUsed, limit: c.usageLimit })
                        : t('coupons.used', { used: c.timesUsed })}
                    </span>
                    {c.batches.length > 0 ? (
                      <span>
                        {t('coupons.batchCodes', {
                          used: c.codesUsed,
                          count: c.batches.reduce((n, b) => n + b.quantity, 0),
                        })}
                      </span>
                    ) : null}
                    <StatusBadge>{t(('coupons.status.' + c.status) as TextKey)}</StatusBadge>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={page}
            pageSize={pageSize}
            total={list.data.coupons.totalCount}
            onPage={(p) => {
              go({ status, q, page: p })
            }}
          />
        </>
      ) : null}
    </div>
  )
}
