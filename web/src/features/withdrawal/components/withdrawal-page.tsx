import { NeedsJavaScript } from '@/components/ui/needs-javascript'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type BaseSyntheticEvent,
  type ReactNode,
} from 'react'
import { Controller, useForm, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClassName, secondaryButtonClassName } from '@/components/ui/button-styles'
import { controlProps, FieldShell } from '@/components/ui/form/field-shell'
import { FormAlert } from '@/components/ui/form/form-alert'
import { NumberInput } from '@/components/ui/form/number-input'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import { PageHeading } from '@/components/ui/page-heading'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { useValidationMessages } from '@/hooks/use-validation-messages'
import { type Locale } from '@/lib/locale'
import { formatShopDay } from '@/lib/shop-date'
import { applyServerErrors, serverErrors } from '@/lib/server-errors'
import { useCatalogPart } from '@/lib/use-catalog-part'
import {
  useWithdrawalOrders,
  type WithdrawalCustomer,
  type WithdrawalOrder,
} from '../api/get-withdrawal-orders.commerce'
import { useSubmitWithdrawal, type WithdrawalReceipt } from '../api/submit-withdrawal.commerce'
import { receivedAt } from '../lib/received-at'
import {
  choosesItems,
  otherOrder,
  withdrawalFields,
  withdrawalInput,
  withdrawalLimits,
  withdrawalSchema,
  type WithdrawalValues,
} from '../lib/withdrawal-schema'

type Step = 'form' | 'confirm' | 'receipt'

const emptyValues: WithdrawalValues = {
  name: '',
  email: '',
  orderChoice: otherOrder,
  order_number: '',
  scope: 'whole',
  items: [],
  items_text: '',
}

/**
 * The withdrawal function of §356a BGB, for visitors and customers: step
 * one asks name, email, the order and what is withdrawn (a signed-in
 * customer's name, address and orders filled in, the chosen order's items
 * as checkboxes with a quantity; a visitor names the items in words);
 * step two repeats everything, and only its button "Widerruf bestätigen"
 * sends the declaration ("Ändern" goes back with every value kept); step
 * three is the receipt: the return started for a signed-in customer's own
 * order, or, for any other number, the same words whether it names an
 * order or not (a link to confirm goes to the order's own address). Each
 * step's heading takes the focus.
 */
export function WithdrawalPage({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation()
  const ready = useCatalogPart(['forms', 'withdrawal'])
  const title = t('routes.withdrawal.title')
  usePageHead({
    kind: 'page',
    title,
    description: t('routes.withdrawal.description'),
    indexable: false,
  })
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <PageHeading>{title}</PageHeading>
      {ready && <WithdrawalSteps signedIn={signedIn} />}
    </div>
  )
}

function WithdrawalSteps({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const validation = useValidationMessages()
  const messages = useMemo(
    () => ({
      ...validation,
      itemsRequired: t('withdrawal.form.itemsRequired'),
      itemsTextRequired: t('withdrawal.form.itemsTextRequired'),
    }),
    [validation, t],
  )
  const resolver = useMemo(() => zodResolver(withdrawalSchema(messages)), [messages])
  const form = useForm<WithdrawalValues>({
    resolver,
    defaultValues: emptyValues,
    mode: 'onTouched',
  })
  const { data: customer, isLoading: ordersLoading } = useWithdrawalOrders(locale, {
    queryConfig: { enabled: signedIn, select: (data) => data.customer ?? null },
  })
  const [step, setStep] = useState<Step>('form')
  const [formErrors, setFormErrors] = useState<string[]>([])
  const [receipt, setReceipt] = useState<WithdrawalReceipt | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const submit = useSubmitWithdrawal()

  usePrefill(form, customer ?? null)

  useEffect(() => {
    // Every step after the first render takes the focus to its heading.
    if (moved.current) headingRef.current?.focus()
    moved.current = true
  }, [step])

  const onNext = form.handleSubmit(() => {
    setFormErrors([])
    setStep('confirm')
  })

  const onConfirm = async () => {
    setFormErrors([])
    let answer: WithdrawalReceipt | null
    try {
      answer = await submit.mutateAsync({ input: withdrawalInput(form.getValues()) })
    } catch (error) {
      const general = applyServerErrors(
        error,
        { setError: form.setError, setFocus: () => undefined },
        withdrawalFields,
        t('withdrawal.confirm.failed'),
      )
      if (serverErrors(error, withdrawalFields).fields.length > 0) {
        // A field the server refused: back to it, with its error beside it.
        setFormErrors(general)
        setStep('form')
      } else {
        setFormErrors(general)
      }
      return
    }
    if (!answer) {
      setFormErrors([t('withdrawal.confirm.failed')])
      return
    }
    setReceipt(answer)
    setStep('receipt')
  }

  const stepNumber = step === 'form' ? 1 : step === 'confirm' ? 2 : 3
  const heading =
    step === 'form'
      ? t('withdrawal.form.heading')
      : step === 'confirm'
        ? t('withdrawal.confirm.heading')
        : t('withdrawal.receipt.heading')

  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-sm text-ink-muted">{t('withdrawal.step', { step: stepNumber })}</p>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 font-display text-2xl font-semibold text-forest-900 outline-none"
        >
          {heading}
        </h2>
      </div>
      {step === 'form' && (
        <WithdrawalForm
          form={form}
          signedIn={signedIn}
          customer={customer ?? null}
          ordersLoading={signedIn && ordersLoading}
          formErrors={formErrors}
          locale={locale}
          onNext={onNext}
        />
      )}
      {step === 'confirm' && (
        <WithdrawalConfirmation
          values={form.getValues()}
          pending={submit.isPending}
          formErrors={formErrors}
          onChange={() => {
            setFormErrors([])
            setStep('form')
          }}
          onConfirm={onConfirm}
        />
      )}
      {step === 'receipt' && receipt && <WithdrawalReceiptView receipt={receipt} locale={locale} />}
    </div>
  )
}

