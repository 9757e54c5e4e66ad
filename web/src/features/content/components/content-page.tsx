import { useTranslation } from 'react-i18next'
import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs'
import { editorHref } from '@/components/ui/editor-link'
import { PageHeading } from '@/components/ui/page-heading'
import { useLocale } from '@/hooks/use-locale'
import { usePageHead } from '@/hooks/use-page-head'
import { knownBlocks, type Block } from '../lib/blocks'
import { isIndexable, pageAlternates, type ContentPageData, type PageLayout } from '../lib/page'
import { Blocks } from './block-renderer'

const layoutClassName: Record<PageLayout, string> = {
  // A readable measure for pages of text.
  default: 'mx-auto w-full max-w-4xl',
  wide: 'w-full',
  // Edge to edge: out of the page container to the window's sides; the blocks keep their widths.
  full: 'ml-[calc(50%-50vw)] w-screen',
}

/** How the page's h1 shows: an intro first brings its own; a hero first keeps it for screen readers. */
function titleKind(first: Block | undefined): 'intro' | 'hidden' | 'visible' {
  if (first?.__typename === 'IntroBlock') return 'intro'
  if (first?.__typename === 'TeaserBlock' && first.teaserLayout === 'hero') return 'hidden'
  return 'visible'
}

/**
 * A content page: breadcrumbs, the title as h1 (unless an intro block opens
 * the page), the blocks in the page's layout, and the head from the page's
 * meta data with its url in each language.
 */
export function ContentPage({
  page,
  breadcrumbs = true,
  trailStart = [],
  headTitle,
}: {
  page: ContentPageData
  /** false on pages that are the start of their trail, such as the home page. */
  breadcrumbs?: boolean
  /** Crumbs between home and the page's own, such as a club's home above its pages. */
  trailStart?: readonly BreadcrumbItem[]
  /** The title part of the head when the page's meta has none (default: the page's title). */
  headTitle?: string
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  usePageHead({
    kind: 'page',
    title: page.meta.title ?? headTitle ?? page.title,
    description: page.meta.description ?? undefined,
    indexable: isIndexable(page.meta.robots),
    alternates: pageAlternates(page),
  })

  const blocks = knownBlocks(page.blocks)
  const title = titleKind(blocks[0])
  const trail: BreadcrumbItem[] = [
    { label: t('breadcrumbs.home'), to: `/${locale}` },
    ...trailStart,
  ]
  for (const crumb of page.breadcrumbs) {
    const target = editorHref(crumb.url, locale)
    if (target?.kind === 'route' && !trail.some((item) => item.to === target.to)) {
      trail.push({ label: crumb.label, to: target.to })
    }
  }
  // The page itself ends the trail, unlinked, whether or not the API listed it.
  const last = trail.at(-1)
  if (last?.to === `/${locale}/${page.url}`) trail.pop()
  trail.push({ label: page.title })

  const full = page.layout === 'full'
  const showTrail = breadcrumbs && page.url !== ''
  return (
    <article className={`flex flex-col gap-8 ${layoutClassName[page.layout]}`}>
      {(showTrail || title !== 'intro') && (
        <div
          className={`flex flex-col gap-8 ${full ? 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8' : ''}`}
        >
          {showTrail && <Breadcrumbs items={trail} />}
          {title === 'visible' && <PageHeading>{page.title}</PageHeading>}
          {title === 'hidden' && <h1 className="sr-only">{page.title}</h1>}
        </div>
      )}
      <div className="flex flex-col gap-12 sm:gap-16">
        <Blocks blocks={blocks} firstOpensPage={title !== 'visible'} fullBleed={full} />
      </div>
    </article>
  )
}
