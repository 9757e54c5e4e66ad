import { useMutation, useQueryClient } from '@tanstack/react-query'
import { NavLink, Navigate, Outlet } from 'react-router'
import { Loading } from '../components/ui'
import { auth } from '../lib/api'
import { can, sessionKey, useSession, type Staff } from '../lib/session'
import { languages, useText, type Language, type TextKey } from '../lib/text'

/** The screens of the navigation, each for whoever has its permission. */
const sections: { to: string; label: TextKey; permission: string; notFor?: Staff['role'] }[] = [
  { to: '/', label: 'nav.start', permission: 'dashboard' },
  { to: '/orders', label: 'nav.orders', permission: 'orders.read' },
  { to: '/returns', label: 'nav.returns', permission: 'returns.manage' },
  { to: '/customers', label: 'nav.customers', permission: 'customers.read' },
  { to: '/helpdesk', label: 'helpdesk.nav', permission: 'helpdesk.manage' },
  { to: '/products', label: 'nav.products', permission: 'catalog.manage' },
  { to: '/categories', label: 'nav.categories', permission: 'catalog.manage' },
  { to: '/attributes', label: 'nav.attributes', permission: 'catalog.manage' },
  { to: '/catalog/import', label: 'nav.catalogImport', permission: 'catalog.manage' },
  { to: '/reviews', label: 'nav.reviews', permission: 'catalog.manage' },
  { to: '/pages', label: 'pages.nav', permission: 'content.manage' },
  // The shop's menus are no club's.
  { to: '/navigation', label: 'navigation.nav', permission: 'content.manage', notFor: 'club' },
  { to: '/media', label: 'media.nav', permission: 'content.manage' },
  { to: '/clubs', label: 'clubs.nav', permission: 'content.manage' },
  { to: '/sales', label: 'sales.nav', permission: 'content.manage' },
  // Forms: the builder's (content) or the submissions' (helpdesk); they belong to no club.
  {
    to: '/forms',
    label: 'forms.nav',
    permission: 'content.manage|helpdesk.manage',
    notFor: 'club',
  },
  { to: '/coupons', label: 'coupons.nav', permission: 'marketing.manage' },
  { to: '/shipping', label: 'shipping.nav', permission: 'marketing.manage' },
  { to: '/newsletter', label: 'newsletter.nav', permission: 'newsletter.manage' },
  { to: '/withdrawals', label: 'nav.withdrawals', permission: 'withdrawals.manage' },
  { to: '/mails', label: 'nav.mails', permission: 'mail.read' },
  { to: '/audit', label: 'nav.audit', permission: 'audit.read' },
  { to: '/staff', label: 'nav.staff', permission: 'staff.manage' },
  { to: '/settings', label: 'nav.settings', permission: 'settings.manage' },
  { to: '/site-settings', label: 'siteSettings.nav', permission: 'settings.manage' },
]

/** The sections the member may open. */
export function sectionsFor(staff: Staff) {
  return sections.filter(
    (s) => s.notFor !== staff.role && s.permission.split('|').some((p) => can(staff, p)),
  )
}

/**
 * The back office around every screen: a skip link, the navigation by the
 * member's role, who is signed in, the language, signing out; the sign-in
 * when nobody is.
 */
export function Shell() {
  const { t, language, setLanguage } = useText()
  const session = useSession()
  const client = useQueryClient()
  const signOut = useMutation({
    mutationFn: () => auth('DELETE', '/session'),
    onSettled: () => {
      client.clear()
      client.setQueryData(sessionKey, {})
    },
  })
  if (session.isPending) return <Loading />
  const staff = session.data?.staff
  if (!staff) return <Navigate to="/sign-in" replace />
  return (
    <div className="min-h-dvh bg-stone-50 text-stone-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3"
      >
        {t('skip')}
      </a>
      <header className="border-b border-stone-300 bg-forest-900 text-cream-50">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-semibold">{t('app.title')}</p>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              {staff.name || staff.email} · {t(('role.' + staff.role) as TextKey)}
              {staff.clubs.length > 0 ? ' · ' + staff.clubs.map((c) => c.name).join(', ') : ''}
            </span>
            <label className="flex items-center gap-2">
              <span>{t('language')}</span>
              <select
                className="min-h-11 rounded-md border border-cream-200 bg-forest-900 px-2 text-cream-50"
                value={language}
                onChange={(e) => {
                  setLanguage(e.target.value as Language)
                }}
              >
                {languages.map((l) => (
                  <option key={l} value={l}>
                    {t(('language.' + l) as TextKey)}
                  </option>
                ))}
              </select>
            </label>
            <NavLink
              to="/security"
              className={({ isActive }) =>
                'inline-flex min-h-11 items-center rounded-md px-3 font-medium text-cream-50 underline-offset-2 hover:bg-forest-800 ' +
                (isActive ? 'underline' : '')
              }
            >
              {t('nav.security')}
            </NavLink>
            <button
              type="button"
              className="inline-flex min-h-11 items-center rounded-md border border-cream-50 px-4 py-2 font-medium text-cream-50 hover:bg-forest-800"
              onClick={() => {
                signOut.mutate()
              }}
            >
              {t('signOut')}
            </button>
          </div>
        </div>
        <nav aria-label={t('nav.label')} className="mx-auto max-w-7xl px-4">
          <ul className="flex flex-wrap gap-1">
            {sectionsFor(staff).map((s) => (
              <li key={s.to}>
                <NavLink
                  to={s.to}
                  end={s.to === '/'}
                  className={({ isActive }) =>
                    'inline-flex min-h-11 items-center rounded-t-md px-3 font-medium ' +
                    (isActive ? 'bg-stone-50 text-forest-900' : 'text-cream-50 hover:bg-forest-800')
                  }
                >
                  {t(s.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  )
}

/** The pages before signing in, in a narrow column. */
export function SignInLayout() {
  const { t } = useText()
  return (
    <div className="min-h-dvh bg-stone-50 text-stone-900">
      <header className="bg-forest-900 px-4 py-3 text-cream-50">
        <p className="mx-auto max-w-md text-lg font-semibold">{t('app.title')}</p>
      </header>
      <main id="main" className="mx-auto max-w-md px-4 py-8">
        <Outlet />
      </main>
    </div>
  )
}
