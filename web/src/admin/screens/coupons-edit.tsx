import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { BerlinPeriod } from '../components/berlin-period'
import { ActionDialog, ConfirmButtons } from '../components/dialog'
import {
  buttonClassName,
  ErrorNote,
  Field,
  labelClassName,
  linkClassName,
  Loading,
  PageTitle,
  secondaryButtonClassName,
  Section,
  StatusBadge,
} from '../components/ui'
import { ApiError, fieldErrors, gql } from '../lib/api'
import { centsFromText, textFromCents } from '../lib/money'
import { useProductChoices, type Localized } from '../lib/products'
import { formatMoney, formatTime, languages, useText, type TextKey } from '../lib/text'
import type { CouponStatus, CouponType } from './coupons'

interface Batch {
  id: string
  prefix: string
  quantity: number
  used: number
  createdAt: string
  csvUrl: string
}

interface Coupon {
  id: string
  code: string
  type: CouponType
  amount: number
  label: Localized
  minSubtotal: number
  validFrom: string | null
  validUntil: string | null
  usageLimit: number
  perCustomerLimit: number
  timesUsed: number
  categoryIds: string[]
  skuPrefix: string
  combinable: boolean
  active: boolean
  status: CouponStatus
  ruleId: string | null
  ruleCode: string | null
  batches: Batch[]
  codesUsed: number
}

interface CouponUse {
  code: string
  orderNumber: string
  at: string
  customer: string
  email: string
  discount: number
}

const couponFields = `id code type amount label { de en fr } minSubtotal validFrom validUntil usageLimit perCustomerLimit timesUsed
  categoryIds skuPrefix combinable active status ruleId ruleCode batches { id prefix quantity used createdAt csvUrl } codesUsed`

/** The form's values, as typed. */
interface Form {
  code: string
  type: CouponType
  amount: string
  label: Localized
  minSubtotal: string
  validFrom: string
  validUntil: string
  usageLimit: string
  perCustomerLimit: string
  categoryIds: string[]
  skuPrefix: string
  combinable: boolean
  active: boolean
}

const types: CouponType[] = ['PERCENT', 'FIXED', 'FREE_SHIPPING']

function formOf(c: Coupon | null, language: string): Form {
  if (!c)
    return {
      code: '',
      type: 'PERCENT',
      amount: '',
      label: { de: '', en: '', fr: '' },
      minSubtotal: '',
      validFrom: '',
      validUntil: '',
      usageLimit: '0',
      perCustomerLimit: '0',
      categoryIds: [],
      skuPrefix: '',
      combinable: false,
      active: true,
    }
  return {
    code: c.code,
    type: c.type,
    amount:
      c.type === 'FREE_SHIPPING'
        ? ''
        : c.type === 'PERCENT'
          ? textFromCents(c.amount, language).replace(/[.,]00$/, '') // "10" rather than "10,00"
          : textFromCents(c.amount, language),
    label: { ...c.label },
    minSubtotal: c.minSubtotal > 0 ? textFromCents(c.minSubtotal, language) : '',
    validFrom: c.validFrom ?? '',
    validUntil: c.validUntil ?? '',
    usageLimit: String(c.usageLimit),
    perCustomerLimit: String(c.perCustomerLimit),
    categoryIds: [...c.categoryIds],
    skuPrefix: c.skuPrefix,
    combinable: c.combinable,
    active: c.active,
  }
}

/** A whole number typed in a field, or null. */
function count(text: string): number | null {
  const s = text.trim()
  if (s === '') return 0
  return /^\d{1,10}$/.test(s) ? Number(s) : null
}

/**
 * One coupon: every rule the cart applies (what it takes off, the minimum
 * subtotal, its days, its limits, its scope, whether it combines), its
 * switch, its deletion while no order used it, its batches of single-use
 * codes with their CSV, and the orders that used it.
 */
export function CouponScreen() {
  const { id = 'new' } = useParams()
  const isNew = id === 'new'
  const { t, language } = useText()
  const detail = useQuery({
    queryKey: ['admin', 'coupon', id],
    queryFn: () =>
      gql<{ coupon: Coupon | null }>(`query($id: ID!) { coupon(id: $id) { ${couponFields} } }`, {
        id,
      }).then((d) => d.coupon),
    enabled: !isNew,
  })
  if (!isNew && detail.isPending) return <Loading />
  if (!isNew && detail.error) return <ErrorNote error={detail.error} />
  if (!isNew && !detail.data)
    return (
      <div>
        <PageTitle>{t('coupons.notFound')}</PageTitle>
        <Link to="/coupons" className={linkClassName}>
          {t('coupons.back')}
        </Link>
      </div>
    )
  const coupon = detail.data ?? null
  return <CouponEditor key={(coupon?.id ?? 'new') + language} coupon={coupon} />
}

