// Drizzle mirror of migrations/0410_print_jobs_and_logo.sql (bulk printing, the school's logo).
// The SQL is the source of truth; test/schema-drift.test.ts fails when a column here differs.
import {
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { exams } from './exams.js';
import { tenants, users } from './identity.js';
import { classes, sections } from './school.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const printJobs = pgTable(
  'print_jobs',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    kind: varchar('kind', { length: 12, enum: ['report_cards', 'vouchers', 'payslips'] }).notNull(),
    scope: varchar('scope', { length: 7, enum: ['section', 'class', 'school'] }).notNull(),
    exam_id: integer('exam_id'),
    month: varchar('month', { length: 7 }),
    class_id: integer('class_id'),
    section_id: integer('section_id'),
    language: varchar('language', { length: 2, enum: ['en', 'ur'] }).notNull(),
    request_key: varchar('request_key', { length: 120 }).notNull(),
    status: varchar('status', { length: 7, enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    error: varchar('error', { length: 500 }),
    file: bytea('file'),
    file_type: varchar('file_type', { length: 3, enum: ['pdf', 'zip'] }),
    file_name: varchar('file_name', { length: 150 }),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    heartbeat_at: timestamptz('heartbeat_at').notNull().defaultNow(),
    finished_at: timestamptz('finished_at'),
    expires_at: timestamptz('expires_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.exam_id],
      foreignColumns: [exams.tenant_id, exams.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenant_id, table.class_id],
      foreignColumns: [classes.tenant_id, classes.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenant_id, table.section_id],
      foreignColumns: [sections.tenant_id, sections.id],
    }).onDelete('cascade'),
    index('print_jobs_recent_idx').on(table.tenant_id, table.id),
  ],
);

export const schoolLogos = pgTable('school_logos', {
  tenant_id: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  content_type: varchar('content_type', {
    length: 10,
    enum: ['image/png', 'image/jpeg'],
  }).notNull(),
  image: bytea('image').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updated_by: integer('updated_by').references(() => users.id),
  updated_at: timestamptz('updated_at').notNull().defaultNow(),
});
