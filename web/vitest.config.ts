import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      restoreMocks: true,
      // Whole-app tests load lazy route chunks that Vite transforms on first
      // use; cold, on two cores, that exceeds the default 5 s per test.
      testTimeout: 30_000,
      unstubGlobals: true,
    },
  }),
)
