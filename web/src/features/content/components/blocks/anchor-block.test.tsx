import { describe, expect, it } from 'vitest'
import { fixtureBlock } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { AnchorBlock } from './anchor-block'

describe('AnchorBlock', () => {
  it('is the target of its #id', () => {
    renderComponent(<AnchorBlock block={fixtureBlock('AnchorBlock')} first={false} />)
    expect(document.getElementById('newsletter')).not.toBeNull()
  })

  it('takes an id written with its #', () => {
    renderComponent(
      <AnchorBlock block={{ ...fixtureBlock('AnchorBlock'), anchorId: '#faq' }} first={false} />,
    )
    expect(document.getElementById('faq')).not.toBeNull()
  })

  it('renders nothing without an id', () => {
    const { container } = renderComponent(
      <AnchorBlock block={{ ...fixtureBlock('AnchorBlock'), anchorId: ' ' }} first={false} />,
    )
    expect(container.innerHTML).toBe('')
  })
})
