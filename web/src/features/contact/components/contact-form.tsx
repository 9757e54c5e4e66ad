import { NeedsJavaScript } from '@/components/ui/needs-javascript'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { controlProps, FieldShell } from '@/components/ui/form/field-shell'
import { FormAlert } from '@/components/ui/form/form-alert'
import { Honeypot, honeypotValue } from '@/components/ui/form/honeypot'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import { useValidationMessages } from '@/hooks/use-validation-messages'
import { applyServerErrors } from '@/lib/server-errors'
import { withCatalogPart } from '@/lib/with-catalog-part'
import { useSubmitHelpdeskTicket } from '../api/submit-helpdesk-ticket.commerce'
import {
  contactFields,
  contactLimits,
  contactSchema,
  type ContactField,
  type ContactValues,
} from '../lib/contact-schema'

const emptyValues: ContactValues = { name: '', email: '', subject: '', message: '', telephone: '' }

/**
 * The contact form (SPEC.md sections 2 and 7): name, email, subject, message
 * and an optional telephone number, sent as a helpdesk ticket. Checked on the
 * client and again on the server, whose errors appear beside the field they
 * name; afterwards the ticket's code is shown and focused.
 */
function ContactFormWithTexts() {
  const { t } = useTranslation()
  const id = useId()
  const headingId = `${id}-heading`
  const validation = useValidationMessages()
  const messages = useMemo(
    () => ({ ...validation, telephone: t('contact.telephoneInvalid') }),
    [validation, t],
  )
  const resolver = useMemo(() => zodResolver(contactSchema(messages)), [messages])
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ContactValues>({ resolver, defaultValues: emptyValues, mode: 'onTouched' })
  const receiptRef = useRef<HTMLDivElement>(null)
  const [formErrors, setFormErrors] = useState<string[]>([])
  const [receipt, setReceipt] = useState<{ code: string; email: string } | null>(null)
  const ticket = useSubmitHelpdeskTicket()

  useEffect(() => {
    if (receipt) receiptRef.current?.focus()
  }, [receipt])

  const onSubmit = handleSubmit(async (values, event) => {
    setFormErrors([])
    let code: string | null
    try {
      code = await ticket.mutateAsync({
        input: {
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
          telephone: values.telephone.trim() === '' ? null : values.telephone.trim(),
          channel: 'CONTACT_FORM',
          honeypot: honeypotValue(event),
        },
      })
    } catch (error) {
      setFormErrors(
        applyServerErrors(error, { setError, setFocus }, contactFields, t('contact.failed')),
      )
      return
    }
    if (!code) {
      setFormErrors([t('contact.failed')])
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
    const error = errors[name]?.message
    return { id: `${id}-${name}`, error, control: { ...controlProps(`${id}-${name}`, error) } }
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
        onSubmit={submitUnlessPending(ticket.isPending, onSubmit)}
        className="relative mt-6"
      >
        <NeedsJavaScript />
        <FormAlert messages={formErrors} />
        <div className="grid grid-cols-1 gap-x-4 gap-y-5 md:grid-cols-2">
          <FieldShell id={name.id} label={t('contact.name')} required error={name.error}>
            <input
              type="text"
              autoComplete="name"
              maxLength={contactLimits.name}
              aria-required="true"
              {...name.control}
              {...register('name')}
            />
          </FieldShell>
          <FieldShell id={email.id} label={t('contact.email')} required error={email.error}>
            <input
              type="email"
              autoComplete="email"
              aria-required="true"
              {...email.control}
              {...register('email')}
            />
          </FieldShell>
          <FieldShell
            id={telephone.id}
            label={t('contact.telephone')}
            required={false}
            markOptional
            error={telephone.error}
          >
            <input
              type="tel"
              autoComplete="tel"
              maxLength={contactLimits.telephone}
              aria-required="false"
              {...telephone.control}
              {...register('telephone')}
            />
          </FieldShell>
          <FieldShell id={subject.id} label={t('contact.subject')} required error={subject.error}>
            <input
              type="text"
              maxLength={contactLimits.subject}
              aria-required="true"
              {...subject.control}
              {...register('subject')}
            />
          </FieldShell>
          <div className="md:col-span-2">
            <FieldShell id={message.id} label={t('contact.message')} required error={message.error}>
              <textarea
                rows={7}
                maxLength={contactLimits.message}
                aria-required="true"
                {...message.control}
                {...register('message')}
              />
            </FieldShell>
          </div>
        </div>
        <Honeypot />
        <p className="mt-4 text-sm text-ink-muted">{t('contact.requiredNote')}</p>
        <div className="mt-6">
          <SubmitButton pending={ticket.isPending} pendingLabel={t('contact.sending')}>
            {t('contact.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  )
}

/** ContactForm, rendered once the forms part of the UI catalogs is loaded. */
export const ContactForm = withCatalogPart('forms', ContactFormWithTexts)
