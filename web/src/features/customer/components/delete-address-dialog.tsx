import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '@/hooks/use-locale'
import { serverErrors } from '@/lib/server-errors'
import type { CustomerAddress } from '../api/get-customer.commerce'
import { useDeleteCustomerAddress } from '../api/delete-customer-address.commerce'
import { AddressLines } from './address-lines'
import { CustomerDialog } from './customer-dialog'
import { secondaryButtonClassName } from './customer-states'

/**
 * Asks before an address is deleted (an alert dialog, the focus on
 * "Cancel"), shows which one and, for a default, what becomes of the mark.
 * `onDeleted` runs once the server has deleted it and the address book is
 * read again; `onCancel` when the customer keeps it.
 */
export function DeleteAddressDialog({
  address,
  onDeleted,
  onCancel,
}: {
  address: CustomerAddress
  onDeleted: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = useId()
  const headingId = `${id}-heading`
  const textId = `${id}-text`
  const [failure, setFailure] = useState<string | null>(null)
  const remove = useDeleteCustomerAddress()
  const isDefault = address.default_billing === true || address.default_shipping === true

  const confirm = async () => {
    if (remove.isPending || address.id == null) return
    setFailure(null)
    try {
      if (await remove.mutateAsync({ id: address.id })) {
        onDeleted()
        return
      }
    } catch (error) {
      setFailure(serverErrors(error, []).general[0] ?? t('customer.addresses.deleteFailed'))
      return
    }
    setFailure(t('customer.addresses.deleteFailed'))
  }

  return (
    <CustomerDialog
      role="alertdialog"
      size="small"
      labelledBy={headingId}
      describedBy={textId}
      onClose={onCancel}
      keepOpen={remove.isPending}
    >
      <div className="overflow-y-auto p-5 sm:p-7">
        <h2 id={headingId} className="font-display text-2xl font-semibold text-forest-900">
          {t('customer.addresses.deleteTitle')}
        </h2>
        <div id={textId} className="mt-3">
          <p>{t('customer.addresses.deleteText')}</p>
          <AddressLines
            address={address}
            locale={locale}
            className="mt-3 rounded-md border border-cream-300 bg-cream-100 p-3"
          />
          {isDefault && (
            <p className="mt-3 text-sm text-ink-muted">{t('customer.addresses.deleteDefault')}</p>
          )}
        </div>
        {failure && (
          <p role="alert" className="mt-4 rounded-md border border-red-800 p-3 text-red-800">
            {failure}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-cream-300 px-5 py-4 sm:flex-row sm:justify-end sm:px-7">
        <button
          type="button"
          // The safe choice first: an alert dialog starts on the button that keeps things as they are.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          onClick={onCancel}
          className={secondaryButtonClassName}
        >
          {t('customer.addresses.cancel')}
        </button>
        <button
          type="button"
          aria-disabled={remove.isPending}
          onClick={() => void confirm()}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-red-800 px-5 py-2.5 font-medium text-cream-50 shadow-sm transition-colors hover:bg-red-900 aria-disabled:cursor-progress aria-disabled:opacity-70"
        >
          {remove.isPending
            ? t('customer.addresses.deleting')
            : t('customer.addresses.deleteConfirm')}
        </button>
      </div>
    </CustomerDialog>
  )
}
