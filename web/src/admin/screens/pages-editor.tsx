import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { parseBlocks, type Block } from '../components/block-editor-model'
import {
  errorLanguage,
  focusField,
  LanguageAbsent,
  LanguageBlocks,
  LanguageIncomplete,
  LanguageTabs,
  SeoFields,
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
  secondaryButtonClassName,
  Section,
  Select,
} from '../components/ui'
import { ActionDialog, ConfirmButtons } from '../components/dialog'
import { ApiError, gql } from '../lib/api'
import { formatTime, languages, useText, type Language, type TextKey } from '../lib/text'
import { StateBadge, usePageList, type PageState } from './pages'
import { berlinToInstant, instantToBerlin } from '../components/berlin-time'

interface ServerText {
  locale: Language
  title: string
  slug: string
  metaTitle: string
  metaDescription: string
  metaRobots: string
  metaImageId: string | null
  blocks: string
}

interface ServerDraft {
  id: string
  revision: number
  state: PageState
  publishAt: string | null
  publishedAt: string | null
  changed: boolean
  savedAt: string
  savedBy: string
  urls: { locale: Language; url: string }[]
  missingLocales: Language[]
  hasChildren: boolean
  siteCode: string
  parentId: string | null
  prefix: string
  headerStyle: string
  layout: string
  texts: ServerText[]
}

const draftFields = `id revision state publishAt publishedAt changed savedAt savedBy urls { locale url } missingLocales hasChildren
  siteCode parentId prefix headerStyle layout texts { locale title slug metaTitle metaDescription metaRobots metaImageId blocks }`

/** A language of the page as the editor holds it. */
export interface TextState {
  title: string
  slug: string
  metaTitle: string
  metaDescription: string
  metaRobots: string
  metaImageId: string | null
  blocks: Block[]
}

/** The page as the editor holds it; a language not started is null. */
export interface DraftState {
  siteCode: string
  parentId: string | null
  prefix: string
  headerStyle: string
  layout: string
  texts: Record<Language, TextState | null>
}

function stateOf(d: ServerDraft): DraftState {
  const texts: Record<Language, TextState | null> = { de: null, en: null, fr: null }
  for (const x of d.texts) {
    texts[x.locale] = {
      title: x.title,
      slug: x.slug,
      metaTitle: x.metaTitle,
      metaDescription: x.metaDescription,
      metaRobots: x.metaRobots,
      metaImageId: x.metaImageId,
      blocks: parseBlocks(x.blocks),
    }
  }
  return {
    siteCode: d.siteCode,
    parentId: d.parentId,
    prefix: d.prefix,
    headerStyle: d.headerStyle,
    layout: d.layout,
    texts,
  }
}

function inputOf(s: DraftState) {
  return {
    siteCode: s.siteCode,
    parentId: s.parentId,
    prefix: s.parentId ? '' : s.prefix,
    headerStyle: s.headerStyle,
    layout: s.layout,
    texts: languages.flatMap((l) => {
      const x = s.texts[l]
      if (!x || (l !== 'de' && !x.title.trim() && x.blocks.length === 0)) return []
      return [
        {
          locale: l,
          title: x.title,
          slug: x.slug,
          metaTitle: x.metaTitle,
          metaDescription: x.metaDescription,
          metaRobots: x.metaRobots,
          metaImageId: x.metaImageId,
          blocks: JSON.stringify(x.blocks),
        },
      ]
    }),
  }
}

function missingIn(x: TextState | null): boolean {
  return !x?.title.trim() || x.blocks.length === 0
}

/** Where the editor keeps an unsaved copy of a page in this browser. */
export const localCopyKey = (id: string) => 'paddock-admin-page-' + id

interface LocalCopy {
  revision: number
  at: number
  draft: DraftState
}

function readLocalCopy(id: string): LocalCopy | null {
  try {
    const raw = localStorage.getItem(localCopyKey(id))
    return raw ? (JSON.parse(raw) as LocalCopy) : null
  } catch {
    return null
  }
}

interface SaveResult {
  ok: boolean
  fields: Record<string, string>
}

/** How long after the last keystroke the draft is saved. */
export const autosaveDelay = 1200

