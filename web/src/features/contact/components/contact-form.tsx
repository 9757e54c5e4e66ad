import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '@/components/ui/button-styles'
import { useLocale } from '@/hooks/use-locale'
import { GraphQLClientError } from '@/lib/graphql/graphql-client'
import { submitHelpdeskTicket } from '../api/submit-helpdesk-ticket.commerce'
import {
  contactFields,
  contactLimits,
  contactSchema,
  type ContactField,
  type ContactValues,
} from '../lib/contact-schema'
import { withCatalogPart } from '@/lib/with-catalog-part'

const emptyValues: ContactValues = { name: '', email: '', subject: '', message: '', telephone: '' }

function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (contactFields as readonly string[]).includes(value)
}

/**
 * The contact form (SPEC.md sections 2 and 7): name, email, subject, message
 * and an optional telephone number, sent as a helpdesk ticket. Checked on the
 * client and again on the server, whose errors appear beside the field they
 * name; afterwards the ticket's code is shown and focused.
 */
function ContactFormWithTexts() {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = useId()
  const headingId = `${id}-heading`
  const messages = useMemo(
    () => ({
      required: t('validation.required'),
      email: t('forms.validation.email'),
      telephone: t('contact.telephoneInvalid'),
      tooLong: (max: number) => t('forms.validation.tooLong', { max }),
    }),
    [t],
  )
  const resolver = useMemo(() => zodResolver(contactSchema(messages)), [messages])
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ContactValues>({ resolver, defaultValues: emptyValues, mode: 'onTouched' })
  const honeypot = useRef<HTMLInputElement>(null)
  const formErrorRef = useRef<HTMLDivElement>(null)
  const receiptRef = useRef<HTMLDivElement>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [receipt, setReceipt] = useState<{ code: string; email: string } | null>(null)
  const ticket = useMutation({
    mutationFn: (values: ContactValues) =>
      submitHelpdeskTicket(locale, {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        telephone: values.telephone.trim() === '' ? null : values.telephone.trim(),
        channel: 'CONTACT_FORM',
        honeypot: honeypot.current?.value ?? '',
      }),
  })

  useEffect(() => {
    if (formError) formErrorRef.current?.focus()
  }, [formError])
  useEffect(() => {
    if (receipt) receiptRef.current?.focus()
  }, [receipt])

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    let code: string | null
    try {
      code = await ticket.mutateAsync(values)
    } catch (error) {
      const entries = error instanceof GraphQLClientError ? error.errors : []
      const general: string[] = []
      let first: ContactField | null = null
      for (const entry of entries) {
        const field = entry.extensions?.field
        const name = typeof field === 'string' ? field.split('.').at(-1) : undefined
        if (isContactField(name)) {
          setError(name, { type: 'server', message: entry.message })
          first ??= name
        } else if (entry.message) {
          general.push(entry.message)
        }
      }
      if (general.length > 0 || !first) {
        setFormError(general.length > 0 ? general.join(' ') : t('contact.failed'))
      } else {
        setFocus(first)
      }
      return
    }
    if (!code) {
      setFormError(t('contact.failed'))
      return
    }
    setReceipt({ code, email: values.email.trim() })
  })

  if (receipt) {
    return (
      <div
        ref={receiptRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl border border-forest-700/30 bg-cream-50 p-6 outline-none sm:p-8"
      >
        <p className="font-display text-2xl font-semibold text-forest-900">
          {t('contact.received')}
        </p>
        <p className="mt-3">
          {t('contact.ticketCode')}{' '}
          <strong className="font-semibold tabular-nums">{receipt.code}</strong>
        </p>
        <p className="mt-2 text-ink-muted">{t('contact.receiptSent', { email: receipt.email })}</p>
      </div>
    )
  }

  const field = (name: ContactField) => {
    const message = errors[name]?.message
    return {
      id: `${id}-${name}`,
      error: message,
      inputProps: {
        id: `${id}-${name}`,
        'aria-invalid': Boolean(message),
        'aria-describedby': message ? `${id}-${name}-error` : undefined,
        className: `block min-h-11 w-full rounded-md border bg-cream-50 px-3 py-2 text-ink ${
          message ? 'border-red-800' : 'border-cream-300'
        }`,
        ...register(name),
      },
    }
  }
  const name = field('name')
  const email = field('email')
  const telephone = field('telephone')
  const subject = field('subject')
  const message = field('message')

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl font-semibold text-forest-900">
        {t('contact.heading')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('contact.intro')}</p>
      <form
        noValidate
        aria-labelledby={headingId}
        aria-busy={ticket.isPending}
        onSubmit={(event) => {
          // Sending already: the button only looks disabled, so it keeps focus.
          if (ticket.isPending) event.preventDefault()
          else void onSubmit(event)
        }}
        className="relative mt-6"
      >
        {formError && (
          <div
            ref={formErrorRef}
            tabIndex={-1}
            role="alert"
            className="mb-5 rounded-md border border-red-800 bg-cream-50 p-4 text-red-800 outline-none"
          >
            {formError}
          </div>
        )}
        <div className="grid grid-cols-1 gap-x-4 gap-y-5 md:grid-cols-2">
          <Field id={name.id} label={t('contact.name')} required error={name.error}>
            <input
              type="text"
              autoComplete="name"
              maxLength={contactLimits.name}
              aria-required="true"
              {...name.inputProps}
            />
          </Field>
          <Field id={email.id} label={t('contact.email')} required error={email.error}>
            <input type="email" autoComplete="email" aria-required="true" {...email.inputProps} />
          </Field>
          <Field
            id={telephone.id}
            label={t('contact.telephone')}
            required={false}
            error={telephone.error}
          >
            <input
              type="tel"
              autoComplete="tel"
              maxLength={contactLimits.telephone}
              aria-required="false"
              {...telephone.inputProps}
            />
          </Field>
          <Field id={subject.id} label={t('contact.subject')} required error={subject.error}>
            <input
              type="text"
              maxLength={contactLimits.subject}
              aria-required="true"
              {...subject.inputProps}
            />
          </Field>
          <div className="md:col-span-2">
            <Field id={message.id} label={t('contact.message')} required error={message.error}>
              <textarea
                rows={7}
                maxLength={contactLimits.message}
                aria-required="true"
                {...message.inputProps}
              />
            </Field>
          </div>
        </div>
        <div
          aria-hidden="true"
          className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden"
        >
          <label>
            {t('forms.honeypot')}
            <input
              ref={honeypot}
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </label>
        </div>
        <p className="mt-4 text-sm text-ink-muted">{t('contact.requiredNote')}</p>
        <div className="mt-6">
          <button
            type="submit"
            aria-disabled={ticket.isPending}
            className={`${buttonClassName} aria-disabled:cursor-progress aria-disabled:opacity-70`}
          >
            {ticket.isPending ? t('contact.sending') : t('contact.submit')}
          </button>
        </div>
      </form>
    </section>
  )
}

function Field({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string
  label: string
  required: boolean
  error: string | undefined
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required ? (
          <>
            {' '}
            <span aria-hidden="true" className="text-red-800">
              *
            </span>{' '}
            <span className="sr-only">({t('forms.required')})</span>
          </>
        ) : (
          <>
            {' '}
            <span className="font-normal text-ink-muted">({t('contact.optional')})</span>
          </>
        )}
      </label>
      <div className="mt-1">{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}

/** ContactForm, rendered once the forms part of the UI catalogs is loaded. */
export const ContactForm = withCatalogPart('forms', ContactFormWithTexts)
