import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type OutboundPolicy, outboundPolicyFromEnv } from './http/outbound.js';
import { parseKeyring, type SealingKeyring } from './secrets/keyring.js';
import { MISSING_IN_PRODUCTION } from './secrets/service-secrets.js';

/** The repository root (apps/api/src/config.ts → ../../..). Relative paths in the config resolve from here. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined → embedded PGlite under `pgliteDir`. */
  databaseUrl: string | undefined;
  dbPoolSize: number;
  /**
   * DB_POOL_WAIT_MS: how long a request waits for a pooled connection, in arrival order, before
   * it is shed with 503 + Retry-After (admission control, docs/cluster.md). Default 15 s.
   */
  dbPoolWaitMs: number;
  /**
   * DB_PREPARED_STATEMENTS: `named` (parsed once per connection) or `unnamed` (every statement
   * parsed on each run): behind a pooler in transaction mode without prepared-statement support
   * (PgBouncer before 1.21) a named statement may reach a server connection that never saw it.
   */
  dbPreparedStatements: 'named' | 'unnamed';
  /** LISTEN's own connection, when DATABASE_URL is a pooler in transaction mode (db/client.ts). */
  databaseListenUrl: string | undefined;
  /** A streaming replica for the routes declared to read from it (http/replica-reads.ts). */
  databaseReplicaUrl: string | undefined;
  /** Beyond this replication lag (ms) declared reads go to the primary again. */
  replicaMaxLagMs: number;
  dataDir: string;
  pgliteDir: string;
  /** JWT_SECRET or JWT_SECRET_FILE; undefined → a development secret (secrets/service-secrets.ts). */
  jwtSecret: string | undefined;
  /**
   * SEALING_KEYS or SEALING_KEY_FILE: the keys credentials are sealed with, oldest first;
   * undefined → a development key (secrets/service-secrets.ts). Never stored in the database.
   */
  sealingKeys: SealingKeyring | undefined;
  /** NODE_ENV=production: no development secrets, no sandbox payments by default. */
  production: boolean;
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
  /** Abuse limits on the public auth and contact endpoints (see http/rate-limit.ts). */
  rateLimits: RateLimits;
  /** Redis shared by all service processes for the rate limits; undefined → in memory. */
  redisUrl: string | undefined;
  /** Fastify `trustProxy`: whom to believe for X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean | string[];
  /** On SIGTERM/SIGINT, how long in-flight requests may take before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  /**
   * Whether the sandbox payment provider (no money moves) may be offered: PAYMENTS_SANDBOX=on|off;
   * by default on, except with NODE_ENV=production.
   */
  paymentsSandbox: boolean;
  /** Origins an Easypaisa IPN's status address may name (EASYPAISA_IPN_ORIGINS; Easypay's hosts). */
  easypaisaIpnOrigins: string[];
  /** Who the outbound guard (http/outbound.ts) lets through beyond public https hosts. */
  outbound: OutboundPolicy;
}

/** At most `max` requests per `windowSeconds`; null turns the limit off. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** Every sign-in attempt, per client IP. */
  loginIp: RateLimit | null;
  /** Failed sign-in attempts per email address (from any IP). */
  loginEmail: RateLimit | null;
  /** Registrations per client IP. */
  register: RateLimit | null;
  /** Forgot-password and reset-password requests together, per client IP. */
  passwordReset: RateLimit | null;
  /** Contact-form enquiries per client IP. */
  contact: RateLimit | null;
  /** Token refreshes and sign-outs together, per client IP. */
  tokens: RateLimit | null;
  /** The aggregators' BillInquiry and BillPayment together, per client IP (their gateways). */
  biller: RateLimit | null;
  /**
   * Parent invitation acceptances per invitation (its code): guessing one family's code is slow,
   * and a parents' meeting on one school network is not stopped.
   */
  parentInvite: RateLimit | null;
  /** Parent invitation acceptances per client IP: only a ceiling against bulk guessing. */
  parentInviteNetwork: RateLimit | null;
  /** Password-reset requests and SMS-code tries per account (e-mail address or mobile number). */
  passwordResetAccount: RateLimit | null;
  /** The payment providers' callbacks (JazzCash's and Easypaisa's IPN), per source IP. */
  paymentCallbacks: RateLimit | null;
  /** Calendar feed fetches (a private token in the address), per client IP. */
  calendarFeeds: RateLimit | null;
  /** OneRoster token requests (client credentials), per client IP. */
  onerosterTokens: RateLimit | null;
}

