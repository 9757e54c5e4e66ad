import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BuildCheck, firstCheckDelayMs, pollIntervalMs } from './build-check'
import { ReloadGuard } from './reload-guard'

function latest(id: string) {
  return vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ id, timestamp: 1 })))
}

function setup(deployedId = 'build-a') {
  const fetchMock = latest(deployedId)
  const location = { assign: vi.fn<(url: string) => void>(), reload: vi.fn<() => void>() }
  const check = new BuildCheck({ currentBuildId: 'build-a', fetch: fetchMock, location })
  return { check, fetchMock, location }
}

describe('BuildCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('asks for the latest build 1 s after start, then every 10 minutes, without cache', async () => {
    const { check, fetchMock } = setup()
    const stop = check.start()

    await vi.advanceTimersByTimeAsync(firstCheckDelayMs - 1)
    expect(fetchMock).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(`/_build/latest.json?t=${String(Date.now())}`)
    expect(init).toMatchObject({ cache: 'no-store' })

    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    stop()
    await vi.advanceTimersByTimeAsync(pollIntervalMs * 3)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('checks again when the tab becomes visible', async () => {
    const { check, fetchMock } = setup()
    const stop = check.start()
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    stop()
  })

  it('stays current while the deployed build is this one', async () => {
    const { check, location } = setup('build-a')
    await check.check()
    expect(check.outdated).toBe(false)
    expect(check.navigateWithFullLoad('http://localhost/de/search')).toBe(false)
    expect(location.assign).not.toHaveBeenCalled()
  })

  it('turns the next navigation into a full page load once outdated', async () => {
    const { check, location } = setup('build-b')
    await check.check()
    expect(check.outdated).toBe(true)
    expect(check.navigateWithFullLoad('http://localhost/de/search')).toBe(true)
    expect(location.assign).toHaveBeenCalledWith('http://localhost/de/search')
    expect(sessionStorage.getItem('paddock:reload')).toBe(String(Date.now()))
  })

  it('ignores failed and malformed answers', async () => {
    const location = { assign: vi.fn(), reload: vi.fn() }
    for (const fetchMock of [
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline'))),
      vi.fn<typeof fetch>(() => Promise.resolve(new Response('not json'))),
      vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 404 }))),
      vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ id: 42 }))),
    ]) {
      const check = new BuildCheck({ currentBuildId: 'build-a', fetch: fetchMock, location })
      await check.check()
      expect(check.outdated).toBe(false)
    }
  })

  it('reloads after a chunk-load failure, but not twice within 10 s', () => {
    const first = setup()
    expect(first.check.recoverFromChunkError()).toBe(true)
    expect(first.location.reload).toHaveBeenCalledTimes(1)

    // A fresh page (after the reload) fails again 9.999 s later: the marker stops a loop.
    vi.advanceTimersByTime(9_999)
    const second = setup()
    expect(second.check.recoverFromChunkError()).toBe(false)
    expect(second.location.reload).not.toHaveBeenCalled()

    // Once the marker is 10 s old, a reload may happen again.
    vi.advanceTimersByTime(1)
    const third = setup()
    expect(third.check.recoverFromChunkError()).toBe(true)
    expect(third.location.reload).toHaveBeenCalledTimes(1)
  })

  it('keeps an outdated tab on client-side navigation while the marker is young', async () => {
    sessionStorage.setItem('paddock:reload', String(Date.now() - 5_000))
    const { check, location } = setup('build-b')
    await check.check()
    expect(check.navigateWithFullLoad('http://localhost/de/checkout/cart')).toBe(false)
    expect(location.assign).not.toHaveBeenCalled()
  })

  it('answers a preload error with a reload and marks the event handled', () => {
    const { check, location } = setup()
    const stop = check.listenForPreloadErrors()
    const event = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(event)
    expect(location.reload).toHaveBeenCalledTimes(1)
    expect(event.defaultPrevented).toBe(true)

    // While that reload is under way, the failed import must not show an error either.
    expect(check.recoverFromChunkError()).toBe(true)
    expect(location.reload).toHaveBeenCalledTimes(1)
    stop()
  })

  it('leaves a preload error unhandled when the guard forbids a reload', () => {
    sessionStorage.setItem('paddock:reload', String(Date.now()))
    const { check, location } = setup()
    const stop = check.listenForPreloadErrors()
    const event = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(event)
    expect(location.reload).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(false)
    stop()
  })
})

describe('ReloadGuard', () => {
  it('refuses without usable storage', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => undefined,
    }
    expect(new ReloadGuard({ storage }).tryAcquire()).toBe(false)
  })

  it('ignores a marker from the future, as after a clock change', () => {
    sessionStorage.setItem('paddock:reload', String(Date.now() + 60_000))
    expect(new ReloadGuard().tryAcquire()).toBe(true)
  })
})
