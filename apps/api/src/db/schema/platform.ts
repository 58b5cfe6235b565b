// Drizzle mirror of the platform migrations (0020-0029). The SQL is the source of truth;
// test/schema-drift.test.ts fails when a column here differs from the database.
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './identity.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 0150: open (default), approval by a tenant admin, or by the school's join code. */
export const REGISTRATION_MODES = ['open', 'approval', 'join_code'] as const;

/** 0020: the teacher permissions of a tenant (no row: the defaults). */
export const tenantSettings = pgTable('tenant_settings', {
  tenant_id: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  teachers_can_create_courses: boolean('teachers_can_create_courses').notNull().default(true),
  teachers_can_delete_courses: boolean('teachers_can_delete_courses').notNull().default(false),
  teachers_can_manage_enrollments: boolean('teachers_can_manage_enrollments')
    .notNull()
    .default(true),
  teacher_course_limit: integer('teacher_course_limit').notNull().default(10),
  updated_at: timestamptz('updated_at').notNull().defaultNow(),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  // 0150: who may join by self-registration, and the school's join code.
  registration_mode: varchar('registration_mode', { length: 10, enum: REGISTRATION_MODES })
    .notNull()
    .default('open'),
  join_code: varchar('join_code', { length: 16 }),
});

export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

export const MODULE_CATEGORIES = [
  'core',
  'education',
  'financial',
  'management',
  'analytics',
  'communication',
] as const;
export type ModuleCategory = (typeof MODULE_CATEGORIES)[number];

export const PLAN_SLUGS = ['starter', 'professional', 'enterprise'] as const;
export type PlanSlug = (typeof PLAN_SLUGS)[number];

/** 0021: the module catalogue (platform-wide). */
export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 50 }).notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  description: varchar('description', { length: 2000 }).notNull().default(''),
  category: varchar('category', { length: 20, enum: MODULE_CATEGORIES }).notNull(),
  monthly_price: numeric('monthly_price', { mode: 'number' }).notNull().default(0),
  is_core: boolean('is_core').notNull().default(false),
  is_addon: boolean('is_addon').notNull().default(true),
  sort_order: integer('sort_order').notNull().default(0),
  is_active: boolean('is_active').notNull().default(true),
  created_at: timestamptz('created_at').notNull().defaultNow(),
  updated_at: timestamptz('updated_at').notNull().defaultNow(),
});

/** 0021: the subscription plans of the public pricing page (platform-wide). */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 20, enum: PLAN_SLUGS }).notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  description: varchar('description', { length: 2000 }).notNull().default(''),
  monthly_price: numeric('monthly_price', { mode: 'number' }).notNull(),
  yearly_price: numeric('yearly_price', { mode: 'number' }).notNull(),
  max_students: integer('max_students'),
  max_teachers: integer('max_teachers'),
  max_storage_gb: integer('max_storage_gb'),
  trial_days: integer('trial_days').notNull().default(14),
  is_featured: boolean('is_featured').notNull().default(false),
  highlight_text: varchar('highlight_text', { length: 100 }),
  is_custom: boolean('is_custom').notNull().default(false),
  features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  sort_order: integer('sort_order').notNull().default(0),
  is_active: boolean('is_active').notNull().default(true),
  created_at: timestamptz('created_at').notNull().defaultNow(),
  updated_at: timestamptz('updated_at').notNull().defaultNow(),
});

/** 0021: the modules a plan includes at no extra cost. */
export const planModules = pgTable(
  'plan_modules',
  {
    plan_id: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.plan_id, table.module_id] })],
);

/** 0021: a tenant's switch for a module (tenant-owned). */
export const tenantModules = pgTable(
  'tenant_modules',
  {
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id),
    is_enabled: boolean('is_enabled').notNull().default(true),
    expires_at: timestamptz('expires_at'),
    enabled_at: timestamptz('enabled_at'),
    disabled_at: timestamptz('disabled_at'),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.module_id] })],
);

export type TenantSettingsRow = typeof tenantSettings.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;
export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type TenantModuleRow = typeof tenantModules.$inferSelect;
