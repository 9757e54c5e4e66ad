/**
 * The text of an HTML fragment, whitespace collapsed and cut at a word
 * boundary to at most max characters: a page description from a rich text.
 */
export function plainText(html: string, max = 160): string {
  const text = new DOMParser()
    .parseFromString(html, 'text/html')
    .body.textContent.replace(/\s+/g, ' ')
    .trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}