function CouponEditor({ coupon }: { coupon: Coupon | null }) {
  const { t, language } = useText()
  const client = useQueryClient()
  const navigate = useNavigate()
  const choices = useProductChoices()
  const [form, setForm] = useState<Form>(() => formOf(coupon, language))
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({})
  const [done, setDone] = useState('')
  const [confirmDelete, setConfirmDelete] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const set = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }))
  }
  const save = useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      gql<{ saveCoupon: Coupon }>(
        `mutation($id: ID, $in: CouponInput!) { saveCoupon(id: $id, input: $in) { ${couponFields} } }`,
        { id: coupon?.id ?? null, in: input },
      ).then((d) => d.saveCoupon),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: ['admin', 'coupons'] })
      client.setQueryData(['admin', 'coupon', saved.id], saved)
      if (!coupon) void navigate('/coupons/' + saved.id, { replace: true })
      else {
        setForm(formOf(saved, language))
        setDone(t('coupons.saved'))
      }
    },
  })
  const errors = { ...fieldErrors(save.error), ...clientErrors }
  useEffect(() => {
    if (save.error || Object.keys(clientErrors).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
  }, [save.error, clientErrors])
  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    setDone('')
    const errs: Record<string, string> = {}
    const amount = form.type === 'FREE_SHIPPING' ? 0 : centsFromText(form.amount)
    if (amount === null) errs.amount = t('coupons.error.number')
    const minSubtotal = centsFromText(form.minSubtotal) ?? (form.minSubtotal.trim() ? null : 0)
    if (minSubtotal === null) errs.minSubtotal = t('coupons.error.number')
    const usageLimit = count(form.usageLimit)
    if (usageLimit === null) errs.usageLimit = t('coupons.error.whole')
    const perCustomerLimit = count(form.perCustomerLimit)
    if (perCustomerLimit === null) errs.perCustomerLimit = t('coupons.error.whole')
    setClientErrors(errs)
    if (Object.keys(errs).length > 0) {
      save.reset()
      return
    }
    save.mutate({
      code: form.code,
      type: form.type,
      amount,
      label: form.label,
      minSubtotal,
      validFrom: form.validFrom || null,
      validUntil: form.validUntil || null,
      usageLimit,
      perCustomerLimit,
      categoryIds: form.categoryIds,
      skuPrefix: form.skuPrefix,
      combinable: form.combinable,
      active: form.active,
    })
  }
  const toggle = useMutation({
    mutationFn: (active: boolean) =>
      gql<{ setCouponActive: Coupon }>(
        `mutation($id: ID!, $a: Boolean!) { setCouponActive(id: $id, active: $a) { ${couponFields} } }`,
        { id: coupon?.id, a: active },
      ).then((d) => d.setCouponActive),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: ['admin', 'coupons'] })
      client.setQueryData(['admin', 'coupon', saved.id], saved)
      setForm((f) => ({ ...f, active: saved.active }))
      setDone(saved.active ? t('coupons.enabled') : t('coupons.disabled'))
    },
  })
  const remove = useMutation({
    mutationFn: () => gql(`mutation($id: ID!) { deleteCoupon(id: $id) }`, { id: coupon?.id }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'coupons'] })
      void navigate('/coupons')
    },
  })
  const used = (coupon?.timesUsed ?? 0) + (coupon?.codesUsed ?? 0) > 0
  const title = coupon ? t('coupons.editTitle', { code: coupon.code }) : t('coupons.newTitle')
  const amountLabel =
    form.type === 'PERCENT' ? t('coupons.field.percent') : t('coupons.field.amountEuro')
  return (
    <div>
      <p className="mb-2">
        <Link to="/coupons" className={linkClassName}>
          {t('coupons.back')}
        </Link>
      </p>
      <PageTitle
        actions={
          coupon ? (
            <StatusBadge>{t(('coupons.status.' + coupon.status) as TextKey)}</StatusBadge>
          ) : undefined
        }
      >
        {title}
      </PageTitle>
      <p role="status" className="mb-2 text-forest-800">
        {done}
      </p>
      <div className="space-y-6">
        <form ref={formRef} noValidate onSubmit={submit}>
          <Section id="coupon-rule" title={t('coupons.rule')}>
            <div className="grid gap-x-6 sm:grid-cols-2">
              <Field
                label={t('coupons.field.code')}
                value={form.code}
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={32}
                hint={used ? t('coupons.codeFixed') : t('coupons.codeHint')}
                readOnly={used}
                error={errors.code}
                onChange={(e) => {
                  set({ code: e.target.value })
                }}
              />
              <fieldset className="mb-4">
                <legend className={labelClassName}>{t('coupons.field.type')}</legend>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {types.map((ty) => (
                    <label key={ty} className="flex min-h-11 items-center gap-2">
                      <input
                        type="radio"
                        name="coupon-type"
                        className="size-5 accent-forest-700"
                        checked={form.type === ty}
                        onChange={() => {
                          set({ type: ty })
                        }}
                      />
                      {t(('coupons.type.' + ty) as TextKey)}
                    </label>
                  ))}
                </div>
                {errors.type ? <p className="mt-1 text-sm text-red-800">{errors.type}</p> : null}
              </fieldset>
              {form.type !== 'FREE_SHIPPING' ? (
                <Field
                  label={amountLabel}
                  inputMode="decimal"
                  value={form.amount}
                  error={errors.amount}
                  onChange={(e) => {
                    set({ amount: e.target.value })
                  }}
                />
              ) : null}
              <Field
                label={t('coupons.field.minSubtotal')}
                inputMode="decimal"
                hint={t('coupons.minSubtotalHint')}
                value={form.minSubtotal}
                error={errors.minSubtotal}
                onChange={(e) => {
                  set({ minSubtotal: e.target.value })
                }}
              />
            </div>
            <fieldset className="mb-2">
              <legend className="mb-1 font-medium">{t('coupons.labels')}</legend>
              <div className="grid gap-x-6 sm:grid-cols-3">
                {languages.map((l) => (
                  <Field
                    key={l}
                    label={t(('coupons.labelIn.' + l) as TextKey)}
                    value={form.label[l]}
                    maxLength={100}
                    error={errors['label.' + l]}
                    onChange={(e) => {
                      set({ label: { ...form.label, [l]: e.target.value } })
                    }}
                  />
                ))}
              </div>
            </fieldset>
            <BerlinPeriod
              kind="date"
              legend={t('coupons.validity')}
              from={{
                label: t('coupons.field.validFrom'),
                value: form.validFrom,
                error: errors.validFrom,
              }}
              to={{
                label: t('coupons.field.validUntil'),
                value: form.validUntil,
                error: errors.validUntil,
              }}
              onFrom={(v) => {
                set({ validFrom: v })
              }}
              onTo={(v) => {
                set({ validUntil: v })
              }}
            />
            <fieldset className="mb-2">
              <legend className="mb-1 font-medium">{t('coupons.limits')}</legend>
              <div className="grid gap-x-6 sm:grid-cols-2">
                <Field
                  label={t('coupons.field.usageLimit')}
                  inputMode="numeric"
                  hint={t('coupons.limitHint')}
                  value={form.usageLimit}
                  error={errors.usageLimit}
                  onChange={(e) => {
                    set({ usageLimit: e.target.value })
                  }}
                />
                <Field
                  label={t('coupons.field.perCustomerLimit')}
                  inputMode="numeric"
                  hint={t('coupons.perCustomerHint')}
                  value={form.perCustomerLimit}
                  error={errors.perCustomerLimit}
                  onChange={(e) => {
                    set({ perCustomerLimit: e.target.value })
                  }}
                />
              </div>
            </fieldset>
            <fieldset className="mb-4">
              <legend className="mb-1 font-medium">{t('coupons.scope')}</legend>
              <Field
                label={t('coupons.field.skuPrefix')}
                hint={t('coupons.skuPrefixHint')}
                value={form.skuPrefix}
                spellCheck={false}
                maxLength={32}
                error={errors.skuPrefix}
                onChange={(e) => {
                  set({ skuPrefix: e.target.value })
                }}
              />
              <CategoryChoice
                selected={form.categoryIds}
                categories={choices.data?.categories ?? []}
                error={errors.categoryIds}
                onChange={(ids) => {
                  set({ categoryIds: ids })
                }}
              />
            </fieldset>
            <div className="mb-4 grid gap-1">
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-forest-700"
                  checked={form.combinable}
                  onChange={(e) => {
                    set({ combinable: e.target.checked })
                  }}
                />
                {t('coupons.field.combinable')}
              </label>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-forest-700"
                  checked={form.active}
                  onChange={(e) => {
                    set({ active: e.target.checked })
                  }}
                />
                {t('coupons.field.active')}
              </label>
            </div>
            <ErrorNote
              error={save.error instanceof ApiError && save.error.field ? null : save.error}
            />
            {Object.keys(errors).length > 0 ? (
              <p className="mb-3 text-red-800">{t('coupons.fixFields')}</p>
            ) : null}
            <button type="submit" className={buttonClassName} disabled={save.isPending}>
              {coupon ? t('coupons.save') : t('coupons.create')}
            </button>
          </Section>
        </form>
        {coupon ? (
          <>
            <Section id="coupon-switch" title={t('coupons.switchTitle')}>
              <p className="mb-3">{used ? t('coupons.usedNote') : t('coupons.unusedNote')}</p>
              <ErrorNote error={toggle.error} />
              <div className="flex flex-wrap gap-3">
                <button
                  type="button"
                  className={secondaryButtonClassName}
                  onClick={() => {
                    setDone('')
                    toggle.mutate(!coupon.active)
                  }}
                >
                  {coupon.active ? t('coupons.disable') : t('coupons.enable')}
                </button>
                {!used ? (
                  <button
                    type="button"
                    className={secondaryButtonClassName}
                    onClick={() => {
                      remove.reset()
                      setConfirmDelete(true)
                    }}
                  >
                    {t('coupons.delete')}
                  </button>
                ) : null}
              </div>
            </Section>
            <BatchSection coupon={coupon} />
            <UsesSection coupon={coupon} />
          </>
        ) : null}
      </div>
      <ActionDialog
        title={t('coupons.deleteTitle')}
        open={confirmDelete}
        alert
        onClose={() => {
          setConfirmDelete(false)
        }}
      >
        <p className="mb-4">{t('coupons.deleteText', { code: coupon?.code ?? '' })}</p>
        <ErrorNote error={remove.error} />
        <ConfirmButtons
          confirm={t('coupons.delete')}
          cancel={t('dialog.cancel')}
          busy={remove.isPending}
          onConfirm={() => {
            remove.mutate()
          }}
          onCancel={() => {
            setConfirmDelete(false)
          }}
        />
      </ActionDialog>
    </div>
  )
}

