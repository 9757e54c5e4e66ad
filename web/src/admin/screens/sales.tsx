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
import { BerlinPeriod } from '../components/berlin-period'
import { berlinToInstant, instantToBerlin } from '../components/berlin-time'
import { parseBlocks, type Block } from '../components/block-editor-model'
import { DeleteDialog, SaveBar } from '../components/save-bar'
import {
  CopyFromGerman,
  errorLanguage,
  focusField,
  LanguageBlocks,
  LanguageTabs,
} from '../components/language-texts'
import {
  buttonClassName,
  ErrorNote,
  Field,
  inputClassName,
  labelClassName,
  linkClassName,
  Loading,
  PageTitle,
  Section,
  Select,
  StatusBadge,
} from '../components/ui'
import { ApiError, fieldErrors, gql } from '../lib/api'
import { centsFromText, textFromCents } from '../lib/money'
import {
  formatMoney,
  formatTime,
  languages,
  useText,
  type Language,
  type TextKey,
} from '../lib/text'

type Repeat = 'NONE' | 'DAILY' | 'WEEKLY' | 'MONTHLY'

interface SaleText {
  locale: Language
  title: string
  metaTitle: string
  metaDescription: string
  /** The splash blocks as the block input JSON. */
  blocks: string
}

interface Sale {
  id: string
  slug: string
  active: boolean
  from: string
  to: string
  repeat: Repeat
  private: boolean
  accessKey: string | null
  percent: number
  /** Cents off each piece (instead of percent). */
  amountOff: number
  skus: string[]
  categoryIds: string[]
  texts: SaleText[]
  countdown: {
    state: 'upcoming' | 'running' | 'ended'
    startsAt: string | null
    endsAt: string | null
  }
  updatedAt: string
  version: number
}

interface Overlap {
  id: string
  slug: string
  title: string
}

interface Category {
  id: string
  parentId: string | null
  level: number
  texts: { locale: Language; name: string }[]
}

const saleFields = `id slug active from to repeat private accessKey percent amountOff skus categoryIds
  texts { locale title metaTitle metaDescription blocks } countdown { state startsAt endsAt } updatedAt version`

const repeats: Repeat[] = ['NONE', 'DAILY', 'WEEKLY', 'MONTHLY']

const listKey = ['admin', 'sales'] as const

/** The first of values that is not empty. */
function firstOf(...values: (string | undefined)[]): string {
  return values.find((v) => v !== undefined && v !== '') ?? ''
}

function titleOf(s: Sale, language: Language): string {
  return firstOf(
    s.texts.find((x) => x.locale === language)?.title,
    s.texts.find((x) => x.locale === 'de')?.title,
    s.slug,
  )
}