/**
 * The page editor: the page's languages in tabs (a missing one marked,
 * with "copy from German"), each with its title, slug, SEO fields and
 * blocks; the parent page and layout. The draft saves itself a moment
 * after typing stops and when the editor is left, a copy stays in this
 * browser until the server has it (offered back when the page is opened
 * again), and a save that meets someone else's newer one shows who and
 * offers to reload. Publishing now or at a Berlin time, versions to
 * compare and restore, and the storefront's preview beside the blocks.
 */
export function PageEditorScreen() {
  const { id = '' } = useParams()
  const { t } = useText()
  const page = useQuery({
    queryKey: ['contentPage', id],
    queryFn: () =>
      gql<{ contentPage: ServerDraft | null }>(
        `query($id: ID!) { contentPage(id: $id) { ${draftFields} } }`,
        { id },
      ),
    // The editor holds the draft from here on: never show a cached one.
    gcTime: 0,
  })
  if (page.isPending) return <Loading />
  if (page.error) return <ErrorNote error={page.error} />
  const found = page.data.contentPage
  if (!found)
    return (
      <>
        <PageTitle>{t('pages.notFound')}</PageTitle>
        <Link to="/pages" className={linkClassName}>
          {t('pages.back')}
        </Link>
      </>
    )
  // A reload (after a conflict) starts the editor afresh from the server's draft.
  return <Editor key={found.id + ':' + String(page.dataUpdatedAt)} initial={found} />
}