/** The categories a coupon is limited to, as checkboxes by the tree's order. */
function CategoryChoice({
  selected,
  categories,
  error,
  onChange,
}: {
  selected: string[]
  categories: { id: string; name: string; path: string; level: number }[]
  error: string | undefined
  onChange: (ids: string[]) => void
}) {
  const { t } = useText()
  return (
    <fieldset aria-describedby="coupon-categories-hint">
      <legend className={labelClassName}>{t('coupons.field.categories')}</legend>
      <p id="coupon-categories-hint" className="mt-1 text-sm text-stone-700">
        {t('coupons.categoriesHint', { count: selected.length })}
      </p>
      {error ? <p className="mt-1 text-sm text-red-800">{error}</p> : null}
      <div className="mt-2 max-h-64 overflow-auto rounded-md border border-stone-300 p-2">
        {categories
          .filter((c) => c.level > 1)
          .map((c) => (
            <label
              key={c.id}
              className="flex min-h-11 items-center gap-2"
              style={{ paddingLeft: `${String((c.level - 2) * 1.25)}rem` }}
            >
              <input
                type="checkbox"
                className="size-5 accent-forest-700"
                checked={selected.includes(c.id)}
                onChange={(e) => {
                  onChange(
                    e.target.checked ? [...selected, c.id] : selected.filter((x) => x !== c.id),
                  )
                }}
              />
              {c.name}
            </label>
          ))}
      </div>
    </fieldset>
  )
}

