import { describe, expect, test } from 'vitest'
import { locate, maxDepth, moveNode, type NavNode } from './navigation'

const node = (key: string, children: NavNode[] = []): NavNode => ({
  key,
  id: key,
  label: key,
  url: '/de/' + key,
  target: null,
  broken: false,
  children,
})

const keys = (nodes: NavNode[]): unknown =>
  nodes.map((n) => (n.children.length ? { [n.key]: keys(n.children) } : n.key))

describe('moving menu entries', () => {
  const tree = [node('a', [node('a1'), node('a2')]), node('b'), node('c')]

  test('down and up among siblings', () => {
    expect(keys(moveNode(tree, 'b', null, 3))).toEqual([{ a: ['a1', 'a2'] }, 'c', 'b'])
    expect(keys(moveNode(tree, 'c', null, 1))).toEqual([{ a: ['a1', 'a2'] }, 'c', 'b'])
    expect(keys(moveNode(tree, 'a2', 'a', 0))).toEqual([{ a: ['a2', 'a1'] }, 'b', 'c'])
  })

  test('into another entry and out again', () => {
    const inside = moveNode(tree, 'b', 'a', 2)
    expect(keys(inside)).toEqual([{ a: ['a1', 'a2', 'b'] }, 'c'])
    expect(locate(inside, 'b')).toMatchObject({ parent: 'a', index: 2, depth: 2 })
    expect(keys(moveNode(inside, 'a1', null, 1))).toEqual([{ a: ['a2', 'b'] }, 'a1', 'c'])
  })

  test('never into itself nor deeper than the storefront shows', () => {
    expect(moveNode(tree, 'a', 'a1', 0)).toBe(tree)
    let deep = [node('x')]
    for (let i = 1; i < maxDepth; i++) deep = [node('x' + String(i), deep)]
    const withExtra = [...deep, node('y', [node('y1')])]
    // y has two levels; under the deepest entry (level 4) it would reach level 6.
    expect(moveNode(withExtra, 'y', 'x', 0)).toBe(withExtra)
  })
})
