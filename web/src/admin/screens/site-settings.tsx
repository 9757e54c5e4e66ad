import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, useId, type SyntheticEvent } from 'react'
import {
  buttonClassName,
  ErrorNote,
  Field,
  inputClassName,
  labelClassName,
  Loading,
  PageTitle,
  Select,
} from '../components/ui'
import { MediaPicker, mediaSummaryFields, type MediaSummary } from '../components/media-picker'
import { fieldErrors, gql } from '../lib/api'
import { languages, useText, type Language } from '../lib/text'
import { firstText } from '../components/first-text'

interface SiteSettings {
  code: string
  baseUrl: string
  name: string
  defaultLocale: string
  googleAnalyticsId: string
  clarityId: string
  maintenance: { locale: string; text: string }[]
  logo: MediaSummary | null
  updatedAt: string
}

interface SiteSummary {
  code: string
  name: string
  baseUrl: string
}

const fields = `code baseUrl name defaultLocale googleAnalyticsId clarityId maintenance { locale text }
  logo { ${mediaSummaryFields} } updatedAt`

/** Moves the focus to the first field a refusal marked, once per refusal. */
export function useFocusFirstInvalid(error: unknown) {
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (!error) return
    const first = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    first?.focus()
  }, [error])
  return ref
}

/** The owner's settings of a site: the shop's name, default language, analytics ids and maintenance notice. */
export function SiteSettingsScreen() {
  const { t } = useText()
  const sites = useQuery({
    queryKey: ['admin', 'sites'],
    queryFn: () => gql<{ sites: SiteSummary[] }>('{ sites { code name baseUrl } }'),
  })
  const [code, setCode] = useState('')
  const current = firstText(code, sites.data?.sites[0]?.code)
  const settings = useQuery({
    queryKey: ['admin', 'siteSettings', current],
    enabled: current !== '',
    queryFn: () =>
      gql<{ siteSettings: SiteSettings | null }>(
        `query($code: String!) { siteSettings(code: $code) { ${fields} } }`,
        { code: current },
      ),
  })
  return (
    <div>
      <PageTitle>{t('siteSettings.title')}</PageTitle>
      <p className="mb-4 max-w-prose text-stone-800">{t('siteSettings.intro')}</p>
      {sites.isPending || settings.isPending ? <Loading /> : null}
      <ErrorNote error={sites.error ?? settings.error} />
      {sites.data && sites.data.sites.length > 1 ? (
        <div className="mb-4 max-w-sm">
          <Select
            label={t('siteSettings.site')}
            value={current}
            options={sites.data.sites.map((s) => ({ value: s.code, label: s.name || s.code }))}
            onChange={(e) => {
              setCode(e.target.value)
            }}
          />
        </div>
      ) : null}
      {settings.data?.siteSettings ? (
        <SiteSettingsForm
          key={settings.data.siteSettings.code}
          initial={settings.data.siteSettings}
        />
      ) : null}
    </div>
  )
}

