import { Kind, parse, type SelectionSetNode } from 'graphql'
import { describe, expect, it } from 'vitest'
import * as generated from '@/gql/graphql'
import * as generatedContent from '@/gql-content/graphql'

/** The server's limits (internal/graph/gqlserver): deeper or costlier operations are refused. */
const maxDepth = 10
const maxFields = 300

function measure(set: SelectionSetNode | undefined): { depth: number; fields: number } {
  let depth = 0
  let fields = 0
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      const inner = measure(selection.selectionSet)
      depth = Math.max(depth, inner.depth + 1)
      fields += inner.fields + 1
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const inner = measure(selection.selectionSet)
      depth = Math.max(depth, inner.depth)
      fields += inner.fields
    } else {
      throw new Error('fragment spreads are measured after inlining')
    }
  }
  return { depth, fields }
}

/** Replaces fragment spreads by their selections, as the server counts them. */
function inline(source: string): SelectionSetNode {
  const document = parse(source)
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [],
    ),
  )
  const expand = (set: SelectionSetNode): SelectionSetNode => ({
    ...set,
    selections: set.selections.map((selection) => {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value)
        if (!fragment) throw new Error(`unknown fragment ${selection.name.value}`)
        return { kind: Kind.INLINE_FRAGMENT, selectionSet: expand(fragment.selectionSet) }
      }
      return selection.selectionSet
        ? { ...selection, selectionSet: expand(selection.selectionSet) }
        : selection
    }),
  })
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)
  if (!operation) throw new Error('no operation')
  return expand(operation.selectionSet)
}

const documentsOf = (module: object) =>
  Object.entries(module).filter(
    ([name, value]) => name.endsWith('Document') && /^\s*(query|mutation)/.test(String(value)),
  )

/** The documents of both back ends: each server applies the same limits (gqlserver). */
const operations = [...documentsOf(generated), ...documentsOf(generatedContent)]

describe('operation documents', () => {
  it('are there', () => {
    expect(operations.length).toBeGreaterThan(5)
    expect(documentsOf(generatedContent).length).toBeGreaterThan(5)
  })

  it('fit a page with one block of every type within the limits', () => {
    // The heaviest content documents: a page (or club, sales event) with all 16 block fragments.
    const pageDocuments = [
      'GetPageDocument',
      'GetContentBySlugOrUrlDocument',
      'GetClubDocument',
      'GetSalesEventBySlugDocument',
    ]
    for (const name of pageDocuments) {
      const document = String((generatedContent as Record<string, unknown>)[name])
      expect(document, name).toMatch(/fragment BlockFields on Block/)
      for (const block of [
        'Teaser',
        'Intro',
        'Accordeon',
        'Columns',
        'Richtext',
        'DirectLinks',
        'TextImage',
        'Catalog',
        'StaticForm',
        'DynamicForm',
        'Spacer',
        'Anchor',
        'Clubs',
        'ClubHero',
        'ContentStepper',
      ]) {
        expect(document, `${name}: ${block}`).toContain(`... on ${block}Block`)
      }
      const { depth, fields } = measure(inline(document))
      expect(depth, name).toBeLessThanOrEqual(maxDepth)
      expect(fields, name).toBeLessThanOrEqual(maxFields)
    }
  })

  it.each(operations)('%s stays within the server limits', (_name, document) => {
    const { depth, fields } = measure(inline(String(document)))
    expect(depth).toBeLessThanOrEqual(maxDepth)
    expect(fields).toBeLessThanOrEqual(maxFields)
  })

  it('are each used by a feature', () => {
    const sources = import.meta.glob<string>('/src/features/**/*.{ts,tsx}', {
      query: '?raw',
      import: 'default',
      eager: true,
    })
    const code = Object.entries(sources)
      .filter(([file]) => !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
      .map(([, source]) => source)
      .join('\n')
    for (const [name, document] of operations) {
      const operation = name.replace(/Document$/, '')
      const type = /^\s*(query|mutation)/.exec(String(document))?.[1] ?? 'query'
      expect(code, operation).toMatch(new RegExp(`${type} ${operation}\\b`))
    }
  })

  it('live in files named after their API, where codegen reads them (codegen.ts)', () => {
    const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
      query: '?raw',
      import: 'default',
      eager: true,
    })
    const documentFiles = Object.entries(sources).flatMap(([file, source]) => {
      // '@/gql' is the commerce API's generated module, '@/gql-<api>' every other API's.
      const api = /import \{ graphql \} from '@\/gql(?:-(\w+))?'/.exec(source)
      return api && /\bgraphql\(`/.test(source) ? [{ file, api: api[1] ?? 'commerce' }] : []
    })
    expect(documentFiles.length).toBeGreaterThan(20)
    for (const { file, api } of documentFiles) {
      expect(file, `${file} holds ${api} documents`).toMatch(new RegExp(`\\.${api}\\.tsx?$`))
    }
    expect(new Set(documentFiles.map(({ api }) => api))).toEqual(new Set(['commerce', 'content']))
  })
})
