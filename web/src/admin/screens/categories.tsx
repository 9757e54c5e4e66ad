import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react'
import {
  Button,
  GridList,
  GridListItem,
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
import { useSearchParams } from 'react-router'
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
  StatusBadge,
} from '../components/ui'
import { ActionDialog, ConfirmButtons } from '../components/dialog'
import { ApiError, fieldErrors, gql } from '../lib/api'
import { languages, useText, type Language } from '../lib/text'

interface CategoryText {
  locale: Language
  name: string
  urlKey: string
  urlPath: string
  description: string
  metaTitle: string
  metaKeywords: string
  metaDescription: string
}

interface Category {
  id: string
  parentId: string | null
  level: number
  position: number
  isActive: boolean
  includeInMenu: boolean
  imageKey: string
  imageUrl: string | null
  productCount: number
  directProducts: number
  version: number
  texts: CategoryText[]
  missingLocales: Language[]
  disabledStoreViews: string[]
  editable: boolean
  fixed: boolean
}

interface CategoryProduct {
  id: string
  sku: string
  name: string
  position: number
  isActive: boolean
}

const categoryFields = `id parentId level position isActive includeInMenu imageKey imageUrl productCount
  directProducts version missingLocales disabledStoreViews editable fixed
  texts { locale name urlKey urlPath description metaTitle metaKeywords metaDescription }`

const treeKey = ['admin', 'categories'] as const

/** A category's name in the UI's language, German where it has none. */
function nameOf(c: Category, language: Language): string {
  const own = c.texts.find((x) => x.locale === language)?.name
  if (own) return own
  const german = c.texts.find((x) => x.locale === 'de')?.name
  if (german) return german
  return '#' + c.id
}

/** The categories by parent, each list by position. */
function childrenByParent(cats: Category[]): Map<string, Category[]> {
  const out = new Map<string, Category[]>()
  for (const c of cats) {
    const key = c.parentId ?? ''
    const list = out.get(key) ?? []
    list.push(c)
    out.set(key, list)
  }
  for (const list of out.values()) list.sort((a, b) => a.position - b.position)
  return out
}

/** The top categories of what the reader sees: those whose parent is not among them. */
function topsOf(cats: Category[]): Category[] {
  const ids = new Set(cats.map((c) => c.id))
  return cats.filter((c) => !c.parentId || !ids.has(c.parentId))
}

/** The category and everything below it. */
function subtreeIds(id: string, children: Map<string, Category[]>): Set<string> {
  const out = new Set<string>([id])
  const walk = (p: string) => {
    for (const c of children.get(p) ?? []) {
      out.add(c.id)
      walk(c.id)
    }
  }
  walk(id)
  return out
}