/** Fills in a signed-in customer's name and address once they are there, unless typed already. */
function usePrefill(form: UseFormReturn<WithdrawalValues>, customer: WithdrawalCustomer | null) {
  useEffect(() => {
    if (!customer) return
    const { getValues, setValue } = form
    const name = [customer.firstname, customer.lastname].filter(Boolean).join(' ')
    if (getValues('name') === '' && name !== '') setValue('name', name)
    if (getValues('email') === '' && customer.email) setValue('email', customer.email)
    const orders = customer.orders?.items.filter(Boolean) ?? []
    if (
      orders.length > 0 &&
      getValues('orderChoice') === otherOrder &&
      getValues('order_number') === ''
    ) {
      setValue('orderChoice', '')
    }
  }, [customer, form])
}

function WithdrawalForm({
  form,
  signedIn,
  customer,
  ordersLoading,
  formErrors,
  locale,
  onNext,
}: {
  form: UseFormReturn<WithdrawalValues>
  signedIn: boolean
  customer: WithdrawalCustomer | null
  ordersLoading: boolean
  formErrors: string[]
  locale: Locale
  onNext: (event?: BaseSyntheticEvent) => Promise<void>
}) {
  const { t } = useTranslation()
  const id = useId()
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors },
  } = form
  const orders = (customer?.orders?.items ?? []).filter((o): o is WithdrawalOrder => o !== null)
  const orderChoice = watch('orderChoice')
  const scope = watch('scope')
  const items = watch('items')
  const fromList = choosesItems({ orderChoice, items })
  const field = (
    name: 'name' | 'email' | 'order_number' | 'orderChoice' | 'items_text',
    hint = false,
  ) => {
    const error = errors[name]?.message
    return { id: `${id}-${name}`, error, control: controlProps(`${id}-${name}`, error, { hint }) }
  }
  const name = field('name')
  const email = field('email', true)
  const choice = field('orderChoice')
  const number = field('order_number', true)
  const itemsText = field('items_text', true)
  const itemsError = errors.items?.message ?? errors.items?.root?.message

  const chooseOrder = (value: string) => {
    setValue('orderChoice', value, { shouldValidate: true })
    const order = orders.find((o) => o.number === value)
    setValue('order_number', order ? order.number : '')
    setValue(
      'items',
      (order?.items ?? [])
        .filter((it) => it !== null)
        .map((it) => ({
          id: it.id,
          name: it.product_name ?? it.product_sku,
          sku: it.product_sku,
          ordered: it.quantity_ordered ?? 1,
          selected: false,
          quantity: it.quantity_ordered ?? 1,
        })),
    )
  }

  return (
    <form noValidate onSubmit={(event) => void onNext(event)} className="flex flex-col gap-5">
      <NeedsJavaScript />
      <p>{t('withdrawal.intro')}</p>
      <FormAlert messages={formErrors} />
      <FieldShell id={name.id} label={t('withdrawal.form.name')} required error={name.error}>
        <input
          type="text"
          autoComplete="name"
          maxLength={withdrawalLimits.name}
          aria-required="true"
          {...name.control}
          {...register('name')}
        />
      </FieldShell>
      <FieldShell
        id={email.id}
        label={t('withdrawal.form.email')}
        required
        hint={t('withdrawal.form.emailHint')}
        error={email.error}
      >
        <input
          type="email"
          autoComplete="email"
          aria-required="true"
          {...email.control}
          {...register('email')}
        />
      </FieldShell>
      {signedIn && ordersLoading && <p role="status">{t('withdrawal.form.ordersLoading')}</p>}
      {signedIn && orders.length > 0 && (
        <FieldShell id={choice.id} label={t('withdrawal.form.order')} required error={choice.error}>
          <select
            aria-required="true"
            {...choice.control}
            {...register('orderChoice', {
              onChange: (event: { target: { value: string } }) => {
                chooseOrder(event.target.value)
              },
            })}
          >
            <option value="">{t('withdrawal.form.orderChoose')}</option>
            {orders.map((o) => (
              <option key={o.id} value={o.number}>
                {t('withdrawal.form.orderOption', {
                  number: o.number,
                  date: formatShopDay(o.order_date, locale),
                })}
              </option>
            ))}
            <option value={otherOrder}>{t('withdrawal.form.orderOther')}</option>
          </select>
        </FieldShell>
      )}
      {orderChoice === otherOrder && (
        <FieldShell
          id={number.id}
          label={t('withdrawal.form.orderNumber')}
          required
          hint={t('withdrawal.form.orderNumberHint')}
          error={number.error}
        >
          <input
            type="text"
            inputMode="text"
            autoComplete="off"
            maxLength={withdrawalLimits.orderNumber}
            aria-required="true"
            {...number.control}
            {...register('order_number')}
          />
        </FieldShell>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-ink">{t('withdrawal.form.scope')}</legend>
        <div className="mt-2 flex flex-col gap-1 sm:flex-row sm:gap-6">
          <label className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              value="whole"
              className="size-5 accent-forest-800"
              {...register('scope')}
            />
            {t('withdrawal.form.wholeOrder')}
          </label>
          <label className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              value="items"
              className="size-5 accent-forest-800"
              {...register('scope')}
            />
            {t('withdrawal.form.someItems')}
          </label>
        </div>
      </fieldset>
      {scope === 'items' && fromList && (
        <fieldset aria-describedby={itemsError ? `${id}-items-error` : undefined}>
          <legend className="text-sm font-medium text-ink">{t('withdrawal.form.items')}</legend>
          <ul className="mt-2 flex flex-col gap-3">
            {items.map((item, index) => {
              const path = itemPath(index)
              return (
                <li key={item.id} className="rounded-md border border-cream-300 bg-cream-50 p-3">
                  <label className="flex min-h-11 items-start gap-3">
                    <input
                      type="checkbox"
                      className="mt-1 size-5 shrink-0 accent-forest-800"
                      {...register(`${path}.selected`, { deps: ['items'] })}
                    />
                    <span>
                      <span className="block font-medium">{item.name}</span>
                      <span className="block text-sm text-ink-muted">
                        {t('withdrawal.form.itemOrdered', {
                          sku: item.sku,
                          quantity: item.ordered,
                        })}
                      </span>
                    </span>
                  </label>
                  {item.selected && (
                    <div className="mt-2 max-w-48">
                      <Controller
                        control={control}
                        name={`${path}.quantity`}
                        render={({ field: quantity, fieldState }) => (
                          <NumberInput
                            label={t('withdrawal.form.itemQuantity', { name: item.name })}
                            required
                            min={1}
                            max={item.ordered}
                            value={quantity.value}
                            onChange={quantity.onChange}
                            onBlur={quantity.onBlur}
                            inputRef={quantity.ref}
                            locale={locale}
                            error={fieldState.error?.message}
                          />
                        )}
                      />
                    </div>
                  )}
                </li>
              )
            })}
          </ul>
          {itemsError && (
            <p id={`${id}-items-error`} role="alert" className="mt-1 text-sm text-red-800">
              {itemsError}
            </p>
          )}
        </fieldset>
      )}
      {scope === 'items' && !fromList && (
        <FieldShell
          id={itemsText.id}
          label={t('withdrawal.form.itemsText')}
          required
          hint={t('withdrawal.form.itemsTextHint')}
          error={itemsText.error}
        >
          <textarea
            rows={4}
            maxLength={withdrawalLimits.itemsText}
            aria-required="true"
            {...itemsText.control}
            {...register('items_text')}
          />
        </FieldShell>
      )}
      <p className="text-sm text-ink-muted">{t('withdrawal.form.requiredNote')}</p>
      <div>
        <button type="submit" className={buttonClassName}>
          {t('withdrawal.form.next')}
        </button>
      </div>
    </form>
  )
}

function WithdrawalConfirmation({
  values,
  pending,
  formErrors,
  onChange,
  onConfirm,
}: {
  values: WithdrawalValues
  pending: boolean
  formErrors: string[]
  onChange: () => void
  onConfirm: () => Promise<void>
}) {
  const { t } = useTranslation()
  const input = withdrawalInput(values)
  const chosen = values.items.filter((item) => item.selected)
  const row = (label: string, value: ReactNode) => (
    <div className="grid gap-1 border-b border-cream-300 py-3 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium">{label}</dt>
      <dd className="break-words whitespace-pre-line">{value}</dd>
    </div>
  )
  return (
    <form
      noValidate
      aria-busy={pending}
      onSubmit={submitUnlessPending(pending, async (event) => {
        event?.preventDefault()
        await onConfirm()
      })}
      className="flex flex-col gap-5"
    >
      <FormAlert messages={formErrors} />
      <dl className="border-t border-cream-300">
        {row(t('withdrawal.form.name'), input.name)}
        {row(t('withdrawal.form.email'), input.email)}
        {row(t('withdrawal.form.orderNumber'), input.order_number)}
        {row(
          t('withdrawal.confirm.scope'),
          input.whole_order ? (
            t('withdrawal.confirm.wholeOrder')
          ) : input.items ? (
            <ul>
              {chosen.map((item) => (
                <li key={item.id}>
                  {t('withdrawal.confirm.item', { quantity: item.quantity ?? 1, name: item.name })}
                </li>
              ))}
            </ul>
          ) : (
            input.items_text
          ),
        )}
      </dl>
      <p>{t('withdrawal.confirm.intro')}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <button
          type="button"
          className={secondaryButtonClassName}
          onClick={onChange}
          aria-disabled={pending}
        >
          {t('withdrawal.confirm.change')}
        </button>
        <SubmitButton pending={pending} pendingLabel={t('withdrawal.confirm.sending')}>
          {t('withdrawal.confirm.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}

function WithdrawalReceiptView({
  receipt,
  locale,
}: {
  receipt: WithdrawalReceipt
  locale: Locale
}) {
  const { t } = useTranslation()
  const at = receivedAt(receipt.declared_at, locale)
  return (
    <div
      role="status"
      className="flex flex-col gap-4 rounded-xl border border-forest-700/30 bg-cream-50 p-6 sm:p-8"
    >
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('withdrawal.receipt.reference')}</dt>
        <dd className="font-semibold tabular-nums">{receipt.reference}</dd>
        <dt className="font-medium">{t('withdrawal.receipt.receivedAt')}</dt>
        <dd className="tabular-nums">
          {at ? (
            <time dateTime={at.iso}>
              {t('withdrawal.receipt.receivedAtValue', { date: at.date, time: at.time })}
            </time>
          ) : (
            receipt.declared_at
          )}
        </dd>
      </dl>
      <p>{t('withdrawal.receipt.mailSent', { email: receipt.email })}</p>
      <p>
        {receipt.awaiting_confirmation
          ? t('withdrawal.receipt.awaitingConfirmation')
          : receipt.return_reference
            ? t('withdrawal.receipt.returnStarted', { reference: receipt.return_reference })
            : t('withdrawal.receipt.inTouch')}
      </p>
      <p>
        <Link to={`/${locale}`} className={secondaryButtonClassName}>
          {t('withdrawal.receipt.home')}
        </Link>
      </p>
    </div>
  )
}

/** The form's path of an item of the chosen order. */
function itemPath(index: number): `items.${number}` {
  return `items.${String(index)}` as `items.${number}`
}
