import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { TextProvider } from '../lib/text'
import { Progress } from './catalog-import'

describe('the import’s progress bar', () => {
  test('is a progressbar with its value, maximum and text', () => {
    render(
      <TextProvider initial="de">
        <Progress done={2500} total={10000} />
      </TextProvider>,
    )
    const bar = screen.getByRole('progressbar', { name: 'Produkte werden importiert …' })
    expect(bar.getAttribute('aria-valuenow')).toBe('2500')
    expect(bar.getAttribute('aria-valuemax')).toBe('10000')
    expect(bar.getAttribute('aria-valuetext')).toBe('Produkte: 2500 von 10000')
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('25%')
  })
})
