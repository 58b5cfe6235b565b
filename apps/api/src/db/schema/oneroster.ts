// Drizzle mirror of migrations/0680_oneroster_clients.sql, 0750 (token scopes) and 0765 (import runs). The SQL is the source of truth;
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
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';
import { tenants, users } from './identity.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const onerosterClients = pgTable(
  'oneroster_clients',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: varchar('name', { length: 100 }).notNull(),
    /** The RFC 6749 client_id: public, unique across schools. */
    client_id: varchar('client_id', { length: 40 }).notNull(),
    /** SHA-256 (hex) of the client secret; the secret itself is shown once and never stored. */
    secret_hash: char('secret_hash', { length: 64 }).notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    last_used_at: timestamptz('last_used_at'),
    revoked_at: timestamptz('revoked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    uniqueIndex('oneroster_clients_client_id_key').on(t.client_id),
  ],
);

export const onerosterTokens = pgTable(
  'oneroster_tokens',
  {
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    client_id: integer('client_id').notNull(),
    /** SHA-256 (hex) of the bearer token. */
    token_hash: char('token_hash', { length: 64 }).notNull(),
    expires_at: timestamptz('expires_at').notNull(),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    /** The granted scopes, space-separated (0750). */
    scope: varchar('scope', { length: 400 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.token_hash] }),
    uniqueIndex('oneroster_tokens_token_hash_key').on(t.token_hash),
    index('oneroster_tokens_client_idx').on(t.tenant_id, t.client_id, t.expires_at),
    foreignKey({
      columns: [t.tenant_id, t.client_id],
      foreignColumns: [onerosterClients.tenant_id, onerosterClients.id],
    }).onDelete('cascade'),
  ],
);

/** A OneRoster package import queued for the job queue (0765); the package is dropped once done. */
export const onerosterImportRuns = pgTable(
  'oneroster_import_runs',
  {
    id: serial('id').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    file_name: varchar('file_name', { length: 200 }).notNull(),
    content_sha256: char('content_sha256', { length: 64 }).notNull(),
    content: bytea('content'),
    status: varchar('status', { length: 7, enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    result: jsonb('result'),
    error: varchar('error', { length: 500 }),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    finished_at: timestamptz('finished_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    index('oneroster_import_runs_pending_idx').on(t.tenant_id, t.content_sha256),
  ],
);
