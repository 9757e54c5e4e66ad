import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type ReactNode } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { ActionDialog, ConfirmButtons } from '../components/dialog'
import {
  buttonClassName,
  ErrorNote,
  inputClassName,
  labelClassName,
  linkClassName,
  Loading,
  PageTitle,
  Section,
  secondaryButtonClassName,
} from '../components/ui'
import { ApiError, gql } from '../lib/api'
import { can, useSession } from '../lib/session'
import { formatTime, languages, useText, type TextKey } from '../lib/text'

type Texts = Partial<Record<'de' | 'en' | 'fr', string>>
type Kind = 'text' | 'textarea' | 'email' | 'select' | 'number' | 'checkbox' | 'upload' | 'message'
const kinds: Kind[] = [
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

/** A field as the builder edits it; numbers as typed. */
interface FieldDraft {
  key: string
  id?: string
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

interface FormDraft {
  code: string
  public: boolean
  title: Texts
  submitButtonLabel: Texts
  confirmationType: 'message' | 'redirect'
  confirmationMessage: Texts
  redirectUrl: string
  recipients: string
  retentionDays: string
  fields: FieldDraft[]
}

interface StaffForm {
  id: string
  code: string
  title: string
  public: boolean
  definition: string
  recipients: string[]
  retentionDays: number
  submissionCount: number
  updatedAt: string
}

const formFields = `id code title public definition recipients retentionDays submissionCount updatedAt`

let nextKey = 1
const newKey = () => 'f' + String(nextKey++)

function emptyField(kind: Kind): FieldDraft {
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

interface StoredField {
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

interface StoredDefinition {
  title?: Texts
  submitButtonLabel?: Texts
  confirmationType?: 'message' | 'redirect'
  confirmationMessage?: Texts
  redirectUrl?: string
  fields?: StoredField[]
}

function draftOf(f: StaffForm | undefined): FormDraft {
  if (!f) {
    return {
      code: '',
      public: false,
      title: {},
      submitButtonLabel: { de: 'Absenden', en: 'Send', fr: 'Envoyer' },
      confirmationType: 'message',
      confirmationMessage: {},
      redirectUrl: '',
      recipients: '',
      retentionDays: '180',
      fields: [],
    }
  }
  const d = JSON.parse(f.definition) as StoredDefinition
  return {
    code: f.code,
    public: f.public,
    title: d.title ?? {},
    submitButtonLabel: d.submitButtonLabel ?? {},
    confirmationType: d.confirmationType ?? 'message',
    confirmationMessage: d.confirmationMessage ?? {},
    redirectUrl: d.redirectUrl ?? '',
    recipients: f.recipients.join(', '),
    retentionDays: String(f.retentionDays),
    fields: (d.fields ?? []).map((x) => ({
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
    })),
  }
}

function definitionOf(d: FormDraft): string {
  const num = (s: string) => (s.trim() === '' ? undefined : Number(s.replace(',', '.')))
  return JSON.stringify({
    title: d.title,
    submitButtonLabel: d.submitButtonLabel,
    confirmationType: d.confirmationType,
    confirmationMessage: d.confirmationType === 'message' ? d.confirmationMessage : undefined,
    redirectUrl: d.confirmationType === 'redirect' ? d.redirectUrl : undefined,
    fields: d.fields.map((f) => {
      const size = num(f.maxFileSize)
      return {
        id: f.id,
        blockType: f.blockType,
        name: f.name,
        label: f.label,
        required: f.required,
        width: f.width,
        defaultValue: f.defaultValue || undefined,
        maxLength: num(f.maxLength),
        min: num(f.min),
        max: num(f.max),
        options: f.blockType === 'select' ? f.options : undefined,
        allowedFiletypes: f.blockType === 'upload' ? f.allowedFiletypes : undefined,
        maxFileSize: size === undefined ? undefined : size * 1024,
        multiFileUpload: f.blockType === 'upload' ? f.multiFileUpload : undefined,
        message: f.blockType === 'message' ? f.message : undefined,
      }
    }),
  })
}

/** The forms: each with its submissions' count, to edit or read its submissions. */
export function FormsScreen() {
  const { t, language } = useText()
  const session = useSession()
  const staff = session.data?.staff
  const list = useQuery({
    queryKey: ['admin', 'forms'],
    queryFn: () =>
      gql<{ staffForms: StaffForm[] }>(`{ staffForms { ${formFields} } }`).then(
        (d) => d.staffForms,
      ),
  })
  const build = can(staff, 'content.manage') && staff?.role !== 'club'
  const read = can(staff, 'helpdesk.manage')
  return (
    <div>
      <PageTitle
        actions={
          build ? (
            <Link to="/forms/new" className={buttonClassName}>
              {t('forms.new')}
            </Link>
          ) : undefined
        }
      >
        {t('forms.title')}
      </PageTitle>
      <ErrorNote error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse bg-white text-left">
            <caption className="sr-only">{t('forms.title')}</caption>
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="p-2">
                  {t('forms.form')}
                </th>
                <th scope="col" className="p-2">
                  {t('forms.submissions')}
                </th>
                <th scope="col" className="p-2">
                  {t('forms.retention')}
                </th>
                <th scope="col" className="p-2">
                  {t('forms.updated')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((f) => (
                <tr key={f.id} className="border-b border-stone-200">
                  <td className="p-2">
                    {build ? (
                      <Link to={'/forms/' + f.id} className={linkClassName}>
                        {f.title || f.code}
                      </Link>
                    ) : (
                      f.title || f.code
                    )}
                    <span className="block text-sm text-stone-700">
                      {f.code}
                      {f.public ? ' · ' + t('forms.public') : ''}
                    </span>
                  </td>
                  <td className="p-2">
                    {read ? (
                      <Link
                        to={'/forms/' + f.id + '/submissions'}
                        className={linkClassName}
                        aria-label={t('forms.submissionsOf', {
                          form: f.title || f.code,
                          count: f.submissionCount,
                        })}
                      >
                        {f.submissionCount}
                      </Link>
                    ) : (
                      f.submissionCount
                    )}
                  </td>
                  <td className="p-2">{t('forms.days', { count: f.retentionDays })}</td>
                  <td className="p-2">{formatTime(language, f.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  )
}

/** A labelled input of the builder, invalid when the server named its path. */
function Input({
  label,
  path,
  error,
  hint,
  multiline = false,
  ...rest
}: {
  label: string
  path: string
  error: ApiError | null
  hint?: string
  multiline?: boolean
  value: string
  onChange: (v: string) => void
  type?: string
  inputMode?: 'numeric' | 'decimal' | 'email' | 'url'
}) {
  const id = useId()
  const message = error?.field === path ? error.message : undefined
  const described =
    [hint ? id + '-hint' : '', message ? id + '-error' : ''].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    className: inputClassName,
    value: rest.value,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': described,
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
    </div>
  )
}

/** A text in the three languages, German required. */
function TextsInput({
  label,
  path,
  value,
  onChange,
  error,
  multiline,
}: {
  label: string
  path: string
  value: Texts
  onChange: (v: Texts) => void
  error: ApiError | null
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
          error={error}
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
    <label className="mb-3 flex min-h-11 items-center gap-2">
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

/**
 * The form builder: the form's texts in three languages, where its
 * submissions are mailed and how long they are kept, and its fields (of
 * the kinds the storefront shows), each with its checks, moved by buttons.
 */
export function FormEditScreen() {
  const { id = '' } = useParams()
  const isNew = id === '' || id === 'new'
  const form = useQuery({
    queryKey: ['admin', 'forms', id],
    queryFn: () =>
      gql<{ staffForm: StaffForm }>(`query($id: ID!) { staffForm(id: $id) { ${formFields} } }`, {
        id,
      }).then((d) => d.staffForm),
    enabled: !isNew,
  })
  if (!isNew && form.isPending) return <Loading />
  if (!isNew && form.error) return <ErrorNote error={form.error} />
  return <FormEditor key={form.data?.id ?? 'new'} form={form.data} />
}

function FormEditor({ form }: { form: StaffForm | undefined }) {
  const { t } = useText()
  const client = useQueryClient()
  const navigate = useNavigate()
  const [draft, setDraft] = useState<FormDraft>(() => draftOf(form))
  const [addKind, setAddKind] = useState<Kind>('text')
  // A new form's first save opens its own address, which says it saved.
  const location = useLocation()
  const [done, setDone] = useState((location.state as { saved?: boolean } | null)?.saved === true)
  const errorRef = useRef<HTMLDivElement>(null)
  const addKindId = useId()
  const save = useMutation({
    mutationFn: () =>
      gql<{ saveStaffForm: StaffForm }>(
        `mutation($id: ID, $input: StaffFormInput!) { saveStaffForm(id: $id, input: $input) { ${formFields} } }`,
        {
          id: form?.id ?? null,
          input: {
            code: draft.code,
            public: draft.public,
            definition: definitionOf(draft),
            recipients: draft.recipients
              .split(/[,;\s]+/)
              .map((r) => r.trim())
              .filter(Boolean),
            retentionDays: Number(draft.retentionDays) || 0,
          },
        },
      ),
    onSuccess: (d) => {
      void client.invalidateQueries({ queryKey: ['admin', 'forms'] })
      setDone(true)
      if (!form)
        void navigate('/forms/' + d.saveStaffForm.id, { replace: true, state: { saved: true } })
    },
    onError: (e) => {
      const path = e instanceof ApiError ? e.field : undefined
      requestAnimationFrame(() => {
        const el = path ? document.querySelector<HTMLElement>(`[data-path="${path}"]`) : null
        if (el) el.focus()
        else errorRef.current?.focus()
      })
    },
  })
  const error = save.error instanceof ApiError ? save.error : null
  const set = (patch: Partial<FormDraft>) => {
    setDone(false)
    setDraft((d) => ({ ...d, ...patch }))
  }
  const setField = (i: number, patch: Partial<FieldDraft>) => {
    setDone(false)
    setDraft((d) => ({ ...d, fields: d.fields.map((f, j) => (j === i ? { ...f, ...patch } : f)) }))
  }
  const move = (i: number, by: -1 | 1, button: 'up' | 'down') => {
    const to = i + by
    if (to < 0 || to >= draft.fields.length) return
    const key = draft.fields[i]?.key ?? ''
    // An error named a field by its place, which changes now.
    save.reset()
    setDraft((d) => {
      const fields = [...d.fields]
      const [f] = fields.splice(i, 1)
      if (f) fields.splice(to, 0, f)
      return { ...d, fields }
    })
    // The focus stays on the button that moved the field, where the field now is.
    requestAnimationFrame(() => {
      const same = document.getElementById(key + '-' + button) as HTMLButtonElement | null
      const other = document.getElementById(key + '-' + (button === 'up' ? 'down' : 'up'))
      if (same && !same.disabled) same.focus()
      else other?.focus()
    })
  }
  // "fields[1].label.de" as the screen names it: "Fields 2, label.de".
  const readablePath = (path: string) =>
    path.replace(
      /^fields\[(\d+)\]\.?/,
      (_, n: string) => `${t('forms.fields')} ${String(Number(n) + 1)}, `,
    )
  const title = form ? t('forms.editTitle', { form: form.title || form.code }) : t('forms.newTitle')
  return (
    <div>
      <p className="mb-2">
        <Link to="/forms" className={linkClassName}>
          {t('forms.back')}
        </Link>
      </p>
      <PageTitle>{title}</PageTitle>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          setDone(false)
          save.mutate()
        }}
        className="space-y-4"
      >
        <div ref={errorRef} tabIndex={-1} className="outline-none">
          {error?.field ? (
            <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
              {t('forms.errorAt', { path: readablePath(error.field), message: error.message })}
            </p>
          ) : (
            <ErrorNote error={save.error} />
          )}
        </div>
        <p role="status" className="text-forest-800">
          {done ? t('forms.saved') : ''}
        </p>
        <Section id="form-settings" title={t('forms.settings')}>
          <div className="grid gap-x-3 sm:grid-cols-2">
            <Input
              label={t('forms.code')}
              path="code"
              error={error}
              hint={t('forms.codeHint')}
              value={draft.code}
              onChange={(v) => {
                set({ code: v })
              }}
            />
            <Input
              label={t('forms.retentionDays')}
              path="retentionDays"
              error={error}
              hint={t('forms.retentionHint')}
              inputMode="numeric"
              value={draft.retentionDays}
              onChange={(v) => {
                set({ retentionDays: v })
              }}
            />
          </div>
          <Check
            label={t('forms.publicLabel')}
            checked={draft.public}
            onChange={(v) => {
              set({ public: v })
            }}
          />
          <Input
            label={t('forms.recipients')}
            path="recipients"
            error={error}
            hint={t('forms.recipientsHint')}
            value={draft.recipients}
            onChange={(v) => {
              set({ recipients: v })
            }}
          />
          <TextsInput
            label={t('forms.formTitle')}
            path="title"
            value={draft.title}
            error={error}
            onChange={(v) => {
              set({ title: v })
            }}
          />
          <TextsInput
            label={t('forms.submitLabel')}
            path="submitButtonLabel"
            value={draft.submitButtonLabel}
            error={error}
            onChange={(v) => {
              set({ submitButtonLabel: v })
            }}
          />
          <fieldset className="mb-3">
            <legend className={labelClassName}>{t('forms.confirmation')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4">
              {(['message', 'redirect'] as const).map((c) => (
                <label key={c} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="confirmation"
                    className="size-5 accent-forest-700"
                    checked={draft.confirmationType === c}
                    onChange={() => {
                      set({ confirmationType: c })
                    }}
                  />
                  {t(('forms.confirmation.' + c) as TextKey)}
                </label>
              ))}
            </div>
          </fieldset>
          {draft.confirmationType === 'message' ? (
            <TextsInput
              label={t('forms.confirmationMessage')}
              path="confirmationMessage"
              value={draft.confirmationMessage}
              error={error}
              multiline
              onChange={(v) => {
                set({ confirmationMessage: v })
              }}
            />
          ) : (
            <Input
              label={t('forms.redirectUrl')}
              path="redirect.url"
              error={error}
              inputMode="url"
              value={draft.redirectUrl}
              onChange={(v) => {
                set({ redirectUrl: v })
              }}
            />
          )}
        </Section>
        <Section id="form-fields" title={t('forms.fields')}>
          {draft.fields.length === 0 ? <p className="mb-3">{t('forms.noFields')}</p> : null}
          <ol className="space-y-3">
            {draft.fields.map((f, i) => (
              <li key={f.key}>
                <FieldEditor
                  field={f}
                  index={i}
                  count={draft.fields.length}
                  error={error}
                  onChange={(patch) => {
                    setField(i, patch)
                  }}
                  onMove={(by, button) => {
                    move(i, by, button)
                  }}
                  onRemove={() => {
                    setDone(false)
                    setDraft((d) => ({ ...d, fields: d.fields.filter((_, j) => j !== i) }))
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
                set({ fields: [...draft.fields, f] })
                requestAnimationFrame(() => {
                  document.getElementById(f.key + '-legend')?.focus()
                })
              }}
            >
              {t('forms.addField')}
            </button>
          </div>
        </Section>
        <button type="submit" className={buttonClassName} disabled={save.isPending}>
          {t('forms.save')}
        </button>
      </form>
    </div>
  )
}

function FieldEditor({
  field: f,
  index: i,
  count,
  error,
  onChange,
  onMove,
  onRemove,
}: {
  field: FieldDraft
  index: number
  count: number
  error: ApiError | null
  onChange: (patch: Partial<FieldDraft>) => void
  onMove: (by: -1 | 1, button: 'up' | 'down') => void
  onRemove: () => void
}) {
  const { t } = useText()
  const path = `fields[${String(i)}]`
  const name = t('forms.fieldTitle', {
    n: i + 1,
    kind: t(('forms.kind.' + f.blockType) as TextKey),
    name: f.label.de ?? f.name,
  })
  const groupId = f.key + '-legend'
  return (
    <div role="group" aria-labelledby={groupId} className="rounded-md border border-stone-300 p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id={groupId} tabIndex={-1} className="font-semibold outline-none">
          {name}
        </h3>
        <div className="flex flex-wrap gap-2">
          <button
            id={f.key + '-up'}
            type="button"
            className={
              secondaryButtonClassName + ' disabled:cursor-not-allowed disabled:opacity-50'
            }
            disabled={i === 0}
            aria-describedby={groupId}
            onClick={() => {
              onMove(-1, 'up')
            }}
          >
            {t('forms.up')}
          </button>
          <button
            id={f.key + '-down'}
            type="button"
            className={
              secondaryButtonClassName + ' disabled:cursor-not-allowed disabled:opacity-50'
            }
            disabled={i === count - 1}
            aria-describedby={groupId}
            onClick={() => {
              onMove(1, 'down')
            }}
          >
            {t('forms.down')}
          </button>
          <button
            type="button"
            className={secondaryButtonClassName}
            aria-describedby={groupId}
            onClick={onRemove}
          >
            {t('forms.removeShort')}
          </button>
        </div>
      </div>
      {f.blockType === 'message' ? (
        <TextsInput
          label={t('forms.message')}
          path={path + '.message'}
          value={f.message}
          error={error}
          multiline
          onChange={(v) => {
            onChange({ message: v })
          }}
        />
      ) : (
        <>
          <div className="grid gap-x-3 sm:grid-cols-2">
            <Input
              label={t('forms.fieldName')}
              path={path + '.name'}
              error={error}
              hint={t('forms.fieldNameHint')}
              value={f.name}
              onChange={(v) => {
                onChange({ name: v })
              }}
            />
            <Check
              label={t('forms.required')}
              checked={f.required}
              onChange={(v) => {
                onChange({ required: v })
              }}
            />
          </div>
          <TextsInput
            label={t('forms.label')}
            path={path + '.label'}
            value={f.label}
            error={error}
            onChange={(v) => {
              onChange({ label: v })
            }}
          />
          <KindSettings field={f} path={path} error={error} onChange={onChange} />
        </>
      )}
    </div>
  )
}

function KindSettings({
  field: f,
  path,
  error,
  onChange,
}: {
  field: FieldDraft
  path: string
  error: ApiError | null
  onChange: (patch: Partial<FieldDraft>) => void
}) {
  const { t } = useText()
  switch (f.blockType) {
    case 'text':
    case 'textarea':
      return (
        <Input
          label={t('forms.maxLength')}
          path={path + '.maxLength'}
          error={error}
          inputMode="numeric"
          value={f.maxLength}
          onChange={(v) => {
            onChange({ maxLength: v })
          }}
        />
      )
    case 'number':
      return (
        <div className="grid gap-x-3 sm:grid-cols-2">
          <Input
            label={t('forms.min')}
            path={path + '.min'}
            error={error}
            inputMode="decimal"
            value={f.min}
            onChange={(v) => {
              onChange({ min: v })
            }}
          />
          <Input
            label={t('forms.max')}
            path={path + '.max'}
            error={error}
            inputMode="decimal"
            value={f.max}
            onChange={(v) => {
              onChange({ max: v })
            }}
          />
        </div>
      )
    case 'select':
      return (
        <fieldset>
          <legend className={labelClassName}>{t('forms.options')}</legend>
          <ol className="mt-1 space-y-2">
            {f.options.map((o, j) => (
              <li key={j} className="rounded-md bg-stone-50 p-2">
                <Input
                  label={t('forms.optionValue', { n: j + 1 })}
                  path={`${path}.options[${String(j)}].value`}
                  error={error}
                  value={o.value}
                  onChange={(v) => {
                    onChange({
                      options: f.options.map((x, k) => (k === j ? { ...x, value: v } : x)),
                    })
                  }}
                />
                <TextsInput
                  label={t('forms.optionLabel', { n: j + 1 })}
                  path={`${path}.options[${String(j)}].label`}
                  value={o.label}
                  error={error}
                  onChange={(v) => {
                    onChange({
                      options: f.options.map((x, k) => (k === j ? { ...x, label: v } : x)),
                    })
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
    case 'upload':
      return (
        <>
          <fieldset className="mb-3">
            <legend className={labelClassName}>{t('forms.fileTypes')}</legend>
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
            <Input
              label={t('forms.maxFileSize')}
              path={path + '.maxFileSize'}
              error={error}
              inputMode="numeric"
              value={f.maxFileSize}
              onChange={(v) => {
                onChange({ maxFileSize: v })
              }}
            />
            <Check
              label={t('forms.multiFile')}
              checked={f.multiFileUpload}
              onChange={(v) => {
                onChange({ multiFileUpload: v })
              }}
            />
          </div>
        </>
      )
    default:
      return null
  }
}

interface Submission {
  id: string
  formCode: string
  locale: string
  createdAt: string
  values: { field: string; label: string; value: string }[]
  files: { id: string; field: string; filename: string; size: number; url: string }[]
}

/**
 * A form's submissions: search, each with its values and files (downloaded
 * through the back office only), deleting one with its files, and all as
 * CSV.
 */
export function FormSubmissionsScreen() {
  const { t, language } = useText()
  const { id = '' } = useParams()
  const client = useQueryClient()
  const [q, setQ] = useState('')
  const [search, setSearch] = useState('')
  const [doomed, setDoomed] = useState<Submission | null>(null)
  const [deleted, setDeleted] = useState(false)
  const form = useQuery({
    queryKey: ['admin', 'forms', id, 'head'],
    queryFn: () =>
      gql<{ staffForm: StaffForm }>(
        `query($id: ID!) { staffForm(id: $id) { id code title retentionDays } }`,
        { id },
      ).then((d) => d.staffForm),
  })
  const list = useQuery({
    queryKey: ['admin', 'forms', id, 'submissions', q],
    queryFn: () =>
      gql<{ formSubmissions: { totalCount: number; items: Submission[] } }>(
        `query($id: ID!, $q: String) { formSubmissions(formId: $id, search: $q, pageSize: 100) { totalCount items { id formCode locale createdAt values { field label value } files { id field filename size url } } } }`,
        { id, q: q || null },
      ).then((d) => d.formSubmissions),
  })
  const remove = useMutation({
    mutationFn: (sid: string) =>
      gql(`mutation($id: ID!) { deleteFormSubmission(id: $id) }`, { id: sid }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'forms'] })
      setDoomed(null)
      setDeleted(true)
    },
  })
  const name = form.data ? form.data.title || form.data.code : ''
  return (
    <div>
      <p className="mb-2">
        <Link to="/forms" className={linkClassName}>
          {t('forms.back')}
        </Link>
      </p>
      <PageTitle
        actions={
          <a
            className={secondaryButtonClassName}
            href={'/admin/api/forms/' + id + '/submissions.csv'}
            download
          >
            {t('forms.export')}
          </a>
        }
      >
        {t('forms.submissionsTitle', { form: name })}
      </PageTitle>
      {form.data ? (
        <p className="mb-4 text-stone-800">
          {t('forms.retentionNote', { count: form.data.retentionDays })}
        </p>
      ) : null}
      <form
        role="search"
        aria-label={t('forms.submissionsTitle', { form: name })}
        className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-stone-300 bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault()
          setQ(search.trim())
        }}
      >
        <div className="min-w-64 grow">
          <Input
            label={t('forms.search')}
            path="search"
            error={null}
            type="search"
            value={search}
            onChange={setSearch}
          />
        </div>
        <button type="submit" className={buttonClassName + ' mb-3'}>
          {t('orders.apply')}
        </button>
      </form>
      <p role="status" className="mb-2 text-forest-800">
        {deleted ? t('forms.deleted') : ''}
      </p>
      <ErrorNote error={form.error ?? list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <>
          <p className="mb-2">{t('orders.count', { count: list.data.totalCount })}</p>
          {list.data.items.length === 0 ? (
            <p className="rounded-md border border-stone-300 bg-white p-6">
              {t('forms.noSubmissions')}
            </p>
          ) : (
            <ul className="space-y-3">
              {list.data.items.map((s) => (
                <li key={s.id}>
                  <article
                    aria-labelledby={'submission-' + s.id}
                    className="rounded-lg border border-stone-300 bg-white p-4"
                  >
                    <h2 id={'submission-' + s.id} className="font-semibold">
                      {t('forms.submissionTitle', {
                        id: s.id,
                        date: formatTime(language, s.createdAt),
                        language: s.locale.toUpperCase(),
                      })}
                    </h2>
                    <dl className="mt-2 grid gap-x-3 gap-y-1 break-words sm:grid-cols-[minmax(8rem,auto)_1fr]">
                      {s.values.map((v) => (
                        <Pair key={v.field} label={v.label}>
                          {v.value || '—'}
                        </Pair>
                      ))}
                    </dl>
                    {s.files.length > 0 ? (
                      <ul className="mt-2 space-y-1">
                        {s.files.map((f) => (
                          <li key={f.id}>
                            <a href={f.url} download className={linkClassName}>
                              {t('forms.download', {
                                name: f.filename,
                                size: Math.max(1, Math.round(f.size / 1024)),
                              })}
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <button
                      type="button"
                      className={secondaryButtonClassName + ' mt-3'}
                      aria-describedby={'submission-' + s.id}
                      onClick={() => {
                        remove.reset()
                        setDeleted(false)
                        setDoomed(s)
                      }}
                    >
                      {t('forms.delete')}
                    </button>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      <DeleteDialog
        open={doomed !== null}
        text={doomed ? t('forms.deleteText', { id: doomed.id, count: doomed.files.length }) : ''}
        error={remove.error}
        busy={remove.isPending}
        onConfirm={() => {
          if (doomed) remove.mutate(doomed.id)
        }}
        onCancel={() => {
          setDoomed(null)
        }}
      />
    </div>
  )
}

function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="whitespace-pre-line">{children}</dd>
    </>
  )
}

function DeleteDialog(props: {
  open: boolean
  text: string
  error: unknown
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useText()
  return (
    <ActionDialog title={t('forms.deleteTitle')} open={props.open} onClose={props.onCancel}>
      <p className="mb-4">{props.text}</p>
      <ErrorNote error={props.error} />
      <ConfirmButtons
        confirm={t('forms.delete')}
        cancel={t('dialog.cancel')}
        busy={props.busy}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
    </ActionDialog>
  )
}
