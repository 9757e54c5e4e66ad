import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { vi } from 'vitest'
import { estimatedProgress, LoadingBarController } from './loading-bar-controller'

describe('LoadingBarController', () => {
  let bar: LoadingBarController

  beforeEach(() => {
    vi.useFakeTimers()
    bar = new LoadingBarController()
  })
  afterEach(() => {
    bar.dispose()
    vi.useRealTimers()
  })

  it('shows nothing for a navigation shorter than 200 ms', () => {
    const changes: unknown[] = []
    bar.subscribe(() => changes.push(bar.getSnapshot()))
    bar.start()
    vi.advanceTimersByTime(199)
    bar.finish()
    vi.advanceTimersByTime(5_000)
    expect(changes).toEqual([])
    expect(bar.getSnapshot()).toEqual({ visible: false, progress: 0 })
  })

  it('appears after 200 ms and creeps towards 100 without reaching it', () => {
    bar.start()
    vi.advanceTimersByTime(200)
    expect(bar.getSnapshot()).toEqual({ visible: true, progress: 0 })

    vi.advanceTimersByTime(1_000)
    const afterOneSecond = bar.getSnapshot().progress
    vi.advanceTimersByTime(1_000)
    const afterTwoSeconds = bar.getSnapshot().progress
    vi.advanceTimersByTime(60_000)
    const afterAMinute = bar.getSnapshot().progress

    expect(afterOneSecond).toBeGreaterThan(30)
    expect(afterTwoSeconds).toBeGreaterThan(afterOneSecond)
    expect(afterTwoSeconds).toBeCloseTo(70.5, 0)
    expect(afterAMinute).toBeGreaterThan(afterTwoSeconds)
    expect(afterAMinute).toBeLessThan(100)
  })

  it('fills up on finish, hides 500 ms later and resets 400 ms after that', () => {
    bar.start()
    vi.advanceTimersByTime(700)
    bar.finish()
    expect(bar.getSnapshot()).toEqual({ visible: true, progress: 100 })

    vi.advanceTimersByTime(499)
    expect(bar.getSnapshot().visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(bar.getSnapshot()).toEqual({ visible: false, progress: 100 })

    vi.advanceTimersByTime(399)
    expect(bar.getSnapshot().progress).toBe(100)
    vi.advanceTimersByTime(1)
    expect(bar.getSnapshot()).toEqual({ visible: false, progress: 0 })
  })

  it('keeps showing when a new navigation starts while the last one fades', () => {
    bar.start()
    vi.advanceTimersByTime(300)
    bar.finish()
    vi.advanceTimersByTime(100)
    bar.start()
    expect(bar.getSnapshot()).toEqual({ visible: true, progress: 0 })
    vi.advanceTimersByTime(2_000)
    expect(bar.getSnapshot().visible).toBe(true)
  })

  it('estimates about 70 % after one duration', () => {
    expect(estimatedProgress(2_000, 0)).toBe(0)
    expect(estimatedProgress(2_000, 2_000)).toBeCloseTo(70.48, 1)
  })
})
