import type { CodegenConfig } from '@graphql-codegen/cli'

const clientConfig = {
  documentMode: 'string',
  enumsAsTypes: true,
  useTypeImports: true,
  skipTypename: true,
  scalars: { ID: 'string', DateTime: 'string' },
} as const

/**
 * TypeScript types and typed document strings for both back ends, from the
 * Go server's schema files (the one source of the API, DESIGN.md section 3).
 * Documents live with their feature under src/features/…/api: commerce
 * documents in any file, content documents in files named *.content.ts.
 */
const config: CodegenConfig = {
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      schema: '../internal/graph/commerce/schema/*.graphqls',
      documents: [
        'src/**/*.{ts,tsx}',
        '!src/gql/**',
        '!src/gql-content/**',
        '!src/**/*.content.{ts,tsx}',
      ],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: clientConfig,
    },
    'src/gql-content/': {
      schema: '../internal/graph/content/schema/*.graphqls',
      documents: ['src/**/*.content.{ts,tsx}'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: clientConfig,
    },
  },
}

export default config
