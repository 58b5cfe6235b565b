import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (apps/api/src/config.ts → ../../..). Relative paths in the config resolve from here. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined → embedded PGlite under `pgliteDir`. */
  databaseUrl: string | undefined;
  dbPoolSize: number;
  dataDir: string;
  pgliteDir: string;
  /** undefined → a secret generated once and stored in table app_secrets (see db/secrets.ts). */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTtlRememberSeconds: number;
  refreshTtlSessionSeconds: number;
  passwordResetTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form enquiries are emailed. */
  contactEmail: string;
  publicUrl: string;
  seedAdminEmail: string;
  seedAdminPassword: string;
  siteDist: string;
  logLevel: string;
  version: string;
}

type Env = Record<string, string | undefined>;

function packageVersion(): string {
  const file = new URL('../package.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min} (got "${raw}").`);
  }
  return value;
}

function resolvePath(value: string): string {
  return path.isAbsolute(value) ? value : path.resolve(REPO_ROOT, value);
}

/** Reads the environment once into a typed, validated configuration. */
export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 3000);
  const dataDir = resolvePath(nonEmpty(env.DATA_DIR) ?? '.data');
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dbPoolSize: int(env, 'DB_POOL_SIZE', 10, 1),
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL', 15 * 60, 1),
    refreshTtlRememberSeconds: int(env, 'REFRESH_TOKEN_TTL_REMEMBER', 30 * 24 * 3600, 1),
    refreshTtlSessionSeconds: int(env, 'REFRESH_TOKEN_TTL', 12 * 3600, 1),
    passwordResetTtlSeconds: 3600,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Watni <no-reply@watni.pk>',
    contactEmail: (nonEmpty(env.CONTACT_EMAIL) ?? 'info@watni.pk').toLowerCase(),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    seedAdminEmail: (nonEmpty(env.SEED_ADMIN_EMAIL) ?? 'admin@watni.pk').toLowerCase(),
    seedAdminPassword: nonEmpty(env.SEED_ADMIN_PASSWORD) ?? 'WatniAdmin#2026',
    siteDist: resolvePath(nonEmpty(env.SITE_DIST) ?? 'apps/site/dist'),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    version: packageVersion(),
  };
}

/** A configuration for tests: fixed secret, silent logs, no SMTP. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ JWT_SECRET: randomBytes(32).toString('base64url'), LOG_LEVEL: 'silent' }),
    ...overrides,
  };
}
