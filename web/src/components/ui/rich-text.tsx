/**
 * HTML from the back ends (descriptions, CMS blocks, content pages), which
 * the server has already sanitised; the styles of .rich-text give it the
 * shop's typography. Text with a table scrolls sideways on narrow screens,
 * so it can take the focus: keyboard users scroll it with the arrow keys.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const scrolls = /<table[\s>]/i.test(html)
  return (
    <div
      className={`rich-text ${className}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={scrolls ? 0 : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