function SiteSettingsForm({ initial }: { initial: SiteSettings }) {
  const { t } = useText()
  const client = useQueryClient()
  const [name, setName] = useState(initial.name)
  const [defaultLocale, setDefaultLocale] = useState(initial.defaultLocale)
  const [ga, setGa] = useState(initial.googleAnalyticsId)
  const [clarity, setClarity] = useState(initial.clarityId)
  const [logo, setLogo] = useState<MediaSummary | null>(initial.logo)
  const [notices, setNotices] = useState<Record<Language, string>>(() => {
    const out = { de: '', en: '', fr: '' }
    for (const m of initial.maintenance) {
      if ((languages as readonly string[]).includes(m.locale)) out[m.locale as Language] = m.text
    }
    return out
  })
  const [saved, setSaved] = useState('')
  const save = useMutation({
    mutationFn: () =>
      gql<{ saveSiteSettings: SiteSettings }>(
        `mutation($in: SiteSettingsInput!) { saveSiteSettings(input: $in) { ${fields} } }`,
        {
          in: {
            code: initial.code,
            name,
            defaultLocale,
            googleAnalyticsId: ga,
            clarityId: clarity,
            maintenance: languages.map((l) => ({ locale: l, text: notices[l] })),
            logoId: logo?.id ?? null,
          },
        },
      ),
    onMutate: () => {
      setSaved('')
    },
    onSuccess: (data) => {
      setSaved(t('siteSettings.saved'))
      client.setQueryData(['admin', 'siteSettings', initial.code], {
        siteSettings: data.saveSiteSettings,
      })
      void client.invalidateQueries({ queryKey: ['admin', 'sites'] })
    },
  })
  const errors = fieldErrors(save.error)
  const formRef = useFocusFirstInvalid(save.error)
  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    save.mutate()
  }
  const languageName = (l: string) => t(('language.' + l) as 'language.de')
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="site-settings-form"
      className="grid max-w-3xl gap-6"
    >
      <h2 id="site-settings-form" className="sr-only">
        {t('siteSettings.formTitle', { site: initial.code })}
      </h2>
      {Object.keys(errors).length === 0 ? <ErrorNote error={save.error} /> : null}
      <section
        aria-labelledby="site-settings-shop"
        className="rounded-lg border border-stone-300 bg-white p-4"
      >
        <h3 id="site-settings-shop" className="mb-3 text-lg font-semibold">
          {t('siteSettings.shop')}
        </h3>
        <p className="mb-3 text-sm text-stone-800">
          {t('siteSettings.address', { url: initial.baseUrl })}
        </p>
        <Field
          label={t('siteSettings.name')}
          value={name}
          maxLength={100}
          error={errors.name}
          onChange={(e) => {
            setName(e.target.value)
          }}
        />
        <Select
          label={t('siteSettings.defaultLocale')}
          value={defaultLocale}
          aria-invalid={errors.defaultLocale ? true : undefined}
          options={languages.map((l) => ({ value: l, label: languageName(l) }))}
          onChange={(e) => {
            setDefaultLocale(e.target.value)
          }}
        />
        {errors.defaultLocale ? (
          <p className="mt-1 text-sm text-red-800">{errors.defaultLocale}</p>
        ) : null}
        <div className="mt-4">
          <MediaPicker label={t('siteSettings.logo')} value={logo} onChange={setLogo} />
          {errors.logo ? <p className="-mt-3 text-sm text-red-800">{errors.logo}</p> : null}
        </div>
      </section>
      <section
        aria-labelledby="site-settings-analytics"
        className="rounded-lg border border-stone-300 bg-white p-4"
      >
        <h3 id="site-settings-analytics" className="mb-2 text-lg font-semibold">
          {t('siteSettings.analytics')}
        </h3>
        <p className="mb-3 text-sm text-stone-800">{t('siteSettings.analyticsHint')}</p>
        <Field
          label={t('siteSettings.googleAnalyticsId')}
          value={ga}
          error={errors['tracking.googleAnalyticsId'] ?? errors.googleAnalyticsId}
          placeholder="G-XXXXXXXXXX"
          onChange={(e) => {
            setGa(e.target.value)
          }}
        />
        <Field
          label={t('siteSettings.clarityId')}
          value={clarity}
          error={errors['tracking.clarityId'] ?? errors.clarityId}
          onChange={(e) => {
            setClarity(e.target.value)
          }}
        />
      </section>
      <section
        aria-labelledby="site-settings-maintenance"
        className="rounded-lg border border-stone-300 bg-white p-4"
      >
        <h3 id="site-settings-maintenance" className="mb-2 text-lg font-semibold">
          {t('siteSettings.maintenance')}
        </h3>
        <p className="mb-3 text-sm text-stone-800">{t('siteSettings.maintenanceHint')}</p>
        {languages.map((l) => (
          <NoticeField
            key={l}
            label={t('siteSettings.noticeIn', { language: languageName(l) })}
            value={notices[l]}
            error={errors['maintenance.' + l]}
            onChange={(v) => {
              setNotices({ ...notices, [l]: v })
            }}
          />
        ))}
      </section>
      <div>
        <p role="status" className="mb-2 text-forest-800">
          {saved}
        </p>
        <button type="submit" className={buttonClassName} disabled={save.isPending}>
          {t('siteSettings.save')}
        </button>
      </div>
    </form>
  )
}

function NoticeField({
  label,
  value,
  error,
  onChange,
}: {
  label: string
  value: string
  error: string | undefined
  onChange: (v: string) => void
}) {
  const id = useId()
  return (
    <div className="mb-4">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={500}
        className={inputClassName}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id + '-error' : undefined}
        onChange={(e) => {
          onChange(e.target.value)
        }}
      />
      {error ? (
        <p id={id + '-error'} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}
