import { describe, expect, it } from 'vitest';
import { quietUntil } from './quiet-hours.js';

describe('quietUntil', () => {
  it('is null without quiet hours or outside them', () => {
    expect(quietUntil(new Date('2026-03-02T10:00:00Z'), null, null)).toBeNull();
    // 10:00 UTC is 15:00 in Karachi.
    expect(quietUntil(new Date('2026-03-02T10:00:00Z'), '21:00', '07:00')).toBeNull();
  });

  it('waits until the end of a window that crosses midnight', () => {
    // 18:30 UTC is 23:30 in Karachi; the window ends at 07:00 Karachi = 02:00 UTC next day.
    expect(quietUntil(new Date('2026-03-02T18:30:00Z'), '21:00', '07:00')?.toISOString()).toBe(
      '2026-03-03T02:00:00.000Z',
    );
    // 00:30 UTC is 05:30 in Karachi, still quiet.
    expect(quietUntil(new Date('2026-03-03T00:30:00Z'), '21:00', '07:00')?.toISOString()).toBe(
      '2026-03-03T02:00:00.000Z',
    );
  });

  it('handles a window inside one day', () => {
    // 08:00 UTC = 13:00 Karachi, inside 13:00–14:00; ends 09:00 UTC.
    expect(quietUntil(new Date('2026-03-02T08:00:00Z'), '13:00', '14:00')?.toISOString()).toBe(
      '2026-03-02T09:00:00.000Z',
    );
    expect(quietUntil(new Date('2026-03-02T09:00:00Z'), '13:00', '14:00')).toBeNull();
  });
});
