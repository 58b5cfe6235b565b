// Drizzle mirror of migrations/0730_lti_tool.sql. The SQL is the source of truth;
// test/schema-drift.test.ts fails when a column here differs from the database.
import {
  char,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './identity.js';
import { assessments } from './learning.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** The key in the tool's URLs; unique across schools. */
    public_id: varchar('public_id', { length: 24 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    issuer: varchar('issuer', { length: 500 }).notNull(),
    client_id: varchar('client_id', { length: 255 }).notNull(),
    // Each at most 255 characters (the contract's bound; LTI Core caps deployment_id there).
    deployment_ids: text('deployment_ids').array().notNull(),
    auth_login_url: varchar('auth_login_url', { length: 2000 }).notNull(),
    token_url: varchar('token_url', { length: 2000 }).notNull(),
    jwks_url: varchar('jwks_url', { length: 2000 }).notNull(),
    tool_kid: varchar('tool_kid', { length: 40 }).notNull(),
    tool_public_jwk: jsonb('tool_public_jwk').notNull().$type<Record<string, unknown>>(),
    /** The tool's private JWK, sealed (db/sealed.ts, label watni-lti). */
    tool_private_sealed: text('tool_private_sealed').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    uniqueIndex('lti_platforms_public_id_key').on(t.public_id),
    uniqueIndex('lti_platforms_issuer_client_key').on(t.tenant_id, t.issuer, t.client_id),
  ],
);

const platformRef = (t: { tenant_id: never; platform_id: never }) =>
  foreignKey({
    columns: [t.tenant_id, t.platform_id],
    foreignColumns: [ltiPlatforms.tenant_id, ltiPlatforms.id],
  }).onDelete('cascade');

export const ltiStates = pgTable(
  'lti_states',
  {
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    platform_id: integer('platform_id').notNull(),
    /** SHA-256 (hex) of the OIDC state; the state itself travels only through the browser. */
    state_hash: char('state_hash', { length: 64 }).notNull(),
    nonce: varchar('nonce', { length: 64 }).notNull(),
    expires_at: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.state_hash] }),
    index('lti_states_expires_idx').on(t.tenant_id, t.expires_at),
    platformRef(t as never),
  ],
);

export const ltiAccounts = pgTable(
  'lti_accounts',
  {
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    platform_id: integer('platform_id').notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    last_launch_at: timestamptz('last_launch_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.platform_id, t.subject] }),
    index('lti_accounts_user_idx').on(t.tenant_id, t.user_id),
    platformRef(t as never),
  ],
);

export const ltiSignIns = pgTable(
  'lti_sign_ins',
  {
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code_hash: char('code_hash', { length: 64 }).notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: varchar('target', { length: 200 }).notNull(),
    expires_at: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.code_hash] }),
    uniqueIndex('lti_sign_ins_code_hash_key').on(t.code_hash),
  ],
);

export const ltiDeepLinks = pgTable(
  'lti_deep_links',
  {
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code_hash: char('code_hash', { length: 64 }).notNull(),
    platform_id: integer('platform_id').notNull(),
    deployment_id: varchar('deployment_id', { length: 255 }).notNull(),
    return_url: varchar('return_url', { length: 2000 }).notNull(),
    data: varchar('data', { length: 2000 }),
    expires_at: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.code_hash] }),
    uniqueIndex('lti_deep_links_code_hash_key').on(t.code_hash),
    platformRef(t as never),
  ],
);

export const ltiGradeLinks = pgTable(
  'lti_grade_links',
  {
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    platform_id: integer('platform_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessment_id: integer('assessment_id').notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    lineitem: varchar('lineitem', { length: 2000 }).notNull(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.platform_id, t.user_id, t.assessment_id] }),
    index('lti_grade_links_attempt_idx').on(t.tenant_id, t.user_id, t.assessment_id),
    platformRef(t as never),
    foreignKey({
      columns: [t.tenant_id, t.assessment_id],
      foreignColumns: [assessments.tenant_id, assessments.id],
    }).onDelete('cascade'),
  ],
);
