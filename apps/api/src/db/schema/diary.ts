// Drizzle mirror of migrations/0500_diary.sql, 0590_diary_reads.sql and 0630_diary_operations.sql. The SQL is the source of truth;
// test/schema-drift.test.ts fails when a column here differs from the database.
import {
  date,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';
import { tenants, users } from './identity.js';
import { sections, students, subjects } from './school.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const diaryPosts = pgTable(
  'diary_posts',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    section_id: integer('section_id').notNull(),
    subject_id: integer('subject_id').notNull(),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.id),
    day: date('day').notNull(),
    body: varchar('body', { length: 4000 }).notNull(),
    due_date: date('due_date'),
    attachment: bytea('attachment'),
    attachment_name: varchar('attachment_name', { length: 120 }),
    attachment_type: varchar('attachment_type', { length: 30 }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.section_id],
      foreignColumns: [sections.tenant_id, sections.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenant_id, table.subject_id],
      foreignColumns: [subjects.tenant_id, subjects.id],
    }).onDelete('cascade'),
  ],
);

/** Read receipts: who first opened a post, counted for which child (0590). */
export const diaryReads = pgTable(
  'diary_reads',
  {
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    post_id: integer('post_id').notNull(),
    student_id: integer('student_id').notNull(),
    reader_id: integer('reader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reader_kind: varchar('reader_kind', { length: 10 }).notNull(),
    read_at: timestamptz('read_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.post_id, table.student_id, table.reader_id] }),
    foreignKey({
      columns: [table.tenant_id, table.post_id],
      foreignColumns: [diaryPosts.tenant_id, diaryPosts.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenant_id, table.student_id],
      foreignColumns: [students.tenant_id, students.id],
    }).onDelete('cascade'),
  ],
);

/** Operation ids of posts and edits sent from a teacher's queue, handled once each (0630). */
export const diaryOperations = pgTable(
  'diary_operations',
  {
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    op_id: uuid('op_id').notNull(),
    kind: varchar('kind', { length: 6 }).notNull(),
    post_id: integer('post_id'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.op_id] })],
);
