import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fixtureBlock } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { RichtextBlock } from './richtext-block'

describe('RichtextBlock', () => {
  it('shows the html the server sanitised in the prose style', () => {
    renderComponent(
      <RichtextBlock
        block={{
          ...fixtureBlock('RichtextBlock'),
          richtextHtml: '<h2>Versand</h2><ul><li>DHL</li></ul>',
        }}
        first={false}
      />,
    )
    expect(
      screen.getByRole('heading', { level: 2, name: 'Versand' }).closest('.rich-text'),
    ).not.toBeNull()
    expect(screen.getByRole('listitem')).toHaveTextContent('DHL')
  })

  it('leaves out empty text', () => {
    const { container } = renderComponent(
      <RichtextBlock
        block={{ ...fixtureBlock('RichtextBlock'), richtextHtml: '  ' }}
        first={false}
      />,
    )
    expect(container.querySelector('.rich-text')).toBeNull()
  })
})
