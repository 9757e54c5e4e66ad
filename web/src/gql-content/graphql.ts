/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The languages content is kept in. */
export type LocaleInputType =
  | 'de'
  | 'en'
  | 'fr';

export type GetSiteQueryVariables = Exact<{
  baseUrl: string;
  locale?: LocaleInputType | null | undefined;
}>;


export type GetSiteQuery = { Sites: { totalDocs: number, docs: Array<{ id: number, code: string, baseUrl: string }> } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const GetSiteDocument = new TypedDocumentString(`
    query GetSite($baseUrl: String!, $locale: LocaleInputType) {
  Sites(
    where: {baseUrl: {equals: $baseUrl}}
    limit: 1
    locale: $locale
    fallbackLocale: de
  ) {
    totalDocs
    docs {
      id
      code
      baseUrl
    }
  }
}
    `) as unknown as TypedDocumentString<GetSiteQuery, GetSiteQueryVariables>;