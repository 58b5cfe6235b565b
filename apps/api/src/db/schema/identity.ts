// Drizzle mirror of migrations/0001_identity.sql. The SQL is the source of truth;
// test/schema-drift.test.ts fails when a column here differs from the database.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const TENANT_TYPES = ['school', 'academy', 'training_center'] as const;
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'none'] as const;
export const USER_ROLES = ['student', 'teacher', 'admin', 'parent'] as const;
/** 0150: a self-registration's state; null for an ordinary account. */
export const JOIN_STATUSES = ['pending', 'declined'] as const;
export const EMAIL_STATUSES = ['queued', 'sent', 'logged', 'failed'] as const;

export type TenantType = (typeof TENANT_TYPES)[number];
export type UserRole = (typeof USER_ROLES)[number];

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  slug: varchar('slug', { length: 220 }).notNull(),
  tenant_type: varchar('tenant_type', { length: 20, enum: TENANT_TYPES })
    .notNull()
    .default('school'),
  city: varchar('city', { length: 100 }),
  subscription_plan: varchar('subscription_plan', { length: 50 }),
  subscription_status: varchar('subscription_status', { length: 20, enum: SUBSCRIPTION_STATUSES })
    .notNull()
    .default('trial'),
  trial_ends_at: timestamptz('trial_ends_at'),
  current_period_end: timestamptz('current_period_end'),
  is_active: boolean('is_active').notNull().default(true),
  created_at: timestamptz('created_at').notNull().defaultNow(),
  updated_at: timestamptz('updated_at').notNull().defaultNow(),
  // 0150: a suspension's when, why and by whom (is_active is the flag).
  suspended_at: timestamptz('suspended_at'),
  suspension_reason: varchar('suspension_reason', { length: 500 }),
  suspended_by: integer('suspended_by'),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  tenant_id: integer('tenant_id').references(() => tenants.id),
  /** Null for a parent who signs in by mobile number only (0450). */
  email: varchar('email', { length: 254 }),
  username: varchar('username', { length: 150 }).notNull(),
  password_hash: text('password_hash').notNull(),
  first_name: varchar('first_name', { length: 100 }).notNull(),
  last_name: varchar('last_name', { length: 100 }).notNull(),
  phone: varchar('phone', { length: 30 }),
  user_role: varchar('user_role', { length: 20, enum: USER_ROLES }).notNull().default('student'),
  is_active: boolean('is_active').notNull().default(true),
  is_tenant_admin: boolean('is_tenant_admin').notNull().default(false),
  is_superuser: boolean('is_superuser').notNull().default(false),
  organization_name: varchar('organization_name', { length: 200 }),
  created_at: timestamptz('created_at').notNull().defaultNow(),
  updated_at: timestamptz('updated_at').notNull().defaultNow(),
  last_login_at: timestamptz('last_login_at'),
  /** The sign-in before the last one (0160); null until the second sign-in. */
  previous_login_at: timestamptz('previous_login_at'),
  token_version: integer('token_version').notNull().default(0),
  // 0150: a self-registration waiting for / refused by its school.
  join_status: varchar('join_status', { length: 10, enum: JOIN_STATUSES }),
  /**
   * The language of the user's e-mails and messages (0180): the one they last signed in or
   * registered in, until they choose it in their profile (0290: then `preferred_language_chosen`).
   */
  preferred_language: varchar('preferred_language', { length: 2, enum: ['en', 'ur'] })
    .notNull()
    .default('en'),
  preferred_language_chosen: boolean('preferred_language_chosen').notNull().default(false),
  /** A sign-in name in E.164 (+923001234567), unique (0450); the guardian's mobile. */
  mobile: varchar('mobile', { length: 13 }),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  family_id: uuid('family_id').notNull(),
  token_hash: char('token_hash', { length: 64 }).notNull(),
  remember_me: boolean('remember_me').notNull().default(false),
  expires_at: timestamptz('expires_at').notNull(),
  session_expires_at: timestamptz('session_expires_at').notNull(),
  revoked_at: timestamptz('revoked_at'),
  replaced_by: bigint('replaced_by', { mode: 'number' }),
  created_at: timestamptz('created_at').notNull().defaultNow(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: char('token_hash', { length: 64 }).notNull(),
  expires_at: timestamptz('expires_at').notNull(),
  used_at: timestamptz('used_at'),
  /** Wrong codes tried against an SMS reset code (0450); link tokens never count. */
  attempts: integer('attempts').notNull().default(0),
  created_at: timestamptz('created_at').notNull().defaultNow(),
});

export const emailOutbox = pgTable('email_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: varchar('recipient', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 300 }).notNull(),
  text_body: text('text_body').notNull(),
  html_body: text('html_body'),
  status: varchar('status', { length: 10, enum: EMAIL_STATUSES }).notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  last_error: text('last_error'),
  created_at: timestamptz('created_at').notNull().defaultNow(),
  processed_at: timestamptz('processed_at'),
});

export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  created_at: timestamptz('created_at').notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenant_id: integer('tenant_id').references(() => tenants.id),
  actor_id: integer('actor_id').references(() => users.id),
  action: varchar('action', { length: 50 }).notNull(),
  entity_type: varchar('entity_type', { length: 50 }).notNull(),
  entity_id: integer('entity_id'),
  changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  created_at: timestamptz('created_at').notNull().defaultNow(),
});

export type TenantRow = typeof tenants.$inferSelect;
export type UserRow = typeof users.$inferSelect;
