import { useId, useState, type ReactNode } from 'react'
import { Button, GridList, GridListItem, useDragAndDrop } from 'react-aria-components'
import { firstText } from '../components/first-text'
import { inputClassName, labelClassName, secondaryButtonClassName } from '../components/ui'
import { languages, useText, type TextKey } from '../lib/text'

/*
 * The form builder's inputs and its fields: each field one FieldRow (its
 * kind's settings, width and default value), their order changed by
 * dragging a row of the order list or by its up and down buttons, the new
 * place announced. Every input carries the path the server names it by
 * (data-path), so a refusal lands on its input.
 */

export type Texts = Partial<Record<'de' | 'en' | 'fr', string>>
export type Kind =
  'text' | 'textarea' | 'email' | 'select' | 'number' | 'checkbox' | 'upload' | 'message'
export const kinds: Kind[] = [
  'text',
  'textarea',
  'email',
  'select',
  'number',
  'checkbox',
  'upload',
  'message',
]
const fileTypes = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif']
/** The widths the content system accepts, in percent of a row on a wider screen. */
const widths = [100, 75, 66, 50, 33, 25]
/** The kinds whose default value is typed. */
const typedDefaults: Kind[] = ['text', 'textarea', 'email', 'number']

/** A field as the builder edits it; numbers as typed. */
export interface FieldDraft {
  key: string
  id?: string | undefined
  blockType: Kind
  name: string
  label: Texts
  required: boolean
  width: number
  maxLength: string
  min: string
  max: string
  options: { value: string; label: Texts }[]
  allowedFiletypes: string[]
  maxFileSize: string
  multiFileUpload: boolean
  message: Texts
  defaultValue: string
}

/** A field as the content system stores it (FormFieldInput's JSON). */
export interface StoredField {
  id?: string
  blockType: Kind
  name?: string
  label?: Texts
  required?: boolean
  width?: number
  maxLength?: number
  min?: number
  max?: number
  options?: { value: string; label: Texts }[]
  allowedFiletypes?: string[]
  maxFileSize?: number
  multiFileUpload?: boolean
  message?: Texts
  defaultValue?: string
}

let nextKey = 1
const newKey = () => 'f' + String(nextKey++)

export function emptyField(kind: Kind): FieldDraft {
  return {
    key: newKey(),
    blockType: kind,
    name: '',
    label: {},
    required: false,
    width: 100,
    maxLength: '',
    min: '',
    max: '',
    options: kind === 'select' ? [{ value: '', label: {} }] : [],
    allowedFiletypes: kind === 'upload' ? ['application/pdf', 'image/png', 'image/jpeg'] : [],
    maxFileSize: '',
    multiFileUpload: false,
    message: {},
    defaultValue: '',
  }
}

export function fieldDraftOf(x: StoredField): FieldDraft {
  return {
    ...emptyField(x.blockType),
    id: x.id,
    name: x.name ?? '',
    label: x.label ?? {},
    required: x.required ?? false,
    width: x.width ?? 100,
    maxLength: x.maxLength ? String(x.maxLength) : '',
    min: x.min === undefined ? '' : String(x.min),
    max: x.max === undefined ? '' : String(x.max),
    options: x.options ?? [],
    allowedFiletypes: x.allowedFiletypes ?? [],
    maxFileSize: x.maxFileSize ? String(Math.round(x.maxFileSize / 1024)) : '',
    multiFileUpload: x.multiFileUpload ?? false,
    message: x.message ?? {},
    defaultValue: x.defaultValue ?? '',
  }
}

const decimal = (s: string) => s.trim().replace(',', '.')
const num = (s: string) => (s.trim() === '' ? undefined : Number(decimal(s)))

