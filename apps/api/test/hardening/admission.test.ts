// Admission control (issue 35): a request that cannot get a pooled database connection waits its
// turn (pg-pool's queue, first come first served) up to DB_POOL_WAIT_MS, and only past that bound
// is shed with 503, Retry-After and a `detail` sentence saying the service is busy (not that the
// database is down). A pool of one connection, held by a transaction of the test: a request
// queued while it is held and served when it is given back is answered 200; a request whose
// whole wait passes while it is held is answered 503. No timed assertion: the test orders the
// hold and the release around the requests.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client.js';
import { BUSY_DETAIL, registerErrorHandling } from '../../src/http/error-handler.js';
import { realPostgres, SERVER_URL } from './postgres.js';

const available = await realPostgres('admission control');
let database: Database;
const app = Fastify({ logger: false });

/** Holds the pool's only connection until the returned function is called. */
async function hold(): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held: () => void = () => {};
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  const done = database.rawTransaction(async (tx) => {
    await tx.query('select 1');
    held();
    await released;
  });
  await holding;
  return async () => {
    release();
    await done;
  };
}

beforeAll(async () => {
  if (!available) return;
  // One connection; a wait bound of 1 s for this test (the service's default is 15 s).
  database = openPostgres(SERVER_URL, 1, { poolWaitMs: 1000 });
  registerErrorHandling(app);
  app.get('/light', async () => {
    const { rows } = await database.executeSql('select 1 as one', []);
    return rows[0];
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database?.close();
});

describe.skipIf(!available)('a request waiting for a pooled connection', () => {
  it('is served when a connection comes free within the bound', async () => {
    const release = await hold();
    const answer = app.inject({ method: 'GET', url: '/light' }); // queued behind the hold
    await new Promise((resolve) => setImmediate(resolve));
    await release();
    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ one: 1 });
  });

  it('is shed past the bound with 503, Retry-After and a detail saying the service is busy', async () => {
    const release = await hold();
    try {
      const response = await app.inject({ method: 'GET', url: '/light' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ detail: BUSY_DETAIL });
    } finally {
      await release();
    }
    // The pool is whole again afterwards.
    expect((await app.inject({ method: 'GET', url: '/light' })).statusCode).toBe(200);
  });
});
