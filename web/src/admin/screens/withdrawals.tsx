import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { ErrorNote, Loading, PageTitle } from '../components/ui'
import { gql } from '../lib/api'
import { formatTime, useText, type TextKey } from '../lib/text'

interface Withdrawal {
  reference: string
  declaredAt: string
  name: string
  email: string
  orderNumber: string
  wholeOrder: boolean
  itemsText: string
  flags: string[]
  confirmation: string
  returnReference: string | null
}

/** The withdrawal declarations (§356a BGB) with the flags staff must judge, explained. */
export function WithdrawalsScreen() {
  const { t, language } = useText()
  const [params, setParams] = useSearchParams()
  const flagged = params.get('flagged') === '1'
  const list = useQuery({
    queryKey: ['admin', 'withdrawals', flagged],
    queryFn: () =>
      gql<{ withdrawals: Withdrawal[] }>(
        `query($f: Boolean) { withdrawals(flagged: $f, limit: 200) { reference declaredAt name email orderNumber wholeOrder itemsText flags confirmation returnReference } }`,
        { f: flagged },
      ),
  })
  return (
    <div>
      <PageTitle>{t('withdrawals.title')}</PageTitle>
      <label className="mb-4 flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={flagged}
          onChange={(e) => {
            setParams(e.target.checked ? { flagged: '1' } : {})
          }}
          className="size-5"
        />
        {t('withdrawals.flaggedOnly')}
      </label>
      <ErrorNote error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data?.withdrawals.length === 0 ? (
        <p className="rounded-md border border-stone-300 bg-white p-6">{t('withdrawals.empty')}</p>
      ) : null}
      <ul className="space-y-3">
        {list.data?.withdrawals.map((w) => (
          <li key={w.reference} className="rounded-lg border border-stone-300 bg-white p-4">
            <p className="font-semibold">
              {w.reference} · {formatTime(language, w.declaredAt)}
            </p>
            <p>
              {w.name} &lt;{w.email}&gt; · {t('withdrawals.order')}{' '}
              {/^\d{9}$/.test(w.orderNumber) ? (
                <Link
                  to={'/orders/' + w.orderNumber}
                  className="text-forest-800 underline underline-offset-2"
                >
                  {w.orderNumber}
                </Link>
              ) : (
                w.orderNumber
              )}
              {w.returnReference ? (
                <>
                  {' · '}
                  <Link
                    to={'/returns/' + w.returnReference}
                    className="text-forest-800 underline underline-offset-2"
                  >
                    {w.returnReference}
                  </Link>
                </>
              ) : null}
            </p>
            <p className="text-sm">{w.wholeOrder ? t('withdrawals.wholeOrder') : w.itemsText}</p>
            <p className="text-sm">{t(('confirmation.' + w.confirmation) as TextKey)}</p>
            {w.flags.length > 0 ? (
              <ul className="mt-2 list-disc pl-6 text-red-900">
                {w.flags.map((f) => (
                  <li key={f}>
                    {f.startsWith('return_refused:')
                      ? t('flag.returnRefused', { code: f.slice('return_refused:'.length) })
                      : t(('flag.' + f) as TextKey)}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
