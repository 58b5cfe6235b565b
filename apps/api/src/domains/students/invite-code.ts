// A parent invitation code: 10 characters read off paper or an SMS and typed on a phone.
import { createHash, randomInt } from 'node:crypto';
import { latinDigits } from '@watni/policy';

/** No 0/O, 1/I/L: a code is read off paper and typed on a phone. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newInviteCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Case, spaces, dashes and the keyboard's digits do not matter. */
export function hashInviteCode(code: string): string {
  const normal = latinDigits(code).toUpperCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(`parent-invite:${normal}`).digest('hex');
}
