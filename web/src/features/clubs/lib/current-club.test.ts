import { describe, expect, it } from 'vitest'
import { clubCookieMaxAgeSeconds, readClubCookie, writeClubCookie } from './current-club'

describe('the club cookie', () => {
  it('keeps id, name, slug and root category id', () => {
    writeClubCookie({
      id: 7,
      name: 'Reitverein Musterstadt; e.V.',
      slug: 'rv-musterstadt',
      rootCategoryId: '40',
    })
    expect(readClubCookie()).toEqual({
      id: 7,
      name: 'Reitverein Musterstadt; e.V.',
      slug: 'rv-musterstadt',
      rootCategoryId: '40',
    })
    expect(document.cookie).toContain('paddock_club=')
  })

  it('lives 30 days', () => {
    expect(clubCookieMaxAgeSeconds).toBe(2_592_000)
  })

  it.each([
    'paddock_club=nonsense',
    'paddock_club=%7B%22id%22%3A%22x%22%7D',
    'paddock_club=%7B%22id%22%3A1%2C%22name%22%3A%22A%22%2C%22slug%22%3A%22%22%2C%22rootCategoryId%22%3A%221%22%7D',
    'other=1',
    '',
  ])('ignores %j', (header) => {
    expect(readClubCookie(header)).toBeUndefined()
  })
})
