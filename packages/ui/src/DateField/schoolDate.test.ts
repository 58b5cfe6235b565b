import { describe, expect, it } from 'vitest';
import { formatSchoolDate } from './schoolDate';

describe('formatSchoolDate', () => {
  it('names the weekday and the month, day first', () => {
    expect(formatSchoolDate('2026-11-28')).toBe('Saturday, 28 Nov 2026');
    expect(formatSchoolDate('2026-03-05')).toBe('Thursday, 5 Mar 2026');
  });
  it('reads Urdu names with Latin digits', () => {
    const ur = formatSchoolDate('2026-11-28', 'ur')!;
    expect(ur).toContain('28');
    expect(ur).toContain('نومبر');
    expect(ur).toContain('2026');
    expect(ur).not.toMatch(/[۰-۹]/);
  });
  it('gives nothing for a partial or impossible day', () => {
    expect(formatSchoolDate('')).toBeNull();
    expect(formatSchoolDate('2026-11')).toBeNull();
    expect(formatSchoolDate('2026-02-30')).toBeNull();
  });
});
