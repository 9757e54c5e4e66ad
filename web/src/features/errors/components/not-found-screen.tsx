import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageHeading } from '@/components/ui/page-heading'
import { buttonClassName } from '@/components/ui/button-styles'
import { usePageHead } from '@/hooks/use-page-head'

/**
 * SPEC.md section 2: a heading, two paragraphs and a link to `/`. Following
 * the link is a navigation, which clears the router's error state; `/` then
 * sends the visitor to their language.
 */
export function NotFoundScreen() {
  const { t } = useTranslation()
  const title = t('errors.notFound.title')
  usePageHead({ kind: 'error', title })

  return (
    <div className="max-w-2xl">
      <PageHeading>{title}</PageHeading>
      <p className="mt-6 text-lg text-ink">{t('errors.notFound.text')}</p>
      <p className="mt-3 text-ink-muted">{t('errors.notFound.hint')}</p>
      <Link to="/" className={`${buttonClassName} mt-8`}>
        {t('errors.backHome')}
      </Link>
    </div>
  )
}
