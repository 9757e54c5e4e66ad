import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { ActionDialog } from '../components/dialog'
import {
  ErrorNote,
  Field,
  FormButtons,
  Loading,
  PageTitle,
  secondaryButtonClassName,
  Section,
  Select,
  StatusBadge,
} from '../components/ui'
import { ApiError, fieldErrors, gql } from '../lib/api'
import { centsFromText, textFromCents } from '../lib/money'
import { formatMoney, useText, type Language } from '../lib/text'

interface Rate {
  country: string
  price: number
  freeFrom: number
  bulkySurcharge: number
  extraMinDays: number
  extraMaxDays: number
  export: boolean
  active: boolean
}

interface Method {
  id: string
  carrierTitle: string
  title: { de: string; en: string; fr: string }
  active: boolean
  rates: Rate[]
}

const methodFields = `id carrierTitle title { de en fr } active rates { country price freeFrom bulkySurcharge extraMinDays extraMaxDays export active }`

/** A country's name in the language; its code where the browser knows none. */
function countryName(language: Language, code: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

interface Editing {
  method: Method
  rate: Rate | null
}

/**
 * The shipping rates: each method's rate per country (price, the goods
 * value it is free from, the surcharge for bulky goods, the working days
 * beyond a product's delivery time), each switched on or off per country,
 * and a country added. The storefront's cart, checkout, estimate and
 * delivery window follow within seconds.
 */
export function ShippingScreen() {
  const { t, language } = useText()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [done, setDone] = useState('')
  const setup = useQuery({
    queryKey: ['admin', 'shipping'],
    queryFn: () =>
      gql<{ shipping: { countries: string[]; methods: Method[] } }>(
        `{ shipping { countries methods { ${methodFields} } } }`,
      ).then((d) => d.shipping),
  })
  return (
    <div>
      <PageTitle>{t('shipping.title')}</PageTitle>
      <p className="mb-4 max-w-3xl">{t('shipping.intro')}</p>
      <p role="status" className="mb-2 text-forest-800">
        {done}
      </p>
      <ErrorNote error={setup.error} />
      {setup.isPending ? <Loading /> : null}
      <div className="space-y-6">
        {setup.data?.methods.map((m) => {
          const missing = setup.data.countries.filter((c) => !m.rates.some((r) => r.country === c))
          const headingId = 'method-' + m.id
          return (
            <Section
              key={m.id}
              id={headingId}
              title={`${m.title[language] || m.title.de} (${m.carrierTitle})`}
            >
              <div className="mb-3 flex flex-wrap items-center gap-3">
                {!m.active ? <StatusBadge>{t('shipping.methodOff')}</StatusBadge> : null}
                {missing.length > 0 ? (
                  <button
                    type="button"
                    className={secondaryButtonClassName}
                    onClick={() => {
                      setDone('')
                      setEditing({ method: m, rate: null })
                    }}
                  >
                    {t('shipping.addCountry')}
                  </button>
                ) : (
                  <p className="text-sm text-stone-800">{t('shipping.allCountries')}</p>
                )}
              </div>
              <div
                className="relative overflow-x-auto"
                role="region"
                aria-label={t('shipping.tableOf', { method: m.title[language] || m.title.de })}
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
                tabIndex={0}
              >
                <table className="w-full min-w-[40rem] text-left">
                  <thead>
                    <tr className="border-b border-stone-300">
                      <th scope="col" className="py-2 pr-3">
                        {t('shipping.country')}
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        {t('shipping.price')}
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        {t('shipping.freeFrom')}
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        {t('shipping.bulky')}
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        {t('shipping.days')}
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        {t('shipping.state')}
                      </th>
                      <th scope="col" className="py-2">
                        <span className="sr-only">{t('shipping.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...m.rates]
                      .sort((a, b) =>
                        countryName(language, a.country).localeCompare(
                          countryName(language, b.country),
                          language,
                        ),
                      )
                      .map((r) => {
                        const name = countryName(language, r.country)
                        return (
                          <tr key={r.country} className="border-b border-stone-200">
                            <th scope="row" className="py-2 pr-3 font-normal">
                              {name}
                              {r.export ? (
                                <span className="ml-1 text-sm text-stone-700">
                                  ({t('shipping.export')})
                                </span>
                              ) : null}
                            </th>
                            <td className="py-2 pr-3 text-right">
                              {formatMoney(language, r.price)}
                            </td>
                            <td className="py-2 pr-3 text-right">
                              {r.freeFrom > 0
                                ? formatMoney(language, r.freeFrom)
                                : t('shipping.never')}
                            </td>
                            <td className="py-2 pr-3 text-right">
                              {formatMoney(language, r.bulkySurcharge)}
                            </td>
                            <td className="py-2 pr-3">
                              {r.extraMinDays === r.extraMaxDays
                                ? String(r.extraMinDays)
                                : t('shipping.daysRange', {
                                    min: r.extraMinDays,
                                    max: r.extraMaxDays,
                                  })}
                            </td>
                            <td className="py-2 pr-3">
                              {r.active ? t('shipping.on') : t('shipping.off')}
                            </td>
                            <td className="py-2 text-right">
                              <button
                                type="button"
                                className={secondaryButtonClassName}
                                onClick={() => {
                                  setDone('')
                                  setEditing({ method: m, rate: r })
                                }}
                              >
                                {t('shipping.edit')}
                                <span className="sr-only"> {name}</span>
                              </button>
                            </td>
                          </tr>
                        )
                      })}
                  </tbody>
                </table>
              </div>
            </Section>
          )
        })}
      </div>
      <ActionDialog
        title={
          editing?.rate
            ? t('shipping.editTitle', { country: countryName(language, editing.rate.country) })
            : t('shipping.addTitle')
        }
        open={editing !== null}
        onClose={() => {
          setEditing(null)
        }}
      >
        {editing && setup.data ? (
          <RateForm
            key={editing.method.id + (editing.rate?.country ?? '')}
            editing={editing}
            countries={setup.data.countries.filter(
              (c) => !editing.method.rates.some((r) => r.country === c),
            )}
            onDone={(country) => {
              setEditing(null)
              setDone(t('shipping.saved', { country: countryName(language, country) }))
            }}
            onCancel={() => {
              setEditing(null)
            }}
          />
        ) : null}
      </ActionDialog>
    </div>
  )
}

function RateForm({
  editing,
  countries,
  onDone,
  onCancel,
}: {
  editing: Editing
  countries: string[]
  onDone: (country: string) => void
  onCancel: () => void
}) {
  const { t, language } = useText()
  const client = useQueryClient()
  const r = editing.rate
  const [country, setCountry] = useState(r?.country ?? countries[0] ?? '')
  const [price, setPrice] = useState(r ? textFromCents(r.price, language) : '')
  const [freeFrom, setFreeFrom] = useState(
    r && r.freeFrom > 0 ? textFromCents(r.freeFrom, language) : '',
  )
  const [bulky, setBulky] = useState(r ? textFromCents(r.bulkySurcharge, language) : '')
  const [minDays, setMinDays] = useState(String(r?.extraMinDays ?? 0))
  const [maxDays, setMaxDays] = useState(String(r?.extraMaxDays ?? 0))
  const [active, setActive] = useState(r?.active ?? true)
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const save = useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      gql<{ saveShippingRate: Method }>(
        `mutation($m: ID!, $in: ShippingRateInput!) { saveShippingRate(methodId: $m, input: $in) { ${methodFields} } }`,
        { m: editing.method.id, in: input },
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'shipping'] })
      onDone(country)
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
    const errs: Record<string, string> = {}
    const money = (field: string, text: string) => {
      if (text.trim() === '') return 0
      const v = centsFromText(text)
      if (v === null) errs[field] = t('shipping.error.number')
      return v ?? 0
    }
    const days = (field: string, text: string) => {
      if (!/^\d{1,2}$/.test(text.trim())) errs[field] = t('shipping.error.whole')
      return Number(text.trim())
    }
    const input = {
      country,
      price: money('price', price),
      freeFrom: money('freeFrom', freeFrom),
      bulkySurcharge: money('bulkySurcharge', bulky),
      extraMinDays: days('extraMinDays', minDays),
      extraMaxDays: days('extraMaxDays', maxDays),
      active,
    }
    setClientErrors(errs)
    if (Object.keys(errs).length > 0) {
      save.reset()
      return
    }
    save.mutate(input)
  }
  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      {r ? null : (
        <div className="mb-4">
          <Select
            label={t('shipping.country')}
            value={country}
            onChange={(e) => {
              setCountry(e.target.value)
            }}
            options={countries.map((c) => ({ value: c, label: countryName(language, c) }))}
          />
          {errors.country ? <p className="mt-1 text-sm text-red-800">{errors.country}</p> : null}
        </div>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          label={t('shipping.priceEuro')}
          inputMode="decimal"
          value={price}
          error={errors.price}
          onChange={(e) => {
            setPrice(e.target.value)
          }}
        />
        <Field
          label={t('shipping.freeFromEuro')}
          inputMode="decimal"
          hint={t('shipping.freeFromHint')}
          value={freeFrom}
          error={errors.freeFrom}
          onChange={(e) => {
            setFreeFrom(e.target.value)
          }}
        />
        <Field
          label={t('shipping.bulkyEuro')}
          inputMode="decimal"
          value={bulky}
          error={errors.bulkySurcharge}
          onChange={(e) => {
            setBulky(e.target.value)
          }}
        />
        <div />
        <Field
          label={t('shipping.minDays')}
          inputMode="numeric"
          value={minDays}
          error={errors.extraMinDays}
          onChange={(e) => {
            setMinDays(e.target.value)
          }}
        />
        <Field
          label={t('shipping.maxDays')}
          inputMode="numeric"
          value={maxDays}
          error={errors.extraMaxDays}
          onChange={(e) => {
            setMaxDays(e.target.value)
          }}
        />
      </div>
      <p className="mb-3 text-sm text-stone-700">{t('shipping.daysHint')}</p>
      <label className="mb-4 flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5 accent-forest-700"
          checked={active}
          onChange={(e) => {
            setActive(e.target.checked)
          }}
        />
        {t('shipping.offered')}
      </label>
      <ErrorNote error={save.error instanceof ApiError && save.error.field ? null : save.error} />
      <FormButtons submit={t('shipping.save')} cancel={t('dialog.cancel')} onCancel={onCancel} />
    </form>
  )
}
