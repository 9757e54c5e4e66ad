import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClassName } from '@/components/ui/button-styles'
import { PageHeading } from '@/components/ui/page-heading'
import { usePageHead } from '@/hooks/use-page-head'
import { isBotUserAgent } from '../lib/is-bot'
import { errorMessage, isNotFoundError } from '../lib/route-error'
import { NotFoundScreen } from './not-found-screen'

export interface ErrorScreenProps {
  error: unknown
  /** Defaults to the browser's; tests pass their own. */
  userAgent?: string
}

/**
 * What a failed page shows (SPEC.md section 2): the 404 screen for a missing
 * page, otherwise a generic heading with the message in a code block. A bot
 * gets nothing for errors other than 404, so a passing failure is never
 * indexed as the page's content.
 */
export function ErrorScreen({
  error,
  // The server renders only 404s of errors (entry-server.tsx), which show alike for everyone.
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
}: ErrorScreenProps) {
  if (isNotFoundError(error)) return <NotFoundScreen />
  if (isBotUserAgent(userAgent)) return null
  return <GenericErrorScreen message={errorMessage(error)} />
}

function GenericErrorScreen({ message }: { message: string | undefined }) {
  const { t } = useTranslation()
  const title = t('errors.generic.title')
  usePageHead({ kind: 'error', title })

  return (
    <div className="max-w-2xl">
      <PageHeading>{title}</PageHeading>
      <p className="mt-6 text-lg text-ink">{t('errors.generic.text')}</p>
      {message && (
        <pre className="mt-6 overflow-x-auto rounded-md border border-cream-300 bg-cream-50 p-4 text-sm text-ink">
          <code>{message}</code>
        </pre>
      )}
      <Link to="/" className={`${buttonClassName} mt-8`}>
        {t('errors.backHome')}
      </Link>
    </div>
  )
}
