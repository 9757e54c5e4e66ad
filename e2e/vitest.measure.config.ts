import { defineConfig } from 'vitest/config';
import journeys from './vitest.config';

// `make bench`: the measurements under measure/, against the same real binary.
export default defineConfig({ ...journeys, test: { ...journeys.test, include: ['measure/**/*.measure.ts'] } });
