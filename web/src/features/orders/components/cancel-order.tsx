import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useState, type ReactNode } from 'react'
import { Dialog, Modal, ModalOverlay } from 'react-aria-components'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { secondaryButtonClassName } from '@/components/ui/button-styles'
import { controlProps, FieldShell } from '@/components/ui/form/field-shell'
import { FormAlert } from '@/components/ui/form/form-alert'
import { submitUnlessPending } from '@/components/ui/form/submit-button'
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

/**
 * A modal dialog on React Aria's Modal: focus stays inside and the page
 * behind is inert, Escape closes it (not while `keepOpen`: it is sending),
 * and focus returns to what opened it. A sheet from the bottom on phones,
 * a centred panel from sm up; its content scrolls inside.
 */
function OrderDialog({
  labelledBy,
  describedBy,
  onClose,
  keepOpen,
  children,
}: {
  labelledBy: string
  describedBy: string | undefined
  onClose: () => void
  keepOpen: boolean
  children: ReactNode
}) {
  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled={keepOpen}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      className="fixed inset-0 z-50 flex items-end justify-center bg-forest-950/60 sm:items-center sm:p-4"
    >
      <Modal className="flex max-h-dvh w-full max-w-lg flex-col overflow-hidden rounded-t-xl bg-cream-50 text-ink shadow-2xl sm:max-h-[calc(100dvh-2rem)] sm:rounded-xl">
        <Dialog
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          className="flex min-h-0 flex-1 flex-col outline-none"
        >
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

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
    <OrderDialog
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
        <div className="overflow-y-auto p-5 sm:p-7">
          <h2 id={headingId} className="font-display text-2xl font-semibold text-forest-900">
            {t('orders.cancel.title', { number: order.number })}
          </h2>
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
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-cream-300 px-5 py-4 sm:flex-row sm:justify-end sm:px-7">
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
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-red-800 px-5 py-2.5 font-medium text-cream-50 shadow-sm transition-colors hover:bg-red-900 aria-disabled:cursor-progress aria-disabled:opacity-70"
            >
              {cancel.isPending ? t('orders.cancel.sending') : t('orders.cancel.confirm')}
            </button>
          )}
        </div>
      </form>
    </OrderDialog>
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
