import type { BlockProps } from '@/features/content/lib/blocks'

/** A jump target: a link to #anchorId scrolls here, clear of the header. */
export function AnchorBlock({ block }: BlockProps<'AnchorBlock'>) {
  const id = block.anchorId.trim().replace(/^#/, '')
  if (!id) return null
  return <div id={id} className="scroll-mt-28" />
}
