import { randomBytes } from 'node:crypto'
import type { Plugin } from 'vite'

/** What a build writes to `_build/latest.json` and compiles into the bundle. */
export interface BuildInfo {
  id: string
  timestamp: number
}

/** A build id unique per build: the build time plus random bits, so two builds in the same millisecond still differ. */
export function createBuildInfo(timestamp = Date.now()): BuildInfo {
  return { id: `${timestamp.toString(36)}-${randomBytes(6).toString('hex')}`, timestamp }
}

/**
 * Compiles the build id into the bundle as `__PADDOCK_BUILD_ID__` and writes
 * `_build/latest.json`, which running tabs poll to notice a newer deployment
 * (SPEC.md section 4).
 */
export function buildInfoPlugin(info: BuildInfo = createBuildInfo()): Plugin {
  return {
    name: 'paddock:build-info',
    config() {
      return { define: { __PADDOCK_BUILD_ID__: JSON.stringify(info.id) } }
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '_build/latest.json',
        source: `${JSON.stringify(info)}\n`,
      })
    },
  }
}