function Editor({ initial }: { initial: ServerDraft }) {
  const { t, language } = useText()
  const client = useQueryClient()
  const navigate = useNavigate()
  const id = initial.id
  const [draft, setDraft] = useState<DraftState>(() => stateOf(initial))
  const [server, setServer] = useState<ServerDraft>(initial)
  const [tab, setTab] = useState<Language>('de')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [conflict, setConflict] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [saving, setSaving] = useState(false)
  const [savedAt, setSavedAt] = useState<string | null>(null)
  const [previewSeq, setPreviewSeq] = useState(0)
  const [offer, setOffer] = useState<LocalCopy | null>(() => {
    const copy = readLocalCopy(id)
    if (!copy) return null
    return JSON.stringify(copy.draft) === JSON.stringify(stateOf(initial)) ? null : copy
  })

  // The save machinery works on refs, so that a save in flight never loses
  // what was typed meanwhile.
  const draftRef = useRef(draft)
  useLayoutEffect(() => {
    draftRef.current = draft
  }, [draft])
  const [unsaved, setUnsaved] = useState(false)
  const revisionRef = useRef(initial.revision)
  const changeSeq = useRef(0)
  const savedSeq = useRef(0)
  const inFlight = useRef(false)
  const again = useRef(false)
  const stopped = useRef(false)

  const [announce, setAnnounce] = useState('')
  const saveNow = async (keep: boolean): Promise<SaveResult> => {
    if (stopped.current) return { ok: false, fields: {} }
    if (inFlight.current) {
      again.current = true
      return { ok: false, fields: {} }
    }
    inFlight.current = true
    setSaving(true)
    const seq = changeSeq.current
    try {
      const res = await gql<{ saveContentPageDraft: ServerDraft }>(
        `mutation($id: ID!, $r: Int!, $in: ContentPageInput!, $k: Boolean) { saveContentPageDraft(id: $id, revision: $r, input: $in, keepVersion: $k) { ${draftFields} } }`,
        { id, r: revisionRef.current, in: inputOf(draftRef.current), k: keep },
      )
      revisionRef.current = res.saveContentPageDraft.revision
      savedSeq.current = seq
      if (seq === changeSeq.current) setUnsaved(false)
      setServer(res.saveContentPageDraft)
      setErrors({})
      setFailure(null)
      setSavedAt(res.saveContentPageDraft.savedAt)
      setPreviewSeq((n) => n + 1)
      if (seq === changeSeq.current) {
        try {
          localStorage.removeItem(localCopyKey(id))
        } catch {
          // Storage off: nothing kept.
        }
      }
      if (keep) {
        setAnnounce(t('pages.done.saveVersion'))
        await client.invalidateQueries({ queryKey: ['contentPageVersions', id] })
      }
      return { ok: true, fields: {} }
    } catch (e) {
      if (e instanceof ApiError && e.code === 'CONFLICT') {
        stopped.current = true
        setConflict(e.message)
      } else if (e instanceof ApiError && Object.keys(e.fields).length > 0) {
        setErrors(e.fields)
        return { ok: false, fields: e.fields }
      } else {
        setFailure(e)
      }
      return { ok: false, fields: {} }
    } finally {
      inFlight.current = false
      setSaving(false)
      if (again.current && !stopped.current) {
        again.current = false
        void saveRef.current(false)
      }
    }
  }
  const saveRef = useRef(saveNow)
  useLayoutEffect(() => {
    saveRef.current = saveNow
  })

  const change = useCallback((fn: (d: DraftState) => DraftState) => {
    changeSeq.current += 1
    setUnsaved(true)
    setDraft(fn)
  }, [])

  // Autosave a moment after the last change; the local copy sooner.
  useEffect(() => {
    if (changeSeq.current === savedSeq.current || stopped.current) return
    const local = setTimeout(() => {
      try {
        localStorage.setItem(
          localCopyKey(id),
          JSON.stringify({ revision: revisionRef.current, at: Date.now(), draft }),
        )
      } catch {
        // Storage full or off: the autosave still runs.
      }
    }, 250)
    const remote = setTimeout(() => {
      void saveRef.current(false)
    }, autosaveDelay)
    return () => {
      clearTimeout(local)
      clearTimeout(remote)
    }
  }, [draft, id])

  // Leaving the editor saves what is not saved yet; closing the tab asks
  // first (the local copy keeps it either way).
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (changeSeq.current !== savedSeq.current && !stopped.current) e.preventDefault()
    }
    window.addEventListener('beforeunload', warn)
    return () => {
      window.removeEventListener('beforeunload', warn)
      if (changeSeq.current !== savedSeq.current && !stopped.current && !inFlight.current) {
        void gql(
          `mutation($id: ID!, $r: Int!, $in: ContentPageInput!) { saveContentPageDraft(id: $id, revision: $r, input: $in) { id } }`,
          { id, r: revisionRef.current, in: inputOf(draftRef.current) },
        )
          .then(() => {
            localStorage.removeItem(localCopyKey(id))
          })
          .catch(() => undefined)
      }
    }
  }, [id])

  const focusFirstError = (fields: Record<string, string>) => {
    const first = Object.keys(fields)[0]
    if (!first) return
    const l = errorLanguage(first)
    if (l) setTab(l)
    focusField(first)
  }

  const flush = async (keep: boolean) => {
    const res = await saveRef.current(keep)
    if (!res.ok) focusFirstError(res.fields)
    return res.ok
  }

  const act = useMutation({
    mutationFn: async (what: { op: 'publish' | 'unpublish' | 'schedule'; at?: string | null }) => {
      if (what.op !== 'unpublish' && changeSeq.current !== savedSeq.current) {
        if (!(await flush(false))) throw new Error('not saved')
      }
      if (what.op === 'publish') {
        const r = await gql<{ publishContentPage: ServerDraft }>(
          `mutation($id: ID!, $r: Int!) { publishContentPage(id: $id, revision: $r) { ${draftFields} } }`,
          { id, r: revisionRef.current },
        )
        return r.publishContentPage
      }
      if (what.op === 'schedule') {
        const r = await gql<{ scheduleContentPage: ServerDraft }>(
          `mutation($id: ID!, $r: Int!, $at: String) { scheduleContentPage(id: $id, revision: $r, at: $at) { ${draftFields} } }`,
          { id, r: revisionRef.current, at: what.at ?? null },
        )
        return r.scheduleContentPage
      }
      const r = await gql<{ unpublishContentPage: ServerDraft }>(
        `mutation($id: ID!) { unpublishContentPage(id: $id) { ${draftFields} } }`,
        { id },
      )
      return r.unpublishContentPage
    },
    onSuccess: async (d, what) => {
      revisionRef.current = d.revision
      setServer(d)
      setAnnounce(t(('pages.done.' + what.op) as TextKey))
      await client.invalidateQueries({ queryKey: ['contentPages'] })
      await client.invalidateQueries({ queryKey: ['contentPageVersions', id] })
    },
    onError: (e) => {
      if (e instanceof ApiError && e.code === 'CONFLICT') {
        stopped.current = true
        setConflict(e.message)
      } else if (e instanceof ApiError && Object.keys(e.fields).length > 0) {
        setErrors(e.fields)
        focusFirstError(e.fields)
      }
    },
  })

  // Starts the editor afresh from the server's draft (after a conflict or
  // a restored version): this browser's copy is dropped first.
  const reload = async () => {
    try {
      localStorage.removeItem(localCopyKey(id))
    } catch {
      // nothing kept
    }
    stopped.current = true
    await client.invalidateQueries({ queryKey: ['contentPageVersions', id] })
    window.location.reload()
  }

  const setText = useCallback(
    (l: Language, fn: (x: TextState) => TextState) => {
      change((d) => {
        const x = d.texts[l]
        if (!x) return d
        return { ...d, texts: { ...d.texts, [l]: fn(x) } }
      })
    },
    [change],
  )
  const blockUpdaters = useMemo(() => {
    const make = (l: Language) => (update: (blocks: Block[]) => Block[]) => {
      setText(l, (x) => ({ ...x, blocks: update(x.blocks) }))
    }
    return { de: make('de'), en: make('en'), fr: make('fr') }
  }, [setText])

  const copyFromGerman = (l: Language) => {
    change((d) => {
      const de = d.texts.de
      if (!de) return d
      return { ...d, texts: { ...d.texts, [l]: structuredClone(de) } }
    })
    setAnnounce(t('pages.copied', { language: t(('language.' + l) as TextKey) }))
  }
  const startEmpty = (l: Language) => {
    change((d) => ({
      ...d,
      texts: {
        ...d.texts,
        [l]: {
          title: '',
          slug: d.texts.de?.slug ?? '',
          metaTitle: '',
          metaDescription: '',
          metaRobots: '',
          metaImageId: null,
          blocks: [],
        },
      },
    }))
  }

  const title = draft.texts.de?.title.trim() ? draft.texts.de.title : t('pages.untitled')
  const status = conflict
    ? t('pages.conflictShort')
    : saving
      ? t('pages.saving')
      : unsaved
        ? t('pages.unsaved')
        : savedAt
          ? t('pages.savedAt', { at: formatTime(language, savedAt) })
          : t('pages.upToDate')

  return (
    <>
      <p className="mb-2">
        <Link to={`/pages?site=${encodeURIComponent(server.siteCode)}`} className={linkClassName}>
          {t('pages.back')}
        </Link>
      </p>
      <PageTitle>{t('pages.editTitle', { title })}</PageTitle>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <StateBadge item={server} />
        <span role="status" className="text-sm text-stone-700" data-testid="save-status">
          {status}
        </span>
        <span className="sr-only" role="status">
          {announce}
        </span>
      </div>
      {offer ? (
        <div
          role="alert"
          className="mb-4 rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-950"
        >
          <p className="mb-2">
            {t('pages.localCopy', { at: new Date(offer.at).toLocaleString(language) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClassName}
              onClick={() => {
                change(() => offer.draft)
                setOffer(null)
              }}
            >
              {t('pages.localCopyRestore')}
            </button>
            <button
              type="button"
              className={secondaryButtonClassName}
              onClick={() => {
                try {
                  localStorage.removeItem(localCopyKey(id))
                } catch {
                  // nothing kept
                }
                setOffer(null)
              }}
            >
              {t('pages.localCopyDiscard')}
            </button>
          </div>
        </div>
      ) : null}
      {conflict ? (
        <div
          role="alert"
          className="mb-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-900"
        >
          <p className="mb-2">{conflict}</p>
          <button
            type="button"
            className={buttonClassName}
            onClick={() => {
              void reload()
            }}
          >
            {t('pages.reload')}
          </button>
        </div>
      ) : null}
      <ErrorNote
        error={
          failure ??
          (act.error instanceof ApiError &&
          act.error.code !== 'CONFLICT' &&
          Object.keys(act.error.fields).length === 0
            ? act.error
            : null)
        }
      />
      {Object.keys(errors).length > 0 ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-900"
        >
          {t('pages.fieldErrors', { count: Object.keys(errors).length })}
        </p>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <LanguageTabs tab={tab} onTab={setTab} missing={(l) => missingIn(draft.texts[l])}>
            {(l) => (
              <LanguagePanel
                language={l}
                text={draft.texts[l]}
                errors={errors}
                onText={setText}
                onBlocks={blockUpdaters[l]}
                onCopy={copyFromGerman}
                onStart={startEmpty}
                hasGerman={!!draft.texts.de}
              />
            )}
          </LanguageTabs>
          <PageSettings draft={draft} change={change} errors={errors} pageId={id} />
          <Section id="page-publish" title={t('pages.publishing')}>
            <PublishPanel
              server={server}
              busy={act.isPending || saving}
              onSave={() => {
                void flush(true)
              }}
              onPublish={() => {
                act.mutate({ op: 'publish' })
              }}
              onSchedule={(at) => {
                act.mutate({ op: 'schedule', at })
              }}
              onUnpublish={() => {
                act.mutate({ op: 'unpublish' })
              }}
              scheduleError={errors.publishAt}
            />
            <DeletePage server={server} onDeleted={() => void navigate('/pages')} />
          </Section>
          <Versions id={id} revision={() => revisionRef.current} onRestored={reload} />
        </div>
        <Preview id={id} refresh={previewSeq} />
      </div>
    </>
  )
}

function LanguagePanel({
  language: l,
  text,
  errors,
  onText,
  onBlocks,
  onCopy,
  onStart,
  hasGerman,
}: {
  language: Language
  text: TextState | null
  errors: Record<string, string>
  onText: (l: Language, fn: (x: TextState) => TextState) => void
  onBlocks: (update: (blocks: Block[]) => Block[]) => void
  onCopy: (l: Language) => void
  onStart: (l: Language) => void
  hasGerman: boolean
}) {
  const { t } = useText()
  const prefix = `locales.${l}`
  if (!text) {
    return <LanguageAbsent language={l} hasGerman={hasGerman} onCopy={onCopy} onStart={onStart} />
  }
  const set =
    (field: keyof TextState) =>
    (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = e.target.value
      onText(l, (x) => ({ ...x, [field]: value }))
    }
  return (
    <div className="space-y-4">
      {missingIn(text) ? (
        <LanguageIncomplete language={l} hasGerman={hasGerman} onCopy={onCopy} />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('pages.field.pageTitle')}
          value={text.title}
          required={l === 'de'}
          data-field={prefix + '.title'}
          error={errors[prefix + '.title']}
          wrapperClassName=""
          onChange={set('title')}
        />
        <Field
          label={t('pages.field.slug')}
          value={text.slug}
          data-field={prefix + '.slug'}
          error={errors[prefix + '.slug']}
          hint={t('pages.slugHint')}
          wrapperClassName=""
          onChange={set('slug')}
        />
      </div>
      <SeoFields
        language={l}
        text={text}
        errors={errors}
        onField={(field, value) => {
          onText(l, (x) => ({ ...x, [field]: value }))
        }}
      />
      <LanguageBlocks language={l} blocks={text.blocks} errors={errors} onBlocks={onBlocks} />
    </div>
  )
}

function PageSettings({
  draft,
  change,
  errors,
  pageId,
}: {
  draft: DraftState
  change: (fn: (d: DraftState) => DraftState) => void
  errors: Record<string, string>
  pageId: string
}) {
  const { t } = useText()
  const pages = usePageList(draft.siteCode)
  const choices = (pages.data?.contentPages ?? []).filter((p) => p.id !== pageId)
  return (
    <Section id="page-settings" title={t('pages.settings')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="page-parent" className={labelClassName}>
            {t('pages.parent')}
          </label>
          <select
            id="page-parent"
            data-field="parentId"
            className={inputClassName}
            value={draft.parentId ?? ''}
            aria-invalid={errors.parentId ? true : undefined}
            onChange={(e) => {
              const v = e.target.value
              change((d) => ({ ...d, parentId: v || null }))
            }}
          >
            <option value="">{t('pages.noParent')}</option>
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title} (/{p.url})
              </option>
            ))}
          </select>
          {errors.parentId ? <p className="mt-1 text-sm text-red-800">{errors.parentId}</p> : null}
        </div>
        {draft.parentId ? null : (
          <Field
            label={t('pages.prefix')}
            value={draft.prefix}
            hint={t('pages.prefixHint')}
            data-field="prefix"
            error={errors.prefix}
            wrapperClassName=""
            onChange={(e) => {
              const v = e.target.value
              change((d) => ({ ...d, prefix: v }))
            }}
          />
        )}
        <Select
          label={t('pages.headerStyle')}
          value={draft.headerStyle}
          options={['default', 'transparent', 'minimal'].map((v) => ({
            value: v,
            label: t(('pages.option.' + v) as TextKey),
          }))}
          onChange={(e) => {
            const v = e.target.value
            change((d) => ({ ...d, headerStyle: v }))
          }}
        />
        <Select
          label={t('pages.layout')}
          value={draft.layout}
          options={['default', 'wide', 'full'].map((v) => ({
            value: v,
            label: t(('pages.option.' + v) as TextKey),
          }))}
          onChange={(e) => {
            const v = e.target.value
            change((d) => ({ ...d, layout: v }))
          }}
        />
      </div>
    </Section>
  )
}

const ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone

function PublishPanel({
  server,
  busy,
  onSave,
  onPublish,
  onSchedule,
  onUnpublish,
  scheduleError,
}: {
  server: ServerDraft
  busy: boolean
  onSave: () => void
  onPublish: () => void
  onSchedule: (at: string | null) => void
  onUnpublish: () => void
  scheduleError: string | undefined
}) {
  const { t, language } = useText()
  const [at, setAt] = useState(() => (server.publishAt ? instantToBerlin(server.publishAt) : ''))
  const instant = berlinToInstant(at)
  const own =
    instant && ownZone !== 'Europe/Berlin'
      ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(instant),
        )
      : null
  return (
    <div className="space-y-4">
      {server.urls.length > 0 ? (
        <p className="text-sm">
          {t('pages.publishedAt', {
            at: server.publishedAt ? formatTime(language, server.publishedAt) : '–',
          })}{' '}
          {server.urls.map((u) => (
            <a
              key={u.locale}
              href={`/${u.locale}/${u.url}`}
              className={linkClassName + ' mr-2'}
              target="_blank"
              rel="noreferrer"
            >
              /{u.locale}/{u.url}
            </a>
          ))}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButtonClassName} disabled={busy} onClick={onSave}>
          {t('pages.saveVersion')}
        </button>
        <button type="button" className={buttonClassName} disabled={busy} onClick={onPublish}>
          {t('pages.publishNow')}
        </button>
        {server.state !== 'draft' ? (
          <button
            type="button"
            className={secondaryButtonClassName}
            disabled={busy}
            onClick={onUnpublish}
          >
            {t('pages.unpublish')}
          </button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="page-schedule" className={labelClassName}>
            {t('pages.scheduleAt')}
          </label>
          <input
            id="page-schedule"
            type="datetime-local"
            data-field="publishAt"
            className={inputClassName}
            value={at}
            aria-invalid={scheduleError ? true : undefined}
            aria-describedby="page-schedule-hint"
            onChange={(e) => {
              setAt(e.target.value)
            }}
          />
        </div>
        <button
          type="button"
          className={secondaryButtonClassName}
          disabled={busy || !instant}
          onClick={() => {
            if (instant) onSchedule(instant)
          }}
        >
          {t('pages.schedule')}
        </button>
        {server.state === 'scheduled' ? (
          <button
            type="button"
            className={secondaryButtonClassName}
            disabled={busy}
            onClick={() => {
              onSchedule(null)
            }}
          >
            {t('pages.cancelSchedule')}
          </button>
        ) : null}
      </div>
      <p id="page-schedule-hint" className="text-sm text-stone-700">
        {t('pages.scheduleHint')}
        {own ? ' ' + t('pages.scheduleOwnZone', { zone: ownZone, at: own }) : ''}
      </p>
      {scheduleError ? <p className="text-sm text-red-800">{scheduleError}</p> : null}
    </div>
  )
}

function DeletePage({ server, onDeleted }: { server: ServerDraft; onDeleted: () => void }) {
  const { t } = useText()
  const client = useQueryClient()
  const [open, setOpen] = useState(false)
  const del = useMutation({
    mutationFn: () => gql(`mutation($id: ID!) { deleteContentPage(id: $id) }`, { id: server.id }),
    onSuccess: async () => {
      try {
        localStorage.removeItem(localCopyKey(server.id))
      } catch {
        // nothing kept
      }
      await client.invalidateQueries({ queryKey: ['contentPages'] })
      onDeleted()
    },
  })
  return (
    <div className="mt-4 border-t border-stone-200 pt-4">
      <button
        type="button"
        className={secondaryButtonClassName + ' text-red-800'}
        disabled={server.hasChildren}
        aria-describedby={server.hasChildren ? 'page-delete-hint' : undefined}
        onClick={() => {
          setOpen(true)
        }}
      >
        {t('pages.delete')}
      </button>
      {server.hasChildren ? (
        <p id="page-delete-hint" className="mt-1 text-sm text-stone-700">
          {t('pages.deleteHasChildren')}
        </p>
      ) : null}
      <ActionDialog
        title={t('pages.deleteTitle')}
        open={open}
        onClose={() => {
          setOpen(false)
        }}
        alert
      >
        <p className="mb-4">{t('pages.deleteIntro')}</p>
        <ErrorNote error={del.error} />
        <ConfirmButtons
          confirm={t('pages.delete')}
          cancel={t('pages.cancel')}
          busy={del.isPending}
          onConfirm={() => {
            del.mutate()
          }}
          onCancel={() => {
            setOpen(false)
          }}
        />
      </ActionDialog>
    </div>
  )
}

interface Version {
  id: string
  kind: string
  savedAt: string
  savedBy: string
}

interface Difference {
  path: string
  kind: string
  before: string
  after: string
}

function Versions({
  id,
  revision,
  onRestored,
}: {
  id: string
  revision: () => number
  onRestored: () => Promise<void>
}) {
  const { t, language } = useText()
  const versions = useQuery({
    queryKey: ['contentPageVersions', id],
    queryFn: () =>
      gql<{ contentPageVersions: Version[] }>(
        `query($id: ID!) { contentPageVersions(id: $id) { id kind savedAt savedBy } }`,
        { id },
      ),
  })
  const [compared, setCompared] = useState<{ version: Version; diff: Difference[] } | null>(null)
  const compare = useMutation({
    mutationFn: (v: Version) =>
      gql<{ contentPageCompare: Difference[] }>(
        `query($id: ID!, $from: ID) { contentPageCompare(id: $id, fromId: $from) { path kind before after } }`,
        { id, from: v.id },
      ).then((r) => ({ version: v, diff: r.contentPageCompare })),
    onSuccess: setCompared,
  })
  const restore = useMutation({
    mutationFn: (v: Version) =>
      gql(
        `mutation($id: ID!, $v: ID!, $r: Int!) { restoreContentPageVersion(id: $id, versionId: $v, revision: $r) { id } }`,
        { id, v: v.id, r: revision() },
      ),
    onSuccess: onRestored,
  })
  const list = versions.data?.contentPageVersions ?? []
  return (
    <Section id="page-versions" title={t('pages.versions')}>
      <ErrorNote error={versions.error ?? compare.error ?? restore.error} />
      {list.length === 0 && versions.data ? <p>{t('pages.noVersions')}</p> : null}
      <ul className="divide-y divide-stone-200">
        {list.map((v) => (
          <li key={v.id} className="flex flex-wrap items-center gap-2 py-2">
            <span className="grow">
              {t(('pages.version.' + v.kind) as TextKey)} · {formatTime(language, v.savedAt)} ·{' '}
              {v.savedBy}
            </span>
            <button
              type="button"
              className={secondaryButtonClassName}
              onClick={() => {
                compare.mutate(v)
              }}
            >
              {t('pages.compare')}
            </button>
            <button
              type="button"
              className={secondaryButtonClassName}
              disabled={restore.isPending}
              onClick={() => {
                restore.mutate(v)
              }}
            >
              {t('pages.restore')}
            </button>
          </li>
        ))}
      </ul>
      <ActionDialog
        title={
          compared
            ? t('pages.compareTitle', { at: formatTime(language, compared.version.savedAt) })
            : ''
        }
        open={compared !== null}
        onClose={() => {
          setCompared(null)
        }}
      >
        {compared?.diff.length === 0 ? <p className="mb-4">{t('pages.noDifferences')}</p> : null}
        <dl className="mb-4 space-y-3">
          {compared?.diff.map((d) => (
            <div key={d.path} className="rounded border border-stone-200 p-2">
              <dt className="font-mono text-sm font-semibold">
                {d.path} · {t(('pages.diff.' + d.kind) as TextKey)}
              </dt>
              <dd className="text-sm break-all">
                {d.before ? <del className="block bg-red-50 text-red-900">{d.before}</del> : null}
                {d.after ? (
                  <ins className="block bg-forest-50 text-forest-900 no-underline">{d.after}</ins>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        <button
          type="button"
          className={secondaryButtonClassName}
          onClick={() => {
            setCompared(null)
          }}
        >
          {t('pages.close')}
        </button>
      </ActionDialog>
    </Section>
  )
}

/**
 * The storefront's rendering of the draft beside the editor, at a phone's
 * and a desktop's width, through a signed preview link (valid an hour,
 * renewed before it ends), reloaded after each save.
 */
function Preview({ id, refresh }: { id: string; refresh: number }) {
  const { t, language } = useText()
  const [width, setWidth] = useState<'phone' | 'desktop'>('phone')
  const [lang, setLang] = useState<Language>(language)
  const link = useQuery({
    queryKey: ['contentPagePreview', id],
    queryFn: () =>
      gql<{ contentPagePreviewLink: { token: string; expiresAt: string } }>(
        `mutation($id: ID!) { contentPagePreviewLink(id: $id) { token expiresAt } }`,
        { id },
      ),
    staleTime: 50 * 60 * 1000,
    refetchInterval: 50 * 60 * 1000,
  })
  const token = link.data?.contentPagePreviewLink.token
  return (
    <aside aria-labelledby="page-preview" className="min-w-0 xl:sticky xl:top-4 xl:self-start">
      <h2 id="page-preview" className="mb-2 text-lg font-semibold">
        {t('pages.preview')}
      </h2>
      <div className="mb-2 flex flex-wrap gap-2" role="group" aria-label={t('pages.previewWidth')}>
        {(['phone', 'desktop'] as const).map((w) => (
          <button
            key={w}
            type="button"
            aria-pressed={width === w}
            className={width === w ? buttonClassName : secondaryButtonClassName}
            onClick={() => {
              setWidth(w)
            }}
          >
            {t(('pages.preview.' + w) as TextKey)}
          </button>
        ))}
        <select
          aria-label={t('pages.previewLanguage')}
          className="min-h-11 rounded-md border border-stone-400 bg-white px-2"
          value={lang}
          onChange={(e) => {
            setLang(e.target.value as Language)
          }}
        >
          {languages.map((l) => (
            <option key={l} value={l}>
              {t(('language.' + l) as TextKey)}
            </option>
          ))}
        </select>
      </div>
      <ErrorNote error={link.error} />
      {token ? (
        // Scrolls when the desktop width does not fit: the keyboard scrolls it too.
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={t('pages.previewWidth')}
          className="overflow-auto rounded-lg border border-stone-300 bg-stone-100 p-2 focus-visible:outline-2 focus-visible:outline-forest-700"
        >
          <iframe
            key={`${lang}:${String(refresh)}:${token}`}
            title={t('pages.previewFrame', { width: width === 'phone' ? '390 px' : '1280 px' })}
            src={`/${lang}/preview#${token}`}
            className="mx-auto block bg-white"
            style={
              width === 'phone'
                ? { width: 390, height: 760 }
                : { width: 1280, height: 800, zoom: 0.5 }
            }
          />
        </div>
      ) : (
        <Loading />
      )}
    </aside>
  )
}
