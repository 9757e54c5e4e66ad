/**
 * What the server renderer needs of a browser's globals inside the Go
 * server's embedded V8 (internal/platform/ssr), which offers only the
 * language: timers on a queue the engine drains (`tick`), console, text
 * encoding, URL, and fetch with its Request, Response and Headers reaching
 * the shop's APIs in process through the engine's `__goFetch`. No `window`
 * and no `document`: the app renders as on a server.
 *
 * Imported first by entry-server.tsx; it only fills what is missing, so it
 * leaves Node's and the browser's own alone.
 */
import 'core-js/actual/url'
import 'core-js/actual/url-search-params'
import { ReadableStream, TransformStream, WritableStream } from 'web-streams-polyfill'

declare global {
  var __goFetch:
    ((method: string, url: string, headers: string, body: string) => string) | undefined
  var __goLog: ((level: string, message: string) => void) | undefined
}

const g = globalThis as Record<string, unknown>

interface Timer {
  id: number
  at: number
  seq: number
  fn: () => void
  every?: number
}

let now = 0
let seq = 0
let nextId = 1
const timers = new Map<number, Timer>()

/** Runs the earliest timer, on a virtual clock; false when none is waiting. */
export function tick(): boolean {
  let next: Timer | undefined
  for (const t of timers.values()) {
    if (!next || t.at < next.at || (t.at === next.at && t.seq < next.seq)) next = t
  }
  if (!next) return false
  now = Math.max(now, next.at)
  if (next.every === undefined) timers.delete(next.id)
  else {
    next.at = now + next.every
    next.seq = seq++
  }
  next.fn()
  return true
}

/** Forgets the timers a render left (a cache's collection timer), so the next render starts clean. */
export function clearTimers() {
  timers.clear()
}

function addTimer(fn: unknown, delay: unknown, args: unknown[], every: boolean): number {
  const id = nextId++
  const ms = Math.max(0, Number(delay) || 0)
  const run =
    typeof fn === 'function'
      ? () => void (fn as (...a: unknown[]) => unknown)(...args)
      : () => undefined
  timers.set(id, {
    id,
    at: now + ms,
    seq: seq++,
    fn: run,
    ...(every && { every: Math.max(1, ms) }),
  })
  return id
}

if (typeof g.setTimeout !== 'function') {
  g.setTimeout = (fn: unknown, delay?: unknown, ...args: unknown[]) =>
    addTimer(fn, delay, args, false)
  g.setInterval = (fn: unknown, delay?: unknown, ...args: unknown[]) =>
    addTimer(fn, delay, args, true)
  g.clearTimeout = g.clearInterval = (id: unknown) => void timers.delete(Number(id))
}
if (typeof g.MessageChannel !== 'function') {
  // React's scheduler posts its work through one; a timer does as well here.
  class TimerPort {
    onmessage: ((event: { data: unknown }) => void) | null = null
    other?: TimerPort
    postMessage(data: unknown) {
      const target = this.other
      addTimer(() => target?.onmessage?.({ data }), 0, [], false)
    }
    close() {
      this.onmessage = null
    }
  }
  g.MessageChannel = class {
    port1 = new TimerPort()
    port2 = new TimerPort()
    constructor() {
      this.port1.other = this.port2
      this.port2.other = this.port1
    }
  }
}
if (typeof g.queueMicrotask !== 'function') {
  g.queueMicrotask = (fn: () => void) => void Promise.resolve().then(fn)
}

function format(args: unknown[]): string {
  return args
    .map((a) => {
      if (typeof a === 'string') return a
      if (a instanceof Error) return a.stack ?? a.message
      try {
        return JSON.stringify(a)
      } catch {
        return String(a)
      }
    })
    .join(' ')
}

// V8's own console writes nowhere without an inspector: the engine's log takes it.
if (typeof globalThis.__goLog === 'function') {
  const log =
    (level: string) =>
    (...args: unknown[]) =>
      globalThis.__goLog?.(level, format(args))
  g.console = {
    log: log('debug'),
    info: log('debug'),
    debug: log('debug'),
    warn: log('warn'),
    error: log('error'),
  }
}
if (typeof g.performance !== 'object') {
  g.performance = { now: () => now }
}

