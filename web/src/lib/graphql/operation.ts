export type OperationType = 'query' | 'mutation' | 'subscription'

export interface OperationInfo {
  type: OperationType
  /** Undefined for an anonymous operation. */
  name: string | undefined
}

const operationTypes = new Set<string>(['query', 'mutation', 'subscription'])
const namePattern = /[_A-Za-z][_0-9A-Za-z]*/y
const ignoredPattern = /(?:[\s,\uFEFF]+|#[^\n\r]*)+/y

/** A reader of a GraphQL document: names, punctuation and balanced groups. */
class Scanner {
  readonly document: string
  index = 0
  constructor(document: string) {
    this.document = document
  }

  skipIgnored(): void {
    ignoredPattern.lastIndex = this.index
    if (ignoredPattern.test(this.document)) this.index = ignoredPattern.lastIndex
  }

  /** The next character after what is ignored. */
  peek(): string | undefined {
    this.skipIgnored()
    return this.document[this.index]
  }

  readName(): string | undefined {
    this.skipIgnored()
    namePattern.lastIndex = this.index
    const match = namePattern.exec(this.document)
    if (!match) return undefined
    this.index = namePattern.lastIndex
    return match[0]
  }

  /** Steps over the group opening here (`(…)` or `{…}`); false if it is unbalanced. */
  skipGroup(): boolean {
    this.index = skipBalanced(this.document, this.index)
    return this.index >= 0
  }

  /** Steps over directives (`@name(args)`); false if one is malformed. */
  skipDirectives(): boolean {
    while (this.peek() === '@') {
      this.index++
      if (this.readName() === undefined) return false
      if (this.peek() === '(' && !this.skipGroup()) return false
    }
    return true
  }
}

/**
 * Finds the first operation of a document, leaving the scanner after its
 * name (or at the `{` of a shorthand query).
 */
function scanOperation(scanner: Scanner): OperationInfo | undefined {
  for (;;) {
    const next = scanner.peek()
    if (next === undefined) return undefined
    if (next === '{') return { type: 'query', name: undefined }
    const keyword = scanner.readName()
    if (keyword === undefined) return undefined
    if (operationTypes.has(keyword)) {
      const start = scanner.index
      const name = scanner.readName()
      if (name === undefined) scanner.index = start
      return { type: keyword as OperationType, name }
    }
    if (keyword !== 'fragment') return undefined
    scanner.index = scanner.document.indexOf('{', scanner.index)
    if (scanner.index < 0 || !scanner.skipGroup()) return undefined
  }
}

/**
 * Finds the first operation in a GraphQL document without a full parser
 * (the `graphql` package would add tens of kilobytes to the bundle).
 * Fragment definitions before it are skipped; a document without an
 * operation gives undefined.
 */
export function findOperation(document: string): OperationInfo | undefined {
  return scanOperation(new Scanner(document))
}

/**
 * The fields (by name, not alias) at the top of the document's first
 * operation: what a query asks of the API's root. Undefined when they
 * cannot be told from the operation alone (a fragment spread at the top)
 * or the document is malformed.
 */
export function topLevelFields(document: string): string[] | undefined {
  const scanner = new Scanner(document)
  if (!scanOperation(scanner)) return undefined
  if (scanner.peek() === '(' && !scanner.skipGroup()) return undefined
  if (!scanner.skipDirectives() || scanner.peek() !== '{') return undefined
  scanner.index++
  const fields: string[] = []
  for (;;) {
    const next = scanner.peek()
    if (next === '}') return fields
    if (next === undefined || next === '.') return undefined
    let name = scanner.readName()
    if (name === undefined) return undefined
    if (scanner.peek() === ':') {
      scanner.index++
      name = scanner.readName()
      if (name === undefined) return undefined
    }
    if (scanner.peek() === '(' && !scanner.skipGroup()) return undefined
    if (!scanner.skipDirectives()) return undefined
    if (scanner.peek() === '{' && !scanner.skipGroup()) return undefined
    fields.push(name)
  }
}

/**
 * Returns the index after the balanced group (`{…}` or `(…)`) that opens at
 * start, skipping strings and comments; -1 if unbalanced.
 */
function skipBalanced(document: string, start: number): number {
  const open = document[start]
  const close = open === '(' ? ')' : '}'
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
    } else if (char === open) {
      depth++
    } else if (char === close) {
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
