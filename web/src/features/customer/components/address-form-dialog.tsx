import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AddressFields } from '@/components/address/address-fields'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import {
  ModalDialog,
  ModalDialogBody,
  ModalDialogFooter,
  ModalDialogHeader,
} from '@/components/ui/modal-dialog'
import { useToast } from '@/components/ui/toast/toast-provider'
import { useLocale } from '@/hooks/use-locale'
import { addressFieldNames } from '@/lib/address'
import { applyServerErrors } from '@/lib/server-errors'
import { useCreateCustomerAddress } from '../api/create-customer-address.commerce'
import { useCountries, type Country } from '../api/get-countries.commerce'
import type { Customer, CustomerAddress } from '../api/get-customer.commerce'
import { useUpdateCustomerAddress } from '../api/update-customer-address.commerce'
import { useCustomerMessages } from '../hooks/use-customer-messages'
import { addressFormValues, addressInput } from '../lib/address'
import { addressSchema, type AddressValues } from '../lib/customer-schemas'
import { secondaryButtonClassName } from './customer-states'

export interface AddressFormDialogProps {
  /** The address to change; null adds one. */
  address: CustomerAddress | null
  customer: Pick<Customer, 'firstname' | 'lastname'>
  /** The address book is empty: the new address becomes both defaults. */
  firstAddress: boolean
  onClose: () => void
}

/**
 * Adding or changing an address in a dialog: names, company or c/o, two
 * street lines, postcode and city, the country from the shop's delivery
 * countries and, for a country with a list, its region; telephone and VAT
 * id; the default marks. The server checks it all (postcodes per country,
 * VAT ids, telephone numbers) and its errors land on their fields.
 */
export function AddressFormDialog(props: AddressFormDialogProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = useId()
  const headingId = `${id}-heading`
  const countries = useCountries(locale, {
    queryConfig: {
      select: (data) => (data.countries ?? []).filter((c): c is Country => Boolean(c?.id)),
    },
  })
  const title = props.address ? t('customer.address.editTitle') : t('customer.address.addTitle')

  return (
    <ModalDialog labelledBy={headingId} onClose={props.onClose}>
      <ModalDialogHeader headingId={headingId} onClose={props.onClose}>
        {title}
      </ModalDialogHeader>
      {countries.data ? (
        <AddressForm {...props} headingId={headingId} countries={countries.data} />
      ) : (
        <div className="p-5 sm:p-7">
          {countries.isPending ? (
            <p role="status" className="text-ink-muted">
              {t('common.loading')}
            </p>
          ) : (
            <p role="alert" className="text-red-800">
              {t('customer.address.countriesFailed')}
            </p>
          )}
        </div>
      )}
    </ModalDialog>
  )
}

function AddressForm({
  address,
  customer,
  firstAddress,
  onClose,
  headingId,
  countries,
}: AddressFormDialogProps & { headingId: string; countries: Country[] }) {
  const { t } = useTranslation()
  const toast = useToast()
  const id = useId()
  const messages = useCustomerMessages()
  const resolver = useMemo(() => zodResolver(addressSchema(messages)), [messages])
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    control,
    formState: { errors },
  } = useForm<AddressValues>({
    resolver,
    defaultValues: addressFormValues(address, customer, { firstAddress }),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [formErrors, setFormErrors] = useState<string[]>([])
  const create = useCreateCustomerAddress()
  const update = useUpdateCustomerAddress()
  const pending = create.isPending || update.isPending
  const countryCode = useWatch({ control, name: 'country_code' })
  const country = countries.find((c) => c.id === countryCode)

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([])
    const input = addressInput(values, country)
    try {
      if (address?.id != null) {
        await update.mutateAsync({ id: address.id, input })
      } else {
        await create.mutateAsync({ input })
      }
    } catch (error) {
      setFormErrors(
        applyServerErrors(
          error,
          { setError, setFocus },
          addressFieldNames,
          t('customer.address.failed'),
        ),
      )
      return
    }
    toast.success(address ? t('customer.addresses.updated') : t('customer.addresses.created'))
    onClose()
  })

  const defaultMark = (name: 'default_billing' | 'default_shipping', label: string) => {
    const fieldId = `${id}-${name}`
    const hintId = `${fieldId}-hint`
    const locked = firstAddress || address?.[name] === true
    return (
      <div className="flex gap-3">
        {locked ? (
          // Already the default (or the first address, which the server makes both): nothing to untick.
          <input
            id={fieldId}
            type="checkbox"
            checked
            readOnly
            disabled
            aria-describedby={hintId}
            className="mt-0.5 size-5 shrink-0 accent-forest-800"
          />
        ) : (
          <input
            id={fieldId}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-forest-800"
            {...register(name)}
          />
        )}
        <div>
          <label htmlFor={fieldId} className="font-medium text-ink">
            {label}
          </label>
          {locked && (
            <p id={hintId} className="mt-0.5 text-sm text-ink-muted">
              {firstAddress ? t('customer.address.firstAddress') : t('customer.address.isDefault')}
            </p>
          )}
        </div>
      </div>
    )
  }

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      aria-busy={pending}
      onSubmit={submitUnlessPending(pending, onSubmit)}
      className="flex min-h-0 flex-1 flex-col"
    >
      <ModalDialogBody belowHeader>
        <FormAlert messages={formErrors} />
        <AddressFields
          countries={countries}
          countryCode={countryCode}
          register={register}
          errors={errors}
          onCountryChange={() => {
            setValue('region', '')
          }}
        >
          <div className="space-y-3 sm:col-span-6">
            {defaultMark('default_billing', t('customer.address.defaultBilling'))}
            {defaultMark('default_shipping', t('customer.address.defaultShipping'))}
          </div>
        </AddressFields>
        <p className="mt-5 text-sm text-ink-muted">{t('customer.requiredNote')}</p>
      </ModalDialogBody>
      <ModalDialogFooter>
        <button type="button" onClick={onClose} className={secondaryButtonClassName}>
          {t('customer.addresses.cancel')}
        </button>
        <SubmitButton pending={pending} pendingLabel={t('customer.address.sending')}>
          {t('customer.address.submit')}
        </SubmitButton>
      </ModalDialogFooter>
    </form>
  )
}
