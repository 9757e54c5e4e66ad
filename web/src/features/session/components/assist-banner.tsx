import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAssist, useEndAssist } from '../api/assist'
import { useSession } from '../api/get-session'

/**
 * The permanent banner while staff are signed in as the customer (login as
 * customer): who is signed in, as which member of staff, and the button
 * that ends the session. Rendered once, at the top of every storefront
 * page; nothing while the session is not an assisted one.
 */
export function AssistBanner() {
  const { t } = useTranslation()
  const { user, signedIn } = useSession()
  const assistedBy = useAssist(signedIn)
  const end = useEndAssist()
  const [failed, setFailed] = useState(false)
  if (!assistedBy) return null
  const customer = user ? `${user.firstname} ${user.lastname}`.trim() || user.email : ''
  return (
    <div role="status" className="bg-amber-100 text-forest-900 border-b border-amber-300">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2">
        <p className="font-medium">
          {t('assist.banner', { customer, staff: assistedBy.staffName })}
        </p>
        <button
          type="button"
          aria-disabled={end.isPending || undefined}
          onClick={() => {
            if (end.isPending) return
            setFailed(false)
            end.mutate(undefined, {
              onError: () => {
                setFailed(true)
              },
            })
          }}
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-forest-800 bg-cream-50 px-4 py-2 font-medium text-forest-900 hover:bg-cream-200 aria-disabled:cursor-progress aria-disabled:opacity-70"
        >
          {end.isPending ? t('assist.ending') : t('assist.end')}
        </button>
        {failed ? <p className="w-full text-red-800">{t('assist.endFailed')}</p> : null}
      </div>
    </div>
  )
}
