import { describe, expect, it } from 'vitest';
import { JOIN_CODE_LENGTH, joinCodeMatches, newJoinCode, normalizeJoinCode } from './join-code.js';

describe('join codes', () => {
  it('are 8 unambiguous characters, different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, newJoinCode));
    expect(codes.size).toBe(200);
    for (const code of codes)
      expect(code).toMatch(new RegExp(`^[A-HJKMNP-Z2-9]{${JOIN_CODE_LENGTH}}$`));
  });

  it('match case-insensitively, ignoring spaces and dashes', () => {
    expect(normalizeJoinCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(joinCodeMatches('ABCDEFGH', 'abcd efgh')).toBe(true);
    expect(joinCodeMatches('ABCDEFGH', 'ABCD-EFGH')).toBe(true);
  });

  it('refuse another code, an empty one, and any code when the school has none', () => {
    expect(joinCodeMatches('ABCDEFGH', 'ABCDEFGJ')).toBe(false);
    expect(joinCodeMatches('ABCDEFGH', 'ABCDEFG')).toBe(false);
    expect(joinCodeMatches('ABCDEFGH', '')).toBe(false);
    expect(joinCodeMatches('ABCDEFGH', null)).toBe(false);
    expect(joinCodeMatches(null, 'ABCDEFGH')).toBe(false);
  });
});
