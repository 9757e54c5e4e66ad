import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type SyntheticEvent } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { QrCode } from '../components/qr-code'
import {
  buttonClassName,
  ErrorNote,
  Field,
  Loading,
  PageTitle,
  secondaryButtonClassName,
} from '../components/ui'
import { ApiError, auth, fieldError } from '../lib/api'
import { passkeysSupported } from '../lib/passkey'
import { passkeySignIn, registerPasskey } from '../lib/passkey-flow'
import { sessionKey, useSession, type SessionAnswer } from '../lib/session'
import { useText } from '../lib/text'

/** The field an error belongs to, if the server named one. */

/** An error for the form's alert: one no field shows. */
function formError(error: unknown, fields: string[]): unknown {
  return error instanceof ApiError && error.field && fields.includes(error.field) ? null : error
}

/**
 * Signing in: the password, then the second factor (a code of the
 * authenticator app, a recovery code, or a passkey) or, for a role that
 * needs one and has none yet, the enrolment (an app or a passkey); then the
 * start page. A passkey alone signs in too, without the password.
 */
export function SignInScreen() {
  const session = useSession()
  const [codes, setCodes] = useState<string[] | null>(null)
  if (codes) return <RecoveryCodes codes={codes} />
  if (session.isPending) return <Loading />
  if (session.data?.staff) return <Navigate to="/" replace />
  if (session.data?.stage === 'secondFactor')
    return <SecondFactor methods={session.data.methods ?? ['totp']} />
  if (session.data?.stage === 'enrol') return <Enrol onCodes={setCodes} />
  return <Password />
}

function useSignedIn() {
  const client = useQueryClient()
  return (answer: SessionAnswer) => {
    client.setQueryData(
      sessionKey,
      answer.staff ? { staff: answer.staff } : { stage: answer.stage, methods: answer.methods },
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
  const passkey = useMutation({
    mutationFn: () => passkeySignIn('sign-in', t),
    onSuccess: signedIn,
  })
  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    passkey.reset()
    signIn.mutate()
  }
  return (
    <form onSubmit={submit} noValidate>
      <PageTitle>{t('signIn.title')}</PageTitle>
      <ErrorNote error={formError(signIn.error, ['email', 'password']) ?? passkey.error} />
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
      {passkeysSupported() ? (
        <div className="mt-6 border-t border-stone-300 pt-6">
          <p className="mb-3 text-sm text-stone-800">{t('signIn.passkeyIntro')}</p>
          <button
            type="button"
            className={secondaryButtonClassName}
            aria-disabled={passkey.isPending || undefined}
            onClick={() => {
              if (passkey.isPending) return
              signIn.reset()
              passkey.mutate()
            }}
          >
            {t('signIn.passkey')}
          </button>
        </div>
      ) : null}
    </form>
  )
}

function SecondFactor({ methods }: { methods: ('totp' | 'passkey')[] }) {
  const { t } = useText()
  const signedIn = useSignedIn()
  const client = useQueryClient()
  const [code, setCode] = useState('')
  const onError = (e: Error) => {
    // The proof of the password expired: start again.
    if (e instanceof ApiError && e.code === 'UNAUTHENTICATED')
      void client.invalidateQueries({ queryKey: sessionKey })
  }
  const check = useMutation({
    mutationFn: () => auth<SessionAnswer>('POST', '/second-factor', { code }),
    onSuccess: signedIn,
    onError,
  })
  const passkey = useMutation({
    mutationFn: () => passkeySignIn('second-factor', t),
    onSuccess: signedIn,
    onError,
  })
  const withPasskey = methods.includes('passkey')
  const withCode = methods.includes('totp')
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        passkey.reset()
        check.mutate()
      }}
      noValidate
    >
      <PageTitle>{t('secondFactor.title')}</PageTitle>
      <ErrorNote error={formError(check.error, ['code']) ?? passkey.error} />
      {withPasskey ? (
        <div className="mb-6">
          <p className="mb-3 max-w-prose">{t('secondFactor.passkeyIntro')}</p>
          <button
            type="button"
            className={withCode ? secondaryButtonClassName : buttonClassName}
            aria-disabled={passkey.isPending || undefined}
            onClick={() => {
              if (passkey.isPending) return
              check.reset()
              passkey.mutate()
            }}
          >
            {t('secondFactor.passkey')}
          </button>
        </div>
      ) : null}
      {withCode ? (
        <CodeFields code={code} setCode={setCode} error={check.error} pending={check.isPending} />
      ) : null}
    </form>
  )
}

function CodeFields({
  code,
  setCode,
  error,
  pending,
}: {
  code: string
  setCode: (code: string) => void
  error: unknown
  pending: boolean
}) {
  const { t } = useText()
  return (
    <>
      <p className="mb-4 max-w-prose">{t('secondFactor.intro')}</p>
      <Field
        label={t('secondFactor.code')}
        autoComplete="one-time-code"
        inputMode="text"
        required
        value={code}
        onChange={(e) => {
          setCode(e.target.value)
        }}
        error={fieldError(error, 'code')}
      />
      <button type="submit" className={buttonClassName} aria-disabled={pending || undefined}>
        {t('secondFactor.submit')}
      </button>
    </>
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
  const passkey = useMutation({
    mutationFn: () => registerPasskey('', '', t),
    onSuccess: (answer) => {
      client.setQueryData(sessionKey, { staff: answer.staff })
    },
  })
  return (
    <div>
      <PageTitle>{t('enrol.title')}</PageTitle>
      <p className="mb-6 max-w-prose">{t('enrol.choose')}</p>
      {passkeysSupported() ? (
        <section aria-labelledby="enrol-passkey" className="mb-8">
          <h2 id="enrol-passkey" className="mb-2 text-lg font-semibold">
            {t('enrol.passkeyTitle')}
          </h2>
          <p className="mb-3 max-w-prose">{t('enrol.passkeyIntro')}</p>
          <ErrorNote error={passkey.error} />
          <button
            type="button"
            className={buttonClassName}
            aria-disabled={passkey.isPending || undefined}
            onClick={() => {
              if (!passkey.isPending) passkey.mutate()
            }}
          >
            {t('enrol.passkeySubmit')}
          </button>
        </section>
      ) : null}
      <h2 className="mb-2 text-lg font-semibold">{t('enrol.appTitle')}</h2>
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
