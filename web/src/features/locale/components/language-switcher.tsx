import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useMatches } from 'react-router'
import { ChevronDownIcon, GlobeIcon } from '@/components/ui/icons'
import { focusNextTabbable } from '@/lib/focus'
import { alternatePathOf, loaderAlternates } from '@/lib/alternates'
import { localeNames, locales, type Locale } from '@/lib/locale'
import type { MenuFocus } from './language-menu'

// react-aria's menu and popover weigh about 45 KB gzip: they load when the
// visitor reaches for the switcher, not with every page.
const loadLanguageMenu = () => import('./language-menu')
const LanguageMenu = lazy(() =>
  loadLanguageMenu().then(({ LanguageMenu }) => ({ default: LanguageMenu })),
)

function preloadLanguageMenu() {
  void loadLanguageMenu()
}

/**
 * The header's language menu button (WAI-ARIA menu button pattern): Enter,
 * Space or Arrow Down open the menu on its first entry, Arrow Up on its last.
 */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const [openWith, setOpenWith] = useState<MenuFocus | null>(null)
  const tabbedOut = useRef<'forward' | 'backward' | null>(null)

  // Runs once the menu is gone and the page is no longer inert behind it.
  useEffect(() => {
    if (openWith !== null || !tabbedOut.current || !triggerRef.current) return
    focusNextTabbable(triggerRef.current, tabbedOut.current)
    tabbedOut.current = null
  }, [openWith])

  const onClose = useCallback((direction?: 'forward' | 'backward') => {
    tabbedOut.current = direction ?? null
    setOpenWith(null)
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    setOpenWith(event.key === 'ArrowDown' ? 'first' : 'last')
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={openWith !== null}
        aria-controls={openWith ? menuId : undefined}
        // While the menu is open the page behind it is inert, so this only ever opens it.
        onClick={() => {
          setOpenWith('first')
        }}
        onKeyDown={onKeyDown}
        onPointerEnter={preloadLanguageMenu}
        onFocus={preloadLanguageMenu}
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm sm:gap-1.5 sm:px-2.5 font-medium text-cream-100 transition-colors hover:bg-forest-800 aria-expanded:bg-forest-800"
      >
        <GlobeIcon />
        {/* The visible code starts the accessible name (WCAG 2.5.3, label in name). */}
        <span>{locale.toUpperCase()}</span>
        <span className="sr-only">
          {', '}
          {t('languageSwitcher.current', { language: localeNames[locale] })}
        </span>
        <ChevronDownIcon className="size-4" />
      </button>
      <NoScriptLanguageLinks locale={locale} />
      {openWith && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            locale={locale}
            triggerRef={triggerRef}
            focusOnOpen={openWith}
            onClose={onClose}
          />
        </Suspense>
      )}
    </>
  )
}

/**
 * Without JavaScript the menu cannot open: the languages show beside its
 * button as plain links to the page in each (a category or product by its
 * own url key there, from the route's data), which crawlers follow too.
 */
function NoScriptLanguageLinks({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const alternates = loaderAlternates(useMatches())
  // The links as markup of the <noscript>'s own: a browser with JavaScript holds its content as
  // text, which hydration leaves as it is.
  const links = locales
    .map((option) => {
      const href = escapeHtml(`${alternatePathOf(pathname, option, alternates)}${search}`)
      const current = option === locale
      // On a phone the header has room for the other languages only.
      return `<li${current ? ' class="max-sm:hidden"' : ''}><a href="${href}" hreflang="${option}" lang="${option}"${current ? ' aria-current="true"' : ''} class="${noScriptLinkClassName}">${option.toUpperCase()}<span class="sr-only"> ${escapeHtml(localeNames[option])}</span></a></li>`
    })
    .join('')
  return (
    <noscript
      dangerouslySetInnerHTML={{
        __html: `<ul aria-label="${escapeHtml(t('languageSwitcher.label'))}" class="flex items-center text-sm">${links}</ul>`,
      }}
    />
  )
}

const noScriptLinkClassName =
  'inline-flex min-h-11 min-w-8 items-center justify-center rounded-md px-1 font-medium text-cream-100 underline-offset-2 hover:bg-forest-800 aria-[current]:underline'

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}
