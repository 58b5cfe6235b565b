// Statements per request: the real app, in this process, on the bench database, with a counting
// wrapper on its pool (Database.observe). Each request is sent once by inject and every statement
// it sent is recorded with its values: the table prints the count, and the database floors
// (db-floor.mjs) replay exactly these statements.
import { buildApp } from '../../apps/api/src/app.ts';
import { testConfig } from '../../apps/api/src/config.ts';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { BENCH_JWT_SECRET } from './lib.mjs';

/**
 * @param requests [{ name, method, path, headers, body, twice }]: `twice` sends a read again and
 *   records that too, as `again` (a warm answer, e.g. from the catalogue cache)
 * @returns Map name → { first: [{ text, values, trip, connection, control }], again?: [...] }
 *   (`trip` numbers the socket writes: statements sent together share it)
 */
export async function recordStatements(databaseUrl, requests) {
  const database = openPostgres(databaseUrl, 2);
  const app = await buildApp({
    db: database,
    config: testConfig({ databaseUrl, jwtSecret: BENCH_JWT_SECRET }),
    logger: false,
  });
  await app.ready();
  // Let start-up work (the mail outbox's first look) finish before counting.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const result = new Map();
  const send = async (request) => {
    const sent = [];
    const stop = database.observe((text, values, trip, connection) =>
      sent.push({ text, values: values ?? [], trip, connection, control: CONTROL.test(text) }),
    );
    try {
      const response = await app.inject({
        method: request.method,
        url: request.path,
        headers: request.headers,
        payload: request.body,
      });
      if (response.statusCode >= 400) {
        console.warn(`  ${request.name}: ${response.statusCode} while counting statements`);
      }
    } finally {
      stop();
    }
    // Work beside the request (the queue's and the mail outbox's own transactions) runs on other
    // pooled connections: only the request's connection counts, the one its transaction began on.
    const own = sent.find((statement) => /^begin\b/i.test(statement.text))?.connection;
    return own === undefined ? sent : sent.filter((statement) => statement.connection === own);
  };
  try {
    for (const request of requests) {
      const first = await send(request);
      result.set(request.name, { first, again: request.twice ? await send(request) : undefined });
    }
  } finally {
    await app.close();
    await database.close();
  }
  return result;
}

const CONTROL = /^(begin\b|commit\b|rollback\b|select set_config\('role')/i;

/** The data statements of a request: without begin, commit and the scope statement. */
export function dataStatements(statements) {
  return statements
    .map(({ text, values }) => ({ text: text.replace(/^begin; /i, ''), values }))
    .filter(({ text }) => !CONTROL.test(text));
}

/** The scope statement the request's transaction began with (db/scope.ts scopeStatement). */
export function scopeOf(statements) {
  const first = statements.find(({ text }) => /select set_config\('role'/i.test(text));
  return first ? first.text.replace(/^begin; /i, '') : null;
}

/** Round trips of a request: the distinct socket writes its statements went out in. */
export function roundTrips(statements) {
  return new Set(statements.map((s, i) => s.trip ?? `solo-${i}`)).size;
}