/** The back office's category tree: order and move by drag and drop or by the editor's buttons, edit texts per language. */
export function CategoriesScreen() {
  const { t, language } = useText()
  const [params, setParams] = useSearchParams()
  const selected = params.get('id') ?? ''
  const client = useQueryClient()
  const tree = useQuery({
    queryKey: treeKey,
    queryFn: () =>
      gql<{ catalogCategories: Category[] }>(`{ catalogCategories { ${categoryFields} } }`),
  })
  const cats = useMemo(() => tree.data?.catalogCategories ?? [], [tree.data])
  const children = useMemo(() => childrenByParent(cats), [cats])
  const byId = useMemo(() => new Map(cats.map((c) => [c.id, c])), [cats])
  const [status, setStatus] = useState('')
  const [notice, setNotice] = useState('')
  // The tops and the way to the selected category are open unless closed;
  // what the reader opens or closes is kept apart from them.
  const [opened, setOpened] = useState<Set<Key>>(new Set())
  const [closed, setClosed] = useState<Set<Key>>(new Set())
  const open = useMemo(() => {
    const out = new Set<Key>(topsOf(cats).map((c) => c.id))
    let p = byId.get(selected)?.parentId
    while (p) {
      out.add(p)
      p = byId.get(p)?.parentId
    }
    return out
  }, [cats, byId, selected])
  const expanded = useMemo(() => {
    const out = new Set<Key>([...open, ...opened])
    for (const k of closed) out.delete(k)
    return out
  }, [open, opened, closed])
  const setExpanded = (keys: Set<Key>) => {
    setOpened(new Set([...keys].filter((k) => !open.has(k))))
    setClosed(new Set([...open].filter((k) => !keys.has(k))))
  }

  const move = useMutation({
    mutationFn: (m: { id: string; version: number; parentId: string; position: number }) =>
      gql<{ moveCatalogCategory: Category }>(
        `mutation($id: ID!, $v: Int!, $p: ID!, $pos: Int!) { moveCatalogCategory(id: $id, version: $v, parentId: $p, position: $pos) { ${categoryFields} } }`,
        { id: m.id, v: m.version, p: m.parentId, pos: m.position },
      ),
    onSuccess: async (data) => {
      const c = data.moveCatalogCategory
      setStatus(t('categories.moved', { name: nameOf(c, language), position: c.position + 1 }))
      await client.invalidateQueries({ queryKey: treeKey })
    },
  })

  /** Moves a category to the place a drop or a button names. */
  const moveTo = (id: string, parentId: string, position: number) => {
    const c = byId.get(id)
    if (!c || c.fixed) return
    move.mutate({ id, version: c.version, parentId, position: Math.max(0, position) })
  }

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((k) => {
        const c = byId.get(String(k))
        return { 'text/plain': c ? nameOf(c, language) : String(k) }
      }),
    onMove: (e) => {
      const id = String([...e.keys][0] ?? '')
      const target = byId.get(String(e.target.key))
      if (!id || !target) return
      if (e.target.dropPosition === 'on') {
        moveTo(id, target.id, (children.get(target.id) ?? []).length)
        return
      }
      if (!target.parentId) return
      const siblings = (children.get(target.parentId) ?? []).filter((s) => s.id !== id)
      const at = siblings.findIndex((s) => s.id === target.id)
      moveTo(id, target.parentId, e.target.dropPosition === 'before' ? at : at + 1)
    },
  })

  const renderItem = (c: Category): ReactNode => {
    const kids = children.get(c.id) ?? []
    const name = nameOf(c, language)
    return (
      <TreeItem key={c.id} id={c.id} textValue={name} className={treeItemClass}>
        <TreeItemContent>
          {({ hasChildItems, isExpanded, level, allowsDragging }) => (
            <div className={'flex min-h-11 items-center gap-1 ' + (indent[level - 1] ?? 'pl-40')}>
              {allowsDragging && !c.fixed ? (
                <Button
                  slot="drag"
                  aria-label={t('categories.drag', { name })}
                  className="flex size-8 shrink-0 cursor-grab items-center justify-center rounded text-stone-600 hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-forest-700"
                >
                  <span aria-hidden="true">⠿</span>
                </Button>
              ) : (
                <span className="size-8 shrink-0" />
              )}
              {hasChildItems ? (
                <Button
                  slot="chevron"
                  aria-label={t(isExpanded ? 'categories.collapse' : 'categories.expand', { name })}
                  className="flex size-8 shrink-0 items-center justify-center rounded hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-forest-700"
                >
                  <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
                </Button>
              ) : (
                <span className="size-8 shrink-0" />
              )}
              <span className={c.isActive ? 'text-stone-900' : 'text-stone-600 line-through'}>
                {name}
              </span>
              {!c.isActive ? (
                <span className="ml-1 text-xs text-stone-700">({t('categories.disabled')})</span>
              ) : null}
              {c.missingLocales.length > 0 ? (
                <span className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-950">
                  {t('categories.missing', { locales: c.missingLocales.join(', ').toUpperCase() })}
                </span>
              ) : null}
            </div>
          )}
        </TreeItemContent>
        {kids.map(renderItem)}
      </TreeItem>
    )
  }

  const current = byId.get(selected)
  return (
    <div>
      <PageTitle>{t('categories.title')}</PageTitle>
      <p className="mb-4 max-w-3xl text-stone-800">{t('categories.intro')}</p>
      <ErrorNote error={tree.error} />
      <ErrorNote error={move.error} />
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {tree.isPending ? <Loading /> : null}
      {tree.data ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(18rem,24rem)_1fr]">
          <div className="rounded-lg border border-stone-300 bg-white p-2">
            {cats.length === 0 ? (
              <p className="p-2">{t('categories.none')}</p>
            ) : (
              <Tree
                aria-label={t('categories.tree')}
                selectionMode="single"
                selectionBehavior="replace"
                selectedKeys={selected ? [selected] : []}
                onSelectionChange={(keys) => {
                  const k = keys === 'all' ? '' : String([...keys][0] ?? '')
                  if (k) {
                    setNotice('')
                    setParams({ id: k })
                  }
                }}
                expandedKeys={expanded}
                onExpandedChange={setExpanded}
                dragAndDropHooks={dragAndDropHooks}
                className="outline-none"
              >
                {topsOf(cats).map(renderItem)}
              </Tree>
            )}
          </div>
          <div>
            {notice ? (
              <p
                role="status"
                className="mb-4 rounded-md border border-forest-700 bg-cream-100 p-3"
              >
                {notice}
              </p>
            ) : null}
            {current ? (
              <CategoryEditor
                key={current.id + ':' + String(current.version)}
                category={current}
                all={cats}
                childrenOf={children}
                onMove={moveTo}
                moving={move.isPending}
                onSelect={(id) => {
                  setNotice('')
                  setParams(id ? { id } : {})
                }}
                onSaved={() => {
                  setNotice(t('categories.saved'))
                }}
              />
            ) : (
              <p className="rounded-lg border border-dashed border-stone-400 p-4 text-stone-800">
                {t('categories.choose')}
              </p>
            )}
          </div>
        </div>
      ) : null}
    </div>
  )
}

