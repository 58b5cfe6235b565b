// The job queue's schema (pg-boss, `jobs`) holds every school's pending work (their ids, the
// dead letters' data). The request role used to read, insert and delete there directly; now it
// has no privilege on the schema at all, while the service still sends jobs inside a request's
// own transaction (queue/queue.ts asQueueOwner) and the dead-letter view still reads them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScope } from '../../src/db/scope.js';
import { DELIVERY_JOB } from '../../src/domains/notifications/notify.js';
import { queueOf } from '../../src/queue/registry.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

const IQBAL = 2;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { queue: { work: false } });
});
afterAll(async () => {
  await t?.close();
});

/** The SQLSTATE a statement fails with as the request role (in a savepoint), or null. */
async function failure(statement: ReturnType<typeof sql>): Promise<string | null> {
  return t
    .query(async (tx) => {
      await tx.execute(statement);
      return null;
    }, tenantScope(IQBAL))
    .catch(
      (error: { code?: string; cause?: { code?: string } }) =>
        error.code ?? error.cause?.code ?? 'error',
    );
}

describe('the queue schema, as the request role', () => {
  it('refuses reads and writes of the job tables', async () => {
    expect(await failure(sql`select count(*) from jobs.job`)).toBe('42501');
    expect(await failure(sql`select count(*) from jobs.queue`)).toBe('42501');
    expect(
      await failure(
        sql`insert into jobs.job (name, data) values ('notification.delivery', '{"tenantId": 3}')`,
      ),
    ).toBe('42501');
    expect(await failure(sql`delete from jobs.job`)).toBe('42501');
  });

  it('still sends a job from inside a request-role transaction, and the dead letters still list', async () => {
    await t.query(
      (tx) =>
        queueOf(t.database).send(
          tx,
          DELIVERY_JOB,
          { tenantId: IQBAL, deliveryId: 999_001 },
          {
            key: `${IQBAL}:999001:hardening`,
          },
        ),
      tenantScope(IQBAL),
    );
    const jobs = await t.database.rawTransaction((tx) =>
      tx.query<{ n: number }>(
        `select count(*)::int as n from jobs.job where data->>'deliveryId' = '999001'`,
      ),
    );
    expect(jobs[0]!.n).toBe(1);
    // The dead-letter view reads the schema as its owner, for this school only.
    const token = await t.tokenFor('admin@iqbal.edu.pk');
    const dead = await t.request({ method: 'GET', url: '/api/notifications/dead-letters', token });
    expect(dead.statusCode, dead.body).toBe(200);
  });
});
