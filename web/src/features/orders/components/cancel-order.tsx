import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useState } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { secondaryButtonClassName } from '@/components/ui/button-styles'
import { controlProps, FieldShell } from '@/components/ui/form/field-shell'
import { FormAlert } from '@/components/ui/form/form-alert'
import { submitUnlessPending } from '@/components/ui/form/submit-button'
import {
  dangerButtonClassName,
  ModalDialog,
  ModalDialogBody,
  ModalDialogFooter,
  ModalDialogHeading,
} from '@/components/ui/modal-dialog'
import { useToast } from '@/components/ui/toast/toast-provider'
import { useLocale } from '@/hooks/use-locale'
import { withCatalogPart } from '@/lib/with-catalog-part'
import { useCancelOrder } from '../api/cancel-order.commerce'
import type { CustomerOrder } from '../api/get-customer-order.commerce'
import {
  cancellationReasons,
  useOrderCancellationReasons,
} from '../api/get-order-cancellation-reasons.commerce'
import {
  cancelOrderFormSchema,
  isCancellable,
  type CancelOrderFormValues,
} from '../lib/cancel-order-form'

/** The reasons to choose from, fetched as the dialog opens: on their way, failed, or the select. */
function ReasonField({
  id,
  error,
  field,
}: {
  id: string
  error: string | undefined
  field: UseFormRegisterReturn<'reason'>
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const reasons = useOrderCancellationReasons(locale, {
    queryConfig: { select: cancellationReasons },
  })
  if (reasons.isPending) {
    return (
      <p role="status" className="text-ink-muted">
        {t('orders.cancel.reasonsLoading')}
      </p>
    )
  }
  if (!reasons.data) {
    return (
      <div role="alert" className="rounded-md border border-red-800 p-3 text-red-800">
        <p>{t('orders.cancel.reasonsFailed')}</p>
        <button
          type="button"
          onClick={() => void reasons.refetch()}
          className={`mt-3 ${secondaryButtonClassName}`}
        >
          {t('orders.cancel.retry')}
        </button>
      </div>
    )
  }
  return (
    <FieldShell id={id} label={t('orders.cancel.reason')} required error={error}>
      <select aria-required {...controlProps(id, error)} {...field}>
        <option value="">{t('orders.cancel.chooseReason')}</option>
        {reasons.data.map((reason) => (
          <option key={reason} value={reason}>
            {reason}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}

/**
 * Asks before the order is cancelled: what happens (nothing ships, a paid
 * order is refunded in full the way it was paid, a mail confirms it), a
 * reason from the shop's list (required: without one nothing is sent),
 * confirm or keep. The server's answer takes the order's place on the page
 * at once, refused or not; a refusal's message shows in the dialog (with
 * only a way to close it once the order can no longer be cancelled), a
 * failed request a general one. `onCancelled` runs once it is cancelled.
 */
function CancelOrderDialogWithTexts({
  order,
  onClose,
  onCancelled,
}: {
  order: CustomerOrder
  onClose: () => void
  onCancelled: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const headingId = `${id}-heading`
  const textId = `${id}-text`
  const reasonId = `${id}-reason`
  const toast = useToast()
  const resolver = useMemo(
    () => zodResolver(cancelOrderFormSchema(t('orders.cancel.reasonRequired'))),
    [t],
  )
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CancelOrderFormValues>({
    resolver,
    defaultValues: { reason: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [alerts, setAlerts] = useState<string[]>([])
  const cancel = useCancelOrder()
  // Refused, and the order as answered can no longer be cancelled (shipped meanwhile): only the message is left.
  const settled = alerts.length > 0 && !isCancellable(order)

  const onSubmit = handleSubmit(async ({ reason }) => {
    setAlerts([])
    try {
      const result = await cancel.mutateAsync({ input: { order_id: order.id, reason } })
      if (result.errorV2) {
        setAlerts([result.errorV2.message || t('orders.cancel.failed')])
        return
      }
    } catch {
      setAlerts([t('orders.cancel.failed')])
      return
    }
    toast.success(t('orders.cancel.done'))
    onCancelled()
  })

  return (
    <ModalDialog
      size="medium"
      labelledBy={headingId}
      describedBy={settled ? undefined : textId}
      onClose={onClose}
      keepOpen={cancel.isPending}
    >
      <form
        noValidate
        aria-busy={cancel.isPending}
        onSubmit={submitUnlessPending(cancel.isPending, onSubmit)}
        className="flex min-h-0 flex-1 flex-col"
      >
        <ModalDialogBody>
          <ModalDialogHeading id={headingId}>
            {t('orders.cancel.title', { number: order.number })}
          </ModalDialogHeading>
          {!settled && (
            <ul id={textId} className="mt-3 list-disc space-y-1 pl-5">
              <li>{t('orders.cancel.notShipped')}</li>
              <li>{t('orders.cancel.refund')}</li>
              <li>{t('orders.cancel.mail')}</li>
              <li>{t('orders.cancel.final')}</li>
            </ul>
          )}
          {/* The alert's own margin is for a form below it; with none left it would only pad the dialog. */}
          <div className="mt-5 *:last:mb-0">
            <FormAlert messages={alerts} />
            {!settled && (
              <ReasonField
                id={reasonId}
                error={errors.reason?.message}
                field={register('reason')}
              />
            )}
          </div>
        </ModalDialogBody>
        <ModalDialogFooter>
          <button
            type="button"
            aria-disabled={cancel.isPending}
            onClick={() => {
              if (!cancel.isPending) onClose()
            }}
            className={secondaryButtonClassName}
          >
            {settled ? t('common.close') : t('orders.cancel.keep')}
          </button>
          {!settled && (
            <button
              type="submit"
              aria-disabled={cancel.isPending}
              className={dangerButtonClassName}
            >
              {cancel.isPending ? t('orders.cancel.sending') : t('orders.cancel.confirm')}
            </button>
          )}
        </ModalDialogFooter>
      </form>
    </ModalDialog>
  )
}

/** The dialog, once the field kit's texts (the required mark) are there. */
const CancelOrderDialog = withCatalogPart('forms', CancelOrderDialogWithTexts)

/**
 * "Cancel order" while the customer may (available_actions lists CANCEL),
 * and its dialog. The dialog stays open when an answer takes the button
 * away (a refusal because something shipped meanwhile) so that its message
 * can be read; `onGone` runs when it closes with no button left to return
 * the focus to (cancelled, or no longer cancellable).
 */
export function CancelOrder({ order, onGone }: { order: CustomerOrder; onGone: () => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const cancellable = isCancellable(order)
  const close = () => {
    setOpen(false)
    if (!isCancellable(order)) onGone()
  }
  return (
    <>
      {cancellable && (
        <button
          type="button"
          onClick={() => {
            setOpen(true)
          }}
          className={secondaryButtonClassName}
        >
          {t('orders.cancel.open')}
        </button>
      )}
      {open && (
        <CancelOrderDialog
          order={order}
          onClose={close}
          onCancelled={() => {
            setOpen(false)
            onGone()
          }}
        />
      )}
    </>
  )
}
