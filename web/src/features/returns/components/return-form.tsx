import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useState } from 'react'
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldPath,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { controlProps, FieldShell } from '@/components/ui/form/field-shell'
import { FormAlert } from '@/components/ui/form/form-alert'
import { NumberInput } from '@/components/ui/form/number-input'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import type { Locale } from '@/lib/locale'
import { applyServerErrors } from '@/lib/server-errors'
import { useCreateReturnRequest } from '../api/create-return-request.commerce'
import type { OrderReturnItem } from '../api/get-order-return-information.commerce'
import type { ReturnReasonOption } from '../api/get-return-reasons.commerce'
import { returnSuccessPath } from '../lib/return-format'
import {
  initialReturnValues,
  isSelectable,
  linePath,
  maxCommentLength,
  returnFormSchema,
  returnRequest,
  withFormFields,
  type ReturnFormMessages,
  type ReturnFormValues,
} from '../lib/return-form'
import { useRefusalText } from './return-refusal'

function useReturnFormMessages(): ReturnFormMessages {
  const { t } = useTranslation()
  return useMemo(
    () => ({
      noneSelected: t('returns.form.noneSelected'),
      incomplete: t('returns.form.incomplete'),
      quantityRange: (max: number) => t('returns.form.quantityRange', { max }),
      commentTooLong: t('returns.form.commentTooLong'),
    }),
    [t],
  )
}

