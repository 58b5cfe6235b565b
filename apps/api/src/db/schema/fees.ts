// Drizzle mirror of migrations/0240_fees.sql. The SQL is the source of truth;
// test/schema-drift.test.ts fails when a column here differs from the database.
import {
  boolean,
  char,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './identity.js';
import { academicYears, classes, students } from './school.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Dates without time (yyyy-mm-dd strings), as the contract has them. */
const day = (name: string) => date(name, { mode: 'string' });
const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const FEE_HEAD_KINDS = [
  'admission',
  'tuition',
  'annual',
  'exam',
  'transport',
  'other',
] as const;
export const FEE_FREQUENCIES = ['one_time', 'monthly', 'annual'] as const;
export const CONCESSION_KINDS = ['sibling', 'scholarship', 'staff_child', 'other'] as const;
export const CONCESSION_MODES = ['percent', 'fixed'] as const;
export const LATE_FEE_MODES = ['none', 'fixed', 'per_day'] as const;
export const RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const VOUCHER_STATUSES = ['unpaid', 'partially_paid', 'paid', 'cancelled'] as const;
/** `sandbox`: the demo checkout's test money, recorded only by a confirmed sandbox payment. */
export const PAYMENT_METHODS = [
  'cash',
  'bank_deposit',
  'cheque',
  'jazzcash',
  'easypaisa',
  'sandbox',
  // Paid from a bank app through the aggregator, against the voucher's consumer number.
  '1bill',
  'kuickpay',
] as const;
export const PAYMENT_STATUSES = ['recorded', 'refunded'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
export type LateFeeMode = (typeof LATE_FEE_MODES)[number];

export const feeHeads = pgTable(
  'fee_heads',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    name: varchar('name', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 10, enum: FEE_HEAD_KINDS }).notNull(),
    frequency: varchar('frequency', { length: 8, enum: FEE_FREQUENCIES }).notNull(),
    is_active: boolean('is_active').notNull().default(true),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    unique('fee_heads_name_key').on(table.tenant_id, table.name),
  ],
);

export const feeStructures = pgTable(
  'fee_structures',
  {
    tenant_id: tenantId(),
    academic_year_id: integer('academic_year_id').notNull(),
    class_id: integer('class_id').notNull(),
    fee_head_id: integer('fee_head_id').notNull(),
    amount: integer('amount').notNull(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      columns: [table.tenant_id, table.academic_year_id, table.class_id, table.fee_head_id],
    }),
    foreignKey({
      columns: [table.tenant_id, table.academic_year_id],
      foreignColumns: [academicYears.tenant_id, academicYears.id],
    }),
    foreignKey({
      columns: [table.tenant_id, table.class_id],
      foreignColumns: [classes.tenant_id, classes.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenant_id, table.fee_head_id],
      foreignColumns: [feeHeads.tenant_id, feeHeads.id],
    }).onDelete('cascade'),
  ],
);

export const feeConcessions = pgTable(
  'fee_concessions',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    student_id: integer('student_id').notNull(),
    fee_head_id: integer('fee_head_id'),
    kind: varchar('kind', { length: 12, enum: CONCESSION_KINDS }).notNull(),
    mode: varchar('mode', { length: 7, enum: CONCESSION_MODES }).notNull(),
    value: integer('value').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.student_id],
      foreignColumns: [students.tenant_id, students.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenant_id, table.fee_head_id],
      foreignColumns: [feeHeads.tenant_id, feeHeads.id],
    }).onDelete('cascade'),
  ],
);

export const DUE_RULES = ['day_of_month', 'days_after_issue'] as const;

export const feeSettings = pgTable(
  'fee_settings',
  {
    tenant_id: tenantId(),
    due_day: integer('due_day').notNull().default(10),
    due_rule: text('due_rule', { enum: DUE_RULES }).notNull().default('day_of_month'),
    due_after_days: integer('due_after_days').notNull().default(10),
    late_fee_mode: varchar('late_fee_mode', { length: 7, enum: LATE_FEE_MODES })
      .notNull()
      .default('none'),
    late_fee_amount: integer('late_fee_amount').notNull().default(0),
    late_fee_cap: integer('late_fee_cap'),
    bank_name: varchar('bank_name', { length: 100 }),
    bank_branch: varchar('bank_branch', { length: 150 }),
    account_title: varchar('account_title', { length: 150 }),
    account_number: varchar('account_number', { length: 40 }),
    iban: varchar('iban', { length: 34 }),
    last_voucher_no: integer('last_voucher_no').notNull().default(0),
    last_receipt_no: integer('last_receipt_no').notNull().default(0),
    sibling_second_percent: integer('sibling_second_percent').notNull().default(0),
    sibling_third_percent: integer('sibling_third_percent').notNull().default(0),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.tenant_id] })],
);