/** A rule's batches of single-use codes: make one, download each as CSV. */
function BatchSection({ coupon }: { coupon: Coupon }) {
  const { t, language } = useText()
  const client = useQueryClient()
  const [prefix, setPrefix] = useState(coupon.code.slice(0, 21))
  const [quantity, setQuantity] = useState('100')
  const [clientError, setClientError] = useState('')
  const [done, setDone] = useState('')
  const make = useMutation({
    mutationFn: (v: { prefix: string; quantity: number }) =>
      gql<{ generateCouponBatch: Batch }>(
        `mutation($id: ID!, $p: String!, $n: Int!) { generateCouponBatch(id: $id, prefix: $p, quantity: $n) { id quantity prefix } }`,
        { id: coupon.id, p: v.prefix, n: v.quantity },
      ).then((d) => d.generateCouponBatch),
    onSuccess: (b) => {
      void client.invalidateQueries({ queryKey: ['admin', 'coupon', coupon.id] })
      void client.invalidateQueries({ queryKey: ['admin', 'coupons'] })
      setDone(t('coupons.batchMade', { count: b.quantity }))
    },
  })
  const errors = fieldErrors(make.error)
  if (coupon.ruleId) {
    return (
      <Section id="coupon-batches" title={t('coupons.batches')}>
        <p>
          {t('coupons.isBatchCode')}{' '}
          <Link to={'/coupons/' + coupon.ruleId} className={linkClassName}>
            {coupon.ruleCode}
          </Link>
        </p>
      </Section>
    )
  }
  return (
    <Section id="coupon-batches" title={t('coupons.batches')}>
      <p className="mb-3">{t('coupons.batchIntro')}</p>
      <form
        noValidate
        className="flex flex-wrap items-start gap-x-4 [&>div]:min-w-40"
        onSubmit={(e) => {
          e.preventDefault()
          setDone('')
          const n = count(quantity)
          if (n === null || n === 0) {
            setClientError(t('coupons.error.whole'))
            make.reset()
            return
          }
          setClientError('')
          make.mutate({ prefix, quantity: n })
        }}
      >
        <Field
          label={t('coupons.field.prefix')}
          value={prefix}
          maxLength={21}
          spellCheck={false}
          error={errors.prefix}
          onChange={(e) => {
            setPrefix(e.target.value)
          }}
        />
        <Field
          label={t('coupons.field.quantity')}
          inputMode="numeric"
          value={quantity}
          error={clientError || errors.quantity}
          onChange={(e) => {
            setQuantity(e.target.value)
          }}
        />
        <button
          type="submit"
          className={buttonClassName + ' mt-6'}
          disabled={make.isPending}
          aria-busy={make.isPending}
        >
          {t('coupons.generate')}
        </button>
      </form>
      <p role="status" className="mb-2 text-forest-800">
        {done}
      </p>
      <ErrorNote error={make.error instanceof ApiError && make.error.field ? null : make.error} />
      {coupon.batches.length === 0 ? (
        <p>{t('coupons.noBatches')}</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {[...coupon.batches].reverse().map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                {t('coupons.batchLine', {
                  count: b.quantity,
                  prefix: b.prefix || '—',
                  used: b.used,
                  date: formatTime(language, b.createdAt),
                })}
              </span>
              <a href={b.csvUrl} download className={secondaryButtonClassName}>
                {t('coupons.downloadCsv')}
                <span className="sr-only">
                  {' '}
                  {t('coupons.batchName', { prefix: b.prefix || '—', count: b.quantity })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

/** The orders that used a coupon, with what it took off each. */
function UsesSection({ coupon }: { coupon: Coupon }) {
  const { t, language } = useText()
  const uses = useQuery({
    queryKey: ['admin', 'coupon', coupon.id, 'uses', coupon.timesUsed, coupon.codesUsed],
    queryFn: () =>
      gql<{ couponUses: CouponUse[] }>(
        `query($id: ID!) { couponUses(id: $id) { code orderNumber at customer email discount } }`,
        { id: coupon.id },
      ).then((d) => d.couponUses),
  })
  return (
    <Section id="coupon-uses" title={t('coupons.uses')}>
      <ErrorNote error={uses.error} />
      {uses.isPending ? <Loading /> : null}
      {uses.data?.length === 0 ? <p>{t('coupons.noUses')}</p> : null}
      {uses.data?.length ? (
        <div
          className="relative overflow-x-auto"
          role="region"
          aria-labelledby="coupon-uses"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
        >
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="py-2 pr-4">
                  {t('coupons.use.order')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('coupons.use.date')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('coupons.use.customer')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('coupons.use.code')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('coupons.use.discount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {uses.data.map((u) => (
                <tr key={u.orderNumber + u.code} className="border-b border-stone-200">
                  <td className="py-2 pr-4">
                    <Link to={'/orders/' + u.orderNumber} className={linkClassName}>
                      {u.orderNumber}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">{formatTime(language, u.at)}</td>
                  <td className="py-2 pr-4">
                    {u.customer}
                    <br />
                    <span className="text-sm text-stone-700">{u.email}</span>
                  </td>
                  <td className="py-2 pr-4 font-mono">{u.code}</td>
                  <td className="py-2 text-right">{formatMoney(language, u.discount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Section>
  )
}
