import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SaleCountdown } from './sale-countdown'

const now = Date.parse('2026-07-01T10:00:00Z')
const at = (ms: number) => new Date(now + ms).toISOString()
const second = 1000
const minute = 60 * second

function figures(): string[] {
  return [...document.querySelectorAll('time[datetime^="P"] > span > span:first-child')].map(
    (node) => node.textContent,
  )
}

describe('SaleCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    vi.setSystemTime(now)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('counts down to an upcoming sale’s start every second, on the server’s clock', () => {
    // The server's clock is an hour behind this browser's: its time counts.
    render(
      <SaleCountdown
        countdown={{
          state: 'upcoming',
          startsAt: at(-hourMs() + ((26 * 60 + 3) * 60 + 5) * second),
          endsAt: null,
          serverTime: at(-hourMs()),
        }}
        receivedAt={now}
        locale="de"
        onEnd={() => undefined}
      />,
    )
    expect(screen.getByText('Beginnt in')).toBeInTheDocument()
    expect(figures()).toEqual(['01', '02', '03', '05'])
    expect(document.querySelector('time[datetime^="P"]')).toHaveAttribute('datetime', 'P1DT2H3M5S')
    act(() => {
      vi.advanceTimersByTime(second)
    })
    expect(figures()).toEqual(['01', '02', '03', '04'])
    expect(screen.getByText(/^Beginn:/).querySelector('time')).toHaveAttribute(
      'datetime',
      at(-hourMs() + ((26 * 60 + 3) * 60 + 5) * second),
    )
  })

  it('announces the time left politely, once a minute, not every second', () => {
    // Its own live region: others (react-aria's announcer) may hang in the body.
    const { container } = render(
      <SaleCountdown
        countdown={{
          state: 'running',
          startsAt: null,
          endsAt: at(2 * minute + 30 * second),
          serverTime: at(0),
        }}
        receivedAt={now}
        locale="de"
        onEnd={() => undefined}
      />,
    )
    const live = container.querySelector('[aria-live="polite"]')
    expect(live).toHaveTextContent('Endet in 2 Minuten')
    const texts = new Set<string>()
    for (let tick = 0; tick < 40; tick++) {
      act(() => {
        vi.advanceTimersByTime(second)
      })
      texts.add(live?.textContent ?? '')
    }
    // 40 ticks crossed one minute boundary: two texts, not forty.
    expect([...texts]).toEqual(['Endet in 2 Minuten', 'Endet in 1 Minute'])
    // The figures themselves are not read out; the words are.
    expect(document.querySelector('time[datetime^="P"]')).toHaveAttribute('aria-hidden', 'true')
  })

  it('asks once where the sale stands when the moment comes', () => {
    const onEnd = vi.fn()
    render(
      <SaleCountdown
        countdown={{ state: 'running', startsAt: null, endsAt: at(3 * second), serverTime: at(0) }}
        receivedAt={now}
        locale="de"
        onEnd={onEnd}
      />,
    )
    expect(screen.getByText('Endet in')).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(2 * second)
    })
    expect(onEnd).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(5 * second)
    })
    expect(onEnd).toHaveBeenCalledTimes(1)
    expect(figures()).toEqual(['00', '00', '00', '00'])
  })

  it('says when a sale has ended', () => {
    render(
      <SaleCountdown
        countdown={{ state: 'ended', startsAt: null, endsAt: null, serverTime: at(0) }}
        receivedAt={now}
        locale="de"
        onEnd={() => undefined}
      />,
    )
    expect(screen.getByText('Diese Aktion ist beendet.')).toBeInTheDocument()
  })
})

function hourMs() {
  return 60 * minute
}
