import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type SyntheticEvent } from 'react'
import { buttonClassName, ErrorNote, Field, Loading, PageTitle } from '../components/ui'
import { fieldErrors, gql } from '../lib/api'
import { useText, type TextKey } from '../lib/text'

interface Legal {
  company: string
  street: string
  postcode: string
  city: string
  country: string
  email: string
  phone: string
  vatId: string
  taxNumber: string
  registerCourt: string
  registerNumber: string
  managingDirectors: string[]
  bankHolder: string
  bankIban: string
  bankBic: string
  bankName: string
}

interface BankTransfer {
  reminderDays: number
  cancelDays: number
  openOrdersPerEmail: number
  openValuePerEmailCents: number
  openOrdersPerClient: number
  openValuePerClientCents: number
}

interface CatalogSettings {
  lowStockThreshold: number
  clubPrices: string[]
  clubs: { id: string; name: string }[]
}

interface ShopSettings {
  legal: Legal
  bankTransfer: BankTransfer
  catalog: CatalogSettings
}

const fields = `legal { company street postcode city country email phone vatId taxNumber registerCourt registerNumber
  managingDirectors bankHolder bankIban bankBic bankName }
  bankTransfer { reminderDays cancelDays openOrdersPerEmail openValuePerEmailCents openOrdersPerClient openValuePerClientCents }
  catalog { lowStockThreshold clubPrices clubs { id name } }`

/** The server's name of each legal field (as `paddock settings legal set` names it), for its errors. */
const legalFields: { key: keyof Legal; server: string; label: TextKey }[] = [
  { key: 'company', server: 'company', label: 'settings.company' },
  { key: 'street', server: 'street', label: 'settings.street' },
  { key: 'postcode', server: 'postcode', label: 'settings.postcode' },
  { key: 'city', server: 'city', label: 'settings.city' },
  { key: 'country', server: 'country', label: 'settings.country' },
  { key: 'email', server: 'email', label: 'settings.email' },
  { key: 'phone', server: 'phone', label: 'settings.phone' },
  { key: 'vatId', server: 'vat_id', label: 'settings.vatId' },
  { key: 'taxNumber', server: 'tax_number', label: 'settings.taxNumber' },
  { key: 'registerCourt', server: 'register_court', label: 'settings.registerCourt' },
  { key: 'registerNumber', server: 'register_number', label: 'settings.registerNumber' },
  { key: 'bankHolder', server: 'bank.holder', label: 'settings.bankHolder' },
  { key: 'bankIban', server: 'bank.iban', label: 'settings.bankIban' },
  { key: 'bankBic', server: 'bank.bic', label: 'settings.bankBic' },
  { key: 'bankName', server: 'bank.name', label: 'settings.bankName' },
]

const bankTransferFields: {
  key: keyof BankTransfer
  server: string
  label: TextKey
  euros?: boolean
}[] = [
  { key: 'reminderDays', server: 'reminder_days', label: 'settings.reminderDays' },
  { key: 'cancelDays', server: 'cancel_days', label: 'settings.cancelDays' },
  {
    key: 'openOrdersPerEmail',
    server: 'open_orders_per_email',
    label: 'settings.openOrdersPerEmail',
  },
  {
    key: 'openValuePerEmailCents',
    server: 'open_value_per_email',
    label: 'settings.openValuePerEmail',
    euros: true,
  },
  {
    key: 'openOrdersPerClient',
    server: 'open_orders_per_client',
    label: 'settings.openOrdersPerClient',
  },
  {
    key: 'openValuePerClientCents',
    server: 'open_value_per_client',
    label: 'settings.openValuePerClient',
    euros: true,
  },
]

/** The shop's legal data and bank-transfer life cycle, for the owner (what `paddock settings` changes). */
export function SettingsScreen() {
  const { t } = useText()
  const settings = useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: () => gql<{ settings: ShopSettings }>(`{ settings { ${fields} } }`),
  })
  return (
    <div>
      <PageTitle>{t('settings.title')}</PageTitle>
      {settings.isPending ? <Loading /> : null}
      <ErrorNote error={settings.error} />
      {settings.data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <LegalForm initial={settings.data.settings.legal} />
          <BankTransferForm initial={settings.data.settings.bankTransfer} />
          <CatalogForm initial={settings.data.settings.catalog} />
        </div>
      ) : null}
    </div>
  )
}

function LegalForm({ initial }: { initial: Legal }) {
  const { t } = useText()
  const client = useQueryClient()
  const [form, setForm] = useState(initial)
  const [directors, setDirectors] = useState(initial.managingDirectors.join(', '))
  const [saved, setSaved] = useState('')
  const save = useMutation({
    mutationFn: (input: Legal) =>
      gql<{ saveLegal: ShopSettings }>(
        `mutation($in: LegalInput!) { saveLegal(input: $in) { ${fields} } }`,
        { in: input },
      ),
    onSuccess: (data) => {
      client.setQueryData(['admin', 'settings'], { settings: data.saveLegal })
      setSaved(t('settings.saved'))
    },
    onMutate: () => {
      setSaved('')
    },
  })
  const errors = fieldErrors(save.error)
  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    const managingDirectors = directors
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean)
    save.mutate({ ...form, managingDirectors })
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="settings-legal"
      className="rounded-lg border border-stone-300 bg-white p-4"
    >
      <h2 id="settings-legal" className="mb-2 text-lg font-semibold">
        {t('settings.legal')}
      </h2>
      <p className="mb-4 text-sm text-stone-800">{t('settings.legalIntro')}</p>
      {Object.keys(errors).length === 0 ? <ErrorNote error={save.error} /> : null}
      {legalFields.map((f) => (
        <Field
          key={f.key}
          label={t(f.label)}
          value={form[f.key] as string}
          error={errors[f.server]}
          onChange={(e) => {
            setForm({ ...form, [f.key]: e.target.value })
          }}
        />
      ))}
      <Field
        label={t('settings.managingDirectors')}
        hint={t('settings.managingDirectorsHint')}
        value={directors}
        error={errors.managing_directors}
        onChange={(e) => {
          setDirectors(e.target.value)
        }}
      />
      <p role="status" className="mb-2 text-forest-800">
        {saved}
      </p>
      <button type="submit" className={buttonClassName}>
        {t('settings.save')}
      </button>
    </form>
  )
}

