// @vitest-environment node
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import budgets from '../budgets.json' with { type: 'json' }
import { routesFirstLoadFile } from './first-load-plugin.ts'
import {
  budgetOverruns,
  budgetTable,
  gzipSizeOfDir,
  routesFirstLoad,
  type Manifest,
} from './first-load.ts'

// `make web-budget` (in `make test`'s web checks): every public route's
// first-load JavaScript and CSS within its budget in web/budgets.json,
// computed from the build in dist/shop (run `make web` first).
const dist = join(import.meta.dirname, '..', 'dist', 'shop')

async function readBuilt(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(join(dist, file), 'utf8'))
  } catch (error) {
    throw new Error(`web/dist/shop/${file} cannot be read: run make web first`, { cause: error })
  }
}

test('every public route’s first load is within its budget', async () => {
  const manifest = (await readBuilt('.vite/manifest.json')) as Manifest
  const load = await routesFirstLoad(manifest, budgets, gzipSizeOfDir(dist))
  console.log(budgetTable(load, budgets))
  expect(budgetOverruns(load, budgets).map(({ message }) => message)).toEqual([])
  // What the server reads to preload a route's chunks is this build's.
  expect(await readBuilt(routesFirstLoadFile)).toEqual(load)
})
