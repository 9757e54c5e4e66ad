import { describe, expect, test } from 'vitest'
import { creationOptions, fromBase64url, requestOptions, toBase64url } from './passkey'

describe('base64url', () => {
  test('round-trips every byte value without padding', () => {
    const bytes = new Uint8Array(256)
    for (let i = 0; i < 256; i++) bytes[i] = i
    const text = toBase64url(bytes)
    expect(text).not.toMatch(/[+/=]/)
    expect(Array.from(fromBase64url(text))).toEqual(Array.from(bytes))
  })
  test('matches known values', () => {
    expect(toBase64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8')
    expect(toBase64url(new TextEncoder().encode('any carnal pleas'))).toBe('YW55IGNhcm5hbCBwbGVhcw')
    expect(Array.from(fromBase64url('-_8'))).toEqual([0xfb, 0xff])
    // Padded and plain base64 are read too.
    expect(Array.from(fromBase64url('+/8='))).toEqual([0xfb, 0xff])
    expect(toBase64url(new ArrayBuffer(0))).toBe('')
  })
})

describe('the options', () => {
  test('creation options get their binary values as bytes', () => {
    const o = creationOptions({
      publicKey: {
        challenge: 'AQID',
        rp: { id: 'localhost', name: 'Paddock' },
        user: { id: 'AAAAAAAAAAc', name: 'anna@paddock.example', displayName: 'Anna' },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        excludeCredentials: [{ type: 'public-key', id: 'BAU' }],
      },
    })
    expect(Array.from(new Uint8Array(o.challenge as ArrayBuffer))).toEqual([1, 2, 3])
    expect(Array.from(new Uint8Array(o.user.id as ArrayBuffer))).toEqual([0, 0, 0, 0, 0, 0, 0, 7])
    expect(Array.from(new Uint8Array(o.excludeCredentials?.[0]?.id as ArrayBuffer))).toEqual([4, 5])
    expect(o.rp.id).toBe('localhost')
  })
  test('request options without credentials allow any passkey', () => {
    const o = requestOptions({
      publicKey: { challenge: 'AQID', rpId: 'localhost', userVerification: 'required' },
    })
    expect(o.allowCredentials).toEqual([])
    expect(o.userVerification).toBe('required')
  })
})
