import { createContext, use, useState, type ReactNode } from 'react'
import type { ToastRegionProps } from './toast-region'

/** What a toast says, and whether it reports a success or an error. */
export interface ToastContent {
  variant: 'success' | 'error'
  message: string
}

export interface ToastOptions {
  /**
   * Milliseconds before it goes by itself, paused while the pointer is over
   * the toasts or the focus is in them; null keeps it until dismissed.
   * Successes go after 5 s, errors stay.
   */
  timeout?: number | null
  /** Called when it goes, dismissed or timed out. */
  onClose?: () => void
}

/** The storefront's toasts (useToast). */
export interface Toaster {
  /** Shows a short confirmation ("Address saved."); answers the toast's key. */
  success: (message: string, options?: ToastOptions) => string
  /** Shows an error that is about no field of a form; it stays until dismissed. */
  error: (message: string, options?: ToastOptions) => string
  /** Closes a toast before its time. */
  dismiss: (key: string) => void
}

/** What the first toast loads: React Aria's queue and region, and what drives them. */
export interface ToastRuntime {
  ToastRegion: (props: ToastRegionProps) => ReactNode
  queue: ToastRegionProps['queue']
  add: (key: string, content: ToastContent, options?: ToastOptions) => void
  dismiss: (key: string) => void
}

/**
 * The toasts of one app. React Aria's queue and region (react-aria-components,
 * its focus and timer handling) load with the first toast rather than with
 * every page: a toast shows once its chunk is there, its key known at once,
 * and what is asked meanwhile happens in order.
 */
function createToaster(loaded: (runtime: ToastRuntime) => void): Toaster {
  let loading: Promise<ToastRuntime> | null = null
  let count = 0

  const later = (act: (runtime: ToastRuntime) => void) => {
    loading ??= import('./toast-region').then(
      ({ createToastRuntime }) => {
        const runtime = createToastRuntime()
        loaded(runtime)
        return runtime
      },
      (error: unknown) => {
        loading = null // the next toast tries again
        throw error
      },
    )
    // No chunk, no toast: the page itself still says what happened.
    loading.then(act, () => undefined)
  }
  const add = (variant: ToastContent['variant']) => (message: string, options?: ToastOptions) => {
    const key = `toast-${String(++count)}`
    later((runtime) => {
      runtime.add(key, { variant, message }, options)
    })
    return key
  }

  return {
    success: add('success'),
    error: add('error'),
    dismiss: (key) => {
      later((runtime) => {
        runtime.dismiss(key)
      })
    },
  }
}

const ToasterContext = createContext<Toaster | null>(null)

/**
 * Provides useToast and shows the toasts: once, in the app shell
 * (AppProvider). The toasts are the app's, not the module's, so every app
 * (and every test render) has its own.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [runtime, setRuntime] = useState<ToastRuntime | null>(null)
  const [toaster] = useState(() => createToaster(setRuntime))
  return (
    <ToasterContext value={toaster}>
      {children}
      {runtime && <runtime.ToastRegion queue={runtime.queue} />}
    </ToasterContext>
  )
}

/**
 * The storefront's toasts: `const toast = useToast()`, then `toast.success(message)`.
 * For a short confirmation of something done that leaves the screen as it
 * was (saved, removed, copied) or an error about no field; a form's own
 * outcome and field errors stay in the form (FormAlert, FieldShell).
 */
export function useToast(): Toaster {
  const toaster = use(ToasterContext)
  if (!toaster) throw new Error('useToast needs a ToastProvider (AppProvider has one)')
  return toaster
}
