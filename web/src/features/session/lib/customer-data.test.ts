import { QueryClient } from '@tanstack/react-query'
import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql'
import { describe, expect, it } from 'vitest'
import * as generated from '@/gql/graphql'
import * as generatedContent from '@/gql-content/graphql'
import {
  asksForCustomerData,
  commerce,
  content,
  customerScope,
  isCustomerData,
} from '@/lib/graphql/api'
import { graphqlApis, type GraphQLClientName } from '@/lib/graphql/graphql-client'
import { topLevelFields } from '@/lib/graphql/operation'
import { clearCustomerData } from './customer-data'

/** The Go server's schema files (the one source of each API), by API. */
const schemaFiles = {
  commerce: import.meta.glob<string>('../../../../../internal/graph/commerce/schema/*.graphqls', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  content: import.meta.glob<string>('../../../../../internal/graph/content/schema/*.graphqls', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
} satisfies Record<GraphQLClientName, Record<string, string>>

/** The root query fields of an API's schema. */
function rootQueryFields(api: GraphQLClientName): string[] {
  const source = Object.values(schemaFiles[api]).join('\n')
  return parse(source).definitions.flatMap((d) =>
    (d.kind === Kind.OBJECT_TYPE_DEFINITION || d.kind === Kind.OBJECT_TYPE_EXTENSION) &&
    d.name.value === 'Query'
      ? (d.fields ?? []).map((f) => f.name.value)
      : [],
  )
}

/** The root fields a query document asks for, fragments at the top resolved. */
function rootFields(document: DocumentNode): string[] {
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [],
    ),
  )
  const fields = (set: SelectionSetNode): string[] =>
    set.selections.flatMap((s) => {
      if (s.kind === Kind.FIELD) return [s.name.value]
      if (s.kind === Kind.INLINE_FRAGMENT) return fields(s.selectionSet)
      const fragment = fragments.get(s.name.value)
      if (!fragment) throw new Error(`unknown fragment ${s.name.value}`)
      return fields(fragment)
    })
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)
  return operation ? fields(operation.selectionSet) : []
}

const queriesOf = (module: object) =>
  Object.entries(module).flatMap(([name, value]) =>
    name.endsWith('Document') && /^\s*query\b/.test(String(value))
      ? [[name, String(value)] as const]
      : [],
  )

const apis = [
  ['commerce', queriesOf(generated)],
  ['content', queriesOf(generatedContent)],
] as const

describe('the customer’s data in the cache', () => {
  it.each(apis.map(([api]) => api))(
    'is decided by a table holding every root query field of the %s schema once',
    (api) => {
      const { customerFields, sharedFields } = graphqlApis[api]
      const classified: string[] = [...customerFields, ...sharedFields]
      expect(new Set(classified).size, 'a field in both lists').toBe(classified.length)
      expect([...classified].sort()).toEqual(rootQueryFields(api).sort())
    },
  )

  it.each(
    apis.flatMap(([api, queries]) => queries.map(([name, text]) => [api, name, text] as const)),
  )('%s %s is the customer’s exactly when it asks a customer field', (api, _name, text) => {
    const document = parse(text)
    const fields = rootFields(document)
    const customerFields: readonly string[] = graphqlApis[api].customerFields
    expect(asksForCustomerData(api, text)).toBe(fields.some((f) => customerFields.includes(f)))
    // The bundle's small reader finds what the full parser finds.
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)
    if (operation?.selectionSet.selections.every((s) => s.kind === Kind.FIELD)) {
      expect(topLevelFields(text)).toEqual(fields)
    }
  })

  it('covers the checkout’s saved addresses and leaves the catalogue', () => {
    const customer = commerce.queryKey(generated.GetCheckoutCustomerDocument, 'de', {})
    const products = commerce.queryKey(generated.GetProductsByUrlKeyDocument, 'de', { urlKey: 'x' })
    expect(customer.at(-1)).toBe(customerScope)
    expect(isCustomerData(customer)).toBe(true)
    expect(isCustomerData(products)).toBe(false)
    expect(
      isCustomerData(
        content.queryKey(generatedContent.GetPageDocument, 'de', { url: '/', siteCode: 'shop' }),
      ),
    ).toBe(false)

    const queryClient = new QueryClient()
    for (const locale of ['de', 'fr'] as const) {
      queryClient.setQueryData(
        commerce.queryKey(generated.GetCheckoutCustomerDocument, locale, {}),
        {
          customer: { firstname: 'Lena' },
        },
      )
      queryClient.setQueryData(commerce.queryKey(generated.GetCustomerDocument, locale, {}), {
        customer: { firstname: 'Lena' },
      })
    }
    queryClient.setQueryData(products, { products: { items: [] } })
    clearCustomerData(queryClient)
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([products])
  })
})