/** The field as the content system stores it; a kind's own settings only. */
export function storedFieldOf(f: FieldDraft): StoredField {
  const size = num(f.maxFileSize)
  const own = (kind: Kind) => f.blockType === kind
  let defaultValue: string | undefined = f.defaultValue.trim() || undefined
  if (own('number') && defaultValue) defaultValue = decimal(defaultValue)
  if (own('upload') || own('message')) defaultValue = undefined
  return {
    id: f.id,
    blockType: f.blockType,
    name: f.name,
    label: f.label,
    required: f.required,
    width: f.width,
    defaultValue,
    maxLength: num(f.maxLength),
    min: num(f.min),
    max: num(f.max),
    options: own('select') ? f.options : undefined,
    allowedFiletypes: own('upload') ? f.allowedFiletypes : undefined,
    maxFileSize: size === undefined ? undefined : size * 1024,
    multiFileUpload: own('upload') ? f.multiFileUpload : undefined,
    message: own('message') ? f.message : undefined,
  }
}

/** The server's messages by the path they name ("fields[1].name"). */
export type Messages = Record<string, string>

/** The ids of an input's hint and error, for aria-describedby. */
function describedBy(id: string, hint: string | undefined, message: string | undefined) {
  return (
    [hint ? id + '-hint' : '', message ? id + '-error' : ''].filter(Boolean).join(' ') || undefined
  )
}

/** An input's hint and the server's message about it. */
function Notes({ id, hint, message }: { id: string; hint?: string | undefined; message?: string }) {
  return (
    <>
      {hint ? (
        <p id={id + '-hint'} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={id + '-error'} className="mt-1 text-sm text-red-800">
          {message}
        </p>
      ) : null}
    </>
  )
}

/** A labelled input of the builder, invalid when the server named its path. */
export function Input({
  label,
  path,
  errors,
  hint,
  multiline = false,
  ...rest
}: {
  label: string
  path: string
  errors: Messages
  hint?: string | undefined
  multiline?: boolean
  value: string
  onChange: (v: string) => void
  type?: string
  inputMode?: 'numeric' | 'decimal' | 'email' | 'url' | undefined
}) {
  const id = useId()
  const message = errors[path]
  const common = {
    id,
    className: inputClassName,
    value: rest.value,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy(id, hint, message),
    'data-path': path,
  }
  return (
    <div className="mb-3 min-w-0">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={3}
          onChange={(e) => {
            rest.onChange(e.target.value)
          }}
        />
      ) : (
        <input
          {...common}
          type={rest.type ?? 'text'}
          inputMode={rest.inputMode}
          onChange={(e) => {
            rest.onChange(e.target.value)
          }}
        />
      )}
      <Notes id={id} hint={hint} message={message} />
    </div>
  )
}

/** A labelled choice of the builder, invalid when the server named its path. */
function Choice({
  label,
  path,
  errors,
  hint,
  value,
  options,
  onChange,
}: {
  label: string
  path: string
  errors: Messages
  hint?: string
  value: string
  options: { value: string; label: string }[]
  onChange: (v: string) => void
}) {
  const id = useId()
  const message = errors[path]
  return (
    <div className="mb-3 min-w-0">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        id={id}
        className={inputClassName}
        value={value}
        data-path={path}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, hint, message)}
        onChange={(e) => {
          onChange(e.target.value)
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Notes id={id} hint={hint} message={message} />
    </div>
  )
}

/** A text in the three languages, German required. */
export function TextsInput({
  label,
  path,
  value,
  onChange,
  errors,
  multiline,
}: {
  label: string
  path: string
  value: Texts
  onChange: (v: Texts) => void
  errors: Messages
  multiline?: boolean
}) {
  const { t } = useText()
  return (
    <div className="grid gap-x-3 sm:grid-cols-3">
      {languages.map((l) => (
        <Input
          key={l}
          label={t('forms.inLanguage', {
            label,
            language: t(('language.' + l) as TextKey),
          })}
          path={path + '.' + l}
          errors={errors}
          multiline={multiline}
          value={value[l] ?? ''}
          onChange={(v) => {
            onChange({ ...value, [l]: v })
          }}
        />
      ))}
    </div>
  )
}

