import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type SyntheticEvent } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import {
  buttonClassName,
  ErrorNote,
  Field,
  inputClassName,
  labelClassName,
  Loading,
  PageTitle,
  Pager,
  Section,
  secondaryButtonClassName,
  Select,
  StatusBadge,
} from '../components/ui'
import { fieldError, gql } from '../lib/api'
import { useSession } from '../lib/session'
import { formatTime, useText, type TextKey } from '../lib/text'

type TicketStatus = 'NEW' | 'OPEN' | 'ANSWERED' | 'CLOSED'
type MessageKind = 'REPLY' | 'CUSTOMER' | 'NOTE'

const statuses: TicketStatus[] = ['NEW', 'OPEN', 'ANSWERED', 'CLOSED']

interface Assignee {
  id: string
  name: string
}

interface Ticket {
  id: string
  code: string
  status: TicketStatus
  name: string
  email: string
  telephone: string
  subject: string
  locale: string
  createdAt: string
  updatedAt: string
  assignee: Assignee | null
}

interface TicketDetail {
  ticket: Ticket
  message: string
  messages: { id: string; kind: MessageKind; body: string; staffName: string; createdAt: string }[]
}

const ticketFields = `id code status name email telephone subject locale createdAt updatedAt assignee { id name }`
const detailFields = `ticket { ${ticketFields} } message messages { id kind body staffName createdAt }`

const statusKey = (s: TicketStatus) => ('helpdesk.status.' + s) as TextKey

/**
 * The contact form's tickets: the newest first, by status, by the member of
 * staff they are assigned to (or nobody), and by code, name, address or
 * subject.
 */