/** Indentation by tree level (classes, as the CSP allows no inline styles). */
const indent = [
  'pl-0',
  'pl-4',
  'pl-8',
  'pl-12',
  'pl-16',
  'pl-20',
  'pl-24',
  'pl-28',
  'pl-32',
  'pl-36',
]

const treeItemClass =
  'rounded-md px-1 outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-forest-700 data-[selected]:bg-cream-200 data-[selected]:font-semibold data-[drop-target]:bg-amber-100 hover:bg-stone-100'

/** The form's texts of one language. */
type TextForm = Omit<CategoryText, 'locale' | 'urlPath'>

function textForm(c: Category, l: Language): TextForm {
  const x = c.texts.find((y) => y.locale === l)
  return {
    name: x?.name ?? '',
    urlKey: x?.urlKey ?? '',
    description: x?.description ?? '',
    metaTitle: x?.metaTitle ?? '',
    metaKeywords: x?.metaKeywords ?? '',
    metaDescription: x?.metaDescription ?? '',
  }
}

/** The selected category: its texts per language, image, flags, place in the tree and products. */
function CategoryEditor({
  category: c,
  all,
  childrenOf,
  onMove,
  moving,
  onSelect,
  onSaved,
}: {
  category: Category
  all: Category[]
  childrenOf: Map<string, Category[]>
  onMove: (id: string, parentId: string, position: number) => void
  moving: boolean
  onSelect: (id: string) => void
  onSaved: () => void
}) {
  const { t, language } = useText()
  const client = useQueryClient()
  const [texts, setTexts] = useState<Record<Language, TextForm>>(() => ({
    de: textForm(c, 'de'),
    en: textForm(c, 'en'),
    fr: textForm(c, 'fr'),
  }))
  const [isActive, setActive] = useState(c.isActive)
  const [includeInMenu, setInMenu] = useState(c.includeInMenu)
  const [off, setOff] = useState<string[]>(c.disabledStoreViews)
  const views = useQuery({
    queryKey: ['admin', 'storeViews'],
    queryFn: () =>
      gql<{ catalogStoreViews: { code: string; name: string; locale: string }[] }>(
        `{ catalogStoreViews { code name locale } }`,
      ),
    staleTime: 300_000,
  })
  const [image, setImage] = useState({ key: c.imageKey, url: c.imageUrl })
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const name = nameOf(c, language)
  const save = useMutation({
    mutationFn: () =>
      gql<{ updateCatalogCategory: Category }>(
        `mutation($id: ID!, $v: Int!, $in: CatalogCategoryInput!) { updateCatalogCategory(id: $id, version: $v, input: $in) { id } }`,
        {
          id: c.id,
          v: c.version,
          in: {
            isActive,
            includeInMenu,
            imageKey: image.key,
            disabledStoreViews: off,
            texts: languages.map((l) => ({ locale: l, ...texts[l] })),
          },
        },
      ),
    onSuccess: async () => {
      onSaved()
      await client.invalidateQueries({ queryKey: treeKey })
    },
  })
  const remove = useMutation({
    mutationFn: () =>
      gql(`mutation($id: ID!, $v: Int!) { deleteCatalogCategory(id: $id, version: $v) }`, {
        id: c.id,
        v: c.version,
      }),
    onSuccess: async () => {
      setDeleting(false)
      onSelect(c.parentId ?? '')
      await client.invalidateQueries({ queryKey: treeKey })
    },
  })
  const errors = fieldErrors(save.error)
  const changedMeanwhile = save.error instanceof ApiError && save.error.code === 'CONFLICT'
  const siblings = c.parentId ? (childrenOf.get(c.parentId) ?? []) : []
  const index = siblings.findIndex((s) => s.id === c.id)
  const below = subtreeIds(c.id, childrenOf)
  const targets = all.filter((x) => x.editable && !below.has(x.id) && x.id !== c.parentId)
  const [target, setTarget] = useState('')
  const moveId = useId()

  return (
    <div className="space-y-6">
      <Section id="category-edit" title={t('categories.edit', { name })}>
        <form
          noValidate
          onSubmit={(e: SyntheticEvent) => {
            e.preventDefault()
            save.mutate()
          }}
        >
          {!c.editable ? <p className="mb-3">{t('categories.readOnly')}</p> : null}
          <ErrorNote error={save.error} />
          {changedMeanwhile ? (
            <button
              type="button"
              className={secondaryButtonClassName + ' mb-4'}
              onClick={() => void client.invalidateQueries({ queryKey: treeKey })}
            >
              {t('categories.reload')}
            </button>
          ) : null}
          <div className="mb-4 flex flex-wrap gap-6">
            <Check label={t('categories.active')} checked={isActive} onChange={setActive} />
            <Check label={t('categories.inMenu')} checked={includeInMenu} onChange={setInMenu} />
          </div>
          {views.data ? (
            <fieldset className="mb-4">
              <legend className="text-sm font-medium text-stone-800">
                {t('categories.storeViews')}
              </legend>
              <div className="flex flex-wrap gap-x-6">
                {views.data.catalogStoreViews.map((v) => (
                  <Check
                    key={v.code}
                    label={v.name + ' (' + v.code + ')'}
                    checked={!off.includes(v.code)}
                    onChange={(on) => {
                      setOff((was) => (on ? was.filter((x) => x !== v.code) : [...was, v.code]))
                    }}
                  />
                ))}
              </div>
            </fieldset>
          ) : null}
          <Tabs>
            <TabList
              aria-label={t('categories.languages')}
              className="mb-4 flex gap-1 border-b border-stone-300"
            >
              {languages.map((l) => {
                const missing = !texts[l].name.trim()
                return (
                  <Tab
                    key={l}
                    id={l}
                    className="min-h-11 cursor-pointer rounded-t-md border border-b-0 border-transparent px-4 py-2 outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-forest-700 data-[selected]:border-stone-300 data-[selected]:bg-white data-[selected]:font-semibold"
                  >
                    {t(('language.' + l) as 'language.de')}
                    {missing ? (
                      <span className="ml-1 text-amber-800">
                        <span aria-hidden="true">●</span>
                        <span className="sr-only"> {t('categories.missingOne')}</span>
                      </span>
                    ) : null}
                  </Tab>
                )
              })}
            </TabList>
            {languages.map((l) => {
              const path = c.texts.find((x) => x.locale === l)?.urlPath ?? ''
              const set = (field: keyof TextForm) => (value: string) => {
                setTexts((was) => ({ ...was, [l]: { ...was[l], [field]: value } }))
              }
              return (
                <TabPanel key={l} id={l} className="outline-none">
                  {l !== 'de' && !texts[l].name.trim() ? (
                    <p className="mb-3 rounded-md bg-amber-50 p-2 text-amber-950">
                      {t('categories.fallback')}
                    </p>
                  ) : null}
                  <Field
                    label={t('categories.name')}
                    value={texts[l].name}
                    required={l === 'de'}
                    error={errors['name.' + l]}
                    onChange={(e) => {
                      set('name')(e.target.value)
                    }}
                  />
                  <Field
                    label={t('categories.urlKey')}
                    value={texts[l].urlKey}
                    hint={path ? t('categories.path', { path: '/' + l + '/' + path }) : undefined}
                    error={errors['urlKey.' + l]}
                    onChange={(e) => {
                      set('urlKey')(e.target.value)
                    }}
                  />
                  <Area
                    label={t('categories.description')}
                    value={texts[l].description}
                    onChange={set('description')}
                  />
                  <Field
                    label={t('categories.metaTitle')}
                    value={texts[l].metaTitle}
                    error={errors['metaTitle.' + l]}
                    onChange={(e) => {
                      set('metaTitle')(e.target.value)
                    }}
                  />
                  <Field
                    label={t('categories.metaKeywords')}
                    value={texts[l].metaKeywords}
                    onChange={(e) => {
                      set('metaKeywords')(e.target.value)
                    }}
                  />
                  <Area
                    label={t('categories.metaDescription')}
                    value={texts[l].metaDescription}
                    onChange={set('metaDescription')}
                  />
                </TabPanel>
              )
            })}
          </Tabs>
          <ImageField
            image={image}
            name={name}
            onChange={(img) => {
              setImage(img)
            }}
          />
          <button
            type="submit"
            className={buttonClassName}
            disabled={!c.editable || save.isPending}
          >
            {t('categories.save')}
          </button>
        </form>
      </Section>

      <Section id="category-place" title={t('categories.place')}>
        <p className="mb-3 text-stone-800">
          {c.parentId
            ? t('categories.placeIs', { position: index + 1, count: siblings.length })
            : t('categories.rootPlace')}
        </p>
        {!c.fixed ? (
          <>
            <div className="mb-4 flex flex-wrap gap-3">
              <button
                type="button"
                className={secondaryButtonClassName}
                disabled={moving || index <= 0}
                onClick={() => {
                  if (c.parentId) onMove(c.id, c.parentId, index - 1)
                }}
              >
                {t('categories.up')}
              </button>
              <button
                type="button"
                className={secondaryButtonClassName}
                disabled={moving || index < 0 || index >= siblings.length - 1}
                onClick={() => {
                  if (c.parentId) onMove(c.id, c.parentId, index + 1)
                }}
              >
                {t('categories.down')}
              </button>
            </div>
            <form
              className="flex flex-wrap items-end gap-3"
              onSubmit={(e: SyntheticEvent) => {
                e.preventDefault()
                if (target) onMove(c.id, target, (childrenOf.get(target) ?? []).length)
              }}
            >
              <div className="min-w-64 grow">
                <label htmlFor={moveId} className={labelClassName}>
                  {t('categories.moveInto')}
                </label>
                <select
                  id={moveId}
                  className={inputClassName}
                  value={target}
                  onChange={(e) => {
                    setTarget(e.target.value)
                  }}
                >
                  <option value="">{t('categories.chooseTarget')}</option>
                  {targets.map((x) => (
                    <option key={x.id} value={x.id}>
                      {'— '.repeat(Math.max(0, x.level - 1)) + nameOf(x, language)}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className={buttonClassName} disabled={moving || !target}>
                {t('categories.move')}
              </button>
            </form>
          </>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3 border-t border-stone-200 pt-4">
          {c.editable ? (
            <button
              type="button"
              className={secondaryButtonClassName}
              onClick={() => {
                setCreating(true)
              }}
            >
              {t('categories.new')}
            </button>
          ) : null}
          {!c.fixed ? (
            <button
              type="button"
              className={secondaryButtonClassName}
              onClick={() => {
                setDeleting(true)
              }}
            >
              {t('categories.delete')}
            </button>
          ) : null}
        </div>
      </Section>

      <CategoryProducts category={c} />

      <NewCategoryDialog
        open={creating}
        parent={c}
        onClose={() => {
          setCreating(false)
        }}
        onCreated={(id) => {
          setCreating(false)
          onSelect(id)
        }}
      />
      <ActionDialog
        title={t('categories.deleteTitle', { name })}
        open={deleting}
        alert
        onClose={() => {
          setDeleting(false)
        }}
      >
        <p className="mb-4">{t('categories.deleteIntro', { count: c.directProducts })}</p>
        <ErrorNote error={remove.error} />
        <ConfirmButtons
          confirm={t('categories.delete')}
          cancel={t('dialog.cancel')}
          busy={remove.isPending}
          onConfirm={() => {
            remove.mutate()
          }}
          onCancel={() => {
            setDeleting(false)
          }}
        />
      </ActionDialog>
    </div>
  )
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (v: boolean) => void
}) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input
        type="checkbox"
        className="size-5 accent-forest-700"
        checked={checked}
        onChange={(e) => {
          onChange(e.target.checked)
        }}
      />
      {label}
    </label>
  )
}

function Area({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
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
        rows={3}
        className={inputClassName}
        value={value}
        onChange={(e) => {
          onChange(e.target.value)
        }}
      />
    </div>
  )
}

/** The category's picture: uploaded at once (re-encoded by the server, metadata stripped), kept with the next save. */
function ImageField({
  image,
  name,
  onChange,
}: {
  image: { key: string; url: string | null }
  name: string
  onChange: (img: { key: string; url: string | null }) => void
}) {
  const { t } = useText()
  const id = useId()
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const res = await fetch('/admin/api/catalog/images', {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'Content-Type': file.type || 'application/octet-stream',
          Accept: 'application/json',
        },
        body: file,
      })
      const data = (await res.json().catch(() => ({}))) as {
        key?: string
        url?: string
        error?: { message?: string; code?: string }
      }
      if (!res.ok || !data.key)
        throw new ApiError(data.error?.message ?? res.statusText, {
          status: res.status,
          code: data.error?.code ?? String(res.status),
        })
      return { key: data.key, url: data.url ?? null }
    },
    onSuccess: (img) => {
      onChange(img)
    },
  })
  return (
    <fieldset className="mb-4 rounded-md border border-stone-300 p-3">
      <legend className="px-1 text-sm font-medium text-stone-800">{t('categories.image')}</legend>
      {image.url ? (
        <img
          src={image.url}
          alt={t('categories.imageAlt', { name })}
          className="mb-3 max-h-40 rounded border border-stone-200"
        />
      ) : (
        <p className="mb-3 text-stone-700">{t('categories.noImage')}</p>
      )}
      <ErrorNote error={upload.error} />
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
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
          htmlFor={id}
          className={
            secondaryButtonClassName +
            ' cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-forest-700'
          }
        >
          {t('categories.upload')}
        </label>
        {image.key ? (
          <button
            type="button"
            className={secondaryButtonClassName}
            onClick={() => {
              onChange({ key: '', url: null })
            }}
          >
            {t('categories.removeImage')}
          </button>
        ) : null}
        {upload.isPending ? <span role="status">{t('loading')}</span> : null}
      </div>
    </fieldset>
  )
}

