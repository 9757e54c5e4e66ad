import { describe, expect, test } from 'vitest'
import de from './de.json'
import en from './en.json'
import fr from './fr.json'

/** The admin app's sources, as text. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** Every text the admin app's code names literally: t('…'). */
function keysUsed(): string[] {
  const out: string[] = []
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(/\bt\('([a-zA-Z]+\.[a-zA-Z.]+|[a-zA-Z]+)'/g)) out.push(m[1] ?? '')
  }
  return out
}

describe('the admin catalogs', () => {
  test('English and French have every German text and no other', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort())
    expect(Object.keys(fr).sort()).toEqual(Object.keys(de).sort())
  })
  test('the French texts follow French typography', () => {
    for (const [key, text] of Object.entries(fr)) {
      const plain = text.replace(/\{\w+\}/g, '')
      expect(plain, key).not.toMatch(/[^\u202f][:;!?](\s|$)/)
      expect(plain, key).not.toMatch(/'/)
      expect(plain, key).not.toMatch(/«[^\u202f\u00a0]|[^\u202f\u00a0]»/)
    }
  })
  test('no text is empty', () => {
    for (const [key, text] of [...Object.entries(de), ...Object.entries(en), ...Object.entries(fr)])
      expect(text, key).not.toBe('')
  })
  test('every text the code names is in the catalog', () => {
    expect(keysUsed().length).toBeGreaterThan(100)
    const missing = keysUsed().filter((k) => !(k in de))
    expect(missing).toEqual([])
  })
  test('the texts the code composes are all there', () => {
    const families: Record<string, string[]> = {
      status: ['pending_payment', 'processing', 'complete', 'canceled', 'closed'],
      returnStatus: ['requested', 'received', 'refunded', 'refused'],
      mailState: ['queued', 'sending', 'sent', 'failed'],
      paymentStatus: ['open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'],
      refundState: ['owed', 'paying', 'paid', 'failed', 'canceled'],
      confirmation: ['owner', 'pending', 'mailed', 'not_mailed', 'confirmed'],
      flag: ['order_not_found', 'outside_withdrawal_period', 'excluded_items'],
      role: ['owner', 'support', 'content', 'club'],
      language: ['de', 'en', 'fr'],
    }
    for (const [family, members] of Object.entries(families)) {
      for (const m of members) expect(de, `${family}.${m}`).toHaveProperty([`${family}.${m}`])
    }
  })
})
