import { describe, expect, it } from 'vitest';
import { formatPakistanDate, formatPakistanDateTime } from './pakistanTime';

describe('Pakistan time', () => {
  it('shows a UTC instant at UTC+5, whatever the device zone', () => {
    // 20:30 UTC on 22 Nov is 01:30 on 23 Nov in Karachi.
    expect(formatPakistanDateTime('2026-11-22T20:30:00Z')).toMatch(/23 Nov 2026, 1:30\sam/i);
    expect(formatPakistanDate('2026-11-22T20:30:00Z')).toBe('23 Nov 2026');
  });

  it('keeps Latin digits in Urdu', () => {
    expect(formatPakistanDateTime('2026-11-22T06:00:00Z', 'ur')).toMatch(/11/);
    expect(formatPakistanDateTime('2026-11-22T06:00:00Z', 'ur')).not.toMatch(/[۰-۹]/);
  });

  it('returns text that is not a date as it is', () => {
    expect(formatPakistanDateTime('soon')).toBe('soon');
  });
});
