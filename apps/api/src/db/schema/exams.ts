// Drizzle mirror of migrations/0260_exams.sql (module gradebook). The SQL is the source
// of truth; test/schema-drift.test.ts fails when a column here differs from the database.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';
import { tenants, users } from './identity.js';
import { courses } from './learning.js';
import { classes, sections, students, subjects, terms } from './school.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });
const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const REPORT_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const exams = pgTable(
  'exams',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    term_id: integer('term_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    published_at: timestamptz('published_at'),
    published_by: integer('published_by').references(() => users.id),
    // Awaiting the head's approval since / by whom; sent back when / by whom / why.
    submitted_at: timestamptz('submitted_at'),
    submitted_by: integer('submitted_by').references(() => users.id),
    returned_at: timestamptz('returned_at'),
    returned_by: integer('returned_by').references(() => users.id),
    returned_reason: text('returned_reason'),
    // The datesheet (migrations/0550): shown to students and parents since / by whom.
    datesheet_published_at: timestamptz('datesheet_published_at'),
    datesheet_published_by: integer('datesheet_published_by').references(() => users.id),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.term_id],
      foreignColumns: [terms.tenant_id, terms.id],
    }),
    uniqueIndex('exams_term_name_key').on(table.tenant_id, table.term_id, table.name),
  ],
);

export const examSubjects = pgTable(
  'exam_subjects',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    exam_id: integer('exam_id').notNull(),
    class_id: integer('class_id').notNull(),
    subject_id: integer('subject_id').notNull(),
    exam_date: day('exam_date'),
    max_marks: integer('max_marks').notNull(),
    passing_marks: integer('passing_marks').notNull(),
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
    }),
    foreignKey({
      columns: [table.tenant_id, table.subject_id],
      foreignColumns: [subjects.tenant_id, subjects.id],
    }),
    uniqueIndex('exam_subjects_subject_key').on(table.tenant_id, table.exam_id, table.subject_id),
    index('exam_subjects_class_idx').on(table.tenant_id, table.exam_id, table.class_id),
  ],
);

export const examMarks = pgTable(
  'exam_marks',
  {
    tenant_id: tenantId(),
    exam_subject_id: integer('exam_subject_id').notNull(),
    student_id: integer('student_id').notNull(),
    marks: integer('marks'),
    absent: boolean('absent').notNull().default(false),
    /** Excused from the paper: no mark, not counted in the total (migrations/0370). */
    exempt: boolean('exempt').notNull().default(false),
    entered_by: integer('entered_by').references(() => users.id),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
    /** Microsecond clock of the last write: an offline change's base (migrations/0650). */
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`(floor(extract(epoch from clock_timestamp()) * 1000000))::bigint`),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.exam_subject_id, table.student_id] }),
    foreignKey({
      columns: [table.tenant_id, table.exam_subject_id],
      foreignColumns: [examSubjects.tenant_id, examSubjects.id],
    }),
    foreignKey({
      columns: [table.tenant_id, table.student_id],
      foreignColumns: [students.tenant_id, students.id],
    }).onDelete('cascade'),
    index('exam_marks_student_idx').on(table.tenant_id, table.student_id),
  ],
);

/** migrations/0650: client operation ids of queued marks already handled (a replay applies nothing twice). */
export const examMarkOperations = pgTable(
  'exam_mark_operations',
  {
    tenant_id: tenantId(),
    op_id: uuid('op_id').notNull(),
    exam_subject_id: integer('exam_subject_id').notNull(),
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
      columns: [table.tenant_id, table.exam_subject_id],
      foreignColumns: [examSubjects.tenant_id, examSubjects.id],
    }).onDelete('cascade'),
  ],
);

export const gradingBands = pgTable(
  'grading_bands',
  {
    tenant_id: tenantId(),
    grade: varchar('grade', { length: 5 }).notNull(),
    min_percent: integer('min_percent').notNull(),
    max_percent: integer('max_percent').notNull(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.grade] })],
);

export const reportCardRemarks = pgTable(
  'report_card_remarks',
  {
    tenant_id: tenantId(),
    exam_id: integer('exam_id').notNull(),
    student_id: integer('student_id').notNull(),
    remarks: varchar('remarks', { length: 500 }).notNull(),
    updated_by: integer('updated_by').references(() => users.id),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.exam_id, table.student_id] }),
    foreignKey({
      columns: [table.tenant_id, table.exam_id],
      foreignColumns: [exams.tenant_id, exams.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenant_id, table.student_id],
      foreignColumns: [students.tenant_id, students.id],
    }).onDelete('cascade'),
  ],
);

export const reportCardRuns = pgTable(
  'report_card_runs',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    exam_id: integer('exam_id').notNull(),
    class_id: integer('class_id').notNull(),
    language: varchar('language', { length: 2, enum: ['en', 'ur'] }).notNull(),
    status: varchar('status', { length: 7, enum: REPORT_RUN_STATUSES }).notNull().default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    error: varchar('error', { length: 500 }),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    finished_at: timestamptz('finished_at'),
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
    }),
    index('report_card_runs_exam_idx').on(table.tenant_id, table.exam_id, table.id),
  ],
);

export const reportCardFiles = pgTable(
  'report_card_files',
  {
    tenant_id: tenantId(),
    run_id: integer('run_id').notNull(),
    section_id: integer('section_id').notNull(),
    students: integer('students').notNull(),
    pdf: bytea('pdf').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.run_id, table.section_id] }),
    foreignKey({
      columns: [table.tenant_id, table.run_id],
      foreignColumns: [reportCardRuns.tenant_id, reportCardRuns.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenant_id, table.section_id],
      foreignColumns: [sections.tenant_id, sections.id],
    }),
  ],
);

export const classCourses = pgTable(
  'class_courses',
  {
    tenant_id: tenantId(),
    class_id: integer('class_id').notNull(),
    course_id: integer('course_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.class_id, table.course_id] }),
    foreignKey({
      columns: [table.tenant_id, table.class_id],
      foreignColumns: [classes.tenant_id, classes.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenant_id, table.course_id],
      foreignColumns: [courses.tenant_id, courses.id],
    }).onDelete('cascade'),
  ],
);

/** migrations/0550_exam_datesheets.sql: an exam's papers by class with day, time and room. */
export const datesheetPapers = pgTable(
  'datesheet_papers',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    exam_id: integer('exam_id').notNull(),
    class_id: integer('class_id').notNull(),
    subject_id: integer('subject_id').notNull(),
    paper_date: day('paper_date').notNull(),
    starts_at: time('starts_at').notNull(),
    ends_at: time('ends_at').notNull(),
    room: varchar('room', { length: 50 }),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
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
    }),
    foreignKey({
      columns: [table.tenant_id, table.subject_id],
      foreignColumns: [subjects.tenant_id, subjects.id],
    }).onDelete('cascade'),
    uniqueIndex('datesheet_papers_subject_key').on(
      table.tenant_id,
      table.exam_id,
      table.subject_id,
    ),
    index('datesheet_papers_day_idx').on(table.tenant_id, table.paper_date),
  ],
);
