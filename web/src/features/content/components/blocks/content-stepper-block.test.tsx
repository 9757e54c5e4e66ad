import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fixtureBlock } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { ContentStepperBlock } from './content-stepper-block'

describe('ContentStepperBlock', () => {
  it('lists the steps in order, numbered', () => {
    renderComponent(
      <ContentStepperBlock block={fixtureBlock('ContentStepperBlock', 'en')} first={false} />,
    )
    const section = screen.getByRole('region', { name: 'How your logo gets onto the pad' })
    const list = within(section).getByRole('list')
    expect(list.tagName).toBe('OL')
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Upload your logo', 'Approve the draft', 'Receive the goods'])
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('3')
  })
})
