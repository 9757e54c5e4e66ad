import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '@/components/ui/button-styles'
import { RichText } from '@/components/ui/rich-text'
import type { StaticFormBlockFieldsFragment } from '@/gql-content/graphql'
import { useLocale } from '@/hooks/use-locale'
import { GraphQLClientError } from '@/lib/graphql/graphql-client'
import { subscribeEmailToNewsletter } from '../api/subscribe-email-to-newsletter.commerce'
import { withCatalogPart } from '@/lib/with-catalog-part'

/** The newsletter block's fields the sign-up shows. */
export type NewsletterBlock = Pick<
  StaticFormBlockFieldsFragment,
  'headline' | 'html' | 'legalBlock' | 'successMessage'
>

/** As the server takes it: one @, a dot in the domain, no spaces, at most 254 characters. */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

type Outcome = 'pending' | 'subscribed'

/**
 * The newsletter sign-up (the StaticForm block): an address, the consent
 * text, and after sending either "check your inbox" (double opt-in: the
 * subscription starts only with the mailed link) or "already subscribed".
 */
function NewsletterSignupWithTexts({ block }: { block: NewsletterBlock }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = useId()
  const headingId = `${id}-heading`
  const inputRef = useRef<HTMLInputElement>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const subscription = useMutation({
    mutationFn: (address: string) => subscribeEmailToNewsletter(locale, address),
  })

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus()
  }, [outcome])

  const check = (value: string): string | null => {
    const address = value.trim()
    if (address === '') return t('validation.required')
    if (address.length > 254 || !emailPattern.test(address)) return t('forms.validation.email')
    return null
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (subscription.isPending) return
    setFormError(null)
    const problem = check(email)
    setFieldError(problem)
    if (problem) {
      inputRef.current?.focus()
      return
    }
    let status
    try {
      status = await subscription.mutateAsync(email.trim())
    } catch (error) {
      const [first] = error instanceof GraphQLClientError ? error.errors : []
      if (first?.extensions?.field === 'email') {
        setFieldError(first.message)
        inputRef.current?.focus()
      } else {
        setFormError(first?.message ?? t('newsletter.failed'))
      }
      return
    }
    if (status === 'SUBSCRIBED') setOutcome('subscribed')
    else if (status === 'UNCONFIRMED' || status === 'NOT_ACTIVE') setOutcome('pending')
    else setFormError(t('newsletter.failed'))
  }

  const invalid = fieldError !== null
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
          {outcome === 'pending' ? (
            block.successMessage ? (
              // The editors' own words for "check your inbox".
              <RichText html={block.successMessage} />
            ) : (
              <>
                <p className="font-semibold text-forest-900">{t('newsletter.checkInboxTitle')}</p>
                <p className="mt-1">{t('newsletter.checkInbox', { email: email.trim() })}</p>
              </>
            )
          ) : (
            <p className="font-semibold text-forest-900">{t('newsletter.alreadySubscribed')}</p>
          )}
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-labelledby={headingId}
          aria-busy={subscription.isPending}
          className="mt-4"
        >
          {formError && (
            <p role="alert" className="mb-3 text-red-800">
              {formError}
            </p>
          )}
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink">
            {t('newsletter.emailLabel')}
          </label>
          <div className="mt-1 flex flex-col gap-3 sm:flex-row">
            <input
              ref={inputRef}
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              aria-required="true"
              aria-invalid={invalid}
              aria-describedby={`${invalid ? `${id}-error ` : ''}${id}-legal`}
              onChange={(event) => {
                setEmail(event.target.value)
                if (fieldError) setFieldError(check(event.target.value))
              }}
              onBlur={() => {
                if (email !== '') setFieldError(check(email))
              }}
              className={`block min-h-11 w-full flex-1 rounded-md border bg-cream-50 px-3 py-2 text-ink ${
                invalid ? 'border-red-800' : 'border-cream-300'
              }`}
            />
            <button
              type="submit"
              aria-disabled={subscription.isPending}
              className={`${buttonClassName} aria-disabled:cursor-progress aria-disabled:opacity-70`}
            >
              {subscription.isPending ? t('newsletter.sending') : t('newsletter.submit')}
            </button>
          </div>
          {invalid && (
            <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
              {fieldError}
            </p>
          )}
          <div id={`${id}-legal`} className="mt-3 text-sm text-ink-muted">
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
