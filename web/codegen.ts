import type { CodegenConfig } from '@graphql-codegen/cli'

/**
 * TypeScript types and typed document strings for the commerce API, from
 * the Go server's schema files (the one source of the API, DESIGN.md
 * section 3). Documents live with their feature under src/features/…/api.
 */
const config: CodegenConfig = {
  schema: '../internal/graph/commerce/schema/*.graphqls',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        scalars: { ID: 'string' },
      },
    },
  },
}

export default config
