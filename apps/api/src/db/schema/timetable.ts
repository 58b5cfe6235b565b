// Drizzle mirror of migrations/0270_timetable.sql. The SQL is the source of truth;
// test/schema-drift.test.ts fails when a column here differs from the database.
import {
  boolean,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  serial,
  time,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './identity.js';
import { sections, subjects } from './school.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const timetablePeriods = pgTable(
  'timetable_periods',
  {
    tenant_id: tenantId(),
    weekday: integer('weekday').notNull(),
    number: integer('number').notNull(),
    starts_at: time('starts_at').notNull(),
    ends_at: time('ends_at').notNull(),
    is_break: boolean('is_break').notNull().default(false),
    label: varchar('label', { length: 50 }),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.weekday, table.number] }),
    unique('timetable_periods_break_key').on(
      table.tenant_id,
      table.weekday,
      table.number,
      table.is_break,
    ),
  ],
);

export const timetableEntries = pgTable(
  'timetable_entries',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    section_id: integer('section_id').notNull(),
    weekday: integer('weekday').notNull(),
    period: integer('period').notNull(),
    is_break: boolean('is_break').notNull().default(false),
    subject_id: integer('subject_id').notNull(),
    teacher_id: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    room: varchar('room', { length: 50 }),
    updated_by: integer('updated_by').references(() => users.id),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      name: 'timetable_entries_period_fkey',
      columns: [table.tenant_id, table.weekday, table.period, table.is_break],
      foreignColumns: [
        timetablePeriods.tenant_id,
        timetablePeriods.weekday,
        timetablePeriods.number,
        timetablePeriods.is_break,
      ],
    }),
    foreignKey({
      columns: [table.tenant_id, table.section_id],
      foreignColumns: [sections.tenant_id, sections.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenant_id, table.subject_id],
      foreignColumns: [subjects.tenant_id, subjects.id],
    }).onDelete('cascade'),
    unique('timetable_entries_section_key').on(
      table.tenant_id,
      table.section_id,
      table.weekday,
      table.period,
    ),
    unique('timetable_entries_teacher_key').on(
      table.tenant_id,
      table.teacher_id,
      table.weekday,
      table.period,
    ),
  ],
);
