import { describe, expect, it } from 'vitest';
import { formatSchoolDate, formatSchoolMonth } from './schoolDate';

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

describe('formatSchoolMonth', () => {
  it('names the month in full, then the year', () => {
    expect(formatSchoolMonth('2026-11')).toBe('November 2026');
    expect(formatSchoolMonth('2027-01')).toBe('January 2027');
  });
  it('reads the Urdu month name with Latin digits, name first', () => {
    expect(formatSchoolMonth('2026-11', 'ur')).toBe('نومبر 2026');
  });
  it('gives nothing for a day, a partial month or month 13', () => {
    expect(formatSchoolMonth('2026-11-28')).toBeNull();
    expect(formatSchoolMonth('2026-1')).toBeNull();
    expect(formatSchoolMonth('2026-13')).toBeNull();
    expect(formatSchoolMonth('')).toBeNull();
  });
});
