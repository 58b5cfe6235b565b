// PostgreSQL for the hardening tests that need a real server (faults, processes, cluster).
import pg from 'pg';

/** The server: TEST_DATABASE_URL, else the local one. */
export const SERVER_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresReachable(url = SERVER_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Whether this file should run, with the note printed when it does not. `npm test` runs the api
 * project twice (PGlite, then PostgreSQL): these tests need PostgreSQL in any case, so they run
 * once, in the PostgreSQL pass. Run on their own (`npx vitest run --project api <file>`) they
 * use the local server directly.
 */
export async function realPostgres(label: string): Promise<boolean> {
  const firstPassOfNpmTest =
    process.env.npm_lifecycle_event === 'test' && !process.env.TEST_DATABASE_URL;
  if (firstPassOfNpmTest) {
    console.warn(`[${label}] runs in the PostgreSQL pass of npm test; skipped here.`);
    return false;
  }
  if (!(await postgresReachable())) {
    console.warn(`[${label}] PostgreSQL not reachable at ${SERVER_URL}: skipped.`);
    return false;
  }
  return true;
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery<T extends pg.QueryResultRow = Record<string, unknown>>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}
