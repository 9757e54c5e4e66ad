import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { EditorLink } from '@/components/ui/editor-link'
import type { SiteFooterBlock } from '../lib/site-entries'
import { FooterIcon } from './footer-icons'

const headingClassName = 'font-display text-lg font-semibold tracking-wide text-brass-300'

type Block<T extends SiteFooterBlock['__typename']> = Extract<SiteFooterBlock, { __typename: T }>

function FooterColumns({
  block,
  linkClassName,
}: {
  block: Block<'FooterMultiColumns'>
  linkClassName: string
}) {
  const baseId = useId()
  return (
    <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {block.columns.map((column, index) => {
        const headingId = `${baseId}-${String(index)}`
        return (
          <nav key={headingId} aria-labelledby={headingId}>
            <h2 id={headingId} className={headingClassName}>
              {column.title}
            </h2>
            <ul className="mt-3 space-y-1">
              {column.links.map((link, linkIndex) => (
                <li key={`${link.url}-${String(linkIndex)}`}>
                  <EditorLink url={link.url} newTab={link.newTab} className={linkClassName}>
                    {link.label ?? link.url}
                  </EditorLink>
                </li>
              ))}
            </ul>
          </nav>
        )
      })}
    </div>
  )
}

function FooterIcons({ block }: { block: Block<'FooterIcons'> }) {
  const { t } = useTranslation()
  const headingId = useId()
  if (block.items.length === 0) return null
  return (
    <section
      aria-labelledby={block.title ? headingId : undefined}
      aria-label={block.title ? undefined : t('site.footer.icons')}
    >
      {block.title && (
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-cream-200">
          {block.title}
        </h2>
      )}
      <ul className="mt-3 flex flex-wrap items-center gap-2">
        {block.items.map((item, index) => (
          <li key={`${item.icon}-${String(index)}`} className="text-cream-100">
            {item.url ? (
              <EditorLink
                url={item.url}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md hover:text-cream-50"
              >
                <FooterIcon name={item.icon} label={item.label} />
                <span className="sr-only">{item.label}</span>
              </EditorLink>
            ) : (
              <span className="inline-flex min-h-11 items-center" title={item.label}>
                <FooterIcon name={item.icon} label={item.label} />
                <span className="sr-only">{item.label}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function FooterLinkList({
  block,
  linkClassName,
}: {
  block: Block<'FooterLinkList'>
  linkClassName: string
}) {
  const { t } = useTranslation()
  if (block.links.length === 0) return null
  return (
    <nav aria-label={t('site.footer.legal')}>
      <ul className="flex flex-wrap gap-x-5">
        {block.links.map((link, index) => (
          <li key={`${link.url}-${String(index)}`}>
            <EditorLink url={link.url} newTab={link.newTab} className={linkClassName}>
              {link.label ?? link.url}
            </EditorLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The footer's blocks from the site, in the editor's order; links look as the footer's own. */
export function SiteFooterBlocks({
  blocks,
  linkClassName,
}: {
  blocks: readonly SiteFooterBlock[]
  linkClassName: string
}) {
  return (
    <div className="flex flex-col gap-10">
      {blocks.map((block) => {
        switch (block.__typename) {
          case 'FooterMultiColumns':
            return <FooterColumns key={block.id} block={block} linkClassName={linkClassName} />
          case 'FooterIcons':
            return <FooterIcons key={block.id} block={block} />
          case 'FooterLinkList':
            return <FooterLinkList key={block.id} block={block} linkClassName={linkClassName} />
          default:
            return null
        }
      })}
    </div>
  )
}
