import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { buttonClassName } from '@/components/ui/button-styles'
import { PageHeading } from '@/components/ui/page-heading'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { GraphQLClientError } from '@/lib/graphql/graphql-client'
import { withCatalogPart } from '@/lib/with-catalog-part'
import { useConfirmNewsletterSubscription } from '../api/confirm-newsletter-subscription.commerce'
import { useUnsubscribeFromNewsletter } from '../api/unsubscribe-from-newsletter.commerce'
import { NewsletterSignup } from './newsletter-signup'

type Action = { kind: 'confirm' | 'unsubscribe'; token: string } | null

/** What the link asks for: `?token=` confirms a subscription, `?unsubscribe=` ends one. */
function actionOf(search: URLSearchParams): Action {
  const unsubscribe = search.get('unsubscribe')?.trim()
  if (unsubscribe) return { kind: 'unsubscribe', token: unsubscribe }
  const token = search.get('token')?.trim()
  return token ? { kind: 'confirm', token } : null
}

/**
 * The page the newsletter mails link to (/{lang}/newsletter/subscription/success):
 * confirms the subscription with the link's token, or ends it with an
 * unsubscribe token, once per token even when React runs effects twice. A
 * bad or expired link says so and offers the sign-up again; when the server
 * cannot be reached, the visitor can try again.
 */
function NewsletterConfirmationWithTexts() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [search] = useSearchParams()
  const action = actionOf(search)
  const confirmation = useConfirmNewsletterSubscription()
  const unsubscription = useUnsubscribeFromNewsletter()
  const kind = action?.kind
  const token = action?.token
  const {
    mutate,
    data: status,
    error,
    isSuccess,
    isError,
  } = kind === 'unsubscribe' ? unsubscription : confirmation
  const sent = useRef<string | null>(null)

  useEffect(() => {
    if (!kind || !token) return
    const key = `${kind}:${token}`
    // Once per token: strict mode's second effect run and re-renders must not send it again.
    if (sent.current === key) return
    sent.current = key
    mutate({ token })
  }, [kind, token, mutate])

  const unsubscribing = kind === 'unsubscribe'
  const succeeded =
    isSuccess && (unsubscribing ? status === 'UNSUBSCRIBED' : status === 'SUBSCRIBED')
  // The server answered with a reason (a bad, tampered or expired token), or did not answer at all.
  const refusal =
    error instanceof GraphQLClientError && error.errors.length > 0 ? error.message : null
  const unreachable = isError && refusal === null
  const failed = !action || (isError && !unreachable) || (isSuccess && !succeeded)

  const state = unreachable
    ? t('errors.generic.title')
    : failed
      ? t('newsletter.confirmation.failedTitle')
      : succeeded
        ? unsubscribing
          ? t('newsletter.confirmation.unsubscribedTitle')
          : t('newsletter.confirmation.confirmedTitle')
        : unsubscribing
          ? t('newsletter.confirmation.unsubscribing')
          : t('newsletter.confirmation.confirming')
  // The page keeps the route's title, as the server rendered it; the state is the section below.
  const title = t('routes.newsletter-subscription-success.title')
  usePageHead({ kind: 'page', title, indexable: false })

  return (
    <div className="max-w-2xl">
      <PageHeading>{title}</PageHeading>
      <div role="status" className="mt-8">
        <h2 className="font-display text-2xl font-semibold text-forest-900">{state}</h2>
        <div className="mt-3 text-lg leading-relaxed">
          {!failed && !succeeded && !unreachable && <p>{t('common.loading')}</p>}
          {succeeded && (
            <>
              <p>
                {unsubscribing
                  ? t('newsletter.confirmation.unsubscribed')
                  : t('newsletter.confirmation.confirmed')}
              </p>
              <p className="mt-4">
                <Link
                  to={`/${locale}`}
                  className="font-medium text-forest-700 underline underline-offset-2"
                >
                  {t('newsletter.confirmation.toShop')}
                </Link>
              </p>
            </>
          )}
          {failed && (
            // The server says why a link failed, in the page's language; an answer without a reason, we explain.
            <p>
              {action
                ? (refusal ?? t('newsletter.confirmation.badLink'))
                : t('newsletter.confirmation.noToken')}
            </p>
          )}
          {unreachable && action && (
            <>
              <p>{t('newsletter.confirmation.unreachable')}</p>
              <button
                type="button"
                onClick={() => {
                  mutate({ token: action.token })
                }}
                className={`${buttonClassName} mt-4`}
              >
                {t('newsletter.confirmation.retry')}
              </button>
            </>
          )}
        </div>
      </div>
      {failed && !unsubscribing && (
        <div className="mt-8">
          <NewsletterSignup
            block={{
              headline: t('newsletter.confirmation.signUpAgain'),
              html: null,
              legalBlock: null,
              successMessage: null,
            }}
          />
        </div>
      )}
    </div>
  )
}

/** NewsletterConfirmation, rendered once the forms part of the UI catalogs is loaded. */
export const NewsletterConfirmation = withCatalogPart('forms', NewsletterConfirmationWithTexts)
