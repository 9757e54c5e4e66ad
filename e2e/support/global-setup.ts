import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's PADDOCK_DATA_DIR: `paddock mail` with it reads the same local mailbox. */
    dataDir: string;
    /** The paddock binary the server runs. */
    paddockBin: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => done(port));
    });
  });
}

async function run(bin: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(bin, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${bin} ${args.join(' ')} exited with ${code}`);
}

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`paddock serve exited with ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`paddock did not become ready at ${url}`);
}

export default async function setup(project: TestProject) {
  const bin = process.env.PADDOCK_BIN ?? resolve(import.meta.dirname, '../../bin/paddock');
  const dataDir = await mkdtemp(join(tmpdir(), 'paddock-e2e-'));
  const port = await freePort();
  const env = {
    ...process.env,
    PADDOCK_DATA_DIR: dataDir,
    PADDOCK_LISTEN: `127.0.0.1:${port}`,
    PADDOCK_BASE_URL: `http://127.0.0.1:${port}`,
    PADDOCK_LOG_LEVEL: process.env.PADDOCK_LOG_LEVEL ?? 'warn',
    // Journeys stand for many visitors: each browser context names its own
    // client address in X-Forwarded-For (support/browser.ts), which the
    // server believes from loopback, so each gets the rate limits one
    // visitor has instead of all sharing one budget.
    PADDOCK_TRUSTED_PROXIES: '127.0.0.1',
  };
  await run(bin, ['seed'], env);
  const server = spawn(bin, ['serve'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${baseURL}/readyz`, server);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('paddockBin', bin);

  return async () => {
    // SIGTERM must end the server cleanly: it finishes requests in flight
    // and exits with 0.
    server.kill('SIGTERM');
    const [code] = (await once(server, 'exit')) as [number | null];
    await rm(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`paddock serve exited with ${code} on SIGTERM`);
  };
}
