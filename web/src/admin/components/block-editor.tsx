import {
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
} from 'react'
import { FormPicker } from './form-picker'
import { MediaIdPicker } from './media-picker'
import { buttonClassName, inputClassName, labelClassName, secondaryButtonClassName } from './ui'
import { useText, type TextKey } from '../lib/text'
import {
  blockFields,
  blockTypes,
  duplicateBlock,
  emptyItem,
  newBlock,
  type Block,
  type BlockType,
  type FieldSpec,
} from './block-editor-model'
import { SalesEventSelect } from './sales-event-select'

/** Changes a block list: the editor hands the owner an update of the latest list. */
export type BlocksUpdate = (update: (blocks: Block[]) => Block[]) => void

const noErrors: Record<string, string> = {}

/**
 * The block-list editor of pages (and of a club's home and banner pages):
 * add a block of any type, reorder by dragging a block's handle or by its
 * up and down buttons (announced to screen readers), duplicate, remove, and
 * each block's fields with the server's errors on them. Each block is its
 * own memoised part that re-renders only when that block changes, so typing
 * stays quick on a page of hundreds of blocks; every change goes through
 * onChange as an update of the latest list, so no keystroke is lost.
 *
 * fieldPrefix names the list in the server's field paths
 * ("locales.de.blocks"); each input carries its full path in data-field,
 * so a screen can move the focus to the first error.
 */
