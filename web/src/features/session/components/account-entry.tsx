import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { SignOutIcon, UserIcon } from '@/components/ui/icons'
import { useToast } from '@/components/ui/toast/toast-provider'
import type { Locale } from '@/lib/locale'
import { useSession } from '../api/get-session'
import { useSignOut } from '../api/sign-out'

/**
 * The header's account entry, showing the session: signed out, "Sign in"
 * to the account page; signed in, the customer's first name (else "My
 * account") to the customer area and a sign-out button beside it. Until
 * the session is known, "My account" to the customer area, which is right
 * either way. Labels show beside the icons on wide screens only; on phones
 * they name the icon buttons for screen readers.
 */
export function AccountEntry({ locale, className }: { locale: Locale; className: string }) {
  const { t } = useTranslation()
  const toast = useToast()
  const { user, status } = useSession()
  const signInLink = useRef<HTMLAnchorElement>(null)
  const signedOutHere = useRef(false)
  const signOut = useSignOut({
    mutationConfig: {
      onSuccess: () => {
        signedOutHere.current = true
        toast.success(t('session.signedOut'))
      },
      onError: () => {
        toast.error(t('session.signOutFailed'))
      },
    },
  })

  useEffect(() => {
    // The sign-out button is gone: its place takes the focus, unless the page changed (a guarded one).
    if (status !== 'signedOut' || !signedOutHere.current) return
    signedOutHere.current = false
    if (document.activeElement === document.body) signInLink.current?.focus()
  }, [status])

  const labelClassName = 'sr-only max-w-36 truncate xl:not-sr-only'
  if (status === 'signedOut') {
    return (
      <NavLink ref={signInLink} to={`/${locale}/account`} end className={className}>
        <UserIcon />
        <span className={labelClassName}>{t('session.signIn')}</span>
      </NavLink>
    )
  }
  const myAccount = t('session.myAccount')
  const name = user?.firstname.trim() ?? ''
  return (
    <div className="flex items-center">
      <NavLink to={`/${locale}/customer`} end className={className}>
        <UserIcon />
        <span className={labelClassName}>{name || myAccount}</span>
        {name && (
          <>
            {' '}
            <span className="sr-only">({myAccount})</span>
          </>
        )}
      </NavLink>
      {user && (
        <button
          type="button"
          aria-disabled={signOut.isPending}
          onClick={() => {
            if (!signOut.isPending) signOut.mutate(undefined)
          }}
          className={`${className} aria-disabled:cursor-progress aria-disabled:opacity-70`}
        >
          <SignOutIcon />
          <span className={labelClassName}>{t('session.signOut')}</span>
        </button>
      )}
    </div>
  )
}
