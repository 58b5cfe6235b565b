// Property tests of the voucher arithmetic (money.ts, family-amounts.ts): for any fee heads,
// concessions and payment days, the amounts stay whole rupees, never negative, and add up. Each
// property is one a wrong amount on a voucher would break.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  familyDueOn,
  memberDueOn,
  splitOldestFirst,
} from '../../src/domains/fees/family-amounts.js';
import type { MemberRow } from '../../src/domains/fees/family-repository.js';
import {
  addDays,
  applyConcessions,
  type Concession,
  daysBetween,
  dueDateFor,
  type LateFeeRule,
  lateFeeAfterDue,
  lateFeeOn,
  netOf,
} from '../../src/domains/fees/money.js';

const rupees = fc.integer({ min: 0, max: 500_000 });
const headId = fc.integer({ min: 1, max: 6 });
const line = fc.record({
  fee_head_id: fc.option(headId, { nil: null }),
  label: fc.string({ maxLength: 8 }),
  amount: rupees,
});
const concession: fc.Arbitrary<Concession> = fc.oneof(
  fc.record({
    fee_head_id: fc.option(headId, { nil: null }),
    mode: fc.constant('percent' as const),
    value: fc.integer({ min: 0, max: 100 }),
  }),
  fc.record({
    fee_head_id: fc.option(headId, { nil: null }),
    mode: fc.constant('fixed' as const),
    value: rupees,
  }),
);
// One concession per head at most, as the schema allows (unique student + head).
const concessions = fc.uniqueArray(concession, {
  selector: (c) => c.fee_head_id ?? 0,
  maxLength: 4,
});
const day = fc.integer({ min: 0, max: 3 * 366 }).map((n) => addDays('2025-11-01', n)); // spans month ends, Feb 2028 (leap) and year ends
const lateRule: fc.Arbitrary<LateFeeRule> = fc.record({
  late_fee_mode: fc.constantFrom('none' as const, 'fixed' as const, 'per_day' as const),
  late_fee_amount: fc.integer({ min: 0, max: 5_000 }),
  late_fee_cap: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
});

describe('concessions on a voucher', () => {
  it('are whole rupees, never more than a line, never on arrears, and the net is never negative', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), concessions, (lines, cs) => {
        const out = applyConcessions(lines, cs);
        expect(out).toHaveLength(lines.length);
        for (const [i, l] of out.entries()) {
          expect(Number.isInteger(l.concession)).toBe(true);
          expect(l.concession).toBeGreaterThanOrEqual(0);
          expect(l.concession).toBeLessThanOrEqual(lines[i]!.amount);
          expect(l.amount).toBe(lines[i]!.amount);
          if (l.fee_head_id === null) expect(l.concession).toBe(0);
        }
        const net = netOf(out);
        expect(Number.isInteger(net)).toBe(true);
        expect(net).toBeGreaterThanOrEqual(0);
        expect(net).toBeLessThanOrEqual(lines.reduce((s, l) => s + l.amount, 0));
      }),
    );
  });

  it('a percent concession on a head takes the floor of the percent (the family keeps the paisa)', () => {
    fc.assert(
      fc.property(rupees, fc.integer({ min: 0, max: 100 }), (amount, percent) => {
        const [out] = applyConcessions(
          [{ fee_head_id: 1, label: 'Tuition', amount }],
          [{ fee_head_id: 1, mode: 'percent', value: percent }],
        );
        expect(out!.concession).toBe(Math.floor((amount * percent) / 100));
      }),
    );
  });

  it('a fixed "all heads" concession is used up exactly once across the lines, oldest line first', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), rupees, (lines, value) => {
        const out = applyConcessions(lines, [{ fee_head_id: null, mode: 'fixed', value }]);
        const fees = lines.filter((l) => l.fee_head_id !== null).reduce((s, l) => s + l.amount, 0);
        const given = out.reduce((s, l) => s + l.concession, 0);
        expect(given).toBe(Math.min(value, fees));
        // Spread in order: a line gets something only when every earlier fee line is fully off.
        let open = false;
        for (const l of out) {
          if (l.fee_head_id === null) continue;
          if (open) expect(l.concession).toBe(0);
          if (l.concession < l.amount) open = true;
        }
      }),
    );
  });

  it('a 100% concession makes every fee line free and leaves arrears owed', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const out = applyConcessions(lines, [{ fee_head_id: null, mode: 'percent', value: 100 }]);
        const arrears = lines
          .filter((l) => l.fee_head_id === null)
          .reduce((s, l) => s + l.amount, 0);
        expect(netOf(out)).toBe(arrears);
      }),
    );
  });

  it('a concession on another head changes nothing', () => {
    fc.assert(
      fc.property(rupees, concession, (amount, c) => {
        fc.pre(c.fee_head_id !== null && c.fee_head_id !== 99);
        const [out] = applyConcessions([{ fee_head_id: 99, label: 'Lab', amount }], [c]);
        expect(out!.concession).toBe(0);
      }),
    );
  });
});