function BankTransferForm({ initial }: { initial: BankTransfer }) {
  const { t } = useText()
  const client = useQueryClient()
  const toText = (b: BankTransfer) =>
    Object.fromEntries(
      bankTransferFields.map((f) => [f.key, f.euros ? String(b[f.key] / 100) : String(b[f.key])]),
    ) as Record<keyof BankTransfer, string>
  const [form, setForm] = useState(() => toText(initial))
  const [saved, setSaved] = useState('')
  const save = useMutation({
    mutationFn: (input: BankTransfer) =>
      gql<{ saveBankTransfer: ShopSettings }>(
        `mutation($in: BankTransferInput!) { saveBankTransfer(input: $in) { ${fields} } }`,
        { in: input },
      ),
    onSuccess: (data) => {
      client.setQueryData(['admin', 'settings'], { settings: data.saveBankTransfer })
      setSaved(t('settings.saved'))
    },
    onMutate: () => {
      setSaved('')
    },
  })
  const errors = fieldErrors(save.error)
  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    const input = Object.fromEntries(
      bankTransferFields.map((f) => {
        const n = Number(form[f.key].replace(',', '.'))
        return [f.key, Number.isFinite(n) ? Math.round(f.euros ? n * 100 : n) : 0]
      }),
    ) as unknown as BankTransfer
    save.mutate(input)
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="settings-bank-transfer"
      className="rounded-lg border border-stone-300 bg-white p-4"
    >
      <h2 id="settings-bank-transfer" className="mb-2 text-lg font-semibold">
        {t('settings.bankTransfer')}
      </h2>
      <p className="mb-4 text-sm text-stone-800">{t('settings.bankTransferIntro')}</p>
      {Object.keys(errors).length === 0 ? <ErrorNote error={save.error} /> : null}
      {bankTransferFields.map((f) => (
        <Field
          key={f.key}
          label={t(f.label)}
          inputMode={f.euros ? 'decimal' : 'numeric'}
          value={form[f.key]}
          error={errors[f.server]}
          onChange={(e) => {
            setForm({ ...form, [f.key]: e.target.value })
          }}
        />
      ))}
      <p role="status" className="mb-2 text-forest-800">
        {saved}
      </p>
      <button type="submit" className={buttonClassName}>
        {t('settings.save')}
      </button>
    </form>
  )
}

/** The catalogue's policy: the shop's low-stock threshold, the clubs whose managers set prices. */
function CatalogForm({ initial }: { initial: CatalogSettings }) {
  const { t } = useText()
  const client = useQueryClient()
  const [threshold, setThreshold] = useState(String(initial.lowStockThreshold))
  const [clubs, setClubs] = useState<string[]>(initial.clubPrices)
  const [saved, setSaved] = useState('')
  const save = useMutation({
    mutationFn: (input: { lowStockThreshold: number; clubPrices: string[] }) =>
      gql<{ saveCatalogSettings: ShopSettings }>(
        `mutation($in: CatalogSettingsInput!) { saveCatalogSettings(input: $in) { ${fields} } }`,
        { in: input },
      ),
    onSuccess: (data) => {
      client.setQueryData(['admin', 'settings'], { settings: data.saveCatalogSettings })
      void client.invalidateQueries({ queryKey: ['admin', 'productChoices'] })
      setSaved(t('settings.saved'))
    },
    onMutate: () => {
      setSaved('')
    },
  })
  const errors = fieldErrors(save.error)
  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    const n = /^\d+$/.test(threshold.trim()) ? Number(threshold.trim()) : -1
    save.mutate({ lowStockThreshold: n, clubPrices: clubs })
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="settings-catalog"
      className="rounded-lg border border-stone-300 bg-white p-4"
    >
      <h2 id="settings-catalog" className="mb-2 text-lg font-semibold">
        {t('settings.catalog')}
      </h2>
      {Object.keys(errors).length === 0 ? <ErrorNote error={save.error} /> : null}
      <Field
        label={t('settings.lowStockThreshold')}
        hint={t('settings.lowStockThresholdHint')}
        inputMode="numeric"
        value={threshold}
        error={errors.low_stock_threshold}
        onChange={(e) => {
          setThreshold(e.target.value)
        }}
      />
      <fieldset className="mb-4">
        <legend className="mb-1 font-medium">{t('settings.clubPrices')}</legend>
        <p className="mb-2 text-sm text-stone-800">{t('settings.clubPricesHint')}</p>
        {initial.clubs.length === 0 ? <p>{t('settings.noClubs')}</p> : null}
        {initial.clubs.map((c) => (
          <label key={c.id} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={clubs.includes(c.id)}
              onChange={(e) => {
                setClubs(e.target.checked ? [...clubs, c.id] : clubs.filter((x) => x !== c.id))
              }}
            />
            {c.name}
          </label>
        ))}
        {errors.club_prices ? <p className="text-sm text-red-800">{errors.club_prices}</p> : null}
      </fieldset>
      <p role="status" className="mb-2 text-forest-800">
        {saved}
      </p>
      <button type="submit" className={buttonClassName}>
        {t('settings.save')}
      </button>
    </form>
  )
}
