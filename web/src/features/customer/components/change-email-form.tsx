import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PasswordField, TextField } from '@/components/ui/form/fields'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import { useToast } from '@/components/ui/toast/toast-provider'
import { applyServerErrors } from '@/lib/server-errors'
import { maxEmailLength } from '@/lib/validation'
import { useUpdateCustomerEmail } from '../api/update-customer-email.commerce'
import { useCustomerMessages } from '../hooks/use-customer-messages'
import { emailChangeSchema, type EmailChangeValues } from '../lib/customer-schemas'
import { FormSection } from './form-section'

/** The fields the server may name in its errors (updateCustomerEmail's arguments). */
const fieldNames = ['email', 'password'] as const

const emptyValues: EmailChangeValues = { email: '', password: '' }

/**
 * The email change: the new address and the password. The server answers
 * alike whether or not another account has the address, and mails the new
 * address a link that confirms the change (the account page's
 * /{lang}/account/confirm-email); until it is followed nothing changes.
 * The form empties, and says, in a toast and below the form until the next
 * try, where the link went.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation()
  const toast = useToast()
  const id = useId()
  const headingId = `${id}-heading`
  const messages = useCustomerMessages()
  const resolver = useMemo(
    () => zodResolver(emailChangeSchema(messages, currentEmail)),
    [messages, currentEmail],
  )
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<EmailChangeValues>({
    resolver,
    defaultValues: emptyValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [formErrors, setFormErrors] = useState<string[]>([])
  const [sentTo, setSentTo] = useState<string | null>(null)
  const change = useUpdateCustomerEmail()

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFormErrors([])
    setSentTo(null)
    const next = email.trim()
    try {
      await change.mutateAsync({ email: next, password })
    } catch (error) {
      setFormErrors(
        applyServerErrors(error, { setError, setFocus }, fieldNames, t('customer.email.failed')),
      )
      return
    }
    reset(emptyValues)
    setSentTo(next)
    toast.success(t('customer.email.success', { email: next }))
  })

  const emailId = `${id}-email`
  const passwordId = `${id}-password`
  const emailError = errors.email?.message
  const passwordError = errors.password?.message

  return (
    <FormSection
      headingId={headingId}
      title={t('customer.email.heading')}
      intro={
        <>
          <p>{t('customer.email.intro')}</p>
          <p className="mt-3">
            <span className="text-sm">{t('customer.email.current')}</span>
            <span className="block font-medium break-words text-ink">{currentEmail}</span>
          </p>
        </>
      }
    >
      <form
        noValidate
        aria-labelledby={headingId}
        aria-busy={change.isPending}
        onSubmit={submitUnlessPending(change.isPending, onSubmit)}
        className="mt-5"
      >
        <FormAlert messages={formErrors} />
        <div className="grid grid-cols-1 gap-y-5">
          <TextField
            id={emailId}
            label={t('customer.email.new')}
            required
            hint={t('customer.email.newsletterNote')}
            error={emailError}
            type="email"
            autoComplete="email"
            maxLength={maxEmailLength}
            field={register('email')}
          />
          <PasswordField
            id={passwordId}
            label={t('customer.email.password')}
            error={passwordError}
            autoComplete="current-password"
            field={register('password')}
          />
        </div>
        <div className="mt-6">
          <SubmitButton pending={change.isPending} pendingLabel={t('customer.email.sending')}>
            {t('customer.email.submit')}
          </SubmitButton>
        </div>
        <p role="status" className="mt-4 empty:hidden">
          {sentTo ? t('customer.email.success', { email: sentTo }) : null}
        </p>
      </form>
    </FormSection>
  )
}
