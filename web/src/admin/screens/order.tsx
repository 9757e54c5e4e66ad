import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type SyntheticEvent } from 'react'
import { Link, useParams } from 'react-router'
import {
  buttonClassName,
  ErrorNote,
  Field,
  FormButtons,
  Loading,
  PageTitle,
  secondaryButtonClassName,
  inputClassName,
  labelClassName,
  linkClassName,
  Section,
  StatusBadge,
} from '../components/ui'
import { ActionDialog } from '../components/dialog'
import { ApiError, fieldError, gql } from '../lib/api'
import { paymentMethodLabel } from '../lib/payment'
import { can, useSession } from '../lib/session'
import { formatMoney, formatTime, useText, type TextKey } from '../lib/text'

interface Address {
  firstname: string
  lastname: string
  company: string
  street: string[]
  postcode: string
  city: string
  countryCode: string
  telephone: string
}

export interface OrderDetail {
  number: string
  createdAt: string
  status: string
  email: string
  guest: boolean
  paymentMethod: string
  shippingTitle: string
  items: {
    id: string
    sku: string
    name: string
    details: string[]
    qtyOrdered: number
    qtyCanceled: number
    qtyShipped: number
    unitPriceCents: number
    rowTotalCents: number
    club: { id: string; name: string; hasLogo: boolean } | null
    optionFiles: { id: string; title: string; fileName: string; url: string }[]
  }[]
  billingAddress: Address
  shippingAddress: Address | null
  totals: {
    subtotalCents: number
    discountCents: number
    shippingCents: number
    taxCents: number
    grandTotalCents: number
  } | null
  payment: { method: string; status: string; providerRef: string; amountCents: number } | null
  history: { at: string; status: string; comment: string }[]
  shipments: {
    number: string
    carrier: string
    title: string
    tracking: string
    shippedAt: string
    deliveredAt: string | null
  }[]
  refunds: {
    id: string
    amountCents: number
    reason: string
    state: string
    creditNote: string | null
  }[]
  documents: {
    id: string
    kind: string
    number: string
    issuedAt: string
    grandTotalCents: number
    eInvoice: boolean
  }[]
  notes: { id: string; author: string; body: string; createdAt: string }[]
  mails: {
    id: string
    tag: string
    to: string[]
    subject: string
    state: string
    createdAt: string
  }[]
  trail: {
    id: string
    at: string
    actor: string
    staffName: string | null
    operation: string
    outcome: 'DONE' | 'REFUSED'
    changes: { field: string; before: string | null; after: string | null }[]
  }[]
}

export const orderFields = `number createdAt status email guest paymentMethod shippingTitle
  items { id sku name details qtyOrdered qtyCanceled qtyShipped unitPriceCents rowTotalCents club { id name hasLogo } optionFiles { id title fileName url } }
  billingAddress { firstname lastname company street postcode city countryCode telephone }
  shippingAddress { firstname lastname company street postcode city countryCode telephone }
  totals { subtotalCents discountCents shippingCents taxCents grandTotalCents }
  payment { method status providerRef amountCents }
  history { at status comment }
  shipments { number carrier title tracking shippedAt deliveredAt }
  refunds { id amountCents reason state creditNote }
  documents { id kind number issuedAt grandTotalCents eInvoice }
  trail { id at actor staffName operation outcome changes { field before after } }
  notes { id author body createdAt }
  mails { id tag to subject state createdAt }`

/** An order with everything staff need, and what they may do with it. */
export function OrderScreen() {
  const { number = '' } = useParams()
  const { t } = useText()
  const order = useQuery({
    queryKey: ['admin', 'order', number],
    queryFn: () =>
      gql<{ order: OrderDetail | null }>(
        `query($n: String!) { order(number: $n) { ${orderFields} } }`,
        { n: number },
      ),
  })
  return (
    <div>
      <p className="mb-2">
        <Link to="/orders" className="text-forest-800 underline underline-offset-2">
          {t('order.back')}
        </Link>
      </p>
      {order.isPending ? <Loading /> : null}
      <ErrorNote error={order.error} />
      {order.data && !order.data.order ? (
        <>
          <PageTitle>{t('order.notFound')}</PageTitle>
        </>
      ) : null}
      {order.data?.order ? <Order o={order.data.order} /> : null}
    </div>
  )
}

