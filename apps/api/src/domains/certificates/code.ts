import { randomBytes } from 'node:crypto';
import { pakistanYear } from '../_shared/pakistanTime.js';

// Crockford's base 32: no I, L, O or U, so a code read aloud or typed from paper survives.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A verification code of 80 random bits: XXXX-XXXX-XXXX-XXXX (not guessable, not sequential). */
export function newVerificationCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out.match(/.{4}/g)!.join('-');
}

/**
 * A code as typed: case and spaces ignored, O read as 0, I and L as 1; grouped back into fours.
 * Null when it cannot be a code (so the lookup is never tried).
 */
export function normalizeVerificationCode(input: string): string | null {
  const clean = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (clean.length !== 16 || [...clean].some((char) => !ALPHABET.includes(char))) return null;
  return clean.match(/.{4}/g)!.join('-');
}

/** The certificate's printed number: CERT-<year>-<tenant>-<id>, e.g. CERT-2026-3-000042. */
export function certificateNumber(issuedAt: Date, tenantId: number, id: number): string {
  const year = pakistanYear(issuedAt);
  return `CERT-${year}-${tenantId}-${String(id).padStart(6, '0')}`;
}