export function HelpdeskScreen() {
  const { t, language } = useText()
  const session = useSession()
  const me = session.data?.staff?.id ?? ''
  const [params, setParams] = useSearchParams()
  const status = params.get('status') ?? ''
  const assignee = params.get('assignee') ?? ''
  const q = params.get('q') ?? ''
  const page = Number(params.get('page') ?? '1') || 1
  const [search, setSearch] = useState(q)
  const assignees = useAssignees()
  const list = useQuery({
    queryKey: ['admin', 'helpdesk', status, assignee, q, page],
    queryFn: () =>
      gql<{ helpdeskTickets: { totalCount: number; pageSize: number; items: Ticket[] } }>(
        `query($s: TicketStatus, $a: ID, $u: Boolean, $q: String, $p: Int) { helpdeskTickets(status: $s, assigneeId: $a, unassigned: $u, search: $q, page: $p) { totalCount pageSize items { ${ticketFields} } } }`,
        {
          s: status || null,
          a: assignee && assignee !== 'none' ? assignee : null,
          u: assignee === 'none',
          q: q || null,
          p: page,
        },
      ),
    placeholderData: keepPreviousData,
  })
  const go = (next: { status?: string; assignee?: string; q?: string; page?: number }) => {
    const p: Record<string, string> = {}
    const s = next.status ?? status
    const a = next.assignee ?? assignee
    const text = next.q ?? q
    if (s) p.status = s
    if (a) p.assignee = a
    if (text) p.q = text
    if (next.page && next.page > 1) p.page = String(next.page)
    setParams(p)
  }
  return (
    <div>
      <PageTitle>{t('helpdesk.title')}</PageTitle>
      <form
        role="search"
        aria-label={t('helpdesk.title')}
        className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-stone-300 bg-white p-4 [&>div]:mb-0"
        onSubmit={(e: SyntheticEvent) => {
          e.preventDefault()
          go({ q: search.trim() })
        }}
      >
        <div className="min-w-40">
          <Select
            label={t('helpdesk.statusLabel')}
            value={status}
            onChange={(e) => {
              go({ status: e.target.value })
            }}
            options={[
              { value: '', label: t('helpdesk.allStatuses') },
              ...statuses.map((s) => ({ value: s, label: t(statusKey(s)) })),
            ]}
          />
        </div>
        <div className="min-w-48">
          <Select
            label={t('helpdesk.assignee')}
            value={assignee}
            onChange={(e) => {
              go({ assignee: e.target.value })
            }}
            options={[
              { value: '', label: t('helpdesk.anyone') },
              ...(me ? [{ value: me, label: t('helpdesk.mine') }] : []),
              { value: 'none', label: t('helpdesk.nobody') },
              ...(assignees.data ?? [])
                .filter((a) => a.id !== me)
                .map((a) => ({ value: a.id, label: a.name })),
            ]}
          />
        </div>
        <div className="min-w-64 grow">
          <Field
            label={t('helpdesk.search')}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value)
            }}
          />
        </div>
        <button type="submit" className={buttonClassName}>
          {t('orders.apply')}
        </button>
      </form>
      <ErrorNote error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <>
          <p role="status" className="mb-2">
            {t('orders.count', { count: list.data.helpdeskTickets.totalCount })}
          </p>
          {list.data.helpdeskTickets.items.length === 0 ? (
            <p className="rounded-md border border-stone-300 bg-white p-6">{t('helpdesk.empty')}</p>
          ) : (
            <ul className="space-y-3">
              {list.data.helpdeskTickets.items.map((x) => (
                <li key={x.id} className="rounded-lg border border-stone-300 bg-white p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <Link
                        to={'/helpdesk/' + x.id}
                        className="font-medium break-words text-forest-800 underline underline-offset-2"
                      >
                        {x.code}: {x.subject}
                      </Link>
                      <p className="text-sm break-words text-stone-800">
                        {x.name} · {x.email}
                      </p>
                    </div>
                    <StatusBadge>{t(statusKey(x.status))}</StatusBadge>
                  </div>
                  <p className="mt-1 text-sm text-stone-800">
                    {t('helpdesk.received', {
                      date: formatTime(language, x.createdAt),
                      language: x.locale.toUpperCase(),
                    })}
                    {' · '}
                    {x.assignee
                      ? t('helpdesk.assignedTo', { name: x.assignee.name })
                      : t('helpdesk.unassigned')}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={page}
            pageSize={list.data.helpdeskTickets.pageSize}
            total={list.data.helpdeskTickets.totalCount}
            onPage={(p) => {
              go({ page: p })
            }}
          />
        </>
      ) : null}
    </div>
  )
}

function useAssignees() {
  return useQuery({
    queryKey: ['admin', 'helpdesk', 'assignees'],
    queryFn: () =>
      gql<{ helpdeskAssignees: Assignee[] }>(`{ helpdeskAssignees { id name } }`).then(
        (d) => d.helpdeskAssignees,
      ),
    staleTime: 60_000,
  })
}

/**
 * One ticket: the customer's message and the conversation after it, its
 * status and assignee, and a reply by mail (with the ticket's code in the
 * subject), the customer's answer pasted from the shop's mailbox, or an
 * internal note.
 */
export function TicketScreen() {
  const { t, language } = useText()
  const { id = '' } = useParams()
  const client = useQueryClient()
  const assignees = useAssignees()
  const [kind, setKind] = useState<MessageKind>('REPLY')
  const [body, setBody] = useState('')
  // The key of the last change's message, shown in the current language.
  const [done, setDone] = useState<TextKey | ''>('')
  const bodyRef = useRef<HTMLTextAreaElement>(null)
  const bodyId = useId()
  const ticket = useQuery({
    queryKey: ['admin', 'helpdesk', 'ticket', id],
    queryFn: () =>
      gql<{ helpdeskTicket: TicketDetail }>(
        `query($id: ID!) { helpdeskTicket(id: $id) { ${detailFields} } }`,
        { id },
      ).then((d) => d.helpdeskTicket),
  })
  // The choices while being changed; null shows the ticket's own.
  const [status, setStatus] = useState<TicketStatus | null>(null)
  const [assignee, setAssignee] = useState<string | null>(null)
  const x = ticket.data?.ticket
  const saved = (d: TicketDetail, message: TextKey) => {
    client.setQueryData(['admin', 'helpdesk', 'ticket', id], d)
    setStatus(null)
    setAssignee(null)
    void client.invalidateQueries({ queryKey: ['admin', 'helpdesk'], exact: false })
    void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] })
    setDone(message)
  }
  const write = useMutation({
    mutationFn: (v: { kind: MessageKind; body: string }) => {
      const field =
        v.kind === 'REPLY'
          ? 'replyToTicket'
          : v.kind === 'CUSTOMER'
            ? 'addTicketCustomerMessage'
            : 'addTicketNote'
      return gql<{ r: TicketDetail }>(
        `mutation($id: ID!, $body: String!) { r: ${field}(id: $id, body: $body) { ${detailFields} } }`,
        { id, body: v.body },
      ).then((d) => d.r)
    },
    onSuccess: (d, v) => {
      setBody('')
      saved(
        d,
        v.kind === 'REPLY'
          ? 'helpdesk.replied'
          : v.kind === 'CUSTOMER'
            ? 'helpdesk.customerSaved'
            : 'helpdesk.noteSaved',
      )
    },
    onError: () => {
      bodyRef.current?.focus()
    },
  })
  const settings = useMutation({
    mutationFn: (v: { status?: TicketStatus; assignee?: string }) =>
      v.status
        ? gql<{ r: TicketDetail }>(
            `mutation($id: ID!, $s: TicketStatus!) { r: setTicketStatus(id: $id, status: $s) { ${detailFields} } }`,
            { id, s: v.status },
          ).then((d) => d.r)
        : gql<{ r: TicketDetail }>(
            `mutation($id: ID!, $a: ID) { r: assignTicket(id: $id, assigneeId: $a) { ${detailFields} } }`,
            { id, a: v.assignee === '' ? null : (v.assignee ?? null) },
          ).then((d) => d.r),
    onSuccess: (d, v) => {
      saved(d, v.status ? 'helpdesk.statusSaved' : 'helpdesk.assigneeSaved')
    },
  })
  const bodyError = fieldError(write.error, 'body')
  const hint =
    kind === 'REPLY'
      ? t('helpdesk.replyHint', { email: x?.email ?? '', code: x?.code ?? '' })
      : kind === 'CUSTOMER'
        ? t('helpdesk.customerHint', { code: x?.code ?? '' })
        : t('helpdesk.noteHint')
  return (
    <div>
      <p className="mb-2">
        <Link to="/helpdesk" className="text-forest-800 underline underline-offset-2">
          {t('helpdesk.back')}
        </Link>
      </p>
      {ticket.isPending ? <Loading /> : null}
      <ErrorNote error={ticket.error} />
      {x && ticket.data ? (
        <>
          <PageTitle actions={<StatusBadge>{t(statusKey(x.status))}</StatusBadge>}>
            {x.code + ': ' + x.subject}
          </PageTitle>
          <p role="status" className="mb-4 text-forest-800">
            {done ? t(done) : ''}
          </p>
          <ErrorNote error={settings.error} />
          <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
            <div className="min-w-0 space-y-4">
              <Section id="ticket-conversation" title={t('helpdesk.conversation')}>
                <ol className="space-y-3">
                  <li>
                    <Message
                      kind="CUSTOMER"
                      who={x.name}
                      at={formatTime(language, x.createdAt)}
                      body={ticket.data.message}
                      label={t('helpdesk.kind.FORM')}
                    />
                  </li>
                  {ticket.data.messages.map((m) => (
                    <li key={m.id}>
                      <Message
                        kind={m.kind}
                        who={m.kind === 'CUSTOMER' ? x.name : m.staffName}
                        at={formatTime(language, m.createdAt)}
                        body={m.body}
                        label={
                          m.kind === 'CUSTOMER'
                            ? t('helpdesk.kind.CUSTOMER', { name: m.staffName })
                            : t(('helpdesk.kind.' + m.kind) as TextKey)
                        }
                      />
                    </li>
                  ))}
                </ol>
              </Section>
              <Section id="ticket-write" title={t('helpdesk.write')}>
                <form
                  noValidate
                  onSubmit={(e) => {
                    e.preventDefault()
                    setDone('')
                    write.mutate({ kind, body })
                  }}
                >
                  <fieldset className="mb-3">
                    <legend className={labelClassName}>{t('helpdesk.writeKind')}</legend>
                    <div className="mt-1 flex flex-wrap gap-x-4">
                      {(['REPLY', 'CUSTOMER', 'NOTE'] as const).map((k) => (
                        <label key={k} className="flex min-h-11 items-center gap-2">
                          <input
                            type="radio"
                            name="ticket-kind"
                            className="size-5 accent-forest-700"
                            checked={kind === k}
                            onChange={() => {
                              setKind(k)
                              write.reset()
                            }}
                          />
                          {t(('helpdesk.writeAs.' + k) as TextKey)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <label htmlFor={bodyId} className={labelClassName}>
                    {t(('helpdesk.bodyLabel.' + kind) as TextKey)}
                  </label>
                  <textarea
                    id={bodyId}
                    ref={bodyRef}
                    rows={7}
                    maxLength={10000}
                    className={inputClassName}
                    value={body}
                    aria-invalid={bodyError ? true : undefined}
                    aria-describedby={[bodyId + '-hint', bodyError ? bodyId + '-error' : '']
                      .filter(Boolean)
                      .join(' ')}
                    onChange={(e) => {
                      setBody(e.target.value)
                    }}
                  />
                  <p id={bodyId + '-hint'} className="mt-1 text-sm text-stone-700">
                    {hint}
                  </p>
                  {bodyError ? (
                    <p id={bodyId + '-error'} className="mt-1 text-sm text-red-800">
                      {bodyError}
                    </p>
                  ) : null}
                  <ErrorNote error={bodyError ? null : write.error} />
                  <button type="submit" className={buttonClassName + ' mt-3'}>
                    {t(('helpdesk.submit.' + kind) as TextKey)}
                  </button>
                </form>
              </Section>
            </div>
            <div className="min-w-0 space-y-4">
              <Section id="ticket-customer" title={t('helpdesk.customer')}>
                <dl className="space-y-2 break-words">
                  <div>
                    <dt className="text-sm text-stone-700">{t('helpdesk.name')}</dt>
                    <dd>{x.name}</dd>
                  </div>
                  <div>
                    <dt className="text-sm text-stone-700">{t('helpdesk.email')}</dt>
                    <dd>{x.email}</dd>
                  </div>
                  {x.telephone ? (
                    <div>
                      <dt className="text-sm text-stone-700">{t('helpdesk.telephone')}</dt>
                      <dd>{x.telephone}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt className="text-sm text-stone-700">{t('helpdesk.language')}</dt>
                    <dd>{x.locale.toUpperCase()}</dd>
                  </div>
                  <div>
                    <dt className="text-sm text-stone-700">{t('helpdesk.receivedAt')}</dt>
                    <dd>{formatTime(language, x.createdAt)}</dd>
                  </div>
                </dl>
              </Section>
              <Section id="ticket-handling" title={t('helpdesk.handling')}>
                <form
                  className="mb-4"
                  onSubmit={(e) => {
                    e.preventDefault()
                    setDone('')
                    settings.mutate({ status: status ?? x.status })
                  }}
                >
                  <Select
                    label={t('helpdesk.statusLabel')}
                    value={status ?? x.status}
                    onChange={(e) => {
                      setStatus(e.target.value as TicketStatus)
                    }}
                    options={statuses.map((s) => ({ value: s, label: t(statusKey(s)) }))}
                  />
                  <button type="submit" className={secondaryButtonClassName + ' mt-2'}>
                    {t('helpdesk.saveStatus')}
                  </button>
                </form>
                <form
                  onSubmit={(e) => {
                    e.preventDefault()
                    setDone('')
                    settings.mutate({ assignee: assignee ?? x.assignee?.id ?? '' })
                  }}
                >
                  <Select
                    label={t('helpdesk.assignee')}
                    value={assignee ?? x.assignee?.id ?? ''}
                    onChange={(e) => {
                      setAssignee(e.target.value)
                    }}
                    options={[
                      { value: '', label: t('helpdesk.nobody') },
                      ...(assignees.data ?? []).map((a) => ({ value: a.id, label: a.name })),
                    ]}
                  />
                  <button type="submit" className={secondaryButtonClassName + ' mt-2'}>
                    {t('helpdesk.saveAssignee')}
                  </button>
                </form>
              </Section>
            </div>
          </div>
        </>
      ) : null}
    </div>
  )
}

/** One message of the conversation; notes stand out as internal. */
function Message({
  kind,
  who,
  at,
  body,
  label,
}: {
  kind: MessageKind
  who: string
  at: string
  body: string
  label: string
}) {
  const style =
    kind === 'NOTE'
      ? 'border-amber-700 bg-amber-50'
      : kind === 'REPLY'
        ? 'border-forest-700 bg-stone-50'
        : 'border-stone-500 bg-white'
  return (
    <article className={'border-l-4 p-3 ' + style}>
      <p className="text-sm font-medium text-stone-900">{label}</p>
      <p className="text-sm text-stone-800">
        {who} · {at}
      </p>
      <p className="mt-2 break-words whitespace-pre-line">{body}</p>
    </article>
  )
}
