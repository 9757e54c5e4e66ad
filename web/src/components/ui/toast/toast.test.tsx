import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { renderComponent } from '@/testing/render-component'
import { useToast, type Toaster } from './toast-provider'
import { successTimeout } from './toast-region'

/** A screen with a field and a button that shows toasts; the test drives the toaster. */
function Screen({ onToaster }: { onToaster: (toaster: Toaster) => void }) {
  const toast = useToast()
  onToaster(toast)
  return (
    <div>
      <label>
        Name
        <input />
      </label>
      <button type="button" onClick={() => toast.success('Adresse gespeichert.')}>
        Speichern
      </button>
    </div>
  )
}

function renderScreen(url?: string) {
  let toaster: Toaster | undefined
  const view = renderComponent(
    <Screen
      onToaster={(next) => {
        toaster = next
      }}
    />,
    url ? { url } : {},
  )
  const toast = () => {
    if (!toaster) throw new Error('not rendered')
    return toaster
  }
  return { ...view, toast }
}

const region = () => screen.findByRole('region', { name: 'Benachrichtigungen' })

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('announces a success in a labelled region of the page', async () => {
    const user = userEvent.setup()
    renderScreen()
    expect(screen.queryByRole('region')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    const notifications = await region()
    const toast = within(notifications).getByRole('alertdialog', { name: 'Adresse gespeichert.' })
    // The message is in an alert, which screen readers read out when it appears.
    await waitFor(() => {
      expect(within(toast).getByRole('alert')).toHaveTextContent('Adresse gespeichert.')
    })
    expect(toast).toHaveAttribute('data-variant', 'success')
    // Showing a toast takes no focus from what the visitor was doing.
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveFocus()
  })

  it('shows an error until it is dismissed, and dismisses with its button', async () => {
    const user = userEvent.setup()
    const { toast } = renderScreen()
    act(() => {
      toast().error('Die Adresse konnte nicht gespeichert werden.')
    })
    const error = await screen.findByRole('alertdialog', {
      name: 'Die Adresse konnte nicht gespeichert werden.',
    })
    expect(error).toHaveAttribute('data-variant', 'error')
    await user.click(within(error).getByRole('button', { name: 'Benachrichtigung schließen' }))
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull()
    })
  })

  it('dismisses a success by itself, but not while the pointer rests on it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    const { toast } = renderScreen()
    const onClose = vi.fn()
    act(() => {
      toast().success('Adresse gespeichert.', { onClose })
      toast().error('Bitte prüfen Sie die Postleitzahl.')
    })
    const success = await screen.findByRole('alertdialog', { name: 'Adresse gespeichert.' })

    await user.hover(success)
    act(() => {
      vi.advanceTimersByTime(successTimeout + 1000)
    })
    expect(success).toBeInTheDocument()

    await user.unhover(success)
    act(() => {
      vi.advanceTimersByTime(successTimeout)
    })
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { name: 'Adresse gespeichert.' })).toBeNull()
    })
    expect(onClose).toHaveBeenCalledOnce()
    // Errors wait for the visitor.
    expect(
      screen.getByRole('alertdialog', { name: 'Bitte prüfen Sie die Postleitzahl.' }),
    ).toBeInTheDocument()
  })

  it('keeps a toast while the focus is in it, as long as it takes to read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    renderScreen()
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    const success = await screen.findByRole('alertdialog', { name: 'Adresse gespeichert.' })
    await user.tab()
    expect(success).toHaveFocus()
    act(() => {
      vi.advanceTimersByTime(successTimeout * 3)
    })
    expect(success).toBeInTheDocument()
  })

  it('is reached by keyboard, and gives the focus back when the last one closes', async () => {
    const user = userEvent.setup()
    renderScreen()
    await user.click(screen.getByRole('textbox', { name: 'Name' }))
    await user.keyboard('{Tab}{Enter}')
    const success = await screen.findByRole('alertdialog', { name: 'Adresse gespeichert.' })
    // After the page's own controls, Tab reaches the toast, then its close button.
    await user.tab()
    expect(success).toHaveFocus()
    await user.tab()
    const close = within(success).getByRole('button', { name: 'Benachrichtigung schließen' })
    expect(close).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull()
    })
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveFocus()
  })

  it('moves the focus to the next toast when a focused one closes', async () => {
    const user = userEvent.setup()
    const { toast } = renderScreen()
    act(() => {
      toast().error('Erster Fehler.')
      toast().error('Zweiter Fehler.')
    })
    const second = await screen.findByRole('alertdialog', { name: 'Zweiter Fehler.' })
    const first = screen.getByRole('alertdialog', { name: 'Erster Fehler.' })
    // The newest comes first.
    expect(second.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    const newest = await screen.findByRole('alertdialog', { name: 'Adresse gespeichert.' })
    await user.keyboard('{Tab}{Tab}')
    expect(within(newest).getByRole('button', { name: 'Benachrichtigung schließen' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => {
      expect(screen.getAllByRole('alertdialog')).toHaveLength(2)
    })
    expect(screen.getByRole('alertdialog', { name: 'Zweiter Fehler.' })).toHaveFocus()
  })

  it('shows at most three at once; the next waits for one to go', async () => {
    const { toast } = renderScreen()
    let newest = ''
    act(() => {
      toast().error('Eins.')
      toast().error('Zwei.')
      toast().error('Drei.')
      newest = toast().error('Vier.')
    })
    await screen.findByRole('alertdialog', { name: 'Vier.' })
    expect(screen.getAllByRole('alertdialog')).toHaveLength(3)
    expect(screen.queryByRole('alertdialog', { name: 'Eins.' })).toBeNull()
    act(() => {
      toast().dismiss(newest)
    })
    expect(await screen.findByRole('alertdialog', { name: 'Eins.' })).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog', { name: 'Vier.' })).toBeNull()
    expect(screen.getAllByRole('alertdialog')).toHaveLength(3)
  })

  it.each([
    ['en', 'Notifications', 'Dismiss notification'],
    ['fr', 'Notifications', 'Fermer la notification'],
  ] as const)('speaks %s', async (lang, regionName, dismiss) => {
    await activateLocale(lang)
    const { toast } = renderScreen(`/${lang}/account`)
    act(() => {
      toast().success('OK.')
    })
    const notifications = await screen.findByRole('region', { name: regionName })
    expect(within(notifications).getByRole('button', { name: dismiss })).toBeInTheDocument()
  })

  it('sits at the top of a phone and in the corner of larger screens, taking the pointer only on the toasts', async () => {
    const { toast } = renderScreen()
    act(() => {
      toast().success('Adresse gespeichert.')
    })
    const notifications = await region()
    // jsdom lays nothing out; the classes are the layout (Tailwind, sm = 40rem).
    expect(notifications).toHaveClass(
      'fixed',
      'inset-x-3',
      'top-[max(0.75rem,env(safe-area-inset-top))]',
      'sm:top-auto',
      'sm:inset-x-auto',
      'sm:right-4',
      'sm:bottom-4',
      'sm:w-96',
    )
    // The region lets clicks through to the page; only a toast takes them.
    expect(notifications).toHaveClass('pointer-events-none')
    expect(notifications).not.toHaveClass('bottom-[max(0.75rem,env(safe-area-inset-bottom))]')
    expect(
      within(notifications).getByRole('alertdialog', { name: 'Adresse gespeichert.' }),
    ).toHaveClass('pointer-events-auto')
    // A touch target of 44 px.
    expect(
      within(notifications).getByRole('button', { name: 'Benachrichtigung schließen' }),
    ).toHaveClass('size-11')
  })

  it('goes by itself after a press or tap on its text, which leaves the focus where it was', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    renderScreen()
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    const success = await screen.findByRole('alertdialog', { name: 'Adresse gespeichert.' })
    await user.click(within(success).getByText('Adresse gespeichert.'))
    expect(success).not.toHaveFocus()
    expect(success.contains(document.activeElement)).toBe(false)
    await user.unhover(success)
    act(() => {
      vi.advanceTimersByTime(successTimeout + 100)
    })
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull()
    })
  })

  it('needs the provider', () => {
    function Orphan() {
      useToast()
      return null
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Orphan />)).toThrow(/ToastProvider/)
  })
})
