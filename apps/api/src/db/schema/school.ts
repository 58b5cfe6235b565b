// Drizzle mirror of migrations/0130_school.sql. The SQL is the source of truth;
// test/schema-drift.test.ts fails when a column here differs from the database.
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
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

export const GENDERS = ['male', 'female', 'other'] as const;
export const STUDENT_STATUSES = ['active', 'left', 'graduated'] as const;
export const RELATIONS = ['father', 'mother', 'guardian'] as const;
export const LANGUAGES = ['en', 'ur'] as const;
export const ADMISSION_STATUSES = ['pending', 'admitted', 'declined'] as const;

export const academicYears = pgTable(
  'academic_years',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    name: varchar('name', { length: 20 }).notNull(),
    starts_on: day('starts_on').notNull(),
    ends_on: day('ends_on').notNull(),
    is_current: boolean('is_current').notNull().default(false),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    // Kept by a trigger on update (0710): the OneRoster REST binding's dateLastModified.
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.id] })],
);

export const terms = pgTable(
  'terms',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    academic_year_id: integer('academic_year_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    starts_on: day('starts_on').notNull(),
    ends_on: day('ends_on').notNull(),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    // Kept by a trigger on update (0710): the OneRoster REST binding's dateLastModified.
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.academic_year_id],
      foreignColumns: [academicYears.tenant_id, academicYears.id],
    }).onDelete('cascade'),
  ],
);

export const classes = pgTable(
  'classes',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    name: varchar('name', { length: 50 }).notNull(),
    order_index: integer('order_index').notNull().default(0),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    // Kept by a trigger on update (0710): the OneRoster REST binding's dateLastModified.
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.id] })],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    class_id: integer('class_id').notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    class_teacher_id: integer('class_teacher_id').references(() => users.id),
    room: varchar('room', { length: 50 }),
    capacity: integer('capacity'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    // Kept by a trigger on update (0710): the OneRoster REST binding's dateLastModified.
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.class_id],
      foreignColumns: [classes.tenant_id, classes.id],
    }),
  ],
);

export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    class_id: integer('class_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 20 }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    // Kept by a trigger on update (0710): the OneRoster REST binding's dateLastModified.
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.class_id],
      foreignColumns: [classes.tenant_id, classes.id],
    }),
  ],
);

export const subjectTeachers = pgTable(
  'subject_teachers',
  {
    tenant_id: tenantId(),
    subject_id: integer('subject_id').notNull(),
    section_id: integer('section_id').notNull(),
    teacher_id: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    // Kept by a trigger on update (0710): the OneRoster REST binding's dateLastModified.
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.subject_id, table.section_id] })],
);

export const students = pgTable(
  'students',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    admission_no: varchar('admission_no', { length: 30 }).notNull(),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull(),
    date_of_birth: day('date_of_birth'),
    gender: varchar('gender', { length: 10, enum: GENDERS }).notNull(),
    b_form: char('b_form', { length: 13 }),
    address: varchar('address', { length: 500 }),
    admission_date: day('admission_date').notNull(),
    status: varchar('status', { length: 10, enum: STUDENT_STATUSES }).notNull().default('active'),
    user_id: integer('user_id').references(() => users.id),
    name_key: text('name_key').generatedAlwaysAs(sql`lower(first_name || ' ' || last_name)`),
    last_name_key: text('last_name_key').generatedAlwaysAs(sql`lower(last_name)`),
    admission_key: text('admission_key').generatedAlwaysAs(sql`lower(admission_no)`),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.id] })],
);

export const studentEnrolments = pgTable(
  'student_enrolments',
  {
    tenant_id: tenantId(),
    student_id: integer('student_id').notNull(),
    academic_year_id: integer('academic_year_id').notNull(),
    section_id: integer('section_id').notNull(),
    roll_no: integer('roll_no').notNull(),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    // Kept by a trigger on update (0710): the OneRoster REST binding's dateLastModified.
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.student_id, table.academic_year_id] })],
);

export const guardians = pgTable(
  'guardians',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    name: varchar('name', { length: 200 }).notNull(),
    relation: varchar('relation', { length: 10, enum: RELATIONS }).notNull(),
    cnic: varchar('cnic', { length: 15 }),
    mobile: varchar('mobile', { length: 13 }),
    email: varchar('email', { length: 254 }),
    preferred_language: varchar('preferred_language', { length: 2, enum: LANGUAGES })
      .notNull()
      .default('en'),
    whatsapp_consent: boolean('whatsapp_consent').notNull().default(false),
    user_id: integer('user_id').references(() => users.id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
    // No SMS to a guardian without it
    sms_consent: boolean('sms_consent').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.id] })],
);

export const studentGuardians = pgTable(
  'student_guardians',
  {
    tenant_id: tenantId(),
    student_id: integer('student_id').notNull(),
    guardian_id: integer('guardian_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
    // Kept by a trigger on update (0710): the OneRoster REST binding's dateLastModified.
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.student_id, table.guardian_id] })],
);

export const parentInvites = pgTable(
  'parent_invites',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    guardian_id: integer('guardian_id').notNull(),
    code_hash: char('code_hash', { length: 64 }).notNull(),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.id] })],
);

export const admissions = pgTable(
  'admissions',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    class_id: integer('class_id').notNull(),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull(),
    date_of_birth: day('date_of_birth'),
    gender: varchar('gender', { length: 10, enum: GENDERS }).notNull(),
    b_form: char('b_form', { length: 13 }),
    address: varchar('address', { length: 500 }),
    guardian_name: varchar('guardian_name', { length: 200 }).notNull(),
    guardian_relation: varchar('guardian_relation', { length: 10, enum: RELATIONS }).notNull(),
    guardian_cnic: varchar('guardian_cnic', { length: 15 }),
    guardian_mobile: varchar('guardian_mobile', { length: 13 }),
    guardian_email: varchar('guardian_email', { length: 254 }),
    status: varchar('status', { length: 10, enum: ADMISSION_STATUSES })
      .notNull()
      .default('pending'),
    decline_reason: varchar('decline_reason', { length: 500 }),
    student_id: integer('student_id'),
    decided_by: integer('decided_by').references(() => users.id),
    decided_at: timestamptz('decided_at'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.id] })],
);

// Mirror of migrations/0470_import_column_mappings.sql: a school's import headers and the field
// each holds (NULL: the school ignores that column).
export const importColumnMappings = pgTable(
  'import_column_mappings',
  {
    tenant_id: tenantId(),
    header_key: varchar('header_key', { length: 200 }).notNull(),
    field: varchar('field', { length: 30 }),
    updated_by: integer('updated_by').references(() => users.id),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.header_key] })],
);

/** A student import queued for the job queue (0766); the file is dropped once the run ends. */
export const studentImportRuns = pgTable(
  'student_import_runs',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    file_name: varchar('file_name', { length: 200 }).notNull(),
    request_sha256: char('request_sha256', { length: 64 }).notNull(),
    content: bytea('content'),
    mode: varchar('mode', { length: 10, enum: ['all', 'valid_only'] }).notNull(),
    mapping: jsonb('mapping'),
    status: varchar('status', { length: 7, enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    result: jsonb('result'),
    error: varchar('error', { length: 500 }),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    finished_at: timestamptz('finished_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    index('student_import_runs_pending_idx').on(table.tenant_id, table.request_sha256),
  ],
);
