import { useTranslation } from 'react-i18next'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { AppContentPage } from '@/app/content/page-blocks'
import { blockComponents } from '@/app/content/block-components'
import { preloadBlocks } from '@/features/content/components/block-renderer'
import { getPagePreview } from '@/features/content/api/get-page-preview.content'
import {
  frameHeaderStyle,
  type ContentPageData,
  type HeaderStyle,
} from '@/features/content/lib/page'
import { usePageHead } from '@/hooks/use-page-head'
import { defaultLocale, isLocale } from '@/lib/locale'
import { startUp } from '../start-up'
import type { RouteContext } from '../route-modules'

interface PreviewData {
  page: ContentPageData | null
  headerStyle: HeaderStyle
}

/**
 * The back office's live preview of a page's draft (/{lang}/preview#token):
 * the token of the signed preview link stays in the fragment, which no
 * request carries, and goes to the content API in a POST whose answer no
 * cache keeps. The page shows as the customer will see it once published,
 * under a note that it is a preview; search engines are kept away (the
 * route's noindex, the answer's robots meta).
 */
export async function loader(
  { params, request }: LoaderFunctionArgs,
  { queryClient }: RouteContext,
): Promise<PreviewData> {
  const locale = isLocale(params.lang) ? params.lang : defaultLocale
  const token = typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '')
  await startUp(queryClient, locale)
  if (!token) return { page: null, headerStyle: 'default' }
  try {
    const { PagePreview: page } = await getPagePreview(locale, token, request.signal)
    if (page) await preloadBlocks(blockComponents, page.blocks)
    return { page: page ?? null, headerStyle: frameHeaderStyle(page) }
  } catch {
    return { page: null, headerStyle: 'default' }
  }
}

/** A hash change (a new link) loads the preview anew. */
export function shouldRevalidate() {
  return true
}

export function Component() {
  const { page } = useLoaderData<PreviewData>()
  const { t } = useTranslation()
  return (
    <>
      <p
        role="note"
        className="mx-auto mb-4 max-w-7xl rounded-md border border-amber-700 bg-amber-50 px-4 py-2 text-amber-950"
      >
        {page ? t('content.preview.note') : t('content.preview.invalid')}
      </p>
      {page ? <AppContentPage page={page} /> : <NoPreview />}
    </>
  )
}

/** The head of a link that shows nothing (the page's own head comes with it otherwise). */
function NoPreview() {
  const { t } = useTranslation()
  usePageHead({ kind: 'page', title: t('content.preview.title'), indexable: false })
  return (
    <h1 className="mx-auto max-w-7xl px-4 text-2xl font-semibold">{t('content.preview.title')}</h1>
  )
}