/** The sales events: their window in Berlin time, the reduction and where each stands. */
export function SalesScreen() {
  const { t, language } = useText()
  const reductionText = (s: Sale) =>
    s.percent > 0
      ? t('sales.percentOff', { percent: s.percent })
      : s.amountOff > 0
        ? t('sales.amountOff', { amount: formatMoney(language, s.amountOff) })
        : t('sales.noReduction')
  const list = useQuery({
    queryKey: listKey,
    queryFn: () => gql<{ salesEvents: Sale[] }>(`{ salesEvents { ${saleFields} } }`),
  })
  return (
    <div>
      <PageTitle
        actions={
          <Link to="/sales/new" className={buttonClassName}>
            {t('sales.new')}
          </Link>
        }
      >
        {t('sales.title')}
      </PageTitle>
      <p className="mb-4 max-w-3xl text-stone-800">{t('sales.intro')}</p>
      <ErrorNote error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data?.salesEvents.length === 0 ? (
        <p className="text-stone-800">{t('sales.none')}</p>
      ) : null}
      {list.data && list.data.salesEvents.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {list.data.salesEvents.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone-300 bg-white p-4"
            >
              <div className="min-w-0">
                <Link to={'/sales/' + s.id} className={linkClassName + ' text-lg'}>
                  {titleOf(s, language)}
                </Link>
                <p className="text-sm text-stone-800">
                  {t('sales.window', {
                    from: formatTime(language, s.from),
                    to: formatTime(language, s.to),
                  })}
                  {s.repeat !== 'NONE' ? ' · ' + t(('sales.repeat.' + s.repeat) as TextKey) : ''}
                </p>
                <p className="text-sm text-stone-800">
                  {reductionText(s)}
                  {' · '}
                  {t('sales.goodsCount', { skus: s.skus.length, categories: s.categoryIds.length })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {!s.active ? <StatusBadge>{t('sales.inactive')}</StatusBadge> : null}
                {s.private ? <StatusBadge>{t('sales.private')}</StatusBadge> : null}
                <StatusBadge>{t(('sales.state.' + s.countdown.state) as TextKey)}</StatusBadge>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

type Reduction = 'percent' | 'amount'

interface Form {
  slug: string
  active: boolean
  private: boolean
  reduction: Reduction
  percent: string
  /** Euros off each piece, as typed. */
  amount: string
  skus: string
  categoryIds: string[]
  repeat: Repeat
  from: string
  to: string
  texts: Record<Language, { title: string; metaTitle: string; metaDescription: string }>
}

function emptyTexts(): Form['texts'] {
  return {
    de: { title: '', metaTitle: '', metaDescription: '' },
    en: { title: '', metaTitle: '', metaDescription: '' },
    fr: { title: '', metaTitle: '', metaDescription: '' },
  }
}

function formOf(s: Sale | null, language: Language): Form {
  if (!s) {
    return {
      slug: '',
      active: true,
      private: false,
      reduction: 'percent',
      percent: '10',
      amount: '',
      skus: '',
      categoryIds: [],
      repeat: 'NONE',
      from: '',
      to: '',
      texts: emptyTexts(),
    }
  }
  const texts = emptyTexts()
  for (const x of s.texts) {
    texts[x.locale] = { title: x.title, metaTitle: x.metaTitle, metaDescription: x.metaDescription }
  }
  return {
    slug: s.slug,
    active: s.active,
    private: s.private,
    reduction: s.amountOff > 0 ? 'amount' : 'percent',
    percent: String(s.percent),
    amount: s.amountOff > 0 ? textFromCents(s.amountOff, language) : '',
    skus: s.skus.join('\n'),
    categoryIds: s.categoryIds,
    repeat: s.repeat,
    from: instantToBerlin(s.from),
    to: instantToBerlin(s.to),
    texts,
  }
}

type Splash = Record<Language, Block[]>

function splashOf(s: Sale | null): Splash {
  const out: Splash = { de: [], en: [], fr: [] }
  for (const x of s?.texts ?? []) out[x.locale] = parseBlocks(x.blocks)
  return out
}

/** The input of a save or of the overlap check (without the splash blocks, which a save adds). */
function inputOf(id: string | null, version: number | null, f: Form) {
  return {
    id,
    version,
    slug: f.slug.trim(),
    active: f.active,
    private: f.private,
    percent: f.reduction === 'percent' ? Number.parseInt(f.percent, 10) || 0 : 0,
    amountOff: f.reduction === 'amount' ? (centsFromText(f.amount) ?? 0) : 0,
    skus: f.skus
      .split(/[\s,;]+/)
      .map((s) => s.trim())
      .filter(Boolean),
    categoryIds: f.categoryIds,
    repeat: f.repeat,
    from: berlinToInstant(f.from),
    to: berlinToInstant(f.to),
    texts: languages.map((l) => ({ locale: l, ...f.texts[l] })),
  }
}

/** The categories in tree order: each followed by its subtree (the API lists them by level). */
function treeOrder(list: Category[]): Category[] {
  const children = new Map<string | null, Category[]>()
  for (const c of list) {
    const siblings = children.get(c.parentId) ?? []
    siblings.push(c)
    children.set(c.parentId, siblings)
  }
  const ids = new Set(list.map((c) => c.id))
  const out: Category[] = []
  const walk = (parent: string | null) => {
    for (const c of children.get(parent) ?? []) {
      out.push(c)
      walk(c.id)
    }
  }
  for (const c of list)
    if (c.parentId === null || !ids.has(c.parentId)) {
      out.push(c)
      walk(c.id)
    }
  return out
}

/** A value that follows v after it has stayed for ms. */
function useSettled<T>(v: T, ms: number): T {
  const [settled, setSettled] = useState(v)
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(v)
    }, ms)
    return () => {
      clearTimeout(timer)
    }
  }, [v, ms])
  return settled
}

