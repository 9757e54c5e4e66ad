/**
 * The GraphQL APIs the storefront's documents are written for, each with
 * the schema files it is generated from (the Go server's, the one source of
 * the API) and where its types go. A document belongs to the API its file
 * name says: `get-cart.commerce.ts` (or `.tsx`) holds commerce documents and
 * imports `graphql` from `@/gql`, `get-page.content.ts` content documents
 * from `@/gql-content`. A third API (the admin's) is one more entry here,
 * its files named `*.admin.ts`, plus its line in src/lib/graphql.
 *
 * codegen.ts generates a target per entry; tooling/graphql-documents-plugin.ts
 * swaps each `graphql(…)` call for its generated text by the same table.
 */
export interface GraphQLApiTarget {
  /** The API's name, which is also the file suffix of its documents. */
  name: string
  /** The server's schema files, relative to web/. */
  schema: string
  /** The generated folder, relative to web/ (a client preset target). */
  output: string
  /** The import path of that folder, whose `graphql` the documents call. */
  module: string
}

export const graphqlApiTargets: readonly GraphQLApiTarget[] = [
  {
    name: 'commerce',
    schema: '../internal/graph/commerce/schema/*.graphqls',
    output: 'src/gql/',
    module: '@/gql',
  },
  {
    name: 'content',
    schema: '../internal/graph/content/schema/*.graphqls',
    output: 'src/gql-content/',
    module: '@/gql-content',
  },
]

/** The glob of an API's document files. */
export function documentFiles(api: GraphQLApiTarget): string {
  return `src/**/*.${api.name}.{ts,tsx}`
}

/** Whether a source file's name puts it with the API. */
export function isDocumentFileOf(api: GraphQLApiTarget, file: string): boolean {
  return new RegExp(`\\.${api.name}\\.tsx?$`).test(file)
}
