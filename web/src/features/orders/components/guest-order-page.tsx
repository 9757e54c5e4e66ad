import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod'
import { secondaryButtonClassName } from '@/components/ui/button-styles'
import { LoadingState } from '@/components/ui/load-states'
import { controlProps, FieldShell } from '@/components/ui/form/field-shell'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import { PageHeading } from '@/components/ui/page-heading'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { isNotFoundError } from '@/lib/graphql/graphql-client'
import { applyServerErrors } from '@/lib/server-errors'
import { useCatalogPart } from '@/lib/use-catalog-part'
import type { CustomerOrder } from '../api/get-customer-order.commerce'
import { useGuestOrderLookup } from '../api/get-guest-order.commerce'
import { OrderView } from './order-detail'

const fieldNames = ['number', 'email', 'lastname'] as const

function guestOrderSchema(required: string) {
  const field = z.string().trim().min(1, required).max(255, required)
  return z.object({ number: field, email: field, lastname: field })
}
type GuestOrderValues = z.infer<ReturnType<typeof guestOrderSchema>>

/** The token of a mail's link (#token=…), read once and taken out of the address bar. */
function takeLinkToken(): string | null {
  const match = /^#token=([A-Za-z0-9_-]+)$/.exec(window.location.hash)
  if (!match?.[1]) return null
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + window.location.search,
  )
  return match[1]
}

/**
 * /{lang}/sales/guest/form: a guest's order, found by its number, email
 * address and billing last name (Magento's guestOrder) or opened from the
 * link in the guest's mails (#token=…, which browsers send to no server;
 * the page takes it out of the address bar at once). A wrong number,
 * address or name all get the same answer, so the form tells nobody which
 * part was wrong; failed lookups are limited per client by the API. The
 * order shows as a customer's order page shows it.
 */
export function GuestOrderPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = useId()
  const ready = useCatalogPart(['forms', 'customer'])
  const lookup = useGuestOrderLookup()
  const [order, setOrder] = useState<CustomerOrder | null>(null)
  const [formErrors, setFormErrors] = useState<string[]>([])
  const headingRef = useRef<HTMLDivElement>(null)
  const resolver = useMemo(() => zodResolver(guestOrderSchema(t('orders.guest.required'))), [t])
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<GuestOrderValues>({
    resolver,
    defaultValues: { number: '', email: '', lastname: '' },
    mode: 'onSubmit',
  })
  const title = order
    ? t('orders.guest.heading', { number: order.number })
    : t('routes.guest-order.title')
  usePageHead({ kind: 'page', title, indexable: false })

  const { mutateAsync } = lookup
  useEffect(() => {
    const token = takeLinkToken()
    if (!token) return
    mutateAsync({ token })
      .then(setOrder)
      .catch((error: unknown) => {
        setFormErrors([
          isNotFoundError(error) ? t('orders.guest.linkInvalid') : t('orders.guest.failed'),
        ])
      })
  }, [mutateAsync, t])
  // A mail's link being opened: no form until it answers.
  const opening = lookup.isPending && 'token' in lookup.variables

  useEffect(() => {
    if (order) headingRef.current?.focus()
  }, [order])

  const onSubmit = handleSubmit(async (details) => {
    setFormErrors([])
    try {
      setOrder(await lookup.mutateAsync({ details }))
    } catch (error) {
      setFormErrors(
        isNotFoundError(error)
          ? [t('orders.guest.notFound')]
          : applyServerErrors(error, { setError, setFocus }, fieldNames, t('orders.guest.failed')),
      )
    }
  })

  const headingId = `${id}-heading`
  if (!ready) return null
  if (order) {
    return (
      <div className="pb-12">
        <div ref={headingRef} tabIndex={-1} id={headingId} className="outline-none">
          <PageHeading>{title}</PageHeading>
        </div>
        <OrderView order={order} locale={locale} guest />
        <p className="mt-8">
          <button
            type="button"
            className={secondaryButtonClassName}
            onClick={() => {
              setOrder(null)
              reset()
            }}
          >
            {t('orders.guest.another')}
          </button>
        </p>
      </div>
    )
  }
  const field = (name: (typeof fieldNames)[number], type: string, autoComplete: string) => {
    const fieldId = `${id}-${name}`
    const error = errors[name]?.message
    return (
      <FieldShell id={fieldId} label={t(`orders.guest.${name}`)} required error={error}>
        <input
          type={type}
          autoComplete={autoComplete}
          aria-required="true"
          {...controlProps(fieldId, error)}
          {...register(name)}
        />
      </FieldShell>
    )
  }
  return (
    <div className="mx-auto w-full max-w-xl pb-12">
      <div id={headingId}>
        <PageHeading>{title}</PageHeading>
      </div>
      <p className="mt-6 text-ink-muted">{t('orders.guest.intro')}</p>
      {opening ? (
        <LoadingState text={t('orders.guest.loading')} />
      ) : (
        <form
          noValidate
          aria-labelledby={headingId}
          aria-busy={isSubmitting}
          onSubmit={submitUnlessPending(isSubmitting, onSubmit)}
          className="mt-6 space-y-4"
        >
          <FormAlert messages={formErrors} />
          {field('number', 'text', 'off')}
          {field('email', 'email', 'email')}
          {field('lastname', 'text', 'family-name')}
          <div className="pt-2">
            <SubmitButton pending={isSubmitting} pendingLabel={t('orders.guest.sending')}>
              {t('orders.guest.submit')}
            </SubmitButton>
          </div>
        </form>
      )}
      <p className="mt-6 text-sm text-ink-muted">
        {t('orders.guest.account')}{' '}
        <Link
          to={`/${locale}/account`}
          className="font-medium text-forest-800 underline underline-offset-2"
        >
          {t('routes.account.title')}
        </Link>
      </p>
    </div>
  )
}
