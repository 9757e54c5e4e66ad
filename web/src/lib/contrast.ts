/**
 * Readable text on colours editors choose (announcement bars, club
 * banners, spacers): WCAG 2 relative luminance and contrast ratio.
 */

/** `#rrggbb` or `#rgb` as red, green and blue from 0 to 255; null for anything else. */
export function parseHexColor(value: string | null | undefined): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '')
  if (!match?.[1]) return null
  const hex =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : match[1]
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ]
}

function channel(value: number): number {
  const srgb = value / 255
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4
}

export function relativeLuminance([red, green, blue]: readonly [number, number, number]): number {
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
}

export function contrastRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * Black or white, whichever contrasts more with the background; one of the
 * two always reaches 4.5:1 (WCAG AA for body text). null when the colour
 * cannot be read, and the caller keeps its own colours.
 */
export function readableTextColor(
  background: string | null | undefined,
): '#000000' | '#ffffff' | null {
  const rgb = parseHexColor(background)
  if (!rgb) return null
  const luminance = relativeLuminance(rgb)
  return contrastRatio(luminance, 1) >= contrastRatio(luminance, 0) ? '#ffffff' : '#000000'
}
