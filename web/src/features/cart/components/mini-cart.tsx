import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { CountedLabel } from '@/components/ui/counted-label'
import { BagIcon } from '@/components/ui/icons'
import type { Locale } from '@/lib/locale'
import { useCart } from '../hooks/use-cart'

// What the cart holds loads when the visitor opens it, not with every page.
const MiniCartPanel = lazy(() =>
  import('./mini-cart-panel').then(({ MiniCartPanel }) => ({ default: MiniCartPanel })),
)

/**
 * The header's cart: a button with the number of items (a guest's from the
 * paddock_cart cookie, a customer's from the server) that opens what the
 * cart holds beneath it, a disclosure: Enter or Space opens and closes it,
 * Tab goes on into it, Escape closes it and the focus stays on the button;
 * a click elsewhere, leaving it with the focus or changing the page closes
 * it too. On a phone it spans the screen under the header.
 */
export function MiniCart({ locale, className }: { locale: Locale; className: string }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const { count } = useCart({ load: false })
  // Open on the page it was opened on: another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const container = useRef<HTMLDivElement>(null)
  const backdrop = useRef<HTMLDivElement>(null)
  const label = t('miniCart.label')
  const shown = count ?? 0

  useEffect(() => {
    if (!open) return
    const close = () => {
      setOpenOn(null)
    }
    const outside = (target: EventTarget | null) =>
      target instanceof Node &&
      (target === backdrop.current || !container.current?.contains(target))
    const pressed = (event: PointerEvent) => {
      if (outside(event.target)) close()
    }
    const focused = (event: FocusEvent) => {
      if (outside(event.target)) close()
    }
    const key = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      button.current?.focus()
    }
    document.addEventListener('pointerdown', pressed)
    document.addEventListener('focusin', focused)
    document.addEventListener('keydown', key)
    return () => {
      document.removeEventListener('pointerdown', pressed)
      document.removeEventListener('focusin', focused)
      document.removeEventListener('keydown', key)
    }
  }, [open])

  return (
    <div ref={container} className="sm:relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setOpenOn(open ? null : pathname)
        }}
        className={`${className} relative`}
      >
        <CountedLabel
          icon={<BagIcon />}
          label={label}
          count={shown}
          countText={t('miniCart.count', { count: shown })}
        />
      </button>
      {open && (
        <>
          {/* A phone dims the page beneath; a tap on it closes the cart. */}
          <div
            ref={backdrop}
            aria-hidden="true"
            className="fixed inset-0 z-40 bg-forest-950/30 sm:hidden"
          />
          <Suspense fallback={null}>
            <MiniCartPanel
              id={panelId}
              locale={locale}
              onClose={() => {
                setOpenOn(null)
              }}
            />
          </Suspense>
        </>
      )}
    </div>
  )
}
