import { useEffect, useId, useRef, useState, type BaseSyntheticEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import { PageHeading } from '@/components/ui/page-heading'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { GraphQLClientError } from '@/lib/graphql/graphql-client'
import { withCatalogPart } from '@/lib/with-catalog-part'
import {
  emailChangeTokenField,
  useConfirmCustomerEmailChange,
} from '../api/confirm-customer-email-change.commerce'
import { useLinkToken } from '../hooks/use-link-token'

/** The query parameter of the confirmation link that carries its token. */
export const emailChangeTokenParam = 'token'

/**
 * The server's refusal of the link (a bad, used or expired token, or an
 * address taken since), if that is what the error is.
 */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof GraphQLClientError)) return null
  const entry =
    error.errors.find((e) => e.extensions?.field === emailChangeTokenField) ??
    error.errors.find((e) => e.extensions?.code === 'CONFLICT')
  return entry?.message ?? null
}

/** A message that takes the focus when it appears, so that it is read out. */
function Announced({
  role,
  className,
  children,
}: {
  role: 'alert' | 'status'
  className: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <div ref={ref} tabIndex={-1} role={role} className={`outline-none ${className}`}>
      {children}
    </div>
  )
}

/** The way to the customer's data, where an address is changed. */
function ToPersonalData({ children }: { children: ReactNode }) {
  const locale = useLocale()
  return (
    <Link
      to={`/${locale}/customer/data`}
      className="font-medium text-forest-800 underline underline-offset-2 hover:text-forest-700"
    >
      {children}
    </Link>
  )
}

/**
 * The confirmation of an email change: one button, so that nothing changes
 * by merely opening the link (mail programs open links to check them).
 * Confirmed, the page says so; a refused link shows the server's words and
 * the way to ask again.
 */
function ConfirmEmailFormWithTexts({
  token,
  headingId,
  onConfirmed,
}: {
  token: string | null
  headingId: string
  onConfirmed: () => Promise<void>
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const confirm = useConfirmCustomerEmailChange()
  const [done, setDone] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [failure, setFailure] = useState<string[]>([])

  if (!token) {
    return (
      <Announced
        role="alert"
        className="mt-6 rounded-md border border-red-800 bg-cream-50 p-4 text-red-800"
      >
        <p>{t('account.confirmEmail.noToken')}</p>
        <p className="mt-2">
          <ToPersonalData>{t('account.confirmEmail.changeAgain')}</ToPersonalData>
        </p>
      </Announced>
    )
  }
  if (done) {
    return (
      <Announced role="status" className="mt-6">
        <p className="text-lg">{t('account.confirmEmail.success')}</p>
        <p className="mt-4">
          <Link
            to={`/${locale}/customer`}
            className="font-medium text-forest-800 underline underline-offset-2 hover:text-forest-700"
          >
            {t('account.confirmEmail.toAccount')}
          </Link>
        </p>
      </Announced>
    )
  }

  const onSubmit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault()
    setRefusal(null)
    setFailure([])
    try {
      await confirm.mutateAsync({ token })
    } catch (error) {
      const refused = refusalOf(error)
      if (refused) setRefusal(refused)
      else setFailure([t('account.confirmEmail.failed')])
      return
    }
    // The session now names the new address, or ended: ask again.
    await onConfirmed()
    setDone(true)
  }

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      aria-busy={confirm.isPending}
      onSubmit={submitUnlessPending(confirm.isPending, onSubmit)}
      className="mt-6"
    >
      {refusal ? (
        <Announced
          role="alert"
          className="mb-5 rounded-md border border-red-800 bg-cream-50 p-4 text-red-800"
        >
          <p>{refusal}</p>
          <p className="mt-2">
            <ToPersonalData>{t('account.confirmEmail.changeAgain')}</ToPersonalData>
          </p>
        </Announced>
      ) : (
        <FormAlert messages={failure} />
      )}
      <p className="text-ink-muted">{t('account.confirmEmail.intro')}</p>
      <div className="mt-6">
        <SubmitButton pending={confirm.isPending} pendingLabel={t('account.confirmEmail.sending')}>
          {t('account.confirmEmail.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}

const ConfirmEmailForm = withCatalogPart(['forms', 'account'], ConfirmEmailFormWithTexts)

/** /{lang}/account/confirm-email?token=…: confirms the change of address the link was mailed for. */
export function ConfirmEmailPage({
  onConfirmed,
}: {
  /** Runs once the change is confirmed, before the page says so (the app refreshes the session). */
  onConfirmed: () => Promise<void>
}) {
  const { t } = useTranslation()
  const id = useId()
  const token = useLinkToken(emailChangeTokenParam)
  const title = t('routes.account-confirm-email.title')
  usePageHead({ kind: 'page', title, indexable: false })
  const headingId = `${id}-heading`
  return (
    <div className="mx-auto w-full max-w-xl">
      <div id={headingId}>
        <PageHeading>{title}</PageHeading>
      </div>
      <ConfirmEmailForm token={token} headingId={headingId} onConfirmed={onConfirmed} />
    </div>
  )
}
