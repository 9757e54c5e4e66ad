import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A field people never see or reach, which bots that fill every input fill
 * too; the server refuses a submission where it is not empty. Moved off
 * screen rather than hidden with display:none, which some bots skip.
 */
export function Honeypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  const { t } = useTranslation()
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {t('forms.honeypot')}
        <input
          ref={ref}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  )
}
