import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState, type ReactNode } from 'react'
import {
  Button,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Tree,
  TreeItem,
  TreeItemContent,
  useDragAndDrop,
  type Key,
} from 'react-aria-components'
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
  Select,
} from '../components/ui'
import { firstText } from '../components/first-text'
import { ApiError, fieldErrors, gql } from '../lib/api'
import { languages, useText, type Language } from '../lib/text'

type TargetKind = 'category' | 'page' | 'product'

interface Target {
  kind: TargetKind
  id: string
}

interface ServerItem {
  id: string
  label: string
  url: string
  target: Target | null
  broken: boolean
  /** Absent on the deepest level the query asks for. */
  children?: ServerItem[]
}

interface ServerNavigation {
  code: string
  locale: string
  version: number
  own: boolean
  items: ServerItem[]
  columns: {
    title: string
    links: { label: string; url: string; newTab: boolean; target: Target | null; broken: boolean }[]
  }[]
}

/** A menu entry as the editor holds it: key is the editor's own, id the stored one. */
export interface NavNode {
  key: string
  id: string
  label: string
  url: string
  target: Target | null
  broken: boolean
  children: NavNode[]
}

interface LinkRow {
  key: string
  label: string
  url: string
  newTab: boolean
  target: Target | null
  broken: boolean
}

interface Column {
  key: string
  title: string
  links: LinkRow[]
}

/** The deepest menu level the storefront shows. */
export const maxDepth = 4

let nextKey = 0
const newKey = () => 'n' + String(++nextKey)

const itemFields = 'id label url broken target { kind id }'
const navigationFields = `code locale version own
  items { ${itemFields} children { ${itemFields} children { ${itemFields} children { ${itemFields} } } } }
  columns { title links { label url newTab broken target { kind id } } }`

function toNodes(items: ServerItem[]): NavNode[] {
  return items.map((i) => ({
    key: newKey(),
    id: i.id,
    label: i.label,
    url: i.url,
    target: i.target,
    broken: i.broken,
    children: toNodes(i.children ?? []),
  }))
}

function toInput(nodes: NavNode[]): unknown[] {
  return nodes.map((n) => ({
    id: n.id,
    label: n.label,
    url: n.url,
    target: n.target ? { kind: n.target.kind, id: n.target.id } : null,
    children: toInput(n.children),
  }))
}

/** Where a node sits: its parent's key (null at the top) and its index there. */
export function locate(
  nodes: NavNode[],
  key: string,
  parent: string | null = null,
): { parent: string | null; index: number; node: NavNode; depth: number } | undefined {
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]
    if (!n) continue
    if (n.key === key) return { parent, index: i, node: n, depth: 1 }
    const inner = locate(n.children, key, n.key)
    if (inner) return { ...inner, depth: inner.depth + 1 }
  }
  return undefined
}

function depthOf(n: NavNode): number {
  return 1 + Math.max(0, ...n.children.map(depthOf))
}

/** The tree without the node of key. */
export function removeNode(nodes: NavNode[], key: string): NavNode[] {
  return nodes
    .filter((n) => n.key !== key)
    .map((n) => ({ ...n, children: removeNode(n.children, key) }))
}

/** The tree with node put at index among the children of parent (null: the top). */
export function insertNode(
  nodes: NavNode[],
  parent: string | null,
  index: number,
  node: NavNode,
): NavNode[] {
  if (parent === null) {
    const out = [...nodes]
    out.splice(Math.max(0, Math.min(index, out.length)), 0, node)
    return out
  }
  return nodes.map((n) =>
    n.key === parent
      ? { ...n, children: insertNode(n.children, null, index, node) }
      : { ...n, children: insertNode(n.children, parent, index, node) },
  )
}

/**
 * Moves the node of key to index under parent; refused (the tree
 * unchanged) into its own subtree or deeper than maxDepth.
 */
export function moveNode(
  nodes: NavNode[],
  key: string,
  parent: string | null,
  index: number,
): NavNode[] {
  const from = locate(nodes, key)
  if (!from) return nodes
  if (parent !== null && (parent === key || locate(from.node.children, parent))) return nodes
  const parentDepth = parent === null ? 0 : (locate(nodes, parent)?.depth ?? 0)
  if (parentDepth + depthOf(from.node) > maxDepth) return nodes
  let at = index
  if (from.parent === parent && from.index < index) at -= 1
  return insertNode(removeNode(nodes, key), parent, at, from.node)
}

