import { describe, expect, it } from 'vitest'
import {
  budgetOverruns,
  firstLoadFiles,
  routesFirstLoad,
  type Budgets,
  type Manifest,
} from './first-load.ts'

/** A build in small: an entry with its vendor chunk, two route modules sharing a chunk, a lazy dialog. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/routes/product.tsx', 'src/routes/search.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/locales/de/common.json': { file: 'assets/common.js', isDynamicEntry: true },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'], css: ['assets/shared.css'] },
  'src/routes/product.tsx': {
    file: 'assets/product.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_vendor.js'],
    dynamicImports: ['src/dialog.tsx'],
  },
  'src/routes/search.tsx': {
    file: 'assets/search.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
  'src/dialog.tsx': { file: 'assets/dialog.js', isDynamicEntry: true, imports: ['_vendor.js'] },
}

const sizes: Record<string, number> = {
  'assets/index.js': 20_000,
  'assets/common.js': 5_000,
  'assets/vendor.js': 70_000,
  'assets/shared.js': 10_000,
  'assets/product.js': 15_000,
  'assets/search.js': 5_000,
  'assets/dialog.js': 40_000,
  'assets/index.css': 12_000,
  'assets/shared.css': 1_500,
}
const gzipSize = (file: string) => Promise.resolve(sizes[file] ?? Number.NaN)

const budgets = (productJsKB: number): Budgets => ({
  entry: 'index.html',
  shell: ['src/locales/de/common.json'],
  routes: {
    product: { modules: ['src/routes/product.tsx'], jsKB: productJsKB, cssKB: 14 },
    search: { modules: ['src/routes/search.tsx'], jsKB: 111, cssKB: 14 },
  },
})

describe('first-load files', () => {
  it('are the entry, the route module and what they import statically, each once', () => {
    expect(firstLoadFiles(manifest, ['index.html', 'src/routes/product.tsx'])).toEqual({
      js: ['assets/vendor.js', 'assets/index.js', 'assets/shared.js', 'assets/product.js'],
      css: ['assets/index.css', 'assets/shared.css'],
    })
  })

  it('leave out what loads later through a dynamic import', () => {
    const { js } = firstLoadFiles(manifest, ['index.html', 'src/routes/product.tsx'])
    expect(js).not.toContain('assets/dialog.js')
    expect(js).not.toContain('assets/search.js')
  })

  it('refuse a module the build does not know, so a renamed route cannot drop out', () => {
    expect(() => firstLoadFiles(manifest, ['index.html', 'src/routes/prodcut.tsx'])).toThrow(
      /src\/routes\/prodcut\.tsx/,
    )
  })
})

describe('the budget', () => {
  it('sums the gzip bytes of a route’s files, the shell’s among them', async () => {
    const load = await routesFirstLoad(manifest, budgets(120), gzipSize)
    expect(load.routes.product).toMatchObject({ jsGzipBytes: 120_000, cssGzipBytes: 13_500 })
    expect(load.routes.product?.js).toContain('assets/common.js')
    expect(load.routes.search).toMatchObject({ jsGzipBytes: 110_000, cssGzipBytes: 13_500 })
  })

  it('holds a route at its budget, to the byte', async () => {
    const load = await routesFirstLoad(manifest, budgets(120), gzipSize)
    expect(budgetOverruns(load, budgets(120))).toEqual([])
  })

  it('fails a route a byte over, naming the route, the figure and the budget', async () => {
    const load = await routesFirstLoad(manifest, budgets(119.999), gzipSize)
    const overruns = budgetOverruns(load, budgets(119.999))
    expect(overruns).toHaveLength(1)
    expect(overruns[0]).toMatchObject({ route: 'product', kind: 'JavaScript', bytes: 120_000 })
    expect(overruns[0]?.message).toMatch(
      /^the product page's first-load JavaScript is 120\.0 kB gzip, over its budget of 120\.0 kB .* by 1 bytes; its files: assets\/vendor\.js, /,
    )
  })

  it('checks the CSS apart from the JavaScript', async () => {
    const tight: Budgets = {
      entry: 'index.html',
      shell: [],
      routes: { search: { modules: ['src/routes/search.tsx'], jsKB: 200, cssKB: 13 } },
    }
    const load = await routesFirstLoad(manifest, tight, gzipSize)
    expect(budgetOverruns(load, tight).map(({ route, kind }) => [route, kind])).toEqual([
      ['search', 'CSS'],
    ])
  })
})
