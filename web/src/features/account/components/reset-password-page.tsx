import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { PasswordField, TextField } from '@/components/ui/form/fields'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import { PageHeading } from '@/components/ui/page-heading'
import { useToast } from '@/components/ui/toast/toast-provider'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { GraphQLClientError } from '@/lib/graphql/graphql-client'
import { applyServerErrors } from '@/lib/server-errors'
import { withCatalogPart } from '@/lib/with-catalog-part'
import { resetTokenField, useResetPassword } from '../api/reset-password.commerce'
import { useAccountMessages } from '../hooks/use-account-messages'
import { useLinkToken } from '../hooks/use-link-token'
import { resetPasswordSchema, type ResetPasswordValues } from '../lib/account-schemas'

/** The query parameter of the reset link that carries its token. */
export const resetTokenParam = 'token'

const fieldNames = ['email', 'newPassword'] as const

/** The server's refusal of the link's token, if that is what the error is. */
function tokenRefusal(error: unknown): string | null {
  if (!(error instanceof GraphQLClientError)) return null
  return error.errors.find((entry) => entry.extensions?.field === resetTokenField)?.message ?? null
}

/** A link to ask for a new reset link. */
function RequestNewLink() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <Link
      to={`/${locale}/account/forgot-password`}
      className="font-medium text-forest-800 underline underline-offset-2 hover:text-forest-700"
    >
      {t('account.reset.requestNew')}
    </Link>
  )
}

/** A refused or incomplete link: the reason, focused and announced, and the way to a new one. */
function LinkProblem({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [message])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mt-6 mb-5 rounded-md border border-red-800 bg-cream-50 p-4 text-red-800 outline-none"
    >
      <p>{message}</p>
      <p className="mt-2">
        <RequestNewLink />
      </p>
    </div>
  )
}

/**
 * The form of a reset link: address, new password with its rules, repeated.
 * A refused token (bad, used, expired, or another address) shows the
 * server's words and the way to a new link; set, the new password is
 * confirmed and the customer goes on to sign in with it.
 */
function ResetPasswordFormWithTexts({
  token,
  headingId,
  onPasswordReset,
}: {
  token: string | null
  headingId: string
  onPasswordReset: () => Promise<void>
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const toast = useToast()
  const id = useId()
  const messages = useAccountMessages()
  const resolver = useMemo(() => zodResolver(resetPasswordSchema(messages)), [messages])
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver,
    defaultValues: { email: '', newPassword: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const typedPassword = useWatch({ control, name: 'newPassword' })
  const [formErrors, setFormErrors] = useState<string[]>([])
  const [refusal, setRefusal] = useState<string | null>(null)
  const reset = useResetPassword()

  if (!token) return <LinkProblem message={t('account.reset.noToken')} />

  const onSubmit = handleSubmit(async ({ email, newPassword }) => {
    setFormErrors([])
    setRefusal(null)
    try {
      await reset.mutateAsync({ email: email.trim(), resetPasswordToken: token, newPassword })
    } catch (error) {
      const refused = tokenRefusal(error)
      if (refused) {
        setRefusal(refused)
        return
      }
      setFormErrors(
        applyServerErrors(error, { setError, setFocus }, fieldNames, t('account.reset.failed')),
      )
      return
    }
    // Every session of the customer ended with the reset, this browser's perhaps too.
    await onPasswordReset()
    toast.success(t('account.reset.success'))
    await navigate(`/${locale}/account`, { replace: true })
  })

  const emailId = `${id}-email`
  const passwordId = `${id}-password`
  const confirmId = `${id}-confirm`
  const emailError = errors.email?.message
  const passwordError = errors.newPassword?.message
  const confirmError = errors.confirmPassword?.message
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      aria-busy={isSubmitting}
      onSubmit={submitUnlessPending(isSubmitting, onSubmit)}
      className="mt-6"
    >
      {refusal ? <LinkProblem message={refusal} /> : <FormAlert messages={formErrors} />}
      <div className="flex flex-col gap-5">
        <TextField
          id={emailId}
          label={t('account.reset.email')}
          required
          error={emailError}
          type="email"
          autoComplete="username"
          field={register('email')}
        />
        <PasswordField
          id={passwordId}
          label={t('account.reset.newPassword')}
          error={passwordError}
          autoComplete="new-password"
          field={register('newPassword')}
          typed={typedPassword}
        />
        <PasswordField
          id={confirmId}
          label={t('account.reset.confirmPassword')}
          error={confirmError}
          autoComplete="new-password"
          field={register('confirmPassword')}
        />
      </div>
      <div className="mt-6">
        <SubmitButton pending={isSubmitting} pendingLabel={t('account.reset.sending')}>
          {t('account.reset.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}

function ResetPasswordIntro() {
  const { t } = useTranslation()
  return <p className="mt-6 text-ink-muted">{t('account.reset.intro')}</p>
}

const ResetPasswordForm = withCatalogPart(['forms', 'account'], ResetPasswordFormWithTexts)
const ResetPasswordIntroText = withCatalogPart('account', ResetPasswordIntro)

/** /{lang}/account/reset-password?token=…: sets a new password from the mailed link. */
export function ResetPasswordPage({
  onPasswordReset,
}: {
  /** Runs once the password is set, before the page moves on (the app refreshes the session). */
  onPasswordReset: () => Promise<void>
}) {
  const { t } = useTranslation()
  const id = useId()
  const token = useLinkToken(resetTokenParam)
  const title = t('routes.account-reset-password.title')
  usePageHead({ kind: 'page', title, indexable: false })
  const headingId = `${id}-heading`
  return (
    <div className="mx-auto w-full max-w-xl">
      <div id={headingId}>
        <PageHeading>{title}</PageHeading>
      </div>
      {token && <ResetPasswordIntroText />}
      <ResetPasswordForm token={token} headingId={headingId} onPasswordReset={onPasswordReset} />
    </div>
  )
}
