// The payslip's arithmetic, pure: no database, no clock. Money is whole rupees.
//
// - A day's pay is the month's gross divided by the calendar days of the month; the unpaid
//   deduction is gross × unpaid days / days of the month, rounded to the nearest rupee (so a
//   whole month unpaid takes exactly the gross).
// - Income tax: the month's taxable pay (gross less the unpaid deduction) × 12 is the annual
//   income the slabs are applied to; the month's tax is the annual tax / 12, rounded.
// - Net never goes below zero: the items are taken from the gross in this order — unpaid days,
//   the fixed deductions, income tax, advance instalments — and each is cut to what is left. An
//   instalment cut short stays owed (the advance is recovered by later months).

export interface TaxSlab {
  from_amount: number;
  to_amount: number | null;
  fixed_amount: number;
  /** Percent, at most two decimals (e.g. 11 or 12.5). */
  rate_percent: number;
}

export interface ComponentInput {
  kind: 'allowance' | 'deduction';
  name: string;
  amount: number;
}

export interface AdvanceInput {
  id: number;
  amount: number;
  instalment: number;
  recovered: number;
}

export interface PayslipInput {
  basic_salary: number;
  components: readonly ComponentInput[];
  unpaid_days: number;
  days_in_month: number;
  advances: readonly AdvanceInput[];
  slabs: readonly TaxSlab[];
}

type PayslipLineKind = 'basic' | 'allowance' | 'deduction' | 'unpaid' | 'tax' | 'advance';

export interface PayslipLine {
  kind: PayslipLineKind;
  name: string;
  amount: number;
  advance_id: number | null;
}

export interface PayslipFigures {
  basic_salary: number;
  allowances: number;
  deductions: number;
  unpaid_days: number;
  unpaid_deduction: number;
  advance_recovery: number;
  income_tax: number;
  gross: number;
  net: number;
  lines: PayslipLine[];
}

/** Days of a `yyyy-mm` month (28 to 31). */
export function daysInMonth(month: string): number {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
}

/** The deduction for unpaid days: gross × days / days of the month, rounded, at most the gross. */
export function unpaidDeduction(gross: number, unpaidDays: number, days: number): number {
  if (unpaidDays <= 0) return 0;
  return Math.min(gross, Math.round((gross * Math.min(unpaidDays, days)) / days));
}

/** The annual tax on an annual income by the slabs (the slab whose range holds the income). */
export function annualTax(income: number, slabs: readonly TaxSlab[]): number {
  if (income <= 0) return 0;
  const slab = slabs.find(
    (each) => income > each.from_amount && (each.to_amount === null || income <= each.to_amount),
  );
  if (!slab) return 0;
  // Basis points keep the percentage exact (12.5 % is 1250) before the one rounding.
  const basisPoints = Math.round(slab.rate_percent * 100);
  return slab.fixed_amount + Math.round(((income - slab.from_amount) * basisPoints) / 10_000);
}

/** The month's tax on a month's taxable pay: the annual tax of twelve such months / 12. */
export function monthlyTax(monthlyTaxable: number, slabs: readonly TaxSlab[]): number {
  return Math.round(annualTax(monthlyTaxable * 12, slabs) / 12);
}

/** An advance's instalment this month: the instalment, never more than what is still owed. */
export function instalmentOf(advance: AdvanceInput): number {
  return Math.max(0, Math.min(advance.instalment, advance.amount - advance.recovered));
}

/** One staff member's payslip for a month. */
export function computePayslip(input: PayslipInput): PayslipFigures {
  const lines: PayslipLine[] = [
    { kind: 'basic', name: 'Basic salary', amount: input.basic_salary, advance_id: null },
  ];
  let allowances = 0;
  for (const component of input.components) {
    if (component.kind !== 'allowance') continue;
    allowances += component.amount;
    lines.push({
      kind: 'allowance',
      name: component.name,
      amount: component.amount,
      advance_id: null,
    });
  }
  const gross = input.basic_salary + allowances;
  let left = gross;
  const take = (wanted: number): number => {
    const taken = Math.max(0, Math.min(wanted, left));
    left -= taken;
    return taken;
  };

  const unpaid = take(unpaidDeduction(gross, input.unpaid_days, input.days_in_month));
  if (input.unpaid_days > 0) {
    lines.push({ kind: 'unpaid', name: 'Unpaid days', amount: unpaid, advance_id: null });
  }
  let deductions = 0;
  for (const component of input.components) {
    if (component.kind !== 'deduction') continue;
    const amount = take(component.amount);
    deductions += amount;
    lines.push({ kind: 'deduction', name: component.name, amount, advance_id: null });
  }
  const tax = take(monthlyTax(gross - unpaid, input.slabs));
  if (tax > 0) lines.push({ kind: 'tax', name: 'Income tax', amount: tax, advance_id: null });
  let advance = 0;
  for (const each of input.advances) {
    const amount = take(instalmentOf(each));
    if (amount === 0) continue;
    advance += amount;
    lines.push({ kind: 'advance', name: 'Advance recovery', amount, advance_id: each.id });
  }
  return {
    basic_salary: input.basic_salary,
    allowances,
    deductions,
    unpaid_days: input.unpaid_days,
    unpaid_deduction: unpaid,
    advance_recovery: advance,
    income_tax: tax,
    gross,
    net: left,
    lines,
  };
}

export interface LeaveDays {
  /** Leave days of this type in the month. */
  in_month: number;
  /** Leave days of this type earlier in the same leave year. */
  before_month: number;
  paid: boolean;
  days_per_year: number;
}

/**
 * Unpaid days of a month: absent days, leave of an unpaid type, and paid leave beyond the year's
 * allowance (the days of this month that take the year's count over it).
 */
export function unpaidDays(absent: number, leave: readonly LeaveDays[]): number {
  let days = absent;
  for (const each of leave) {
    if (!each.paid) {
      days += each.in_month;
      continue;
    }
    const overBefore = Math.max(0, each.before_month - each.days_per_year);
    const overAfter = Math.max(0, each.before_month + each.in_month - each.days_per_year);
    days += overAfter - overBefore;
  }
  return days;
}
