import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  dangerButtonClassName,
  ModalDialog,
  ModalDialogBody,
  ModalDialogFooter,
  ModalDialogHeading,
} from '@/components/ui/modal-dialog'
import { useLocale } from '@/hooks/use-locale'
import { serverErrors } from '@/lib/server-errors'
import type { CustomerAddress } from '../api/get-customer.commerce'
import { useDeleteCustomerAddress } from '../api/delete-customer-address.commerce'
import { AddressLines } from './address-lines'
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
    <ModalDialog
      role="alertdialog"
      size="small"
      labelledBy={headingId}
      describedBy={textId}
      onClose={onCancel}
      keepOpen={remove.isPending}
    >
      <ModalDialogBody>
        <ModalDialogHeading id={headingId}>
          {t('customer.addresses.deleteTitle')}
        </ModalDialogHeading>
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
      </ModalDialogBody>
      <ModalDialogFooter>
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
          className={dangerButtonClassName}
        >
          {remove.isPending
            ? t('customer.addresses.deleting')
            : t('customer.addresses.deleteConfirm')}
        </button>
      </ModalDialogFooter>
    </ModalDialog>
  )
}
