// Drizzle mirror of migrations/0540_school_certificates.sql: leaving and character
// certificates. The SQL is the source of truth; test/schema-drift.test.ts checks this file.
import {
  date,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './identity.js';
import { students } from './school.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });
const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const SCHOOL_CERTIFICATE_KINDS = ['leaving', 'character'] as const;
export const SCHOOL_CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type SchoolCertificateKind = (typeof SCHOOL_CERTIFICATE_KINDS)[number];

export const schoolCertificateCounters = pgTable(
  'school_certificate_counters',
  {
    tenant_id: tenantId(),
    kind: varchar('kind', { length: 10, enum: SCHOOL_CERTIFICATE_KINDS }).notNull(),
    year: integer('year').notNull(),
    last_number: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.kind, table.year] })],
);

export const schoolCertificates = pgTable(
  'school_certificates',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    student_id: integer('student_id').notNull(),
    kind: varchar('kind', { length: 10, enum: SCHOOL_CERTIFICATE_KINDS }).notNull(),
    number: varchar('number', { length: 30 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    student_name: varchar('student_name', { length: 210 }).notNull(),
    admission_no: varchar('admission_no', { length: 30 }).notNull(),
    guardian_name: varchar('guardian_name', { length: 200 }),
    class_name: varchar('class_name', { length: 120 }),
    school_name: varchar('school_name', { length: 200 }).notNull(),
    issued_on: day('issued_on').notNull(),
    leaving_date: day('leaving_date'),
    reason: varchar('reason', { length: 500 }),
    remarks: varchar('remarks', { length: 1000 }),
    status: varchar('status', { length: 10, enum: SCHOOL_CERTIFICATE_STATUSES })
      .notNull()
      .default('valid'),
    revoked_at: timestamptz('revoked_at'),
    revoked_by: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revoke_reason: varchar('revoke_reason', { length: 500 }),
    issued_by: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.student_id],
      foreignColumns: [students.tenant_id, students.id],
    }).onDelete('cascade'),
  ],
);

export type SchoolCertificateRow = typeof schoolCertificates.$inferSelect;
