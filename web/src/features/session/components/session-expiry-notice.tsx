import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useToast } from '@/components/ui/toast/toast-provider'
import { useSession } from '../api/get-session'

/**
 * Loads the session once the app shows (SPEC.md section 7: after mount, as
 * pages are cached without it) and says so when the server has ended it
 * (SPEC.md section 8: "Your session expired. Please sign-in again."), once
 * per ended session. Rendered once, at the top of the app.
 */
export function SessionExpiryNotice() {
  const { t } = useTranslation()
  const toast = useToast()
  const { expired } = useSession()
  const told = useRef(false)
  useEffect(() => {
    if (expired && !told.current) toast.error(t('session.expired'))
    told.current = expired
  }, [expired, toast, t])
  return null
}