function updateNode(nodes: NavNode[], key: string, change: Partial<NavNode>): NavNode[] {
  return nodes.map((n) =>
    n.key === key ? { ...n, ...change } : { ...n, children: updateNode(n.children, key, change) },
  )
}

function siblingsOf(nodes: NavNode[], parent: string | null): NavNode[] {
  if (parent === null) return nodes
  return locate(nodes, parent)?.node.children ?? []
}

function countBroken(nodes: NavNode[]): number {
  return nodes.reduce((s, n) => s + (n.broken ? 1 : 0) + countBroken(n.children), 0)
}

const indent = ['pl-0', 'pl-6', 'pl-12', 'pl-18', 'pl-24']

const treeItemClass =
  'rounded-md px-1 outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-forest-700 data-[selected]:bg-cream-200 data-[selected]:font-semibold data-[drop-target]:bg-amber-100 hover:bg-stone-100'

const tabClass =
  'min-h-11 cursor-pointer rounded-t-md border border-b-0 border-transparent px-4 py-2 outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-forest-700 data-[selected]:border-stone-300 data-[selected]:bg-white data-[selected]:font-semibold'

/** The header and footer menus of a site, per language. */
export function NavigationScreen() {
  const { t } = useText()
  const sites = useQuery({
    queryKey: ['admin', 'sites'],
    queryFn: () =>
      gql<{ sites: { code: string; name: string; baseUrl: string }[] }>(
        '{ sites { code name baseUrl } }',
      ),
  })
  const [code, setCode] = useState('')
  const [locale, setLocale] = useState<Language>('de')
  const site = firstText(code, sites.data?.sites[0]?.code)
  return (
    <div>
      <PageTitle>{t('navigation.title')}</PageTitle>
      <p className="mb-4 max-w-3xl text-stone-800">{t('navigation.intro')}</p>
      {sites.isPending ? <Loading /> : null}
      <ErrorNote error={sites.error} />
      {sites.data && sites.data.sites.length > 1 ? (
        <div className="mb-4 max-w-sm">
          <Select
            label={t('navigation.site')}
            value={site}
            options={sites.data.sites.map((s) => ({ value: s.code, label: s.name || s.code }))}
            onChange={(e) => {
              setCode(e.target.value)
            }}
          />
        </div>
      ) : null}
      {site ? (
        <Tabs
          selectedKey={locale}
          onSelectionChange={(k) => {
            setLocale(String(k) as Language)
          }}
        >
          <TabList
            aria-label={t('navigation.languages')}
            className="mb-4 flex gap-1 border-b border-stone-300"
          >
            {languages.map((l) => (
              <Tab key={l} id={l} className={tabClass}>
                {t(('language.' + l) as 'language.de')}
              </Tab>
            ))}
          </TabList>
          {languages.map((l) => (
            <TabPanel key={l} id={l} className="outline-none">
              <LanguageMenus site={site} locale={l} />
            </TabPanel>
          ))}
        </Tabs>
      ) : null}
    </div>
  )
}

function LanguageMenus({ site, locale }: { site: string; locale: Language }) {
  const [saved, setSaved] = useState(false)
  const nav = useQuery({
    queryKey: ['admin', 'siteNavigation', site, locale],
    queryFn: () =>
      gql<{ siteNavigation: ServerNavigation }>(
        `query($code: String!, $l: String!) { siteNavigation(code: $code, locale: $l) { ${navigationFields} } }`,
        { code: site, l: locale },
      ),
  })
  return (
    <>
      {nav.isPending ? <Loading /> : null}
      <ErrorNote error={nav.error} />
      {nav.data ? (
        <MenusEditor
          key={String(nav.data.siteNavigation.version)}
          initial={nav.data.siteNavigation}
          site={site}
          locale={locale}
          saved={saved}
          onSaved={() => {
            setSaved(true)
          }}
        />
      ) : null}
    </>
  )
}

