import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { graphqlDocumentsPlugin } from './tooling/graphql-documents-plugin.ts'

/**
 * The server renderer (src/entry-server.tsx): one classic script, every
 * dependency and every lazy route module inside, for the Go server's
 * embedded V8 (internal/platform/ssr), which has no module loader, no
 * Node and no DOM. Built after the storefront, into dist/ssr, which the
 * binary embeds beside dist/shop; asset URLs come out as the storefront's.
 */
/** react-i18next's useTranslation, inside the library too, is the server's own (src/ssr/use-translation.ts). */
function serverUseTranslation(): Plugin {
  const replacement = fileURLToPath(new URL('./src/ssr/use-translation.ts', import.meta.url))
  return {
    name: 'paddock-server-use-translation',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './useTranslation.js' &&
        importer &&
        /react-i18next[\\/]dist[\\/]es[\\/]/.test(importer)
      ) {
        return replacement
      }
      return null
    },
  }
}

export default defineConfig({
  plugins: [serverUseTranslation(), graphqlDocumentsPlugin(), react()],
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
    conditions: ['browser', 'module', 'import', 'default'],
  },
  ssr: {
    noExternal: true,
    target: 'webworker',
    resolve: { conditions: ['browser', 'module', 'import', 'default'], externalConditions: [] },
  },
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    ssr: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
    outDir: 'dist/ssr',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    minify: process.env.SSR_MINIFY !== '0',
    target: 'es2022',
    copyPublicDir: false,
    rolldownOptions: {
      output: {
        format: 'iife',
        entryFileNames: 'render.js',
        inlineDynamicImports: true,
      },
    },
  },
})
