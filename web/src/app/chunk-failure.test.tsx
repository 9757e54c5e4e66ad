import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoute } from '@/testing/render-route'

const chunkError = 'Failed to fetch dynamically imported module: /assets/search-B2yY4nI-.js'

describe('a route chunk that fails to load', () => {
  afterEach(() => {
    vi.doUnmock('./routes/search')
  })

  it('reloads the page instead of showing an error', async () => {
    vi.doMock('./routes/search', () => {
      throw new TypeError(chunkError)
    })
    const buildCheck = {
      navigateWithFullLoad: vi.fn(() => false),
      recoverFromChunkError: vi.fn(() => true),
    }
    renderRoute('/de/search', { buildCheck })

    await waitFor(() => {
      expect(buildCheck.recoverFromChunkError).toHaveBeenCalled()
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('heading', { name: 'Ein Fehler ist aufgetreten' })).toBeNull()
  })

  it('shows the generic error when the reload marker forbids another reload', async () => {
    vi.doMock('./routes/search', () => {
      throw new TypeError(chunkError)
    })
    const buildCheck = {
      navigateWithFullLoad: vi.fn(() => false),
      recoverFromChunkError: vi.fn(() => false),
    }
    renderRoute('/de/search', { buildCheck })

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ein Fehler ist aufgetreten' }),
    ).toBeInTheDocument()
    // Vitest rewords the failed import's message; the error screen shows whatever it is.
    expect(document.querySelector('pre > code')?.textContent).toMatch(/\w/)
    // The page keeps its frame, so the visitor can go on.
    expect(screen.getByRole('banner')).toBeInTheDocument()
  })
})
