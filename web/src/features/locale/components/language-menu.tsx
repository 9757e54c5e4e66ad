import { useEffect, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Menu, MenuItem, Popover, RouterProvider } from 'react-aria-components'
import { useHref, useLocation, useNavigate } from 'react-router'
import { CheckIcon } from '@/components/ui/icons'
import { alternatePath } from '@/lib/alternates'
import { localeNames, locales, writeLocaleCookie, type Locale } from '@/lib/locale'

export type MenuFocus = 'first' | 'last'

export interface LanguageMenuProps {
  id: string
  locale: Locale
  triggerRef: RefObject<HTMLButtonElement | null>
  /** Which entry takes focus as the menu opens. */
  focusOnOpen: MenuFocus
  /** With a direction when the menu was left with Tab or Shift+Tab. */
  onClose: (tabbedOut?: 'forward' | 'backward') => void
}

/**
 * The open language menu. Each entry is a real link to the current page in
 * another language (a category or product by its own url key there, any
 * other page under the other prefix), followed through React Router;
 * choosing one also saves the choice in the locale cookie.
 */
export function LanguageMenu({ id, locale, triggerRef, focusOnOpen, onClose }: LanguageMenuProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()

  // Menu button pattern: Tab closes the menu and moves on from the button, as if the menu had not
  // been there; react-aria's focus containment would keep focus inside the popover.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      event.preventDefault()
      event.stopPropagation()
      onClose(event.shiftKey ? 'backward' : 'forward')
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
    }
  }, [onClose])

  return (
    <RouterProvider
      navigate={(path, options) => {
        void navigate(path, options)
      }}
      useHref={useHref}
    >
      <Popover
        aria-label={t('languageSwitcher.label')}
        triggerRef={triggerRef}
        isOpen
        onOpenChange={(isOpen) => {
          if (!isOpen) onClose()
        }}
        placement="bottom end"
        offset={6}
        className="min-w-44 rounded-lg border border-cream-300 bg-cream-50 p-1.5 shadow-xl outline-none"
      >
        <Menu
          id={id}
          aria-label={t('languageSwitcher.label')}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a menu opened from its button takes focus (WAI-ARIA menu button)
          autoFocus={focusOnOpen}
          onClose={() => {
            onClose()
          }}
          className="outline-none"
        >
          {locales.map((option) => (
            <MenuItem
              key={option}
              id={option}
              href={`${alternatePath(pathname, option)}${search}${hash}`}
              hrefLang={option}
              lang={option}
              textValue={localeNames[option]}
              onAction={() => {
                writeLocaleCookie(option)
              }}
              className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-md px-3 py-2 text-ink outline-none data-[focused]:bg-forest-800 data-[focused]:text-cream-50"
            >
              <span>{localeNames[option]}</span>
              {option === locale && <CheckIcon className="size-4" />}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </RouterProvider>
  )
}
