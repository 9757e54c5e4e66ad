import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClassName, textLinkClassName } from '@/components/ui/button-styles'
import { FormAlert } from '@/components/ui/form/form-alert'
import { LoadFailedState, LoadingState } from '@/components/ui/load-states'
import { PageHeading } from '@/components/ui/page-heading'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { isNotFoundError } from '@/lib/graphql/graphql-client'
import type { Locale } from '@/lib/locale'
import { useCatalogPart } from '@/lib/use-catalog-part'
import {
  useOrderReturnInformation,
  type OrderReturnInformation,
} from '../api/get-order-return-information.commerce'
import { useReturnReasons, type ReturnReasonOption } from '../api/get-return-reasons.commerce'
import { formatReturnDay, orderPagePath } from '../lib/return-format'
import { ReturnForm } from './return-form'
import { ReturnRefused } from './return-refusal'

function BackToOrder({ number, locale }: { number: string; locale: Locale }) {
  const { t } = useTranslation()
  return (
    <Link to={orderPagePath(locale, number)} className={`${textLinkClassName} mb-2`}>
      <span aria-hidden="true" className="mr-1">
        ‹
      </span>
      {t('returns.backToOrder', { number })}
    </Link>
  )
}

function Returnable({
  number,
  information,
  reasons,
  locale,
}: {
  number: string
  information: OrderReturnInformation
  reasons: { list: readonly ReturnReasonOption[]; failed: boolean }
  locale: Locale
}) {
  const { t } = useTranslation()
  return (
    <>
      <p className="mt-4 max-w-2xl">
        {information.prepaidLabelCarrier
          ? t('returns.introPrepaid', { carrier: information.prepaidLabelCarrier })
          : t('returns.intro')}
      </p>
      {information.returnableUntil && (
        <p className="mt-2 font-medium text-forest-900">
          {t('returns.returnableUntil', {
            date: formatReturnDay(information.returnableUntil, locale),
          })}
        </p>
      )}
      {reasons.failed && reasons.list.length === 0 ? (
        <div className="mt-6">
          <FormAlert messages={[t('returns.form.noReasons')]} />
        </div>
      ) : (
        <ReturnForm
          number={number}
          items={information.items}
          reasons={reasons.list}
          locale={locale}
        />
      )}
    </>
  )
}

/**
 * /{lang}/customer/orders/{number}/return: the return request for one of
 * the customer's orders. When the order cannot be returned, the reason
 * in words (SPEC.md section 4) and the way back to the order; else the
 * form (ReturnForm). The reasons come from the start-up's shop data
 * (`initialReasons`, handed in by the app) or, without it, from
 * GetReturnReasons. An unknown number and another customer's show the
 * same not-found state.
 */
export function ReturnPage({
  number,
  initialReasons,
}: {
  number: string
  initialReasons?: readonly ReturnReasonOption[] | undefined
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const texts = useCatalogPart(['returns', 'forms'])
  const query = useOrderReturnInformation(locale, number, {
    queryConfig: {
      select: (data) => data.orderReturnInformation,
      retry: (count, error) => !isNotFoundError(error) && count < 2,
    },
  })
  const reasonsQuery = useReturnReasons(locale, {
    queryConfig: {
      select: (data) => data.returnReasons,
      initialData: initialReasons ? { returnReasons: [...initialReasons] } : undefined,
    },
  })
  const notFound = isNotFoundError(query.error)
  const heading = texts ? t('returns.heading', { number }) : t('routes.customer-order-return.title')
  usePageHead({
    kind: 'page',
    title: [heading, t('routes.customer-orders.title')],
    indexable: false,
  })
  const information = query.data

  return (
    <div className="pb-12">
      {texts && !notFound && <BackToOrder number={number} locale={locale} />}
      <PageHeading>{heading}</PageHeading>
      {!texts ? null : information ? (
        information.isReturnable ? (
          <Returnable
            number={number}
            information={information}
            reasons={{ list: reasonsQuery.data ?? [], failed: reasonsQuery.isError }}
            locale={locale}
          />
        ) : (
          <ReturnRefused
            // The API always says why; should it not, the data is what failed.
            refusal={information.refusal ?? { code: 'RETURN_DATA_UNAVAILABLE', message: '' }}
            number={number}
            locale={locale}
          />
        )
      ) : notFound ? (
        <div className="mt-8 max-w-xl">
          <p className="text-lg">{t('returns.notFound', { number })}</p>
          <Link to={`/${locale}/customer/orders`} className={`${buttonClassName} mt-6`}>
            {t('returns.toOrders')}
          </Link>
        </div>
      ) : query.isPending ? (
        <LoadingState text={t('returns.loading')} />
      ) : (
        <LoadFailedState
          message={t('returns.loadFailed')}
          retry={t('returns.retry')}
          onRetry={() => void query.refetch()}
        />
      )}
    </div>
  )
}