function MenusEditor({
  initial,
  site,
  locale,
  saved,
  onSaved,
}: {
  initial: ServerNavigation
  site: string
  locale: Language
  /** The menus shown are the ones just saved. */
  saved: boolean
  onSaved: () => void
}) {
  const { t } = useText()
  const client = useQueryClient()
  const [items, setItems] = useState<NavNode[]>(() => toNodes(initial.items))
  const [columns, setColumns] = useState<Column[]>(() =>
    initial.columns.map((c) => ({
      key: newKey(),
      title: c.title,
      links: c.links.map((l) => ({ key: newKey(), ...l })),
    })),
  )
  const [selected, setSelected] = useState(() => items[0]?.key ?? '')
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set())
  const [status, setStatus] = useState('')
  const [dirty, setDirty] = useState(false)
  const change = (next: NavNode[]) => {
    setItems(next)
    setDirty(true)
  }
  const changeColumns = (next: Column[]) => {
    setColumns(next)
    setDirty(true)
  }

  const save = useMutation({
    mutationFn: () =>
      gql<{ saveSiteNavigation: ServerNavigation }>(
        `mutation($in: SiteNavigationInput!) { saveSiteNavigation(input: $in) { ${navigationFields} } }`,
        {
          in: {
            code: site,
            locale,
            version: initial.version,
            items: toInput(items),
            columns: columns.map((c) => ({
              title: c.title,
              links: c.links.map((l) => ({
                label: l.label,
                url: l.url,
                newTab: l.newTab,
                target: l.target,
              })),
            })),
          },
        },
      ),
    onSuccess: (data) => {
      onSaved()
      client.setQueryData(['admin', 'siteNavigation', site, locale], {
        siteNavigation: data.saveSiteNavigation,
      })
    },
  })
  const conflict = save.error instanceof ApiError && save.error.code === 'CONFLICT'
  const errors = fieldErrors(save.error)

  const moveTo = (key: string, parent: string | null, index: number) => {
    const next = moveNode(items, key, parent, index)
    if (next === items) {
      setStatus(t('navigation.cannotMove'))
      return
    }
    change(next)
    const at = locate(next, key)
    if (at) {
      setStatus(
        t('navigation.moved', {
          label: at.node.label || t('navigation.untitled'),
          position: at.index + 1,
          level: at.depth,
        }),
      )
      if (at.parent) setExpanded((e) => new Set([...e, at.parent ?? '']))
    }
  }

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((k) => ({ 'text/plain': locate(items, String(k))?.node.label ?? String(k) })),
    onMove: (e) => {
      const key = String([...e.keys][0] ?? '')
      const target = locate(items, String(e.target.key))
      if (!key || !target) return
      if (e.target.dropPosition === 'on') {
        moveTo(key, target.node.key, target.node.children.length)
        return
      }
      moveTo(
        key,
        target.parent,
        e.target.dropPosition === 'before' ? target.index : target.index + 1,
      )
    },
  })

  const renderItem = (n: NavNode): ReactNode => {
    const label = n.label || t('navigation.untitled')
    return (
      <TreeItem key={n.key} id={n.key} textValue={label} className={treeItemClass}>
        <TreeItemContent>
          {({ hasChildItems, isExpanded, level, allowsDragging }) => (
            <div className={'flex min-h-11 items-center gap-1 ' + (indent[level - 1] ?? 'pl-24')}>
              {allowsDragging ? (
                <Button
                  slot="drag"
                  aria-label={t('navigation.drag', { label })}
                  className="flex size-8 shrink-0 cursor-grab items-center justify-center rounded text-stone-600 hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-forest-700"
                >
                  <span aria-hidden="true">⠿</span>
                </Button>
              ) : null}
              {hasChildItems ? (
                <Button
                  slot="chevron"
                  aria-label={t(isExpanded ? 'navigation.collapse' : 'navigation.expand', {
                    label,
                  })}
                  className="flex size-8 shrink-0 items-center justify-center rounded hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-forest-700"
                >
                  <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
                </Button>
              ) : (
                <span className="size-8 shrink-0" />
              )}
              <span className="min-w-0 truncate">{label}</span>
              {n.broken ? (
                <span className="ml-1 shrink-0 rounded bg-red-100 px-1 text-xs text-red-900">
                  {t('navigation.broken')}
                </span>
              ) : null}
            </div>
          )}
        </TreeItemContent>
        {n.children.map(renderItem)}
      </TreeItem>
    )
  }

  const addItem = (parent: string | null) => {
    const node: NavNode = {
      key: newKey(),
      id: '',
      label: '',
      url: '',
      target: null,
      broken: false,
      children: [],
    }
    const index = siblingsOf(items, parent).length
    const next = insertNode(items, parent, index, node)
    change(next)
    setSelected(node.key)
    if (parent) setExpanded((e) => new Set([...e, parent]))
    setStatus(t('navigation.added'))
  }

  const current = locate(items, selected)
  const broken =
    countBroken(items) + columns.reduce((s, c) => s + c.links.filter((l) => l.broken).length, 0)

  return (
    <div>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {!initial.own ? (
        <p className="mb-4 rounded-md bg-amber-50 p-3 text-amber-950">{t('navigation.fallback')}</p>
      ) : null}
      {broken > 0 ? (
        <p className="mb-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
          {t('navigation.brokenCount', { count: broken })}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
        <Section id={'navigation-header-' + locale} title={t('navigation.header')}>
          {items.length === 0 ? (
            <p className="mb-3 text-stone-800">{t('navigation.empty')}</p>
          ) : (
            <Tree
              aria-label={t('navigation.tree')}
              selectionMode="single"
              selectionBehavior="replace"
              selectedKeys={selected ? [selected] : []}
              onSelectionChange={(keys) => {
                const k = keys === 'all' ? '' : String([...keys][0] ?? '')
                if (k) setSelected(k)
              }}
              expandedKeys={expanded}
              onExpandedChange={setExpanded}
              dragAndDropHooks={dragAndDropHooks}
              className="mb-3 outline-none"
            >
              {items.map(renderItem)}
            </Tree>
          )}
          <button
            type="button"
            className={secondaryButtonClassName}
            onClick={() => {
              addItem(null)
            }}
          >
            {t('navigation.addItem')}
          </button>
        </Section>
        <div>
          {current ? (
            <ItemEditor
              key={current.node.key}
              node={current.node}
              index={current.index}
              depth={current.depth}
              siblings={siblingsOf(items, current.parent).length}
              site={site}
              locale={locale}
              onChange={(c) => {
                change(updateNode(items, current.node.key, c))
              }}
              onMove={(dir) => {
                const key = current.node.key
                if (dir === 'up') moveTo(key, current.parent, current.index - 1)
                if (dir === 'down') moveTo(key, current.parent, current.index + 2)
                if (dir === 'in') {
                  const prev = siblingsOf(items, current.parent)[current.index - 1]
                  if (prev) moveTo(key, prev.key, prev.children.length)
                }
                if (dir === 'out' && current.parent !== null) {
                  const up = locate(items, current.parent)
                  if (up) moveTo(key, up.parent, up.index + 1)
                }
              }}
              onAddChild={() => {
                addItem(current.node.key)
              }}
              onRemove={() => {
                const next = removeNode(items, current.node.key)
                change(next)
                setSelected(next[0]?.key ?? '')
                setStatus(t('navigation.removed', { label: current.node.label }))
              }}
            />
          ) : null}
        </div>
      </div>
      <FooterColumns
        columns={columns}
        site={site}
        locale={locale}
        errors={errors}
        onChange={changeColumns}
      />
      <div className="sticky bottom-0 mt-6 flex flex-wrap items-center gap-3 border-t border-stone-300 bg-cream-50 py-3">
        {save.error && !conflict ? (
          <div className="w-full">
            <ErrorNote error={save.error} />
          </div>
        ) : null}
        {conflict ? (
          <div className="w-full">
            <ErrorNote error={save.error} />
            <button
              type="button"
              className={secondaryButtonClassName}
              onClick={() => {
                void client.invalidateQueries({
                  queryKey: ['admin', 'siteNavigation', site, locale],
                })
              }}
            >
              {t('navigation.reload')}
            </button>
          </div>
        ) : null}
        <button
          type="button"
          className={buttonClassName}
          disabled={save.isPending}
          onClick={() => {
            save.mutate()
          }}
        >
          {t('navigation.save', { language: t(('language.' + locale) as 'language.de') })}
        </button>
        <span role="status" className="text-stone-800">
          {dirty ? t('navigation.unsaved') : saved ? t('navigation.saved') : ''}
        </span>
      </div>
    </div>
  )
}

function ItemEditor({
  node,
  index,
  depth,
  siblings,
  site,
  locale,
  onChange,
  onMove,
  onAddChild,
  onRemove,
}: {
  node: NavNode
  index: number
  depth: number
  siblings: number
  site: string
  locale: Language
  onChange: (c: Partial<NavNode>) => void
  onMove: (dir: 'up' | 'down' | 'in' | 'out') => void
  onAddChild: () => void
  onRemove: () => void
}) {
  const { t } = useText()
  return (
    <Section id="navigation-item" title={t('navigation.item')}>
      {node.broken ? (
        <p
          role="alert"
          className="mb-3 rounded-md border border-red-700 bg-red-50 p-3 text-red-900"
        >
          {t('navigation.brokenHint')}
        </p>
      ) : null}
      <Field
        label={t('navigation.label')}
        value={node.label}
        required
        maxLength={200}
        onChange={(e) => {
          onChange({ label: e.target.value })
        }}
      />
      <LinkTargetPicker
        site={site}
        locale={locale}
        url={node.url}
        target={node.target}
        onChange={(url, target, label) => {
          onChange({ url, target, broken: false, ...(node.label || !label ? {} : { label }) })
        }}
      />
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButtonClassName}
          disabled={index <= 0}
          onClick={() => {
            onMove('up')
          }}
        >
          {t('navigation.up')}
        </button>
        <button
          type="button"
          className={secondaryButtonClassName}
          disabled={index >= siblings - 1}
          onClick={() => {
            onMove('down')
          }}
        >
          {t('navigation.down')}
        </button>
        <button
          type="button"
          className={secondaryButtonClassName}
          disabled={index <= 0}
          onClick={() => {
            onMove('in')
          }}
        >
          {t('navigation.indent')}
        </button>
        <button
          type="button"
          className={secondaryButtonClassName}
          disabled={depth <= 1}
          onClick={() => {
            onMove('out')
          }}
        >
          {t('navigation.outdent')}
        </button>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButtonClassName}
          disabled={depth >= maxDepth}
          onClick={onAddChild}
        >
          {t('navigation.addChild')}
        </button>
        <button type="button" className={secondaryButtonClassName} onClick={onRemove}>
          {t('navigation.remove')}
        </button>
      </div>
    </Section>
  )
}