/** A new subcategory, with its German name (the rest in the editor). */
function NewCategoryDialog({
  open,
  parent,
  onClose,
  onCreated,
}: {
  open: boolean
  parent: Category
  onClose: () => void
  onCreated: (id: string) => void
}) {
  const { t, language } = useText()
  const client = useQueryClient()
  const [name, setName] = useState('')
  const create = useMutation({
    mutationFn: () =>
      gql<{ createCatalogCategory: { id: string } }>(
        `mutation($p: ID!, $in: CatalogCategoryInput!) { createCatalogCategory(parentId: $p, input: $in) { id } }`,
        {
          p: parent.id,
          in: { isActive: false, includeInMenu: true, texts: [{ locale: 'de', name }] },
        },
      ),
    onSuccess: async (data) => {
      setName('')
      await client.invalidateQueries({ queryKey: treeKey })
      onCreated(data.createCatalogCategory.id)
    },
  })
  return (
    <ActionDialog
      title={t('categories.newTitle', { name: nameOf(parent, language) })}
      open={open}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(e: SyntheticEvent) => {
          e.preventDefault()
          create.mutate()
        }}
      >
        <p className="mb-3">{t('categories.newIntro')}</p>
        <ErrorNote error={create.error} />
        <Field
          label={t('categories.nameDe')}
          value={name}
          required
          error={fieldErrors(create.error)['name.de']}
          onChange={(e) => {
            setName(e.target.value)
          }}
        />
        <div className="flex gap-3">
          <button type="submit" className={buttonClassName} disabled={create.isPending}>
            {t('categories.create')}
          </button>
          <button type="button" className={secondaryButtonClassName} onClick={onClose}>
            {t('dialog.cancel')}
          </button>
        </div>
      </form>
    </ActionDialog>
  )
}