// UTF-8 both ways in plain loops over typed arrays, which V8 compiles to tight code: a render
// encodes every chunk of its markup and decodes the whole page.
export class UTF8Encoder {
  readonly encoding = 'utf-8'
  encode(input = ''): Uint8Array {
    const n = input.length
    const out = new Uint8Array(n * 3)
    let j = 0
    for (let i = 0; i < n; i++) {
      let c = input.charCodeAt(i)
      if (c < 0x80) {
        out[j++] = c
        continue
      }
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
        const d = input.charCodeAt(i + 1)
        if (d >= 0xdc00 && d <= 0xdfff) {
          i++
          c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00)
          out[j++] = 0xf0 | (c >> 18)
          out[j++] = 0x80 | ((c >> 12) & 63)
          out[j++] = 0x80 | ((c >> 6) & 63)
          out[j++] = 0x80 | (c & 63)
          continue
        }
      }
      if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd
      if (c < 0x800) {
        out[j++] = 0xc0 | (c >> 6)
        out[j++] = 0x80 | (c & 63)
      } else {
        out[j++] = 0xe0 | (c >> 12)
        out[j++] = 0x80 | ((c >> 6) & 63)
        out[j++] = 0x80 | (c & 63)
      }
    }
    return out.subarray(0, j)
  }
}

export class UTF8Decoder {
  readonly encoding = 'utf-8'
  decode(input?: ArrayBuffer | ArrayBufferView): string {
    if (!input) return ''
    const bytes =
      input instanceof Uint8Array
        ? input
        : ArrayBuffer.isView(input)
          ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength)
          : new Uint8Array(input)
    const n = bytes.length
    // Never more UTF-16 code units than bytes.
    const units = new Uint16Array(n)
    let j = 0
    for (let i = 0; i < n;) {
      const b = bytes[i++] ?? 0
      if (b < 0x80) {
        units[j++] = b
        continue
      }
      let c: number
      let extra: number
      if (b >= 0xf0) [c, extra] = [b & 7, 3]
      else if (b >= 0xe0) [c, extra] = [b & 15, 2]
      else if (b >= 0xc0) [c, extra] = [b & 31, 1]
      else {
        units[j++] = 0xfffd
        continue
      }
      for (; extra > 0 && i < n; extra--) c = (c << 6) | ((bytes[i++] ?? 0) & 63)
      if (c >= 0x10000) {
        c -= 0x10000
        units[j++] = 0xd800 + (c >> 10)
        units[j++] = 0xdc00 + (c & 1023)
      } else units[j++] = c
    }
    let out = ''
    for (let k = 0; k < j; k += 8192) {
      out += String.fromCharCode.apply(
        null,
        units.subarray(k, Math.min(j, k + 8192)) as unknown as number[],
      )
    }
    return out
  }
}

if (typeof g.TextEncoder !== 'function') g.TextEncoder = UTF8Encoder
if (typeof g.TextDecoder !== 'function') g.TextDecoder = UTF8Decoder

type HeaderInit = SimpleHeaders | Record<string, string> | [string, string][] | undefined

class SimpleHeaders {
  private map = new Map<string, string>()
  constructor(init?: HeaderInit) {
    if (!init) return
    const entries: Iterable<[string, string]> =
      init instanceof SimpleHeaders || Array.isArray(init) ? init : Object.entries(init)
    for (const [k, v] of entries) this.set(k, v)
  }
  get(name: string) {
    return this.map.get(name.toLowerCase()) ?? null
  }
  set(name: string, value: string) {
    this.map.set(name.toLowerCase(), value)
  }
  append(name: string, value: string) {
    const old = this.get(name)
    this.set(name, old === null ? value : `${old}, ${value}`)
  }
  has(name: string) {
    return this.map.has(name.toLowerCase())
  }
  delete(name: string) {
    this.map.delete(name.toLowerCase())
  }
  forEach(fn: (value: string, key: string) => void) {
    this.map.forEach(fn)
  }
  entries() {
    return this.map.entries()
  }
  keys() {
    return this.map.keys()
  }
  values() {
    return this.map.values()
  }
  [Symbol.iterator]() {
    return this.map.entries()
  }
  toJSON(): Record<string, string> {
    return Object.fromEntries(this.map)
  }
}

class SimpleEvent {
  readonly type: string
  constructor(type: string) {
    this.type = type
  }
}

class SimpleAbortSignal {
  aborted = false
  reason: unknown = undefined
  onabort: ((event: SimpleEvent) => void) | null = null
  private listeners = new Set<(event: SimpleEvent) => void>()
  addEventListener(_type: string, fn: (event: SimpleEvent) => void) {
    this.listeners.add(fn)
  }
  removeEventListener(_type: string, fn: (event: SimpleEvent) => void) {
    this.listeners.delete(fn)
  }
  throwIfAborted() {
    if (this.aborted) throw this.reason
  }
  dispatch(reason: unknown) {
    if (this.aborted) return
    this.aborted = true
    this.reason = reason
    const event = new SimpleEvent('abort')
    this.onabort?.(event)
    for (const fn of this.listeners) fn(event)
  }
}

