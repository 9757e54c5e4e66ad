import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoadingBar } from './loading-bar'

describe('LoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('renders a progress bar only once a navigation takes longer than 200 ms', () => {
    const { rerender } = render(<LoadingBar active={false} />)
    rerender(<LoadingBar active />)
    expect(screen.queryByRole('progressbar')).toBeNull()

    act(() => {
      vi.advanceTimersByTime(1_200)
    })
    const bar = screen.getByRole('progressbar')
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0)

    rerender(<LoadingBar active={false} />)
    // Finished, it runs to its end out of assistive technology's way (it stands outside the landmarks).
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    act(() => {
      vi.advanceTimersByTime(900)
    })
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull()
  })
})
