import { NeedsJavaScript } from '@/components/ui/needs-javascript'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import {
  controlProps,
  describedBy,
  FieldErrorText,
  FieldShell,
  RequiredMark,
} from '@/components/ui/form/field-shell'
import { FormAlert } from '@/components/ui/form/form-alert'
import { Honeypot, honeypotValue } from '@/components/ui/form/honeypot'
import { NumberInput } from '@/components/ui/form/number-input'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import { RichText } from '@/components/ui/rich-text'
import { useLocale } from '@/hooks/use-locale'
import { useValidationMessages } from '@/hooks/use-validation-messages'
import { applyServerErrors } from '@/lib/server-errors'
import { useCreateFormSubmission } from '../api/create-form-submission.content'
import {
  defaultValues,
  inputFields,
  isUploadValue,
  submissionData,
  type FormDefinition,
  type FormFieldDefinition,
  type FormValues,
} from '../lib/form-definition'
import { formSchema } from '../lib/form-schema'
import { UploadField } from './upload-field'

/** Grid columns of twelve per width in percent; phones always take the full row. */
const widthClassNames: Record<number, string> = {
  25: 'md:col-span-3',
  33: 'md:col-span-4',
  50: 'md:col-span-6',
  66: 'md:col-span-8',
  75: 'md:col-span-9',
  100: 'md:col-span-12',
}

function widthClassName(width: number): string {
  const steps = Object.keys(widthClassNames).map(Number)
  const nearest = steps.reduce((best, step) =>
    Math.abs(step - width) < Math.abs(best - width) ? step : best,
  )
  return widthClassNames[nearest] ?? 'md:col-span-12'
}

/**
 * Where a redirect confirmation leads: a path of this shop through the
 * router, an address elsewhere by a full load. Anything else is no target.
 */
