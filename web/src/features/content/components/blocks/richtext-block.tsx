import { RichText } from '@/components/ui/rich-text'
import type { BlockProps } from '@/features/content/lib/blocks'

/** Rich text the server has sanitised, in a readable measure. */
export function RichtextBlock({ block }: BlockProps<'RichtextBlock'>) {
  if (!block.richtextHtml.trim()) return null
  return <RichText html={block.richtextHtml} className="max-w-3xl" />
}
