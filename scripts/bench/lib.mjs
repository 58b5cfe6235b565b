// Shared helpers of the bench scripts (generate, run, exam-rush). Run under tsx
// (`node --import tsx …`) because they import the service's TypeScript modules.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The password every generated user has (one argon2 hash computed once per dataset). */
export const BENCH_PASSWORD = 'Bench#2026';
/** The school with 5,000 users that both datasets contain. */
export const RUSH_SLUG = 'exam-rush-school';
export const RUSH_DOMAIN = 'rush.watni.test';
/** JWT secret the scripts start the service with, so they can mint access tokens in bulk. */
export const BENCH_JWT_SECRET = 'watni-bench-secret-not-for-production-0123456789';

export const DATASETS = ['small', 'large'];

/** postgres://…/watni_bench_<name>, or BENCH_DATABASE_URL_<NAME>. */
export function datasetUrl(name) {
  const env = process.env[`BENCH_DATABASE_URL_${name.toUpperCase()}`];
  if (env) return env;
  const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(base);
  url.pathname = `/watni_bench_${name}`;
  return url.toString();
}

/** The maintenance database URL of the server holding `url`. */
export function adminUrl(url) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

export function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

export async function databaseExists(url) {
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      databaseName(url),
    ]);
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

/** The dataset's description written by the generator (null when the database is absent). */
export async function readMeta(url) {
  if (!(await databaseExists(url))) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT value FROM bench_meta WHERE name = 'dataset'");
    return rows[0]?.value ?? null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/** Parses `--name value`, `--name=value` and `--flag` into an object. */
export function parseArgs(argv, booleans = []) {
  const args = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (inline !== undefined) args[key] = inline;
    else if (booleans.includes(key)) args[key] = true;
    else args[key] = argv[++i];
  }
  return args;
}

export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

export async function waitForHealth(baseUrl, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`service exited (${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`service at ${baseUrl} did not become healthy in ${timeoutMs} ms`);
}

/**
 * Starts the service (node --import tsx apps/api/src/main.ts: the binary, not npx) on a free
 * port against databaseUrl, with the bench JWT secret and rate limits raised (so the load,
 * not the limiter, is measured). `nodeArgs` go to node (e.g. --cpu-prof); `entry` may be
 * apps/api/src/cluster.ts (start:cluster). Returns { url, child, stop }.
 */
export async function startService(
  databaseUrl,
  extraEnv = {},
  nodeArgs = [],
  entry = 'apps/api/src/main.ts',
) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DB_POOL_SIZE: process.env.DB_POOL_SIZE ?? '10',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: BENCH_JWT_SECRET,
      LOG_LEVEL: 'warn',
      // Rate limits off for load runs: the load, not the limiter, is measured (one client IP
      // signs in hundreds of students; the login bench repeats one email).
      RATE_LIMIT_LOGIN_IP: 'off',
      RATE_LIMIT_LOGIN_EMAIL: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await once(child, 'exit').catch(() => {});
    clearTimeout(timer);
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, stop };
}

/** Access tokens exactly as the service issues them (its own AccessTokens class). */
export async function tokenMinter(secret = BENCH_JWT_SECRET, ttlSeconds = 3600) {
  const { AccessTokens } = await import('../../apps/api/src/domains/auth/tokens.ts');
  const tokens = new AccessTokens(secret, ttlSeconds);
  return (userId, tenantId) => tokens.issue({ id: userId, tenant_id: tenantId, token_version: 0 });
}

/** An access token for the dataset's user with that email (looked up by the owner connection). */
export async function tokenForEmail(databaseUrl, email, mint) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [user],
    } = await client.query('SELECT id, tenant_id FROM users WHERE email = $1', [email]);
    if (!user) throw new Error(`No user ${email} in the bench dataset.`);
    return mint(user.id, user.tenant_id);
  } finally {
    await client.end();
  }
}

export function percentile(sorted, p) {
  if (!sorted.length) return null;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function formatTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [
    line(cells[0]),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...cells.slice(1).map(line),
  ].join('\n');
}
