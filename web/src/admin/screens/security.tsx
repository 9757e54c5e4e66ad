import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import {
  buttonClassName,
  ErrorNote,
  Field,
  FormButtons,
  Loading,
  PageTitle,
  secondaryButtonClassName,
  Section,
} from '../components/ui'
import { ActionDialog } from '../components/dialog'
import { auth, fieldError } from '../lib/api'
import { passkeysSupported } from '../lib/passkey'
import { registerPasskey, type PasskeyItem } from '../lib/passkey-flow'
import { sessionKey, useSession, type SessionAnswer, type Staff } from '../lib/session'
import { formatTime, useText } from '../lib/text'

const passkeysKey = ['admin', 'passkeys'] as const

/** The field an error belongs to, if the server named one. */

/**
 * The member's own security, for every role: their passkeys (sign-in
 * without a password, and a second factor), added after they confirm it is
 * them, and removed after a confirmation.
 */
export function SecurityScreen() {
  const { t, language } = useText()
  const client = useQueryClient()
  const staff = useSession().data?.staff
  const list = useQuery({
    queryKey: passkeysKey,
    queryFn: () => auth<{ passkeys: PasskeyItem[] }>('GET', '/passkeys'),
  })
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<PasskeyItem | null>(null)
  const [renaming, setRenaming] = useState<PasskeyItem | null>(null)
  const [done, setDone] = useState('')
  const updated = (s: Staff | undefined) => {
    if (s) client.setQueryData<SessionAnswer>(sessionKey, { staff: s })
    void client.invalidateQueries({ queryKey: passkeysKey })
  }
  const remove = useMutation({
    mutationFn: (p: PasskeyItem) => auth<SessionAnswer>('POST', '/passkeys/remove', { id: p.id }),
    onSuccess: (answer) => {
      setRemoving(null)
      setDone(t('security.removed'))
      updated(answer.staff)
    },
  })
  return (
    <div>
      <PageTitle>{t('security.title')}</PageTitle>
      <p role="status" className="mb-2 text-forest-800">
        {done}
      </p>
      <div className="grid max-w-3xl gap-6">
        <Section id="security-passkeys" title={t('security.passkeys')}>
          <p className="mb-4 max-w-prose">{t('security.intro')}</p>
          <ErrorNote error={list.error ?? (removing ? null : remove.error)} />
          {list.isPending ? <Loading /> : null}
          {list.data?.passkeys.length === 0 ? (
            <p className="mb-4 text-stone-800">{t('security.none')}</p>
          ) : null}
          {list.data && list.data.passkeys.length > 0 ? (
            <ul className="mb-4 divide-y divide-stone-200" aria-label={t('security.passkeys')}>
              {list.data.passkeys.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-medium">
                      {p.name}
                      {p.synced ? (
                        <span className="ml-2 text-sm font-normal text-stone-700">
                          ({t('security.synced')})
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-stone-700">
                      {t('security.created', { at: formatTime(language, p.createdAt) })} ·{' '}
                      {p.lastUsedAt
                        ? t('security.lastUsed', { at: formatTime(language, p.lastUsedAt) })
                        : t('security.neverUsed')}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={secondaryButtonClassName}
                      aria-label={t('security.renameFor', { name: p.name })}
                      onClick={() => {
                        setDone('')
                        setRenaming(p)
                      }}
                    >
                      {t('security.rename')}
                    </button>
                    <button
                      type="button"
                      className={secondaryButtonClassName}
                      aria-label={t('security.removeFor', { name: p.name })}
                      onClick={() => {
                        remove.reset()
                        setRemoving(p)
                      }}
                    >
                      {t('security.remove')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {passkeysSupported() ? (
            <button
              type="button"
              className={buttonClassName}
              onClick={() => {
                setDone('')
                setAdding(true)
              }}
            >
              {t('security.add')}
            </button>
          ) : (
            <p className="text-stone-800">{t('passkey.unsupported')}</p>
          )}
        </Section>
        {staff ? (
          <Section id="security-app" title={t('security.app')}>
            <p>{staff.totp ? t('security.appOn') : t('security.appOff')}</p>
          </Section>
        ) : null}
      </div>
      <ActionDialog
        title={t('security.add')}
        open={adding}
        onClose={() => {
          setAdding(false)
        }}
      >
        <AddPasskey
          withCode={staff?.totp ?? false}
          onAdded={(s) => {
            setAdding(false)
            setDone(t('security.added'))
            updated(s)
          }}
          onCancel={() => {
            setAdding(false)
          }}
        />
      </ActionDialog>
      <ActionDialog
        title={t('security.renameTitle')}
        open={renaming !== null}
        onClose={() => {
          setRenaming(null)
        }}
      >
        {renaming ? (
          <RenamePasskey
            passkey={renaming}
            onRenamed={() => {
              setRenaming(null)
              setDone(t('security.renamed'))
              updated(undefined)
            }}
            onCancel={() => {
              setRenaming(null)
            }}
          />
        ) : null}
      </ActionDialog>
      <ActionDialog
        title={t('security.removeTitle')}
        open={removing !== null}
        onClose={() => {
          setRemoving(null)
        }}
        alert
      >
        <form
          onSubmit={(e) => {
            e.preventDefault()
            if (removing && !remove.isPending) remove.mutate(removing)
          }}
        >
          <p className="mb-4">{t('security.removeText', { name: removing?.name ?? '' })}</p>
          <ErrorNote error={remove.error} />
          <FormButtons
            submit={t('security.removeConfirm')}
            cancel={t('security.cancel')}
            onCancel={() => {
              setRemoving(null)
            }}
          />
        </form>
      </ActionDialog>
    </div>
  )
}

/** Adding a passkey: its name and a proof that it is the member, then the browser's dialog. */
function AddPasskey({
  withCode,
  onAdded,
  onCancel,
}: {
  withCode: boolean
  onAdded: (staff: Staff | undefined) => void
  onCancel: () => void
}) {
  const { t } = useText()
  const [name, setName] = useState('')
  const [confirm, setConfirm] = useState('')
  const add = useMutation({
    mutationFn: () => registerPasskey(confirm, name, t),
    onSuccess: (answer) => {
      onAdded(answer.staff)
    },
  })
  const shownOnField = fieldError(add.error, 'confirm') ?? fieldError(add.error, 'name')
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        if (!add.isPending) add.mutate()
      }}
      noValidate
    >
      <ErrorNote error={shownOnField ? null : add.error} />
      <Field
        label={t('security.name')}
        hint={t('security.nameHint')}
        autoComplete="off"
        maxLength={60}
        value={name}
        onChange={(e) => {
          setName(e.target.value)
        }}
        error={fieldError(add.error, 'name')}
      />
      <Field
        label={withCode ? t('security.confirmOrCode') : t('security.confirm')}
        hint={t('security.confirmHint')}
        type="password"
        autoComplete="current-password"
        required
        value={confirm}
        onChange={(e) => {
          setConfirm(e.target.value)
        }}
        error={fieldError(add.error, 'confirm')}
      />
      <FormButtons
        submit={t('security.create')}
        cancel={t('security.cancel')}
        onCancel={onCancel}
      />
    </form>
  )
}

/** A passkey's new name. */
function RenamePasskey({
  passkey,
  onRenamed,
  onCancel,
}: {
  passkey: PasskeyItem
  onRenamed: () => void
  onCancel: () => void
}) {
  const { t } = useText()
  const [name, setName] = useState(passkey.name)
  const rename = useMutation({
    mutationFn: () => auth('POST', '/passkeys/rename', { id: passkey.id, name }),
    onSuccess: onRenamed,
  })
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        if (!rename.isPending) rename.mutate()
      }}
      noValidate
    >
      <ErrorNote error={fieldError(rename.error, 'name') ? null : rename.error} />
      <Field
        label={t('security.name')}
        autoComplete="off"
        required
        maxLength={60}
        value={name}
        onChange={(e) => {
          setName(e.target.value)
        }}
        error={fieldError(rename.error, 'name')}
      />
      <FormButtons
        submit={t('security.renameSave')}
        cancel={t('security.cancel')}
        onCancel={onCancel}
      />
    </form>
  )
}
