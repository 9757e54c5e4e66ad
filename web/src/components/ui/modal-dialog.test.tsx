import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ComponentProps } from 'react'
import { describe, expect, it } from 'vitest'
import { renderComponent } from '@/testing/render-component'
import {
  ModalDialog,
  ModalDialogBody,
  ModalDialogFooter,
  ModalDialogHeader,
  ModalDialogHeading,
} from './modal-dialog'

type Options = Partial<
  Pick<ComponentProps<typeof ModalDialog>, 'role' | 'keepOpen' | 'dismissable'>
>

/** A button that opens a dialog, and the dialog: a heading, a text, a button that closes it. */
function Opener({ header = false, ...options }: Options & { header?: boolean }) {
  const [open, setOpen] = useState(false)
  const close = () => {
    setOpen(false)
  }
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true)
        }}
      >
        Öffnen
      </button>
      {open && (
        <ModalDialog labelledBy="heading" describedBy="text" onClose={close} {...options}>
          {header && (
            <ModalDialogHeader headingId="heading" onClose={close}>
              Adresse ändern
            </ModalDialogHeader>
          )}
          <ModalDialogBody belowHeader={header}>
            {!header && <ModalDialogHeading id="heading">Adresse löschen?</ModalDialogHeading>}
            <p id="text">Die Adresse wird aus Ihrem Adressbuch entfernt.</p>
          </ModalDialogBody>
          <ModalDialogFooter>
            <button type="button" onClick={close}>
              Abbrechen
            </button>
          </ModalDialogFooter>
        </ModalDialog>
      )}
    </>
  )
}

async function openDialog(options: Options & { header?: boolean } = {}) {
  const user = userEvent.setup()
  renderComponent(<Opener {...options} />)
  const opener = screen.getByRole('button', { name: 'Öffnen' })
  await user.click(opener)
  return { user, opener }
}

describe('ModalDialog', () => {
  it('is named by its heading and described by its text, keeps the focus inside, and returns it on closing', async () => {
    const { user, opener } = await openDialog()
    const dialog = screen.getByRole('dialog', { name: 'Adresse löschen?' })
    expect(dialog).toHaveAccessibleDescription('Die Adresse wird aus Ihrem Adressbuch entfernt.')
    await waitFor(() => {
      expect(dialog.contains(document.activeElement)).toBe(true)
    })
    for (let i = 0; i < 3; i++) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => {
      expect(opener).toHaveFocus()
    })
  })

  it('closes on Escape', async () => {
    const { user } = await openDialog()
    await user.keyboard('{Escape}')
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull()
    })
  })

  it('stays open on Escape while it is kept open', async () => {
    const { user } = await openDialog({ keepOpen: true })
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Adresse löschen?' })).toBeInTheDocument()
  })

  it('stays open on a click outside', async () => {
    const { user } = await openDialog()
    await user.click(document.body)
    expect(screen.getByRole('dialog', { name: 'Adresse löschen?' })).toBeInTheDocument()
  })

  it('closes on a click outside when dismissable', async () => {
    const { user } = await openDialog({ dismissable: true })
    await user.click(document.body)
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull()
    })
  })

  it('is an alert dialog for a confirmation', async () => {
    await openDialog({ role: 'alertdialog' })
    expect(screen.getByRole('alertdialog', { name: 'Adresse löschen?' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('has a header with the heading and a close button', async () => {
    const { user, opener } = await openDialog({ header: true })
    const dialog = screen.getByRole('dialog', { name: 'Adresse ändern' })
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Adresse ändern')
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => {
      expect(opener).toHaveFocus()
    })
  })
})
