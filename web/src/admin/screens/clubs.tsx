import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type SyntheticEvent,
} from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { parseBlocks, type Block } from '../components/block-editor-model'
import {
  errorLanguage,
  focusField,
  LanguageAbsent,
  LanguageBlocks,
  LanguageIncomplete,
  LanguageTabs,
  SeoFields,
  type SeoBlocksText,
} from '../components/language-texts'
import { MediaPicker } from '../components/media-picker'
import {
  buttonClassName,
  ErrorNote,
  Field,
  inputClassName,
  linkClassName,
  labelClassName,
  Loading,
  PageTitle,
  secondaryButtonClassName,
  Section,
  Select,
  StatusBadge,
} from '../components/ui'
import { DeleteDialog, SaveBar } from '../components/save-bar'
import { ApiError, fieldErrors, gql } from '../lib/api'
import { languages, useText, type Language, type TextKey } from '../lib/text'

type Status = 'ENABLED' | 'DISABLED'
type Visibility = 'PUBLIC' | 'UNLISTED' | 'PRIVATE'
type BannerLayout = 'BAND' | 'CENTERED' | 'LIGHT'
const bannerLayouts: readonly BannerLayout[] = ['BAND', 'CENTERED', 'LIGHT']

interface Club {
  id: string
  slug: string
  name: string
  listName: string
  skuPrefix: string
  status: Status
  visibility: Visibility
  logoId: string | null
  logoUrl: string | null
  bannerColor: string
  shopRootCategoryId: string
  contactName: string
  contactEmail: string
  contactPhone: string
  contactAddress: string
  bannerLayout: BannerLayout
  updatedAt: string
  restricted: boolean
  version: string
  texts: ClubText[]
}

interface ClubText {
  locale: Language
  metaTitle: string
  metaDescription: string
  metaRobots: string
  metaImageId: string | null
  blocks: string
}

/** What the list shows (no home page texts). */
const listFields = `id slug name listName skuPrefix status visibility logoId logoUrl bannerColor shopRootCategoryId
  contactName contactEmail contactPhone contactAddress bannerLayout updatedAt restricted`

const clubFields = `id slug name listName skuPrefix status visibility logoId logoUrl bannerColor shopRootCategoryId
  contactName contactEmail contactPhone contactAddress bannerLayout updatedAt restricted version
  texts { locale metaTitle metaDescription metaRobots metaImageId blocks }`

/** The club home's languages as the editor holds them; one not started is null. */
type Texts = Record<Language, SeoBlocksText | null>

const emptyText = (): SeoBlocksText => ({
  metaTitle: '',
  metaDescription: '',
  metaRobots: '',
  metaImageId: null,
  blocks: [],
})

function textsOf(c: Club | null): Texts {
  const out: Texts = { de: emptyText(), en: null, fr: null }
  for (const x of c?.texts ?? []) {
    out[x.locale] = {
      metaTitle: x.metaTitle,
      metaDescription: x.metaDescription,
      metaRobots: x.metaRobots,
      metaImageId: x.metaImageId,
      blocks: parseBlocks(x.blocks),
    }
  }
  return out
}

/** The languages to save: German always, another once it holds anything. */
function textsInput(texts: Texts) {
  return languages.flatMap((l) => {
    const x = texts[l]
    if (
      !x ||
      (l !== 'de' && x.blocks.length === 0 && !x.metaTitle.trim() && !x.metaDescription.trim())
    )
      return []
    return [
      {
        locale: l,
        metaTitle: x.metaTitle,
        metaDescription: x.metaDescription,
        metaRobots: x.metaRobots,
        metaImageId: x.metaImageId,
        blocks: JSON.stringify(x.blocks),
      },
    ]
  })
}

const homeMissing = (x: SeoBlocksText | null) => !x || x.blocks.length === 0

const listKey = ['admin', 'clubs'] as const

