import { describe, expect, it } from 'vitest';
import { certificateNumber, newVerificationCode, normalizeVerificationCode } from './code.js';

describe('certificate codes', () => {
  it('are 16 Crockford characters in groups of four, different every time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newVerificationCode()));
    expect(codes.size).toBe(200);
    for (const code of codes)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  });
  it('are read back as typed: case, spaces and look-alike letters forgiven', () => {
    const code = newVerificationCode();
    expect(normalizeVerificationCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code);
    expect(normalizeVerificationCode('0000-1111-2222-333O')).toBe('0000-1111-2222-3330');
    expect(normalizeVerificationCode('abc')).toBeNull();
    expect(normalizeVerificationCode('UUUU-UUUU-UUUU-UUUU')).toBeNull();
  });
  it('numbers carry the year in Pakistan time, the tenant and the id', () => {
    expect(certificateNumber(new Date('2026-12-31T20:00:00Z'), 3, 42)).toBe('CERT-2027-3-000042');
  });
});
