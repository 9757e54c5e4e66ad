import { useMutation, useQuery } from '@tanstack/react-query'
import { useState, type SyntheticEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import {
  buttonClassName,
  ErrorNote,
  Field,
  inputClassName,
  labelClassName,
  linkClassName,
  Loading,
  PageTitle,
  Select,
  StatusBadge,
} from '../components/ui'
import { ActionDialog, ConfirmButtons } from '../components/dialog'
import { fieldError, gql } from '../lib/api'
import { formatTime, useText, type Language, type TextKey } from '../lib/text'

export type PageState = 'draft' | 'published' | 'scheduled'

export interface PageItem {
  id: string
  parentId: string | null
  title: string
  url: string
  state: PageState
  publishAt: string | null
  publishedAt: string | null
  changed: boolean
  savedAt: string
  savedBy: string
  missingLocales: Language[]
}

const itemFields = `id parentId title url state publishAt publishedAt changed savedAt savedBy missingLocales`

/** The pages of a site (all states), for the list and the parent choice. */
export function usePageList(site: string, query = '', state = '') {
  return useQuery({
    queryKey: ['contentPages', site, query, state],
    queryFn: () =>
      gql<{ contentPages: PageItem[] }>(
        `query($site: String!, $q: String, $state: ContentPageState) { contentPages(siteCode: $site, query: $q, state: $state) { ${itemFields} } }`,
        { site, q: query || null, state: state || null },
      ),
    enabled: site !== '',
  })
}

export function useSites() {
  return useQuery({
    queryKey: ['contentSites'],
    queryFn: () => gql<{ contentSites: string[] }>(`{ contentSites }`),
  })
}

/** The state of a page as a badge, with a scheduled time. */
export function StateBadge({ item }: { item: Pick<PageItem, 'state' | 'publishAt' | 'changed'> }) {
  const { t, language } = useText()
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <StatusBadge>
        {item.state === 'scheduled' && item.publishAt
          ? t('pages.state.scheduledAt', { at: formatTime(language, item.publishAt) })
          : t(('pages.state.' + item.state) as TextKey)}
      </StatusBadge>
      {item.changed && item.state !== 'draft' ? (
        <StatusBadge>{t('pages.unpublishedChanges')}</StatusBadge>
      ) : null}
    </span>
  )
}

/**
 * The pages of a site: search by title or slug in any language, filter by
 * state, which languages each page lacks; a new page opens in the editor.
 */
