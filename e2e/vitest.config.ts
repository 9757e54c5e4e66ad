import { defineConfig } from 'vitest/config';

// Browser journeys run against one real paddock process that global-setup
// starts on a free port with a fresh SQLite database and the demo data.
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // A guard against a journey that hangs, not a measure of speed (that is
    // bench/'s): journeys side by side on two busy cores take a while, and a
    // CI machine is slower than this one.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // Two cores: one Chromium per worker is plenty (files with
    // describe.concurrent run their journeys side by side already; three
    // workers made journeys of 20 s pass their minute).
    maxWorkers: 2,
  },
});
