import { NeedsJavaScript } from '@/components/ui/needs-javascript'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { controlProps, FieldShell } from '@/components/ui/form/field-shell'
import { PasswordField, TextField } from '@/components/ui/form/fields'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import { useToast } from '@/components/ui/toast/toast-provider'
import { useLocale } from '@/hooks/use-locale'
import { applyServerErrors } from '@/lib/server-errors'
import { useCreateCustomer } from '../api/create-customer.commerce'
import { isEmailAvailableQueryOptions } from '../api/is-email-available.commerce'
import { useAccountMessages } from '../hooks/use-account-messages'
import { maxNameLength, registrationSchema, type RegistrationValues } from '../lib/account-schemas'
import type { SignIn } from './sign-in-form'

/** The fields the server may name in its errors (createCustomerV2's input). */
const fieldNames = ['firstname', 'lastname', 'email', 'password', 'date_of_birth'] as const

const defaultValues: RegistrationValues = {
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  confirmPassword: '',
  date_of_birth: '',
  is_subscribed: false,
}

/**
 * The registration: names, address, a password with its rules checked
 * while typing and repeated, an optional date of birth, the newsletter
 * (is_subscribed, a strict boolean, with its consent text). The address is
 * checked first (isEmailAvailable, SPEC.md section 5), then the account is
 * created and signed in with the same credentials. The server answers a
 * taken address like a new one and mails its owner instead; that sign-in
 * then fails, and the form says only "please check your inbox", as it
 * would for anyone: nobody learns whether an address has an account.
 */
export function RegistrationForm({
  signIn,
  headingId,
  initialValues,
}: {
  signIn: SignIn
  headingId: string
  /** What the form starts with: the checkout's success page offers an account made from the order. */
  initialValues?: Partial<Pick<RegistrationValues, 'firstname' | 'lastname' | 'email'>>
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const toast = useToast()
  const queryClient = useQueryClient()
  const id = useId()
  const messages = useAccountMessages()
  const resolver = useMemo(() => zodResolver(registrationSchema(messages)), [messages])
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationValues>({
    resolver,
    defaultValues: { ...defaultValues, ...initialValues },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [formErrors, setFormErrors] = useState<string[]>([])
  const [checkInbox, setCheckInbox] = useState<string | null>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const createCustomer = useCreateCustomer()
  const typedPassword = useWatch({ control, name: 'password' })

  useEffect(() => {
    if (checkInbox) outcomeRef.current?.focus()
  }, [checkInbox])

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([])
    const email = values.email.trim()
    const fail = (error: unknown) => {
      setFormErrors(
        applyServerErrors(error, { setError, setFocus }, fieldNames, t('account.register.failed')),
      )
    }
    try {
      const available = await queryClient.query(isEmailAvailableQueryOptions(locale, { email }))
      if (!available) {
        setError(
          'email',
          { type: 'server', message: t('account.register.emailUnavailable') },
          { shouldFocus: true },
        )
        return
      }
      await createCustomer.mutateAsync({
        input: {
          firstname: values.firstname.trim(),
          lastname: values.lastname.trim(),
          email,
          password: values.password,
          ...(values.date_of_birth !== '' && { date_of_birth: values.date_of_birth }),
          is_subscribed: values.is_subscribed,
        },
      })
    } catch (error) {
      fail(error)
      return
    }
    try {
      await signIn({ email, password: values.password })
    } catch {
      // The same words for a taken address, a refused or a failed sign-in: a mail went out either way.
      setCheckInbox(email)
      return
    }
    toast.success(t('account.register.success'))
  })

  if (checkInbox) {
    return (
      <div
        ref={outcomeRef}
        tabIndex={-1}
        role="status"
        className="mt-6 rounded-lg border border-forest-700/30 bg-cream-100 p-5 outline-none"
      >
        <p className="font-semibold text-forest-900">{t('account.register.checkInboxTitle')}</p>
        <p className="mt-1">{t('account.register.checkInbox', { email: checkInbox })}</p>
      </div>
    )
  }

  const field = (name: keyof RegistrationValues) => {
    const error = errors[name]?.message
    return { id: `${id}-${name}`, error }
  }
  const firstname = field('firstname')
  const lastname = field('lastname')
  const email = field('email')
  const password = field('password')
  const confirm = field('confirmPassword')
  const birthday = field('date_of_birth')
  const birthdayControl = controlProps(birthday.id, birthday.error)
  const newsletterId = `${id}-newsletter`
  const consentId = `${id}-consent`

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
      <div className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-2">
        <TextField
          id={firstname.id}
          label={t('account.register.firstname')}
          required
          error={firstname.error}
          autoComplete="given-name"
          maxLength={maxNameLength}
          field={register('firstname')}
        />
        <TextField
          id={lastname.id}
          label={t('account.register.lastname')}
          required
          error={lastname.error}
          autoComplete="family-name"
          maxLength={maxNameLength}
          field={register('lastname')}
        />
        <div className="sm:col-span-2">
          <TextField
            id={email.id}
            label={t('account.register.email')}
            required
            error={email.error}
            type="email"
            autoComplete="email"
            field={register('email')}
          />
        </div>
        <div className="sm:col-span-2">
          <PasswordField
            id={password.id}
            label={t('account.register.password')}
            error={password.error}
            autoComplete="new-password"
            field={register('password')}
            typed={typedPassword}
          />
        </div>
        <div className="sm:col-span-2">
          <PasswordField
            id={confirm.id}
            label={t('account.register.confirmPassword')}
            error={confirm.error}
            autoComplete="new-password"
            field={register('confirmPassword')}
          />
        </div>
        <div className="sm:col-span-2">
          <FieldShell
            id={birthday.id}
            label={t('account.register.dateOfBirth')}
            required={false}
            markOptional
            error={birthday.error}
          >
            <input
              type="date"
              autoComplete="bday"
              aria-required="false"
              {...birthdayControl}
              className={`${birthdayControl.className} sm:max-w-56`}
              {...register('date_of_birth')}
            />
          </FieldShell>
        </div>
        <div className="sm:col-span-2">
          <div className="flex gap-3">
            <input
              id={newsletterId}
              type="checkbox"
              aria-describedby={consentId}
              className="mt-0.5 size-5 shrink-0 accent-forest-800"
              {...register('is_subscribed')}
            />
            <div>
              <label htmlFor={newsletterId} className="font-medium text-ink">
                {t('account.register.newsletter')}
              </label>
              <p id={consentId} className="mt-1 text-sm text-ink-muted">
                {t('account.register.newsletterConsent')}
              </p>
            </div>
          </div>
        </div>
      </div>
      <p className="mt-5 text-sm text-ink-muted">{t('account.register.requiredNote')}</p>
      <div className="mt-6">
        <SubmitButton pending={isSubmitting} pendingLabel={t('account.register.sending')}>
          {t('account.register.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
