import { createHmac } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';

// A time-based one-time password (RFC 6238 with HMAC-SHA1, 30-second steps,
// 6 digits: what authenticator apps compute) from a base32 secret, so a
// journey signs in staff with a second factor as a person with a phone does.
export function totp(base32Secret: string, at: Date = new Date()): string {
  const step = BigInt(Math.floor(at.getTime() / 1000 / 30));
  return hotp(base32Decode(base32Secret), step, 6);
}

// The seconds until the current code expires: a journey that is about to
// send a code this close to the end of its step waits for the next one.
export function totpSecondsLeft(at: Date = new Date()): number {
  return 30 - (Math.floor(at.getTime() / 1000) % 30);
}

export function hotp(key: Buffer, counter: bigint, digits: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(counter);
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(input: string): Buffer {
  const clean = input.toUpperCase().replace(/[\s=-]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/**
 * Enters the authenticator's code of secret into field and submits it
 * until signedIn holds. Each time step's code is accepted once per account
 * (RFC 6238 §5.2), so when journeys running side by side sign in the same
 * demo account within one step, the later is refused: it then enters the
 * next step's code, as a person would. It answers how many codes were
 * refused (each a 401 in the browser's console).
 */
export async function enterTotp(
  page: Page,
  secret: string,
  field: Locator,
  submit: Locator,
  signedIn: () => Promise<boolean>,
): Promise<number> {
  for (let refused = 0; refused < 3; refused++) {
    if (totpSecondsLeft() < 4) await page.waitForTimeout(totpSecondsLeft() * 1000 + 500);
    const step = Math.floor(Date.now() / 30_000);
    await field.fill(totp(secret));
    await submit.click();
    for (let i = 0; i < 50; i++) {
      if (await signedIn()) return refused;
      // Gone: the sign-in moves on to the start page.
      if ((await field.count()) === 0) continue;
      if ((await field.getAttribute('aria-invalid', { timeout: 1000 }).catch(() => null)) === 'true' || (await page.getByRole('alert').count()) > 0) break;
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(Math.max(0, (step + 1) * 30_000 - Date.now()) + 500);
  }
  throw new Error('the authenticator’s code was refused three times');
}
