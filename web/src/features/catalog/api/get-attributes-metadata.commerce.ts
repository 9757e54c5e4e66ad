import { useQuery } from '@tanstack/react-query'
import { graphql } from '@/gql'
import type { GetAttributesMetaDataQuery, GetAttributesMetaDataQueryVariables } from '@/gql/graphql'
import { commerce } from '@/lib/graphql/api'
import type { Locale } from '@/lib/locale'

export const getAttributesMetaDataDocument = graphql(`
  query GetAttributesMetaData($attributes: [AttributeInput!]!) {
    customAttributeMetadata(attributes: $attributes) {
      items {
        attribute_code
        label
        attribute_options {
          value
          label
          swatch
        }
      }
    }
  }
`)

/** The select attributes whose option ids products and facets carry. */
export const selectAttributes = ['manufacturer', 'color', 'size'] as const

export interface AttributeOptionInfo {
  label: string
  /** A colour option's hex colour. */
  swatch?: string
}

/** attribute code → option id → label and swatch. */
export type AttributeOptions = ReadonlyMap<string, ReadonlyMap<string, AttributeOptionInfo>>

function toOptions(result: GetAttributesMetaDataQuery): AttributeOptions {
  return new Map(
    (result.customAttributeMetadata?.items ?? []).flatMap((attribute) =>
      attribute?.attribute_code
        ? [
            [
              attribute.attribute_code,
              new Map(
                (attribute.attribute_options ?? []).flatMap((option) =>
                  option?.value != null
                    ? [
                        [
                          option.value,
                          {
                            label: option.label ?? '',
                            ...(option.swatch ? { swatch: option.swatch } : {}),
                          },
                        ] as const,
                      ]
                    : [],
                ),
              ),
            ] as const,
          ]
        : [],
    ),
  )
}

export function getAttributesMetaData(
  locale: Locale,
  variables: GetAttributesMetaDataQueryVariables,
  signal?: AbortSignal,
): Promise<GetAttributesMetaDataQuery> {
  return commerce.request(getAttributesMetaDataDocument, locale, variables, signal)
}

export function attributesQueryOptions(locale: Locale) {
  return {
    ...commerce.queryOptions(getAttributesMetaDataDocument, locale, {
      attributes: selectAttributes.map((code) => ({
        attribute_code: code,
        entity_type: 'catalog_product',
      })),
    }),
    staleTime: 10 * 60_000,
  }
}

/** Labels and swatches of manufacturer, colour and size options, in the page's language. */
export function useAttributeOptions(locale: Locale): AttributeOptions | undefined {
  return useQuery({ ...attributesQueryOptions(locale), select: toOptions }).data
}
