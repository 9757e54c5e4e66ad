import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's PADDOCK_DATA_DIR: `paddock mail` with it reads the same local mailbox. */
    dataDir: string;
    /** The paddock binary the server runs. */
    paddockBin: string;
    /** The local stand-in for Mollie the shop pays through (its hosted page and its control endpoints). */
    fakeMollieURL: string;
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

async function run(bin: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string): Promise<void> {
  const child = spawn(bin, args, { env, cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${bin} ${args.join(' ')} exited with ${code}`);
}

/**
 * Starts the local stand-in for Mollie's API and hosted checkout
 * (tools/fake-mollie): FAKE_MOLLIE_BIN, else bin/fake-mollie beside the
 * paddock binary (make fake-mollie), else one built into `dir` now.
 * Answers its URL, which it prints once listening, and the process.
 */
async function startFakeMollie(bin: string, dir: string): Promise<{ url: string; process: ChildProcess }> {
  let command = process.env.FAKE_MOLLIE_BIN ?? join(dirname(bin), 'fake-mollie');
  if (!existsSync(command)) {
    command = join(dir, 'fake-mollie');
    await run('go', ['build', '-o', command, './tools/fake-mollie'], process.env, resolve(import.meta.dirname, '../..'));
  }
  const child = spawn(command, ['-addr', '127.0.0.1:0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const url = await new Promise<string>((done, fail) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /FAKE_MOLLIE_URL=(\S+)/.exec(out);
        if (found?.[1]) done(found[1]);
      });
      child.on('exit', (code) => fail(new Error(`fake-mollie exited with ${code}`)));
      setTimeout(() => fail(new Error('fake-mollie printed no FAKE_MOLLIE_URL within 30 s')), 30_000).unref();
    });
    child.stdout?.resume();
    return { url, process: child };
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
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
  // The axe findings of this run only (support/browser.ts appends them; make test prints them on failure).
  await rm(resolve(import.meta.dirname, '../test-results/axe-violations.txt'), { force: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'paddock-e2e-'));
  const port = await freePort();
  const mollie = await startFakeMollie(bin, dataDir);
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
    // Mollie's methods come from the local fake (its hosted page decides
    // each payment); the built-in test provider stays on beside them.
    PADDOCK_MOLLIE_API_KEY: 'test_e2eJourneysPayThroughTheFake01',
    PADDOCK_MOLLIE_PROFILE_ID: 'pfl_e2eJourneys',
    PADDOCK_MOLLIE_API_URL: `${mollie.url}/v2`,
  };
  const baseURL = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  try {
    // Pictures 300 pixels across are plenty for the journeys and drawn in a
    // fraction of the full size's time. `make bench` sets
    // PADDOCK_E2E_IMAGE_SIZE=full: Lighthouse weighs the pictures a shop has.
    const imageSize = process.env.PADDOCK_E2E_IMAGE_SIZE ?? '300';
    await run(bin, ['seed', ...(imageSize === 'full' ? [] : ['-image-size', imageSize])], env);
    server = spawn(bin, ['serve'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    await waitUntilReady(`${baseURL}/readyz`, server);
  } catch (error) {
    server?.kill('SIGTERM');
    mollie.process.kill('SIGTERM');
    throw error;
  }
  const serving = server;
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('paddockBin', bin);
  project.provide('fakeMollieURL', mollie.url);

  return async () => {
    // SIGTERM must end the server cleanly: it finishes requests in flight
    // and exits with 0.
    serving.kill('SIGTERM');
    const [code] = (await once(serving, 'exit')) as [number | null];
    mollie.process.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`paddock serve exited with ${code} on SIGTERM`);
  };
}
