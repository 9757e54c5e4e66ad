import { NeedsJavaScript } from '@/components/ui/needs-javascript'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { controlProps, FieldShell } from '@/components/ui/form/field-shell'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import { PageHeading } from '@/components/ui/page-heading'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { applyServerErrors } from '@/lib/server-errors'
import { withCatalogPart } from '@/lib/with-catalog-part'
import { useRequestPasswordResetEmail } from '../api/request-password-reset-email.commerce'
import { useAccountMessages } from '../hooks/use-account-messages'
import { forgotPasswordSchema, type ForgotPasswordValues } from '../lib/account-schemas'

const fieldNames = ['email'] as const

/** The link back to the sign-in, under the form and under its outcome. */
function BackToSignIn() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <p className="mt-6">
      <Link
        to={`/${locale}/account`}
        className="font-medium text-forest-800 underline underline-offset-2 hover:text-forest-700"
      >
        {t('account.forgot.backToSignIn')}
      </Link>
    </p>
  )
}

/**
 * The reset request: an address, and afterwards always the same words
 * (SPEC.md section 5: the page never tells whether an account exists);
 * only bad input and too many requests are refused.
 */
function ForgotPasswordFormWithTexts({ headingId }: { headingId: string }) {
  const { t } = useTranslation()
  const id = useId()
  const messages = useAccountMessages()
  const resolver = useMemo(() => zodResolver(forgotPasswordSchema(messages)), [messages])
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver,
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [formErrors, setFormErrors] = useState<string[]>([])
  const [sentTo, setSentTo] = useState<string | null>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const request = useRequestPasswordResetEmail()

  useEffect(() => {
    if (sentTo) outcomeRef.current?.focus()
  }, [sentTo])

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormErrors([])
    const address = email.trim()
    try {
      await request.mutateAsync({ email: address })
    } catch (error) {
      setFormErrors(
        applyServerErrors(error, { setError, setFocus }, fieldNames, t('account.forgot.failed')),
      )
      return
    }
    setSentTo(address)
  })

  if (sentTo) {
    return (
      <>
        <div
          ref={outcomeRef}
          tabIndex={-1}
          role="status"
          className="mt-6 rounded-lg border border-forest-700/30 bg-cream-50 p-5 outline-none"
        >
          <p className="font-semibold text-forest-900">{t('account.forgot.sentTitle')}</p>
          <p className="mt-1">{t('account.forgot.sent', { email: sentTo })}</p>
        </div>
        <BackToSignIn />
      </>
    )
  }

  const emailId = `${id}-email`
  const error = errors.email?.message
  return (
    <>
      <form
        noValidate
        aria-labelledby={headingId}
        aria-busy={isSubmitting}
        onSubmit={submitUnlessPending(isSubmitting, onSubmit)}
        className="mt-6"
      >
        <NeedsJavaScript />
        <FormAlert messages={formErrors} />
        <FieldShell id={emailId} label={t('account.forgot.email')} required={false} error={error}>
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-required="true"
            {...controlProps(emailId, error)}
            {...register('email')}
          />
        </FieldShell>
        <div className="mt-6">
          <SubmitButton pending={isSubmitting} pendingLabel={t('account.forgot.sending')}>
            {t('account.forgot.submit')}
          </SubmitButton>
        </div>
      </form>
      <BackToSignIn />
    </>
  )
}

function ForgotPasswordIntro() {
  const { t } = useTranslation()
  return <p className="mt-6 text-ink-muted">{t('account.forgot.intro')}</p>
}

const ForgotPasswordForm = withCatalogPart(['forms', 'account'], ForgotPasswordFormWithTexts)
const ForgotPasswordIntroText = withCatalogPart('account', ForgotPasswordIntro)

/** /{lang}/account/forgot-password: asks for a link to choose a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation()
  const id = useId()
  const title = t('routes.account-forgot-password.title')
  usePageHead({ kind: 'page', title, indexable: false })
  const headingId = `${id}-heading`
  return (
    <div className="mx-auto w-full max-w-xl">
      <div id={headingId}>
        <PageHeading>{title}</PageHeading>
      </div>
      <ForgotPasswordIntroText />
      <ForgotPasswordForm headingId={headingId} />
    </div>
  )
}
