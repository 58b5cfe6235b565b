import { describe, expect, it } from 'vitest';
import {
  dayKind,
  daysOfMonth,
  isCalendarDay,
  markRefusal,
  type SchoolCalendar,
  todayInPakistan,
  totalsOf,
  weekday,
} from './calendar.js';

const calendar: SchoolCalendar = {
  weeklyOffDays: [0],
  holidays: new Map([['2026-11-09', 'Iqbal Day']]),
};

describe('attendance calendar', () => {
  it('takes today in Pakistan, not UTC', () => {
    // 20:30 UTC on the 23rd is 01:30 on the 24th in Karachi (UTC+5).
    expect(todayInPakistan(new Date('2026-11-23T20:30:00Z'))).toBe('2026-11-24');
    expect(todayInPakistan(new Date('2026-11-23T18:59:00Z'))).toBe('2026-11-23');
  });

  it('knows real dates, weekdays and months', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(weekday('2026-11-22')).toBe(0);
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2026-11')[29]).toBe('2026-11-30');
  });

  it('classifies days', () => {
    expect(dayKind(calendar, '2026-11-25', '2026-11-24')).toBe('future');
    expect(dayKind(calendar, '2026-11-09', '2026-11-24')).toBe('holiday');
    expect(dayKind(calendar, '2026-11-22', '2026-11-24')).toBe('off');
    expect(dayKind(calendar, '2026-11-23', '2026-11-24')).toBe('school');
  });

  it('refuses future, closed and old days, in that order', () => {
    expect(markRefusal(calendar, '2026-11-25', '2026-11-24', true)?.status).toBe(422);
    expect(markRefusal(calendar, '2026-11-09', '2026-11-24', true)?.detail).toContain('Iqbal Day');
    expect(markRefusal(calendar, '2026-11-22', '2026-11-24', false)?.detail).toContain('Sunday');
    expect(markRefusal(calendar, '2026-11-17', '2026-11-24', false)).toBeNull();
    expect(markRefusal(calendar, '2026-11-16', '2026-11-24', false)?.status).toBe(403);
    expect(markRefusal(calendar, '2026-11-16', '2026-11-24', true)).toBeNull();
  });

  it('counts late as attended and leave as not', () => {
    const totals = totalsOf(['present', 'late', 'absent', 'leave', null]);
    expect(totals).toEqual({ present: 1, absent: 1, late: 1, leave: 1, days: 4, percentage: 50 });
    expect(totalsOf([]).percentage).toBeNull();
  });
});
