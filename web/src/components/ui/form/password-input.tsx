import { useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons'
import { controlClassName, describedBy } from './field-shell'

/**
 * A password field with a button that shows what was typed (and hides it
 * again): a toggle (aria-pressed) after the input, so the keyboard reaches
 * it next. Goes inside a FieldShell, which labels the input by `id`.
 */
export function PasswordInput({
  id,
  error,
  autoComplete,
  hint = false,
  field,
}: {
  id: string
  error: string | undefined
  autoComplete: 'current-password' | 'new-password'
  /** Whether the FieldShell has a hint (`${id}-hint`) the input points at. */
  hint?: boolean
  field: UseFormRegisterReturn
}) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  const invalid = Boolean(error)
  return (
    <div className="relative">
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        // Spell checkers and auto-capitalising keyboards must not touch a shown password.
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        aria-required="true"
        aria-invalid={invalid}
        aria-describedby={describedBy(id, { hint, error: invalid })}
        className={`${controlClassName(invalid)} pr-12`}
        {...field}
      />
      <button
        type="button"
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => {
          setVisible((shown) => !shown)
        }}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-ink-muted hover:text-ink"
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
        <span className="sr-only">{t('forms.password.show')}</span>
      </button>
    </div>
  )
}
