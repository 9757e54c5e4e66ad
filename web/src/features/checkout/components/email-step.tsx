import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/components/ui/form/fields'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import { useValidationMessages } from '@/hooks/use-validation-messages'
import { applyServerErrors } from '@/lib/server-errors'
import type { CheckoutCart } from '../api/checkout-cart.commerce'
import { useSetGuestEmailOnCart } from '../api/set-guest-email-on-cart.commerce'
import { guestEmailSchema, type GuestEmailValues } from '../lib/checkout-schemas'

const fieldNames = ['email'] as const

/**
 * Ordering as a guest: the email address the confirmation goes to
 * (setGuestEmailOnCart), checked here and by the server.
 */
export function GuestEmailForm({
  cart,
  headingId,
  onDone,
}: {
  cart: CheckoutCart
  headingId: string
  onDone: (cart: CheckoutCart) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const messages = useValidationMessages()
  const resolver = useMemo(() => zodResolver(guestEmailSchema(messages)), [messages])
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<GuestEmailValues>({
    resolver,
    defaultValues: { email: cart.email ?? '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [formErrors, setFormErrors] = useState<string[]>([])
  const setEmail = useSetGuestEmailOnCart()

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormErrors([])
    let latest: CheckoutCart
    try {
      latest = await setEmail.mutateAsync(email.trim())
    } catch (error) {
      setFormErrors(
        applyServerErrors(error, { setError, setFocus }, fieldNames, t('checkout.email.failed')),
      )
      return
    }
    onDone(latest)
  })

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      aria-busy={setEmail.isPending}
      onSubmit={submitUnlessPending(setEmail.isPending, onSubmit)}
      className="mt-4 space-y-5"
    >
      <FormAlert messages={formErrors} />
      <TextField
        id={`${id}-email`}
        label={t('checkout.email.label')}
        required
        hint={t('checkout.email.hint')}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        field={register('email')}
      />
      <SubmitButton pending={setEmail.isPending} pendingLabel={t('checkout.sending')}>
        {t('checkout.email.submit')}
      </SubmitButton>
    </form>
  )
}
