import type { ComponentProps } from 'react'
import { BlockComponentsProvider, Blocks } from '@/features/content/components/block-renderer'
import { ContentPage } from '@/features/content/components/content-page'
import type { Block } from '@/features/content/lib/blocks'
import { blockComponents } from './block-components'

/** Blocks with the app's components for every block type. */
export function PageBlocks({
  blocks,
  firstOpensPage = true,
}: {
  blocks: readonly Block[] | null | undefined
  /** false when the page has its h1 above the blocks. */
  firstOpensPage?: boolean
}) {
  return (
    <BlockComponentsProvider components={blockComponents}>
      <div className="flex flex-col gap-12 sm:gap-16">
        <Blocks blocks={blocks} firstOpensPage={firstOpensPage} />
      </div>
    </BlockComponentsProvider>
  )
}

/** A content page with the app's components for every block type. */
export function AppContentPage(props: ComponentProps<typeof ContentPage>) {
  return (
    <BlockComponentsProvider components={blockComponents}>
      <ContentPage {...props} />
    </BlockComponentsProvider>
  )
}
