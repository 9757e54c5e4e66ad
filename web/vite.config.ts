import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { buildInfoPlugin } from './tooling/build-info-plugin.ts'
import { compressPlugin } from './tooling/compress-plugin.ts'
import { firstLoadPlugin } from './tooling/first-load-plugin.ts'
import { graphqlDocumentsPlugin } from './tooling/graphql-documents-plugin.ts'

/** The Go server (`paddock serve`) that answers the APIs during `vite dev`. */
const backend = 'http://127.0.0.1:8080'
const proxiedPrefixes = ['/graphql', '/api', '/healthz', '/_build']

/** The libraries of the first page load; react-aria stays in the chunks that use it. */
const firstLoadLibraries =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/][^\\/]+|i18next|react-i18next|use-sync-external-store)[\\/]/

/**
 * What those libraries hold that no page needs at first: react-i18next's `<Trans>` and the
 * HTML parser it brings (the checkout's summary step uses it), about 5 kB gzip.
 */
const laterParts =
  /[\\/]node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext)\.js|html-parse-stringify|void-elements)[\\/]?/

const isFirstLoadLibrary = (id: string) => firstLoadLibraries.test(id) && !laterParts.test(id)

/**
 * What category, product and search pages all show at the top: prices, trails, attribute
 * labels, and the money and text helpers only they use. The product cards are not among
 * them: a product page shows its cards (upsells) below the fold only.
 */
const catalogShared =
  /[\\/]src[\\/](features[\\/]catalog[\\/](lib[\\/](product|trail)|api[\\/](get-attributes-metadata|get-cms-blocks)|components[\\/]price-block)|components[\\/]ui[\\/](rich-text|breadcrumbs)|lib[\\/](money|text))\./

export default defineConfig({
  plugins: [
    graphqlDocumentsPlugin(),
    react(),
    tailwindcss(),
    buildInfoPlugin(),
    firstLoadPlugin(fileURLToPath(new URL('./budgets.json', import.meta.url))),
    compressPlugin(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
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
    // .vite/manifest.json: which chunks and stylesheets each route module needs (first-load-plugin).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs and few deployments change: one long-cached chunk.
            { name: 'vendor', test: isFirstLoadLibrary },
            // One request instead of a handful of small ones.
            {
              name: 'catalog',
              test: catalogShared,
              minShareCount: 2,
              // What the shell uses too (the locale helpers) stays out of it.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
})
