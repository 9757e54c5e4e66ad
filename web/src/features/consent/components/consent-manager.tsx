import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { useLocale } from '@/hooks/use-locale'
import { pathFor } from '@/lib/routes'
import {
  onConsentSettingsRequested,
  readConsent,
  writeConsent,
  type ConsentChoices,
  type ConsentRecord,
} from '../lib/consent'
import {
  startClarity,
  startGoogleAnalytics,
  stopClarity,
  stopGoogleAnalytics,
} from '../lib/tracking-scripts'

/** The site's analytics ids (the content API's Site.tracking); a script loads only when its id is set. */
export interface TrackingIds {
  googleAnalyticsId?: string | null
  clarityId?: string | null
}

// The dialog is needed once per visitor, so it is not part of every page's first load.
const ConsentDialog = lazy(async () => ({
  default: (await import('./consent-dialog')).ConsentDialog,
}))

/**
 * Asks for consent on the first visit and gates the analytics scripts by the
 * answer (SPEC.md sections 2, 4 and 9). The dialog shows until the visitor
 * chooses, on every page but the privacy policy it links to (which must stay
 * readable before choosing), and again whenever ConsentSettingsLink asks.
 * The ga and clarity scripts start only when allowed and when the site sets
 * their ids; a withdrawn service is stopped and its cookies deleted.
 */
export function ConsentManager({ tracking }: { tracking: TrackingIds }) {
  const locale = useLocale()
  const { pathname } = useLocation()
  const [record, setRecord] = useState<ConsentRecord | null>(() => readConsent())
  const [settingsRequested, setSettingsRequested] = useState(false)

  useEffect(
    () =>
      onConsentSettingsRequested(() => {
        setSettingsRequested(true)
      }),
    [],
  )

  const googleAnalyticsId = tracking.googleAnalyticsId
  const clarityId = tracking.clarityId
  const allowGa = record?.services.ga === true
  const allowClarity = record?.services.clarity === true

  // Allowed but no id (yet: the site may still be loading): nothing starts, and nothing of an
  // earlier visit is deleted either, or every page load would cost the visitor their analytics id.
  useEffect(() => {
    if (!allowGa) stopGoogleAnalytics(googleAnalyticsId)
    else if (googleAnalyticsId) startGoogleAnalytics(googleAnalyticsId)
  }, [allowGa, googleAnalyticsId])

  useEffect(() => {
    if (!allowClarity) stopClarity()
    else if (clarityId) startClarity(clarityId)
  }, [allowClarity, clarityId])

  const save = useCallback((choices: ConsentChoices) => {
    setRecord(writeConsent(choices))
    setSettingsRequested(false)
  }, [])

  const close = useCallback(() => {
    setSettingsRequested(false)
  }, [])

  // The notice links to the privacy policy, and it stays readable.
  const onPrivacyPage = pathname.replace(/\/+$/, '') === pathFor('privacy', locale)
  const open = settingsRequested || (record === null && !onPrivacyPage)
  if (!open) return null

  return (
    <Suspense fallback={null}>
      <ConsentDialog
        locale={locale}
        current={record?.services ?? null}
        onSave={save}
        onClose={record ? close : undefined}
        onPrivacyLink={close}
      />
    </Suspense>
  )
}