/** The products directly in the category, ordered by drag and drop or by their buttons, saved together. */
function CategoryProducts({ category: c }: { category: Category }) {
  const { t } = useText()
  const client = useQueryClient()
  const key = ['admin', 'categoryProducts', c.id]
  const list = useQuery({
    queryKey: key,
    queryFn: () =>
      gql<{ catalogCategoryProducts: CategoryProduct[] }>(
        `query($id: ID!) { catalogCategoryProducts(id: $id) { id sku name position isActive } }`,
        { id: c.id },
      ),
  })
  const [order, setOrder] = useState<CategoryProduct[] | null>(null)
  const items = order ?? list.data?.catalogCategoryProducts ?? []
  const [status, setStatus] = useState('')
  const save = useMutation({
    mutationFn: () =>
      gql(
        `mutation($id: ID!, $ids: [ID!]!) { setCatalogCategoryProductPositions(id: $id, productIds: $ids) { id } }`,
        { id: c.id, ids: items.map((p) => p.id) },
      ),
    onSuccess: async () => {
      setOrder(null)
      setStatus(t('categories.productsSaved'))
      await client.invalidateQueries({ queryKey: key })
    },
  })
  const put = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return
    const next = [...items]
    const [moved] = next.splice(from, 1)
    if (!moved) return
    next.splice(to, 0, moved)
    setOrder(next)
    setStatus(t('categories.productMoved', { sku: moved.sku, position: to + 1 }))
  }
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((k) => ({ 'text/plain': String(k) })),
    onReorder: (e) => {
      const id = String([...e.keys][0] ?? '')
      const from = items.findIndex((p) => p.id === id)
      let to = items.findIndex((p) => p.id === String(e.target.key))
      if (from < 0 || to < 0) return
      if (e.target.dropPosition === 'after') to += 1
      if (from < to) to -= 1
      put(from, to)
    },
  })
  return (
    <Section id="category-products" title={t('categories.products', { count: items.length })}>
      <ErrorNote error={list.error ?? save.error} />
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {list.isPending ? <Loading /> : null}
      {list.data && items.length === 0 ? <p>{t('categories.noProducts')}</p> : null}
      {items.length > 0 ? (
        <>
          <GridList
            aria-label={t('categories.productsLabel')}
            items={items}
            // Each row shows its place: render the rows again after a move.
            dependencies={[items]}
            dragAndDropHooks={c.editable ? dragAndDropHooks : undefined}
            className="mb-4 divide-y divide-stone-200 rounded-md border border-stone-300"
          >
            {(p) => {
              const i = items.findIndex((x) => x.id === p.id)
              return (
                <GridListItem
                  id={p.id}
                  textValue={p.sku + ' ' + p.name}
                  className="flex min-h-11 items-center gap-2 px-2 py-1 outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-forest-700 data-[drop-target]:bg-amber-100"
                >
                  {c.editable ? (
                    <Button
                      slot="drag"
                      aria-label={t('categories.dragProduct', { sku: p.sku })}
                      className="flex size-8 shrink-0 cursor-grab items-center justify-center rounded text-stone-600 hover:bg-stone-200"
                    >
                      <span aria-hidden="true">⠿</span>
                    </Button>
                  ) : null}
                  <span className="w-8 text-right text-stone-700">{i + 1}.</span>
                  <span className="grow">
                    <span className="font-mono text-sm">{p.sku}</span> {p.name}
                    {!p.isActive ? (
                      <>
                        {' '}
                        <StatusBadge>{t('categories.disabled')}</StatusBadge>
                      </>
                    ) : null}
                  </span>
                  {c.editable ? (
                    <span className="flex gap-1">
                      <Button
                        aria-label={t('categories.productUp', { sku: p.sku })}
                        isDisabled={i === 0}
                        onPress={() => {
                          put(i, i - 1)
                        }}
                        className="flex size-9 items-center justify-center rounded border border-stone-300 disabled:opacity-40"
                      >
                        <span aria-hidden="true">↑</span>
                      </Button>
                      <Button
                        aria-label={t('categories.productDown', { sku: p.sku })}
                        isDisabled={i === items.length - 1}
                        onPress={() => {
                          put(i, i + 1)
                        }}
                        className="flex size-9 items-center justify-center rounded border border-stone-300 disabled:opacity-40"
                      >
                        <span aria-hidden="true">↓</span>
                      </Button>
                    </span>
                  ) : null}
                </GridListItem>
              )
            }}
          </GridList>
          {c.editable ? (
            <button
              type="button"
              className={buttonClassName}
              disabled={!order || save.isPending}
              onClick={() => {
                save.mutate()
              }}
            >
              {t('categories.saveOrder')}
            </button>
          ) : null}
        </>
      ) : null}
    </Section>
  )
}
