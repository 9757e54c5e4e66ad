import { beforeEach, describe, expect, it } from 'vitest'
import { applyHead, composeTitle, headLinks } from './head'

describe('page head', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
  })

  it('joins title parts with the site name', () => {
    expect(composeTitle(['Warenkorb'], 'Paddock')).toBe('Warenkorb | Paddock')
    expect(composeTitle(['Reithose', 'Damen'], 'Paddock')).toBe('Reithose | Damen | Paddock')
    expect(composeTitle([''], 'Paddock')).toBe('Paddock')
  })

  it('builds canonical and alternate links for every language', () => {
    expect(headLinks('https://shop.example', '/fr/checkout/cart/', 'fr')).toEqual({
      canonical: 'https://shop.example/fr/checkout/cart',
      alternates: [
        { hreflang: 'de', href: 'https://shop.example/de/checkout/cart' },
        { hreflang: 'en', href: 'https://shop.example/en/checkout/cart' },
        { hreflang: 'fr', href: 'https://shop.example/fr/checkout/cart' },
        { hreflang: 'x-default', href: 'https://shop.example/de/checkout/cart' },
      ],
    })
    expect(headLinks('https://shop.example', '/en', 'en').canonical).toBe('https://shop.example/en')
  })

  it('replaces the tags the server rendered instead of adding more', () => {
    document.head.innerHTML = `
      <title>Suche | Paddock</title>
      <meta name="description" content="server">
      <meta name="robots" content="noindex, follow">
      <link rel="canonical" href="https://shop.example/de/customer">
      <link rel="alternate" hreflang="de" href="https://shop.example/de/customer">
      <link rel="alternate" hreflang="x-default" href="https://shop.example/de/customer">
      <link rel="icon" href="/favicon.svg">`
    const state = {
      title: 'Search | Paddock',
      description: 'client',
      links: headLinks('https://shop.example', '/en/search', 'en'),
      indexable: true,
    }
    applyHead(state)
    applyHead(state)

    expect(document.title).toBe('Search | Paddock')
    expect(document.head.querySelectorAll('title')).toHaveLength(1)
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'client',
    )
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://shop.example/en/search',
    )
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(4)
    expect(document.head.querySelector('link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      'https://shop.example/de/search',
    )
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull()
  })

  it('gives error pages no links, no description and noindex, as the server does', () => {
    applyHead({
      title: 'Search | Paddock',
      description: 'client',
      links: headLinks('https://shop.example', '/en/search', 'en'),
      indexable: true,
    })
    applyHead({ title: 'Page not found | Paddock', indexable: false })

    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull()
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull()
    expect(document.head.querySelector('meta[name="description"]')).toBeNull()
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, follow',
    )
  })
})
