// Drizzle mirror of migrations/0620_payroll.sql. The SQL is the source of truth;
// test/schema-drift.test.ts fails when a column here differs from the database.
import {
  bigint,
  char,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { staffRecords } from './hr.js';
import { tenants, users } from './identity.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });
const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);
const total = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const PAYROLL_RUN_STATUSES = ['draft', 'approved'] as const;
export const PAYSLIP_LINE_KINDS = [
  'basic',
  'allowance',
  'deduction',
  'unpaid',
  'tax',
  'advance',
] as const;

export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    month: char('month', { length: 7 }).notNull(),
    status: varchar('status', { length: 8, enum: PAYROLL_RUN_STATUSES }).notNull().default('draft'),
    staff_count: integer('staff_count').notNull().default(0),
    total_gross: total('total_gross'),
    total_deductions: total('total_deductions'),
    total_net: total('total_net'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    computed_at: timestamptz('computed_at').notNull().defaultNow(),
    approved_by: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approved_at: timestamptz('approved_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    uniqueIndex('payroll_runs_month_key').on(table.tenant_id, table.month),
  ],
);

export const payslips = pgTable(
  'payslips',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    run_id: integer('run_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    staff_name: varchar('staff_name', { length: 200 }).notNull(),
    employee_number: varchar('employee_number', { length: 20 }),
    designation: varchar('designation', { length: 80 }),
    basic_salary: integer('basic_salary').notNull(),
    allowances: integer('allowances').notNull(),
    deductions: integer('deductions').notNull(),
    unpaid_days: smallint('unpaid_days').notNull(),
    unpaid_deduction: integer('unpaid_deduction').notNull(),
    advance_recovery: integer('advance_recovery').notNull(),
    income_tax: integer('income_tax').notNull(),
    gross: integer('gross').notNull(),
    net: integer('net').notNull(),
    bank_name: varchar('bank_name', { length: 80 }),
    bank_account_title: varchar('bank_account_title', { length: 100 }),
    bank_account_number: varchar('bank_account_number', { length: 34 }),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.run_id],
      foreignColumns: [payrollRuns.tenant_id, payrollRuns.id],
    }).onDelete('cascade'),
    uniqueIndex('payslips_run_user_key').on(table.tenant_id, table.run_id, table.user_id),
    index('payslips_user_idx').on(table.tenant_id, table.user_id),
  ],
);

export const staffAdvances = pgTable(
  'staff_advances',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    user_id: integer('user_id').notNull(),
    amount: integer('amount').notNull(),
    instalment: integer('instalment').notNull(),
    taken_on: day('taken_on').notNull(),
    note: varchar('note', { length: 200 }),
    recovered: integer('recovered').notNull().default(0),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.user_id],
      foreignColumns: [staffRecords.tenant_id, staffRecords.user_id],
    }),
    index('staff_advances_user_idx').on(table.tenant_id, table.user_id),
  ],
);

export const payslipLines = pgTable(
  'payslip_lines',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    payslip_id: integer('payslip_id').notNull(),
    position: smallint('position').notNull(),
    kind: varchar('kind', { length: 9, enum: PAYSLIP_LINE_KINDS }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    amount: integer('amount').notNull(),
    advance_id: integer('advance_id'),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.payslip_id],
      foreignColumns: [payslips.tenant_id, payslips.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenant_id, table.advance_id],
      foreignColumns: [staffAdvances.tenant_id, staffAdvances.id],
    }),
    index('payslip_lines_payslip_idx').on(table.tenant_id, table.payslip_id),
  ],
);

export const incomeTaxSlabs = pgTable(
  'income_tax_slabs',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    from_amount: integer('from_amount').notNull(),
    to_amount: integer('to_amount'),
    fixed_amount: integer('fixed_amount').notNull(),
    rate_percent: numeric('rate_percent', { precision: 5, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    uniqueIndex('income_tax_slabs_from_key').on(table.tenant_id, table.from_amount),
  ],
);
