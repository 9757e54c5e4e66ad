import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const run = promisify(execFile);

/**
 * Runs a paddock command with the server's data directory, as the shop's
 * operator would on the same machine, and returns what it printed. The
 * server keeps running: SQLite lets both in.
 */
export async function paddock(args: string[]): Promise<string> {
  const { stdout } = await run(inject('paddockBin'), args, {
    env: { ...process.env, PADDOCK_DATA_DIR: inject('dataDir'), PADDOCK_LOG_LEVEL: 'warn' },
  });
  return stdout;
}
