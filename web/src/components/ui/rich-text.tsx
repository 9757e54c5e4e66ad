/**
 * HTML from the commerce back end (descriptions, CMS blocks), which the
 * server has already sanitised; the styles of .rich-text give it the shop's
 * typography.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
