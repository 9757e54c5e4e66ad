import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { TextProvider } from '../lib/text'
import { BerlinPeriod } from './berlin-period'

function Harness({ kind, legend }: { kind: 'date' | 'datetime'; legend?: string }) {
  const [from, setFrom] = useState(kind === 'date' ? '2026-03-01' : '2026-03-01T10:00')
  const [to, setTo] = useState('')
  return (
    <TextProvider initial="en">
      <BerlinPeriod
        kind={kind}
        legend={legend}
        from={{ label: 'Start', value: from, error: undefined }}
        to={{ label: 'End', value: to, error: 'Enter the end.' }}
        onFrom={setFrom}
        onTo={setTo}
      />
    </TextProvider>
  )
}

/** Runs with the browser in zone. */
function inZone(zone: string) {
  const options = new Intl.DateTimeFormat().resolvedOptions()
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...options,
    timeZone: zone,
  })
}

describe('BerlinPeriod', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  test('a date-time in Berlin with the same moment in the editor’s zone', () => {
    inZone('America/New_York')
    render(<Harness kind="datetime" />)
    const start = screen.getByLabelText('Start (Berlin time)')
    expect(start.getAttribute('type')).toBe('datetime-local')
    expect(start).toHaveAccessibleDescription(
      'In your time zone (America/New_York): 1 Mar 2026, 04:00',
    )
    const end = screen.getByLabelText('End (Berlin time)')
    expect(end).toHaveAccessibleDescription('Enter the end.')
    expect(end.getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(end, { target: { value: '2026-07-01T12:00' } })
    expect(end).toHaveAccessibleDescription(
      'Enter the end. In your time zone (America/New_York): 1 Jul 2026, 06:00',
    )
  })

  test('no second zone for an editor in Berlin', () => {
    inZone('Europe/Berlin')
    render(<Harness kind="datetime" />)
    expect(screen.getByLabelText('Start (Berlin time)')).toHaveAccessibleDescription('')
  })

  test('whole Berlin days under a legend: from the first day’s start until the last day’s end', () => {
    inZone('UTC')
    render(<Harness kind="date" legend="Validity (Berlin time)" />)
    const start = screen.getByLabelText('Start')
    expect(start.getAttribute('type')).toBe('date')
    expect(screen.getByRole('group', { name: 'Validity (Berlin time)' })).toBeTruthy()
    expect(start).toHaveAccessibleDescription('In your time zone (UTC): from 28 Feb 2026, 23:00')
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2026-07-31' } })
    expect(screen.getByLabelText('End')).toHaveAccessibleDescription(
      'Enter the end. In your time zone (UTC): until 31 Jul 2026, 21:59',
    )
  })
})
