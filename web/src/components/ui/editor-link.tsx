import type { CSSProperties, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '@/hooks/use-locale'
import { isLocale } from '@/lib/locale'

/**
 * Where a link an editor entered leads: an internal path goes through the
 * router (a path without a language gets the page's), an anchor, http(s),
 * mailto and tel links stay plain; anything else is no link at all.
 */
export function editorHref(
  url: string,
  locale: string,
): { kind: 'route'; to: string } | { kind: 'plain'; href: string } | null {
  const value = url.trim()
  if (value.startsWith('#')) return { kind: 'plain', href: value }
  if (value.startsWith('/') && !value.startsWith('//')) {
    const first = value.split(/[/?#]/)[1] ?? ''
    return {
      kind: 'route',
      to: isLocale(first) ? value : `/${locale}${value === '/' ? '' : value}`,
    }
  }
  if (/^(https?:|mailto:|tel:)/i.test(value)) return { kind: 'plain', href: value }
  if (value !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//')) {
    return { kind: 'route', to: `/${locale}/${value}` }
  }
  return null
}

/** A link as editors enter it in the content system (the Link type of the content API). */
export function EditorLink({
  url,
  newTab = false,
  className,
  style,
  children,
  'aria-label': ariaLabel,
}: {
  url: string
  newTab?: boolean | null
  className?: string
  /** For colours an editor chose; layout belongs in className. */
  style?: CSSProperties
  children: ReactNode
  'aria-label'?: string
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const target = editorHref(url, locale)
  if (!target) {
    return (
      <span className={className} style={style}>
        {children}
      </span>
    )
  }
  const tab = newTab
    ? ({ target: '_blank', rel: 'noopener noreferrer' } as const)
    : ({} as Record<string, never>)
  const content = (
    <>
      {children}
      {newTab && (
        <>
          {' '}
          <span className="sr-only">({t('content.opensInNewTab')})</span>
        </>
      )}
    </>
  )
  return target.kind === 'route' ? (
    <Link to={target.to} className={className} style={style} aria-label={ariaLabel} {...tab}>
      {content}
    </Link>
  ) : (
    <a href={target.href} className={className} style={style} aria-label={ariaLabel} {...tab}>
      {content}
    </a>
  )
}
