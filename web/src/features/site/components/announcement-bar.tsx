import { Container } from '@/components/ui/container'
import { EditorLink } from '@/components/ui/editor-link'
import { readableTextColor } from '@/lib/contrast'
import type { Announcement } from '../lib/site-entries'

/**
 * A line above the header on the editor's colour. The text is black or
 * white, whichever reads on it; a colour that cannot be read gives the
 * shop's dark green. An announcement with shippingPromise starts with
 * `promise`, the visitor's shipping promise the app hands in ("Kostenloser
 * Versand nach Frankreich ab 150 €"); until it is known the copy stands
 * alone, the bar keeping its height.
 */
export function AnnouncementBar({
  announcement,
  promise = null,
}: {
  announcement: Announcement
  promise?: string | null
}) {
  const copy = announcement.copy.trim()
  const shown = announcement.shippingPromise && promise ? [promise, copy] : [copy]
  const text = readableTextColor(announcement.background)
  const colours = text
    ? {
        backgroundColor: announcement.background,
        color: text,
        ['--focus-ring' as string]: text,
      }
    : undefined
  return (
    <div
      className={`text-sm ${text ? '' : 'bg-forest-800 text-cream-50'}`}
      style={colours}
      data-announcement={announcement.id}
    >
      <Container className="flex min-h-9 flex-wrap items-center justify-center gap-x-2 py-1.5 text-center">
        <p className="font-medium">{shown.filter((part) => part !== '').join(' – ')}</p>
        {announcement.link && (
          <EditorLink
            url={announcement.link.url}
            newTab={announcement.link.newTab}
            className="inline-flex min-h-6 items-center underline underline-offset-2"
          >
            {announcement.link.label ?? announcement.link.url}
          </EditorLink>
        )}
      </Container>
    </div>
  )
}
