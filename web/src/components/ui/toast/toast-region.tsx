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
 * the foot of the screen, full width on a phone and in the right corner on
 * larger screens; each toast is focusable, announced when it appears, and
 * closed with its button; the timers pause while the pointer is over the
 * toasts or the focus is in them, and the focus goes back where it was
 * when the last one closes.
 */
export function ToastRegion({ queue }: ToastRegionProps) {
  const { t } = useTranslation()
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={t('toast.region')}
      className="fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-50 flex flex-col gap-2 outline-none sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96"
    >
      {({ toast }) => (
        <Toast
          toast={toast}
          data-variant={toast.content.variant}
          className={`flex items-start gap-3 rounded-lg border bg-cream-50 py-3 pr-2 pl-4 text-ink shadow-lg outline-none motion-safe:animate-toast-in data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-forest-700 ${
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
