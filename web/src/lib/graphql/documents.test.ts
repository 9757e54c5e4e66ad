import { Kind, parse, type SelectionSetNode } from 'graphql'
import { describe, expect, it } from 'vitest'
import * as generated from '@/gql/graphql'

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

const operations = Object.entries(generated).filter(
  ([name, value]) => name.endsWith('Document') && /^\s*(query|mutation)/.test(String(value)),
)

describe('operation documents', () => {
  it('are there', () => {
    expect(operations.length).toBeGreaterThan(5)
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
    for (const [name] of operations) {
      const operation = name.replace(/Document$/, '')
      expect(code, operation).toMatch(new RegExp(`query ${operation}\\b`))
    }
  })
})
