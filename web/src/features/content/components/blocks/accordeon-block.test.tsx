import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fixtureBlock } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { AccordeonBlock } from './accordeon-block'

const faq = fixtureBlock('AccordeonBlock', 'en')

describe('AccordeonBlock', () => {
  it('opens one answer at a time, by mouse and keyboard', async () => {
    const user = userEvent.setup()
    renderComponent(<AccordeonBlock block={faq} first={false} />, { url: '/en' })
    expect(
      screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' }),
    ).toBeInTheDocument()
    const first = screen.getByRole('button', { name: 'How long does delivery take?' })
    const second = screen.getByRole('button', { name: 'Can I return items?' })
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(first.closest('h3')).not.toBeNull()

    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('One to three working days.')).toBeVisible()

    second.focus()
    await user.keyboard('{Enter}')
    expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(first).toHaveAttribute('aria-expanded', 'false')
  })

  it('puts the questions at the second level without a headline', () => {
    renderComponent(<AccordeonBlock block={{ ...faq, headline: null }} first={false} />)
    expect(screen.getByRole('button', { name: 'Can I return items?' }).closest('h2')).not.toBeNull()
  })
})