/** An item's options as the order names them (Farbe: Oliv, Name zum Besticken: Tornado). */
function ItemOptions({ item }: { item: OrderReturnItem }) {
  const { t } = useTranslation()
  const options = [
    ...(item.order_item.selected_options ?? []),
    ...(item.order_item.entered_options ?? []),
  ].filter((option) => option !== null)
  if (options.length === 0) return null
  return (
    <dl className="mt-1 text-sm">
      {options.map((option, index) => (
        <div key={`${option.label}:${String(index)}`}>
          <dt className="inline">{t('returns.form.term', { label: option.label })} </dt>
          <dd className="inline font-medium break-words">{option.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** One item of the order: what it is, how many were ordered and can go back, and, once selected, how many and why. */
function ReturnLine({
  item,
  index,
  locale,
  reasons,
  control,
  register,
  errors,
  groupErrorId,
}: {
  item: OrderReturnItem
  index: number
  locale: Locale
  reasons: readonly ReturnReasonOption[]
  control: Control<ReturnFormValues>
  register: UseFormRegister<ReturnFormValues>
  errors: FieldErrors<ReturnFormValues>
  /** The id of the error about the selection as a whole, while there is one. */
  groupErrorId: string | undefined
}) {
  const { t } = useTranslation()
  const refusalText = useRefusalText()
  const id = useId()
  const path = linePath(index)
  const selected = useWatch({ control, name: `${path}.selected` })
  const selectable = isSelectable(item)
  const name = item.order_item.product_name ?? item.order_item.product_sku
  const image = item.product?.small_image?.url
  const lineErrors = errors.items?.[index]
  const reasonError = lineErrors?.reason?.message
  const quantityError = lineErrors?.quantity?.message
  const nameId = `${id}-name`
  const detailsId = `${id}-details`

  return (
    <li className="border-t border-cream-300 py-5 first:border-t-0 first:pt-0">
      <div
        role="group"
        aria-labelledby={nameId}
        className={`grid grid-cols-[4rem_minmax(0,1fr)] gap-x-4 gap-y-3 sm:grid-cols-[5rem_minmax(0,1fr)] ${
          selectable ? '' : 'text-ink-muted'
        }`}
      >
        <div
          className={`aspect-square overflow-hidden rounded-md bg-cream-100 ring-1 ring-cream-300 ${
            selectable ? '' : 'opacity-60 grayscale'
          }`}
        >
          {image && <img src={image} alt="" loading="lazy" className="size-full object-cover" />}
        </div>
        <div className="min-w-0">
          <h3 id={nameId} className={`font-semibold ${selectable ? 'text-forest-900' : ''}`}>
            {name}
          </h3>
          <div id={detailsId}>
            <p className="text-sm">{t('returns.form.sku', { sku: item.order_item.product_sku })}</p>
            <ItemOptions item={item} />
            <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <div>
                <dt className="inline">
                  {t('returns.form.term', { label: t('returns.form.ordered') })}{' '}
                </dt>
                <dd className="inline font-medium tabular-nums">{item.qtyOrdered}</dd>
              </div>
              <div>
                <dt className="inline">
                  {t('returns.form.term', { label: t('returns.form.returnable') })}{' '}
                </dt>
                <dd className="inline font-medium tabular-nums">{item.qtyReturnable}</dd>
              </div>
            </dl>
          </div>
          {selectable ? (
            <div className="mt-3 flex items-start gap-3">
              <input
                id={`${id}-select`}
                type="checkbox"
                aria-describedby={[detailsId, groupErrorId].filter(Boolean).join(' ')}
                aria-invalid={groupErrorId ? true : undefined}
                className="mt-0.5 size-5 shrink-0 accent-forest-800"
                {...register(`${path}.selected`)}
              />
              <label htmlFor={`${id}-select`} className="font-medium text-ink">
                {t('returns.form.select', { name })}
              </label>
            </div>
          ) : (
            <p className="mt-2 text-sm">
              {item.refusal ? refusalText(item.refusal) : t('returns.form.nothingLeft')}
            </p>
          )}
          {selectable && selected && (
            <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <Controller
                control={control}
                name={`${path}.quantity`}
                render={({ field: { value, onChange, onBlur, ref } }) => (
                  <NumberInput
                    label={t('returns.form.quantity')}
                    required
                    min={1}
                    max={item.qtyReturnable}
                    value={value}
                    onChange={onChange}
                    onBlur={onBlur}
                    inputRef={ref}
                    locale={locale}
                    error={quantityError}
                  />
                )}
              />
              <FieldShell
                id={`${id}-reason`}
                label={t('returns.form.reason')}
                required
                error={reasonError}
              >
                <select
                  aria-required
                  {...controlProps(`${id}-reason`, reasonError)}
                  {...register(`${path}.reason`)}
                >
                  <option value="">{t('returns.form.chooseReason')}</option>
                  {reasons.map((reason) => (
                    <option key={reason.code} value={reason.code}>
                      {reason.label}
                    </option>
                  ))}
                </select>
              </FieldShell>
            </div>
          )}
        </div>
      </div>
    </li>
  )
}

/**
 * The return request (SPEC.md sections 2 and 5): per item a checkbox, and
 * for each selected one the quantity (1 to what is returnable, on the
 * shared number field) and a reason; items refused on their own
 * (individualised) greyed with the reason; an optional comment. Checked
 * before sending (nothing selected; a selected item without quantity or
 * reason: SPEC.md section 5's message on the field), the focus on the
 * first problem; the server's field errors land on their fields, the
 * rest above the form. On success the confirmation with the reference.
 */
export function ReturnForm({
  number,
  items,
  reasons,
  locale,
}: {
  number: string
  items: readonly OrderReturnItem[]
  reasons: readonly ReturnReasonOption[]
  locale: Locale
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const id = useId()
  const messages = useReturnFormMessages()
  const resolver = useMemo(
    () => zodResolver(returnFormSchema(items, messages)) as unknown as Resolver<ReturnFormValues>,
    [items, messages],
  )
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ReturnFormValues>({
    resolver,
    defaultValues: initialReturnValues(items),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [formErrors, setFormErrors] = useState<string[]>([])
  const request = useCreateReturnRequest()
  const firstSelectable = items.findIndex(isSelectable)
  const groupError = errors.items?.message ?? errors.items?.root?.message
  const groupErrorId = groupError ? `${id}-items-error` : undefined

  const fieldNames = useMemo(() => {
    const names: FieldPath<ReturnFormValues>[] = ['comment']
    items.forEach((_item, index) => {
      names.push(`${linePath(index)}.quantity`, `${linePath(index)}.reason`)
    })
    return names
  }, [items])

  const onSubmit = handleSubmit(
    async (values) => {
      setFormErrors([])
      const { input, lines } = returnRequest(number, items, values)
      let reference: string
      try {
        reference = (await request.mutateAsync({ input })).reference
      } catch (error) {
        setFormErrors(
          applyServerErrors(
            withFormFields(error, lines),
            { setError, setFocus },
            fieldNames,
            t('returns.form.failed'),
          ),
        )
        return
      }
      await navigate(returnSuccessPath(locale, number, reference))
    },
    (invalid) => {
      // Nothing selected has no field of its own: the first checkbox carries the error.
      const lineErrors = Array.isArray(invalid.items) ? invalid.items.some(Boolean) : false
      if (!lineErrors && firstSelectable >= 0) setFocus(`${linePath(firstSelectable)}.selected`)
    },
  )

  const commentId = `${id}-comment`
  const commentError = errors.comment?.message

  return (
    <form
      noValidate
      aria-busy={request.isPending}
      onSubmit={submitUnlessPending(request.isPending, onSubmit)}
      className="mt-6"
    >
      <FormAlert messages={formErrors} />
      <fieldset>
        <legend>
          {/* A heading too, so the items' names (h3) sit under one for screen readers' heading lists. */}
          <h2 className="font-display text-xl font-semibold text-forest-900">
            {t('returns.form.items')}
          </h2>
        </legend>
        {groupError && (
          <p id={groupErrorId} className="mt-2 text-sm text-red-800">
            {groupError}
          </p>
        )}
        <ul className="mt-4">
          {items.map((item, index) => (
            <ReturnLine
              key={item.order_item.id}
              item={item}
              index={index}
              locale={locale}
              reasons={reasons}
              control={control}
              register={register}
              errors={errors}
              groupErrorId={groupErrorId}
            />
          ))}
        </ul>
      </fieldset>
      <div className="mt-6 max-w-2xl">
        <FieldShell
          id={commentId}
          label={t('returns.form.comment')}
          required={false}
          markOptional
          hint={t('returns.form.commentHint')}
          error={commentError}
        >
          <textarea
            rows={4}
            maxLength={maxCommentLength}
            {...controlProps(commentId, commentError, { hint: true })}
            {...register('comment')}
          />
        </FieldShell>
      </div>
      <div className="mt-6">
        <SubmitButton pending={request.isPending} pendingLabel={t('returns.form.sending')}>
          {t('returns.form.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
