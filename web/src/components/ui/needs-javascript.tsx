import { useTranslation } from 'react-i18next'

/**
 * Says, in a browser without JavaScript only, that the form it stands in
 * needs it (adding to the cart, signing in, a newsletter sign-up, …): the
 * page itself reads without, its forms send through the shop's APIs. The
 * browser shows a <noscript>'s content only then; React leaves it out of
 * the page it builds.
 */
export function NeedsJavaScript() {
  const { t } = useTranslation()
  return (
    <noscript>
      <p className="rounded-md border border-brass-400 bg-cream-100 px-4 py-3 text-sm text-ink">
        {t('noScript.form')}
      </p>
    </noscript>
  )
}