class SimpleAbortController {
  readonly signal = new SimpleAbortSignal()
  abort(reason?: unknown) {
    this.signal.dispatch(reason ?? new Error('The operation was aborted.'))
  }
}

interface RequestOptions {
  method?: string
  headers?: HeaderInit
  body?: string | null
  signal?: SimpleAbortSignal | null
}

class SimpleRequest {
  readonly url: string
  readonly method: string
  readonly headers: SimpleHeaders
  readonly body: string | null
  readonly signal: SimpleAbortSignal
  constructor(input: string | URL | SimpleRequest, init: RequestOptions = {}) {
    const from = input instanceof SimpleRequest ? input : undefined
    this.url = from ? from.url : typeof input === 'string' ? input : (input as URL).href
    this.method = (init.method ?? from?.method ?? 'GET').toUpperCase()
    this.headers = new SimpleHeaders(init.headers ?? from?.headers)
    this.body = init.body ?? from?.body ?? null
    this.signal = init.signal ?? from?.signal ?? new SimpleAbortController().signal
  }
  text() {
    return Promise.resolve(this.body ?? '')
  }
  json(): Promise<unknown> {
    return this.text().then((t) => JSON.parse(t) as unknown)
  }
  clone() {
    return new SimpleRequest(this)
  }
}

class SimpleResponse {
  readonly status: number
  readonly statusText: string
  readonly headers: SimpleHeaders
  readonly ok: boolean
  readonly redirected = false
  readonly type = 'basic'
  readonly url: string
  private readonly text_: string
  bodyUsed = false
  constructor(
    body?: string | null,
    init: { status?: number; statusText?: string; headers?: HeaderInit; url?: string } = {},
  ) {
    this.text_ = body ?? ''
    this.status = init.status ?? 200
    this.statusText = init.statusText ?? ''
    this.headers = new SimpleHeaders(init.headers)
    this.ok = this.status >= 200 && this.status < 300
    this.url = init.url ?? ''
  }
  get body() {
    return this.text_ === '' ? null : this.text_
  }
  text() {
    this.bodyUsed = true
    return Promise.resolve(this.text_)
  }
  json(): Promise<unknown> {
    return this.text().then((t) => JSON.parse(t) as unknown)
  }
  clone() {
    return new SimpleResponse(this.text_, {
      status: this.status,
      headers: this.headers as unknown as HeaderInit,
      url: this.url,
    })
  }
  static json(data: unknown, init: { status?: number; headers?: HeaderInit } = {}) {
    const headers = new SimpleHeaders(init.headers)
    if (!headers.has('content-type')) headers.set('content-type', 'application/json')
    return new SimpleResponse(JSON.stringify(data), {
      ...init,
      headers: headers as unknown as HeaderInit,
    })
  }
  static redirect(url: string, status = 302) {
    return new SimpleResponse(null, { status, headers: { location: url } })
  }
}

if (typeof g.Headers !== 'function') g.Headers = SimpleHeaders
if (typeof g.AbortController !== 'function') {
  g.AbortController = SimpleAbortController
  g.AbortSignal = SimpleAbortSignal
}
if (typeof g.Request !== 'function') g.Request = SimpleRequest
if (typeof g.Response !== 'function') g.Response = SimpleResponse

interface GoAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

if (typeof g.fetch !== 'function') {
  g.fetch = (input: string | URL | SimpleRequest, init: RequestOptions = {}) => {
    const request = new SimpleRequest(input, init)
    if (request.signal.aborted) {
      const reason = request.signal.reason
      return Promise.reject(
        reason instanceof Error ? reason : new Error('The operation was aborted.'),
      )
    }
    const url = new URL(request.url, 'http://paddock.invalid')
    if (url.origin !== 'http://paddock.invalid' && !request.url.startsWith('/')) {
      // Only the shop's own APIs: the engine refuses the rest too.
      return Promise.reject(new TypeError(`fetch: only the shop's own paths, not ${request.url}`))
    }
    const goFetch = globalThis.__goFetch
    if (!goFetch) return Promise.reject(new TypeError('fetch: no engine'))
    try {
      const raw = goFetch(
        request.method,
        url.pathname + url.search,
        JSON.stringify(request.headers.toJSON()),
        request.body ?? '',
      )
      const answer = JSON.parse(raw) as GoAnswer
      return Promise.resolve(
        new SimpleResponse(answer.body, {
          status: answer.status,
          headers: answer.headers,
          url: url.href,
        }),
      )
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new TypeError(String(error)))
    }
  }
}

if (typeof g.ReadableStream !== 'function') {
  g.ReadableStream = ReadableStream
  g.WritableStream = WritableStream
  g.TransformStream = TransformStream
}