/** The defaults of RATE_LIMIT_* (`max/seconds`). */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginIp: { max: 300, windowSeconds: 60 },
  loginEmail: { max: 10, windowSeconds: 15 * 60 },
  register: { max: 50, windowSeconds: 3600 },
  passwordReset: { max: 10, windowSeconds: 15 * 60 },
  contact: { max: 10, windowSeconds: 3600 },
  // A whole school behind one address refreshes every 15 minutes per student: generous.
  tokens: { max: 600, windowSeconds: 60 },
  // A bank switch asks once per parent typing a consumer number: a school's month of fees fits.
  biller: { max: 600, windowSeconds: 60 },
  parentInvite: { max: 10, windowSeconds: 15 * 60 },
  // A 10-character code of 31 symbols: 300 guesses in 15 minutes find none; 300 parents can.
  parentInviteNetwork: { max: 300, windowSeconds: 15 * 60 },
  passwordResetAccount: { max: 5, windowSeconds: 15 * 60 },
  // A provider sends one IPN per payment (and a few retries): a school's busiest fee day fits.
  paymentCallbacks: { max: 300, windowSeconds: 60 },
  // Calendar clients poll each feed every few hours; a school's families behind one address fit.
  calendarFeeds: { max: 600, windowSeconds: 60 },
  // A rostering tool asks for a token once an hour; guessing a client secret is slowed.
  onerosterTokens: { max: 60, windowSeconds: 60 },
};

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

/** `RATE_LIMIT_LOGIN_IP=300/60` (300 per 60 s) or `off`. */
function rateLimit(env: Env, name: string, fallback: RateLimit | null): RateLimit | null {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  if (/^(off|none|0)$/i.test(raw)) return null;
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`${name} must be "max/seconds" such as "10/60", or "off" (got "${raw}").`);
  }
  return { max: Number(match[1]), windowSeconds: Number(match[2]) };
}

/** TRUST_PROXY: `true` (any hop), or the load balancers' addresses / CIDR ranges, comma-separated. */
function trustProxy(raw: string | undefined): boolean | string[] {
  if (raw === undefined || /^(false|0|no)$/i.test(raw)) return false;
  if (/^(true|yes)$/i.test(raw)) return true;
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function preparedStatements(raw: string | undefined): 'named' | 'unnamed' {
  if (raw === undefined || raw === 'named') return 'named';
  if (raw === 'unnamed') return 'unnamed';
  throw new Error(`DB_PREPARED_STATEMENTS must be "named" or "unnamed" (got "${raw}").`);
}

function resolvePath(value: string): string {
  return path.isAbsolute(value) ? value : path.resolve(REPO_ROOT, value);
}

/** PAYMENTS_SANDBOX: an explicit on/off, else on unless NODE_ENV=production. */
function paymentsSandbox(env: Env): boolean {
  const raw = nonEmpty(env.PAYMENTS_SANDBOX);
  if (raw === undefined) return nonEmpty(env.NODE_ENV) !== 'production';
  if (/^(on|true|yes|1)$/i.test(raw)) return true;
  if (/^(off|false|no|0)$/i.test(raw)) return false;
  throw new Error(`PAYMENTS_SANDBOX must be "on" or "off" (got "${raw}").`);
}

/** Easypay's production and staging hosts (the origins its IPN status addresses are on). */
export const EASYPAISA_IPN_ORIGINS = [
  'https://easypay.easypaisa.com.pk',
  'https://easypaystg.easypaisa.com.pk',
];

function origins(env: Env, name: string, fallback: string[]): string[] {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  return raw.split(',').map((part) => {
    const value = part.trim();
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(
        `${name} must be comma-separated origins such as https://host (got "${value}").`,
      );
    }
    if (url.origin !== value.replace(/\/+$/, '') || url.protocol !== 'https:') {
      throw new Error(`${name} takes https origins only, without a path (got "${value}").`);
    }
    return url.origin;
  });
}

