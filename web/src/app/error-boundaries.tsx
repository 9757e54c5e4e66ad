import { useRouteError } from 'react-router'
import { Container } from '@/components/ui/container'
import { mainContentId } from '@/components/ui/main-content'
import { ErrorScreen } from '@/features/errors/components/error-screen'
import { useLocaleSync } from '@/features/locale/hooks/use-locale-sync'
import { useLocale } from '@/hooks/use-locale'
import { ShopLayout } from './layouts/shop-layout'

/** A page failed: the error shows inside the page's layout. */
export function PageErrorBoundary() {
  return <ErrorScreen error={useRouteError()} />
}

/**
 * `/:lang` itself failed, mostly because the prefix is no language: the
 * shop frame in the fallback language around the error.
 */
export function LangErrorBoundary() {
  const error = useRouteError()
  const locale = useLocale()
  useLocaleSync(locale)
  return (
    <ShopLayout locale={locale}>
      <ErrorScreen error={error} />
    </ShopLayout>
  )
}

/** The last resort when a layout itself failed: no frame that could fail again. */
export function RootErrorBoundary() {
  return (
    <main id={mainContentId} className="min-h-dvh">
      <Container className="py-16">
        <ErrorScreen error={useRouteError()} />
      </Container>
    </main>
  )
}
