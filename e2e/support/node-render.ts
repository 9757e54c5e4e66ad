// The storefront's server renderer run in Node, for the comparison with the
// engine's (issue 28 point 4): the same bundle (web/dist/ssr/render.js)
// evaluated in a bare node:vm context that holds what the Go engine gives
// an isolate (internal/platform/ssr/engine.go) and nothing of Node's:
//
//   __goFetch(method, path, headersJSON, body) answers, synchronously, the
//   JSON {status, headers, body} of the shop's API for a path of its own
//   ("/graphql?…"); the requests carry no cookie and no Authorization.
//   __goLog(level, message) takes the bundle's console.
//
// and drives a render as the engine does: render(input) answers a promise;
// between microtask checkpoints the bundle's virtual timers run one at a
// time through __paddock.tick() until the promise settles.
//
// The engine answers __goFetch from the API handler in process; here the
// request goes over HTTP to the running server, made synchronous with a
// worker thread and Atomics.wait.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { Worker } from 'node:worker_threads';

/** What the bundle's render answers (web/src/entry-server.tsx, RenderOutput). */
export interface RenderOutput {
  status: number;
  redirect?: string;
  html: string;
  state?: unknown;
}

interface Paddock {
  render(input: string): Promise<string>;
  tick(): boolean;
}

/** As the engine's bounds (engine.go's maxTicks). */
const maxTicks = 10_000;
/** Room for one API answer; the largest page's are a few hundred kB. */
const answerBytes = 32 << 20;

// The worker fetches what the main thread asks and writes the answer into the shared buffer:
// Int32 0 is the flag (0 waiting, 1 answered), Int32 1 the answer's length in bytes, the bytes from 8.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const flag = new Int32Array(workerData.shared, 0, 2);
const bytes = new Uint8Array(workerData.shared, 8);
parentPort.on('message', async ({ method, url, headers, body }) => {
  let answer;
  try {
    const res = await fetch(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body, redirect: 'manual' });
    const out = {};
    res.headers.forEach((value, key) => { out[key] = value; });
    answer = { status: res.status, headers: out, body: await res.text() };
  } catch (error) {
    answer = { error: String(error) };
  }
  let encoded = new TextEncoder().encode(JSON.stringify(answer));
  if (encoded.length > bytes.length) encoded = new TextEncoder().encode(JSON.stringify({ error: 'answer too large: ' + encoded.length + ' bytes' }));
  bytes.set(encoded);
  Atomics.store(flag, 1, encoded.length);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
`;

/**
 * A synchronous fetch of the server's own paths, as __goFetch is: the
 * headers the bundle sends but cookie and Authorization (a shared render
 * speaks for nobody).
 */
class SyncFetch {
  private readonly shared = new SharedArrayBuffer(8 + answerBytes);
  private readonly flag = new Int32Array(this.shared, 0, 2);
  private readonly bytes = new Uint8Array(this.shared, 8);
  private readonly worker: Worker;

  constructor(private readonly baseURL: string) {
    this.worker = new Worker(workerSource, { eval: true, workerData: { shared: this.shared } });
  }

  fetch(method: string, target: string, rawHeaders: string, body: string): string {
    if (!target.startsWith('/') || target.startsWith('//')) {
      throw new Error(`__goFetch reaches only the shop's own paths, not ${target}`);
    }
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(rawHeaders ? (JSON.parse(rawHeaders) as Record<string, string>) : {})) {
      if (!['cookie', 'authorization'].includes(key.toLowerCase())) headers[key] = value;
    }
    Atomics.store(this.flag, 0, 0);
    this.worker.postMessage({ method, url: this.baseURL + target, headers, body });
    if (Atomics.wait(this.flag, 0, 0, 30_000) === 'timed-out') throw new Error(`__goFetch: ${target} did not answer within 30 s`);
    const length = Atomics.load(this.flag, 1);
    const raw = new TextDecoder().decode(this.bytes.slice(0, length));
    const answer = JSON.parse(raw) as { error?: string };
    if (answer.error) throw new Error(`__goFetch ${target}: ${answer.error}`);
    return raw;
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

/** The bundle evaluated once in a context of its own, rendering page after page as an isolate does. */
export class NodeRenderer {
  private readonly paddock: Paddock;
  private readonly fetcher: SyncFetch;
  /** What the bundle logged as warnings and errors. */
  readonly logged: string[] = [];

  constructor(bundlePath: string, baseURL: string) {
    this.fetcher = new SyncFetch(baseURL);
    const context = vm.createContext({
      __goFetch: (method: string, url: string, headers: string, body: string) => this.fetcher.fetch(method, url, headers, body),
      __goLog: (level: string, message: string) => {
        if (level === 'warn' || level === 'error') this.logged.push(`${level}: ${message}`);
      },
    });
    vm.runInContext(readFileSync(bundlePath, 'utf8'), context, { filename: 'ssr.js' });
    const paddock = vm.runInContext('globalThis.__paddock', context) as Paddock | undefined;
    if (!paddock || typeof paddock.render !== 'function' || typeof paddock.tick !== 'function') {
      throw new Error('the bundle defines no __paddock with render and tick');
    }
    this.paddock = paddock;
  }

  /** Renders the page at url (path and query) as the server does for origin. */
  async render(url: string, origin: string): Promise<RenderOutput> {
    let settled: { ok: true; value: string } | { ok: false; error: unknown } | undefined;
    this.paddock.render(JSON.stringify({ url, origin })).then(
      (value) => {
        settled = { ok: true, value };
      },
      (error: unknown) => {
        settled = { ok: false, error };
      },
    );
    // A macrotask turn runs every microtask queued before it: the engine's checkpoint.
    const checkpoint = () => new Promise<void>((done) => setImmediate(done));
    for (let ticks = 0; ; ticks++) {
      await checkpoint();
      if (settled) break;
      if (ticks >= maxTicks) throw new Error('render never settled (too many timers)');
      if (!this.paddock.tick()) {
        await checkpoint();
        if (!settled) throw new Error('render never settled (waits on nothing)');
      }
    }
    const outcome = settled as { ok: true; value: string } | { ok: false; error: unknown };
    if (!outcome.ok) throw outcome.error instanceof Error ? outcome.error : new Error(`render failed: ${String(outcome.error)}`);
    return JSON.parse(outcome.value) as RenderOutput;
  }

  close(): Promise<number> {
    return this.fetcher.close();
  }
}