describe('the late fee', () => {
  it('is nothing up to and on the due date, whatever the rule', () => {
    fc.assert(
      fc.property(lateRule, day, fc.integer({ min: 0, max: 400 }), (rule, due, early) => {
        expect(lateFeeOn(rule, due, addDays(due, -early))).toBe(0);
      }),
    );
  });

  it('grows by the daily amount per day late (across month and year ends) and stops at the cap', () => {
    fc.assert(
      fc.property(lateRule, day, fc.integer({ min: 1, max: 400 }), (rule, due, late) => {
        const paid = addDays(due, late);
        expect(daysBetween(due, paid)).toBe(late);
        const fee = lateFeeOn(rule, due, paid);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(0);
        if (rule.late_fee_mode === 'none') expect(fee).toBe(0);
        if (rule.late_fee_mode === 'fixed') expect(fee).toBe(rule.late_fee_amount);
        if (rule.late_fee_mode === 'per_day') {
          const uncapped = rule.late_fee_amount * late;
          expect(fee).toBe(
            rule.late_fee_cap === null ? uncapped : Math.min(uncapped, rule.late_fee_cap),
          );
          // Never falls as days pass.
          expect(lateFeeOn(rule, due, addDays(paid, 1))).toBeGreaterThanOrEqual(fee);
        }
        // What the voucher prints "after the due date" is never exceeded once capped or fixed.
        if (rule.late_fee_mode !== 'per_day' || rule.late_fee_cap !== null)
          expect(fee).toBeLessThanOrEqual(lateFeeAfterDue(rule));
      }),
    );
  });

  it('counts calendar days across a month end: due 31 Jan, paid 1 Mar 2028 (leap) is 30 days', () => {
    const rule: LateFeeRule = { late_fee_mode: 'per_day', late_fee_amount: 50, late_fee_cap: null };
    expect(lateFeeOn(rule, '2028-01-31', '2028-03-01')).toBe(30 * 50);
    expect(lateFeeOn(rule, '2026-01-31', '2026-03-01')).toBe(29 * 50);
    expect(lateFeeOn(rule, '2026-12-31', '2027-01-01')).toBe(50);
  });
});

describe('the due date', () => {
  it('is always after the issue day and a real calendar day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('day_of_month' as const, 'days_after_issue' as const),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 60 }),
        day,
        (due_rule, due_day, due_after_days, issue) => {
          const month = issue.slice(0, 7);
          const due = dueDateFor({ due_rule, due_day, due_after_days }, month, issue);
          expect(due > issue).toBe(true);
          expect(new Date(`${due}T00:00:00Z`).toISOString().slice(0, 10)).toBe(due);
        },
      ),
    );
  });
});

const member = (over: Partial<MemberRow>): MemberRow =>
  ({
    status: 'unpaid',
    carried_to: null,
    total: 0,
    paid_amount: 0,
    late_fee_charged: 0,
    due_date: '2026-03-10',
    late_fee_mode: 'none',
    late_fee_amount: 0,
    late_fee_cap: null,
    ...over,
  }) as MemberRow;

const openMember = fc
  .record({
    total: rupees,
    paidPart: fc.integer({ min: 0, max: 100 }),
    status: fc.constantFrom('unpaid', 'partially_paid', 'paid', 'cancelled'),
    late_fee_mode: fc.constantFrom('none', 'fixed', 'per_day'),
    late_fee_amount: fc.integer({ min: 0, max: 2_000 }),
  })
  .map((m) =>
    member({
      total: m.total,
      paid_amount: Math.floor((m.total * m.paidPart) / 100),
      status: m.status as MemberRow['status'],
      late_fee_mode: m.late_fee_mode as MemberRow['late_fee_mode'],
      late_fee_amount: m.late_fee_amount,
    }),
  );

describe('partial and over payments across a family', () => {
  it('a split never gives a child more than it owes, never loses a rupee, and refuses the excess', () => {
    fc.assert(
      fc.property(fc.array(openMember, { maxLength: 6 }), rupees, day, (members, amount, on) => {
        const { parts, left } = splitOldestFirst(members, amount, on);
        const taken = parts.reduce((s, p) => s + p.amount, 0);
        expect(taken + left).toBe(amount);
        expect(taken).toBeLessThanOrEqual(familyDueOn(members, on));
        for (const p of parts) {
          expect(p.amount).toBeGreaterThan(0);
          expect(p.amount).toBeLessThanOrEqual(memberDueOn(p.member, on));
        }
        // No child counted twice.
        expect(new Set(parts.map((p) => p.member)).size).toBe(parts.length);
        // Oldest first: every child before the last one paid is paid in full.
        for (const p of parts.slice(0, -1)) expect(p.amount).toBe(memberDueOn(p.member, on));
        // Something left over only when everything owed is paid.
        if (left > 0) expect(taken).toBe(familyDueOn(members, on));
      }),
    );
  });

  it('what a child owes is total + late fee - paid, never negative, and nothing once paid or cancelled', () => {
    fc.assert(
      fc.property(openMember, day, (m, on) => {
        const owed = memberDueOn(m, on);
        expect(owed).toBeGreaterThanOrEqual(0);
        if (m.status === 'paid' || m.status === 'cancelled') expect(owed).toBe(0);
        else expect(owed).toBe(m.total + lateFeeOn(m, m.due_date, on) - m.paid_amount);
      }),
    );
  });
});
