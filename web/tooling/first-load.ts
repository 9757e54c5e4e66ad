import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { constants, gzipSync } from 'node:zlib'

/** One entry of Vite's `.vite/manifest.json` (build.manifest), keyed by source path or chunk name. */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  /** Keys of the chunks this one imports statically: they load before it runs. */
  imports?: string[]
  /** Keys of the chunks it may import later; not part of its first load. */
  dynamicImports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

/** What one public route type loads first, and its budget: web/budgets.json. */
export interface RouteBudget {
  /**
   * Manifest keys (source paths) of the modules the route's page needs to
   * show, besides the entry: the route module and the chunks its loader
   * awaits for the page type (the product page's module, a content page's
   * blocks).
   */
  modules: string[]
  /** JavaScript before the page is interactive, gzip, in kB (1,000 bytes, as Vite prints them). */
  jsKB: number
  /** Its stylesheets, gzip, in kB. */
  cssKB: number
}

export interface Budgets {
  /** The manifest key of the app's entry (index.html). */
  entry: string
  /**
   * Manifest keys of what every page awaits besides the entry before it
   * shows: the language's UI catalog, which the app imports before the
   * first render.
   */
  shell: string[]
  routes: Record<string, RouteBudget>
}

/** The files a route loads first, each chunk after the chunks it imports, the entry's before the route's. */
export interface FirstLoadFiles {
  js: string[]
  css: string[]
}

/**
 * The JavaScript and CSS files of the entry and the given modules with
 * every chunk they import statically, each once. Dynamic imports are left
 * out: they load later, when the code asks for them. A module the manifest
 * does not know is an error, so a renamed route module cannot drop out of
 * the count unnoticed.
 */
export function firstLoadFiles(manifest: Manifest, keys: string[]): FirstLoadFiles {
  const seen = new Set<string>()
  const js: string[] = []
  const css: string[] = []
  const visit = (key: string, from: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`first load: ${from} names ${key}, which the build manifest lacks`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported, key)
    if (!js.includes(chunk.file)) js.push(chunk.file)
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file)
  }
  for (const key of keys) visit(key, 'the route list')
  return { js, css }
}

/** A route's first load with its weight: gzip bytes as the server sends them (level 9, like its .gz files). */
export interface RouteFirstLoad extends FirstLoadFiles {
  modules: string[]
  jsGzipBytes: number
  cssGzipBytes: number
}

/** What `.vite/routes-first-load.json` holds: per route type, the files its page needs first. */
export interface RoutesFirstLoad {
  entry: string
  shell: string[]
  routes: Record<string, RouteFirstLoad>
}

/** The gzip size of a built file, by its path under the build's root. */
export type GzipSize = (file: string) => Promise<number>

/** Gzip sizes of the files under root, each file compressed once. */
export function gzipSizeOfDir(root: string): GzipSize {
  const sizes = new Map<string, Promise<number>>()
  return (file) => {
    let size = sizes.get(file)
    if (!size) {
      size = readFile(join(root, file)).then(
        (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length,
      )
      sizes.set(file, size)
    }
    return size
  }
}

/** Every route's first-load files and their gzip bytes. */
export async function routesFirstLoad(
  manifest: Manifest,
  budgets: Budgets,
  gzipSize: GzipSize,
): Promise<RoutesFirstLoad> {
  const sum = async (files: string[]) =>
    (await Promise.all(files.map(gzipSize))).reduce((a, b) => a + b, 0)
  const routes: Record<string, RouteFirstLoad> = {}
  for (const [name, { modules }] of Object.entries(budgets.routes)) {
    const files = firstLoadFiles(manifest, [budgets.entry, ...budgets.shell, ...modules])
    routes[name] = {
      modules,
      ...files,
      jsGzipBytes: await sum(files.js),
      cssGzipBytes: await sum(files.css),
    }
  }
  return { entry: budgets.entry, shell: budgets.shell, routes }
}

/** A route over its budget, said so that the message alone tells what to look at. */
export interface BudgetOverrun {
  route: string
  kind: 'JavaScript' | 'CSS'
  bytes: number
  budgetBytes: number
  message: string
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** The routes whose first load weighs more than their budget, JavaScript and CSS apart. */
export function budgetOverruns(load: RoutesFirstLoad, budgets: Budgets): BudgetOverrun[] {
  const overruns: BudgetOverrun[] = []
  for (const [route, budget] of Object.entries(budgets.routes)) {
    const measured = load.routes[route]
    if (!measured) throw new Error(`first load: no figures for route ${route}`)
    const checks = [
      {
        kind: 'JavaScript',
        bytes: measured.jsGzipBytes,
        budgetBytes: Math.round(budget.jsKB * 1000),
      },
      { kind: 'CSS', bytes: measured.cssGzipBytes, budgetBytes: Math.round(budget.cssKB * 1000) },
    ] as const
    for (const { kind, bytes, budgetBytes } of checks) {
      if (bytes <= budgetBytes) continue
      const biggest = kind === 'JavaScript' ? measured.js : measured.css
      overruns.push({
        route,
        kind,
        bytes,
        budgetBytes,
        message:
          `the ${route} page's first-load ${kind} is ${kB(bytes)} gzip, over its budget of ` +
          `${kB(budgetBytes)} (web/budgets.json) by ${String(bytes - budgetBytes)} bytes; ` +
          `its files: ${biggest.join(', ')}`,
      })
    }
  }
  return overruns
}

/** A table of every route's figures against its budget, for the check's output. */
export function budgetTable(load: RoutesFirstLoad, budgets: Budgets): string {
  const rows = Object.entries(budgets.routes).map(([route, budget]) => {
    const m = load.routes[route]
    if (!m) return `${route.padEnd(10)} (no figures)`
    return (
      `${route.padEnd(10)} JS ${kB(m.jsGzipBytes).padStart(9)} of ${kB(budget.jsKB * 1000).padStart(9)}` +
      `   CSS ${kB(m.cssGzipBytes).padStart(8)} of ${kB(budget.cssKB * 1000).padStart(8)}` +
      `   ${String(m.js.length).padStart(2)} JS files`
    )
  })
  return ['first load per route (gzip):', ...rows].join('\n')
}