interface CategoryOption {
  id: string
  level: number
  isActive: boolean
  texts: { locale: string; name: string; urlPath: string }[]
}

/**
 * Chooses what a link points to: an outside or free address, a category
 * of the catalogue, a content page of the site or a product by SKU.
 * onChange gets the address to show (the server sets a target's), the
 * target and a label to suggest.
 */
export function LinkTargetPicker({
  site,
  locale,
  url,
  target,
  onChange,
}: {
  site: string
  locale: Language
  url: string
  target: Target | null
  onChange: (url: string, target: Target | null, label?: string) => void
}) {
  const { t } = useText()
  const id = useId()
  const [kind, setKind] = useState<'url' | TargetKind>(target?.kind ?? 'url')
  const [search, setSearch] = useState('')
  const categories = useQuery({
    queryKey: ['admin', 'navigation', 'categories'],
    enabled: kind === 'category',
    queryFn: () =>
      gql<{ catalogCategories: CategoryOption[] }>(
        '{ catalogCategories { id level isActive texts { locale name urlPath } } }',
      ),
  })
  const pages = useQuery({
    queryKey: ['admin', 'navigation', 'pages', site, locale, search],
    enabled: kind === 'page',
    queryFn: () =>
      gql<{
        siteNavigationPages: { id: string; title: string; url: string; published: boolean }[]
      }>(
        'query($c: String!, $l: String!, $s: String) { siteNavigationPages(code: $c, locale: $l, search: $s) { id title url published } }',
        { c: site, l: locale, s: search },
      ),
  })
  const products = useQuery({
    queryKey: ['admin', 'navigation', 'products', search],
    enabled: kind === 'product' && search.trim().length > 0,
    queryFn: () =>
      gql<{ products: { items: { sku: string; name: string; enabled: boolean }[] } }>(
        'query($s: String) { products(search: $s, pageSize: 20) { items { sku name enabled } } }',
        { s: search },
      ),
  })
  const catName = (c: CategoryOption) =>
    firstText(
      c.texts.find((x) => x.locale === locale)?.name,
      c.texts.find((x) => x.locale === 'de')?.name,
      c.id,
    )
  const catPath = (c: CategoryOption) =>
    firstText(
      c.texts.find((x) => x.locale === locale)?.urlPath,
      c.texts.find((x) => x.locale === 'de')?.urlPath,
    )
  const kinds: { value: 'url' | TargetKind; label: string }[] = [
    { value: 'url', label: t('navigation.kind.url') },
    { value: 'category', label: t('navigation.kind.category') },
    { value: 'page', label: t('navigation.kind.page') },
    { value: 'product', label: t('navigation.kind.product') },
  ]
  const current = target?.kind === kind ? target.id : ''
  return (
    <fieldset className="rounded-md border border-stone-300 p-3">
      <legend className="px-1 text-sm font-medium text-stone-800">{t('navigation.linkTo')}</legend>
      <div className="mb-3">
        <Select
          label={t('navigation.kind')}
          value={kind}
          options={kinds}
          onChange={(e) => {
            const k = e.target.value as 'url' | TargetKind
            setKind(k)
            setSearch('')
            if (k === 'url') onChange(url, null)
          }}
        />
      </div>
      {kind === 'url' ? (
        <Field
          label={t('navigation.url')}
          hint={t('navigation.urlHint')}
          value={url}
          wrapperClassName="mb-0"
          onChange={(e) => {
            onChange(e.target.value, null)
          }}
        />
      ) : null}
      {kind === 'page' || kind === 'product' ? (
        <Field
          label={t(kind === 'page' ? 'navigation.searchPages' : 'navigation.searchProducts')}
          value={search}
          type="search"
          wrapperClassName="mb-3"
          onChange={(e) => {
            setSearch(e.target.value)
          }}
        />
      ) : null}
      {kind !== 'url' ? (
        <div>
          <label htmlFor={id} className={labelClassName}>
            {t(('navigation.choose.' + kind) as 'navigation.choose.category')}
          </label>
          <select
            id={id}
            className={inputClassName}
            value={current}
            onChange={(e) => {
              const v = e.target.value
              if (!v) return
              if (kind === 'category') {
                const c = categories.data?.catalogCategories.find((x) => x.id === v)
                const path = c ? catPath(c) : ''
                onChange(
                  c && c.level > 1 ? `/${locale}/${path}` : `/${locale}`,
                  { kind, id: v },
                  c ? catName(c) : undefined,
                )
              } else if (kind === 'page') {
                const p = pages.data?.siteNavigationPages.find((x) => x.id === v)
                onChange(p?.url ?? url, { kind, id: v }, p?.title)
              } else {
                const p = products.data?.products.items.find((x) => x.sku === v)
                onChange(url, { kind, id: v }, p?.name)
              }
            }}
          >
            <option value="">{t('navigation.choose')}</option>
            {current && kind === 'product' && !products.data ? (
              <option value={current}>{current}</option>
            ) : null}
            {kind === 'category'
              ? (categories.data?.catalogCategories ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {'— '.repeat(Math.max(0, c.level - 1)) +
                      catName(c) +
                      (c.isActive ? '' : ' (' + t('navigation.disabled') + ')')}
                  </option>
                ))
              : null}
            {kind === 'page'
              ? (pages.data?.siteNavigationPages ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title +
                      ' — ' +
                      p.url +
                      (p.published ? '' : ' (' + t('navigation.draft') + ')')}
                  </option>
                ))
              : null}
            {kind === 'product'
              ? (products.data?.products.items ?? []).map((p) => (
                  <option key={p.sku} value={p.sku}>
                    {p.sku +
                      ' — ' +
                      p.name +
                      (p.enabled ? '' : ' (' + t('navigation.disabled') + ')')}
                  </option>
                ))
              : null}
          </select>
          <p className="mt-1 text-sm break-all text-stone-700">
            {url ? t('navigation.address', { url }) : t('navigation.addressOnSave')}
          </p>
        </div>
      ) : null}
    </fieldset>
  )
}

