import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read aloud or copied. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;

/** A new join code: 8 characters of ALPHABET (about 40 bits), from the CSPRNG. */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** What a person typed, as stored: upper case, spaces and dashes dropped ('abcd-efgh' → 'ABCDEFGH'). */
export function normalizeJoinCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether a typed code is the school's, case-insensitively and in constant time: both sides are
 * hashed to 32 bytes first, so neither the length nor the first differing character shows in
 * the time taken.
 */
export function joinCodeMatches(
  expected: string | null,
  typed: string | null | undefined,
): boolean {
  if (!expected) return false;
  const given = digest(normalizeJoinCode(typed ?? ''));
  const ok = timingSafeEqual(digest(expected), given);
  return ok && typeof typed === 'string' && typed.length > 0;
}
