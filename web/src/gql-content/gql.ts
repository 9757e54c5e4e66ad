/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query GetSite($baseUrl: String!, $locale: LocaleInputType) {\n    Sites(where: { baseUrl: { equals: $baseUrl } }, limit: 1, locale: $locale, fallbackLocale: de) {\n      totalDocs\n      docs {\n        id\n        code\n        baseUrl\n      }\n    }\n  }\n": typeof types.GetSiteDocument,
};
const documents: Documents = {
    "\n  query GetSite($baseUrl: String!, $locale: LocaleInputType) {\n    Sites(where: { baseUrl: { equals: $baseUrl } }, limit: 1, locale: $locale, fallbackLocale: de) {\n      totalDocs\n      docs {\n        id\n        code\n        baseUrl\n      }\n    }\n  }\n": types.GetSiteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSite($baseUrl: String!, $locale: LocaleInputType) {\n    Sites(where: { baseUrl: { equals: $baseUrl } }, limit: 1, locale: $locale, fallbackLocale: de) {\n      totalDocs\n      docs {\n        id\n        code\n        baseUrl\n      }\n    }\n  }\n"): typeof import('./graphql').GetSiteDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