function FooterColumns({
  columns,
  site,
  locale,
  errors,
  onChange,
}: {
  columns: Column[]
  site: string
  locale: Language
  errors: Record<string, string>
  onChange: (c: Column[]) => void
}) {
  const { t } = useText()
  const [open, setOpen] = useState('')
  const setColumn = (i: number, c: Partial<Column>) => {
    onChange(columns.map((x, j) => (j === i ? { ...x, ...c } : x)))
  }
  const swap = <T,>(list: T[], a: number, b: number): T[] => {
    const out = [...list]
    const x = out[a]
    const y = out[b]
    if (x === undefined || y === undefined) return list
    out[a] = y
    out[b] = x
    return out
  }
  const columnErrors = useMemo(
    () => Object.entries(errors).filter(([k]) => k.startsWith('columns')),
    [errors],
  )
  return (
    <div className="mt-6">
      <Section id={'navigation-footer-' + locale} title={t('navigation.footer')}>
        {columnErrors.map(([k, v]) => (
          <p key={k} className="mb-2 text-sm text-red-800">
            {v}
          </p>
        ))}
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {columns.map((col, i) => (
            <fieldset key={col.key} className="rounded-md border border-stone-300 p-3">
              <legend className="px-1 text-sm font-medium">
                {t('navigation.column', { n: i + 1 })}
              </legend>
              <Field
                label={t('navigation.columnTitle')}
                value={col.title}
                onChange={(e) => {
                  setColumn(i, { title: e.target.value })
                }}
              />
              <ul className="mb-3 grid gap-2">
                {col.links.map((l, j) => (
                  <li key={l.key} className="rounded border border-stone-200 p-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="min-w-0 grow truncate">
                        {l.label || t('navigation.untitled')}
                      </span>
                      {l.broken ? (
                        <span className="rounded bg-red-100 px-1 text-xs text-red-900">
                          {t('navigation.broken')}
                        </span>
                      ) : null}
                    </div>
                    <div className="mt-1 flex flex-wrap gap-1">
                      <button
                        type="button"
                        className="min-h-11 rounded px-2 text-sm text-forest-800 underline hover:bg-stone-100"
                        aria-expanded={open === l.key}
                        aria-label={t('navigation.editLink', {
                          label: l.label || t('navigation.untitled'),
                        })}
                        onClick={() => {
                          setOpen(open === l.key ? '' : l.key)
                        }}
                      >
                        {t('navigation.edit')}
                      </button>
                      <button
                        type="button"
                        className="min-h-11 rounded px-2 text-sm text-forest-800 underline hover:bg-stone-100 disabled:opacity-50"
                        disabled={j === 0}
                        aria-label={t('navigation.linkUp', { label: l.label })}
                        onClick={() => {
                          setColumn(i, { links: swap(col.links, j, j - 1) })
                        }}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="min-h-11 rounded px-2 text-sm text-forest-800 underline hover:bg-stone-100 disabled:opacity-50"
                        disabled={j === col.links.length - 1}
                        aria-label={t('navigation.linkDown', { label: l.label })}
                        onClick={() => {
                          setColumn(i, { links: swap(col.links, j, j + 1) })
                        }}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className="min-h-11 rounded px-2 text-sm text-red-800 underline hover:bg-stone-100"
                        aria-label={t('navigation.removeLink', { label: l.label })}
                        onClick={() => {
                          setColumn(i, { links: col.links.filter((x) => x.key !== l.key) })
                        }}
                      >
                        {t('navigation.remove')}
                      </button>
                    </div>
                    {open === l.key ? (
                      <div className="mt-2">
                        <Field
                          label={t('navigation.label')}
                          value={l.label}
                          onChange={(e) => {
                            setColumn(i, {
                              links: col.links.map((x) =>
                                x.key === l.key ? { ...x, label: e.target.value } : x,
                              ),
                            })
                          }}
                        />
                        <LinkTargetPicker
                          site={site}
                          locale={locale}
                          url={l.url}
                          target={l.target}
                          onChange={(url, target, label) => {
                            setColumn(i, {
                              links: col.links.map((x) =>
                                x.key === l.key
                                  ? {
                                      ...x,
                                      url,
                                      target,
                                      broken: false,
                                      label: firstText(x.label, label),
                                    }
                                  : x,
                              ),
                            })
                          }}
                        />
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={secondaryButtonClassName}
                  onClick={() => {
                    const key = newKey()
                    setColumn(i, {
                      links: [
                        ...col.links,
                        { key, label: '', url: '', newTab: false, target: null, broken: false },
                      ],
                    })
                    setOpen(key)
                  }}
                >
                  {t('navigation.addLink')}
                </button>
                <button
                  type="button"
                  className={secondaryButtonClassName}
                  onClick={() => {
                    onChange(columns.filter((x) => x.key !== col.key))
                  }}
                >
                  {t('navigation.removeColumn')}
                </button>
              </div>
            </fieldset>
          ))}
        </div>
        <button
          type="button"
          className={secondaryButtonClassName + ' mt-4'}
          disabled={columns.length >= 6}
          onClick={() => {
            onChange([...columns, { key: newKey(), title: '', links: [] }])
          }}
        >
          {t('navigation.addColumn')}
        </button>
      </Section>
    </div>
  )
}
