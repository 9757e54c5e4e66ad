import type { ReactNode } from 'react'
import { berlinToInstant, formatIn, ownZone } from './berlin-time'
import { Field } from './ui'
import { useText } from '../lib/text'

/*
 * The start and end of a period in Berlin time, as the sales events and
 * the coupons enter them: a date-time (YYYY-MM-DDTHH:mm) or a whole day
 * (YYYY-MM-DD) read as Berlin's, with the same moment in the editor's own
 * time zone beside it when that is not Berlin's.
 */

type Kind = 'datetime' | 'date'

const locales = { de: 'de-DE', en: 'en-GB', fr: 'fr-FR' } as const

/** The instant a field's value names: a day starts at 00:00 and ends at 23:59. */
function instantOf(kind: Kind, value: string, end: boolean): string {
  if (kind === 'datetime') return berlinToInstant(value)
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? berlinToInstant(value + (end ? 'T23:59' : 'T00:00'))
    : ''
}

/** One end of the period, with its moment in the editor's zone as the hint. */
export function BerlinTimeField({
  kind = 'datetime',
  end = false,
  label,
  value,
  error,
  required = false,
  berlinInLabel = true,
  onChange,
}: {
  kind?: Kind
  /** The period's end (a day's 23:59 in the hint). */
  end?: boolean
  label: string
  value: string
  error: string | undefined
  required?: boolean
  /** Say "Berlin time" in the label (not when a legend says it). */
  berlinInLabel?: boolean
  onChange: (v: string) => void
}) {
  const { t, language } = useText()
  const zone = ownZone()
  const instant = instantOf(kind, value, end)
  let hint: string | undefined
  if (zone && instant) {
    const at = formatIn(locales[language], instant, zone)
    hint =
      kind === 'datetime'
        ? t('timeField.ownZone', { zone, at })
        : t(end ? 'timeField.ownZoneUntil' : 'timeField.ownZoneFrom', { zone, at })
  }
  return (
    <Field
      label={berlinInLabel ? label + ' (' + t('timeField.berlin') + ')' : label}
      type={kind === 'datetime' ? 'datetime-local' : 'date'}
      value={value}
      required={required}
      error={error}
      hint={hint}
      onChange={(e) => {
        onChange(e.target.value)
      }}
    />
  )
}

/** A period's two ends side by side (and what else belongs in the row, as a sale's repeat). */
export function BerlinPeriod({
  kind = 'datetime',
  legend,
  from,
  to,
  required = false,
  columns = 'sm:grid-cols-2',
  children,
  onFrom,
  onTo,
}: {
  kind?: Kind
  /** A legend over the row; it names Berlin time, the labels then do not. */
  legend?: string
  from: { label: string; value: string; error: string | undefined }
  to: { label: string; value: string; error: string | undefined }
  required?: boolean
  /** The grid's columns (three with a further cell). */
  columns?: string
  children?: ReactNode
  onFrom: (v: string) => void
  onTo: (v: string) => void
}) {
  const row = (
    <div className={'grid gap-x-6 gap-y-2 ' + columns}>
      <BerlinTimeField
        kind={kind}
        label={from.label}
        value={from.value}
        error={from.error}
        required={required}
        berlinInLabel={legend === undefined}
        onChange={onFrom}
      />
      <BerlinTimeField
        kind={kind}
        end
        label={to.label}
        value={to.value}
        error={to.error}
        required={required}
        berlinInLabel={legend === undefined}
        onChange={onTo}
      />
      {children}
    </div>
  )
  if (legend === undefined) return row
  return (
    <fieldset className="mb-2">
      <legend className="mb-1 font-medium">{legend}</legend>
      {row}
    </fieldset>
  )
}
