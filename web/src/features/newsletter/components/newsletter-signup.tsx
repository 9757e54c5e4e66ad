import { NeedsJavaScript } from '@/components/ui/needs-javascript'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { controlClassName, describedBy, FieldShell } from '@/components/ui/form/field-shell'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton, submitUnlessPending } from '@/components/ui/form/submit-button'
import { RichText } from '@/components/ui/rich-text'
import type { StaticFormBlockFieldsFragment } from '@/gql-content/graphql'
import { useValidationMessages } from '@/hooks/use-validation-messages'
import { applyServerErrors } from '@/lib/server-errors'
import { emailSchema, type ValidationMessages } from '@/lib/validation'
import { withCatalogPart } from '@/lib/with-catalog-part'
import { useSubscribeEmailToNewsletter } from '../api/subscribe-email-to-newsletter.commerce'

/** The newsletter block's fields the sign-up shows. */
export type NewsletterBlock = Pick<
  StaticFormBlockFieldsFragment,
  'headline' | 'html' | 'legalBlock' | 'successMessage'
>

/** The sign-up's checks: one address, as the server takes it. */
export function newsletterSchema(messages: Pick<ValidationMessages, 'required' | 'email'>) {
  return z.object({ email: emailSchema(messages) })
}

type NewsletterValues = z.infer<ReturnType<typeof newsletterSchema>>

const fieldNames = ['email'] as const

interface Outcome {
  kind: 'pending' | 'subscribed'
  email: string
}

/**
 * The newsletter sign-up (the StaticForm block): an address, the consent
 * text, and after sending either "check your inbox" (double opt-in: the
 * subscription starts only with the mailed link) or "already subscribed".
 *
 * The reference form for the shop's forms: react-hook-form with a zod
 * schema of the shared rules (lib/validation.ts), the shared field kit
 * (components/ui/form), the request as a mutation hook of the feature's api
 * file, the server's field errors mapped onto the fields and the others
 * above the form (applyServerErrors, FormAlert), focus on the first error
 * or on the outcome, aria-busy and a button that only looks disabled while
 * sending.
 */
function NewsletterSignupWithTexts({ block }: { block: NewsletterBlock }) {
  const { t } = useTranslation()
  const id = useId()
  const headingId = `${id}-heading`
  const inputId = `${id}-email`
  const legalId = `${id}-legal`
  const validation = useValidationMessages()
  const resolver = useMemo(() => zodResolver(newsletterSchema(validation)), [validation])
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm<NewsletterValues>({
    resolver,
    defaultValues: { email: '' },
    // Checked on sending and, once wrong, as it is corrected; leaving the
    // field checks only what was typed (below): a box between a page's texts
    // must not scold someone who merely tabs or taps past it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const outcomeRef = useRef<HTMLDivElement>(null)
  const [formErrors, setFormErrors] = useState<string[]>([])
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const subscription = useSubscribeEmailToNewsletter()

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus()
  }, [outcome])

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormErrors([])
    const address = email.trim()
    let status
    try {
      status = await subscription.mutateAsync({ email: address })
    } catch (error) {
      setFormErrors(
        applyServerErrors(error, { setError, setFocus }, fieldNames, t('newsletter.failed')),
      )
      return
    }
    if (status === 'SUBSCRIBED') setOutcome({ kind: 'subscribed', email: address })
    else if (status === 'UNCONFIRMED' || status === 'NOT_ACTIVE') {
      setOutcome({ kind: 'pending', email: address })
    } else setFormErrors([t('newsletter.failed')])
  })

  const error = errors.email?.message
  const invalid = Boolean(error)
  const emailField = register('email', {
    onBlur: (event: { target: { value: string } }) => {
      if (event.target.value !== '') void trigger('email')
    },
    onChange: () => {
      if (getFieldState('email').error) void trigger('email')
    },
  })

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-cream-300 bg-cream-50 p-6 sm:p-8"
    >
      <h2 id={headingId} className="font-display text-2xl font-semibold text-forest-900">
        {block.headline?.trim() ? block.headline : t('newsletter.heading')}
      </h2>
      {block.html && <RichText html={block.html} className="mt-2 text-ink" />}

      {outcome ? (
        <div ref={outcomeRef} tabIndex={-1} role="status" className="mt-4 outline-none">
          {outcome.kind === 'pending' ? (
            block.successMessage ? (
              // The editors' own words for "check your inbox".
              <RichText html={block.successMessage} />
            ) : (
              <>
                <p className="font-semibold text-forest-900">{t('newsletter.checkInboxTitle')}</p>
                <p className="mt-1">{t('newsletter.checkInbox', { email: outcome.email })}</p>
              </>
            )
          ) : (
            <p className="font-semibold text-forest-900">{t('newsletter.alreadySubscribed')}</p>
          )}
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submitUnlessPending(subscription.isPending, onSubmit)}
          aria-labelledby={headingId}
          aria-busy={subscription.isPending}
          className="mt-4"
        >
          <NeedsJavaScript />
          <FormAlert messages={formErrors} />
          {/* One field: it is required, and marking it so would only add noise. */}
          <FieldShell
            id={inputId}
            label={t('newsletter.emailLabel')}
            required={false}
            error={error}
          >
            <div className="flex flex-col gap-3 sm:flex-row">
              <input
                id={inputId}
                type="email"
                autoComplete="email"
                aria-required="true"
                aria-invalid={invalid}
                // The error first: it is what the reader must act on; then the consent text.
                aria-describedby={[describedBy(inputId, { error: invalid }), legalId]
                  .filter(Boolean)
                  .join(' ')}
                className={`flex-1 ${controlClassName(invalid)}`}
                {...emailField}
              />
              <SubmitButton pending={subscription.isPending} pendingLabel={t('newsletter.sending')}>
                {t('newsletter.submit')}
              </SubmitButton>
            </div>
          </FieldShell>
          <div id={legalId} className="mt-3 text-sm text-ink-muted">
            {block.legalBlock ? (
              <RichText html={block.legalBlock} />
            ) : (
              <p>{t('newsletter.legal')}</p>
            )}
          </div>
        </form>
      )}
    </section>
  )
}

/** NewsletterSignup, rendered once the forms part of the UI catalogs is loaded. */
export const NewsletterSignup = withCatalogPart('forms', NewsletterSignupWithTexts)
