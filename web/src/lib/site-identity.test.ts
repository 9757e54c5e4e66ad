import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preferredLocale } from './locale'
import { setSiteIdentity, siteDefaultLocale, useSiteName } from './site-identity'

afterEach(() => {
  setSiteIdentity({})
  vi.restoreAllMocks()
})

describe('the site’s identity', () => {
  it('names the shop by the site once set, the storefront’s name before and when blank', () => {
    const { result } = renderHook(() => useSiteName('Paddock'))
    expect(result.current).toBe('Paddock')
    act(() => {
      setSiteIdentity({ name: '  Reitsport Sonnenhof ', defaultLocale: 'fr' })
    })
    expect(result.current).toBe('Reitsport Sonnenhof')
    act(() => {
      setSiteIdentity({ name: ' ', defaultLocale: 'fr' })
    })
    expect(result.current).toBe('Paddock')
  })

  it('gives the site’s default language, German for none or an unknown one', () => {
    expect(siteDefaultLocale()).toBe('de')
    setSiteIdentity({ defaultLocale: 'fr' })
    expect(siteDefaultLocale()).toBe('fr')
    setSiteIdentity({ defaultLocale: 'it' })
    expect(siteDefaultLocale()).toBe('de')
  })

  it('is the language of a visitor whose browser speaks none of the shop’s', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT', 'es'])
    setSiteIdentity({ defaultLocale: 'en' })
    expect(preferredLocale(siteDefaultLocale())).toBe('en')
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CH'])
    expect(preferredLocale(siteDefaultLocale())).toBe('fr')
  })
})
