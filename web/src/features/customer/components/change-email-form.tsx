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
import type { CustomerIdentity } from './customer-data-page'
import { FormSection } from './form-section'

/** The fields the server may name in its errors (updateCustomerEmail's arguments). */
const fieldNames = ['email', 'password'] as const

const emptyValues: EmailChangeValues = { email: '', password: '' }

/**
 * The email change: the new address and the password. The server refuses
 * an address another account has (on the field), ends every other
 * session and writes to the old address; the form empties and a toast
 * names the new address.
 */
export function ChangeEmailForm({
  currentEmail,
  onChanged,
}: {
  currentEmail: string
  /** Gets the new address once the server has it. */
  onChanged?: (changed: CustomerIdentity) => void
}) {
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
  const change = useUpdateCustomerEmail()

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFormErrors([])
    let answer
    try {
      answer = await change.mutateAsync({ email: email.trim(), password })
    } catch (error) {
      setFormErrors(
        applyServerErrors(error, { setError, setFocus }, fieldNames, t('customer.email.failed')),
      )
      return
    }
    const saved = answer?.customer.email ?? email.trim()
    reset(emptyValues)
    toast.success(t('customer.email.success', { email: saved }))
    onChanged?.({ email: saved })
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
      </form>
    </FormSection>
  )
}