export const voucherRuns = pgTable(
  'voucher_runs',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    month: char('month', { length: 7 }).notNull(),
    class_ids: integer('class_ids').array(),
    issue_date: day('issue_date').notNull(),
    due_date: day('due_date').notNull(),
    status: varchar('status', { length: 7, enum: RUN_STATUSES }).notNull().default('queued'),
    students_total: integer('students_total').notNull().default(0),
    students_done: integer('students_done').notNull().default(0),
    vouchers_created: integer('vouchers_created').notNull().default(0),
    vouchers_skipped: integer('vouchers_skipped').notNull().default(0),
    error: varchar('error', { length: 500 }),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    started_at: timestamptz('started_at'),
    finished_at: timestamptz('finished_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    index('voucher_runs_month_idx').on(table.tenant_id, table.month),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    voucher_no: varchar('voucher_no', { length: 20 }).notNull(),
    student_id: integer('student_id').notNull(),
    month: char('month', { length: 7 }).notNull(),
    academic_year_id: integer('academic_year_id').notNull(),
    class_id: integer('class_id').notNull(),
    section_id: integer('section_id'),
    run_id: integer('run_id'),
    issue_date: day('issue_date').notNull(),
    due_date: day('due_date').notNull(),
    total: integer('total').notNull(),
    arrears: integer('arrears').notNull().default(0),
    late_fee_mode: varchar('late_fee_mode', { length: 7, enum: LATE_FEE_MODES }).notNull(),
    late_fee_amount: integer('late_fee_amount').notNull().default(0),
    late_fee_cap: integer('late_fee_cap'),
    late_fee_charged: integer('late_fee_charged').notNull().default(0),
    status: varchar('status', { length: 14, enum: VOUCHER_STATUSES }).notNull().default('unpaid'),
    paid_amount: integer('paid_amount').notNull().default(0),
    carried_to: integer('carried_to'),
    cancel_reason: varchar('cancel_reason', { length: 500 }),
    cancelled_by: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelled_at: timestamptz('cancelled_at'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    unique('vouchers_no_key').on(table.tenant_id, table.voucher_no),
    unique('vouchers_student_month_key').on(table.tenant_id, table.student_id, table.month),
    foreignKey({
      columns: [table.tenant_id, table.student_id],
      foreignColumns: [students.tenant_id, students.id],
    }),
    foreignKey({
      columns: [table.tenant_id, table.academic_year_id],
      foreignColumns: [academicYears.tenant_id, academicYears.id],
    }),
    foreignKey({
      columns: [table.tenant_id, table.class_id],
      foreignColumns: [classes.tenant_id, classes.id],
    }),
    foreignKey({
      columns: [table.tenant_id, table.run_id],
      foreignColumns: [voucherRuns.tenant_id, voucherRuns.id],
    }),
    index('vouchers_month_idx').on(table.tenant_id, table.month, table.class_id),
  ],
);

/** What a voucher line is (each reader names the last two in their own language). */
export const VOUCHER_LINE_KINDS = ['fee', 'arrears', 'transport'] as const;
export type VoucherLineKind = (typeof VOUCHER_LINE_KINDS)[number];

export const voucherLines = pgTable(
  'voucher_lines',
  {
    tenant_id: tenantId(),
    voucher_id: integer('voucher_id').notNull(),
    line_no: integer('line_no').notNull(),
    fee_head_id: integer('fee_head_id'),
    label: varchar('label', { length: 120 }).notNull(),
    amount: integer('amount').notNull(),
    concession: integer('concession').notNull().default(0),
    /** 0580: a fee head's line, the arrears, or a transport stop's fee (route and stop in detail). */
    kind: varchar('kind', { length: 16 }).$type<VoucherLineKind>().notNull().default('fee'),
    detail: varchar('detail', { length: 100 }),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.voucher_id, table.line_no] }),
    foreignKey({
      columns: [table.tenant_id, table.voucher_id],
      foreignColumns: [vouchers.tenant_id, vouchers.id],
    }).onDelete('cascade'),
  ],
);

export const feePayments = pgTable(
  'payments',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    voucher_id: integer('voucher_id').notNull(),
    student_id: integer('student_id').notNull(),
    amount: integer('amount').notNull(),
    method: varchar('method', { length: 12, enum: PAYMENT_METHODS }).notNull(),
    reference: varchar('reference', { length: 100 }),
    paid_on: day('paid_on').notNull(),
    receipt_no: varchar('receipt_no', { length: 20 }).notNull(),
    status: varchar('status', { length: 8, enum: PAYMENT_STATUSES }).notNull().default('recorded'),
    refund_reason: varchar('refund_reason', { length: 500 }),
    refunded_by: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refunded_at: timestamptz('refunded_at'),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** A part of a family challan's payment (family_payments, migration 0390). */
    family_payment_id: integer('family_payment_id'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    unique('payments_receipt_no_key').on(table.tenant_id, table.receipt_no),
    foreignKey({
      columns: [table.tenant_id, table.voucher_id],
      foreignColumns: [vouchers.tenant_id, vouchers.id],
    }),
    foreignKey({
      columns: [table.tenant_id, table.student_id],
      foreignColumns: [students.tenant_id, students.id],
    }),
    index('payments_voucher_idx').on(table.tenant_id, table.voucher_id),
    index('payments_student_idx').on(table.tenant_id, table.student_id, table.paid_on),
    index('payments_paid_on_idx').on(table.tenant_id, table.paid_on),
  ],
);
