import type { CodegenConfig } from '@graphql-codegen/cli'
import { documentFiles, graphqlApiTargets } from './tooling/graphql-apis.ts'

const clientConfig = {
  documentMode: 'string',
  enumsAsTypes: true,
  useTypeImports: true,
  skipTypename: true,
  scalars: { ID: 'string', DateTime: 'string' },
} as const

/**
 * TypeScript types and typed document strings for every GraphQL API, from
 * the Go server's schema files (the one source of the API, DESIGN.md
 * section 3). Documents live with their feature under src/features/…/api,
 * and each file's suffix names its API explicitly: `*.commerce.ts` for the
 * commerce API (/graphql, types in src/gql), `*.content.ts` for the content
 * API (/api/content/graphql, types in src/gql-content), later `*.admin.ts`.
 * The table is tooling/graphql-apis.ts.
 */
const config: CodegenConfig = {
  ignoreNoDocuments: false,
  generates: Object.fromEntries(
    graphqlApiTargets.map((api) => [
      api.output,
      {
        schema: api.schema,
        documents: [documentFiles(api)],
        preset: 'client',
        presetConfig: { fragmentMasking: false },
        config: clientConfig,
      },
    ]),
  ),
}

export default config
