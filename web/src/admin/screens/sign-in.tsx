import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type SyntheticEvent } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { QrCode } from '../components/qr-code'
import { buttonClassName, ErrorNote, Field, Loading, PageTitle } from '../components/ui'
import { ApiError, auth } from '../lib/api'
import { sessionKey, useSession, type SessionAnswer } from '../lib/session'
import { useText } from '../lib/text'

/** The field an error belongs to, if the server named one. */
function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError && error.field === field ? error.message : undefined
}

/** An error for the form's alert: one no field shows. */
function formError(error: unknown, fields: string[]): unknown {
  return error instanceof ApiError && error.field && fields.includes(error.field) ? null : error
}

/**
 * Signing in: the password, then the second factor (a code of the
 * authenticator app or a recovery code) or, for a role that needs one and
 * has none yet, the enrolment; then the start page.
 */
export function SignInScreen() {
  const session = useSession()
  const [codes, setCodes] = useState<string[] | null>(null)
  if (codes) return <RecoveryCodes codes={codes} />
  if (session.isPending) return <Loading />
  if (session.data?.staff) return <Navigate to="/" replace />
  if (session.data?.stage === 'secondFactor') return <SecondFactor />
  if (session.data?.stage === 'enrol') return <Enrol onCodes={setCodes} />
  return <Password />
}

function useSignedIn() {
  const client = useQueryClient()
  return (answer: SessionAnswer) => {
    client.setQueryData(
      sessionKey,
      answer.staff ? { staff: answer.staff } : { stage: answer.stage },
    )
  }
}

function Password() {
  const { t } = useText()
  const signedIn = useSignedIn()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const signIn = useMutation({
    mutationFn: () => auth<SessionAnswer>('POST', '/sign-in', { email, password }),
    onSuccess: signedIn,
  })
  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    signIn.mutate()
  }
  return (
    <form onSubmit={submit} noValidate>
      <PageTitle>{t('signIn.title')}</PageTitle>
      <ErrorNote error={formError(signIn.error, ['email', 'password'])} />
      <Field
        label={t('signIn.email')}
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => {
          setEmail(e.target.value)
        }}
        error={fieldError(signIn.error, 'email')}
      />
      <Field
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => {
          setPassword(e.target.value)
        }}
        error={fieldError(signIn.error, 'password')}
      />
      <button
        type="submit"
        className={buttonClassName}
        aria-disabled={signIn.isPending || undefined}
      >
        {t('signIn.submit')}
      </button>
    </form>
  )
}

function SecondFactor() {
  const { t } = useText()
  const signedIn = useSignedIn()
  const client = useQueryClient()
  const [code, setCode] = useState('')
  const check = useMutation({
    mutationFn: () => auth<SessionAnswer>('POST', '/second-factor', { code }),
    onSuccess: signedIn,
    onError: (e) => {
      // The proof of the password expired: start again.
      if (e instanceof ApiError && e.code === 'UNAUTHENTICATED')
        void client.invalidateQueries({ queryKey: sessionKey })
    },
  })
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        check.mutate()
      }}
      noValidate
    >
      <PageTitle>{t('secondFactor.title')}</PageTitle>
      <p className="mb-4 max-w-prose">{t('secondFactor.intro')}</p>
      <ErrorNote error={formError(check.error, ['code'])} />
      <Field
        label={t('secondFactor.code')}
        autoComplete="one-time-code"
        inputMode="text"
        required
        value={code}
        onChange={(e) => {
          setCode(e.target.value)
        }}
        error={fieldError(check.error, 'code')}
      />
      <button
        type="submit"
        className={buttonClassName}
        aria-disabled={check.isPending || undefined}
      >
        {t('secondFactor.submit')}
      </button>
    </form>
  )
}

interface Enrolment {
  secret: string
  uri: string
  qr: string[]
}

