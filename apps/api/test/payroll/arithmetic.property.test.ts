// Property tests of the payslip arithmetic: for any salary, allowances, deductions, unpaid days,
// advances and tax slabs, the payslip adds up to the rupee, its net is never negative, and each
// item is taken in the documented order (unpaid days, fixed deductions, tax, advances).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  annualTax,
  computePayslip,
  daysInMonth,
  instalmentOf,
  monthlyTax,
  type PayslipInput,
  unpaidDays,
  unpaidDeduction,
} from '../../src/domains/payroll/arithmetic.js';
import { DEFAULT_TAX_SLABS } from '../../src/domains/payroll/tax-defaults.js';

const rupees = (max: number) => fc.integer({ min: 0, max });
const month = fc
  .tuple(fc.integer({ min: 2024, max: 2030 }), fc.integer({ min: 1, max: 12 }))
  .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);
const advance = fc
  .record({
    id: fc.integer({ min: 1, max: 1_000 }),
    amount: rupees(300_000),
    instalment: rupees(100_000),
    recoveredPart: fc.integer({ min: 0, max: 100 }),
  })
  .map((a) => ({ ...a, recovered: Math.floor((a.amount * a.recoveredPart) / 100) }));
const input: fc.Arbitrary<PayslipInput> = fc
  .record({
    basic_salary: rupees(1_500_000),
    components: fc.array(
      fc.record({
        kind: fc.constantFrom('allowance' as const, 'deduction' as const),
        name: fc.constantFrom('House rent', 'Conveyance', 'EOBI', 'Provident fund'),
        amount: rupees(200_000),
      }),
      { maxLength: 6 },
    ),
    month,
    unpaid: fc.integer({ min: 0, max: 31 }),
    advances: fc.array(advance, { maxLength: 3 }),
  })
  .map((r) => ({
    basic_salary: r.basic_salary,
    components: r.components,
    days_in_month: daysInMonth(r.month),
    unpaid_days: Math.min(r.unpaid, daysInMonth(r.month)),
    advances: r.advances,
    slabs: DEFAULT_TAX_SLABS,
  }));

describe('a payslip', () => {
  it('adds up: net = gross - unpaid - deductions - tax - advances, all whole rupees, never negative', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = computePayslip(i);
        const allowances = i.components
          .filter((c) => c.kind === 'allowance')
          .reduce((s, c) => s + c.amount, 0);
        expect(p.allowances).toBe(allowances);
        expect(p.gross).toBe(i.basic_salary + allowances);
        expect(p.net).toBe(
          p.gross - p.unpaid_deduction - p.deductions - p.income_tax - p.advance_recovery,
        );
        for (const v of [
          p.net,
          p.unpaid_deduction,
          p.deductions,
          p.income_tax,
          p.advance_recovery,
        ]) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        // The lines printed on the slip carry the same figures.
        const sum = (kind: string) =>
          p.lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);
        expect(sum('allowance')).toBe(p.allowances);
        expect(sum('deduction')).toBe(p.deductions);
        expect(sum('unpaid')).toBe(p.unpaid_deduction);
        expect(sum('tax')).toBe(p.income_tax);
        expect(sum('advance')).toBe(p.advance_recovery);
      }),
    );
  });

  it('takes unpaid days first, then fixed deductions, tax and advances, each cut to what is left', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = computePayslip(i);
        expect(p.unpaid_deduction).toBe(unpaidDeduction(p.gross, i.unpaid_days, i.days_in_month));
        const fixed = i.components
          .filter((c) => c.kind === 'deduction')
          .reduce((s, c) => s + c.amount, 0);
        expect(p.deductions).toBe(Math.min(fixed, p.gross - p.unpaid_deduction));
        const afterFixed = p.gross - p.unpaid_deduction - p.deductions;
        expect(p.income_tax).toBe(
          Math.min(monthlyTax(p.gross - p.unpaid_deduction, i.slabs), afterFixed),
        );
        const owed = i.advances.reduce((s, a) => s + instalmentOf(a), 0);
        expect(p.advance_recovery).toBe(Math.min(owed, afterFixed - p.income_tax));
      }),
    );
  });

  it('a whole month unpaid takes exactly the gross and pays nothing', () => {
    fc.assert(
      fc.property(rupees(2_000_000), month, (gross, m) => {
        const days = daysInMonth(m);
        expect(unpaidDeduction(gross, days, days)).toBe(gross);
        expect(unpaidDeduction(gross, days + 3, days)).toBe(gross);
      }),
    );
  });

  it('the unpaid deduction is the rounded day pay times days, and grows with each day', () => {
    fc.assert(
      fc.property(rupees(2_000_000), month, fc.integer({ min: 0, max: 30 }), (gross, m, d) => {
        const days = daysInMonth(m);
        fc.pre(d < days);
        const cut = unpaidDeduction(gross, d, days);
        expect(Math.abs(cut - (gross * d) / days)).toBeLessThanOrEqual(0.5);
        expect(unpaidDeduction(gross, d + 1, days)).toBeGreaterThanOrEqual(cut);
      }),
    );
  });
});

describe('income tax by the slabs', () => {
  it('never falls as income rises, and never exceeds the income', () => {
    fc.assert(
      fc.property(rupees(20_000_000), rupees(500_000), (income, more) => {
        const tax = annualTax(income, DEFAULT_TAX_SLABS);
        expect(Number.isInteger(tax)).toBe(true);
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(tax).toBeLessThanOrEqual(income);
        expect(annualTax(income + more, DEFAULT_TAX_SLABS)).toBeGreaterThanOrEqual(tax);
      }),
    );
  });

  it('is continuous at each slab boundary (the fixed amount equals the tax at the slab start)', () => {
    for (const slab of DEFAULT_TAX_SLABS) {
      if (slab.from_amount === 0) continue;
      // One rupee over the boundary costs at most one rupee of tax (the top rate is under 100%).
      const at = annualTax(slab.from_amount, DEFAULT_TAX_SLABS);
      const over = annualTax(slab.from_amount + 1, DEFAULT_TAX_SLABS);
      expect(at).toBe(slab.fixed_amount);
      expect(over - at).toBeLessThanOrEqual(1);
    }
  });
});

describe('advances', () => {
  it('an instalment is never more than what is still owed, and the advance is recovered in full', () => {
    fc.assert(
      fc.property(advance, fc.integer({ min: 500, max: 100_000 }), (raw, instalment) => {
        const a = { ...raw, instalment };
        let recovered = a.recovered;
        let months = 0;
        while (recovered < a.amount && months < 10_000) {
          const take = instalmentOf({ ...a, recovered });
          expect(take).toBeGreaterThan(0);
          expect(take).toBeLessThanOrEqual(a.amount - recovered);
          recovered += take;
          months += 1;
        }
        expect(months).toBe(Math.ceil((a.amount - a.recovered) / instalment));
        expect(recovered).toBe(a.amount);
        expect(instalmentOf({ ...a, recovered })).toBe(0);
      }),
    );
  });
});

describe('unpaid days from leave', () => {
  it('counts paid leave only beyond the year allowance, never twice across months', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 1, maxLength: 12 }),
        (allowance, perMonth) => {
          let before = 0;
          let unpaid = 0;
          for (const inMonth of perMonth) {
            unpaid += unpaidDays(0, [
              { in_month: inMonth, before_month: before, paid: true, days_per_year: allowance },
            ]);
            before += inMonth;
          }
          expect(unpaid).toBe(Math.max(0, before - allowance));
        },
      ),
    );
  });
});
