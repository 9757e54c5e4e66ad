import { useTranslation } from 'react-i18next'
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components/Toast'
import { CheckIcon, CloseIcon } from '@/components/ui/icons'
import type { ToastContent as Content, ToastRuntime } from './toast-provider'

/** More than this many wait until one of them goes. */
const maxVisibleToasts = 3

/** React Aria's advice: long enough to read, and never shorter than 5 s. */
export const successTimeout = 5000

/**
 * The app's queue of toasts, made with its first toast (toast-provider.tsx):
 * successes go after successTimeout, errors stay until dismissed, unless
 * the caller says otherwise.
 */
export function createToastRuntime(): ToastRuntime {
  const queue = new ToastQueue<Content>({ maxVisibleToasts })
  /** The provider's keys → the queue's, while a toast is queued. */
  const keys = new Map<string, string>()
  return {
    ToastRegion,
    queue,
    add: (key, content, options) => {
      const timeout =
        options?.timeout === undefined
          ? content.variant === 'success'
            ? successTimeout
            : undefined
          : (options.timeout ?? undefined)
      const onClose = () => {
        keys.delete(key)
        options?.onClose?.()
      }
      keys.set(key, queue.add(content, { timeout, onClose }))
    },
    dismiss: (key) => {
      const queued = keys.get(key)
      if (queued !== undefined) queue.close(queued)
    },
  }
}

export interface ToastRegionProps {
  queue: ToastQueue<Content>
}

function ErrorIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className="size-5"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  )
}

/**
 * The toasts, on React Aria's toast region: a landmark (F6 reaches it) at
 * the top of a phone's screen, full width, where it covers no button at
 * the foot of a page (the cart's, a form's), and in the lower right
 * corner of larger screens; each toast is focusable, announced when it
 * appears, and closed with its button; the timers pause while the pointer
 * is over a toast or the keyboard's focus is in one, and the focus goes
 * back where it was when the last one closes. Only the toasts take the
 * pointer: the region between and around them lets clicks through to the
 * page and does not hold the timers. A press on a toast's text (a tap on
 * a phone) does not move the focus into it, which would keep it until the
 * focus left; its close button still closes it.
 */
export function ToastRegion({ queue }: ToastRegionProps) {
  const { t } = useTranslation()
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-3 top-[max(0.75rem,env(safe-area-inset-top))] z-50 flex flex-col gap-2 outline-none sm:inset-x-auto sm:top-auto sm:right-4 sm:bottom-4 sm:w-96"
    >
      {({ toast }) => (
        <Toast
          toast={toast}
          data-variant={toast.content.variant}
          onMouseDown={(event) => {
            // Mouse and touch (its emulated mouse events) leave the focus where it is, but on the close button.
            if (!(event.target as Element).closest('button')) event.preventDefault()
          }}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border bg-cream-50 py-3 pr-2 pl-4 text-ink shadow-lg outline-none motion-safe:animate-toast-in data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-forest-700 ${
            toast.content.variant === 'error'
              ? 'border-red-800 border-l-4'
              : 'border-forest-700 border-l-4'
          }`}
        >
          <span
            className={`mt-0.5 shrink-0 ${
              toast.content.variant === 'error' ? 'text-red-800' : 'text-forest-700'
            }`}
          >
            {toast.content.variant === 'error' ? <ErrorIcon /> : <CheckIcon className="size-5" />}
          </span>
          <ToastContent className="min-w-0 flex-1 py-0.5">
            <Text slot="title" className="block font-medium break-words">
              {toast.content.message}
            </Text>
          </ToastContent>
          <Button
            slot="close"
            aria-label={t('toast.dismiss')}
            className="-my-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-cream-200 hover:text-ink"
          >
            <CloseIcon className="size-5" />
          </Button>
        </Toast>
      )}
    </AriaToastRegion>
  )
}
