import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { NavLink, Navigate, Outlet, useLocation } from 'react-router'
import { Loading } from '../components/ui'
import { auth } from '../lib/api'
import { can, sessionKey, useSession, type Staff } from '../lib/session'
import { languages, useText, type Language, type TextKey } from '../lib/text'

/** The navigation's groups, in their order. */
const groups = ['sales', 'catalog', 'content', 'marketing', 'system'] as const
type Group = (typeof groups)[number]

/** The screens of the navigation, by group, each for whoever has its permission. */
const sections: {
  to: string
  label: TextKey
  permission: string
  group: Group
  notFor?: Staff['role']
}[] = [
  { to: '/', label: 'nav.start', permission: 'dashboard', group: 'sales' },
  { to: '/orders', label: 'nav.orders', permission: 'orders.read', group: 'sales' },
  { to: '/returns', label: 'nav.returns', permission: 'returns.manage', group: 'sales' },
  {
    to: '/withdrawals',
    label: 'nav.withdrawals',
    permission: 'withdrawals.manage',
    group: 'sales',
  },
  { to: '/customers', label: 'nav.customers', permission: 'customers.read', group: 'sales' },
  { to: '/helpdesk', label: 'helpdesk.nav', permission: 'helpdesk.manage', group: 'sales' },
  { to: '/products', label: 'nav.products', permission: 'catalog.manage', group: 'catalog' },
  { to: '/categories', label: 'nav.categories', permission: 'catalog.manage', group: 'catalog' },
  { to: '/attributes', label: 'nav.attributes', permission: 'catalog.manage', group: 'catalog' },
  {
    to: '/catalog/import',
    label: 'nav.catalogImport',
    permission: 'catalog.manage',
    group: 'catalog',
  },
  { to: '/reviews', label: 'nav.reviews', permission: 'catalog.manage', group: 'catalog' },
  { to: '/pages', label: 'pages.nav', permission: 'content.manage', group: 'content' },
  // The shop's menus are no club's.
  {
    to: '/navigation',
    label: 'navigation.nav',
    permission: 'content.manage',
    group: 'content',
    notFor: 'club',
  },
  { to: '/media', label: 'media.nav', permission: 'content.manage', group: 'content' },
  { to: '/clubs', label: 'clubs.nav', permission: 'content.manage', group: 'content' },
  { to: '/sales', label: 'sales.nav', permission: 'content.manage', group: 'content' },
  // Forms: the builder's (content) or the submissions' (helpdesk); they belong to no club.
  {
    to: '/forms',
    label: 'forms.nav',
    permission: 'content.manage|helpdesk.manage',
    group: 'content',
    notFor: 'club',
  },
  { to: '/coupons', label: 'coupons.nav', permission: 'marketing.manage', group: 'marketing' },
  { to: '/shipping', label: 'shipping.nav', permission: 'marketing.manage', group: 'marketing' },
  {
    to: '/newsletter',
    label: 'newsletter.nav',
    permission: 'newsletter.manage',
    group: 'marketing',
  },
  { to: '/mails', label: 'nav.mails', permission: 'mail.read', group: 'system' },
  { to: '/audit', label: 'nav.audit', permission: 'audit.read', group: 'system' },
  { to: '/staff', label: 'nav.staff', permission: 'staff.manage', group: 'system' },
  { to: '/settings', label: 'nav.settings', permission: 'settings.manage', group: 'system' },
  {
    to: '/site-settings',
    label: 'siteSettings.nav',
    permission: 'settings.manage',
    group: 'system',
  },
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
      </header>
      <div className="mx-auto max-w-7xl lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-6 lg:px-4">
        <Navigation staff={staff} />
        <main id="main" className="min-w-0 px-4 py-6 lg:px-0">
          <Outlet />
        </main>
      </div>
    </div>
  )
}

/**
 * The sections by group: a column beside the screen on a wide window, one
 * row that scrolls sideways on a phone (the open section scrolled into
 * view), so that the screen starts at the top of a phone's window.
 */
function Navigation({ staff }: { staff: Staff }) {
  const { t } = useText()
  const here = useLocation().pathname
  const list = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const open = list.current?.querySelector('[aria-current="page"]')
    // Not in every DOM (jsdom has none).
    if (open && 'scrollIntoView' in open)
      open.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [here])
  const mine = sectionsFor(staff)
  return (
    <nav
      aria-label={t('nav.label')}
      className="border-b border-stone-300 bg-forest-900 text-cream-50 lg:my-6 lg:self-start lg:rounded-lg lg:border-0"
    >
      <div
        ref={list}
        className="relative flex gap-4 overflow-x-auto px-4 py-2 lg:flex-col lg:gap-3 lg:overflow-visible lg:px-2 lg:py-3"
      >
        {groups
          .filter((g) => mine.some((s) => s.group === g))
          .map((g) => (
            <div key={g} className="flex shrink-0 items-center gap-1 lg:block">
              <p
                id={'nav-group-' + g}
                className="sr-only text-xs font-semibold tracking-wide text-cream-200 uppercase lg:not-sr-only lg:px-3 lg:pb-1"
              >
                {t(('nav.group.' + g) as TextKey)}
              </p>
              <ul aria-labelledby={'nav-group-' + g} className="flex gap-1 lg:flex-col">
                {mine
                  .filter((s) => s.group === g)
                  .map((s) => (
                    <li key={s.to}>
                      <NavLink
                        to={s.to}
                        end={s.to === '/'}
                        className={({ isActive }) =>
                          'flex min-h-11 items-center rounded-md px-3 font-medium whitespace-nowrap lg:min-h-10 lg:whitespace-normal ' +
                          (isActive
                            ? 'bg-stone-50 text-forest-900'
                            : 'text-cream-50 hover:bg-forest-800')
                        }
                      >
                        {t(s.label)}
                      </NavLink>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
      </div>
    </nav>
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
