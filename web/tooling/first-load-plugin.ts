import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { gzipSizeOfDir, routesFirstLoad, type Budgets, type Manifest } from './first-load.ts'

/** Where the build writes each public route type's first-load files, beside Vite's manifest. */
export const routesFirstLoadFile = '.vite/routes-first-load.json'

/**
 * Writes `.vite/routes-first-load.json` after the build: for every route
 * type of web/budgets.json the JavaScript and CSS its page needs first
 * (the entry's, the route module's and what they import statically), with
 * their gzip bytes. The server reads it to preload a page's chunks; the
 * budget check (`make web-budget`) holds the figures to the budgets.
 */
export function firstLoadPlugin(budgetsFile: string): Plugin {
  let outDir = ''
  return {
    name: 'paddock:first-load',
    apply: 'build',
    configResolved(config) {
      if (!config.build.manifest) throw new Error('paddock:first-load needs build.manifest')
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle() {
      const [manifest, budgets] = await Promise.all([
        readJSON<Manifest>(join(outDir, '.vite/manifest.json')),
        readJSON<Budgets>(budgetsFile),
      ])
      const load = await routesFirstLoad(manifest, budgets, gzipSizeOfDir(outDir))
      await writeFile(join(outDir, routesFirstLoadFile), `${JSON.stringify(load, null, 2)}\n`)
    },
  }
}

async function readJSON<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T
}
