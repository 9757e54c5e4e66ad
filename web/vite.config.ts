import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { buildInfoPlugin } from './tooling/build-info-plugin.ts'
import { compressPlugin } from './tooling/compress-plugin.ts'

/** The Go server (`paddock serve`) that answers the APIs during `vite dev`. */
const backend = 'http://127.0.0.1:8080'
const proxiedPrefixes = ['/graphql', '/api', '/healthz', '/_build']

/** The libraries of the first page load; react-aria stays in the chunks that use it. */
const firstLoadLibraries =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/][^\\/]+|i18next|react-i18next|use-sync-external-store)[\\/]/

export default defineConfig({
  plugins: [react(), tailwindcss(), buildInfoPlugin(), compressPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: backend }])),
  },
  preview: {
    port: 4173,
    strictPort: true,
    // dist/shop has its own _build/latest.json; only the APIs go to the server.
    proxy: Object.fromEntries(
      proxiedPrefixes
        .filter((prefix) => prefix !== '/_build')
        .map((prefix) => [prefix, { target: backend }]),
    ),
  },
  build: {
    outDir: 'dist/shop',
    emptyOutDir: true,
    // The server's CSP allows only same-origin resources, so no asset becomes a data: URL.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs and few deployments change: one long-cached chunk.
            { name: 'vendor', test: firstLoadLibraries },
          ],
        },
      },
    },
  },
})