function AddressBlock({ a }: { a: Address }) {
  return (
    <address className="not-italic">
      {a.firstname} {a.lastname}
      {a.company ? <br /> : null}
      {a.company}
      {a.street.map((s) => (
        <span key={s}>
          <br />
          {s}
        </span>
      ))}
      <br />
      {a.postcode} {a.city}
      <br />
      {a.countryCode}
      {a.telephone ? (
        <>
          <br />
          {a.telephone}
        </>
      ) : null}
    </address>
  )
}

function Order({ o }: { o: OrderDetail }) {
  const { t, language } = useText()
  const session = useSession()
  const staff = session.data?.staff
  const [done, setDone] = useState('')
  return (
    <div>
      <PageTitle actions={<StatusBadge>{t(('status.' + o.status) as TextKey)}</StatusBadge>}>
        {t('order.title', { number: o.number })}
      </PageTitle>
      <p role="status" className="mb-4 text-forest-800">
        {done}
      </p>
      <p className="mb-4 text-stone-800">
        {t('order.placed', { at: formatTime(language, o.createdAt) })}
        {o.email ? ' · ' + o.email : ''}
        {o.guest ? ' · ' + t('order.guest') : ''}
      </p>
      <Actions
        o={o}
        onDone={setDone}
        canWrite={can(staff, 'orders.write')}
        canRefund={can(staff, 'orders.refund')}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Section id="order-items" title={t('order.items')}>
          <table className="w-full text-left">
            <thead>
              <tr>
                <th scope="col">{t('order.item')}</th>
                <th scope="col" className="text-right">
                  {t('order.qty')}
                </th>
                <th scope="col" className="text-right">
                  {t('order.shipped')}
                </th>
                {o.totals ? (
                  <th scope="col" className="text-right">
                    {t('order.rowTotal')}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {o.items.map((it) => (
                <tr key={it.id} className="border-t border-stone-200 align-top">
                  <td className="py-2">
                    {it.name}
                    <span className="block text-sm text-stone-700">{it.sku}</span>
                    {it.details
                      // A file's line is its download below.
                      .filter((d) => !it.optionFiles.some((f) => d === `${f.title}: ${f.fileName}`))
                      .map((d) => (
                        <span key={d} className="block text-sm">
                          {d}
                        </span>
                      ))}
                    {it.optionFiles.map((f) => (
                      <span key={f.id} className="block text-sm">
                        {f.title}:{' '}
                        <a className={linkClassName} href={f.url} download={f.fileName}>
                          {t('order.optionFile', { name: f.fileName })}
                        </a>
                      </span>
                    ))}
                    {it.club ? (
                      <span className="block text-sm">
                        {t('order.club', { club: it.club.name })}
                        {it.club.hasLogo ? (
                          <>
                            {' · '}
                            <a
                              className={linkClassName}
                              href={`/admin/api/clubs/${it.club.id}/logo`}
                              download
                              aria-label={t('order.logoOf', { club: it.club.name })}
                            >
                              {t('order.logo')}
                            </a>
                          </>
                        ) : null}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 text-right">
                    {it.qtyOrdered}
                    {it.qtyCanceled ? ' (−' + String(it.qtyCanceled) + ')' : ''}
                  </td>
                  <td className="py-2 text-right">{it.qtyShipped}</td>
                  {o.totals ? (
                    <td className="py-2 text-right">{formatMoney(language, it.rowTotalCents)}</td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
          {o.totals ? (
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 border-t border-stone-300 pt-2">
              <dt>{t('order.subtotal')}</dt>
              <dd className="text-right">{formatMoney(language, o.totals.subtotalCents)}</dd>
              {o.totals.discountCents ? (
                <>
                  <dt>{t('order.discount')}</dt>
                  <dd className="text-right">−{formatMoney(language, o.totals.discountCents)}</dd>
                </>
              ) : null}
              <dt>{t('order.shipping')}</dt>
              <dd className="text-right">{formatMoney(language, o.totals.shippingCents)}</dd>
              <dt className="font-semibold">{t('order.grandTotal')}</dt>
              <dd className="text-right font-semibold">
                {formatMoney(language, o.totals.grandTotalCents)}
              </dd>
              <dt className="text-sm">{t('order.tax')}</dt>
              <dd className="text-right text-sm">{formatMoney(language, o.totals.taxCents)}</dd>
            </dl>
          ) : null}
        </Section>
        <Section id="order-addresses" title={t('order.addresses')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <h3 className="font-semibold">{t('order.shippingAddress')}</h3>
              {o.shippingAddress ? (
                <AddressBlock a={o.shippingAddress} />
              ) : (
                <p>{t('order.virtual')}</p>
              )}
              {o.shippingTitle ? <p className="mt-2 text-sm">{o.shippingTitle}</p> : null}
            </div>
            {o.totals ? (
              <div>
                <h3 className="font-semibold">{t('order.billingAddress')}</h3>
                <AddressBlock a={o.billingAddress} />
              </div>
            ) : null}
          </div>
        </Section>
        {o.payment ? (
          <Section id="order-payment" title={t('order.payment')}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4">
              <dt>{t('order.method')}</dt>
              <dd>{paymentMethodLabel(t, o.payment.method)}</dd>
              <dt>{t('order.paymentStatus')}</dt>
              <dd>{t(('paymentStatus.' + o.payment.status) as TextKey)}</dd>
              <dt>{t('order.providerRef')}</dt>
              <dd translate="no">{o.payment.providerRef || '—'}</dd>
              <dt>{t('order.amount')}</dt>
              <dd>{formatMoney(language, o.payment.amountCents)}</dd>
            </dl>
            {o.refunds.length > 0 ? (
              <>
                <h3 className="mt-3 font-semibold">{t('order.refunds')}</h3>
                <ul>
                  {o.refunds.map((r) => (
                    <li key={r.id}>
                      {formatMoney(language, r.amountCents)} ·{' '}
                      {t(('refundState.' + r.state) as TextKey)}
                      {r.reason ? ' · ' + r.reason : ''}
                      {r.creditNote ? ' · ' + r.creditNote : ''}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Section>
        ) : null}
        <Section id="order-shipments" title={t('order.shipments')}>
          {o.shipments.length === 0 ? <p>{t('order.noShipments')}</p> : null}
          <ul className="space-y-3">
            {o.shipments.map((s) => (
              <li key={s.number}>
                <span className="font-medium">{s.number}</span> · {s.title || s.carrier} ·{' '}
                <span translate="no">{s.tracking}</span>
                <span className="block text-sm">
                  {t('order.shippedAt', { at: formatTime(language, s.shippedAt) })}
                  {s.deliveredAt
                    ? ' · ' + t('order.deliveredAt', { at: formatTime(language, s.deliveredAt) })
                    : ''}
                </span>
                <a
                  className="text-forest-800 underline underline-offset-2"
                  href={'/admin/api/packing-slip/' + s.number}
                  download
                  aria-label={t('order.packingSlipOf', { shipment: s.number })}
                >
                  {t('order.packingSlip')}
                </a>
                {can(staff, 'orders.write') && !s.deliveredAt ? (
                  <Delivered shipment={s.number} number={o.number} onDone={setDone} />
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
        {o.documents.length > 0 ? (
          <Section id="order-documents" title={t('order.documents')}>
            <ul>
              {o.documents.map((d) => {
                const base = `/admin/api/orders/${o.number}/documents/${d.id}/`
                const name =
                  t(d.kind === 'invoice' ? 'order.invoice' : 'order.creditNote') + ' ' + d.number
                return (
                  <li key={d.number} className="mb-2">
                    {name} · {formatTime(language, d.issuedAt)} ·{' '}
                    {formatMoney(language, d.grandTotalCents)}
                    <span className="block">
                      <a
                        className={linkClassName}
                        href={base + 'pdf'}
                        download
                        aria-label={t('order.document.pdfOf', { name })}
                      >
                        {t('order.document.pdf')}
                      </a>
                      {d.eInvoice ? (
                        <>
                          {' · '}
                          <a
                            className={linkClassName}
                            href={base + 'e-invoice'}
                            download
                            aria-label={t('order.document.xmlOf', { name })}
                          >
                            {t('order.document.xml')}
                          </a>
                        </>
                      ) : null}
                    </span>
                  </li>
                )
              })}
            </ul>
          </Section>
        ) : null}
        {can(staff, 'orders.write') || o.notes.length > 0 ? (
          <Notes o={o} canWrite={can(staff, 'orders.write')} onDone={setDone} />
        ) : null}
        {o.mails.length > 0 ? (
          <OrderMails o={o} canWrite={can(staff, 'orders.write')} onDone={setDone} />
        ) : null}
        {o.trail.length > 0 ? (
          <Section id="order-trail" title={t('order.trail')}>
            <ol className="space-y-2">
              {o.trail.map((e) => (
                <li key={e.id}>
                  <span className="text-sm text-stone-700">
                    {formatTime(language, e.at)} · {e.staffName ?? e.actor}
                  </span>
                  <span className="block">
                    {e.operation}
                    {e.outcome === 'REFUSED' ? ' · ' + t('audit.refused') : ''}
                    {e.changes
                      .map(
                        (c) =>
                          ' · ' + c.field + ': ' + (c.before ?? '—') + ' → ' + (c.after ?? '—'),
                      )
                      .join('')}
                  </span>
                </li>
              ))}
            </ol>
          </Section>
        ) : null}
        <Section id="order-history" title={t('order.history')}>
          <ol className="space-y-2">
            {o.history.map((h, i) => (
              <li key={String(i) + h.at}>
                <span className="text-sm text-stone-700">{formatTime(language, h.at)}</span>
                <span className="block">{h.comment || t(('status.' + h.status) as TextKey)}</span>
              </li>
            ))}
          </ol>
        </Section>
      </div>
    </div>
  )
}

/** Runs a mutation of the order and shows the order as it answered. */
function useOrderAction<V extends object>(
  number: string,
  mutation: string,
  onDone: (msg: string) => void,
  doneText: string,
) {
  const client = useQueryClient()
  return useMutation({
    // The order's number is $n of every mutation but markDelivered's, which names the shipment.
    mutationFn: (variables: V) =>
      gql<Record<string, OrderDetail>>(
        mutation,
        mutation.includes('$n:')
          ? { n: number, ...variables }
          : ({ ...variables } as Record<string, unknown>),
      ),
    onSuccess: (data) => {
      const o = Object.values(data)[0]
      client.setQueryData(['admin', 'order', number], { order: o })
      void client.invalidateQueries({ queryKey: ['admin', 'orders'] })
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] })
      onDone(doneText)
    },
  })
}

function Actions({
  o,
  onDone,
  canWrite,
  canRefund,
}: {
  o: OrderDetail
  onDone: (msg: string) => void
  canWrite: boolean
  canRefund: boolean
}) {
  const { t } = useText()
  const [open, setOpen] = useState<'' | 'paid' | 'ship' | 'cancel' | 'refund'>('')
  const close = () => {
    setOpen('')
  }
  const finished = (msg: string) => {
    close()
    onDone(msg)
  }
  const paid = useOrderAction<Record<string, never>>(
    o.number,
    `mutation($n: String!) { markOrderPaid(number: $n) { ${orderFields} } }`,
    finished,
    t('order.paid.done'),
  )
  const [carrier, setCarrier] = useState('dhl')
  const [title, setTitle] = useState('DHL Paket')
  const [tracking, setTracking] = useState('')
  // What is left of each item to ship, as the parcel's quantities.
  const left = (it: OrderDetail['items'][number]) => it.qtyOrdered - it.qtyCanceled - it.qtyShipped
  const [shipQty, setShipQty] = useState<Record<string, string>>({})
  const ship = useOrderAction<{
    input: {
      carrier: string
      title: string
      tracking: string
      items: { itemId: string; qty: number }[]
    }
  }>(
    o.number,
    `mutation($n: String!, $input: ShipInput!) { shipOrder(number: $n, input: $input) { ${orderFields} } }`,
    finished,
    t('order.ship.done'),
  )
  const [reason, setReason] = useState('')
  const cancel = useOrderAction<{ reason: string }>(
    o.number,
    `mutation($n: String!, $reason: String!) { cancelOrder(number: $n, reason: $reason) { ${orderFields} } }`,
    finished,
    t('order.cancel.done'),
  )
  const [amount, setAmount] = useState('')
  const [refundReason, setRefundReason] = useState('')
  const [refundBy, setRefundBy] = useState<'amount' | 'items'>('amount')
  const [refundUnits, setRefundUnits] = useState<Record<string, string>>({})
  const [refundShipping, setRefundShipping] = useState(false)
  const refund = useOrderAction<{
    input: {
      amountCents?: number
      items?: { itemId: string; units: number }[]
      shipping?: boolean
      reason: string
    }
  }>(
    o.number,
    `mutation($n: String!, $input: RefundInput!) { refundOrder(number: $n, input: $input) { ${orderFields} } }`,
    finished,
    t('order.refund.done'),
  )
  const unpaidTransfer = o.status === 'pending_payment' && o.paymentMethod === 'banktransfer'
  const shippable = o.status === 'processing'
  const cancellable =
    (o.status === 'pending_payment' || o.status === 'processing') && o.shipments.length === 0
  const refundable = o.payment?.status === 'paid' && o.status !== 'closed'
  if (!canWrite && !canRefund) return null
  return (
    <div className="mb-6 flex flex-wrap gap-3">
      {canWrite && unpaidTransfer ? (
        <button
          type="button"
          className={buttonClassName}
          onClick={() => {
            setOpen('paid')
          }}
        >
          {t('order.paid.action')}
        </button>
      ) : null}
      {canWrite && shippable ? (
        <button
          type="button"
          className={buttonClassName}
          onClick={() => {
            setShipQty({})
            ship.reset()
            setOpen('ship')
          }}
        >
          {t('order.ship.action')}
        </button>
      ) : null}
      {canRefund && refundable ? (
        <button
          type="button"
          className={secondaryButtonClassName}
          onClick={() => {
            setRefundUnits({})
            refund.reset()
            setOpen('refund')
          }}
        >
          {t('order.refund.action')}
        </button>
      ) : null}
      {canWrite && cancellable ? (
        <button
          type="button"
          className={secondaryButtonClassName}
          onClick={() => {
            setOpen('cancel')
          }}
        >
          {t('order.cancel.action')}
        </button>
      ) : null}

      <ActionDialog title={t('order.paid.title')} open={open === 'paid'} onClose={close} alert>
        <p className="mb-4">{t('order.paid.confirm', { number: o.number })}</p>
        <ErrorNote error={paid.error} />
        <div className="flex gap-3">
          <button
            type="button"
            className={buttonClassName}
            onClick={() => {
              paid.mutate({})
            }}
          >
            {t('order.paid.action')}
          </button>
          <button type="button" className={secondaryButtonClassName} onClick={close}>
            {t('dialog.cancel')}
          </button>
        </div>
      </ActionDialog>

      <ActionDialog title={t('order.ship.title')} open={open === 'ship'} onClose={close}>
        <form
          onSubmit={(e: SyntheticEvent) => {
            e.preventDefault()
            const items = o.items
              .filter((it) => left(it) > 0)
              .map((it) => ({ itemId: it.id, qty: Number(shipQty[it.id] ?? left(it)) }))
              .filter((it) => it.qty !== 0)
            ship.mutate({ input: { carrier, title, tracking, items } })
          }}
          noValidate
        >
          <p className="mb-4">{t('order.ship.intro')}</p>
          <QuantityTable
            caption={t('order.ship.items')}
            items={o.items.filter((it) => left(it) > 0)}
            max={left}
            values={shipQty}
            onChange={setShipQty}
            error={fieldError(ship.error, 'items')}
          />
          <ErrorNote
            error={ship.error instanceof ApiError && ship.error.field ? null : ship.error}
          />
          <Field
            label={t('order.ship.carrier')}
            value={carrier}
            onChange={(e) => {
              setCarrier(e.target.value)
            }}
            error={fieldError(ship.error, 'carrier')}
          />
          <Field
            label={t('order.ship.carrierTitle')}
            value={title}
            onChange={(e) => {
              setTitle(e.target.value)
            }}
            error={fieldError(ship.error, 'title')}
          />
          <Field
            label={t('order.ship.tracking')}
            value={tracking}
            onChange={(e) => {
              setTracking(e.target.value)
            }}
            error={fieldError(ship.error, 'tracking')}
            required
          />
          <FormButtons
            submit={t('order.ship.submit')}
            cancel={t('dialog.cancel')}
            onCancel={close}
          />
        </form>
      </ActionDialog>

      <ActionDialog title={t('order.cancel.title')} open={open === 'cancel'} onClose={close} alert>
        <form
          onSubmit={(e: SyntheticEvent) => {
            e.preventDefault()
            cancel.mutate({ reason })
          }}
          noValidate
        >
          <p className="mb-4">{t('order.cancel.confirm')}</p>
          <ErrorNote
            error={cancel.error instanceof ApiError && cancel.error.field ? null : cancel.error}
          />
          <Field
            label={t('order.cancel.reason')}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value)
            }}
            error={fieldError(cancel.error, 'reason')}
          />
          <FormButtons
            submit={t('order.cancel.submit')}
            cancel={t('dialog.keep')}
            onCancel={close}
          />
        </form>
      </ActionDialog>

      <ActionDialog title={t('order.refund.title')} open={open === 'refund'} onClose={close} alert>
        <form
          onSubmit={(e: SyntheticEvent) => {
            e.preventDefault()
            if (refundBy === 'items') {
              const items = o.items
                .map((it) => ({ itemId: it.id, units: Number(refundUnits[it.id] ?? '0') }))
                .filter((it) => it.units !== 0)
              refund.mutate({ input: { items, shipping: refundShipping, reason: refundReason } })
              return
            }
            const cents = Math.round(Number(amount.replace(',', '.')) * 100)
            refund.mutate({
              input: { amountCents: Number.isFinite(cents) ? cents : 0, reason: refundReason },
            })
          }}
          noValidate
        >
          <p className="mb-4">{t('order.refund.intro')}</p>
          <ErrorNote
            error={refund.error instanceof ApiError && refund.error.field ? null : refund.error}
          />
          <fieldset className="mb-4">
            <legend className={labelClassName}>{t('order.refund.by')}</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {(['amount', 'items'] as const).map((by) => (
                <label key={by} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="refund-by"
                    className="size-5 accent-forest-700"
                    checked={refundBy === by}
                    onChange={() => {
                      setRefundBy(by)
                    }}
                  />
                  {t(by === 'amount' ? 'order.refund.byAmount' : 'order.refund.byItems')}
                </label>
              ))}
            </div>
          </fieldset>
          {refundBy === 'amount' ? (
            <Field
              label={t('order.refund.amount')}
              inputMode="decimal"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value)
              }}
              error={fieldError(refund.error, 'amount')}
            />
          ) : (
            <>
              <QuantityTable
                caption={t('order.refund.items')}
                items={o.items.filter((it) => it.qtyOrdered > it.qtyCanceled)}
                max={(it) => it.qtyOrdered - it.qtyCanceled}
                initial={0}
                values={refundUnits}
                onChange={setRefundUnits}
                error={fieldError(refund.error, 'items')}
              />
              <label className="mb-4 flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-forest-700"
                  checked={refundShipping}
                  onChange={(e) => {
                    setRefundShipping(e.target.checked)
                  }}
                />
                {t('order.refund.shipping')}
              </label>
            </>
          )}
          <Field
            label={t('order.refund.reason')}
            value={refundReason}
            onChange={(e) => {
              setRefundReason(e.target.value)
            }}
            error={fieldError(refund.error, 'reason')}
          />
          <FormButtons
            submit={t('order.refund.submit')}
            cancel={t('dialog.cancel')}
            onCancel={close}
          />
        </form>
      </ActionDialog>
    </div>
  )
}

function Delivered({
  shipment,
  number,
  onDone,
}: {
  shipment: string
  number: string
  onDone: (msg: string) => void
}) {
  const { t } = useText()
  const action = useOrderAction<{ s: string }>(
    number,
    `mutation($s: String!) { markDelivered(shipment: $s) { ${orderFields} } }`,
    onDone,
    t('order.delivered.done'),
  )
  return (
    <>
      <button
        type="button"
        className={secondaryButtonClassName + ' ml-3'}
        onClick={() => {
          action.mutate({ s: shipment })
        }}
      >
        {t('order.delivered.action')}
      </button>
      <ErrorNote error={action.error} />
    </>
  )
}

/** Each item with a quantity to enter, from 0 to its max, for a shipment or a refund. */
function QuantityTable({
  caption,
  items,
  max,
  initial,
  values,
  onChange,
  error,
}: {
  caption: string
  items: OrderDetail['items']
  max: (it: OrderDetail['items'][number]) => number
  /** The quantity before anything is entered; the max when not given. */
  initial?: number
  values: Record<string, string>
  onChange: (v: Record<string, string>) => void
  error?: string | undefined
}) {
  const { t } = useText()
  const errorId = useId()
  return (
    <div className="mb-4">
      <table className="w-full text-left" aria-describedby={error ? errorId : undefined}>
        <caption className={labelClassName + ' caption-top text-left'}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('order.item')}</th>
            <th scope="col" className="w-24 text-right">
              {t('order.qty')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((it) => (
            <tr key={it.id} className="border-t border-stone-200">
              <td className="py-1">
                {it.name}
                <span className="block text-sm text-stone-700">{it.sku}</span>
              </td>
              <td className="py-1">
                <input
                  type="number"
                  min={0}
                  max={max(it)}
                  inputMode="numeric"
                  className={inputClassName + ' text-right'}
                  aria-label={t('order.qtyOf', { name: it.name, max: max(it) })}
                  aria-invalid={error ? true : undefined}
                  value={values[it.id] ?? String(initial ?? max(it))}
                  onChange={(e) => {
                    onChange({ ...values, [it.id]: e.target.value })
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Staff's internal notes on the order, and a form to add one. */
function Notes({
  o,
  canWrite,
  onDone,
}: {
  o: OrderDetail
  canWrite: boolean
  onDone: (msg: string) => void
}) {
  const { t, language } = useText()
  const id = useId()
  const [note, setNote] = useState('')
  const add = useOrderAction<{ note: string }>(
    o.number,
    `mutation($n: String!, $note: String!) { addOrderNote(number: $n, note: $note) { ${orderFields} } }`,
    (msg) => {
      setNote('')
      onDone(msg)
    },
    t('order.note.done'),
  )
  const error = fieldError(add.error, 'note')
  return (
    <Section id="order-notes" title={t('order.notes')}>
      <p className="mb-3 text-sm text-stone-700">{t('order.notes.hint')}</p>
      {o.notes.length === 0 ? <p className="mb-3">{t('order.notes.none')}</p> : null}
      <ol className="mb-4 space-y-3">
        {o.notes.map((n) => (
          <li key={n.id}>
            <span className="text-sm text-stone-700">
              {formatTime(language, n.createdAt)} · {n.author}
            </span>
            <span className="block whitespace-pre-line">{n.body}</span>
          </li>
        ))}
      </ol>
      {canWrite ? (
        <form
          onSubmit={(e: SyntheticEvent) => {
            e.preventDefault()
            add.mutate({ note })
          }}
          noValidate
        >
          <ErrorNote error={add.error instanceof ApiError && add.error.field ? null : add.error} />
          <label htmlFor={id} className={labelClassName}>
            {t('order.note.label')}
          </label>
          <textarea
            id={id}
            rows={3}
            maxLength={2000}
            className={inputClassName}
            value={note}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? id + '-error' : undefined}
            onChange={(e) => {
              setNote(e.target.value)
            }}
          />
          {error ? (
            <p id={id + '-error'} className="mt-1 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <button type="submit" className={buttonClassName + ' mt-3'}>
            {t('order.note.submit')}
          </button>
        </form>
      ) : null}
    </Section>
  )
}

/** The mails about the order, each to send once more. */
function OrderMails({
  o,
  canWrite,
  onDone,
}: {
  o: OrderDetail
  canWrite: boolean
  onDone: (msg: string) => void
}) {
  const { t, language } = useText()
  const [again, setAgain] = useState<OrderDetail['mails'][number] | null>(null)
  const send = useOrderAction<{ m: string }>(
    o.number,
    `mutation($n: String!, $m: ID!) { sendOrderMailAgain(number: $n, mailId: $m) { ${orderFields} } }`,
    (msg) => {
      setAgain(null)
      onDone(msg)
    },
    t('order.mails.again.done'),
  )
  return (
    <Section id="order-mails" title={t('order.mails')}>
      <ul className="space-y-3">
        {o.mails.map((m) => (
          <li key={m.id}>
            <span className="text-sm text-stone-700">
              {formatTime(language, m.createdAt)} · {t(('mailState.' + m.state) as TextKey)} ·{' '}
              {m.to.join(', ')}
            </span>
            <span className="block">{m.subject}</span>
            {canWrite ? (
              <button
                type="button"
                className={secondaryButtonClassName + ' mt-1'}
                aria-label={t('order.mails.againOf', { subject: m.subject })}
                onClick={() => {
                  send.reset()
                  setAgain(m)
                }}
              >
                {t('order.mails.again')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <ActionDialog
        title={t('order.mails.again.title')}
        open={again !== null}
        onClose={() => {
          setAgain(null)
        }}
        alert
      >
        <p className="mb-4">
          {t('order.mails.again.confirm', {
            subject: again?.subject ?? '',
            to: again?.to.join(', ') ?? '',
          })}
        </p>
        <ErrorNote error={send.error} />
        <div className="flex gap-3">
          <button
            type="button"
            className={buttonClassName}
            onClick={() => {
              if (again) send.mutate({ m: again.id })
            }}
          >
            {t('order.mails.again')}
          </button>
          <button
            type="button"
            className={secondaryButtonClassName}
            onClick={() => {
              setAgain(null)
            }}
          >
            {t('dialog.cancel')}
          </button>
        </div>
      </ActionDialog>
    </Section>
  )
}
