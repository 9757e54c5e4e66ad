import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { BlockProps } from '../lib/blocks'
import type { Block } from '../lib/blocks'
import { renderComponent } from '@/testing/render-component'
import { fixtureBlock } from '@/testing/content-fixtures'
import {
  BlockComponentsProvider,
  Blocks,
  lazyBlock,
  preloadBlocks,
  type BlockComponents,
} from './block-renderer'

function Intro({ block, first }: BlockProps<'IntroBlock'>) {
  return <p>{`intro ${block.introHeadline} ${first ? 'first' : 'later'}`}</p>
}
function Richtext({ block }: BlockProps<'RichtextBlock'>) {
  return <p>{`text ${block.id}`}</p>
}
function Broken(): never {
  throw new Error('broken block')
}

const intro = fixtureBlock('IntroBlock')
const richtext = fixtureBlock('RichtextBlock')

function renderBlocks(blocks: readonly unknown[], components: BlockComponents) {
  return renderComponent(
    <BlockComponentsProvider components={components}>
      <Blocks blocks={blocks as Block[]} />
    </BlockComponentsProvider>,
  )
}

describe('Blocks', () => {
  it('renders each block with the component of its type, in order, the first marked', () => {
    renderBlocks([intro, richtext, { ...intro, id: 'again' }], {
      IntroBlock: Intro,
      RichtextBlock: Richtext,
    })
    expect(screen.getAllByText(/^(intro|text)/).map((node) => node.textContent)).toEqual([
      'intro Alles für den Stall first',
      'text richtext',
      'intro Alles für den Stall later',
    ])
  })

  it('leaves out blocks of types it has no component for, and things that are no blocks', () => {
    renderBlocks(
      [{ __typename: 'VideoBlock', id: 'v' }, null, 'text', { id: 'no-type' }, richtext],
      { RichtextBlock: Richtext },
    )
    expect(screen.getByText('text richtext')).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('VideoBlock')
  })

  it('renders nothing for no blocks', () => {
    const { container } = renderBlocks([], { RichtextBlock: Richtext })
    expect(container.textContent).toBe('')
  })

  it('keeps the page when one block fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderBlocks([intro, richtext], { IntroBlock: Broken, RichtextBlock: Richtext })
    expect(screen.getByText('text richtext')).toBeInTheDocument()
    expect(error).toHaveBeenCalled()
  })

  it('loads a lazy block component and preloads it for the blocks that need it', async () => {
    const load = vi.fn(() => Promise.resolve(Richtext))
    const components: BlockComponents = { RichtextBlock: lazyBlock(load) }
    await preloadBlocks(components, [intro])
    expect(load).not.toHaveBeenCalled()
    await preloadBlocks(components, [richtext, richtext])
    expect(load).toHaveBeenCalledTimes(1)
    renderBlocks([richtext], components)
    expect(await screen.findByText('text richtext')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