export function redirectTarget(
  url: string,
  origin: string = window.location.origin,
): { internal: string } | { external: string } | null {
  const trimmed = url.trim()
  if (/^\/(?!\/)/.test(trimmed)) return { internal: trimmed }
  let parsed: URL
  try {
    parsed = new URL(trimmed)
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
  if (parsed.origin === origin)
    return { internal: `${parsed.pathname}${parsed.search}${parsed.hash}` }
  return { external: parsed.href }
}

/**
 * A form built by editors, rendered and checked from its definition
 * (react-hook-form with a zod schema per field; the server checks again and
 * its errors are shown beside the field they name, or above the form). Focus
 * goes to the first invalid field, to the error above the form, or to the
 * confirmation; a redirect confirmation leaves the page instead.
 */
export function DynamicFormView({ form }: { form: FormDefinition }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const formId = useId()
  const validation = useValidationMessages()
  const messages = useMemo(
    () => ({ ...validation, uploading: t('forms.validation.uploading') }),
    [validation, t],
  )
  const resolver = useMemo(
    () => zodResolver(formSchema(form, messages)) as unknown as Resolver<FormValues>,
    [form, messages],
  )
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<FormValues>({
    resolver,
    defaultValues: defaultValues(form),
    mode: 'onTouched',
  })
  const [formErrors, setFormErrors] = useState<string[]>([])
  const [confirmed, setConfirmed] = useState(false)
  const confirmationRef = useRef<HTMLDivElement>(null)
  const submission = useCreateFormSubmission()

  useEffect(() => {
    if (confirmed) confirmationRef.current?.focus()
  }, [confirmed])

  const fieldNames = useMemo(() => inputFields(form).map((field) => field.name), [form])

  const onSubmit = handleSubmit(async (values, event) => {
    setFormErrors([])
    try {
      await submission.mutateAsync({
        data: {
          form: form.id,
          submissionData: submissionData(form, values),
          honeypot: honeypotValue(event),
        },
      })
    } catch (error) {
      setFormErrors(
        applyServerErrors(error, { setError, setFocus }, fieldNames, t('forms.submitFailed')),
      )
      return
    }
    const target =
      form.confirmationType === 'redirect' && form.redirect
        ? redirectTarget(form.redirect.url)
        : null
    if (target && 'internal' in target) {
      void navigate(target.internal)
      return
    }
    if (target) {
      window.location.assign(target.external)
      return
    }
    setConfirmed(true)
  })

  if (confirmed) {
    return (
      <div
        ref={confirmationRef}
        tabIndex={-1}
        role="status"
        className="rounded-lg border border-forest-700/30 bg-cream-50 p-5 outline-none sm:p-6"
      >
        {form.confirmationMessage ? (
          <RichText html={form.confirmationMessage} />
        ) : (
          <p className="font-medium text-forest-900">{t('forms.sent')}</p>
        )}
      </div>
    )
  }

  const errorOf = (name: string): string | undefined => errors[name]?.message

  const renderField = (field: FormFieldDefinition) => {
    const id = `${formId}-${field.name}`
    const label = field.label?.trim() ? field.label.trim() : field.name
    const error = errorOf(field.name)
    const invalid = Boolean(error)
    switch (field.blockType) {
      case 'message':
        return field.message ? <RichText html={field.message} className="text-ink" /> : null
      case 'text':
      case 'email':
        return (
          <FieldShell id={id} label={label} required={field.required} error={error}>
            <input
              type={field.blockType === 'email' ? 'email' : 'text'}
              autoComplete={field.blockType === 'email' ? 'email' : undefined}
              aria-required={field.required}
              {...controlProps(id, error)}
              {...register(field.name)}
            />
          </FieldShell>
        )
      case 'textarea':
        return (
          <FieldShell id={id} label={label} required={field.required} error={error}>
            <textarea
              rows={5}
              aria-required={field.required}
              {...controlProps(id, error)}
              {...register(field.name)}
            />
          </FieldShell>
        )
      case 'select':
        return (
          <FieldShell id={id} label={label} required={field.required} error={error}>
            <select
              aria-required={field.required}
              {...controlProps(id, error)}
              {...register(field.name)}
            >
              <option value="">{t('forms.choose')}</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FieldShell>
        )
      case 'checkbox':
        return (
          <div>
            <div className="flex items-start gap-3">
              <input
                id={id}
                type="checkbox"
                aria-required={field.required}
                aria-invalid={invalid}
                aria-describedby={describedBy(id, { error: invalid })}
                className="mt-0.5 size-5 shrink-0 accent-forest-800"
                {...register(field.name)}
              />
              <label htmlFor={id} className="text-ink">
                {label}
                {field.required && <RequiredMark />}
              </label>
            </div>
            <FieldErrorText id={id} message={error} />
          </div>
        )
      case 'number':
        return (
          <Controller
            control={control}
            name={field.name}
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <NumberInput
                label={label}
                required={field.required}
                min={field.min}
                max={field.max}
                value={typeof value === 'number' ? value : null}
                onChange={onChange}
                onBlur={onBlur}
                inputRef={ref}
                locale={locale}
                error={error}
              />
            )}
          />
        )
      case 'upload':
        return (
          <Controller
            control={control}
            name={field.name}
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <UploadField
                id={id}
                formId={form.id}
                field={field}
                label={label}
                value={isUploadValue(value) ? value : { files: [], uploading: 0 }}
                onChange={onChange}
                onBlur={onBlur}
                inputRef={ref}
                locale={locale}
                error={error}
              />
            )}
          />
        )
    }
  }

  return (
    <form
      noValidate
      onSubmit={submitUnlessPending(submission.isPending, onSubmit)}
      aria-label={form.title}
      aria-busy={submission.isPending}
      className="relative"
    >
      <NeedsJavaScript />
      <FormAlert messages={formErrors} />
      <div className="grid grid-cols-1 gap-x-4 gap-y-5 md:grid-cols-12">
        {form.fields.map((field) => (
          <div key={field.id} className={`col-span-1 ${widthClassName(field.width)}`}>
            {renderField(field)}
          </div>
        ))}
      </div>
      <Honeypot />
      <div className="mt-6">
        <SubmitButton pending={submission.isPending} pendingLabel={t('forms.sending')}>
          {form.submitButtonLabel || t('forms.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
