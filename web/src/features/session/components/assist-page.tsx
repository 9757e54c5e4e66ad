import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { PageHeading } from '@/components/ui/page-heading'
import { usePageHead } from '@/hooks/use-page-head'
import { RestError } from '@/lib/rest-client'
import { useRedeemAssist } from '../api/assist'

/**
 * /{lang}/account/assist#<token>: the page a member of staff opens from the
 * back office to shop as a customer. The token comes in the fragment (never
 * sent to a server, so in no log); the page posts it once and, signed in,
 * moves on with onRedeemed (to the customer's account).
 */
export function AssistPage({ onRedeemed }: { onRedeemed: () => void }) {
  const { t } = useTranslation()
  const title = t('routes.account-assist.title')
  usePageHead({ kind: 'page', title, indexable: false })
  const redeem = useRedeemAssist({
    mutationConfig: {
      onSuccess: () => {
        onRedeemed()
      },
    },
  })
  // The server's words, or a key of the page's own texts (translated when shown).
  const [problem, setProblem] = useState<
    { message: string } | { key: 'account.assist.noToken' | 'account.assist.failed' } | null
  >(null)
  const asked = useRef(false)
  const location = useLocation()
  const navigate = useNavigate()
  // Read once; then the token leaves the address bar and the history.
  const [token] = useState(() => location.hash.replace(/^#/, '').trim())

  useEffect(() => {
    if (!location.hash) return
    void navigate(
      { search: location.search, hash: '' },
      { replace: true, preventScrollReset: true },
    )
  }, [location.hash, location.search, navigate])

  useEffect(() => {
    if (asked.current) return
    asked.current = true
    if (!token) return
    redeem.mutate(token, {
      onError: (error) => {
        setProblem(
          error instanceof RestError && error.fromServer
            ? { message: error.message }
            : { key: 'account.assist.failed' },
        )
      },
    })
  }, [redeem, token])

  const shown = token ? problem : ({ key: 'account.assist.noToken' } as const)
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <PageHeading>{title}</PageHeading>
      {shown ? (
        <p
          role="alert"
          className="mt-6 rounded-md border border-red-800 bg-cream-50 p-4 text-red-800"
        >
          {'message' in shown ? shown.message : t(shown.key)}
        </p>
      ) : (
        <p role="status" className="mt-6">
          {t('account.assist.opening')}
        </p>
      )}
    </div>
  )
}
