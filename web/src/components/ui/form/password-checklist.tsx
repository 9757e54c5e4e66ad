import { useTranslation } from 'react-i18next'
import { CheckIcon } from '@/components/ui/icons'
import { minPasswordLength, passwordRuleState } from '@/lib/password-rules'

/**
 * The password rules under a new password's field, each marked as it is
 * met while typing: the server's own words for them, so a refused password
 * reads the same. The field's hint (give it `${fieldId}-hint`), not a live
 * region: a screen reader hears it with the field, not on every key.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation()
  const state = passwordRuleState(password)
  const rules = [
    {
      key: 'length',
      met: state.length,
      text: t('forms.password.tooShort', { min: minPasswordLength }),
    },
    { key: 'classes', met: state.classes, text: t('forms.password.classes') },
  ]
  return (
    <ul id={id} aria-label={t('forms.password.rulesLabel')} className="mt-2 space-y-1 text-sm">
      {rules.map((rule) => (
        <li
          key={rule.key}
          className={`flex gap-2 ${rule.met ? 'text-forest-800' : 'text-ink-muted'}`}
        >
          <span
            aria-hidden="true"
            className={`mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-full border ${
              rule.met ? 'border-forest-700 bg-forest-700 text-cream-50' : 'border-ink-muted/60'
            }`}
          >
            {rule.met && <CheckIcon className="size-3" />}
          </span>
          <span>
            {rule.text}{' '}
            <span className="sr-only">
              ({rule.met ? t('forms.password.met') : t('forms.password.unmet')})
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}
