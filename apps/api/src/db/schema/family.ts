// Drizzle mirror of migrations/0390_family_challans.sql (the SQL is the source of truth; the
// queries are in domains/fees/family-repository.ts and reminder-repository.ts).
import {
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './identity.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const familyChallans = pgTable(
  'family_challans',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    challan_no: varchar('challan_no', { length: 20 }).notNull(),
    guardian_id: integer('guardian_id').notNull(),
    issue_date: date('issue_date', { mode: 'string' }).notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 12, enum: ['open', 'replaced'] })
      .notNull()
      .default('open'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    unique('family_challans_no_key').on(t.tenant_id, t.challan_no),
  ],
);

export const familyChallanVouchers = pgTable(
  'family_challan_vouchers',
  {
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    family_challan_id: integer('family_challan_id').notNull(),
    voucher_id: integer('voucher_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.family_challan_id, t.voucher_id] })],
);

export const familyPayments = pgTable(
  'family_payments',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    family_challan_id: integer('family_challan_id').notNull(),
    receipt_no: varchar('receipt_no', { length: 20 }).notNull(),
    amount: integer('amount').notNull(),
    method: varchar('method', { length: 20 }).notNull(),
    reference: varchar('reference', { length: 100 }),
    paid_on: date('paid_on', { mode: 'string' }).notNull(),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    unique('family_payments_receipt_key').on(t.tenant_id, t.receipt_no),
  ],
);

export const feeReminderRuns = pgTable(
  'fee_reminder_runs',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    class_id: integer('class_id'),
    min_days_overdue: integer('min_days_overdue').notNull().default(1),
    run_day: date('run_day', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 12, enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    vouchers: integer('vouchers').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    notified: integer('notified').notNull().default(0),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    finished_at: timestamptz('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.id] })],
);
