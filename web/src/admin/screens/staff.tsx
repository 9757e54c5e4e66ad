import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type SyntheticEvent } from 'react'
import {
  buttonClassName,
  ErrorNote,
  Field,
  Loading,
  PageTitle,
  secondaryButtonClassName,
  Select,
  StatusBadge,
  FormButtons,
} from '../components/ui'
import { ActionDialog } from '../components/dialog'
import { ApiError, gql } from '../lib/api'
import { useSession } from '../lib/session'
import { formatTime, useText, type TextKey } from '../lib/text'

interface Member {
  id: string
  email: string
  name: string
  role: 'OWNER' | 'SUPPORT' | 'CONTENT' | 'CLUB'
  clubs: { id: string; name: string }[]
  twoFactor: boolean
  invited: boolean
  disabled: boolean
  createdAt: string
}

const memberFields = 'id email name role clubs { id name } twoFactor invited disabled createdAt'
const roles = ['OWNER', 'SUPPORT', 'CONTENT', 'CLUB'] as const

/**
 * The staff accounts, for the owner: who may do what, invitations (the
 * link shown once, to hand over), disabling, a lost authenticator, a new
 * password link. Staff passwords are never reset by mail.
 */
export function StaffScreen() {
  const { t, language } = useText()
  const client = useQueryClient()
  const me = useSession().data?.staff
  const list = useQuery({
    queryKey: ['admin', 'staff'],
    queryFn: () =>
      gql<{ staff: Member[]; clubs: { id: string; name: string }[] }>(
        `{ staff { ${memberFields} } clubs { id name } }`,
      ),
  })
  const [link, setLink] = useState<{ email: string; link: string } | null>(null)
  const [inviting, setInviting] = useState(false)
  const [done, setDone] = useState('')
  const refresh = () => void client.invalidateQueries({ queryKey: ['admin', 'staff'] })
  const change = useMutation({
    mutationFn: (v: {
      field: 'disableStaff' | 'resetStaffSecondFactor' | 'reinviteStaff'
      id: string
    }) =>
      gql<Record<string, { link?: string; member?: Member; email?: string }>>(
        v.field === 'reinviteStaff'
          ? `mutation($id: ID!) { reinviteStaff(id: $id) { link member { email } } }`
          : `mutation($id: ID!) { ${v.field}(id: $id) { email } }`,
        { id: v.id },
      ),
    onSuccess: (data, v) => {
      const answer = Object.values(data)[0]
      if (v.field === 'reinviteStaff' && answer?.link)
        setLink({ email: answer.member?.email ?? '', link: answer.link })
      setDone(t(('staff.done.' + v.field) as TextKey))
      refresh()
    },
  })
  return (
    <div>
      <PageTitle
        actions={
          <button
            type="button"
            className={buttonClassName}
            onClick={() => {
              setInviting(true)
            }}
          >
            {t('staff.invite')}
          </button>
        }
      >
        {t('staff.title')}
      </PageTitle>
      <p role="status" className="mb-2 text-forest-800">
        {done}
      </p>
      {link ? (
        <div
          className="mb-4 rounded-lg border border-forest-700 bg-white p-4"
          role="region"
          aria-labelledby="staff-link"
        >
          <h2 id="staff-link" className="font-semibold">
            {t('staff.linkTitle', { email: link.email })}
          </h2>
          <p className="mb-2 text-sm">{t('staff.linkIntro')}</p>
          <p className="font-mono break-all" translate="no">
            {link.link}
          </p>
        </div>
      ) : null}
      <ErrorNote error={list.error ?? change.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] border-collapse bg-white text-left">
            <caption className="sr-only">{t('staff.title')}</caption>
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="p-2">
                  {t('staff.member')}
                </th>
                <th scope="col" className="p-2">
                  {t('staff.role')}
                </th>
                <th scope="col" className="p-2">
                  {t('staff.state')}
                </th>
                <th scope="col" className="p-2">
                  {t('staff.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.staff.map((m) => (
                <tr key={m.id} className="border-b border-stone-200 align-top">
                  <td className="p-2">
                    {m.name || '—'}
                    <span className="block text-sm text-stone-700">{m.email}</span>
                    <span className="block text-sm text-stone-700">
                      {formatTime(language, m.createdAt)}
                    </span>
                  </td>
                  <td className="p-2">
                    {t(('role.' + m.role.toLowerCase()) as TextKey)}
                    {m.clubs.length > 0 ? (
                      <span className="block text-sm">{m.clubs.map((c) => c.name).join(', ')}</span>
                    ) : null}
                  </td>
                  <td className="p-2">
                    <StatusBadge>
                      {t(
                        m.disabled
                          ? 'staff.disabled'
                          : m.invited
                            ? 'staff.invited'
                            : 'staff.active',
                      )}
                    </StatusBadge>
                    {m.twoFactor ? (
                      <span className="block text-sm">{t('staff.twoFactor')}</span>
                    ) : null}
                  </td>
                  <td className="p-2">
                    {m.id !== me?.id && !m.disabled ? (
                      <div className="flex flex-wrap gap-2">
                        <button
                          type="button"
                          className={secondaryButtonClassName}
                          aria-label={t('staff.reinviteFor', { email: m.email })}
                          onClick={() => {
                            change.mutate({ field: 'reinviteStaff', id: m.id })
                          }}
                        >
                          {t('staff.reinvite')}
                        </button>
                        {m.twoFactor ? (
                          <button
                            type="button"
                            className={secondaryButtonClassName}
                            aria-label={t('staff.resetFor', { email: m.email })}
                            onClick={() => {
                              change.mutate({ field: 'resetStaffSecondFactor', id: m.id })
                            }}
                          >
                            {t('staff.reset')}
                          </button>
                        ) : null}
                        <button
                          type="button"
                          className={secondaryButtonClassName}
                          aria-label={t('staff.disableFor', { email: m.email })}
                          onClick={() => {
                            change.mutate({ field: 'disableStaff', id: m.id })
                          }}
                        >
                          {t('staff.disable')}
                        </button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ActionDialog
        title={t('staff.invite')}
        open={inviting}
        onClose={() => {
          setInviting(false)
        }}
      >
        <InviteForm
          clubs={list.data?.clubs ?? []}
          onInvited={(member, l) => {
            setInviting(false)
            setLink({ email: member.email, link: l })
            setDone(t('staff.done.inviteStaff'))
            // The new member shows at once, in the list's order (by email),
            // before the list is read again.
            client.setQueryData<{ staff: Member[]; clubs: { id: string; name: string }[] }>(
              ['admin', 'staff'],
              (old) =>
                old && {
                  ...old,
                  staff: [...old.staff.filter((m) => m.id !== member.id), member].sort((a, b) =>
                    a.email.localeCompare(b.email),
                  ),
                },
            )
            refresh()
          }}
          onCancel={() => {
            setInviting(false)
          }}
        />
      </ActionDialog>
    </div>
  )
}

function InviteForm({
  clubs,
  onInvited,
  onCancel,
}: {
  clubs: { id: string; name: string }[]
  onInvited: (member: Member, link: string) => void
  onCancel: () => void
}) {
  const { t } = useText()
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [role, setRole] = useState<string>('SUPPORT')
  const [club, setClub] = useState(clubs[0]?.id ?? '')
  const invite = useMutation({
    mutationFn: () =>
      gql<{ inviteStaff: { link: string; member: Member } }>(
        `mutation($in: StaffInput!) { inviteStaff(input: $in) { link member { ${memberFields} } } }`,
        { in: { email, name, role, clubIds: role === 'CLUB' && club ? [club] : [] } },
      ),
    onSuccess: (data) => {
      onInvited(data.inviteStaff.member, data.inviteStaff.link)
    },
  })
  const fields = invite.error instanceof ApiError ? invite.error.fields : {}
  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    invite.mutate()
  }
  return (
    <form onSubmit={submit} noValidate>
      {Object.keys(fields).length === 0 ? <ErrorNote error={invite.error} /> : null}
      <Field
        label={t('staff.email')}
        type="email"
        value={email}
        error={fields.email}
        onChange={(e) => {
          setEmail(e.target.value)
        }}
      />
      <Field
        label={t('staff.name')}
        value={name}
        error={fields.name}
        onChange={(e) => {
          setName(e.target.value)
        }}
      />
      <div className="mb-4">
        <Select
          label={t('staff.role')}
          value={role}
          onChange={(e) => {
            setRole(e.target.value)
          }}
          options={roles.map((r) => ({
            value: r,
            label: t(('role.' + r.toLowerCase()) as TextKey),
          }))}
        />
      </div>
      {role === 'CLUB' ? (
        <div className="mb-4">
          <Select
            label={t('staff.club')}
            value={club}
            onChange={(e) => {
              setClub(e.target.value)
            }}
            options={clubs.map((c) => ({ value: c.id, label: c.name }))}
          />
          {fields.clubs ? <p className="mt-1 text-sm text-red-800">{fields.clubs}</p> : null}
        </div>
      ) : null}
      <FormButtons
        submit={t('staff.inviteSubmit')}
        cancel={t('dialog.cancel')}
        onCancel={onCancel}
      />
    </form>
  )
}
