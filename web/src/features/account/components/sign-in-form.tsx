import { NeedsJavaScript } from '@/components/ui/needs-javascript'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PasswordField, TextField } from '@/components/ui/form/fields'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import { useToast } from '@/components/ui/toast/toast-provider'
import { useLocale } from '@/hooks/use-locale'
import { applyServerErrors } from '@/lib/server-errors'
import { useAccountMessages } from '../hooks/use-account-messages'
import { signInSchema, type SignInValues } from '../lib/account-schemas'

/** Signs in with an address and a password (the session feature's, handed in by the app). */
export type SignIn = (credentials: { email: string; password: string }) => Promise<unknown>

const fieldNames = ['email', 'password'] as const

/**
 * The sign-in: address, password (shown on request), the way to a new
 * password, the server's refusal (wrong credentials, too many attempts)
 * above the form. Signed in, it says so; where to go next is the page's.
 */
export function SignInForm({ signIn, headingId }: { signIn: SignIn; headingId: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const toast = useToast()
  const id = useId()
  const messages = useAccountMessages()
  const resolver = useMemo(() => zodResolver(signInSchema(messages)), [messages])
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver,
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [formErrors, setFormErrors] = useState<string[]>([])

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFormErrors([])
    try {
      await signIn({ email: email.trim(), password })
    } catch (error) {
      setFormErrors(
        applyServerErrors(error, { setError, setFocus }, fieldNames, t('account.signIn.failed')),
      )
      return
    }
    toast.success(t('account.signIn.success'))
  })

  const emailId = `${id}-email`
  const passwordId = `${id}-password`
  const emailError = errors.email?.message
  const passwordError = errors.password?.message
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      aria-busy={isSubmitting}
      onSubmit={submitUnlessPending(isSubmitting, onSubmit)}
      className="mt-6"
    >
      <NeedsJavaScript />
      <FormAlert messages={formErrors} />
      <div className="flex flex-col gap-5">
        <TextField
          id={emailId}
          label={t('account.signIn.email')}
          required
          error={emailError}
          type="email"
          autoComplete="username"
          field={register('email')}
        />
        <PasswordField
          id={passwordId}
          label={t('account.signIn.password')}
          error={passwordError}
          autoComplete="current-password"
          field={register('password')}
        />
      </div>
      <p className="mt-3 text-sm">
        <Link
          to={`/${locale}/account/forgot-password`}
          className="font-medium text-forest-800 underline underline-offset-2 hover:text-forest-700"
        >
          {t('account.signIn.forgotPassword')}
        </Link>
      </p>
      <div className="mt-6">
        <SubmitButton pending={isSubmitting} pendingLabel={t('account.signIn.sending')}>
          {t('account.signIn.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
