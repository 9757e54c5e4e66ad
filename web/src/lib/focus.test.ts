import { afterEach, describe, expect, it, vi } from 'vitest'
import { focusNextTabbable } from './focus'

function byId(id: string): HTMLElement {
  const element = document.getElementById(id)
  if (!element) throw new Error(`no #${id}`)
  return element
}

describe('focusNextTabbable', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('moves to the neighbour the Tab key would reach', () => {
    document.body.innerHTML = `
      <a href="/de" id="logo">Logo</a>
      <button id="trigger">DE</button>
      <button disabled>off</button>
      <div inert><a href="/x">inert</a></div>
      <a href="/de/customer" id="account">Konto</a>`
    // jsdom lays nothing out; every element counts as rendered here.
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList)
    const trigger = byId('trigger')

    focusNextTabbable(trigger, 'forward')
    expect(document.activeElement?.id).toBe('account')
    focusNextTabbable(trigger, 'backward')
    expect(document.activeElement?.id).toBe('logo')
    focusNextTabbable(byId('account'), 'forward')
    expect(document.activeElement?.id).toBe('account')
  })
})
