import type { BaseSyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'

/** The honeypot's input name, by which honeypotValue finds it in the submitted form. */
const honeypotName = 'website'

/**
 * A field people never see or reach, which bots that fill every input fill
 * too; the server refuses a submission where it is not empty. Moved off
 * screen rather than hidden with display:none, which some bots skip. It
 * lives outside react-hook-form's values: read it with honeypotValue.
 */
export function Honeypot() {
  const { t } = useTranslation()
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {t('forms.honeypot')}
        <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/** What the honeypot of the form a submit event came from holds ('' for people). */
export function honeypotValue(event: BaseSyntheticEvent | undefined): string {
  const form: unknown = event?.target
  if (!(form instanceof HTMLFormElement)) return ''
  const input = form.elements.namedItem(honeypotName)
  return input instanceof HTMLInputElement ? input.value : ''
}
