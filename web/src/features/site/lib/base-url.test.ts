import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetSiteBaseUrl, siteBaseUrl } from './base-url'

function documentWithCanonical(href: string | null): Document {
  const doc = document.implementation.createHTMLDocument()
  if (href !== null) {
    const link = doc.createElement('link')
    link.rel = 'canonical'
    link.href = href
    doc.head.append(link)
  }
  return doc
}

describe('siteBaseUrl', () => {
  // The test files of a worker share one module graph; other tests have read it already.
  beforeEach(() => {
    resetSiteBaseUrl()
  })
  afterEach(() => {
    resetSiteBaseUrl()
  })

  it('is the origin of the canonical link the server rendered', () => {
    expect(siteBaseUrl(documentWithCanonical('https://shop.example/de/reiter'))).toBe(
      'https://shop.example',
    )
    // Read once: later heads (client-side navigation) do not change it.
    expect(siteBaseUrl(documentWithCanonical('http://other.example/de'))).toBe(
      'https://shop.example',
    )
  })

  it('is the page’s origin without one', () => {
    expect(siteBaseUrl(documentWithCanonical(null))).toBe(window.location.origin)
  })
})
