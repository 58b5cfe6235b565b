// The income tax slabs a school is taxed by until it saves its own: salaried individuals, tax
// year 2025-26 (1 July 2025 - 30 June 2026), Finance Act 2025, First Schedule, Part I,
// Division I, clause (1A). Checked against public reports of the Act as passed by the National
// Assembly (pakeconet.com.pk "New income tax slabs announced for salaried individuals in budget
// 2025-26", upfront.pk "New tax slabs for salaried income revealed, budget 2025-26",
// thetruthinternational.com "Government unveils new income tax slabs for salaried class"); FBR's
// own rate card was not reachable from where this was written, so the school should compare
// these with FBR's before relying on them (docs/payroll.md). The 9 % surcharge on salaried
// income over Rs 10 million is not applied.
import type { TaxSlab } from './arithmetic.js';

export const TAX_YEAR_OF_DEFAULTS = '2025-26';

export const DEFAULT_TAX_SLABS: readonly TaxSlab[] = [
  { from_amount: 0, to_amount: 600_000, fixed_amount: 0, rate_percent: 0 },
  { from_amount: 600_000, to_amount: 1_200_000, fixed_amount: 0, rate_percent: 1 },
  { from_amount: 1_200_000, to_amount: 2_200_000, fixed_amount: 6_000, rate_percent: 11 },
  { from_amount: 2_200_000, to_amount: 3_200_000, fixed_amount: 116_000, rate_percent: 23 },
  { from_amount: 3_200_000, to_amount: 4_100_000, fixed_amount: 346_000, rate_percent: 30 },
  { from_amount: 4_100_000, to_amount: null, fixed_amount: 616_000, rate_percent: 35 },
];
