import type { BlockFieldsFragment } from '@/gql-content/graphql'

/** Any block of a page, club or sales event as the content API sends it. */
export type Block = BlockFieldsFragment

/** The GraphQL type names of the block types. */
export type BlockTypename = Block['__typename']

/** One block type's fields. */
export type BlockOf<T extends BlockTypename> = Extract<Block, { __typename: T }>

/** What every block component gets. */
export interface BlockProps<T extends BlockTypename> {
  block: BlockOf<T>
  /** The block opens the page: an intro's headline is then the page's h1. */
  first: boolean
}

/** The blocks a list holds whose type this storefront knows, in order; anything else drops out. */
export function knownBlocks(blocks: readonly unknown[] | null | undefined): Block[] {
  return (blocks ?? []).filter(
    (block): block is Block =>
      typeof block === 'object' &&
      block !== null &&
      typeof (block as { __typename?: unknown }).__typename === 'string',
  )
}
