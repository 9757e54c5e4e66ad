import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { buttonClassName, secondaryButtonClassName } from '@/components/ui/button-styles'
import { FormAlert } from '@/components/ui/form/form-alert'
import { SubmitButton } from '@/components/ui/form/submit-button'
import { PageHeading } from '@/components/ui/page-heading'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { GraphQLClientError } from '@/lib/graphql/graphql-client'
import type { Locale } from '@/lib/locale'
import { useCatalogPart } from '@/lib/use-catalog-part'
import { pathFor } from '@/lib/routes'
import { useConfirmWithdrawal } from '../api/confirm-withdrawal.commerce'
import {
  useWithdrawalConfirmation,
  type PendingWithdrawal,
} from '../api/get-withdrawal-confirmation.commerce'
import { receivedAt } from '../lib/received-at'

/** The query parameter of the confirmation link that carries its token. */
export const confirmTokenParam = 'token'

/** The server's reason for refusing a link (invalid, expired, too many tries), if that is what the error is. */
function refusalOf(error: unknown): string | null {
  return error instanceof GraphQLClientError && error.errors.length > 0 ? error.message : null
}

/**
 * The page behind the link a withdrawal's confirmation mail carries to the
 * order's own address (/{lang}/vertrag-widerrufen/bestaetigen?token=…, each language's own path):
 * shows what was declared for which order and when, and confirms it only
 * with its button, never on opening (mail scanners open links); the return
 * of a whole order starts then. A used link shows the confirmation again;
 * an invalid or expired one says so, with the server's words.
 */
export function WithdrawalConfirmPage() {
  const { t } = useTranslation()
  const ready = useCatalogPart('withdrawal')
  const title = t('routes.withdrawal-confirm.title')
  usePageHead({
    kind: 'page',
    title,
    description: t('routes.withdrawal-confirm.description'),
    indexable: false,
  })
  const [search] = useSearchParams()
  const token = search.get(confirmTokenParam)?.trim() ?? ''
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <PageHeading>{title}</PageHeading>
      {ready &&
        (token ? (
          <ConfirmWithToken token={token} />
        ) : (
          <LinkProblem message={t('withdrawal.confirmLink.noToken')} />
        ))}
    </div>
  )
}

function ConfirmWithToken({ token }: { token: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const pending = useWithdrawalConfirmation(locale, token, {
    queryConfig: { select: (data) => data.withdrawalConfirmation ?? null },
  })
  const confirm = useConfirmWithdrawal()
  const [failures, setFailures] = useState<string[]>([])
  const declaration = confirm.data ?? pending.data ?? null
  const confirmed = declaration?.confirmed ?? false
  const headingRef = useRef<HTMLHeadingElement>(null)
  const wasConfirmed = useRef(confirmed)

  useEffect(() => {
    // Confirming on this page moves the focus to the new state's heading.
    if (confirmed && !wasConfirmed.current) headingRef.current?.focus()
    wasConfirmed.current = confirmed
  }, [confirmed])

  if (pending.isPending) {
    return <p role="status">{t('common.loading')}</p>
  }
  if (pending.isError) {
    const refusal = refusalOf(pending.error)
    if (refusal) return <LinkProblem message={refusal} />
    return (
      <div role="alert" className="flex flex-col items-start gap-4">
        <p>{t('withdrawal.confirmLink.unreachable')}</p>
        <button
          type="button"
          className={buttonClassName}
          onClick={() => {
            void pending.refetch()
          }}
        >
          {t('withdrawal.confirmLink.retry')}
        </button>
      </div>
    )
  }
  if (!declaration) return <LinkProblem message={t('withdrawal.confirmLink.invalid')} />

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault()
    if (confirm.isPending) return
    setFailures([])
    try {
      await confirm.mutateAsync({ token })
    } catch (error) {
      setFailures([refusalOf(error) ?? t('withdrawal.confirmLink.failed')])
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-2xl font-semibold text-forest-900 outline-none"
      >
        {confirmed ? t('withdrawal.confirmLink.doneHeading') : t('withdrawal.confirmLink.heading')}
      </h2>
      <Declaration declaration={declaration} locale={locale} />
      {confirmed ? (
        <div role="status" className="flex flex-col gap-4">
          <p>
            {declaration.return_reference
              ? t('withdrawal.confirmLink.returnStarted', {
                  reference: declaration.return_reference,
                })
              : t('withdrawal.confirmLink.inTouch')}
          </p>
          <p>
            <Link to={`/${locale}`} className={secondaryButtonClassName}>
              {t('withdrawal.receipt.home')}
            </Link>
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <p>
            {declaration.whole_order
              ? t('withdrawal.confirmLink.introReturn')
              : t('withdrawal.confirmLink.introWords')}
          </p>
          <p>{t('withdrawal.confirmLink.notYou')}</p>
          <FormAlert messages={failures} />
          <div>
            <SubmitButton
              pending={confirm.isPending}
              pendingLabel={t('withdrawal.confirmLink.sending')}
            >
              {t('withdrawal.confirmLink.submit')}
            </SubmitButton>
          </div>
        </form>
      )}
    </div>
  )
}

/** What was declared: the reference, the order, when, and what. */
function Declaration({ declaration, locale }: { declaration: PendingWithdrawal; locale: Locale }) {
  const { t } = useTranslation()
  const at = receivedAt(declaration.declared_at, locale)
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-cream-300 bg-cream-50 p-6 sm:grid-cols-[auto_1fr] sm:p-8">
      <dt className="font-medium">{t('withdrawal.receipt.reference')}</dt>
      <dd className="font-semibold tabular-nums">{declaration.reference}</dd>
      <dt className="font-medium">{t('withdrawal.confirmLink.order')}</dt>
      <dd className="tabular-nums">{declaration.order_number}</dd>
      <dt className="font-medium">{t('withdrawal.receipt.receivedAt')}</dt>
      <dd className="tabular-nums">
        {at ? (
          <time dateTime={at.iso}>
            {t('withdrawal.receipt.receivedAtValue', { date: at.date, time: at.time })}
          </time>
        ) : (
          declaration.declared_at
        )}
      </dd>
      <dt className="font-medium">{t('withdrawal.confirm.scope')}</dt>
      <dd className="whitespace-pre-line break-words">
        {declaration.whole_order
          ? t('withdrawal.confirm.wholeOrder')
          : (declaration.items_text ?? t('withdrawal.confirmLink.noWords'))}
      </dd>
    </dl>
  )
}

/** A link that cannot be used (none, invalid, expired): why, and the way back to the form. */
function LinkProblem({ message }: { message: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <div role="alert" className="flex flex-col items-start gap-4">
      <p>{message}</p>
      <Link to={pathFor('withdrawal', locale)} className={secondaryButtonClassName}>
        {t('withdrawal.confirmLink.toForm')}
      </Link>
    </div>
  )
}
