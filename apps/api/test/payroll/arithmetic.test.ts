// The payslip's arithmetic, pure: a day's pay, unpaid days from leave, advance instalments, the
// tax slabs at their boundaries, and a net that never goes below zero.
import { describe, expect, it } from 'vitest';
import {
  annualTax,
  computePayslip,
  daysInMonth,
  instalmentOf,
  monthlyTax,
  unpaidDays,
  unpaidDeduction,
} from '../../src/domains/payroll/arithmetic.js';
import { DEFAULT_TAX_SLABS } from '../../src/domains/payroll/tax-defaults.js';

const slabs = DEFAULT_TAX_SLABS;

describe('a day of pay', () => {
  it('is the gross over the calendar days of the month, rounded to the rupee', () => {
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-11')).toBe(30);
    expect(daysInMonth('2026-12')).toBe(31);
    expect(unpaidDeduction(60_000, 1, 30)).toBe(2_000);
    expect(unpaidDeduction(50_000, 1, 31)).toBe(1_613); // 1,612.90 rounds up
    expect(unpaidDeduction(50_000, 2, 28)).toBe(3_571); // 3,571.43 rounds down
    expect(unpaidDeduction(50_000, 0, 31)).toBe(0);
    expect(unpaidDeduction(50_000, 31, 31)).toBe(50_000);
    expect(unpaidDeduction(50_000, 40, 31)).toBe(50_000);
  });
});

describe('unpaid days', () => {
  it('counts absences, unpaid leave and paid leave beyond the year’s allowance', () => {
    expect(unpaidDays(2, [])).toBe(2);
    expect(unpaidDays(0, [{ in_month: 3, before_month: 0, paid: false, days_per_year: 10 }])).toBe(
      3,
    );
    // 10 a year, 9 taken before: of this month's 3, one is paid and two are not.
    expect(unpaidDays(0, [{ in_month: 3, before_month: 9, paid: true, days_per_year: 10 }])).toBe(
      2,
    );
    // Already over before the month: every day of this month is unpaid, none counted twice.
    expect(unpaidDays(1, [{ in_month: 2, before_month: 12, paid: true, days_per_year: 10 }])).toBe(
      3,
    );
    // Within the allowance.
    expect(unpaidDays(0, [{ in_month: 4, before_month: 6, paid: true, days_per_year: 10 }])).toBe(
      0,
    );
  });
});

describe('advance instalments', () => {
  it('are the instalment, never more than what is still owed', () => {
    expect(instalmentOf({ id: 1, amount: 30_000, instalment: 10_000, recovered: 0 })).toBe(10_000);
    expect(instalmentOf({ id: 1, amount: 25_000, instalment: 10_000, recovered: 20_000 })).toBe(
      5_000,
    );
    expect(instalmentOf({ id: 1, amount: 25_000, instalment: 10_000, recovered: 25_000 })).toBe(0);
  });
});

describe('income tax slabs of 2025-26', () => {
  it('applies each slab at and after its boundaries', () => {
    expect(annualTax(600_000, slabs)).toBe(0);
    expect(annualTax(600_100, slabs)).toBe(1); // 1 % of 100
    expect(annualTax(1_200_000, slabs)).toBe(6_000);
    expect(annualTax(1_200_100, slabs)).toBe(6_011);
    expect(annualTax(2_200_000, slabs)).toBe(116_000);
    expect(annualTax(3_200_000, slabs)).toBe(346_000);
    expect(annualTax(4_100_000, slabs)).toBe(616_000);
    expect(annualTax(5_100_000, slabs)).toBe(966_000);
    expect(annualTax(0, slabs)).toBe(0);
  });

  it('takes a twelfth of the annual tax each month', () => {
    expect(monthlyTax(50_000, slabs)).toBe(0); // 600,000 a year
    expect(monthlyTax(100_000, slabs)).toBe(500); // 1,200,000: 6,000 / 12
    expect(monthlyTax(150_000, slabs)).toBe(6_000); // 1,800,000: 72,000 / 12
  });

  it('keeps a fractional rate exact', () => {
    expect(
      annualTax(200_000, [
        { from_amount: 0, to_amount: null, fixed_amount: 0, rate_percent: 12.5 },
      ]),
    ).toBe(25_000);
  });
});

describe('a payslip', () => {
  it('adds allowances, takes unpaid days, deductions, tax and the advance, in that order', () => {
    const slip = computePayslip({
      basic_salary: 90_000,
      components: [
        { kind: 'allowance', name: 'House rent', amount: 30_000 },
        { kind: 'deduction', name: 'EOBI', amount: 370 },
      ],
      unpaid_days: 1,
      days_in_month: 30,
      advances: [{ id: 7, amount: 20_000, instalment: 5_000, recovered: 0 }],
      slabs,
    });
    expect(slip.gross).toBe(120_000);
    expect(slip.unpaid_deduction).toBe(4_000);
    // Taxable 116,000 a month = 1,392,000 a year: 6,000 + 11 % of 192,000 = 27,120 → 2,260.
    expect(slip.income_tax).toBe(2_260);
    expect(slip.advance_recovery).toBe(5_000);
    expect(slip.deductions).toBe(370);
    expect(slip.net).toBe(120_000 - 4_000 - 370 - 2_260 - 5_000);
    expect(slip.lines.map((l) => l.kind)).toEqual([
      'basic',
      'allowance',
      'unpaid',
      'deduction',
      'tax',
      'advance',
    ]);
    expect(slip.lines.at(-1)!.advance_id).toBe(7);
  });

  it('never pays less than nothing: the advance is cut to what is left and stays owed', () => {
    const slip = computePayslip({
      basic_salary: 20_000,
      components: [{ kind: 'deduction', name: 'Loan', amount: 5_000 }],
      unpaid_days: 20,
      days_in_month: 30,
      advances: [{ id: 1, amount: 50_000, instalment: 10_000, recovered: 0 }],
      slabs,
    });
    expect(slip.unpaid_deduction).toBe(13_333);
    expect(slip.deductions).toBe(5_000);
    expect(slip.advance_recovery).toBe(1_667);
    expect(slip.net).toBe(0);
  });

  it('cuts the fixed deductions too when unpaid days take the whole gross', () => {
    const slip = computePayslip({
      basic_salary: 30_000,
      components: [{ kind: 'deduction', name: 'EOBI', amount: 370 }],
      unpaid_days: 30,
      days_in_month: 30,
      advances: [{ id: 1, amount: 5_000, instalment: 1_000, recovered: 0 }],
      slabs,
    });
    expect(slip).toMatchObject({
      unpaid_deduction: 30_000,
      deductions: 0,
      advance_recovery: 0,
      net: 0,
    });
    expect(slip.lines.some((l) => l.kind === 'advance')).toBe(false);
  });
});
