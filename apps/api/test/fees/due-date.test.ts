// When a voucher falls due under the school's rule (a pure function, no database): the month's
// due day, or days after issue; never the day a new pupil's voucher is issued.
import { describe, expect, it } from 'vitest';
import { addDays, dueDateFor } from '../../src/domains/fees/money.js';

describe('dueDateFor', () => {
  const dayOfMonth = { due_rule: 'day_of_month' as const, due_day: 10, due_after_days: 7 };

  it('gives the month’s due day to vouchers issued before it', () => {
    expect(dueDateFor(dayOfMonth, '2026-11', '2026-11-01')).toBe('2026-11-10');
    expect(dueDateFor(dayOfMonth, '2026-11', '2026-11-09')).toBe('2026-11-10');
  });

  it('gives a voucher issued on or after the due day its days after issue, not the issue day', () => {
    expect(dueDateFor(dayOfMonth, '2026-11', '2026-11-10')).toBe('2026-11-17');
    expect(dueDateFor(dayOfMonth, '2026-11', '2026-11-27')).toBe('2026-12-04');
  });

  it('counts days after issue when that is the rule, across a month and a year end', () => {
    const after = { due_rule: 'days_after_issue' as const, due_day: 10, due_after_days: 15 };
    expect(dueDateFor(after, '2026-11', '2026-11-01')).toBe('2026-11-16');
    expect(dueDateFor(after, '2026-12', '2026-12-20')).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
