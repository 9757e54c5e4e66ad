import { rename } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { compressPlugin } from './tooling/compress-plugin.ts'

const outDir = fileURLToPath(new URL('./dist/admin', import.meta.url))

/** The server serves an app's page as index.html; the entry is admin.html beside the shop's. */
const indexHtml: Plugin = {
  name: 'paddock-admin-index',
  apply: 'build',
  async closeBundle() {
    for (const ext of ['', '.br', '.gz']) {
      await rename(join(outDir, 'admin.html' + ext), join(outDir, 'index.html' + ext)).catch(
        (e: unknown) => {
          if (ext === '') throw e
        },
      )
    }
  },
}

/**
 * The back office's app (src/admin), a second entry beside the storefront:
 * built to dist/admin and served by the same binary under /admin. No
 * storefront page loads it, and it shares only components, lib, hooks,
 * config and types with the storefront (eslint.config.js).
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss(), compressPlugin(), indexHtml],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/admin/api': 'http://127.0.0.1:8080', '/admin/graphql': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // The server's CSP allows only same-origin resources, so no asset becomes a data: URL.
    assetsInlineLimit: 0,
    rolldownOptions: { input: fileURLToPath(new URL('./admin.html', import.meta.url)) },
  },
})
