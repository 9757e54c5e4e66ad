import { useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { buttonClassName } from '@/components/ui/button-styles'
import { CheckIcon } from '@/components/ui/icons'
import { PageHeading } from '@/components/ui/page-heading'
import { useToast } from '@/components/ui/toast/toast-provider'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import type { Locale } from '@/lib/locale'
import { useCatalogPart } from '@/lib/use-catalog-part'
import { useCustomer, type Customer, type CustomerAddress } from '../api/get-customer.commerce'
import { addressSummary } from '../lib/address'
import { AddressFormDialog } from './address-form-dialog'
import { AddressLines } from './address-lines'
import {
  cardClassName,
  CustomerLoadFailed,
  CustomerLoading,
  secondaryButtonClassName,
} from './customer-states'
import { DeleteAddressDialog } from './delete-address-dialog'

/** The search parameter that opens an address's form (`?edit=12`, `?edit=new`), as the overview links. */
export const editParam = 'edit'

type Editing = CustomerAddress | 'new' | null

function AddressCard({
  address,
  locale,
  onEdit,
  onDelete,
}: {
  address: CustomerAddress
  locale: Locale
  onEdit: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation()
  const marks = [
    address.default_billing && t('customer.addresses.defaultBilling'),
    address.default_shipping && t('customer.addresses.defaultShipping'),
  ].filter((mark): mark is string => Boolean(mark))
  const which = t('customer.addresses.addressOf', { address: addressSummary(address) })
  return (
    <li className={`${cardClassName} flex flex-col`}>
      {marks.length > 0 && (
        <ul className="mb-3 flex flex-wrap gap-2">
          {marks.map((mark) => (
            <li
              key={mark}
              className="inline-flex items-center gap-1 rounded-full bg-forest-800 px-2.5 py-1 text-xs font-semibold text-cream-50"
            >
              <CheckIcon className="size-3.5" />
              {mark}
            </li>
          ))}
        </ul>
      )}
      <AddressLines address={address} locale={locale} className="flex-1" />
      {Boolean(address.telephone) || Boolean(address.vat_id) ? (
        <p className="mt-2 text-sm text-ink-muted">
          {address.telephone && (
            <span className="block">
              {t('customer.addresses.telephone', { telephone: address.telephone })}
            </span>
          )}
          {address.vat_id && (
            <span className="block">
              {t('customer.addresses.vatId', { vatId: address.vat_id })}
            </span>
          )}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {/* The visible word first, then which address: one name in every browser. */}
        <button
          type="button"
          aria-label={`${t('customer.addresses.edit')}${which}`}
          onClick={onEdit}
          className={secondaryButtonClassName}
        >
          {t('customer.addresses.edit')}
        </button>
        <button
          type="button"
          aria-label={`${t('customer.addresses.delete')}${which}`}
          onClick={onDelete}
          className="inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-medium text-red-800 underline underline-offset-2 hover:bg-cream-200"
        >
          {t('customer.addresses.delete')}
        </button>
      </div>
    </li>
  )
}

/** What `?edit=` asks for, once the address book is known. */
function requestedForm(wanted: string | null, addresses: CustomerAddress[]): Editing {
  if (wanted === 'new') return 'new'
  return addresses.find((address) => wanted !== null && String(address.id) === wanted) ?? null
}

function AddressList({ customer, locale }: { customer: Customer; locale: Locale }) {
  const { t } = useTranslation()
  const toast = useToast()
  const [search, setSearch] = useSearchParams()
  const addresses = (customer.addresses ?? []).filter(
    (address): address is CustomerAddress => address?.id != null,
  )
  const [editing, setEditing] = useState<Editing>(() =>
    requestedForm(search.get(editParam), addresses),
  )
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null)
  const listHeading = useRef<HTMLHeadingElement>(null)
  const listHeadingId = useId()

  const closeForm = () => {
    setEditing(null)
    if (search.has(editParam)) {
      setSearch(
        (params) => {
          params.delete(editParam)
          return params
        },
        { replace: true, preventScrollReset: true },
      )
    }
  }

  const deleted = () => {
    // The address and its buttons are gone: the focus goes to the list rather than to the page's start.
    flushSync(() => {
      setDeleting(null)
    })
    listHeading.current?.focus()
    toast.success(t('customer.addresses.deleted'))
  }

  return (
    <>
      <p className="mt-4 max-w-2xl text-ink-muted">{t('customer.addresses.intro')}</p>
      <div className="mt-6">
        <button
          type="button"
          onClick={() => {
            setEditing('new')
          }}
          className={buttonClassName}
        >
          {t('customer.addresses.add')}
        </button>
      </div>
      <section aria-labelledby={listHeadingId} className="mt-10">
        <h2
          ref={listHeading}
          id={listHeadingId}
          tabIndex={-1}
          className="font-display text-2xl font-semibold text-forest-900 outline-none"
        >
          {t('customer.addresses.listHeading')}
        </h2>
        {addresses.length === 0 ? (
          <p className="mt-4 text-ink-muted">{t('customer.addresses.empty')}</p>
        ) : (
          <ul className="mt-5 grid gap-6 sm:grid-cols-2">
            {addresses.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                locale={locale}
                onEdit={() => {
                  setEditing(address)
                }}
                onDelete={() => {
                  setDeleting(address)
                }}
              />
            ))}
          </ul>
        )}
      </section>
      {editing && (
        <AddressFormDialog
          address={editing === 'new' ? null : editing}
          customer={customer}
          firstAddress={addresses.length === 0}
          onClose={closeForm}
        />
      )}
      {deleting && (
        <DeleteAddressDialog
          address={deleting}
          onDeleted={deleted}
          onCancel={() => {
            setDeleting(null)
          }}
        />
      )}
    </>
  )
}

/**
 * /{lang}/customer/addresses: the address book with its default marks,
 * adding and changing an address in a dialog, deleting after a
 * confirmation. Every change reads the customer again (the mutations
 * invalidate it), so the list and its marks are the server's. The title
 * shows at once; the rest once the data and the texts are there.
 */
export function AddressBook() {
  const { t } = useTranslation()
  const locale = useLocale()
  const title = t('routes.customer-addresses.title')
  usePageHead({ kind: 'page', title, indexable: false })
  const texts = useCatalogPart(['forms', 'customer'])
  const query = useCustomer(locale, { queryConfig: { select: (data) => data.customer } })
  const customer = query.data

  return (
    <div>
      <PageHeading>{title}</PageHeading>
      {!texts ? null : customer ? (
        <AddressList customer={customer} locale={locale} />
      ) : query.isPending ? (
        <CustomerLoading />
      ) : (
        <CustomerLoadFailed onRetry={() => void query.refetch()} />
      )}
    </div>
  )
}
