// Drizzle mirror of migrations/0010_learning.sql. The SQL is the source of truth;
// test/schema-drift.test.ts fails when a column here differs from the database.
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
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

export const CURRENCIES = ['PKR', 'USD'] as const;
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'rejected'] as const;
export const ENROLLMENT_STATUSES = ['active', 'dropped'] as const;
export const CONTENT_TYPES = ['text', 'video', 'document', 'quiz'] as const;
export const ASSESSMENT_TYPES = ['quiz', 'exam', 'assignment'] as const;
export const QUESTION_TYPES = ['multiple_choice', 'true_false', 'short_answer', 'essay'] as const;
export const ATTEMPT_STATUSES = ['open', 'submitted', 'expired'] as const;
export const ATTEMPTS_POLICIES = ['best', 'last'] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number];

/** A quiz's "draw N random questions tagged T" rule. */
export interface RandomDraw {
  tag: string;
  count: number;
}

/** One question as an attempt froze it: shown, graded and reviewed from this copy. */
export interface FrozenQuestion {
  id: number;
  /** Where it came from: the quiz's own questions or the course's bank. */
  source: 'quiz' | 'bank';
  question_text: string;
  question_type: QuestionType;
  /** Multiple choice: letters re-assigned in the order shown when options are shuffled. */
  options: Record<string, string>;
  correct_answer: string | null;
  accepted_answers: string[];
  points: number;
  hints: string[];
}

/** One graded question of a submission (the `results` snapshot). */
export interface StoredResult {
  question_id: number;
  question_type: QuestionType;
  points_awarded: number;
  max_points: number;
  /** null while the answer awaits manual grading. */
  is_correct: boolean | null;
  feedback: string | null;
  /** true until staff grade it (essays, unmatched short answers). */
  needs_review: boolean;
}

export const courses = pgTable(
  'courses',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    /** numeric: the driver returns a string; repositories convert with Number(). */
    price: numeric('price').notNull().default('0'),
    currency: varchar('currency', { length: 3, enum: CURRENCIES }).notNull().default('PKR'),
    level: varchar('level', { length: 20, enum: COURSE_LEVELS }).notNull().default('beginner'),
    duration_hours: integer('duration_hours'),
    category: varchar('category', { length: 100 }),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    is_published: boolean('is_published').notNull().default(false),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.id] })],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    course_id: integer('course_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    payment_status: varchar('payment_status', { length: 10, enum: PAYMENT_STATUSES })
      .notNull()
      .default('pending'),
    admin_approved: boolean('admin_approved').notNull().default(false),
    admin_notes: varchar('admin_notes', { length: 1000 }),
    status: varchar('status', { length: 10, enum: ENROLLMENT_STATUSES })
      .notNull()
      .default('active'),
    decided_by: integer('decided_by').references(() => users.id),
    decided_at: timestamptz('decided_at'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.course_id],
      foreignColumns: [courses.tenant_id, courses.id],
    }),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    course_id: integer('course_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: varchar('description', { length: 5000 }),
    content_type: varchar('content_type', { length: 10, enum: CONTENT_TYPES })
      .notNull()
      .default('text'),
    content_url: varchar('content_url', { length: 2000 }),
    content_body: text('content_body'),
    order_index: integer('order_index').notNull().default(0),
    duration_minutes: integer('duration_minutes').notNull().default(0),
    is_published: boolean('is_published').notNull().default(false),
    is_mandatory: boolean('is_mandatory').notNull().default(true),
    // The quiz a lesson of type quiz opens.
    assessment_id: integer('assessment_id'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.course_id],
      foreignColumns: [courses.tenant_id, courses.id],
    }).onDelete('cascade'),
  ],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    lesson_id: integer('lesson_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    completed: boolean('completed').notNull().default(false),
    time_spent_seconds: integer('time_spent_seconds').notNull().default(0),
    progress_percentage: doublePrecision('progress_percentage').notNull().default(0),
    completed_at: timestamptz('completed_at'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.lesson_id, table.user_id] }),
    foreignKey({
      columns: [table.tenant_id, table.lesson_id],
      foreignColumns: [lessons.tenant_id, lessons.id],
    }).onDelete('cascade'),
  ],
);

