import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeading } from '@/components/ui/page-heading'
import { usePageHead } from '@/hooks/use-page-head'
import { AccountForms } from './account-screen'
import type { SignIn } from './sign-in-form'

/**
 * /{lang}/account: the page's title at once (as the server rendered the
 * head), the forms as soon as their texts are there. `notice` is what the
 * app has to tell before them (a visitor's saved items being kept).
 */
export function AccountPage({
  signIn,
  redirected,
  notice,
}: {
  signIn: SignIn
  redirected: boolean
  notice?: ReactNode
}) {
  const { t } = useTranslation()
  const title = t('routes.account.title')
  usePageHead({ kind: 'page', title, indexable: false })
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeading>{title}</PageHeading>
      {notice}
      <AccountForms signIn={signIn} redirected={redirected} />
    </div>
  )
}
