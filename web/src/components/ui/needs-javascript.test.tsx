import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { NeedsJavaScript } from './needs-javascript'

describe('the note that a form needs JavaScript', () => {
  it('is in the server’s markup inside a <noscript>, in the page’s language', () => {
    expect(renderToString(<NeedsJavaScript />)).toMatch(
      /^<noscript><p [^>]*>Dieses Formular braucht JavaScript\. Bitte schalten Sie JavaScript in Ihrem Browser ein, um es zu nutzen\.<\/p><\/noscript>$/,
    )
  })

  it('is nothing a browser with JavaScript shows', () => {
    const { container } = render(<NeedsJavaScript />)
    expect(container.querySelector('noscript')?.textContent).toBe('')
  })
})
