import type { KeyboardEvent, Ref } from 'react'
import {
  Button,
  FieldError,
  Group,
  I18nProvider,
  Input,
  Label,
  NumberField,
  Text,
} from 'react-aria-components'
import { localeTags, type Locale } from '@/lib/locale'
import { RequiredMark } from './field-shell'

export interface NumberInputProps {
  label: string
  required: boolean
  min?: number | null
  max?: number | null
  value: number | null
  onChange: (value: number | null) => void
  onBlur: () => void
  inputRef?: Ref<HTMLInputElement>
  locale: Locale
  hint?: string
  error?: string
}

/** Page Up and Page Down move by ten steps (SPEC.md section 4). */
const pageStep = 10

const clamp = (value: number, min?: number | null, max?: number | null) =>
  Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, value))

/**
 * A number field after SPEC.md section 4, on react-aria's NumberField: the
 * value is formatted in the page's language, clamped to min and max on
 * commit (Enter or leaving the field), partial input that cannot become a
 * number is blocked, the step buttons stop at the bounds, Up and Down step
 * by 1 (held: after 400 ms every 60 ms), Home and End jump to min and max,
 * the mouse wheel works only while focused; Page Up and Page Down step by 10.
 */
export function NumberInput({
  label,
  required,
  min,
  max,
  value,
  onChange,
  onBlur,
  inputRef,
  locale,
  hint,
  error,
}: NumberInputProps) {
  const pageKeys = (event: KeyboardEvent) => {
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return
    event.preventDefault()
    event.stopPropagation()
    const direction = event.key === 'PageUp' ? 1 : -1
    const start = value ?? (direction > 0 ? (min ?? 0) : (max ?? 0))
    onChange(clamp(start + direction * pageStep, min, max))
  }

  return (
    <I18nProvider locale={localeTags[locale]}>
      <NumberField
        value={value ?? Number.NaN}
        onChange={(next) => {
          onChange(Number.isNaN(next) ? null : next)
        }}
        onBlur={onBlur}
        minValue={min ?? undefined}
        maxValue={max ?? undefined}
        isRequired={required}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        formatOptions={{ maximumFractionDigits: 6 }}
        className="flex flex-col"
      >
        <Label className="block text-sm font-medium text-ink">
          {label}
          {required && <RequiredMark />}
        </Label>
        <Group
          onKeyDownCapture={pageKeys}
          className={`mt-1 flex min-h-11 w-full overflow-hidden rounded-md border bg-cream-50 ${
            error ? 'border-red-800' : 'border-cream-300'
          }`}
        >
          <Button
            slot="decrement"
            className="w-11 shrink-0 border-r border-cream-300 text-lg text-ink hover:bg-cream-200 disabled:text-ink-muted/50 disabled:hover:bg-transparent"
          >
            <span aria-hidden="true">−</span>
          </Button>
          <Input
            ref={inputRef}
            className="min-w-0 flex-1 bg-transparent px-3 py-2 text-ink tabular-nums"
          />
          <Button
            slot="increment"
            className="w-11 shrink-0 border-l border-cream-300 text-lg text-ink hover:bg-cream-200 disabled:text-ink-muted/50 disabled:hover:bg-transparent"
          >
            <span aria-hidden="true">+</span>
          </Button>
        </Group>
        {hint && (
          <Text slot="description" className="mt-1 text-sm text-ink-muted">
            {hint}
          </Text>
        )}
        <FieldError className="mt-1 text-sm text-red-800">{error}</FieldError>
      </NumberField>
    </I18nProvider>
  )
}
