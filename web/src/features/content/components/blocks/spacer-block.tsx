import type { BlockProps } from '@/features/content/lib/blocks'
import { useFullBleed } from '../block-renderer'

type Size = BlockProps<'SpacerBlock'>['block']['padding']['mobile']

// Whole class names, so Tailwind finds them.
const mobile: Record<Size, string> = {
  none: 'py-0',
  xs: 'py-2',
  s: 'py-4',
  m: 'py-8',
  l: 'py-12',
  xl: 'py-16',
}
const tablet: Record<Size, string> = {
  none: 'sm:py-0',
  xs: 'sm:py-3',
  s: 'sm:py-6',
  m: 'sm:py-10',
  l: 'sm:py-16',
  xl: 'sm:py-20',
}
const desktop: Record<Size, string> = {
  none: 'lg:py-0',
  xs: 'lg:py-4',
  s: 'lg:py-8',
  m: 'lg:py-12',
  l: 'lg:py-20',
  xl: 'lg:py-28',
}

const hexColor = /^#[0-9a-f]{6}$/i

/**
 * Room between blocks: padding per screen size, on the page's background
 * or a band of colour; darkMode makes an uncoloured band the shop's dark
 * green. It holds no content, so assistive technology skips it.
 */
export function SpacerBlock({ block }: BlockProps<'SpacerBlock'>) {
  const background =
    block.backgroundColor && hexColor.test(block.backgroundColor)
      ? block.backgroundColor
      : undefined
  const fullBleed = useFullBleed()
  // A band of colour reaches the page's sides (in a full layout, the window's).
  const band = !fullBleed && (background !== undefined || block.darkMode)
  return (
    <div
      aria-hidden="true"
      data-dark={block.darkMode ? '' : undefined}
      className={`${mobile[block.padding.mobile]} ${tablet[block.padding.tablet]} ${desktop[block.padding.desktop]} ${
        band ? '-mx-4 sm:-mx-6 lg:-mx-8' : ''
      } ${block.darkMode ? 'bg-forest-950 text-cream-50' : ''}`}
      style={background ? { backgroundColor: background } : undefined}
    />
  )
}
