// Drizzle mirror of migrations/0560_student_id_cards.sql (a student's photo, the code an ID card's
// QR carries). The SQL is the source of truth; test/schema-drift.test.ts fails when a column here
// differs.
import {
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';
import { tenants, users } from './identity.js';
import { students } from './school.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const studentPhotos = pgTable(
  'student_photos',
  {
    tenant_id: tenantId(),
    student_id: integer('student_id').notNull(),
    content_type: varchar('content_type', {
      length: 20,
      enum: ['image/png', 'image/jpeg'],
    }).notNull(),
    image: bytea('image').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.student_id] }),
    foreignKey({
      columns: [table.tenant_id, table.student_id],
      foreignColumns: [students.tenant_id, students.id],
    }).onDelete('cascade'),
  ],
);

export const studentIdCards = pgTable(
  'student_id_cards',
  {
    tenant_id: tenantId(),
    student_id: integer('student_id').notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.student_id] }),
    foreignKey({
      columns: [table.tenant_id, table.student_id],
      foreignColumns: [students.tenant_id, students.id],
    }).onDelete('cascade'),
    uniqueIndex('student_id_cards_code_key').on(table.code),
  ],
);