/** `NAME` or the contents of the file `NAME_FILE` (not both); undefined when neither is set. */
function valueOrFile(env: Env, name: string): { value: string; source: string } | undefined {
  const direct = nonEmpty(env[name]);
  const file = nonEmpty(env[`${name}_FILE`]);
  if (direct && file) throw new Error(`Set ${name} or ${name}_FILE, not both.`);
  if (direct) return { value: direct, source: name };
  if (!file) return undefined;
  let text: string;
  try {
    text = readFileSync(resolvePath(file), 'utf8');
  } catch (error) {
    throw new Error(`${name}_FILE: cannot read ${file} (${(error as Error).message}).`);
  }
  const value = nonEmpty(text);
  if (!value) throw new Error(`${name}_FILE: ${file} is empty.`);
  return { value, source: `${name}_FILE (${file})` };
}

/** SEALING_KEYS / SEALING_KEY_FILE (the file's variable is singular: one file, many keys). */
function sealingKeys(env: Env): SealingKeyring | undefined {
  const direct = nonEmpty(env.SEALING_KEYS);
  const file = nonEmpty(env.SEALING_KEY_FILE);
  if (direct && file) throw new Error('Set SEALING_KEYS or SEALING_KEY_FILE, not both.');
  if (direct) return parseKeyring(direct, 'SEALING_KEYS');
  if (!file) return undefined;
  const found = valueOrFile({ SEALING_KEY_FILE: file }, 'SEALING_KEY');
  return found ? parseKeyring(found.value, found.source) : undefined;
}

