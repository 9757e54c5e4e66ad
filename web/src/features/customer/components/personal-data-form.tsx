import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useState, type BaseSyntheticEvent } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { controlProps, FieldShell } from '@/components/ui/form/field-shell'
import { TextField } from '@/components/ui/form/fields'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import { useToast } from '@/components/ui/toast/toast-provider'
import type { CustomerUpdateInput } from '@/gql/graphql'
import { addressMaxLengths } from '@/lib/address-schema'
import { applyServerErrors } from '@/lib/server-errors'
import type { Customer } from '../api/get-customer.commerce'
import { useUpdateCustomer } from '../api/update-customer.commerce'
import { useCustomerMessages } from '../hooks/use-customer-messages'
import { personalDataSchema, type PersonalDataValues } from '../lib/customer-schemas'
import type { CustomerIdentity } from './customer-data-page'
import { FormSection } from './form-section'
import { PreferenceSwitch } from './preference-switch'

/** The fields the server may name in its errors (updateCustomerV2's input). */
const fieldNames = [
  'firstname',
  'lastname',
  'date_of_birth',
  'is_subscribed',
  'allow_remote_shopping_assistance',
] as const

type PersonalData = Pick<
  Customer,
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'date_of_birth'
  | 'is_subscribed'
  | 'allow_remote_shopping_assistance'
>

/**
 * The form's values for the customer's data; the newsletter switch stays on
 * while a subscription asked for here waits for its confirmation (the
 * server says "not subscribed" until then).
 */
function formValues(customer: PersonalData, awaitingConfirmation: boolean): PersonalDataValues {
  return {
    firstname: customer.firstname ?? '',
    lastname: customer.lastname ?? '',
    date_of_birth: customer.date_of_birth ?? '',
    is_subscribed: customer.is_subscribed === true || awaitingConfirmation,
    allow_remote_shopping_assistance: customer.allow_remote_shopping_assistance,
  }
}

/**
 * Names, date of birth, the newsletter and remote shopping assistance
 * (updateCustomerV2). A switch is sent only when it was moved, so saving a name never ends a
 * subscription that waits for its confirmation; switching it on starts the
 * double opt-in, and the form says where the link went. `onChanged` gets
 * the names as saved (the app keeps what else shows them in step).
 */
export function PersonalDataForm({
  customer,
  onChanged,
}: {
  customer: PersonalData
  onChanged?: (changed: CustomerIdentity) => void
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const id = useId()
  const headingId = `${id}-heading`
  const messages = useCustomerMessages()
  const resolver = useMemo(() => zodResolver(personalDataSchema(messages)), [messages])
  const [awaiting, setAwaiting] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, dirtyFields },
  } = useForm<PersonalDataValues>({
    resolver,
    defaultValues: formValues(customer, false),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [formErrors, setFormErrors] = useState<string[]>([])
  const update = useUpdateCustomer()

  // A date input holding a date only partly typed reports '' with badInput; never clear the birthday for it.
  const badDate = (event: BaseSyntheticEvent | undefined) => {
    const form: unknown = event?.target
    const input = form instanceof HTMLFormElement ? form.elements.namedItem('date_of_birth') : null
    return input instanceof HTMLInputElement && input.validity.badInput
  }
  const markBadDate = (focus: boolean) => {
    setError(
      'date_of_birth',
      { type: 'format', message: messages.dateOfBirth },
      { shouldFocus: focus },
    )
  }

  const onSubmit = handleSubmit(
    async (values, event) => {
      setFormErrors([])
      if (badDate(event)) {
        markBadDate(true)
        return
      }
      const input: CustomerUpdateInput = {
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        date_of_birth: values.date_of_birth,
        ...(dirtyFields.is_subscribed && { is_subscribed: values.is_subscribed }),
        ...(dirtyFields.allow_remote_shopping_assistance && {
          allow_remote_shopping_assistance: values.allow_remote_shopping_assistance,
        }),
      }
      let answer
      try {
        answer = await update.mutateAsync({ input })
      } catch (error) {
        setFormErrors(
          applyServerErrors(error, { setError, setFocus }, fieldNames, t('customer.data.failed')),
        )
        return
      }
      const saved = answer?.customer
      if (!saved) {
        setFormErrors([t('customer.data.failed')])
        return
      }
      let waiting = awaiting
      if (input.is_subscribed === true && saved.is_subscribed !== true) waiting = saved.email ?? ''
      else if (input.is_subscribed === false || saved.is_subscribed === true) waiting = null
      setAwaiting(waiting)
      reset(formValues(saved, waiting !== null))
      toast.success(t('customer.data.success'))
      onChanged?.({ firstname: saved.firstname ?? '', lastname: saved.lastname ?? '' })
    },
    (_errors, event) => {
      // The other fields' errors are shown and the first focused; a half-typed date joins them.
      if (badDate(event)) markBadDate(false)
    },
  )

  const field = (name: keyof PersonalDataValues) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
  })
  const firstname = field('firstname')
  const lastname = field('lastname')
  const birthday = field('date_of_birth')
  const birthdayControl = controlProps(birthday.id, birthday.error)
  const newsletterId = `${id}-newsletter`
  const awaitingId = `${id}-newsletter-awaiting`

  return (
    <FormSection headingId={headingId} title={t('customer.data.heading')}>
      <form
        noValidate
        aria-labelledby={headingId}
        aria-busy={update.isPending}
        onSubmit={submitUnlessPending(update.isPending, onSubmit)}
        className="mt-5"
      >
        <FormAlert messages={formErrors} />
        <div className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-2">
          <TextField
            id={firstname.id}
            label={t('customer.data.firstname')}
            required
            error={firstname.error}
            autoComplete="given-name"
            maxLength={addressMaxLengths.name}
            field={register('firstname')}
          />
          <TextField
            id={lastname.id}
            label={t('customer.data.lastname')}
            required
            error={lastname.error}
            autoComplete="family-name"
            maxLength={addressMaxLengths.name}
            field={register('lastname')}
          />
          <div className="sm:col-span-2">
            <FieldShell
              id={birthday.id}
              label={t('customer.data.dateOfBirth')}
              required={false}
              markOptional
              error={birthday.error}
            >
              <input
                type="date"
                autoComplete="bday"
                min="1900-01-01"
                {...birthdayControl}
                className={`${birthdayControl.className} sm:max-w-56`}
                {...register('date_of_birth')}
              />
            </FieldShell>
          </div>
          <PreferenceSwitch
            id={newsletterId}
            label={t('customer.data.newsletter')}
            note={t('customer.data.newsletterNote')}
            describedBy={awaiting !== null ? [awaitingId] : []}
            field={register('is_subscribed')}
          >
            {awaiting !== null && (
              <p
                id={awaitingId}
                role="status"
                className="mt-3 rounded-md border border-forest-700/30 bg-cream-100 p-3 text-sm text-forest-900"
              >
                {t('customer.data.newsletterPending', { email: awaiting })}
              </p>
            )}
          </PreferenceSwitch>
          <PreferenceSwitch
            id={`${id}-remote-assistance`}
            label={t('customer.data.remoteAssistance')}
            note={t('customer.data.remoteAssistanceNote')}
            field={register('allow_remote_shopping_assistance')}
          />
        </div>
        <p className="mt-5 text-sm text-ink-muted">{t('customer.requiredNote')}</p>
        <div className="mt-5">
          <SubmitButton pending={update.isPending} pendingLabel={t('customer.data.sending')}>
            {t('customer.data.submit')}
          </SubmitButton>
        </div>
      </form>
    </FormSection>
  )
}
