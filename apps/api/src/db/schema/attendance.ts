// Drizzle mirror of migrations/0200_attendance.sql. The SQL is the source of truth;
// test/schema-drift.test.ts fails when a column here differs from the database.
import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './identity.js';
import { academicYears, sections, students } from './school.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Dates without time (yyyy-mm-dd strings), as the contract has them. */
const day = (name: string) => date(name, { mode: 'string' });
const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'leave'] as const;
export const STAFF_STATUSES = ['present', 'absent', 'leave'] as const;

export const attendanceSettings = pgTable(
  'attendance_settings',
  {
    tenant_id: tenantId(),
    weekly_off_days: integer('weekly_off_days').array().notNull().default([0]),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id] })],
);

export const schoolHolidays = pgTable(
  'school_holidays',
  {
    tenant_id: tenantId(),
    day: day('day').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.day] })],
);

export const attendanceRegisters = pgTable(
  'attendance_registers',
  {
    tenant_id: tenantId(),
    section_id: integer('section_id').notNull(),
    day: day('day').notNull(),
    academic_year_id: integer('academic_year_id').notNull(),
    marked_by: integer('marked_by').references(() => users.id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.section_id, table.day] }),
    foreignKey({
      columns: [table.tenant_id, table.section_id],
      foreignColumns: [sections.tenant_id, sections.id],
    }),
    foreignKey({
      columns: [table.tenant_id, table.academic_year_id],
      foreignColumns: [academicYears.tenant_id, academicYears.id],
    }),
    index('attendance_registers_day_idx').on(table.tenant_id, table.day),
  ],
);

export const attendanceEntries = pgTable(
  'attendance_entries',
  {
    tenant_id: tenantId(),
    section_id: integer('section_id').notNull(),
    day: day('day').notNull(),
    student_id: integer('student_id').notNull(),
    status: varchar('status', { length: 7, enum: ATTENDANCE_STATUSES }).notNull(),
    note: varchar('note', { length: 200 }),
    // migrations/0460: the mark's version, for per-student merging of offline changes.
    version: integer('version').notNull().default(1),
    updated_by: integer('updated_by').references(() => users.id),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      columns: [table.tenant_id, table.section_id, table.day, table.student_id],
    }),
    foreignKey({
      columns: [table.tenant_id, table.section_id, table.day],
      foreignColumns: [
        attendanceRegisters.tenant_id,
        attendanceRegisters.section_id,
        attendanceRegisters.day,
      ],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenant_id, table.student_id],
      foreignColumns: [students.tenant_id, students.id],
    }).onDelete('cascade'),
    index('attendance_entries_student_idx').on(table.tenant_id, table.student_id, table.day),
  ],
);

/** migrations/0460: the client operation ids of per-student changes already handled. */
export const attendanceOperations = pgTable(
  'attendance_operations',
  {
    tenant_id: tenantId(),
    op_id: uuid('op_id').notNull(),
    section_id: integer('section_id').notNull(),
    day: day('day').notNull(),
    student_id: integer('student_id').notNull(),
    outcome: varchar('outcome', {
      length: 9,
      enum: ['applied', 'conflict', 'unchanged'],
    }).notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.op_id] }),
    foreignKey({
      columns: [table.tenant_id, table.section_id, table.day],
      foreignColumns: [
        attendanceRegisters.tenant_id,
        attendanceRegisters.section_id,
        attendanceRegisters.day,
      ],
    }).onDelete('cascade'),
  ],
);

export const staffAttendance = pgTable(
  'staff_attendance',
  {
    tenant_id: tenantId(),
    day: day('day').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 7, enum: STAFF_STATUSES }).notNull(),
    note: varchar('note', { length: 200 }),
    marked_by: integer('marked_by').references(() => users.id),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
    /** Which leave type a "leave" day is (0610_hr_records.sql); counts against its balance. */
    leave_type_id: integer('leave_type_id'),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.day, table.user_id] }),
    index('staff_attendance_user_idx').on(table.tenant_id, table.user_id, table.day),
  ],
);

export const attendanceAlerts = pgTable(
  'attendance_alerts',
  {
    tenant_id: tenantId(),
    student_id: integer('student_id').notNull(),
    day: day('day').notNull(),
    section_id: integer('section_id').notNull(),
    state: varchar('state', { length: 9, enum: ['active', 'withdrawn'] })
      .notNull()
      .default('active'),
    note: varchar('note', { length: 200 }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.student_id, table.day] }),
    foreignKey({
      columns: [table.tenant_id, table.student_id],
      foreignColumns: [students.tenant_id, students.id],
    }).onDelete('cascade'),
    index('attendance_alerts_day_idx').on(table.tenant_id, table.day),
  ],
);
