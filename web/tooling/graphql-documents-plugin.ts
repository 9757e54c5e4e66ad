import { readFileSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { stripIgnoredCharacters } from 'graphql'
import type { Plugin } from 'vite'
import { graphqlApiTargets, isDocumentFileOf } from './graphql-apis.ts'

/** Each API's generated file and the import of its `graphql` (tooling/graphql-apis.ts). */
const targets = graphqlApiTargets.map((api) => ({
  api,
  generatedFile: fileURLToPath(new URL(`../${api.output}graphql.ts`, import.meta.url)),
  graphqlImport: new RegExp(
    `import\\s*\\{\\s*graphql\\s*\\}\\s*from\\s*['"]${api.module.replace(/[/\\-]/g, '\\$&')}['"];?\\n?`,
  ),
}))
const graphqlCall = /\bgraphql\(\s*`([^`]*)`\s*\)/g
const definitionName = /\b(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/
const generatedDocument =
  /export const (\w+?)(?:Document|FragmentDoc) = new TypedDocumentString\(`([^`]*)`/g

const caches = new Map<string, { mtime: number; documents: Map<string, string> }>()

/** Operation and fragment name → the full document text codegen generated (fragments appended). */
function generatedDocuments(generatedFile: string): Map<string, string> {
  const mtime = statSync(generatedFile).mtimeMs
  let cache = caches.get(generatedFile)
  if (cache?.mtime !== mtime) {
    const source = readFileSync(generatedFile, 'utf8')
    cache = {
      mtime,
      documents: new Map(
        [...source.matchAll(generatedDocument)].map((m) => [m[1] ?? '', m[2] ?? '']),
      ),
    }
    caches.set(generatedFile, cache)
  }
  return cache.documents
}

/**
 * Does at build time what GraphQL Code Generator's babel plugin does for the
 * client preset: each `graphql(`…`)` call becomes the text of its generated
 * document, so a chunk carries only the documents it sends, instead of the
 * preset's map of every document keyed by its source. The types still come
 * from src/gql; at run time a document is the string the client sends.
 */
export function graphqlDocumentsPlugin(): Plugin {
  return {
    name: 'paddock:graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      // `?raw` and other queried imports are the file's text, not its code.
      if (id.includes('node_modules') || id.includes('?')) return null
      const target = targets.find(({ graphqlImport }) => graphqlImport.test(code))
      if (!target) return null
      // Codegen reads an API's documents only from files named after it.
      if (!isDocumentFileOf(target.api, id)) {
        throw new Error(
          `${id}: documents of the ${target.api.name} API belong in files named *.${target.api.name}.ts (tooling/graphql-apis.ts)`,
        )
      }
      const documents = generatedDocuments(target.generatedFile)
      const rewritten = code.replace(graphqlCall, (_call, source: string) => {
        const name = definitionName.exec(source)?.[2]
        const document = name === undefined ? undefined : documents.get(name)
        if (document === undefined) {
          throw new Error(
            `${id}: no generated document for ${name ?? 'a nameless document'}; run npm run codegen`,
          )
        }
        // The shortest equivalent text: it is both what a chunk carries and what the
        // persisted-query hash is taken of.
        return JSON.stringify(stripIgnoredCharacters(document))
      })
      return { code: rewritten.replace(target.graphqlImport, ''), map: null }
    },
  }
}
