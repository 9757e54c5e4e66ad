export type OperationType = 'query' | 'mutation' | 'subscription'

export interface OperationInfo {
  type: OperationType
  /** Undefined for an anonymous operation. */
  name: string | undefined
}

const operationTypes = new Set<string>(['query', 'mutation', 'subscription'])
const namePattern = /[_A-Za-z][_0-9A-Za-z]*/y
const ignoredPattern = /(?:[\s,\uFEFF]+|#[^\n\r]*)+/y

/**
 * Finds the first operation in a GraphQL document without a full parser
 * (the `graphql` package would add tens of kilobytes to the bundle).
 * Fragment definitions before it are skipped; a document without an
 * operation gives undefined.
 */
export function findOperation(document: string): OperationInfo | undefined {
  let index = 0
  const skipIgnored = () => {
    ignoredPattern.lastIndex = index
    if (ignoredPattern.test(document)) index = ignoredPattern.lastIndex
  }
  const readName = (): string | undefined => {
    namePattern.lastIndex = index
    const match = namePattern.exec(document)
    if (!match) return undefined
    index = namePattern.lastIndex
    return match[0]
  }

  for (;;) {
    skipIgnored()
    if (index >= document.length) return undefined
    if (document[index] === '{') return { type: 'query', name: undefined }
    const keyword = readName()
    if (keyword === undefined) return undefined
    if (operationTypes.has(keyword)) {
      skipIgnored()
      return { type: keyword as OperationType, name: readName() }
    }
    if (keyword !== 'fragment') return undefined
    index = skipSelectionSet(document, index)
    if (index < 0) return undefined
  }
}

/** Returns the index after the first balanced `{ … }` from start, skipping strings and comments; -1 if unbalanced. */
function skipSelectionSet(document: string, start: number): number {
  let depth = 0
  for (let i = start; i < document.length; i++) {
    const char = document[i]
    if (char === '#') {
      while (i < document.length && document[i] !== '\n') i++
    } else if (char === '"') {
      const block = document.startsWith('"""', i)
      const end = block ? document.indexOf('"""', i + 3) : findStringEnd(document, i + 1)
      if (end < 0) return -1
      i = block ? end + 2 : end
    } else if (char === '{') {
      depth++
    } else if (char === '}') {
      depth--
      if (depth === 0) return i + 1
    }
  }
  return -1
}

function findStringEnd(document: string, from: number): number {
  for (let i = from; i < document.length; i++) {
    if (document[i] === '\\') i++
    else if (document[i] === '"') return i
  }
  return -1
}