/**
 * A sales event: its texts per language, its window in Berlin time (and
 * in the browser's own zone where that differs), how it repeats, the
 * goods and the reduction. Events that reduce some of the same goods at an
 * overlapping time are warned about while editing and after saving; the
 * save is never refused for them.
 */
export function SaleScreen() {
  const { id: param } = useParams()
  const isNew = param === 'new'
  const { t } = useText()
  const sale = useQuery({
    queryKey: [...listKey, param],
    queryFn: () =>
      gql<{ salesEvent: Sale | null }>(
        `query($id: ID!) { salesEvent(id: $id) { ${saleFields} } }`,
        {
          id: param,
        },
      ),
    enabled: !isNew && !!param,
  })
  if (isNew) return <SaleEditor key="new" sale={null} />
  if (sale.isPending) return <Loading />
  if (sale.error) return <ErrorNote error={sale.error} />
  if (!sale.data.salesEvent) {
    return (
      <div>
        <PageTitle>{t('sales.notFound')}</PageTitle>
        <Link to="/sales" className={linkClassName}>
          {t('sales.back')}
        </Link>
      </div>
    )
  }
  return (
    <SaleEditor
      key={String(sale.data.salesEvent.version) + sale.data.salesEvent.updatedAt}
      sale={sale.data.salesEvent}
    />
  )
}

