// Drizzle mirror of migrations/0610_hr_records.sql. The SQL is the source of truth;
// test/schema-drift.test.ts fails when a column here differs from the database.
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';
import { tenants, users } from './identity.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Dates without time (yyyy-mm-dd strings), as the contract has them. */
const day = (name: string) => date(name, { mode: 'string' });
const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const STAFF_RECORD_STATUSES = ['active', 'left'] as const;
export const SALARY_COMPONENT_KINDS = ['allowance', 'deduction'] as const;
export const STAFF_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

export const staffRecords = pgTable(
  'staff_records',
  {
    tenant_id: tenantId(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    employee_number: varchar('employee_number', { length: 20 }),
    designation: varchar('designation', { length: 80 }).notNull(),
    department: varchar('department', { length: 80 }),
    joining_date: day('joining_date').notNull(),
    cnic: varchar('cnic', { length: 15 }),
    bank_name: varchar('bank_name', { length: 80 }),
    bank_account_title: varchar('bank_account_title', { length: 100 }),
    bank_account_number: varchar('bank_account_number', { length: 34 }),
    basic_salary: integer('basic_salary').notNull().default(0),
    status: varchar('status', { length: 6, enum: STAFF_RECORD_STATUSES })
      .notNull()
      .default('active'),
    leaving_date: day('leaving_date'),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.user_id] })],
);

export const salaryComponents = pgTable(
  'salary_components',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    user_id: integer('user_id').notNull(),
    kind: varchar('kind', { length: 9, enum: SALARY_COMPONENT_KINDS }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    amount: integer('amount').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.user_id],
      foreignColumns: [staffRecords.tenant_id, staffRecords.user_id],
    }).onDelete('cascade'),
  ],
);

export const leaveTypes = pgTable(
  'leave_types',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    name: varchar('name', { length: 60 }).notNull(),
    name_ur: varchar('name_ur', { length: 60 }),
    paid: boolean('paid').notNull().default(true),
    days_per_year: smallint('days_per_year').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.id] })],
);

export const staffDocuments = pgTable(
  'staff_documents',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    user_id: integer('user_id').notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    content_type: varchar('content_type', { length: 20, enum: STAFF_DOCUMENT_TYPES }).notNull(),
    content: bytea('content').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    index('staff_documents_user_idx').on(table.tenant_id, table.user_id),
    foreignKey({
      columns: [table.tenant_id, table.user_id],
      foreignColumns: [staffRecords.tenant_id, staffRecords.user_id],
    }).onDelete('cascade'),
  ],
);