/** A labelled checkbox; with a path, invalid when the server named it. */
export function Check({
  label,
  checked,
  onChange,
  path,
  errors = {},
}: {
  label: string
  checked: boolean
  onChange: (v: boolean) => void
  path?: string
  errors?: Messages
}) {
  const id = useId()
  const message = path ? errors[path] : undefined
  return (
    <div className="mb-3">
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5 accent-forest-700"
          checked={checked}
          data-path={path}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(id, undefined, message)}
          onChange={(e) => {
            onChange(e.target.checked)
          }}
        />
        {label}
      </label>
      <Notes id={id} message={message} />
    </div>
  )
}

/**
 * The server's messages about inputs without an input of their own (a
 * list, a field's kind), shown together; with items, also those about the
 * list's entries (allowedFiletypes[1]).
 */
function GroupErrors({
  paths,
  errors,
  items = false,
}: {
  paths: string[]
  errors: Messages
  items?: boolean
}) {
  const messages = paths.flatMap((p) =>
    Object.entries(errors)
      .filter(([path]) => path === p || (items && path.startsWith(p + '[')))
      .map(([path, message]) => ({ path, message })),
  )
  if (messages.length === 0) return null
  return (
    <ul className="mb-3 space-y-1 text-sm text-red-800">
      {messages.map((m) => (
        <li key={m.path} data-path={m.path} tabIndex={-1} className="outline-none">
          {m.message}
        </li>
      ))}
    </ul>
  )
}

/** How staff know a field: its place, kind and German label (or name). */
export function useFieldTitle() {
  const { t } = useText()
  return (f: FieldDraft, i: number) =>
    t('forms.fieldTitle', {
      n: i + 1,
      kind: t(('forms.kind.' + f.blockType) as TextKey),
      name: firstText(f.label.de?.trim(), f.name.trim(), t('forms.unnamed')),
    })
}

/**
 * The fields of a form: the order list (drag a row's handle, or its up and
 * down buttons; the new place is announced), every field's settings, and
 * a new field of a chosen kind. errors are the server's messages by path;
 * errorKeys are the fields' keys in the order the server saw them, so a
 * message stays on its field when fields move.
 */