/** The clubs (a club manager's: their own), with their status and visibility. */
export function ClubsScreen() {
  const { t } = useText()
  const list = useQuery({
    queryKey: listKey,
    queryFn: () =>
      gql<{ clubSettings: Omit<Club, 'version' | 'texts'>[] }>(
        `{ clubSettings { ${listFields} } }`,
      ),
  })
  const restricted = list.data?.clubSettings.some((c) => c.restricted) ?? true
  return (
    <div>
      <PageTitle
        actions={
          restricted ? undefined : (
            <Link to="/clubs/new" className={buttonClassName}>
              {t('clubs.new')}
            </Link>
          )
        }
      >
        {t('clubs.title')}
      </PageTitle>
      <p className="mb-4 max-w-3xl text-stone-800">{t('clubs.intro')}</p>
      <ErrorNote error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data?.clubSettings.length === 0 ? (
        <p className="text-stone-800">{t('clubs.none')}</p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {(list.data?.clubSettings ?? []).map((c) => (
          <li
            key={c.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone-300 bg-white p-4"
          >
            <div className="flex min-w-0 items-center gap-3">
              <span
                aria-hidden="true"
                className="size-8 shrink-0 rounded-full border border-stone-400"
                style={{ backgroundColor: c.bannerColor }}
              />
              <div className="min-w-0">
                <Link to={'/clubs/' + c.id} className={linkClassName + ' text-lg'}>
                  {c.name}
                </Link>
                <p className="text-sm text-stone-800">
                  {t('clubs.prefixLine', { prefix: c.skuPrefix, slug: c.slug })}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <StatusBadge>{t(('clubs.status.' + c.status) as TextKey)}</StatusBadge>
              <StatusBadge>{t(('clubs.visibility.' + c.visibility) as TextKey)}</StatusBadge>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A club's settings; another club's is not found for a club manager. */
export function ClubScreen() {
  const { id: param } = useParams()
  const isNew = param === 'new'
  const { t } = useText()
  const club = useQuery({
    queryKey: [...listKey, param],
    queryFn: () =>
      gql<{ clubSetting: Club | null }>(
        `query($id: ID!) { clubSetting(id: $id) { ${clubFields} } }`,
        { id: param },
      ),
    enabled: !isNew && !!param,
  })
  // A reload (after a save refused as changed meanwhile) asks again: the
  // editor starts afresh on the version the server holds now.
  const reload = () => {
    void club.refetch()
  }
  if (isNew) return <ClubEditor key="new" club={null} />
  if (club.isPending) return <Loading />
  if (club.error) return <ErrorNote error={club.error} />
  if (!club.data.clubSetting) {
    return (
      <div>
        <PageTitle>{t('clubs.notFound')}</PageTitle>
        <Link to="/clubs" className={linkClassName}>
          {t('clubs.back')}
        </Link>
      </div>
    )
  }
  return (
    <ClubEditor
      key={club.data.clubSetting.version}
      club={club.data.clubSetting}
      onReload={reload}
    />
  )
}

type Form = Omit<Club, 'id' | 'updatedAt' | 'restricted' | 'logoUrl' | 'version' | 'texts'>

function formOf(c: Club | null): Form {
  return {
    slug: c?.slug ?? '',
    name: c?.name ?? '',
    listName: c?.listName ?? '',
    skuPrefix: c?.skuPrefix ?? '',
    status: c?.status ?? 'ENABLED',
    visibility: c?.visibility ?? 'PUBLIC',
    logoId: c?.logoId ?? null,
    bannerColor: c?.bannerColor ?? '#1f4d36',
    shopRootCategoryId: c?.shopRootCategoryId ?? '',
    contactName: c?.contactName ?? '',
    contactEmail: c?.contactEmail ?? '',
    contactPhone: c?.contactPhone ?? '',
    contactAddress: c?.contactAddress ?? '',
    bannerLayout: c?.bannerLayout ?? 'BAND',
  }
}

function ClubEditor({ club, onReload }: { club: Club | null; onReload?: () => void }) {
  const { t } = useText()
  const client = useQueryClient()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const idBase = useId()
  const [form, setForm] = useState<Form>(() => formOf(club))
  const [logoUrl, setLogoUrl] = useState<string | null>(club?.logoUrl ?? null)
  const location = useLocation()
  // A save remounts the editor on the saved version: the navigation's
  // state says it was saved, until the form changes.
  const [ownSaved, setSaved] = useState(false)
  const [edited, setEdited] = useState(false)
  const saved =
    ownSaved || (!edited && ((location.state as { saved?: boolean } | null)?.saved ?? false))
  const [confirmDelete, setConfirmDelete] = useState(false)
  const restricted = club?.restricted ?? false
  const set = (patch: Partial<Form>) => {
    setSaved(false)
    setEdited(true)
    setForm((f) => ({ ...f, ...patch }))
  }
  const [texts, setTexts] = useState<Texts>(() => textsOf(club))
  const [tab, setTab] = useState<Language>('de')
  const [announce, setAnnounce] = useState('')
  const changeText = useCallback((l: Language, fn: (x: SeoBlocksText) => SeoBlocksText | null) => {
    setSaved(false)
    setEdited(true)
    setTexts((all) => {
      const x = all[l]
      return { ...all, [l]: x ? fn(x) : fn(emptyText()) }
    })
  }, [])
  const blockUpdaters = useMemo(() => {
    const make = (l: Language) => (update: (blocks: Block[]) => Block[]) => {
      changeText(l, (x) => ({ ...x, blocks: update(x.blocks) }))
    }
    return { de: make('de'), en: make('en'), fr: make('fr') }
  }, [changeText])
  const copyFromGerman = (l: Language) => {
    changeText(l, () => (texts.de ? structuredClone(texts.de) : emptyText()))
    setAnnounce(t('pages.copied', { language: t(('language.' + l) as TextKey) }))
  }
  const save = useMutation({
    mutationFn: () =>
      gql<{ saveClubSettings: Club }>(
        `mutation($in: ClubSettingsInput!) { saveClubSettings(input: $in) { ${clubFields} } }`,
        {
          in: {
            id: club?.id ?? null,
            ...form,
            version: club?.version ?? null,
            texts: textsInput(texts),
          },
        },
      ),
    onSuccess: (data) => {
      const c = data.saveClubSettings
      client.setQueryData([...listKey, c.id], { clubSetting: c })
      void client.invalidateQueries({ queryKey: listKey, exact: true })
      setSaved(true)
      void navigate('/clubs/' + c.id, { replace: true, state: { saved: true } })
    },
    onError: (e) => {
      // A field of a language's home: its tab first, then the focus (the effect).
      const first = Object.keys(fieldErrors(e))[0]
      const l = first ? errorLanguage(first) : null
      if (l) setTab(l)
    },
  })
  const remove = useMutation({
    mutationFn: () => gql(`mutation($id: ID!) { deleteClub(id: $id) }`, { id: club?.id }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: listKey })
      void navigate('/clubs')
    },
  })
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const res = await fetch('/admin/api/club-logos', {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'Content-Type': file.type || 'application/octet-stream',
          Accept: 'application/json',
        },
        body: file,
      })
      const data = (await res.json().catch(() => ({}))) as {
        id?: string
        url?: string
        error?: { message?: string; code?: string }
      }
      if (!res.ok || !data.id)
        throw new ApiError(data.error?.message ?? res.statusText, {
          status: res.status,
          code: data.error?.code ?? String(res.status),
        })
      return { id: data.id, url: data.url ?? null }
    },
    onSuccess: (logo) => {
      set({ logoId: logo.id })
      setLogoUrl(logo.url)
    },
  })
  const errors = fieldErrors(save.error)
  useEffect(() => {
    if (!save.error) return
    const first = Object.keys(fieldErrors(save.error))[0]
    if (first && errorLanguage(first)) {
      focusField(first)
      return
    }
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [save.error])
  const generalError =
    save.error && !(save.error instanceof ApiError && save.error.field) ? save.error : null
  const uploadId = useId()
  const title = club ? club.name : t('clubs.new')
  return (
    <div>
      <PageTitle
        actions={
          <Link to="/clubs" className={linkClassName}>
            {t('clubs.back')}
          </Link>
        }
      >
        {title}
      </PageTitle>
      <form
        ref={formRef}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e: SyntheticEvent) => {
          e.preventDefault()
          setSaved(false)
          save.mutate()
        }}
      >
        <Section id={idBase + '-names'} title={t('clubs.names')}>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <Field
              label={t('clubs.field.name')}
              value={form.name}
              required
              error={errors.name}
              onChange={(e) => {
                set({ name: e.target.value })
              }}
            />
            <Field
              label={t('clubs.field.listName')}
              hint={t('clubs.field.listNameHint')}
              value={form.listName}
              error={errors.listName}
              onChange={(e) => {
                set({ listName: e.target.value })
              }}
            />
            <Field
              label={t('clubs.field.slug')}
              hint={t('clubs.field.slugHint')}
              value={form.slug}
              required
              error={errors.slug}
              onChange={(e) => {
                set({ slug: e.target.value })
              }}
            />
            <Field
              label={t('clubs.field.skuPrefix')}
              hint={restricted ? t('clubs.field.fixedHint') : t('clubs.field.skuPrefixHint')}
              value={form.skuPrefix}
              readOnly={restricted}
              className={
                restricted ? inputClassName.replace('bg-white', 'bg-stone-100') : inputClassName
              }
              required
              error={errors.skuPrefix}
              onChange={(e) => {
                set({ skuPrefix: e.target.value })
              }}
            />
            <Field
              label={t('clubs.field.shopRoot')}
              hint={restricted ? t('clubs.field.fixedHint') : t('clubs.field.shopRootHint')}
              value={form.shopRootCategoryId}
              readOnly={restricted}
              className={
                restricted ? inputClassName.replace('bg-white', 'bg-stone-100') : inputClassName
              }
              inputMode="numeric"
              required
              error={errors.shopRootCategoryId}
              onChange={(e) => {
                set({ shopRootCategoryId: e.target.value })
              }}
            />
            <div className="grid grid-cols-2 gap-4">
              <Select
                label={t('clubs.field.status')}
                value={form.status}
                options={(['ENABLED', 'DISABLED'] as const).map((s) => ({
                  value: s,
                  label: t(('clubs.status.' + s) as TextKey),
                }))}
                onChange={(e) => {
                  set({ status: e.target.value as Status })
                }}
              />
              <Select
                label={t('clubs.field.visibility')}
                value={form.visibility}
                options={(['PUBLIC', 'UNLISTED', 'PRIVATE'] as const).map((v) => ({
                  value: v,
                  label: t(('clubs.visibility.' + v) as TextKey),
                }))}
                onChange={(e) => {
                  set({ visibility: e.target.value as Visibility })
                }}
              />
            </div>
          </div>
          <p className="text-sm text-stone-700">{t('clubs.visibilityHint')}</p>
        </Section>

        <Section id={idBase + '-look'} title={t('clubs.look')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Field
                label={t('clubs.field.bannerColor')}
                hint={t('clubs.field.bannerColorHint')}
                value={form.bannerColor}
                required
                error={errors.bannerColor}
                onChange={(e) => {
                  set({ bannerColor: e.target.value })
                }}
              />
              <fieldset className="mb-4">
                <legend className={labelClassName}>{t('clubs.field.bannerLayout')}</legend>
                <div className="mt-1 flex flex-col gap-y-1">
                  {bannerLayouts.map((l) => (
                    <label key={l} className="flex min-h-11 items-center gap-2">
                      <input
                        type="radio"
                        name={idBase + '-layout'}
                        value={l}
                        className="size-5 accent-forest-700"
                        checked={form.bannerLayout === l}
                        onChange={() => {
                          set({ bannerLayout: l })
                        }}
                      />
                      {t(('clubs.bannerLayout.' + l) as TextKey)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <BannerPreview
                colour={form.bannerColor}
                layout={form.bannerLayout}
                logoUrl={logoUrl}
                name={t('clubs.preview', { name: form.name || '…' })}
              />
            </div>
            <fieldset className="rounded-md border border-stone-300 p-3">
              <legend className="px-1 text-sm font-medium text-stone-800">
                {t('clubs.field.logo')}
              </legend>
              {logoUrl ? (
                <img
                  src={logoUrl}
                  alt={t('clubs.logoAlt', { name: form.name })}
                  className="mb-3 max-h-24 rounded border border-stone-200"
                />
              ) : (
                <p className="mb-3 text-stone-700">{t('clubs.noLogo')}</p>
              )}
              <ErrorNote error={upload.error} />
              {errors.logo ? <p className="mb-2 text-sm text-red-800">{errors.logo}</p> : null}
              <div className="flex flex-wrap items-center gap-3">
                <input
                  id={uploadId}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className="peer sr-only"
                  onChange={(e) => {
                    const f = e.target.files?.[0]
                    if (f) upload.mutate(f)
                    e.target.value = ''
                  }}
                />
                <label
                  htmlFor={uploadId}
                  className={
                    secondaryButtonClassName +
                    ' cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-forest-700'
                  }
                >
                  {t('clubs.upload')}
                </label>
                <MediaPicker
                  bare
                  label={t('media.picker.fromLibrary')}
                  value={null}
                  onChange={(m) => {
                    if (!m) return
                    set({ logoId: m.id })
                    setLogoUrl(m.thumbnailUrl)
                  }}
                />
                {form.logoId ? (
                  <button
                    type="button"
                    className={secondaryButtonClassName}
                    onClick={() => {
                      set({ logoId: null })
                      setLogoUrl(null)
                    }}
                  >
                    {t('clubs.removeLogo')}
                  </button>
                ) : null}
                {upload.isPending ? <span role="status">{t('loading')}</span> : null}
              </div>
            </fieldset>
          </div>
        </Section>

        <Section id={idBase + '-home'} title={t('clubs.home')}>
          <p className="mb-3 text-sm text-stone-700">{t('clubs.homeHint')}</p>
          {club ? (
            <p className="mb-3">
              <Link
                to={'/pages?q=' + encodeURIComponent('verein/' + club.slug + '/')}
                className={linkClassName}
              >
                {t('clubs.contentPages')}
              </Link>
            </p>
          ) : null}
          <div role="status" aria-live="polite" className="sr-only">
            {announce}
          </div>
          <LanguageTabs tab={tab} onTab={setTab} missing={(l) => homeMissing(texts[l])}>
            {(l) => {
              const x = texts[l]
              if (!x)
                return (
                  <LanguageAbsent
                    language={l}
                    hasGerman={!!texts.de}
                    onCopy={copyFromGerman}
                    onStart={(lang) => {
                      changeText(lang, () => emptyText())
                    }}
                  />
                )
              return (
                <div className="space-y-4">
                  {homeMissing(x) ? (
                    <LanguageIncomplete
                      language={l}
                      hasGerman={!!texts.de}
                      onCopy={copyFromGerman}
                    />
                  ) : null}
                  <SeoFields
                    language={l}
                    text={x}
                    errors={errors}
                    onField={(field, value) => {
                      changeText(l, (y) => ({ ...y, [field]: value }))
                    }}
                  />
                  <LanguageBlocks
                    language={l}
                    blocks={x.blocks}
                    errors={errors}
                    onBlocks={blockUpdaters[l]}
                  />
                </div>
              )
            }}
          </LanguageTabs>
        </Section>

        <Section id={idBase + '-contact'} title={t('clubs.contact')}>
          <div className="grid gap-x-4 sm:grid-cols-3">
            <Field
              label={t('clubs.field.contactName')}
              value={form.contactName}
              autoComplete="off"
              error={errors.contactName}
              onChange={(e) => {
                set({ contactName: e.target.value })
              }}
            />
            <Field
              label={t('clubs.field.contactEmail')}
              type="email"
              value={form.contactEmail}
              autoComplete="off"
              error={errors.contactEmail}
              onChange={(e) => {
                set({ contactEmail: e.target.value })
              }}
            />
            <Field
              label={t('clubs.field.contactPhone')}
              type="tel"
              value={form.contactPhone}
              autoComplete="off"
              error={errors.contactPhone}
              onChange={(e) => {
                set({ contactPhone: e.target.value })
              }}
            />
          </div>
          <AddressField
            label={t('clubs.field.contactAddress')}
            hint={t('clubs.field.contactAddressHint')}
            value={form.contactAddress}
            error={errors.contactAddress}
            onChange={(v) => {
              set({ contactAddress: v })
            }}
          />
          <p className="text-sm text-stone-700">{t('clubs.contactHint')}</p>
          <p className="text-sm text-stone-700">{t('clubs.noMemberPrices')}</p>
        </Section>

        <SaveBar
          saveLabel={t('clubs.save')}
          busy={save.isPending}
          saved={saved ? t('clubs.saved') : null}
          error={generalError}
          onReload={onReload}
          deleteLabel={t('clubs.delete')}
          onDelete={
            club && !restricted
              ? () => {
                  remove.reset()
                  setConfirmDelete(true)
                }
              : undefined
          }
        />
      </form>
      <DeleteDialog
        title={t('clubs.deleteTitle')}
        text={t('clubs.deleteText', { name: title })}
        open={confirmDelete}
        confirmLabel={t('clubs.delete')}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          remove.mutate()
        }}
        onClose={() => {
          setConfirmDelete(false)
        }}
      />
    </div>
  )
}

/** The banner as the storefront lays it out, in small. */
function BannerPreview({
  colour,
  layout,
  logoUrl,
  name,
}: {
  colour: string
  layout: BannerLayout
  logoUrl: string | null
  name: string
}) {
  const valid = /^#[0-9a-fA-F]{6}$/.test(colour)
  const light = layout === 'LIGHT'
  const style = valid
    ? light
      ? { borderTopColor: colour }
      : { backgroundColor: colour }
    : undefined
  return (
    <div
      data-testid="banner-preview"
      className={
        'flex min-h-16 gap-3 rounded-md border border-stone-300 px-4 py-3 ' +
        (layout === 'CENTERED' ? 'flex-col items-center' : 'items-center') +
        (light ? ' border-t-8 bg-white' : '')
      }
      style={style}
    >
      {logoUrl ? (
        <img src={logoUrl} alt="" className="size-10 rounded-full bg-white object-contain p-0.5" />
      ) : null}
      <span className="rounded bg-white px-2 py-1 text-sm text-stone-900">{name}</span>
    </div>
  )
}

/** The postal address: a few lines, its error on it. */
function AddressField({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string
  hint: string
  value: string
  error?: string | undefined
  onChange: (v: string) => void
}) {
  const id = useId()
  return (
    <div className="mb-4 max-w-md">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <textarea
        id={id}
        name="contactAddress"
        rows={4}
        autoComplete="off"
        className={inputClassName}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={id + '-hint' + (error ? ' ' + id + '-error' : '')}
        onChange={(e) => {
          onChange(e.target.value)
        }}
      />
      <p id={id + '-hint'} className="mt-1 text-sm text-stone-700">
        {hint}
      </p>
      {error ? (
        <p id={id + '-error'} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}
