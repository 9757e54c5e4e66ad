import { defineConfig } from 'vitest/config';
import journeys from './vitest.config';

// `make bench`: the measurements under measure/, against the same real binary.
// One at a time: a measurement beside another measures both.
export default defineConfig({
  ...journeys,
  test: { ...journeys.test, include: ['measure/**/*.measure.ts'], fileParallelism: false },
});
