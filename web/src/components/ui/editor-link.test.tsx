import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderComponent } from '@/testing/render-component'
import { EditorLink, editorHref } from './editor-link'

describe('editorHref', () => {
  it.each([
    ['/de/service/versand', { kind: 'route', to: '/de/service/versand' }],
    ['/service/versand', { kind: 'route', to: '/fr/service/versand' }],
    ['/', { kind: 'route', to: '/fr' }],
    ['service/versand', { kind: 'route', to: '/fr/service/versand' }],
    ['#faq', { kind: 'plain', href: '#faq' }],
    ['https://example.org/a', { kind: 'plain', href: 'https://example.org/a' }],
    ['mailto:info@paddock.example', { kind: 'plain', href: 'mailto:info@paddock.example' }],
    ['tel:+4930123', { kind: 'plain', href: 'tel:+4930123' }],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['//evil.example/x', null],
    ['', null],
  ] as const)('reads %j', (url, target) => {
    expect(editorHref(url, 'fr')).toEqual(target)
  })
})

describe('EditorLink', () => {
  it('is no link for an address that is none', () => {
    renderComponent(<EditorLink url="javascript:alert(1)">Klick</EditorLink>)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Klick')).toBeInTheDocument()
  })

  it('says when it opens a new tab', () => {
    renderComponent(
      <EditorLink url="https://example.org" newTab>
        Partner
      </EditorLink>,
    )
    expect(
      screen.getByRole('link', { name: 'Partner (öffnet in einem neuen Tab)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
