import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { ApiError } from '../lib/api'
import { TextProvider } from '../lib/text'
import { DeleteDialog, SaveBar } from './save-bar'

const conflict = new ApiError('Someone else changed the club meanwhile.', {
  status: 409,
  code: 'CONFLICT',
})

describe('the save bar', () => {
  test('offers a reload on a save refused as changed meanwhile', async () => {
    const user = userEvent.setup()
    const onReload = vi.fn()
    render(
      <TextProvider initial="en">
        <SaveBar saveLabel="Save" error={conflict} onReload={onReload} />
      </TextProvider>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else changed the club meanwhile.')
    await user.click(screen.getByRole('button', { name: 'Reload (your changes are lost)' }))
    expect(onReload).toHaveBeenCalledOnce()
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull()
  })

  test('shows another error plainly, the saved note, and the delete button when it may', async () => {
    const user = userEvent.setup()
    const onDelete = vi.fn()
    render(
      <TextProvider initial="de">
        <SaveBar
          saveLabel="Speichern"
          saved="Gespeichert."
          error={new ApiError('Kaputt', { status: 500, code: 'INTERNAL' })}
          onReload={vi.fn()}
          deleteLabel="Löschen"
          onDelete={onDelete}
        />
      </TextProvider>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert.')
    expect(screen.getByRole('alert')).toHaveTextContent('Kaputt')
    expect(screen.queryByRole('button', { name: /Neu laden/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveAttribute('type', 'submit')
    await user.click(screen.getByRole('button', { name: 'Löschen' }))
    expect(onDelete).toHaveBeenCalledOnce()
  })
})

describe('the delete dialog', () => {
  test('asks, deletes or cancels', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onClose = vi.fn()
    render(
      <TextProvider initial="fr">
        <DeleteDialog
          title="Supprimer ?"
          text="« Club » quitte la boutique."
          open
          confirmLabel="Supprimer"
          onConfirm={onConfirm}
          onClose={onClose}
        />
      </TextProvider>,
    )
    expect(screen.getByRole('alertdialog')).toHaveTextContent('« Club » quitte la boutique.')
    await user.click(screen.getByRole('button', { name: 'Supprimer' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: 'Annuler' }))
    expect(onClose).toHaveBeenCalled()
  })
})
