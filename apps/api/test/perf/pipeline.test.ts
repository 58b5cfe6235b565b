// Pipelined statements: what db/hot.ts, finalReads and the transaction's guards
// promise, on either driver. Round trips are counted on PostgreSQL only (PGlite has no socket).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalReads, PLATFORM, prepared, withScope } from '../../src/db/scope.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function watch() {
  const sent: { text: string; trip: number | undefined }[] = [];
  const stop = t.database.observe((text, _values, trip) => sent.push({ text, trip }));
  return { sent, stop };
}

const one = (tx: Parameters<typeof prepared>[0], n: number) =>
  prepared<{ n: number }>(tx, 'pipeline_test_one', 'select $1::int as n', [n]);

describe('pipelined statements', () => {
  it('statements sent together share one round trip, and each gets its own answer', async () => {
    const { sent, stop } = watch();
    try {
      const answers = await withScope(t.db, PLATFORM, (tx) =>
        Promise.all([one(tx, 1), one(tx, 2), one(tx, 3)]),
      );
      expect(answers.map(([row]) => row!.n)).toEqual([1, 2, 3]);
    } finally {
      stop();
    }
    const trips = new Set(sent.filter((s) => s.text.includes('$1::int')).map((s) => s.trip));
    if (t.database.kind === 'postgres') expect(trips.size).toBe(1);
    else expect(trips.size).toBe(3);
  });

  it('finalReads commits with the reads: their answers come back, the earlier write is kept', async () => {
    const { sent, stop } = watch();
    let rows: { n: number }[][] = [];
    try {
      rows = await withScope(t.db, PLATFORM, async (tx) => {
        await tx.execute(sql`create temporary table if not exists pipeline_kept (n int)`);
        await tx.execute(sql`insert into pipeline_kept values (7)`);
        return finalReads(tx, () => Promise.all([one(tx, 4), one(tx, 5)]));
      });
    } finally {
      stop();
    }
    expect(rows.map(([row]) => row!.n)).toEqual([4, 5]);
    expect(sent.filter((s) => s.text === 'commit')).toHaveLength(1);
    if (t.database.kind === 'postgres') {
      const last = sent.filter((s) => s.text === 'commit' || s.text.includes('$1::int'));
      expect(new Set(last.map((s) => s.trip)).size).toBe(1);
    }
  });

  it('a statement after finalReads is refused (a programming error, on both drivers)', async () => {
    await expect(
      withScope(t.db, PLATFORM, async (tx) => {
        await finalReads(tx, () => one(tx, 1));
        return one(tx, 2);
      }),
    ).rejects.toThrow(/finalReads/);
  });

  it('pipelined work still under way when the transaction ends is never sent', async () => {
    const { sent, stop } = watch();
    let late: Promise<unknown> | undefined;
    try {
      await expect(
        withScope(t.db, PLATFORM, async (tx) => {
          late = (async () => {
            await one(tx, 1);
            await new Promise((resolve) => setTimeout(resolve, 50));
            // After the rollback: must not reach the connection (a Drizzle query goes straight to
            // the session; prepared() is refused earlier by withScope's own check).
            return tx.execute(sql`select 99 as late`);
          })();
          late.catch(() => {});
          throw new Error('the handler failed');
        }),
      ).rejects.toThrow('the handler failed');
      const refused = (await late!.catch((error: Error) => error)) as Error & { cause?: Error };
      expect(refused.cause?.message ?? refused.message).toMatch(/already committed or rolled back/);
    } finally {
      stop();
    }
    expect(sent.some((s) => s.text.includes('$1::int') && s.trip !== undefined)).toBe(true);
    expect(sent.filter((s) => s.text.includes('$1::int'))).toHaveLength(1);
    expect(sent.some((s) => s.text.includes('late'))).toBe(false);
  });
});