/** Reads the environment once into a typed, validated configuration. */
export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 3000);
  const dataDir = resolvePath(nonEmpty(env.DATA_DIR) ?? '.data');
  const production = nonEmpty(env.NODE_ENV) === 'production';
  const jwtSecret = valueOrFile(env, 'JWT_SECRET')?.value;
  const keys = sealingKeys(env);
  if (production && (!jwtSecret || !keys)) throw new Error(MISSING_IN_PRODUCTION);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dbPoolSize: int(env, 'DB_POOL_SIZE', 10, 1),
    dbPoolWaitMs: int(env, 'DB_POOL_WAIT_MS', 15_000, 100),
    dbPreparedStatements: preparedStatements(nonEmpty(env.DB_PREPARED_STATEMENTS)),
    databaseListenUrl: nonEmpty(env.DATABASE_LISTEN_URL),
    databaseReplicaUrl: nonEmpty(env.DATABASE_REPLICA_URL),
    replicaMaxLagMs: int(env, 'REPLICA_MAX_LAG_MS', 1000, 0),
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    jwtSecret,
    sealingKeys: keys,
    production,
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
    rateLimits: {
      loginIp: rateLimit(env, 'RATE_LIMIT_LOGIN_IP', DEFAULT_RATE_LIMITS.loginIp),
      loginEmail: rateLimit(env, 'RATE_LIMIT_LOGIN_EMAIL', DEFAULT_RATE_LIMITS.loginEmail),
      register: rateLimit(env, 'RATE_LIMIT_REGISTER', DEFAULT_RATE_LIMITS.register),
      passwordReset: rateLimit(env, 'RATE_LIMIT_PASSWORD_RESET', DEFAULT_RATE_LIMITS.passwordReset),
      contact: rateLimit(env, 'RATE_LIMIT_CONTACT', DEFAULT_RATE_LIMITS.contact),
      tokens: rateLimit(env, 'RATE_LIMIT_TOKENS', DEFAULT_RATE_LIMITS.tokens),
      biller: rateLimit(env, 'RATE_LIMIT_BILLER', DEFAULT_RATE_LIMITS.biller),
      parentInvite: rateLimit(env, 'RATE_LIMIT_PARENT_INVITE', DEFAULT_RATE_LIMITS.parentInvite),
      parentInviteNetwork: rateLimit(
        env,
        'RATE_LIMIT_PARENT_INVITE_NETWORK',
        DEFAULT_RATE_LIMITS.parentInviteNetwork,
      ),
      passwordResetAccount: rateLimit(
        env,
        'RATE_LIMIT_PASSWORD_RESET_ACCOUNT',
        DEFAULT_RATE_LIMITS.passwordResetAccount,
      ),
      paymentCallbacks: rateLimit(
        env,
        'RATE_LIMIT_PAYMENT_CALLBACKS',
        DEFAULT_RATE_LIMITS.paymentCallbacks,
      ),
      calendarFeeds: rateLimit(env, 'RATE_LIMIT_CALENDAR_FEEDS', DEFAULT_RATE_LIMITS.calendarFeeds),
      onerosterTokens: rateLimit(
        env,
        'RATE_LIMIT_ONEROSTER_TOKENS',
        DEFAULT_RATE_LIMITS.onerosterTokens,
      ),
    },
    redisUrl: nonEmpty(env.REDIS_URL),
    trustProxy: trustProxy(nonEmpty(env.TRUST_PROXY)),
    shutdownTimeoutSeconds: int(env, 'SHUTDOWN_TIMEOUT', 10, 1),
    paymentsSandbox: paymentsSandbox(env),
    easypaisaIpnOrigins: origins(env, 'EASYPAISA_IPN_ORIGINS', EASYPAISA_IPN_ORIGINS),
    outbound: outboundPolicyFromEnv(env),
  };
}

/** Limits no test reaches by accident (the limiter still runs); test/hardening sets low ones. */
const TEST_RATE_LIMIT: RateLimit = { max: 1_000_000, windowSeconds: 60 };

/**
 * The tests' sealing key: one fixed key for every test app, so an app rebuilt on the same
 * database (the restart and crash tests) opens what the previous one sealed. Tests only.
 */
export const TEST_SEALING_KEYS = `test:${createHash('sha256').update('watni test sealing key').digest('base64')}`;

/** A configuration for tests: fixed secret, silent logs, no SMTP, no Redis, lenient limits. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      JWT_SECRET: randomBytes(32).toString('base64url'),
      SEALING_KEYS: TEST_SEALING_KEYS,
      LOG_LEVEL: 'silent',
    }),
    rateLimits: {
      loginIp: TEST_RATE_LIMIT,
      loginEmail: TEST_RATE_LIMIT,
      register: TEST_RATE_LIMIT,
      passwordReset: TEST_RATE_LIMIT,
      contact: TEST_RATE_LIMIT,
      tokens: TEST_RATE_LIMIT,
      biller: TEST_RATE_LIMIT,
      parentInvite: TEST_RATE_LIMIT,
      parentInviteNetwork: TEST_RATE_LIMIT,
      passwordResetAccount: TEST_RATE_LIMIT,
      paymentCallbacks: TEST_RATE_LIMIT,
      calendarFeeds: TEST_RATE_LIMIT,
      onerosterTokens: TEST_RATE_LIMIT,
    },
    redisUrl: undefined,
    // The tests' provider stand-ins listen on 127.0.0.1 over plain http: allowed here, in the
    // test configuration only (never a default); the SSRF tests set both lists empty.
    outbound: { allowHttpHosts: ['127.0.0.1'], allowPrivateHosts: ['127.0.0.1'] },
    ...overrides,
  };
}
