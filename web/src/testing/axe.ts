import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * Runs axe-core over what is rendered (the same WCAG 2.1 AA and
 * best-practice rules as the browser journeys' expectAccessible) and
 * fails with each violation named. jsdom lays nothing out, so the rules
 * that need a rendering (colour contrast) are left to the journeys, and
 * so are those about the whole page (landmarks, the one main heading),
 * as a component is no page.
 */
export async function expectNoAxeViolations(context: Element = document.body): Promise<void> {
  const result = await axe.run(context, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
    },
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: false },
      'page-has-heading-one': { enabled: false },
      'landmark-one-main': { enabled: false },
    },
  })
  expect(
    result.violations.map(
      (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}
