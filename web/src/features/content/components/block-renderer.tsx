import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react'
import { knownBlocks, type Block, type BlockProps, type BlockTypename } from '../lib/blocks'

type AnyBlockComponent<T extends BlockTypename> =
  | ComponentType<BlockProps<T>>
  | (LazyExoticComponent<ComponentType<BlockProps<T>>> & { preload: () => Promise<unknown> })

/**
 * The component of each block type. The app composes it (the catalogue's
 * product cards, the forms, the clubs live in other features); a type
 * without a component renders nothing.
 */
export type BlockComponents = { [T in BlockTypename]?: AnyBlockComponent<T> }

const BlockComponentsContext = createContext<BlockComponents>({})

/** Whether the blocks run edge to edge (a page's full layout): a hero then spans the window. */
const FullBleedContext = createContext(false)

export function useFullBleed(): boolean {
  return useContext(FullBleedContext)
}

/** Blocks that span the window in a full layout; the others keep the page's width there. */
function bleeds(block: Block): boolean {
  return (
    (block.__typename === 'TeaserBlock' && block.teaserLayout === 'hero') ||
    block.__typename === 'SpacerBlock'
  )
}

export function BlockComponentsProvider({
  components,
  children,
}: {
  components: BlockComponents
  children: ReactNode
}) {
  return <BlockComponentsContext value={components}>{children}</BlockComponentsContext>
}

/**
 * A block component in its own chunk, for the heavy ones (react-aria, the
 * forms, product cards). Loaders call preloadBlocks with the page's
 * blocks, so the chunks of the blocks a page shows are there before it.
 */
export function lazyBlock<T extends BlockTypename>(
  load: () => Promise<ComponentType<BlockProps<T>>>,
): LazyExoticComponent<ComponentType<BlockProps<T>>> & { preload: () => Promise<unknown> } {
  let loading: Promise<{ default: ComponentType<BlockProps<T>> }> | undefined
  const loadOnce = () => (loading ??= load().then((component) => ({ default: component })))
  return Object.assign(lazy(loadOnce), { preload: loadOnce })
}

/** Loads the chunks of the lazy block components the blocks need; failures show where the block renders. */
export async function preloadBlocks(
  components: BlockComponents,
  blocks: readonly Block[] | null | undefined,
): Promise<void> {
  const types = new Set(knownBlocks(blocks).map((block) => block.__typename))
  await Promise.all(
    [...types].flatMap((type) => {
      const component = components[type]
      return component && 'preload' in component ? [component.preload().catch(() => undefined)] : []
    }),
  )
}

/**
 * One block that fails to render takes only itself down, never the page:
 * it is left out and the failure goes to the console.
 */
class BlockBoundary extends Component<
  { typename: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error(`content: the ${this.props.typename} block failed to render`, error)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * The blocks of a page, club or sales event, in order. The first opens the
 * page (an intro's headline is then the h1) unless the page has its own
 * heading above them.
 */
export function Blocks({
  blocks,
  firstOpensPage = true,
  fullBleed = false,
}: {
  blocks: readonly Block[] | null | undefined
  firstOpensPage?: boolean
  /** The blocks run edge to edge (a page's full layout). */
  fullBleed?: boolean
}) {
  const components = useContext(BlockComponentsContext)
  return (
    <FullBleedContext value={fullBleed}>
      {knownBlocks(blocks).map((block, index) => {
        const BlockComponent = components[block.__typename] as
          ComponentType<BlockProps<typeof block.__typename>> | undefined
        if (!BlockComponent) return null
        const rendered = (
          <Suspense fallback={null}>
            <BlockComponent block={block} first={firstOpensPage && index === 0} />
          </Suspense>
        )
        return (
          <BlockBoundary
            key={`${block.__typename}-${block.id}-${String(index)}`}
            typename={block.__typename}
          >
            {fullBleed && !bleeds(block) ? (
              <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">{rendered}</div>
            ) : (
              rendered
            )}
          </BlockBoundary>
        )
      })}
    </FullBleedContext>
  )
}
