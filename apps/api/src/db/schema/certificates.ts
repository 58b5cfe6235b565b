// Drizzle mirror of migrations/0170_learning_loop.sql: course certificates.
import {
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './identity.js';
import { courses } from './learning.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    course_id: integer('course_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    number: varchar('number', { length: 40 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    recipient_name: varchar('recipient_name', { length: 210 }).notNull(),
    course_title: varchar('course_title', { length: 200 }).notNull(),
    school_name: varchar('school_name', { length: 200 }).notNull(),
    issued_at: timestamptz('issued_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.course_id],
      foreignColumns: [courses.tenant_id, courses.id],
    }).onDelete('cascade'),
  ],
);

export type CertificateRow = typeof certificates.$inferSelect;
