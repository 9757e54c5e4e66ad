import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** File types worth compressing; images and fonts are compressed already. */
const compressibleExtensions = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html'])

export interface CompressOptions {
  /** Files up to this many bytes are served as they are. */
  thresholdBytes?: number
}

/**
 * Writes a `.gz` and a `.br` sibling next to every compressible file of the
 * build larger than the threshold, so the server can send them precompressed
 * without spending CPU per request.
 */
export function compressPlugin({ thresholdBytes = 1024 }: CompressOptions = {}): Plugin {
  let outDir = ''
  return {
    name: 'paddock:compress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle() {
      const files = await listFiles(outDir)
      await Promise.all(
        files
          .filter((file) => compressibleExtensions.has(extname(file)))
          .map(async (file) => {
            if ((await stat(file)).size <= thresholdBytes) return
            const source = await readFile(file)
            const [gzipped, brotli] = await Promise.all([
              gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
              brotliAsync(source, {
                params: {
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
            ])
            await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotli)])
          }),
      )
    },
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      // .vite/ holds the build's manifests, which the server reads and never sends.
      if (entry.isDirectory()) return entry.name === '.vite' ? Promise.resolve([]) : listFiles(path)
      return Promise.resolve([path])
    }),
  )
  return nested.flat()
}
