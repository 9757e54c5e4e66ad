import { describe, expect, it } from 'vitest'
import { fixtureBlock } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { SpacerBlock } from './spacer-block'

const spacer = fixtureBlock('SpacerBlock')

describe('SpacerBlock', () => {
  it('pads by screen size on its background colour, hidden from assistive technology', () => {
    const { container } = renderComponent(<SpacerBlock block={spacer} first={false} />)
    const element = container.firstElementChild
    expect(element).toHaveAttribute('aria-hidden', 'true')
    expect(element).toHaveClass('py-4', 'sm:py-10', 'lg:py-20')
    expect(element).toHaveStyle({ backgroundColor: '#efe6d3' })
  })

  it('turns dark in dark mode', () => {
    const { container } = renderComponent(
      <SpacerBlock
        block={{
          ...spacer,
          backgroundColor: null,
          darkMode: true,
          padding: { mobile: 'none', tablet: 'xs', desktop: 'xl' },
        }}
        first={false}
      />,
    )
    const element = container.firstElementChild
    expect(element).toHaveClass('bg-forest-950', 'text-cream-50', 'py-0', 'sm:py-3', 'lg:py-28')
    expect(element).toHaveAttribute('data-dark')
  })

  it('ignores a colour that is none', () => {
    const { container } = renderComponent(
      <SpacerBlock
        block={{ ...spacer, backgroundColor: 'url(javascript:alert(1))' }}
        first={false}
      />,
    )
    expect(container.firstElementChild?.getAttribute('style')).toBeNull()
  })
})
