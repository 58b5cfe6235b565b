// Drizzle mirror of migrations/0250_online_payments.sql (the SQL is the source of truth).
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './identity.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const ONLINE_PROVIDERS = ['sandbox', 'jazzcash', 'easypaisa'] as const;
export const ONLINE_STATUSES = ['pending', 'confirmed', 'failed', 'cancelled'] as const;

export const paymentProviderSettings = pgTable(
  'payment_provider_settings',
  {
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    provider: varchar('provider', { length: 10, enum: ONLINE_PROVIDERS }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    merchant_id: varchar('merchant_id', { length: 40 }),
    base_url: varchar('base_url', { length: 300 }),
    credentials_enc: text('credentials_enc'),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.provider] })],
);

export const onlinePayments = pgTable(
  'online_payments',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    voucher_id: integer('voucher_id'),
    enrollment_id: integer('enrollment_id'),
    provider: varchar('provider', { length: 10, enum: ONLINE_PROVIDERS }).notNull(),
    txn_ref: varchar('txn_ref', { length: 40 }).notNull(),
    provider_ref: varchar('provider_ref', { length: 80 }),
    amount: integer('amount').notNull(),
    bill_reference: varchar('bill_reference', { length: 40 }).notNull(),
    status: varchar('status', { length: 10, enum: ONLINE_STATUSES }).notNull().default('pending'),
    refund_due: boolean('refund_due').notNull().default(false),
    payment_id: integer('payment_id'),
    payer_id: integer('payer_id').references(() => users.id, { onDelete: 'set null' }),
    raw_callback: jsonb('raw_callback').$type<Record<string, string>>(),
    callbacks: integer('callbacks').notNull().default(0),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
    confirmed_at: timestamptz('confirmed_at'),
    // 0320: the provider's last word, the OTC token, the reconciliation schedule.
    status_detail: varchar('status_detail', { length: 300 }),
    payment_token: varchar('payment_token', { length: 60 }),
    payment_token_expiry: varchar('payment_token_expiry', { length: 40 }),
    payment_method: varchar('payment_method', { length: 10 }),
    checks: integer('checks').notNull().default(0),
    next_check_at: timestamptz('next_check_at'),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.id] })],
);

export type OnlinePayment = typeof onlinePayments.$inferSelect;

/** 0321: refused notifications that named a school's payment, counted per payment, reason, day. */
export const onlinePaymentRefusals = pgTable(
  'online_payment_refusals',
  {
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    provider: varchar('provider', { length: 10, enum: ONLINE_PROVIDERS }).notNull(),
    txn_ref: varchar('txn_ref', { length: 40 }).notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(1),
    last_at: timestamptz('last_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.provider, t.day, t.txn_ref, t.reason] })],
);
