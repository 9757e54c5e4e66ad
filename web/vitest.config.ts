import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Tests may read the Go server's schema files (the one source of each
    // API), which sit beside web/; the app's build reads nothing there.
    server: { fs: { allow: ['..'] } },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'tooling/**/*.test.ts'],
      setupFiles: ['./src/testing/setup.ts'],
      restoreMocks: true,
      // One jsdom and one module graph per worker, on every core: most of the
      // suite renders the whole app, and building a fresh jsdom and importing
      // the app again for each file took most of its time. Each test still
      // starts clean: setup.ts unmounts, resets the API handlers, the viewport,
      // the language, cookies, storage and the head.
      pool: 'threads',
      isolate: false,
      maxWorkers: '100%',
      // Whole-app tests load lazy route chunks that Vite transforms on first
      // use; cold, on two cores, that exceeds the default 5 s per test.
      testTimeout: 30_000,
      unstubGlobals: true,
    },
  }),
)
