import { describe, expect, it } from 'vitest'
import { UTF8Decoder, UTF8Encoder } from './runtime'

const samples = [
  '',
  'plain ASCII <div class="x">',
  'Grüße aus München – €12,99 · 1\u202f000',
  'Emoji 🐴🏇 and a lone surrogate \ud800 end',
  'x'.repeat(10_000) + 'ü' + '🐎'.repeat(5_000),
]

describe('the server renderer’s UTF-8', () => {
  it('encodes as the platform does', () => {
    for (const s of samples) {
      expect(Array.from(new UTF8Encoder().encode(s))).toEqual(
        Array.from(new TextEncoder().encode(s)),
      )
    }
  })

  it('decodes what it encoded, whole pages of it', () => {
    for (const s of samples) {
      const bytes = new TextEncoder().encode(s)
      expect(new UTF8Decoder().decode(bytes)).toBe(new TextDecoder().decode(bytes))
    }
  })

  it('decodes a view into a larger buffer', () => {
    const bytes = new TextEncoder().encode('abc Grüße def')
    const view = new DataView(bytes.buffer, 4, 7)
    expect(new UTF8Decoder().decode(view)).toBe('Grüße')
  })
})
