import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from './client.js';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/** Any constant: every process migrating the same database takes the same lock. */
const MIGRATION_LOCK_KEY = 7_231_004;

interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** The SQL files `NNNN_name.sql`, in version order. */
export function listMigrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, 4),
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(new URL(file, MIGRATIONS_DIR), 'utf8'),
    }));
}

/**
 * Applies pending migrations in order, each in its own transaction holding an advisory lock,
 * so several processes starting at once apply each migration exactly once.
 * Returns the names applied by this call.
 */
export async function migrate(
  database: Database,
  migrations = listMigrations(),
): Promise<string[]> {
  const applied: string[] = [];
  for (;;) {
    const next = await database.rawTransaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.exec(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           version varchar(4) PRIMARY KEY,
           name text NOT NULL,
           applied_at timestamptz NOT NULL DEFAULT now()
         )`,
      );
      const done = new Set(
        (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
          (row) => row.version,
        ),
      );
      const pending = migrations.find((migration) => !done.has(migration.version));
      if (!pending) return undefined;
      await tx.exec(pending.sql);
      // A policy written the pre-0110 way (open to `app.platform = on`) is opened to the
      // platform role instead, whichever migration wrote it (0110_security_hardening.sql); and
      // its settings are read once per statement, not once per row (0310_policy_settings_once).
      await tx.exec(
        `DO $$ BEGIN
           IF to_regprocedure('watni_seal_platform_policies()') IS NOT NULL THEN
             PERFORM watni_seal_platform_policies();
           END IF;
           IF to_regprocedure('watni_hoist_policy_settings()') IS NOT NULL THEN
             PERFORM watni_hoist_policy_settings();
           END IF;
         END $$`,
      );
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        pending.version,
        pending.name,
      ]);
      return pending.name;
    });
    if (!next) return applied;
    applied.push(next);
  }
}
