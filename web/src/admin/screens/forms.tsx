import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type ReactNode } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { ActionDialog, ConfirmButtons } from '../components/dialog'
import {
  buttonClassName,
  ErrorNote,
  labelClassName,
  linkClassName,
  Loading,
  PageTitle,
  Section,
  secondaryButtonClassName,
} from '../components/ui'
import { fieldErrors, gql } from '../lib/api'
import { can, useSession } from '../lib/session'
import { formatTime, useText, type TextKey } from '../lib/text'
import {
  Check,
  fieldDraftOf,
  FieldsEditor,
  Input,
  storedFieldOf,
  TextsInput,
  type FieldDraft,
  type StoredField,
  type Texts,
} from './forms-fields'

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
    fields: (d.fields ?? []).map(fieldDraftOf),
  }
}

interface StoredDefinition {
  title?: Texts
  submitButtonLabel?: Texts
  confirmationType?: 'message' | 'redirect'
  confirmationMessage?: Texts
  redirectUrl?: string
  fields?: StoredField[]
}

function definitionOf(d: FormDraft): string {
  return JSON.stringify({
    title: d.title,
    submitButtonLabel: d.submitButtonLabel,
    confirmationType: d.confirmationType,
    confirmationMessage: d.confirmationType === 'message' ? d.confirmationMessage : undefined,
    redirectUrl: d.confirmationType === 'redirect' ? d.redirectUrl : undefined,
    fields: d.fields.map(storedFieldOf),
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

/**
 * The form builder: the form's texts in three languages, where its
 * submissions are mailed and how long they are kept, and its fields (of
 * the kinds the storefront shows), each with its checks, width and default
 * value, reordered by drag and drop or buttons (forms-fields.tsx). A
 * refusal shows every message on its input, the focus on the first.
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
  // The fields' keys as the last save sent them: the server's messages
  // name fields by their place then.
  const [sentKeys, setSentKeys] = useState<string[]>([])
  // A new form's first save opens its own address, which says it saved.
  const location = useLocation()
  const [done, setDone] = useState((location.state as { saved?: boolean } | null)?.saved === true)
  const errorRef = useRef<HTMLDivElement>(null)
  const save = useMutation({
    mutationFn: () => {
      setSentKeys(draft.fields.map((f) => f.key))
      return gql<{ saveStaffForm: StaffForm }>(
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
      )
    },
    onSuccess: (d) => {
      void client.invalidateQueries({ queryKey: ['admin', 'forms'] })
      setDone(true)
      if (!form)
        void navigate('/forms/' + d.saveStaffForm.id, { replace: true, state: { saved: true } })
    },
    onError: (e) => {
      const named = fieldErrors(e)
      // The focus goes to the first input (in the screen's order) the
      // server refused, else to the message above the form.
      requestAnimationFrame(() => {
        const first = [...document.querySelectorAll<HTMLElement>('[data-path]')].find(
          (el) => (el.dataset.path ?? '') in named,
        )
        if (first) first.focus()
        else errorRef.current?.focus()
      })
    },
  })
  const errors = fieldErrors(save.error)
  const refusals = Object.values(errors)
  const set = (patch: Partial<FormDraft>) => {
    setDone(false)
    setDraft((d) => ({ ...d, ...patch }))
  }
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
          {refusals.length > 0 ? (
            <div
              role="alert"
              className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900"
            >
              <p className="font-medium">{t('forms.refused', { count: refusals.length })}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {refusals.map((m, i) => (
                  <li key={i}>{m}</li>
                ))}
              </ul>
            </div>
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
              errors={errors}
              hint={t('forms.codeHint')}
              value={draft.code}
              onChange={(v) => {
                set({ code: v })
              }}
            />
            <Input
              label={t('forms.retentionDays')}
              path="retentionDays"
              errors={errors}
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
            errors={errors}
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
            errors={errors}
            onChange={(v) => {
              set({ title: v })
            }}
          />
          <TextsInput
            label={t('forms.submitLabel')}
            path="submitButtonLabel"
            value={draft.submitButtonLabel}
            errors={errors}
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
              errors={errors}
              multiline
              onChange={(v) => {
                set({ confirmationMessage: v })
              }}
            />
          ) : (
            <Input
              label={t('forms.redirectUrl')}
              path="redirect.url"
              errors={errors}
              inputMode="url"
              value={draft.redirectUrl}
              onChange={(v) => {
                set({ redirectUrl: v })
              }}
            />
          )}
        </Section>
        <Section id="form-fields" title={t('forms.fields')}>
          <FieldsEditor
            fields={draft.fields}
            errors={errors}
            errorKeys={sentKeys}
            onChange={(update) => {
              setDone(false)
              setDraft((d) => ({ ...d, fields: update(d.fields) }))
            }}
          />
        </Section>
        <button type="submit" className={buttonClassName} disabled={save.isPending}>
          {t('forms.save')}
        </button>
      </form>
    </div>
  )
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
            errors={{}}
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
