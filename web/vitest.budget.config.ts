import { defineConfig } from 'vitest/config'

// `make web-budget`: the first-load budget of every public route, read from the build in dist/shop.
export default defineConfig({
  test: { environment: 'node', include: ['tooling/**/*.budget.ts'] },
})
