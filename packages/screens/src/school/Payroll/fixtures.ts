import type {
  IncomeTaxSlab,
  PayrollRun,
  PayrollRunDetail,
  PayrollStaff,
  Payslip,
  StaffAdvance,
} from '@watni/api-client';

export const runs: PayrollRun[] = [
  {
    id: 2,
    month: '2026-11',
    status: 'draft',
    staff_count: 2,
    total_gross: 195000,
    total_deductions: 9645,
    total_net: 185355,
    created_at: '2026-11-27T08:00:00Z',
    computed_at: '2026-11-27T08:00:00Z',
    approved_at: null,
    approved_by_name: null,
  },
  {
    id: 1,
    month: '2026-10',
    status: 'approved',
    staff_count: 2,
    total_gross: 195000,
    total_deductions: 9645,
    total_net: 185355,
    created_at: '2026-10-30T08:00:00Z',
    computed_at: '2026-10-30T08:00:00Z',
    approved_at: '2026-10-31T08:00:00Z',
    approved_by_name: 'Nadia Iqbal',
  },
];

const slip = (over: Partial<Payslip>): Payslip => ({
  id: 1,
  run_id: 2,
  month: '2026-11',
  status: 'draft',
  user_id: 5,
  staff_name: 'Ayesha Siddiqui',
  employee_number: 'E-014',
  designation: 'Science teacher',
  basic_salary: 60000,
  allowances: 15000,
  deductions: 0,
  unpaid_days: 1,
  unpaid_deduction: 2500,
  advance_recovery: 4000,
  income_tax: 226,
  gross: 75000,
  net: 68274,
  bank_name: 'Meezan Bank',
  bank_account_title: 'Ayesha Siddiqui',
  bank_account_number: 'PK36MEZN0001234567890123',
  lines: [
    { kind: 'basic', name: 'Basic salary', amount: 60000 },
    { kind: 'allowance', name: 'House rent', amount: 15000 },
  ],
  ...over,
});

export const payslips: Payslip[] = [
  slip({}),
  slip({
    id: 2,
    user_id: 4,
    staff_name: 'Nadia Iqbal',
    employee_number: 'E-001',
    designation: 'Principal',
    basic_salary: 100000,
    allowances: 20000,
    deductions: 370,
    unpaid_days: 0,
    unpaid_deduction: 0,
    advance_recovery: 0,
    income_tax: 2700,
    gross: 120000,
    net: 116930,
  }),
];

export const detail: PayrollRunDetail = { run: runs[0]!, payslips };

export const staff: PayrollStaff[] = [
  {
    user_id: 5,
    name: 'Ayesha Siddiqui',
    employee_number: 'E-014',
    designation: 'Science teacher',
    basic_salary: 60000,
    status: 'active',
  },
  {
    user_id: 4,
    name: 'Nadia Iqbal',
    employee_number: 'E-001',
    designation: 'Principal',
    basic_salary: 100000,
    status: 'active',
  },
];

export const advances: StaffAdvance[] = [
  {
    id: 1,
    user_id: 5,
    staff_name: 'Ayesha Siddiqui',
    amount: 10000,
    instalment: 4000,
    taken_on: '2026-10-01',
    note: null,
    recovered: 4000,
    remaining: 6000,
  },
];

export const slabs: IncomeTaxSlab[] = [
  { from_amount: 0, to_amount: 600000, fixed_amount: 0, rate_percent: 0 },
  { from_amount: 600000, to_amount: 1200000, fixed_amount: 0, rate_percent: 1 },
  { from_amount: 1200000, to_amount: 2200000, fixed_amount: 6000, rate_percent: 11 },
  { from_amount: 2200000, to_amount: 3200000, fixed_amount: 116000, rate_percent: 23 },
  { from_amount: 3200000, to_amount: 4100000, fixed_amount: 346000, rate_percent: 30 },
  { from_amount: 4100000, to_amount: null, fixed_amount: 616000, rate_percent: 35 },
];