function SaleEditor({ sale }: { sale: Sale | null }) {
  const { t, language } = useText()
  const client = useQueryClient()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const [form, setForm] = useState<Form>(() => formOf(sale, language))
  const [splash, setSplash] = useState<Splash>(() => splashOf(sale))
  const [tab, setTab] = useState<Language>('de')
  const [announce, setAnnounce] = useState('')
  const location = useLocation()
  // A save remounts the editor on the saved version: what it warned of
  // comes along in the navigation's state, shown until the form changes.
  const [ownSaved, setSaved] = useState<Overlap[] | null>(null)
  const [edited, setEdited] = useState(false)
  const navSaved = (location.state as { saved?: Overlap[] } | null)?.saved ?? null
  const saved = ownSaved ?? (edited ? null : navSaved)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const idBase = useId()
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({})
  const set = (patch: Partial<Form>) => {
    setSaved(null)
    setEdited(true)
    setClientErrors({})
    setForm((f) => ({ ...f, ...patch }))
  }
  const setText = (l: Language, patch: Partial<Form['texts'][Language]>) => {
    setSaved(null)
    setEdited(true)
    setClientErrors({})
    setForm((f) => ({ ...f, texts: { ...f.texts, [l]: { ...f.texts[l], ...patch } } }))
  }
  const blockUpdaters = useMemo(() => {
    const make = (l: Language) => (update: (blocks: Block[]) => Block[]) => {
      setSaved(null)
      setEdited(true)
      setSplash((all) => ({ ...all, [l]: update(all[l]) }))
    }
    return { de: make('de'), en: make('en'), fr: make('fr') }
  }, [])
  const copyFromGerman = useCallback(
    (l: Language) => {
      setSaved(null)
      setEdited(true)
      setSplash((all) => ({ ...all, [l]: structuredClone(all.de) }))
      setAnnounce(t('pages.copied', { language: t(('language.' + l) as TextKey) }))
    },
    [t],
  )
  const categories = useQuery({
    queryKey: ['admin', 'sales', 'categories'],
    queryFn: () =>
      gql<{ catalogCategories: Category[] }>(
        `{ catalogCategories { id parentId level texts { locale name } } }`,
      ),
  })
  const input = useMemo(
    () => inputOf(sale?.id ?? null, sale?.version ?? null, form),
    [sale?.id, sale?.version, form],
  )
  const settled = useSettled(input, 400)
  const checkable =
    (settled.percent > 0 || settled.amountOff > 0) &&
    settled.active &&
    !settled.private &&
    settled.from !== '' &&
    settled.to !== '' &&
    settled.skus.length + settled.categoryIds.length > 0
  const overlaps = useQuery({
    queryKey: ['admin', 'sales', 'overlaps', JSON.stringify(settled)],
    queryFn: () =>
      gql<{ salesEventOverlaps: Overlap[] }>(
        `query($in: SalesEventInput!) { salesEventOverlaps(input: $in) { id slug title } }`,
        { in: settled },
      ),
    enabled: checkable,
    retry: false,
  })
  const save = useMutation({
    mutationFn: () =>
      gql<{ saveSalesEvent: { event: Sale; overlaps: Overlap[] } }>(
        `mutation($in: SalesEventInput!) { saveSalesEvent(input: $in) { event { ${saleFields} } overlaps { id slug title } } }`,
        {
          in: {
            ...input,
            texts: input.texts.map((x) => ({ ...x, blocks: JSON.stringify(splash[x.locale]) })),
          },
        },
      ),
    onSuccess: (data) => {
      const ev = data.saveSalesEvent.event
      client.setQueryData([...listKey, ev.id], { salesEvent: ev })
      void client.invalidateQueries({ queryKey: listKey, exact: true })
      setSaved(data.saveSalesEvent.overlaps)
      void navigate('/sales/' + ev.id, {
        replace: true,
        state: { saved: data.saveSalesEvent.overlaps },
      })
    },
    onError: (e) => {
      // A splash block's field: its language's tab first, then the focus (the effect).
      const first = Object.keys(fieldErrors(e))[0]
      const l = first ? errorLanguage(first) : null
      if (l && first?.startsWith('locales.' + l + '.blocks')) setTab(l)
    },
  })
  const remove = useMutation({
    mutationFn: () => gql(`mutation($id: ID!) { deleteSalesEvent(id: $id) }`, { id: sale?.id }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: listKey })
      void navigate('/sales')
    },
  })
  const errors = { ...fieldErrors(save.error), ...clientErrors }
  useEffect(() => {
    const first = Object.keys(fieldErrors(save.error))[0]
    if (first && /^locales\.(de|en|fr)\.blocks/.test(first)) {
      focusField(first)
      return
    }
    if (save.error || Object.keys(clientErrors).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
  }, [save.error, clientErrors])
  const conflict = save.error instanceof ApiError && save.error.code === 'CONFLICT'
  const generalError =
    save.error && !conflict && !(save.error instanceof ApiError && save.error.field)
      ? save.error
      : null
  const warnings = saved ?? (checkable ? (overlaps.data?.salesEventOverlaps ?? []) : [])
  const nameOf = (c: Category) =>
    firstOf(
      c.texts.find((x) => x.locale === language)?.name,
      c.texts.find((x) => x.locale === 'de')?.name,
      c.id,
    )
  const fromInstant = berlinToInstant(form.from)
  const toInstant = berlinToInstant(form.to)
  const title = sale ? titleOf(sale, language) : t('sales.new')
  return (
    <div>
      <PageTitle
        actions={
          <Link to="/sales" className={linkClassName}>
            {t('sales.back')}
          </Link>
        }
      >
        {title}
      </PageTitle>
      {sale ? (
        <p role="status" className="mb-4 text-stone-800">
          {t(('sales.state.' + sale.countdown.state) as TextKey)}
          {sale.countdown.state === 'upcoming' && sale.countdown.startsAt
            ? ' · ' + t('sales.startsAt', { at: formatTime(language, sale.countdown.startsAt) })
            : ''}
          {sale.countdown.state === 'running' && sale.countdown.endsAt
            ? ' · ' + t('sales.endsAt', { at: formatTime(language, sale.countdown.endsAt) })
            : ''}
        </p>
      ) : null}
      <form
        ref={formRef}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e: SyntheticEvent) => {
          e.preventDefault()
          setSaved(null)
          const missing: Record<string, string> = {}
          if (!form.texts.de.title.trim()) missing['locales.de.title'] = t('sales.field.required')
          if (!form.slug.trim()) missing.slug = t('sales.field.required')
          if (!fromInstant) missing.from = t('sales.field.timeRequired')
          if (!toInstant) missing.to = t('sales.field.timeRequired')
          if (
            form.reduction === 'amount' &&
            form.amount.trim() &&
            centsFromText(form.amount) === null
          )
            missing.amountOff = t('sales.field.amountInvalid')
          setClientErrors(missing)
          if (Object.keys(missing).length === 0) save.mutate()
          else save.reset()
        }}
      >
        <Section id={idBase + '-texts'} title={t('sales.texts')}>
          <div className="grid gap-4 lg:grid-cols-3">
            {languages.map((l) => (
              <fieldset key={l} className="rounded-md border border-stone-300 p-3">
                <legend className="px-1 font-medium">{t(('language.' + l) as TextKey)}</legend>
                <Field
                  label={t('sales.field.title')}
                  value={form.texts[l].title}
                  required={l === 'de'}
                  error={
                    errors['locales.' + l + '.title'] ??
                    (l === 'de' ? errors['locales.de'] : undefined)
                  }
                  onChange={(e) => {
                    setText(l, { title: e.target.value })
                  }}
                />
                <Field
                  label={t('sales.field.metaTitle')}
                  value={form.texts[l].metaTitle}
                  error={errors['locales.' + l + '.meta.title']}
                  onChange={(e) => {
                    setText(l, { metaTitle: e.target.value })
                  }}
                />
                <Field
                  label={t('sales.field.metaDescription')}
                  value={form.texts[l].metaDescription}
                  error={errors['locales.' + l + '.meta.description']}
                  wrapperClassName=""
                  onChange={(e) => {
                    setText(l, { metaDescription: e.target.value })
                  }}
                />
              </fieldset>
            ))}
          </div>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field
              label={t('sales.field.slug')}
              hint={t('sales.field.slugHint')}
              value={form.slug}
              required
              error={errors.slug}
              onChange={(e) => {
                set({ slug: e.target.value })
              }}
            />
            <div className="flex flex-col justify-center gap-2">
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={form.active}
                  onChange={(e) => {
                    set({ active: e.target.checked })
                  }}
                />
                {t('sales.field.active')}
              </label>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={form.private}
                  onChange={(e) => {
                    set({ private: e.target.checked })
                  }}
                />
                {t('sales.field.private')}
              </label>
            </div>
          </div>
          {sale?.private && sale.accessKey ? (
            <p className="mt-2 text-sm break-all text-stone-800">
              {t('sales.privateLink')} <code>{'/de/' + sale.slug + '?key=' + sale.accessKey}</code>
            </p>
          ) : null}
        </Section>

        <Section id={idBase + '-time'} title={t('sales.time')}>
          <p className="mb-3 text-sm text-stone-800">{t('sales.timeHint')}</p>
          <BerlinPeriod
            required
            columns="sm:grid-cols-3"
            from={{ label: t('sales.field.from'), value: form.from, error: errors.from }}
            to={{ label: t('sales.field.to'), value: form.to, error: errors.to }}
            onFrom={(v) => {
              set({ from: v })
            }}
            onTo={(v) => {
              set({ to: v })
            }}
          >
            <Select
              label={t('sales.field.repeat')}
              value={form.repeat}
              options={repeats.map((r) => ({
                value: r,
                label: t(('sales.repeat.' + r) as TextKey),
              }))}
              onChange={(e) => {
                set({ repeat: e.target.value as Repeat })
              }}
            />
          </BerlinPeriod>
          <p className="mt-3 text-sm text-stone-800">{t('sales.countdownNote')}</p>
        </Section>

        <Section id={idBase + '-goods'} title={t('sales.goods')}>
          <div className="grid gap-4 lg:grid-cols-2">
            <div>
              <fieldset className="mb-4">
                <legend className={labelClassName}>{t('sales.field.reduction')}</legend>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {(['percent', 'amount'] as const).map((r) => (
                    <label key={r} className="flex min-h-11 items-center gap-2">
                      <input
                        type="radio"
                        name={idBase + '-reduction'}
                        className="size-5 accent-forest-700"
                        checked={form.reduction === r}
                        onChange={() => {
                          set({ reduction: r })
                        }}
                      />
                      {t(('sales.reduction.' + r) as TextKey)}
                    </label>
                  ))}
                </div>
              </fieldset>
              {form.reduction === 'percent' ? (
                <Field
                  label={t('sales.field.percent')}
                  hint={t('sales.field.percentHint')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={99}
                  step={1}
                  value={form.percent}
                  error={errors.percent}
                  onChange={(e) => {
                    set({ percent: e.target.value })
                  }}
                />
              ) : (
                <Field
                  label={t('sales.field.amount')}
                  hint={t('sales.field.amountHint')}
                  inputMode="decimal"
                  value={form.amount}
                  error={errors.amountOff ?? errors.percent}
                  onChange={(e) => {
                    set({ amount: e.target.value })
                  }}
                />
              )}
              <SkuField
                value={form.skus}
                error={errors.skus}
                onChange={(v) => {
                  set({ skus: v })
                }}
              />
            </div>
            <fieldset
              className="rounded-md border border-stone-300 p-3"
              aria-describedby={errors.categoryIds ? idBase + '-cat-error' : undefined}
            >
              <legend className="px-1 font-medium">{t('sales.field.categories')}</legend>
              <p className="mb-2 text-sm text-stone-700">{t('sales.field.categoriesHint')}</p>
              {categories.isPending ? <Loading /> : null}
              <ErrorNote error={categories.error} />
              <div className="max-h-80 overflow-auto">
                {treeOrder(categories.data?.catalogCategories ?? [])
                  .filter((c) => c.level > 1)
                  .map((c) => (
                    <label
                      key={c.id}
                      className="flex min-h-11 items-center gap-2"
                      style={{ paddingLeft: `${String((c.level - 2) * 1.25)}rem` }}
                    >
                      <input
                        type="checkbox"
                        className="size-5"
                        checked={form.categoryIds.includes(c.id)}
                        aria-invalid={errors.categoryIds ? true : undefined}
                        onChange={(e) => {
                          set({
                            categoryIds: e.target.checked
                              ? [...form.categoryIds, c.id]
                              : form.categoryIds.filter((x) => x !== c.id),
                          })
                        }}
                      />
                      {nameOf(c)}
                    </label>
                  ))}
              </div>
              {errors.categoryIds ? (
                <p id={idBase + '-cat-error'} className="mt-1 text-sm text-red-800">
                  {errors.categoryIds}
                </p>
              ) : null}
            </fieldset>
          </div>
        </Section>

        <Section id={idBase + '-splash'} title={t('sales.splash')}>
          <p className="mb-3 text-sm text-stone-700">{t('sales.splashHint')}</p>
          <div role="status" aria-live="polite" className="sr-only">
            {announce}
          </div>
          <LanguageTabs
            tab={tab}
            onTab={setTab}
            missing={(l) => l !== 'de' && splash.de.length > 0 && splash[l].length === 0}
          >
            {(l) => (
              <div className="space-y-4">
                {l !== 'de' && splash.de.length > 0 ? (
                  <div className="flex flex-wrap items-center gap-3">
                    <CopyFromGerman language={l} hasGerman onCopy={copyFromGerman} />
                  </div>
                ) : null}
                <LanguageBlocks
                  language={l}
                  blocks={splash[l]}
                  errors={errors}
                  onBlocks={blockUpdaters[l]}
                />
              </div>
            )}
          </LanguageTabs>
        </Section>

        <div role="status" aria-live="polite">
          {warnings.length > 0 ? (
            <div className="rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-950">
              <p className="font-medium">{t('sales.overlapWarning')}</p>
              <ul className="mt-1 list-disc pl-6">
                {warnings.map((o) => (
                  <li key={o.id}>
                    <Link to={'/sales/' + o.id} className={linkClassName}>
                      {o.title || o.slug}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {saved !== null ? (
            <p className="mt-2 font-medium text-forest-800">{t('sales.saved')}</p>
          ) : null}
        </div>
        <SaveBar
          saveLabel={t('sales.save')}
          busy={save.isPending}
          error={conflict ? save.error : generalError}
          onReload={() => {
            void client.invalidateQueries({ queryKey: [...listKey, sale?.id] })
          }}
          deleteLabel={t('sales.delete')}
          onDelete={
            sale
              ? () => {
                  remove.reset()
                  setConfirmDelete(true)
                }
              : undefined
          }
        />
      </form>
      <DeleteDialog
        title={t('sales.deleteTitle')}
        text={t('sales.deleteText', { title })}
        open={confirmDelete}
        confirmLabel={t('sales.delete')}
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

/** The SKUs, one a line (or separated by commas). */
function SkuField({
  value,
  error,
  onChange,
}: {
  value: string
  error: string | undefined
  onChange: (v: string) => void
}) {
  const { t } = useText()
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {t('sales.field.skus')}
      </label>
      <textarea
        id={id}
        rows={5}
        className={inputClassName + ' font-mono'}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={id + '-hint' + (error ? ' ' + id + '-error' : '')}
        onChange={(e) => {
          onChange(e.target.value)
        }}
      />
      <p id={id + '-hint'} className="mt-1 text-sm text-stone-700">
        {t('sales.field.skusHint')}
      </p>
      {error ? (
        <p id={id + '-error'} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}
