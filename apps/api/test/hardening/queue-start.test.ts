// Cluster start (issue 35): two processes whose job queues start at the same moment against one
// fresh database. Both used to create pg-boss's queues (a partition table each, attached to the
// job table and referencing the queue table) at once, and one died of a deadlock. Now the
// creation runs under a lock (queue.ts start): both start, and every queue exists once.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client.js';
import { JobQueue, QUEUE_SCHEMA } from '../../src/queue/queue.js';
import { adminQuery, databaseUrl, realPostgres, SERVER_URL } from './postgres.js';

const available = await realPostgres('queue start');
const name = `watni_qstart_${randomBytes(5).toString('hex')}`;
const KINDS = 24;
const quiet = { error: () => {}, warn: () => {} };
const databases: Database[] = [];

beforeAll(async () => {
  if (!available) return;
  await adminQuery(SERVER_URL, `CREATE DATABASE ${name}`);
  // The request role the start revokes from (a cluster-wide role, made by the first migration).
  await adminQuery(
    databaseUrl(SERVER_URL, name),
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'watni_app') THEN
         CREATE ROLE watni_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
       END IF;
     END $$`,
  ).catch(() => {}); // made meanwhile by a parallel test's migration: there either way
});

afterAll(async () => {
  for (const database of databases) await database.close();
  if (available) await adminQuery(SERVER_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

/** A queue as a worker process builds it: its own pool, the same job kinds. */
function workerQueue(): JobQueue {
  const database = openPostgres(databaseUrl(SERVER_URL, name), 4);
  databases.push(database);
  const queue = new JobQueue(database, quiet, { maintenanceIntervalSeconds: 3600 });
  for (let i = 0; i < KINDS; i++) {
    queue.define({
      name: `start-test.kind-${i}`,
      retryLimit: 3,
      retryDelay: 10,
      expireInSeconds: 60,
      handler: async () => {},
    });
  }
  return queue;
}

describe.skipIf(!available)('two workers starting their job queues together', () => {
  it('both start, and each queue and dead-letter queue exists once', async () => {
    const queues = [workerQueue(), workerQueue()];
    const results = await Promise.allSettled(queues.map((queue) => queue.start()));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual([
      'started',
      'started',
    ]);
    const [counted] = await adminQuery<{ count: number }>(
      databaseUrl(SERVER_URL, name),
      `select count(*)::int as count from ${QUEUE_SCHEMA}.queue where name like 'start-test.%'`,
    );
    expect(counted?.count).toBe(KINDS * 2);
    // Each queue is its own partition of the job table, attached once.
    const [attached] = await adminQuery<{ partitions: number }>(
      databaseUrl(SERVER_URL, name),
      `select count(*)::int as partitions from pg_inherits i
       join pg_class c on c.oid = i.inhparent join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = '${QUEUE_SCHEMA}' and c.relname = 'job'`,
    );
    expect(attached?.partitions).toBe(KINDS * 2);
    await Promise.all(queues.map((queue) => queue.stop(2000)));
  }, 120_000);
});
