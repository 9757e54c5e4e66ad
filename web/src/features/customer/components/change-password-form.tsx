import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '@/components/ui/form/fields'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import { useToast } from '@/components/ui/toast/toast-provider'
import { applyServerErrors } from '@/lib/server-errors'
import { useChangeCustomerPassword } from '../api/change-customer-password.commerce'
import { useCustomerMessages } from '../hooks/use-customer-messages'
import { passwordChangeSchema, type PasswordChangeValues } from '../lib/customer-schemas'
import { FormSection } from './form-section'

/** The fields the server may name in its errors (changeCustomerPassword's arguments). */
const fieldNames = ['currentPassword', 'newPassword'] as const

const emptyValues: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
}

/**
 * The password change: the current password, a new one with its rules
 * checked while typing, repeated. The server checks the current one and
 * the rules again and ends every other session of the customer; the form
 * empties and a toast says so.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation()
  const toast = useToast()
  const id = useId()
  const headingId = `${id}-heading`
  const messages = useCustomerMessages()
  const resolver = useMemo(() => zodResolver(passwordChangeSchema(messages)), [messages])
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    control,
    formState: { errors },
  } = useForm<PasswordChangeValues>({
    resolver,
    defaultValues: emptyValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [formErrors, setFormErrors] = useState<string[]>([])
  const change = useChangeCustomerPassword()
  const typed = useWatch({ control, name: 'newPassword' })

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormErrors([])
    try {
      await change.mutateAsync({ currentPassword, newPassword })
    } catch (error) {
      setFormErrors(
        applyServerErrors(error, { setError, setFocus }, fieldNames, t('customer.password.failed')),
      )
      return
    }
    reset(emptyValues)
    toast.success(t('customer.password.success'))
  })

  const field = (name: keyof PasswordChangeValues) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
  })
  const current = field('currentPassword')
  const next = field('newPassword')
  const confirm = field('confirmPassword')

  return (
    <FormSection
      headingId={headingId}
      title={t('customer.password.heading')}
      intro={<p>{t('customer.password.intro')}</p>}
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
          <PasswordField
            id={current.id}
            label={t('customer.password.current')}
            error={current.error}
            autoComplete="current-password"
            field={register('currentPassword')}
          />
          <PasswordField
            id={next.id}
            label={t('customer.password.new')}
            error={next.error}
            autoComplete="new-password"
            field={register('newPassword')}
            typed={typed}
          />
          <PasswordField
            id={confirm.id}
            label={t('customer.password.confirm')}
            error={confirm.error}
            autoComplete="new-password"
            field={register('confirmPassword')}
          />
        </div>
        <div className="mt-6">
          <SubmitButton pending={change.isPending} pendingLabel={t('customer.password.sending')}>
            {t('customer.password.submit')}
          </SubmitButton>
        </div>
      </form>
    </FormSection>
  )
}
