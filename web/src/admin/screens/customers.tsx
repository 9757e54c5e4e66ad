import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type SyntheticEvent } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import {
  buttonClassName,
  ErrorNote,
  Field,
  FormButtons,
  Loading,
  Pager,
  PageTitle,
  secondaryButtonClassName,
  Section,
  StatusBadge,
} from '../components/ui'
import { ActionDialog } from '../components/dialog'
import { ApiError, fieldErrors, gql } from '../lib/api'
import { can, useSession } from '../lib/session'
import { formatMoney, formatTime, useText, type TextKey } from '../lib/text'

interface CustomerRow {
  id: string
  email: string
  firstname: string
  lastname: string
  city: string
  locked: boolean
  erased: boolean
  createdAt: string
}

/** Customer accounts found by name, email, city or customer number. */
export function CustomersScreen() {
  const { t, language } = useText()
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const page = Number(params.get('page') ?? '1') || 1
  const [search, setSearch] = useState(q)
  const list = useQuery({
    queryKey: ['admin', 'customers', q, page],
    queryFn: () =>
      gql<{ customers: { totalCount: number; pageSize: number; items: CustomerRow[] } }>(
        `query($q: String, $p: Int) { customers(search: $q, page: $p) { totalCount pageSize items { id email firstname lastname city locked erased createdAt } } }`,
        { q: q || null, p: page },
      ),
    placeholderData: keepPreviousData,
  })
  return (
    <div>
      <PageTitle>{t('customers.title')}</PageTitle>
      <form
        role="search"
        aria-label={t('customers.title')}
        className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-stone-300 bg-white p-4 [&>div]:mb-0"
        onSubmit={(e: SyntheticEvent) => {
          e.preventDefault()
          setParams(search.trim() ? { q: search.trim() } : {})
        }}
      >
        <div className="min-w-64 grow">
          <Field
            label={t('customers.search')}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value)
            }}
          />
        </div>
        <button type="submit" className={buttonClassName}>
          {t('orders.apply')}
        </button>
      </form>
      <ErrorNote error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <>
          <p role="status" className="mb-2">
            {t('orders.count', { count: list.data.customers.totalCount })}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] border-collapse bg-white text-left">
              <caption className="sr-only">{t('customers.title')}</caption>
              <thead>
                <tr className="border-b border-stone-300">
                  <th scope="col" className="p-2">
                    {t('customers.number')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('customers.name')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('customers.city')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('customers.since')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.customers.items.map((c) => (
                  <tr key={c.id} className="border-b border-stone-200">
                    <td className="p-2">
                      <Link
                        to={'/customers/' + c.id}
                        className="font-medium text-forest-800 underline underline-offset-2"
                      >
                        {c.id}
                      </Link>
                    </td>
                    <td className="p-2">
                      {c.firstname} {c.lastname}
                      <span className="block text-sm text-stone-700">{c.email}</span>
                      {c.locked ? (
                        <StatusBadge>
                          {t(c.erased ? 'customer.erased' : 'customer.locked')}
                        </StatusBadge>
                      ) : null}
                    </td>
                    <td className="p-2">{c.city}</td>
                    <td className="p-2">{formatTime(language, c.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pageSize={list.data.customers.pageSize}
            total={list.data.customers.totalCount}
            onPage={(p) => {
              setParams({ ...(q ? { q } : {}), page: String(p) })
            }}
          />
        </>
      ) : null}
    </div>
  )
}

interface CustomerAddress {
  id: string
  firstname: string
  lastname: string
  company: string
  street: string[]
  postcode: string
  city: string
  countryCode: string
  region: string
  telephone: string
  vatId: string
  defaultBilling: boolean
  defaultShipping: boolean
}

interface CustomerDetail {
  id: string
  email: string
  firstname: string
  lastname: string
  dateOfBirth: string
  locale: string
  createdAt: string
  locked: boolean
  lockedAt: string | null
  lockedReason: string
  erased: boolean
  remoteAssistanceSince: string | null
  addresses: CustomerAddress[]
  newsletter: { status: string; steps: { action: string; at: string; ip: string; text: string }[] }
}

const customerFields = `id email firstname lastname dateOfBirth locale createdAt locked lockedAt lockedReason erased remoteAssistanceSince
  addresses { id firstname lastname company street postcode city countryCode region telephone vatId defaultBilling defaultShipping }
  newsletter { status steps { action at ip text } }`

interface ErasePlan {
  steps: string[]
  kept: string[]
  blockers: string[]
}

/** A customer: data, addresses, orders, newsletter proof, consent; edit, lock, reset mail, GDPR export and erasure. */
export function CustomerScreen() {
  const { id = '' } = useParams()
  const { t, language } = useText()
  const client = useQueryClient()
  const staff = useSession().data?.staff
  const key = ['admin', 'customer', id]
  const customer = useQuery({
    queryKey: key,
    queryFn: () =>
      gql<{ customer: CustomerDetail | null }>(
        `query($id: ID!) { customer(id: $id) { ${customerFields} } }`,
        { id },
      ),
  })
  const orders = useQuery({
    queryKey: ['admin', 'orders', 'customer', id],
    queryFn: () =>
      gql<{
        orders: {
          items: { number: string; createdAt: string; status: string; grandTotalCents: number }[]
        }
      }>(
        `query($id: ID!) { orders(filter: { customerId: $id }, pageSize: 50) { items { number createdAt status grandTotalCents } } }`,
        { id },
      ),
    enabled: can(staff, 'orders.read'),
  })
  const returns = useQuery({
    queryKey: ['admin', 'customer-returns', id],
    queryFn: () =>
      gql<{
        customerReturns: {
          reference: string
          orderNumber: string
          status: string
          createdAt: string
        }[]
      }>(
        `query($id: ID!) { customerReturns(customerId: $id) { reference orderNumber status createdAt } }`,
        { id },
      ),
  })
  const wishlist = useQuery({
    queryKey: ['admin', 'customer-wishlist', id],
    queryFn: () =>
      gql<{
        customerWishlist: {
          id: string
          name: string
          sku: string
          quantity: number
          addedAt: string
        }[]
      }>(`query($id: ID!) { customerWishlist(customerId: $id) { id name sku quantity addedAt } }`, {
        id,
      }),
  })
  const [done, setDone] = useState('')
  const [dialog, setDialog] = useState<
    '' | 'edit' | 'lock' | 'erase' | 'address' | 'deleteAddress'
  >('')
  // The address being edited or deleted; null adds one.
  const [address, setAddress] = useState<CustomerAddress | null>(null)
  const close = () => {
    setDialog('')
  }
  const saveAddress = useMutation({
    mutationFn: (v: { query: string; variables: Record<string, unknown>; doneKey: TextKey }) =>
      gql<Record<string, CustomerDetail>>(v.query, { id, ...v.variables }),
    onSuccess: (data, v) => {
      const answer = Object.values(data)[0]
      if (answer) client.setQueryData(key, { customer: answer })
      setDone(t(v.doneKey))
      close()
    },
  })
  const openAddress = (a: CustomerAddress | null, which: 'address' | 'deleteAddress') => {
    saveAddress.reset()
    setAddress(a)
    setDialog(which)
  }
  const act = useMutation({
    mutationFn: (v: { query: string; variables: Record<string, unknown>; doneKey: TextKey }) =>
      gql<Record<string, CustomerDetail | boolean>>(v.query, { id, ...v.variables }),
    onSuccess: (data, v) => {
      const answer = Object.values(data)[0]
      if (answer && typeof answer === 'object') client.setQueryData(key, { customer: answer })
      void client.invalidateQueries({ queryKey: ['admin', 'customers'] })
      setDone(t(v.doneKey))
      close()
    },
  })
  // The storefront as the customer, in a new tab, through a single-use link
  // of 60 seconds (a browser opens a tab only from a click, not after a
  // request: the link is shown to be clicked).
  const assist = useMutation({
    mutationFn: () =>
      gql<{ assistCustomer: { url: string } }>(
        `mutation($id: ID!) { assistCustomer(id: $id) { url } }`,
        { id },
      ),
    onSuccess: () => {
      setDone(t('customer.assistReady'))
    },
  })
  const c = customer.data?.customer
  const write = can(staff, 'customers.write')
  return (
    <div>
      <p className="mb-2">
        <Link to="/customers" className="text-forest-800 underline underline-offset-2">
          {t('customer.back')}
        </Link>
      </p>
      {customer.isPending ? <Loading /> : null}
      <ErrorNote error={customer.error} />
      {customer.data && !c ? <PageTitle>{t('customer.notFound')}</PageTitle> : null}
      {c ? (
        <>
          <PageTitle
            actions={
              c.locked ? (
                <StatusBadge>{t(c.erased ? 'customer.erased' : 'customer.locked')}</StatusBadge>
              ) : undefined
            }
          >
            {c.erased ? t('customer.erasedTitle', { id: c.id }) : c.firstname + ' ' + c.lastname}
          </PageTitle>
          <p role="status" className="mb-4 text-forest-800">
            {done}
          </p>
          <ErrorNote
            error={
              act.error instanceof ApiError && Object.keys(act.error.fields).length > 0
                ? null
                : act.error
            }
          />
          <ErrorNote error={assist.error} />
          {assist.data ? (
            <p className="mb-4">
              <a
                className={buttonClassName}
                href={assist.data.assistCustomer.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('customer.assistOpen')}
              </a>
            </p>
          ) : null}
          {write && !c.erased ? (
            <div className="mb-6 flex flex-wrap gap-3">
              <button
                type="button"
                className={buttonClassName}
                onClick={() => {
                  setDialog('edit')
                }}
              >
                {t('customer.edit')}
              </button>
              <button
                type="button"
                className={secondaryButtonClassName}
                onClick={() => {
                  act.mutate({
                    query: 'mutation($id: ID!) { sendCustomerPasswordReset(id: $id) }',
                    variables: {},
                    doneKey: 'customer.resetSent',
                  })
                }}
              >
                {t('customer.sendReset')}
              </button>
              {c.locked ? (
                <button
                  type="button"
                  className={secondaryButtonClassName}
                  onClick={() => {
                    act.mutate({
                      query: `mutation($id: ID!) { unlockCustomer(id: $id) { ${customerFields} } }`,
                      variables: {},
                      doneKey: 'customer.unlocked',
                    })
                  }}
                >
                  {t('customer.unlock')}
                </button>
              ) : (
                <button
                  type="button"
                  className={secondaryButtonClassName}
                  onClick={() => {
                    setDialog('lock')
                  }}
                >
                  {t('customer.lock')}
                </button>
              )}
              {can(staff, 'customers.impersonate') && c.remoteAssistanceSince && !c.locked ? (
                <button
                  type="button"
                  className={secondaryButtonClassName}
                  onClick={() => {
                    assist.mutate()
                  }}
                >
                  {t('customer.assist')}
                </button>
              ) : null}
              <a
                className={secondaryButtonClassName}
                href={`/admin/api/customers/${c.id}/export.json`}
                download
              >
                {t('customer.exportJson')}
              </a>
              <a
                className={secondaryButtonClassName}
                href={`/admin/api/customers/${c.id}/export.pdf`}
                download
              >
                {t('customer.exportPdf')}
              </a>
              {can(staff, 'customers.erase') ? (
                <button
                  type="button"
                  className={secondaryButtonClassName}
                  onClick={() => {
                    setDialog('erase')
                  }}
                >
                  {t('customer.erase')}
                </button>
              ) : null}
            </div>
          ) : null}
          <div className="grid gap-4 lg:grid-cols-2">
            <Section id="customer-data" title={t('customer.data')}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt>{t('customers.number')}</dt>
                <dd>{c.id}</dd>
                <dt>{t('staff.email')}</dt>
                <dd>{c.email}</dd>
                <dt>{t('customer.dateOfBirth')}</dt>
                <dd>{c.dateOfBirth || '—'}</dd>
                <dt>{t('customer.language')}</dt>
                <dd>{c.locale}</dd>
                <dt>{t('customers.since')}</dt>
                <dd>{formatTime(language, c.createdAt)}</dd>
                <dt>{t('customer.assistance')}</dt>
                <dd>
                  {c.remoteAssistanceSince
                    ? t('customer.assistanceSince', {
                        at: formatTime(language, c.remoteAssistanceSince),
                      })
                    : t('customer.assistanceNo')}
                </dd>
                {c.locked && c.lockedAt ? (
                  <>
                    <dt>{t('customer.locked')}</dt>
                    <dd>
                      {formatTime(language, c.lockedAt)}
                      {c.lockedReason ? ' · ' + c.lockedReason : ''}
                    </dd>
                  </>
                ) : null}
              </dl>
            </Section>
            <Section id="customer-addresses" title={t('customer.addresses')}>
              {c.addresses.length === 0 ? <p>{t('customer.noAddresses')}</p> : null}
              <ul className="space-y-3">
                {c.addresses.map((a) => (
                  <li key={a.id}>
                    {addressLine(a)}
                    {a.telephone ? ', ' + a.telephone : ''}
                    {a.defaultBilling || a.defaultShipping ? (
                      <span className="block text-sm text-stone-700">
                        {[
                          a.defaultBilling ? t('customer.defaultBilling') : '',
                          a.defaultShipping ? t('customer.defaultShipping') : '',
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    ) : null}
                    {write && !c.erased ? (
                      <span className="mt-1 flex flex-wrap gap-2">
                        <button
                          type="button"
                          className={secondaryButtonClassName}
                          aria-label={t('customer.editAddressOf', { address: addressLine(a) })}
                          onClick={() => {
                            openAddress(a, 'address')
                          }}
                        >
                          {t('customer.editAddress')}
                        </button>
                        <button
                          type="button"
                          className={secondaryButtonClassName}
                          aria-label={t('customer.deleteAddressOf', { address: addressLine(a) })}
                          onClick={() => {
                            openAddress(a, 'deleteAddress')
                          }}
                        >
                          {t('customer.deleteAddress')}
                        </button>
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
              {write && !c.erased ? (
                <button
                  type="button"
                  className={buttonClassName + ' mt-3'}
                  onClick={() => {
                    openAddress(null, 'address')
                  }}
                >
                  {t('customer.addAddress')}
                </button>
              ) : null}
            </Section>
            <Section id="customer-returns" title={t('returns.title')}>
              <ErrorNote error={returns.error} />
              {returns.data?.customerReturns.length === 0 ? <p>{t('returns.empty')}</p> : null}
              <ul className="space-y-1">
                {returns.data?.customerReturns.map((r) => (
                  <li key={r.reference}>
                    <Link
                      to={'/returns/' + r.reference}
                      className="text-forest-800 underline underline-offset-2"
                    >
                      {r.reference}
                    </Link>{' '}
                    · {t('return.order')} {r.orderNumber} ·{' '}
                    {t(('returnStatus.' + r.status) as TextKey)} ·{' '}
                    {formatTime(language, r.createdAt)}
                  </li>
                ))}
              </ul>
            </Section>
            <Section id="customer-wishlist" title={t('customer.wishlist')}>
              <ErrorNote error={wishlist.error} />
              {wishlist.data?.customerWishlist.length === 0 ? (
                <p>{t('customer.noWishlist')}</p>
              ) : null}
              <ul className="space-y-1">
                {wishlist.data?.customerWishlist.map((w) => (
                  <li key={w.id}>
                    {w.name || t('customer.wishlistGone')}
                    {w.sku ? ' · ' + t('customer.sku', { sku: w.sku }) : ''}
                    {w.quantity > 1
                      ? ' · ' + t('customer.quantity', { quantity: w.quantity })
                      : ''}{' '}
                    · {t('customer.addedAt', { at: formatTime(language, w.addedAt) })}
                  </li>
                ))}
              </ul>
            </Section>
            {orders.data ? (
              <Section id="customer-orders" title={t('nav.orders')}>
                {orders.data.orders.items.length === 0 ? <p>{t('customer.noOrders')}</p> : null}
                <ul className="space-y-1">
                  {orders.data.orders.items.map((o) => (
                    <li key={o.number}>
                      <Link
                        to={'/orders/' + o.number}
                        className="text-forest-800 underline underline-offset-2"
                      >
                        {o.number}
                      </Link>{' '}
                      · {formatTime(language, o.createdAt)} · {t(('status.' + o.status) as TextKey)}{' '}
                      · {formatMoney(language, o.grandTotalCents)}
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
            <Section id="customer-newsletter" title={t('customer.newsletter')}>
              <p>{t(('newsletter.' + c.newsletter.status) as TextKey)}</p>
              <ol className="mt-2 space-y-1 text-sm">
                {c.newsletter.steps.map((s, i) => (
                  <li key={String(i) + s.at}>
                    {formatTime(language, s.at)} · {s.action}
                    {s.ip ? ' · ' + s.ip : ''}
                    {s.text ? <span className="block text-stone-700">{s.text}</span> : null}
                  </li>
                ))}
              </ol>
            </Section>
          </div>
          <ActionDialog title={t('customer.edit')} open={dialog === 'edit'} onClose={close}>
            <EditForm c={c} act={act} onCancel={close} />
          </ActionDialog>
          <ActionDialog
            title={t(address ? 'customer.editAddress' : 'customer.addAddress')}
            open={dialog === 'address'}
            onClose={close}
          >
            <AddressForm address={address} save={saveAddress} onCancel={close} />
          </ActionDialog>
          <ActionDialog
            title={t('customer.deleteAddressTitle')}
            open={dialog === 'deleteAddress'}
            onClose={close}
            alert
          >
            {address ? (
              <div>
                <p className="mb-4">
                  {t('customer.deleteAddressConfirm', { address: addressLine(address) })}
                </p>
                <ErrorNote error={saveAddress.error} />
                <div className="flex gap-3">
                  <button
                    type="button"
                    className={buttonClassName}
                    onClick={() => {
                      saveAddress.mutate({
                        query: `mutation($id: ID!, $a: ID!) { deleteCustomerAddress(customerId: $id, id: $a) { ${customerFields} } }`,
                        variables: { a: address.id },
                        doneKey: 'customer.addressDeleted',
                      })
                    }}
                  >
                    {t('customer.deleteAddress')}
                  </button>
                  <button type="button" className={secondaryButtonClassName} onClick={close}>
                    {t('dialog.cancel')}
                  </button>
                </div>
              </div>
            ) : null}
          </ActionDialog>
          <ActionDialog
            title={t('customer.lockTitle')}
            open={dialog === 'lock'}
            onClose={close}
            alert
          >
            <LockForm act={act} onCancel={close} />
          </ActionDialog>
          <ActionDialog
            title={t('customer.eraseTitle')}
            open={dialog === 'erase'}
            onClose={close}
            alert
          >
            <EraseForm
              id={c.id}
              onDone={(msg) => {
                setDone(msg)
                close()
                void client.invalidateQueries({ queryKey: key })
              }}
              onCancel={close}
            />
          </ActionDialog>
        </>
      ) : null}
    </div>
  )
}

type Act = ReturnType<
  typeof useMutation<
    Record<string, CustomerDetail | boolean>,
    Error,
    { query: string; variables: Record<string, unknown>; doneKey: TextKey }
  >
>

function EditForm({ c, act, onCancel }: { c: CustomerDetail; act: Act; onCancel: () => void }) {
  const { t } = useText()
  const [form, setForm] = useState({
    firstname: c.firstname,
    lastname: c.lastname,
    email: c.email,
    dateOfBirth: c.dateOfBirth,
  })
  const fields = fieldErrors(act.error)
  const field = (name: keyof typeof form, label: TextKey, server: string, type = 'text') => (
    <Field
      label={t(label)}
      type={type}
      value={form[name]}
      error={fields[server]}
      onChange={(e) => {
        setForm({ ...form, [name]: e.target.value })
      }}
    />
  )
  return (
    <form
      noValidate
      onSubmit={(e: SyntheticEvent) => {
        e.preventDefault()
        act.mutate({
          query: `mutation($id: ID!, $in: CustomerUpdateInput!) { updateCustomer(id: $id, input: $in) { ${customerFields} } }`,
          variables: { in: form },
          doneKey: 'customer.saved',
        })
      }}
    >
      {field('firstname', 'customer.firstname', 'firstname')}
      {field('lastname', 'customer.lastname', 'lastname')}
      {field('email', 'staff.email', 'email', 'email')}
      {field('dateOfBirth', 'customer.dateOfBirth', 'date_of_birth', 'date')}
      <FormButtons submit={t('settings.save')} cancel={t('dialog.cancel')} onCancel={onCancel} />
    </form>
  )
}

/** An address in one line: name, company, street, place, country. */
function addressLine(a: CustomerAddress): string {
  return [
    a.firstname + ' ' + a.lastname,
    a.company,
    a.street.join(', '),
    a.postcode + ' ' + a.city,
    a.countryCode,
  ]
    .filter(Boolean)
    .join(', ')
}

type SaveAddress = ReturnType<
  typeof useMutation<
    Record<string, CustomerDetail>,
    Error,
    { query: string; variables: Record<string, unknown>; doneKey: TextKey }
  >
>

/** Adds an address (address null) or changes one; the server's field errors stand on their fields. */
function AddressForm({
  address,
  save,
  onCancel,
}: {
  address: CustomerAddress | null
  save: SaveAddress
  onCancel: () => void
}) {
  const { t } = useText()
  const [form, setForm] = useState({
    firstname: address?.firstname ?? '',
    lastname: address?.lastname ?? '',
    company: address?.company ?? '',
    street1: address?.street[0] ?? '',
    street2: address?.street[1] ?? '',
    postcode: address?.postcode ?? '',
    city: address?.city ?? '',
    countryCode: address?.countryCode ?? 'DE',
    region: address?.region ?? '',
    telephone: address?.telephone ?? '',
    vatId: address?.vatId ?? '',
  })
  const [defaults, setDefaults] = useState({
    defaultBilling: address?.defaultBilling ?? false,
    defaultShipping: address?.defaultShipping ?? false,
  })
  const fields = fieldErrors(save.error)
  const field = (name: keyof typeof form, label: TextKey, server: string, autoComplete: string) => (
    <Field
      label={t(label)}
      value={form[name]}
      error={fields[server]}
      autoComplete={autoComplete}
      onChange={(e) => {
        setForm({ ...form, [name]: e.target.value })
      }}
    />
  )
  const check = (name: keyof typeof defaults, label: TextKey) => (
    <label className="mb-2 flex items-center gap-2">
      <input
        type="checkbox"
        checked={defaults[name]}
        // A default stays until another address takes it over.
        disabled={address?.[name] === true}
        onChange={(e) => {
          setDefaults({ ...defaults, [name]: e.target.checked })
        }}
      />
      {t(label)}
    </label>
  )
  return (
    <form
      noValidate
      onSubmit={(e: SyntheticEvent) => {
        e.preventDefault()
        const { street1, street2, ...rest } = form
        const input = {
          ...rest,
          street: street2.trim() ? [street1, street2] : [street1],
          ...defaults,
        }
        save.mutate(
          address
            ? {
                query: `mutation($id: ID!, $a: ID!, $in: CustomerAddressInput!) { updateCustomerAddress(customerId: $id, id: $a, input: $in) { ${customerFields} } }`,
                variables: { a: address.id, in: input },
                doneKey: 'customer.addressSaved',
              }
            : {
                query: `mutation($id: ID!, $in: CustomerAddressInput!) { createCustomerAddress(customerId: $id, input: $in) { ${customerFields} } }`,
                variables: { in: input },
                doneKey: 'customer.addressSaved',
              },
        )
      }}
    >
      <ErrorNote error={Object.keys(fields).length > 0 ? null : save.error} />
      {field('firstname', 'customer.firstname', 'firstname', 'off')}
      {field('lastname', 'customer.lastname', 'lastname', 'off')}
      {field('company', 'customer.company', 'company', 'off')}
      {field('street1', 'customer.street', 'street', 'off')}
      {field('street2', 'customer.street2', 'street2', 'off')}
      {field('postcode', 'customer.postcode', 'postcode', 'off')}
      {field('city', 'customer.city', 'city', 'off')}
      {field('countryCode', 'customer.country', 'country_code', 'off')}
      {field('region', 'customer.region', 'region', 'off')}
      {field('telephone', 'customer.telephone', 'telephone', 'off')}
      {field('vatId', 'customer.vatId', 'vat_id', 'off')}
      {check('defaultBilling', 'customer.makeDefaultBilling')}
      {check('defaultShipping', 'customer.makeDefaultShipping')}
      <FormButtons submit={t('settings.save')} cancel={t('dialog.cancel')} onCancel={onCancel} />
    </form>
  )
}

function LockForm({ act, onCancel }: { act: Act; onCancel: () => void }) {
  const { t } = useText()
  const [reason, setReason] = useState('')
  return (
    <form
      noValidate
      onSubmit={(e: SyntheticEvent) => {
        e.preventDefault()
        act.mutate({
          query: `mutation($id: ID!, $reason: String) { lockCustomer(id: $id, reason: $reason) { ${customerFields} } }`,
          variables: { reason },
          doneKey: 'customer.lockedDone',
        })
      }}
    >
      <p className="mb-4">{t('customer.lockIntro')}</p>
      <Field
        label={t('customer.lockReason')}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value)
        }}
      />
      <FormButtons submit={t('customer.lock')} cancel={t('dialog.cancel')} onCancel={onCancel} />
    </form>
  )
}

/** The erasure: its dry run first (what goes, what stays, what stands in the way), then on confirmation the real one. */
function EraseForm({
  id,
  onDone,
  onCancel,
}: {
  id: string
  onDone: (msg: string) => void
  onCancel: () => void
}) {
  const { t } = useText()
  const plan = useQuery({
    queryKey: ['admin', 'erase-plan', id],
    queryFn: () =>
      gql<{ eraseCustomer: ErasePlan }>(
        `mutation($id: ID!) { eraseCustomer(id: $id, dryRun: true) { steps kept blockers } }`,
        { id },
      ),
    gcTime: 0,
  })
  const erase = useMutation({
    mutationFn: () =>
      gql<{ eraseCustomer: ErasePlan }>(
        `mutation($id: ID!) { eraseCustomer(id: $id, dryRun: false) { steps kept blockers } }`,
        { id },
      ),
    onSuccess: () => {
      onDone(t('customer.erasedDone'))
    },
  })
  const p = plan.data?.eraseCustomer
  return (
    <div>
      {plan.isPending ? <Loading /> : null}
      <ErrorNote error={plan.error ?? erase.error} />
      {p ? (
        <>
          <h3 className="font-semibold">{t('customer.eraseSteps')}</h3>
          <ul className="mb-3 list-disc pl-6">
            {p.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <h3 className="font-semibold">{t('customer.eraseKept')}</h3>
          <ul className="mb-3 list-disc pl-6">
            {p.kept.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          {p.blockers.length > 0 ? (
            <>
              <h3 className="font-semibold text-red-900">{t('customer.eraseBlockers')}</h3>
              <ul className="mb-3 list-disc pl-6 text-red-900">
                {p.blockers.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
      <div className="flex gap-3">
        {p?.blockers.length === 0 ? (
          <button
            type="button"
            className={buttonClassName}
            onClick={() => {
              erase.mutate()
            }}
          >
            {t('customer.eraseConfirm')}
          </button>
        ) : null}
        <button type="button" className={secondaryButtonClassName} onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
      </div>
    </div>
  )
}
