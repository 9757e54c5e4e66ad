import { createHmac } from 'node:crypto';

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