export const assessments = pgTable(
  'assessments',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    course_id: integer('course_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: varchar('description', { length: 5000 }),
    assessment_type: varchar('assessment_type', { length: 20, enum: ASSESSMENT_TYPES })
      .notNull()
      .default('quiz'),
    passing_score: integer('passing_score').notNull().default(60),
    time_limit_minutes: integer('time_limit_minutes'),
    is_published: boolean('is_published').notNull().default(false),
    created_by: integer('created_by').references(() => users.id),
    // Attempt limit (null: unlimited), which attempt counts, review.
    max_attempts: integer('max_attempts'),
    attempts_policy: varchar('attempts_policy', { length: 4, enum: ATTEMPTS_POLICIES })
      .notNull()
      .default('best'),
    review_after_submit: boolean('review_after_submit').notNull().default(false),
    // Random draws from the course's bank, shuffles.
    random_draws: jsonb('random_draws').$type<RandomDraw[]>().notNull().default(sql`'[]'::jsonb`),
    shuffle_questions: boolean('shuffle_questions').notNull().default(false),
    shuffle_options: boolean('shuffle_options').notNull().default(false),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.course_id],
      foreignColumns: [courses.tenant_id, courses.id],
    }).onDelete('cascade'),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    assessment_id: integer('assessment_id').notNull(),
    question_text: text('question_text').notNull(),
    question_type: varchar('question_type', { length: 20, enum: QUESTION_TYPES }).notNull(),
    options: jsonb('options').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    correct_answer: varchar('correct_answer', { length: 1000 }),
    accepted_answers: jsonb('accepted_answers')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    points: integer('points').notNull().default(1),
    hints: jsonb('hints').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    order_index: integer('order_index').notNull().default(0),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.assessment_id],
      foreignColumns: [assessments.tenant_id, assessments.id],
    }).onDelete('cascade'),
  ],
);

export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    assessment_id: integer('assessment_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 10, enum: ATTEMPT_STATUSES }).notNull().default('open'),
    started_at: timestamptz('started_at').notNull().defaultNow(),
    expires_at: timestamptz('expires_at'),
    closed_at: timestamptz('closed_at'),
    // The attempt's own questions, frozen when it opens.
    questions: jsonb('questions').$type<FrozenQuestion[]>(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.assessment_id],
      foreignColumns: [assessments.tenant_id, assessments.id],
    }).onDelete('cascade'),
  ],
);

export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    assessment_id: integer('assessment_id').notNull(),
    attempt_id: integer('attempt_id'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    results: jsonb('results').$type<StoredResult[]>().notNull().default(sql`'[]'::jsonb`),
    score: integer('score').notNull().default(0),
    max_score: integer('max_score').notNull().default(0),
    percentage: doublePrecision('percentage').notNull().default(0),
    passed: boolean('passed').notNull().default(false),
    grading_pending: boolean('grading_pending').notNull().default(false),
    feedback: varchar('feedback', { length: 5000 }),
    time_taken_minutes: integer('time_taken_minutes').notNull().default(0),
    submitted_at: timestamptz('submitted_at').notNull().defaultNow(),
    graded_at: timestamptz('graded_at'),
    graded_by: integer('graded_by').references(() => users.id),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.assessment_id],
      foreignColumns: [assessments.tenant_id, assessments.id],
    }),
    foreignKey({
      columns: [table.tenant_id, table.attempt_id],
      foreignColumns: [assessmentAttempts.tenant_id, assessmentAttempts.id],
    }),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
export type EnrollmentRow = typeof enrollments.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type LessonProgressRow = typeof lessonProgress.$inferSelect;
export type AssessmentRow = typeof assessments.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type AttemptRow = typeof assessmentAttempts.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;

// A course's bank of tagged questions. Its ids come from the
// questions' sequence, so a question id names one question across quizzes and banks.
export const bankQuestions = pgTable(
  'bank_questions',
  {
    // serial here: its default is nextval('questions_id_seq') (the migration), not a sequence
    // of its own.
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    course_id: integer('course_id').notNull(),
    question_text: text('question_text').notNull(),
    question_type: varchar('question_type', { length: 20, enum: QUESTION_TYPES }).notNull(),
    options: jsonb('options').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    correct_answer: varchar('correct_answer', { length: 1000 }),
    accepted_answers: jsonb('accepted_answers')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    points: integer('points').notNull().default(1),
    hints: jsonb('hints').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    tags: text('tags').array().notNull().default(sql`'{}'`),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.course_id],
      foreignColumns: [courses.tenant_id, courses.id],
    }).onDelete('cascade'),
  ],
);

// Question bank imports run by the job queue (migration 0767).
export const bankImportRuns = pgTable(
  'bank_import_runs',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    course_id: integer('course_id').notNull(),
    file_name: varchar('file_name', { length: 200 }).notNull(),
    request_sha256: char('request_sha256', { length: 64 }).notNull(),
    content: bytea('content'),
    format: varchar('format', { length: 5, enum: ['gift', 'aiken', 'qti', 'qti3'] }).notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
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
    foreignKey({
      columns: [table.tenant_id, table.course_id],
      foreignColumns: [courses.tenant_id, courses.id],
    }).onDelete('cascade'),
    index('bank_import_runs_pending_idx').on(table.tenant_id, table.request_sha256),
  ],
);
