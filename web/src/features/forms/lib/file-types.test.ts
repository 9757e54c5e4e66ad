import { describe, expect, it } from 'vitest'
import { acceptAttribute, describeFileTypes, formatFileSize, isAllowedFile } from './file-types'

describe('file types', () => {
  const allowed = ['image/png', 'IMAGE/JPEG', '.pdf', 'video/*']

  it.each([
    ['wappen.png', 'image/png', true],
    ['FOTO.JPG', 'image/jpeg', true],
    ['vertrag.PDF', '', true],
    ['clip.mp4', 'video/mp4', true],
    ['notes.txt', 'text/plain', false],
    ['.pdf', '', false],
    ['logo.svg', 'image/svg+xml', false],
    ['no-type', '', false],
  ])('%s (%s) allowed: %s', (name, type, expected) => {
    expect(isAllowedFile({ name, type }, allowed)).toBe(expected)
  })

  it('lets everything through when the field names no types', () => {
    expect(isAllowedFile({ name: 'x.exe', type: '' }, [])).toBe(true)
    expect(acceptAttribute([])).toBeUndefined()
    expect(acceptAttribute([' image/png ', '.PDF'])).toBe('image/png,.pdf')
  })

  it('names the types as people know them', () => {
    expect(describeFileTypes(allowed, (group) => `all ${group}`)).toBe('PNG, JPG, PDF, all video')
    expect(
      describeFileTypes(['application/pdf', '.pdf', 'image/vnd.adobe.photoshop'], String),
    ).toBe('PDF, ADOBE.PHOTOSHOP')
  })

  it.each([
    [512, 'de-DE', '512 B'],
    [1536, 'de-DE', '1,5 KB'],
    [2 * 1024 * 1024, 'de-DE', '2 MB'],
    [5_000_000, 'en-US', '4.8 MB'],
    [150 * 1024, 'fr-FR', '150 KB'],
  ])('formats %d bytes in %s as %s', (bytes, locale, text) => {
    expect(formatFileSize(bytes, locale)).toBe(text)
  })
})