export function PagesScreen() {
  const { t, language } = useText()
  const [params, setParams] = useSearchParams()
  const sites = useSites()
  const site = params.get('site') ?? sites.data?.contentSites[0] ?? ''
  const query = params.get('q') ?? ''
  const state = params.get('state') ?? ''
  const [search, setSearch] = useState(query)
  const list = usePageList(site, query, state)
  const [creating, setCreating] = useState(false)
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    setParams(next, { replace: true })
  }
  const pages = list.data?.contentPages ?? []
  return (
    <>
      <PageTitle
        actions={
          <button
            type="button"
            className={buttonClassName}
            onClick={() => {
              setCreating(true)
            }}
          >
            {t('pages.new')}
          </button>
        }
      >
        {t('pages.title')}
      </PageTitle>
      <ErrorNote error={sites.error ?? list.error} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Select
          label={t('pages.site')}
          value={site}
          options={(sites.data?.contentSites ?? []).map((s) => ({ value: s, label: s }))}
          onChange={(e) => {
            set('site', e.target.value)
          }}
        />
        <form
          role="search"
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            set('q', search.trim())
          }}
        >
          <Field
            label={t('pages.search')}
            type="search"
            value={search}
            wrapperClassName=""
            onChange={(e) => {
              setSearch(e.target.value)
            }}
          />
          <button type="submit" className={buttonClassName}>
            {t('pages.searchButton')}
          </button>
        </form>
        <Select
          label={t('pages.stateFilter')}
          value={state}
          options={[
            { value: '', label: t('pages.state.all') },
            { value: 'draft', label: t('pages.state.draft') },
            { value: 'published', label: t('pages.state.published') },
            { value: 'scheduled', label: t('pages.state.scheduled') },
          ]}
          onChange={(e) => {
            set('state', e.target.value)
          }}
        />
      </div>
      {list.isPending && site ? <Loading /> : null}
      {list.data && pages.length === 0 ? <p>{t('pages.none')}</p> : null}
      {pages.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-stone-300 bg-white">
          {/* On a phone two columns: the title with its url, languages and last save, and the state. */}
          <table className="w-full text-left">
            <caption className="sr-only">{t('pages.caption', { count: pages.length })}</caption>
            <thead className="border-b border-stone-300 bg-stone-100">
              <tr>
                <th scope="col" className="p-2">
                  {t('pages.column.title')}
                </th>
                <th scope="col" className="hidden p-2 sm:table-cell">
                  {t('pages.column.url')}
                </th>
                <th scope="col" className="p-2">
                  {t('pages.column.state')}
                </th>
                <th scope="col" className="hidden p-2 sm:table-cell">
                  {t('pages.column.languages')}
                </th>
                <th scope="col" className="hidden p-2 sm:table-cell">
                  {t('pages.column.saved')}
                </th>
              </tr>
            </thead>
            <tbody>
              {pages.map((p) => (
                <tr key={p.id} className="border-b border-stone-200 last:border-0">
                  <td className="p-2">
                    <Link to={`/pages/${p.id}`} className={linkClassName}>
                      {p.title || t('pages.untitled')}
                    </Link>
                    {/* On a phone the other columns' facts stand under the title. */}
                    <div className="mt-1 flex flex-col gap-1 text-sm sm:hidden">
                      <span className="font-mono break-all">/{p.url}</span>
                      <Completeness missing={p.missingLocales} />
                      <span>
                        {formatTime(language, p.savedAt)}
                        {p.savedBy ? <> · {p.savedBy}</> : null}
                      </span>
                    </div>
                  </td>
                  <td className="hidden p-2 font-mono text-sm break-all sm:table-cell">/{p.url}</td>
                  <td className="p-2">
                    <StateBadge item={p} />
                  </td>
                  <td className="hidden p-2 sm:table-cell">
                    <Completeness missing={p.missingLocales} />
                  </td>
                  <td className="hidden p-2 text-sm sm:table-cell">
                    {formatTime(language, p.savedAt)}
                    {p.savedBy ? <> · {p.savedBy}</> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <NewPageDialog
        open={creating}
        site={site}
        pages={pages}
        onClose={() => {
          setCreating(false)
        }}
      />
    </>
  )
}

/** Which languages are complete (title and blocks) and which are not. */
export function Completeness({ missing }: { missing: Language[] }) {
  const { t } = useText()
  return (
    <ul className="flex gap-1" aria-label={t('pages.completeness')}>
      {(['de', 'en', 'fr'] as const).map((l) => {
        const lacking = missing.includes(l)
        return (
          <li
            key={l}
            className={
              'rounded px-1.5 py-0.5 text-sm font-medium ' +
              (lacking
                ? 'border border-amber-700 bg-amber-50 text-amber-950'
                : 'border border-forest-700 bg-forest-50 text-forest-900')
            }
          >
            {l.toUpperCase()}
            <span className="sr-only">
              {' '}
              {lacking ? t('pages.languageMissing') : t('pages.languageComplete')}
            </span>
            {lacking ? <span aria-hidden="true"> ○</span> : <span aria-hidden="true"> ✓</span>}
          </li>
        )
      })}
    </ul>
  )
}

function NewPageDialog({
  open,
  site,
  pages,
  onClose,
}: {
  open: boolean
  site: string
  pages: PageItem[]
  onClose: () => void
}) {
  const { t } = useText()
  const navigate = useNavigate()
  const [title, setTitle] = useState('')
  const [slug, setSlug] = useState('')
  const [parent, setParent] = useState('')
  const [prefix, setPrefix] = useState('')
  const create = useMutation({
    mutationFn: () =>
      gql<{ createContentPage: { id: string } }>(
        `mutation($in: ContentPageInput!) { createContentPage(input: $in) { id } }`,
        {
          in: {
            siteCode: site,
            parentId: parent || null,
            prefix: parent ? '' : prefix,
            texts: [{ locale: 'de', title, slug, blocks: '[]' }],
          },
        },
      ),
    onSuccess: (data) => {
      void navigate(`/pages/${data.createContentPage.id}`)
    },
  })
  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    create.mutate()
  }
  return (
    <ActionDialog title={t('pages.newTitle')} open={open} onClose={onClose}>
      <form onSubmit={submit}>
        <Field
          label={t('pages.field.pageTitle') + ' (DE)'}
          value={title}
          required
          error={fieldError(create.error, 'locales.de.title')}
          onChange={(e) => {
            setTitle(e.target.value)
            if (!slug || slug === slugOf(title)) setSlug(slugOf(e.target.value))
          }}
        />
        <Field
          label={t('pages.field.slug') + ' (DE)'}
          value={slug}
          hint={t('pages.slugHint')}
          error={fieldError(create.error, 'locales.de.slug')}
          onChange={(e) => {
            setSlug(e.target.value)
          }}
        />
        <div className="mb-4">
          <label htmlFor="new-page-parent" className={labelClassName}>
            {t('pages.parent')}
          </label>
          <select
            id="new-page-parent"
            className={inputClassName}
            value={parent}
            onChange={(e) => {
              setParent(e.target.value)
            }}
          >
            <option value="">{t('pages.noParent')}</option>
            {pages.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title} (/{p.url})
              </option>
            ))}
          </select>
        </div>
        {parent ? null : (
          <Field
            label={t('pages.prefix')}
            value={prefix}
            hint={t('pages.prefixHint')}
            error={fieldError(create.error, 'prefix') ?? fieldError(create.error, 'parentId')}
            onChange={(e) => {
              setPrefix(e.target.value)
            }}
          />
        )}
        <ErrorNote
          error={
            create.error &&
            !fieldError(create.error, 'locales.de.title') &&
            !fieldError(create.error, 'locales.de.slug')
              ? create.error
              : null
          }
        />
        <ConfirmButtons
          confirm={t('pages.create')}
          cancel={t('pages.cancel')}
          busy={create.isPending}
          onConfirm={() => {
            create.mutate()
          }}
          onCancel={onClose}
        />
      </form>
    </ActionDialog>
  )
}

/** A url slug from a title: lower case, umlauts spelled out, hyphens. */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
