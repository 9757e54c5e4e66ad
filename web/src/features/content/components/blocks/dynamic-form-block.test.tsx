import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BlockOf } from '@/features/content/lib/blocks'
import { renderComponent } from '@/testing/render-component'
import { DynamicFormBlock } from './dynamic-form-block'

const block: BlockOf<'DynamicFormBlock'> = {
  __typename: 'DynamicFormBlock',
  id: 'enquiry',
  headline: 'Anfrage Vereinsartikel',
  html: '<p>Wir melden uns in zwei Tagen.</p>',
  form: {
    id: 3,
    title: 'Vereinsanfrage',
    submitButtonLabel: 'Senden',
    confirmationType: 'message',
    confirmationMessage: '<p>Danke!</p>',
    redirect: null,
    fields: [],
  },
}

describe('DynamicFormBlock', () => {
  it('frames the form with the block’s heading and text', () => {
    renderComponent(
      <DynamicFormBlock
        block={block}
        first={false}
        renderForm={(form) => <p>{`form ${form.title}`}</p>}
      />,
    )
    expect(screen.getByRole('region', { name: 'Anfrage Vereinsartikel' })).toBeInTheDocument()
    expect(screen.getByText('Wir melden uns in zwei Tagen.')).toBeInTheDocument()
    expect(screen.getByText('form Vereinsanfrage')).toBeInTheDocument()
  })

  it('is left out without a form', () => {
    const { container } = renderComponent(
      <DynamicFormBlock block={{ ...block, form: null }} first={false} renderForm={() => 'form'} />,
    )
    expect(container.textContent).toBe('')
  })
})
