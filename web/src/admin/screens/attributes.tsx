import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type SyntheticEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import {
  buttonClassName,
  ErrorNote,
  Field,
  inputClassName,
  labelClassName,
  Loading,
  PageTitle,
  secondaryButtonClassName,
  Section,
} from '../components/ui'
import { fieldErrors, gql } from '../lib/api'
import { can, useSession } from '../lib/session'
import { languages, useText, type Language } from '../lib/text'

interface Label {
  locale: Language
  label: string
}

interface AttributeOption {
  id: string
  code: string
  swatch: string
  position: number
  labels: Label[]
  products: number
}

interface Attribute {
  id: string
  code: string
  inputType: string
  filterable: boolean
  position: number
  facetable: boolean
  labels: Label[]
  options: AttributeOption[]
}

const attributeFields = `id code inputType filterable position facetable labels { locale label }
  options { id code swatch position products labels { locale label } }`

const listKey = ['admin', 'attributes'] as const

function labelIn(labels: Label[], l: Language): string {
  return labels.find((x) => x.locale === l)?.label ?? ''
}

function labelOf(labels: Label[], l: Language): string {
  return labelIn(labels, l) || labelIn(labels, 'de')
}

/** The attributes the shop's products carry: their options with labels per language, swatches and order, and which are filters of the storefront's navigation. */
export function AttributesScreen() {
  const { t, language } = useText()
  const list = useQuery({
    queryKey: listKey,
    queryFn: () =>
      gql<{ catalogAttributes: Attribute[] }>(`{ catalogAttributes { ${attributeFields} } }`),
  })
  const [params] = useSearchParams()
  const all = list.data?.catalogAttributes ?? []
  const current = all.find((a) => a.code === params.get('code')) ?? all[0]
  const session = useSession()
  const owner = session.data?.staff?.role !== 'club'
  const mayEdit = owner && can(session.data?.staff, 'catalog.manage')
  return (
    <div>
      <PageTitle>{t('attributes.title')}</PageTitle>
      <p className="mb-4 max-w-3xl text-stone-800">{t('attributes.intro')}</p>
      {!mayEdit ? <p className="mb-4">{t('attributes.readOnly')}</p> : null}
      <ErrorNote error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <>
          <nav aria-label={t('attributes.list')} className="mb-4">
            <ul className="flex flex-wrap gap-2">
              {list.data.catalogAttributes.map((a) => (
                <li key={a.id}>
                  <Link
                    to={'?code=' + encodeURIComponent(a.code)}
                    aria-current={a.code === current?.code ? 'page' : undefined}
                    className="inline-flex min-h-11 items-center rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900 hover:bg-stone-100 aria-[current=page]:border-forest-700 aria-[current=page]:bg-forest-700 aria-[current=page]:text-white"
                  >
                    {labelOf(a.labels, language)}
                    {a.filterable ? (
                      <span className="ml-1 text-sm">({t('attributes.isFilter')})</span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {current ? (
            <AttributeSection key={current.id} attribute={current} editable={mayEdit} />
          ) : null}
        </>
      ) : null}
    </div>
  )
}

function AttributeSection({ attribute: a, editable }: { attribute: Attribute; editable: boolean }) {
  const { t, language } = useText()
  const client = useQueryClient()
  const [filterable, setFilterable] = useState(a.filterable)
  const [position, setPosition] = useState(String(a.position))
  const [note, setNote] = useState('')
  const filter = useMutation({
    mutationFn: () =>
      gql(
        `mutation($c: String!, $f: Boolean!, $p: Int!) { setCatalogAttributeFilter(code: $c, filterable: $f, position: $p) { id } }`,
        { c: a.code, f: filterable, p: Number(position) || 0 },
      ),
    onSuccess: async () => {
      setNote(t('attributes.filterSaved'))
      await client.invalidateQueries({ queryKey: listKey })
    },
  })
  const filterId = useId()
  const positionId = useId()
  const name = labelOf(a.labels, language)
  return (
    <Section id={'attribute-' + a.code} title={name}>
      <p className="mb-3 text-sm text-stone-700">
        {t('attributes.code', { code: a.code, count: a.options.length })}
      </p>
      <form
        className="mb-4 flex flex-wrap items-end gap-4 rounded-md bg-stone-50 p-3"
        onSubmit={(e: SyntheticEvent) => {
          e.preventDefault()
          setNote('')
          filter.mutate()
        }}
      >
        <div className="flex min-h-11 items-center gap-2">
          <input
            id={filterId}
            type="checkbox"
            className="size-5 accent-forest-700"
            checked={filterable}
            disabled={!editable || !a.facetable}
            aria-describedby={a.facetable ? undefined : filterId + '-hint'}
            onChange={(e) => {
              setFilterable(e.target.checked)
            }}
          />
          <label htmlFor={filterId}>{t('attributes.filter')}</label>
        </div>
        <div className="w-32">
          <label htmlFor={positionId} className={labelClassName}>
            {t('attributes.filterPosition')}
          </label>
          <input
            id={positionId}
            type="number"
            min={0}
            className={inputClassName}
            value={position}
            disabled={!editable}
            onChange={(e) => {
              setPosition(e.target.value)
            }}
          />
        </div>
        {editable ? (
          <button type="submit" className={secondaryButtonClassName} disabled={filter.isPending}>
            {t('attributes.saveFilter')}
          </button>
        ) : null}
        {!a.facetable ? (
          <p id={filterId + '-hint'} className="basis-full text-sm text-stone-700">
            {t('attributes.notFacetable')}
          </p>
        ) : null}
        <ErrorNote error={filter.error} />
        {note ? (
          <p role="status" className="basis-full text-sm">
            {note}
          </p>
        ) : null}
      </form>
      <h3 className="mb-2 font-semibold">{t('attributes.options')}</h3>
      <ul className="space-y-3">
        {a.options.map((o) => (
          <li key={o.id}>
            <OptionForm attribute={a} option={o} editable={editable} />
          </li>
        ))}
        {editable ? (
          <li>
            <OptionForm
              attribute={a}
              editable
              option={{
                id: '',
                code: '',
                swatch: '',
                position: a.options.reduce((m, o) => Math.max(m, o.position + 1), 0),
                labels: [],
                products: 0,
              }}
            />
          </li>
        ) : null}
      </ul>
    </Section>
  )
}

/** One option, or a new one when its id is empty. */
function OptionForm({
  attribute: a,
  option: o,
  editable,
}: {
  attribute: Attribute
  option: AttributeOption
  editable: boolean
}) {
  const { t, language } = useText()
  const client = useQueryClient()
  const fresh = o.id === ''
  const [code, setCode] = useState(o.code)
  const [labels, setLabels] = useState<Record<Language, string>>({
    de: labelIn(o.labels, 'de'),
    en: labelIn(o.labels, 'en'),
    fr: labelIn(o.labels, 'fr'),
  })
  const [swatch, setSwatch] = useState(o.swatch)
  const [position, setPosition] = useState(String(o.position))
  const [note, setNote] = useState('')
  const save = useMutation({
    mutationFn: () =>
      gql(
        `mutation($c: String!, $in: CatalogAttributeOptionInput!) { saveCatalogAttributeOption(code: $c, input: $in) { id } }`,
        {
          c: a.code,
          in: {
            id: fresh ? null : o.id,
            code,
            swatch,
            position: Number(position) || 0,
            labels: languages.map((l) => ({ locale: l, label: labels[l] })),
          },
        },
      ),
    onSuccess: async () => {
      if (fresh) {
        setCode('')
        setLabels({ de: '', en: '', fr: '' })
        setSwatch('')
      }
      setNote(t(fresh ? 'attributes.added' : 'attributes.optionSaved'))
      await client.invalidateQueries({ queryKey: listKey })
    },
  })
  const remove = useMutation({
    mutationFn: () =>
      gql(
        `mutation($c: String!, $id: ID!) { deleteCatalogAttributeOption(code: $c, id: $id) { id } }`,
        {
          c: a.code,
          id: o.id,
        },
      ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: listKey })
    },
  })
  const errors = fieldErrors(save.error)
  const title = fresh
    ? t('attributes.newOption', { attribute: labelOf(a.labels, language) })
    : labelOf(o.labels, language) + ' (' + o.code + ')'
  const id = useId()
  const hexValid = /^#([0-9a-fA-F]{3}){1,2}$/.test(swatch)
  const hex = swatch.slice(1)
  const full =
    hexValid && hex.length === 3
      ? '#' + hex.charAt(0).repeat(2) + hex.charAt(1).repeat(2) + hex.charAt(2).repeat(2)
      : swatch
  return (
    <form
      noValidate
      aria-labelledby={id}
      className="rounded-md border border-stone-300 p-3"
      onSubmit={(e: SyntheticEvent) => {
        e.preventDefault()
        setNote('')
        save.mutate()
      }}
    >
      <h4 id={id} className="mb-2 flex items-center gap-2 font-medium">
        {swatch && hexValid ? (
          <span
            aria-hidden="true"
            className="inline-block size-5 rounded-full border border-stone-400"
            ref={(el) => {
              // The CSP allows no inline style attributes; the colour is set through the DOM.
              if (el) el.style.backgroundColor = full
            }}
          />
        ) : null}
        {title}
        {!fresh ? (
          <span className="text-sm font-normal text-stone-700">
            · {t('attributes.products', { count: o.products })}
          </span>
        ) : null}
      </h4>
      <ErrorNote error={save.error ?? remove.error} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Input
          label={t('attributes.optionCode')}
          value={code}
          disabled={!editable}
          error={errors.code}
          onChange={setCode}
        />
        {languages.map((l) => (
          <Input
            key={l}
            label={t('attributes.label', { language: t(('language.' + l) as 'language.de') })}
            value={labels[l]}
            disabled={!editable}
            error={errors['label.' + l]}
            onChange={(v) => {
              setLabels((was) => ({ ...was, [l]: v }))
            }}
          />
        ))}
        <div>
          <span className={labelClassName} id={id + '-swatch'}>
            {t('attributes.swatch')}
          </span>
          <div className="mt-1 flex items-center gap-2">
            <input
              type="color"
              aria-label={t('attributes.swatchPicker')}
              className="h-11 w-14 shrink-0 cursor-pointer rounded border border-stone-400 bg-white"
              value={hexValid ? full.toLowerCase() : '#000000'}
              disabled={!editable}
              onChange={(e) => {
                setSwatch(e.target.value)
              }}
            />
            <input
              type="text"
              aria-labelledby={id + '-swatch'}
              aria-describedby={id + '-swatch-hint'}
              aria-invalid={errors.swatch ? true : undefined}
              placeholder="#1f3d2b"
              className={inputClassName + ' mt-0'}
              value={swatch}
              disabled={!editable}
              onChange={(e) => {
                setSwatch(e.target.value.trim())
              }}
            />
          </div>
          <p id={id + '-swatch-hint'} className="mt-1 text-sm text-stone-700">
            {errors.swatch ?? t('attributes.swatchHint')}
          </p>
        </div>
        <Input
          label={t('attributes.position')}
          value={position}
          type="number"
          disabled={!editable}
          error={errors.position}
          onChange={setPosition}
        />
      </div>
      {editable ? (
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="submit" className={buttonClassName} disabled={save.isPending}>
            {fresh ? t('attributes.add') : t('attributes.saveOption')}
          </button>
          {!fresh ? (
            <button
              type="button"
              className={secondaryButtonClassName}
              disabled={remove.isPending || o.products > 0}
              onClick={() => {
                remove.mutate()
              }}
            >
              {t('attributes.deleteOption')}
            </button>
          ) : null}
        </div>
      ) : null}
      {note ? (
        <p role="status" className="mt-2 text-sm">
          {note}
        </p>
      ) : null}
    </form>
  )
}

function Input({
  label,
  value,
  onChange,
  error,
  disabled,
  type = 'text',
}: {
  label: string
  value: string
  onChange: (v: string) => void
  error?: string | undefined
  disabled?: boolean
  type?: string
}) {
  return (
    <Field
      wrapperClassName=""
      label={label}
      type={type}
      value={value}
      disabled={disabled}
      error={error}
      onChange={(e) => {
        onChange(e.target.value)
      }}
    />
  )
}