export function BlockEditor({
  blocks,
  onChange,
  errors,
  label,
  fieldPrefix,
}: {
  blocks: Block[]
  onChange: BlocksUpdate
  errors?: Map<number, Record<string, string>> | undefined
  label: string
  fieldPrefix: string
}) {
  const { t } = useText()
  const [status, setStatus] = useState('')
  const [adding, setAdding] = useState<BlockType>('richtext')
  const listRef = useRef<HTMLOListElement>(null)
  const onChangeRef = useRef(onChange)
  const tRef = useRef(t)
  const blocksRef = useRef(blocks)
  useLayoutEffect(() => {
    onChangeRef.current = onChange
    tRef.current = t
    blocksRef.current = blocks
  })

  const focusBlock = useCallback((id: string) => {
    requestAnimationFrame(() => {
      listRef.current
        ?.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(id)}"] [data-block-heading]`)
        ?.focus()
    })
  }, [])

  const actions = useMemo<BlockActions>(() => {
    const change: BlocksUpdate = (u) => {
      onChangeRef.current(u)
    }
    const typeName = (b: Block) => tRef.current(('pages.block.' + b.blockType) as TextKey)
    return {
      update: (id, fn) => {
        change((list) => list.map((b) => (b.id === id ? fn(b) : b)))
      },
      move: (id, by) => {
        const list = blocksRef.current
        const from = list.findIndex((b) => b.id === id)
        const moved = list[from]
        const to = from + by
        if (from < 0 || !moved || to < 0 || to >= list.length) return
        change((now) => {
          const i = now.findIndex((b) => b.id === id)
          const b = now[i]
          if (i < 0 || !b || i + by < 0 || i + by >= now.length) return now
          const next = [...now]
          next.splice(i, 1)
          next.splice(i + by, 0, b)
          return next
        })
        setStatus(
          tRef.current('pages.blockMoved', {
            block: typeName(moved),
            position: to + 1,
            count: list.length,
          }),
        )
      },
      moveTo: (id, targetId, after) => {
        const list = blocksRef.current
        const moved = list.find((b) => b.id === id)
        if (!moved || id === targetId) return
        const place = (now: Block[]) => {
          const rest = now.filter((b) => b.id !== id)
          const to = rest.findIndex((b) => b.id === targetId)
          return to < 0 ? -1 : after ? to + 1 : to
        }
        const to = place(list)
        if (to < 0) return
        change((now) => {
          const b = now.find((x) => x.id === id)
          const at = place(now)
          if (!b || at < 0) return now
          const next = now.filter((x) => x.id !== id)
          next.splice(at, 0, b)
          return next
        })
        setStatus(
          tRef.current('pages.blockMoved', {
            block: typeName(moved),
            position: to + 1,
            count: list.length,
          }),
        )
      },
      duplicate: (id) => {
        const original = blocksRef.current.find((b) => b.id === id)
        if (!original) return
        const copy = duplicateBlock(original)
        change((now) => {
          const i = now.findIndex((b) => b.id === id)
          return i < 0 ? now : [...now.slice(0, i + 1), copy, ...now.slice(i + 1)]
        })
        setStatus(tRef.current('pages.blockDuplicated', { block: typeName(original) }))
        focusBlock(copy.id)
      },
      remove: (id) => {
        const gone = blocksRef.current.find((b) => b.id === id)
        if (!gone) return
        change((now) => now.filter((b) => b.id !== id))
        setStatus(tRef.current('pages.blockRemoved', { block: typeName(gone) }))
      },
    }
  }, [focusBlock])

  const add = () => {
    const block = newBlock(adding)
    onChange((list) => [...list, block])
    setStatus(t('pages.blockAdded', { block: t(('pages.block.' + adding) as TextKey) }))
    focusBlock(block.id)
  }

  return (
    <div>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {blocks.length === 0 ? <p className="mb-3 text-stone-700">{t('pages.noBlocks')}</p> : null}
      <ol ref={listRef} aria-label={label} className="mb-4 space-y-3">
        {blocks.map((b, i) => (
          <BlockCard
            key={b.id}
            block={b}
            index={i}
            count={blocks.length}
            errors={errors?.get(i) ?? noErrors}
            actions={actions}
            fieldPath={`${fieldPrefix}[${String(i)}]`}
          />
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={fieldPrefix + '-add'} className={labelClassName}>
            {t('pages.blockType')}
          </label>
          <select
            id={fieldPrefix + '-add'}
            className={inputClassName}
            value={adding}
            onChange={(e) => {
              setAdding(e.target.value as BlockType)
            }}
          >
            {blockTypes.map((type) => (
              <option key={type} value={type}>
                {t(('pages.block.' + type) as TextKey)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={buttonClassName} onClick={add}>
          {t('pages.addBlock')}
        </button>
      </div>
    </div>
  )
}

interface BlockActions {
  update: (id: string, fn: (b: Block) => Block) => void
  move: (id: string, by: number) => void
  moveTo: (id: string, targetId: string, after: boolean) => void
  duplicate: (id: string) => void
  remove: (id: string) => void
}

const dragType = 'application/x-paddock-block'

/** One block: its heading and tools, and its fields. */
const BlockCard = memo(function BlockCard({
  block,
  index,
  count,
  errors,
  actions,
  fieldPath,
}: {
  block: Block
  index: number
  count: number
  errors: Record<string, string>
  actions: BlockActions
  fieldPath: string
}) {
  const { t } = useText()
  const headingId = useId()
  const [over, setOver] = useState<'before' | 'after' | null>(null)
  const name = t(('pages.block.' + block.blockType) as TextKey)
  const specs = blockFields[block.blockType] as readonly FieldSpec[] | undefined
  const onField = useCallback(
    (path: (string | number)[], value: unknown) => {
      actions.update(block.id, (b) => setIn(b, path, value) as Block)
    },
    [actions, block.id],
  )
  const place = (e: DragEvent<HTMLLIElement>) => {
    const box = e.currentTarget.getBoundingClientRect()
    return e.clientY > box.top + box.height / 2 ? 'after' : 'before'
  }
  const tool =
    'flex min-h-11 min-w-11 items-center justify-center rounded border border-stone-300 px-2 text-sm disabled:opacity-40 hover:bg-stone-100'
  return (
    // The drop target of a dragged block's handle; the up and down buttons
    // are the keyboard's way to move it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      data-block-id={block.id}
      aria-labelledby={headingId}
      className={
        'rounded-lg border bg-white p-3 ' +
        (over === 'before'
          ? 'border-t-4 border-t-amber-500 border-stone-300'
          : over === 'after'
            ? 'border-b-4 border-b-amber-500 border-stone-300'
            : 'border-stone-300')
      }
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(dragType)) return
        e.preventDefault()
        setOver(place(e))
      }}
      onDragLeave={() => {
        setOver(null)
      }}
      onDrop={(e) => {
        const id = e.dataTransfer.getData(dragType)
        setOver(null)
        if (!id) return
        e.preventDefault()
        actions.moveTo(id, block.id, place(e) === 'after')
      }}
    >
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <button
          type="button"
          draggable
          aria-label={t('pages.dragBlock', { block: name, position: index + 1 })}
          className="flex min-h-11 min-w-11 cursor-grab items-center justify-center rounded text-stone-600 hover:bg-stone-200"
          onDragStart={(e) => {
            e.dataTransfer.setData(dragType, block.id)
            e.dataTransfer.effectAllowed = 'move'
          }}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <h3
          id={headingId}
          tabIndex={-1}
          data-block-heading
          className="grow font-semibold text-stone-900 outline-none focus-visible:outline-2 focus-visible:outline-forest-700"
        >
          {index + 1}. {name}
        </h3>
        <button
          type="button"
          className={tool}
          disabled={index === 0}
          aria-label={t('pages.blockUp', { block: name, position: index + 1 })}
          onClick={() => {
            actions.move(block.id, -1)
          }}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={tool}
          disabled={index === count - 1}
          aria-label={t('pages.blockDown', { block: name, position: index + 1 })}
          onClick={() => {
            actions.move(block.id, 1)
          }}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className={tool}
          onClick={() => {
            actions.duplicate(block.id)
          }}
          aria-label={t('pages.duplicateBlock', { block: name, position: index + 1 })}
        >
          {t('pages.duplicate')}
        </button>
        <button
          type="button"
          className={tool + ' text-red-800'}
          onClick={() => {
            actions.remove(block.id)
          }}
          aria-label={t('pages.removeBlock', { block: name, position: index + 1 })}
        >
          {t('pages.remove')}
        </button>
      </div>
      {errors.blockType ? (
        <p className="mb-2 text-sm text-red-800" role="alert">
          {errors.blockType}
        </p>
      ) : null}
      {specs ? (
        <Fields
          specs={specs}
          value={block}
          path={[]}
          onField={onField}
          errors={errors}
          fieldPath={fieldPath}
        />
      ) : (
        <p>{t('pages.unknownBlock')}</p>
      )}
    </li>
  )
})

/** Sets the value at path in a copy of target. */
function setIn(target: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path
  if (head === undefined) return value
  if (typeof head === 'number') {
    const list: unknown[] = Array.isArray(target) ? [...(target as unknown[])] : []
    list[head] = setIn(list[head], rest, value)
    return list
  }
  const obj: Record<string, unknown> = { ...((target ?? {}) as Record<string, unknown>) }
  const next = setIn(obj[head], rest, value)
  if (next === undefined) {
    Reflect.deleteProperty(obj, head)
  } else {
    obj[head] = next
  }
  return obj
}

/** The text path of a field ("items[0].headline"). */
function pathText(path: (string | number)[]): string {
  let out = ''
  for (const p of path) {
    if (typeof p === 'number') out += `[${String(p)}]`
    else out += out ? '.' + p : p
  }
  return out
}

function Fields({
  specs,
  value,
  path,
  onField,
  errors,
  fieldPath,
}: {
  specs: readonly FieldSpec[]
  value: Record<string, unknown>
  path: (string | number)[]
  onField: (path: (string | number)[], value: unknown) => void
  errors: Record<string, string>
  fieldPath: string
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {specs.map((spec) => (
        <FieldInput
          key={spec.name}
          spec={spec}
          value={value[spec.name]}
          path={[...path, spec.name]}
          onField={onField}
          errors={errors}
          fieldPath={fieldPath}
        />
      ))}
    </div>
  )
}

function FieldInput({
  spec,
  value,
  path,
  onField,
  errors,
  fieldPath,
}: {
  spec: FieldSpec
  value: unknown
  path: (string | number)[]
  onField: (path: (string | number)[], value: unknown) => void
  errors: Record<string, string>
  fieldPath: string
}) {
  const { t } = useText()
  const id = useId()
  const sub = pathText(path)
  const error = errors[sub]
  const label = t(('pages.field.' + spec.name) as TextKey)
  const common = {
    id,
    'data-field': fieldPath + '.' + sub,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? id + '-error' : undefined,
    className: inputClassName,
  }
  const errorNote = error ? (
    <p id={id + '-error'} className="mt-1 text-sm text-red-800">
      {error}
    </p>
  ) : null
  const labelled = (input: React.ReactNode, wide = false) => (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <label htmlFor={id} className={labelClassName}>
        {label}
        {'required' in spec && spec.required ? ' *' : ''}
      </label>
      {input}
      {errorNote}
    </div>
  )
  switch (spec.kind) {
    case 'text':
    case 'url':
    case 'colour':
      return labelled(
        <input
          {...common}
          type="text"
          inputMode={spec.kind === 'url' ? 'url' : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => {
            onField(path, e.target.value)
          }}
        />,
      )
    case 'html':
      return labelled(
        <textarea
          {...common}
          rows={3}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => {
            onField(path, e.target.value)
          }}
        />,
        true,
      )
    case 'number':
      return labelled(
        <input
          {...common}
          type="number"
          min={spec.min}
          max={spec.max}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => {
            onField(path, e.target.value === '' ? 0 : Number(e.target.value))
          }}
        />,
      )
    case 'image':
      return (
        <MediaIdPicker
          label={label}
          id={typeof value === 'number' && value > 0 ? String(value) : ''}
          error={error}
          dataField={common['data-field']}
          className="sm:col-span-2"
          onChange={(next) => {
            onField(path, next === '' ? undefined : Number(next))
          }}
        />
      )
    case 'form':
      return labelled(
        <FormPicker
          {...common}
          value={typeof value === 'number' && value > 0 ? value : undefined}
          onChange={(n) => {
            onField(path, n)
          }}
        />,
      )
    case 'salesEvent':
      return labelled(
        <SalesEventSelect
          {...common}
          value={typeof value === 'number' ? value : null}
          onValue={(n) => {
            onField(path, n ?? undefined)
          }}
        />,
      )
    case 'bool':
      return (
        <div className="flex items-center gap-2 self-end">
          <input
            id={id}
            type="checkbox"
            className="size-5"
            checked={value === true}
            onChange={(e) => {
              onField(path, e.target.checked || undefined)
            }}
          />
          <label htmlFor={id}>{label}</label>
        </div>
      )
    case 'choice':
      return labelled(
        <select
          {...common}
          value={typeof value === 'string' ? value : spec.options[0]}
          onChange={(e) => {
            onField(path, e.target.value)
          }}
        >
          {spec.options.map((o) => (
            <option key={o} value={o}>
              {t(('pages.option.' + o) as TextKey)}
            </option>
          ))}
        </select>,
      )
    case 'list':
      return labelled(
        <input
          {...common}
          type="text"
          value={Array.isArray(value) ? value.join(',') : ''}
          onChange={(e) => {
            onField(path, e.target.value === '' ? undefined : e.target.value.split(','))
          }}
        />,
      )
    case 'link': {
      const link = (value ?? {}) as { label?: string; url?: string; newTab?: boolean }
      const set = (next: typeof link) => {
        onField(path, next.label || next.url ? next : undefined)
      }
      return (
        <fieldset className="rounded border border-stone-200 p-2 sm:col-span-2">
          <legend className="px-1 text-sm font-medium">{label}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <SmallInput
              label={t('pages.field.label')}
              value={link.label ?? ''}
              error={errors[sub + '.label']}
              field={fieldPath + '.' + sub + '.label'}
              onValue={(v) => {
                set({ ...link, label: v })
              }}
            />
            <SmallInput
              label={t('pages.field.url')}
              value={link.url ?? ''}
              error={errors[sub + '.url']}
              field={fieldPath + '.' + sub + '.url'}
              onValue={(v) => {
                set({ ...link, url: v })
              }}
            />
          </div>
        </fieldset>
      )
    }
    case 'group':
      return (
        <fieldset className="rounded border border-stone-200 p-2 sm:col-span-2">
          <legend className="px-1 text-sm font-medium">{label}</legend>
          <Fields
            specs={spec.fields}
            value={(value ?? {}) as Record<string, unknown>}
            path={path}
            onField={onField}
            errors={errors}
            fieldPath={fieldPath}
          />
        </fieldset>
      )
    case 'items': {
      const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : []
      return (
        <fieldset className="rounded border border-stone-200 p-2 sm:col-span-2">
          <legend className="px-1 text-sm font-medium">{label}</legend>
          {error ? (
            <p
              id={id + '-error'}
              className="mb-2 text-sm text-red-800"
              data-field={common['data-field']}
              tabIndex={-1}
            >
              {error}
            </p>
          ) : null}
          <ol className="space-y-2">
            {items.map((item, i) => (
              <li key={i} className="rounded bg-stone-50 p-2">
                <div className="mb-1 flex items-center justify-between gap-2">
                  <span className="text-sm font-medium">
                    {t('pages.item', { position: i + 1 })}
                  </span>
                  <button
                    type="button"
                    className={secondaryButtonClassName}
                    disabled={items.length <= spec.min}
                    onClick={() => {
                      onField(
                        path,
                        items.filter((_, j) => j !== i),
                      )
                    }}
                  >
                    {t('pages.removeItem', { position: i + 1 })}
                  </button>
                </div>
                <Fields
                  specs={spec.fields}
                  value={item}
                  path={[...path, i]}
                  onField={onField}
                  errors={errors}
                  fieldPath={fieldPath}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={secondaryButtonClassName + ' mt-2'}
            disabled={items.length >= spec.max}
            onClick={() => {
              onField(path, [...items, emptyItem(spec.fields)])
            }}
          >
            {t('pages.addItem', { list: label })}
          </button>
        </fieldset>
      )
    }
  }
}

function SmallInput({
  label,
  value,
  error,
  field,
  onValue,
}: {
  label: string
  value: string
  error: string | undefined
  field: string
  onValue: (v: string) => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        data-field={field}
        className={inputClassName}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id + '-error' : undefined}
        onChange={(e) => {
          onValue(e.target.value)
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