function Enrol({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useText()
  const client = useQueryClient()
  const [code, setCode] = useState('')
  const start = useMutation({ mutationFn: () => auth<Enrolment>('POST', '/enrol/start', {}) })
  const { mutate: startEnrolment } = start
  useEffect(() => {
    startEnrolment()
  }, [startEnrolment])
  const confirm = useMutation({
    mutationFn: () => auth<SessionAnswer>('POST', '/enrol/confirm', { code }),
    onSuccess: (answer) => {
      onCodes(answer.recoveryCodes ?? [])
      client.setQueryData(sessionKey, { staff: answer.staff })
    },
  })
  return (
    <div>
      <PageTitle>{t('enrol.title')}</PageTitle>
      <p className="mb-4 max-w-prose">{t('enrol.intro')}</p>
      <ErrorNote error={start.error} />
      {start.data ? (
        <div className="mb-6 flex flex-wrap items-start gap-6">
          <QrCode rows={start.data.qr} label={t('enrol.qr')} />
          <div className="max-w-sm">
            <p className="text-sm text-stone-800">{t('enrol.secret')}</p>
            <p className="mt-1 font-mono text-lg break-all" translate="no">
              {start.data.secret}
            </p>
          </div>
        </div>
      ) : (
        <Loading />
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault()
          confirm.mutate()
        }}
        noValidate
      >
        <ErrorNote error={formError(confirm.error, ['code'])} />
        <Field
          label={t('enrol.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          value={code}
          onChange={(e) => {
            setCode(e.target.value)
          }}
          error={fieldError(confirm.error, 'code')}
        />
        <button
          type="submit"
          className={buttonClassName}
          aria-disabled={confirm.isPending || undefined}
        >
          {t('enrol.submit')}
        </button>
      </form>
    </div>
  )
}

/** The ten recovery codes, shown once, until they are saved. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useText()
  const navigate = useNavigate()
  return (
    <div>
      <PageTitle>{t('recovery.title')}</PageTitle>
      <p className="mb-4 max-w-prose">{t('recovery.intro')}</p>
      <ul
        className="mb-6 grid max-w-md grid-cols-2 gap-2 font-mono text-lg"
        translate="no"
        aria-label={t('recovery.list')}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <button
        type="button"
        className={buttonClassName}
        onClick={() => {
          void navigate('/', { replace: true })
        }}
      >
        {t('recovery.done')}
      </button>
    </div>
  )
}

/** Taking up an invitation: the name and the password, then the enrolment where the role needs one. */
export function InviteScreen() {
  const { t } = useText()
  const signedIn = useSignedIn()
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const token = typeof window === 'undefined' ? '' : window.location.hash.slice(1)
  const accept = useMutation({
    mutationFn: () => auth<SessionAnswer>('POST', '/invite', { token, name, password }),
    onSuccess: (answer) => {
      signedIn(answer)
      // The token leaves the address bar once spent.
      window.history.replaceState(null, '', window.location.pathname)
      void navigate(answer.staff ? '/' : '/sign-in', { replace: true })
    },
  })
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        accept.mutate()
      }}
      noValidate
    >
      <PageTitle>{t('invite.title')}</PageTitle>
      <p className="mb-4 max-w-prose">{t('invite.intro')}</p>
      <ErrorNote error={formError(accept.error, ['name', 'password'])} />
      <Field
        label={t('invite.name')}
        autoComplete="name"
        required
        value={name}
        onChange={(e) => {
          setName(e.target.value)
        }}
        error={fieldError(accept.error, 'name')}
      />
      <Field
        label={t('invite.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('invite.passwordHint')}
        value={password}
        onChange={(e) => {
          setPassword(e.target.value)
        }}
        error={fieldError(accept.error, 'password')}
      />
      <button
        type="submit"
        className={buttonClassName}
        aria-disabled={accept.isPending || undefined}
      >
        {t('invite.submit')}
      </button>
    </form>
  )
}
