// Drizzle mirror of migrations/0330_biller_consumer_numbers.sql (the SQL is the source of truth).
import {
  boolean,
  char,
  date,
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

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The bill-payment aggregators a school can be a biller of. */
export const AGGREGATORS = ['1bill', 'kuickpay'] as const;
export type Aggregator = (typeof AGGREGATORS)[number];

export const billerSettings = pgTable(
  'biller_settings',
  {
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    aggregator: varchar('aggregator', { length: 8, enum: AGGREGATORS }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    prefix: varchar('prefix', { length: 8 }).notNull(),
    digits: integer('digits').notNull(),
    username: varchar('username', { length: 40 }),
    credentials_enc: text('credentials_enc'),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.aggregator] })],
);

export const billerPayments = pgTable(
  'biller_payments',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    aggregator: varchar('aggregator', { length: 8, enum: AGGREGATORS }).notNull(),
    consumer_number: varchar('consumer_number', { length: 18 }).notNull(),
    /** The voucher paid, or null when the consumer number was a family challan's. */
    voucher_id: integer('voucher_id'),
    payment_id: integer('payment_id'),
    family_challan_id: integer('family_challan_id'),
    family_payment_id: integer('family_payment_id'),
    tran_auth_id: varchar('tran_auth_id', { length: 20 }).notNull(),
    tran_date: date('tran_date', { mode: 'string' }).notNull(),
    tran_time: char('tran_time', { length: 6 }).notNull(),
    bank_mnemonic: varchar('bank_mnemonic', { length: 8 }),
    amount: integer('amount').notNull(),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    unique('biller_payments_tran_key').on(t.tenant_id, t.aggregator, t.tran_auth_id, t.tran_date),
  ],
);
