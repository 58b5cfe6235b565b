// Drizzle mirror of migrations/0210_payment_details.sql (the SQL is the source of truth).
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenants, users } from './identity.js';

/** 0210: how a learner pays the school for a paid course (no row: nothing set). */
export const tenantPaymentDetails = pgTable('tenant_payment_details', {
  tenant_id: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  bank_name: varchar('bank_name', { length: 100 }),
  account_title: varchar('account_title', { length: 150 }),
  account_number: varchar('account_number', { length: 40 }),
  iban: varchar('iban', { length: 34 }),
  instructions: varchar('instructions', { length: 2000 }),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