export function FieldsEditor({
  fields,
  onChange,
  errors,
  errorKeys,
}: {
  fields: FieldDraft[]
  onChange: (update: (fields: FieldDraft[]) => FieldDraft[]) => void
  errors: Messages
  errorKeys: string[]
}) {
  const { t, language } = useText()
  const title = useFieldTitle()
  const [status, setStatus] = useState('')
  const [addKind, setAddKind] = useState<Kind>('text')
  const addKindId = useId()
  const move = (from: number, to: number, button?: 'up' | 'down') => {
    const f = fields[from]
    if (!f || to < 0 || to >= fields.length || to === from) return
    onChange((all) => {
      const next = [...all]
      next.splice(from, 1)
      next.splice(to, 0, f)
      return next
    })
    setStatus(
      t('forms.fieldMoved', {
        field: firstText(
          f.label.de?.trim(),
          f.name.trim(),
          t(('forms.kind.' + f.blockType) as TextKey),
        ),
        position: to + 1,
        count: fields.length,
      }),
    )
    if (!button) return
    // The focus stays on the button that moved the field, where the field now is.
    requestAnimationFrame(() => {
      const same = document.getElementById(f.key + '-' + button) as HTMLButtonElement | null
      const other = document.getElementById(f.key + '-' + (button === 'up' ? 'down' : 'up'))
      if (same && !same.disabled) same.focus()
      else other?.focus()
    })
  }
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((k) => ({ 'text/plain': String(k) })),
    onReorder: (e) => {
      const key = String([...e.keys][0] ?? '')
      const from = fields.findIndex((f) => f.key === key)
      let to = fields.findIndex((f) => f.key === String(e.target.key))
      if (from < 0 || to < 0) return
      if (e.target.dropPosition === 'after') to += 1
      if (from < to) to -= 1
      move(from, to)
    },
  })
  const moveButton =
    'flex size-11 items-center justify-center rounded border border-stone-300 bg-white disabled:opacity-40'
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <GroupErrors paths={['fields']} errors={errors} />
      {fields.length === 0 ? <p className="mb-3">{t('forms.noFields')}</p> : null}
      {fields.length > 1 ? (
        <div className="mb-4">
          <h3 className="mb-1 font-semibold">{t('forms.order')}</h3>
          <p className="mb-2 text-sm text-stone-700">{t('forms.orderHint')}</p>
          <GridList
            aria-label={t('forms.order')}
            items={fields}
            // Each row shows its place and texts: every row renders again when the order or
            // the language changes.
            dependencies={[fields, language]}
            dragAndDropHooks={dragAndDropHooks}
            onAction={(key) => {
              document.getElementById(String(key) + '-legend')?.focus()
            }}
            className="divide-y divide-stone-200 rounded-md border border-stone-300 bg-white"
          >
            {(f) => {
              const i = fields.findIndex((x) => x.key === f.key)
              const name = title(f, i)
              return (
                <GridListItem
                  id={f.key}
                  textValue={name}
                  className="flex min-h-11 items-center gap-2 px-2 py-1 outline-none data-[dragging]:opacity-50 data-[drop-target]:bg-amber-100 data-[focus-visible]:outline-2 data-[focus-visible]:outline-forest-700"
                >
                  <Button
                    slot="drag"
                    aria-label={t('forms.dragField', { field: name })}
                    className="flex size-11 shrink-0 cursor-grab items-center justify-center rounded text-stone-700 hover:bg-stone-200"
                  >
                    <span aria-hidden="true">⠿</span>
                  </Button>
                  <span className="min-w-0 grow break-words">{name}</span>
                  <Button
                    id={f.key + '-up'}
                    aria-label={t('forms.fieldUp', { field: name })}
                    isDisabled={i === 0}
                    onPress={() => {
                      move(i, i - 1, 'up')
                    }}
                    className={moveButton}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    id={f.key + '-down'}
                    aria-label={t('forms.fieldDown', { field: name })}
                    isDisabled={i === fields.length - 1}
                    onPress={() => {
                      move(i, i + 1, 'down')
                    }}
                    className={moveButton}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                </GridListItem>
              )
            }}
          </GridList>
        </div>
      ) : null}
      <ol className="space-y-3">
        {fields.map((f, i) => (
          <li key={f.key}>
            <FieldRow
              field={f}
              index={i}
              path={
                errorKeys.includes(f.key)
                  ? `fields[${String(errorKeys.indexOf(f.key))}]`
                  : 'new.' + f.key
              }
              errors={errors}
              onChange={(patch) => {
                onChange((all) => all.map((x) => (x.key === f.key ? { ...x, ...patch } : x)))
              }}
              onRemove={() => {
                onChange((all) => all.filter((x) => x.key !== f.key))
                setStatus(t('forms.fieldRemoved', { field: title(f, i) }))
              }}
            />
          </li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={addKindId} className={labelClassName}>
            {t('forms.kind')}
          </label>
          <select
            id={addKindId}
            className={inputClassName}
            value={addKind}
            data-path="fields"
            onChange={(e) => {
              setAddKind(e.target.value as Kind)
            }}
          >
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(('forms.kind.' + k) as TextKey)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={secondaryButtonClassName}
          onClick={() => {
            const f = emptyField(addKind)
            onChange((all) => [...all, f])
            requestAnimationFrame(() => {
              document.getElementById(f.key + '-legend')?.focus()
            })
          }}
        >
          {t('forms.addField')}
        </button>
      </div>
    </>
  )
}

type TypedAttribute = 'name' | 'maxLength' | 'min' | 'max' | 'maxFileSize' | 'defaultValue'

/**
 * One field of the form: its name, labels, width, default value and its
 * kind's own settings, each input on the path the server names it by
 * (path: "fields[1]" as the server last saw the field).
 */
function FieldRow({
  field: f,
  index,
  path,
  errors,
  onChange,
  onRemove,
}: {
  field: FieldDraft
  index: number
  path: string
  errors: Messages
  onChange: (patch: Partial<FieldDraft>) => void
  onRemove: () => void
}) {
  const { t } = useText()
  const title = useFieldTitle()(f, index)
  const groupId = f.key + '-legend'
  /** A typed setting of the field. */
  const typed = (
    attribute: TypedAttribute,
    label: string,
    more: { hint?: string; inputMode?: 'numeric' | 'decimal'; multiline?: boolean } = {},
  ) => (
    <Input
      label={label}
      path={path + '.' + attribute}
      errors={errors}
      value={f[attribute]}
      onChange={(v) => {
        onChange({ [attribute]: v })
      }}
      {...more}
    />
  )
  /** A yes-or-no setting of the field. */
  const flag = (attribute: 'required' | 'multiFileUpload', label: string) => (
    <Check
      label={label}
      checked={f[attribute]}
      onChange={(v) => {
        onChange({ [attribute]: v })
      }}
    />
  )
  const texts = (attribute: 'label' | 'message', label: string, multiline = false) => (
    <TextsInput
      label={label}
      path={path + '.' + attribute}
      value={f[attribute]}
      errors={errors}
      multiline={multiline}
      onChange={(v) => {
        onChange({ [attribute]: v })
      }}
    />
  )
  const settings: SettingsProps = { field: f, path, errors, onChange, typed, flag }
  const width = (
    <Choice
      label={t('forms.width')}
      path={path + '.width'}
      errors={errors}
      hint={t('forms.widthHint')}
      value={String(f.width)}
      options={(widths.includes(f.width) ? widths : [...widths, f.width]).map((w) => ({
        value: String(w),
        label: t('forms.widthOption', { percent: w }),
      }))}
      onChange={(v) => {
        onChange({ width: Number(v) })
      }}
    />
  )
  return (
    <div role="group" aria-labelledby={groupId} className="rounded-md border border-stone-300 p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id={groupId} tabIndex={-1} className="font-semibold outline-none">
          {title}
        </h3>
        <button
          type="button"
          className={secondaryButtonClassName}
          aria-describedby={groupId}
          onClick={onRemove}
        >
          {t('forms.removeShort')}
        </button>
      </div>
      <GroupErrors paths={[path, path + '.blockType', path + '.id']} errors={errors} />
      {f.blockType === 'message' ? (
        <>
          {texts('message', t('forms.message'), true)}
          <div className="grid gap-x-3 sm:grid-cols-2">{width}</div>
        </>
      ) : (
        <>
          <div className="grid gap-x-3 sm:grid-cols-2">
            {typed('name', t('forms.fieldName'), { hint: t('forms.fieldNameHint') })}
            {flag('required', t('forms.required'))}
          </div>
          {texts('label', t('forms.label'))}
          <div className="grid gap-x-3 sm:grid-cols-2">
            {width}
            <DefaultValue {...settings} />
          </div>
          <KindSettings {...settings} />
        </>
      )}
    </div>
  )
}

interface SettingsProps {
  field: FieldDraft
  path: string
  errors: Messages
  onChange: (patch: Partial<FieldDraft>) => void
  typed: (
    attribute: TypedAttribute,
    label: string,
    more?: { hint?: string; inputMode?: 'numeric' | 'decimal'; multiline?: boolean },
  ) => ReactNode
  flag: (attribute: 'required' | 'multiFileUpload', label: string) => ReactNode
}

/** What the field holds when the form appears: typed, chosen or ticked. */
function DefaultValue({ field: f, path, errors, onChange, typed }: SettingsProps) {
  const { t } = useText()
  const hint = t('forms.defaultHint')
  if (typedDefaults.includes(f.blockType)) {
    return typed('defaultValue', t('forms.defaultValue'), {
      hint,
      multiline: f.blockType === 'textarea',
      inputMode: f.blockType === 'number' ? 'decimal' : undefined,
    })
  }
  if (f.blockType === 'select') {
    const options = f.options.filter((o) => o.value.trim() !== '')
    const known = f.defaultValue === '' || options.some((o) => o.value === f.defaultValue)
    return (
      <Choice
        label={t('forms.defaultValue')}
        path={path + '.defaultValue'}
        errors={errors}
        hint={hint}
        value={f.defaultValue}
        options={[
          { value: '', label: t('forms.defaultNone') },
          ...options.map((o) => ({
            value: o.value,
            label: firstText(o.label.de?.trim(), o.value),
          })),
          ...(known ? [] : [{ value: f.defaultValue, label: f.defaultValue }]),
        ]}
        onChange={(v) => {
          onChange({ defaultValue: v })
        }}
      />
    )
  }
  if (f.blockType === 'checkbox') {
    return (
      <Check
        label={t('forms.defaultChecked')}
        path={path + '.defaultValue'}
        errors={errors}
        checked={f.defaultValue === 'true'}
        onChange={(v) => {
          onChange({ defaultValue: v ? 'true' : '' })
        }}
      />
    )
  }
  return null
}

/** The settings of the field's kind: lengths, bounds, choices, file types. */
function KindSettings({ field: f, path, errors, onChange, typed, flag }: SettingsProps) {
  const { t } = useText()
  switch (f.blockType) {
    case 'text':
    case 'textarea':
      return typed('maxLength', t('forms.maxLength'), { inputMode: 'numeric' })
    case 'number':
      return (
        <div className="grid gap-x-3 sm:grid-cols-2">
          {typed('min', t('forms.min'), { inputMode: 'decimal' })}
          {typed('max', t('forms.max'), { inputMode: 'decimal' })}
        </div>
      )
    case 'select': {
      const option = (j: number, patch: Partial<FieldDraft['options'][number]>) => {
        onChange({ options: f.options.map((x, k) => (k === j ? { ...x, ...patch } : x)) })
      }
      return (
        <fieldset>
          <legend className={labelClassName}>{t('forms.options')}</legend>
          <GroupErrors paths={[path + '.options']} errors={errors} />
          <ol className="mt-1 space-y-2">
            {f.options.map((o, j) => (
              <li key={j} className="rounded-md bg-stone-50 p-2">
                <Input
                  label={t('forms.optionValue', { n: j + 1 })}
                  path={`${path}.options[${String(j)}].value`}
                  errors={errors}
                  value={o.value}
                  onChange={(v) => {
                    option(j, { value: v })
                  }}
                />
                <TextsInput
                  label={t('forms.optionLabel', { n: j + 1 })}
                  path={`${path}.options[${String(j)}].label`}
                  value={o.label}
                  errors={errors}
                  onChange={(v) => {
                    option(j, { label: v })
                  }}
                />
                <button
                  type="button"
                  className={secondaryButtonClassName}
                  onClick={() => {
                    onChange({ options: f.options.filter((_, k) => k !== j) })
                  }}
                >
                  {t('forms.removeOption', { n: j + 1 })}
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={secondaryButtonClassName + ' mt-2'}
            onClick={() => {
              onChange({ options: [...f.options, { value: '', label: {} }] })
            }}
          >
            {t('forms.addOption')}
          </button>
        </fieldset>
      )
    }
    case 'upload':
      return (
        <>
          <fieldset className="mb-3">
            <legend className={labelClassName}>{t('forms.fileTypes')}</legend>
            <GroupErrors paths={[path + '.allowedFiletypes']} errors={errors} items />
            <div className="mt-1 flex flex-wrap gap-x-4">
              {fileTypes.map((ft) => (
                <Check
                  key={ft}
                  label={ft}
                  checked={f.allowedFiletypes.includes(ft)}
                  onChange={(v) => {
                    onChange({
                      allowedFiletypes: v
                        ? [...f.allowedFiletypes, ft]
                        : f.allowedFiletypes.filter((x) => x !== ft),
                    })
                  }}
                />
              ))}
            </div>
          </fieldset>
          <div className="grid gap-x-3 sm:grid-cols-2">
            {typed('maxFileSize', t('forms.maxFileSize'), { inputMode: 'numeric' })}
            {flag('multiFileUpload', t('forms.multiFile'))}
          </div>
        </>
      )
    default:
      return null
  }
}
