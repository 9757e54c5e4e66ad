import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RichText } from './rich-text'

describe('RichText', () => {
  it('lets a table that may scroll sideways take the focus, and nothing else', () => {
    const { container, rerender } = render(<RichText html="<table><tr><td>DE</td></tr></table>" />)
    expect(container.firstElementChild).toHaveAttribute('tabindex', '0')
    rerender(<RichText html="<p>Kein Tisch, nur table als Wort.</p>" />)
    expect(container.firstElementChild).not.toHaveAttribute('tabindex')
  })
})
