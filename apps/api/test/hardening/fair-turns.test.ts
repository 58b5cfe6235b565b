// Turns at a busy pool rotate between schools (db/fair-gate.ts): one school's burst that arrived
// first no longer holds every connection while another school's single request waits behind the
// whole burst. No timed assertion: the tests order the hold and the release around the requests
// and compare the order in which they were served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client.js';
import { isPoolWaitExceeded } from '../../src/db/errors.js';
import { FairGate } from '../../src/db/fair-gate.js';
import { realPostgres, SERVER_URL } from './postgres.js';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the gate in front of the pool', () => {
  it('hands a freed turn to the next school in rotation, each school in its own arrival order', async () => {
    const gate = new FairGate(2, 60_000);
    const held = [await gate.acquire('A'), await gate.acquire('A')];
    const served: string[] = [];
    const ask = (key: string, name: string) =>
      gate.acquire(key).then((release) => {
        served.push(name);
        return release;
      });
    const waiting = [
      ask('A', 'A3'),
      ask('A', 'A4'),
      ask('A', 'A5'),
      ask('B', 'B1'),
      ask('C', 'C1'),
      ask('B', 'B2'),
    ];
    expect(gate.queued).toBe(6);
    for (const release of held) release();
    await settle();
    expect(served).toEqual(['A3', 'B1']);
    // A3 and B1 give their turns back: C1, then A4 (rotation A → B → C → A → B).
    for (const release of await Promise.all([waiting[0]!, waiting[3]!])) release();
    await settle();
    expect(served).toEqual(['A3', 'B1', 'C1', 'A4']);
    for (const release of await Promise.all([waiting[4]!, waiting[1]!])) release();
    await settle();
    expect(served).toEqual(['A3', 'B1', 'C1', 'A4', 'B2', 'A5']);
    for (const release of await Promise.all(waiting)) release();
    expect(gate.queued).toBe(0);
  });

  it("refuses a request whose wait passes the bound as pg-pool does, and keeps the others' turns", async () => {
    const gate = new FairGate(1, 20);
    const release = await gate.acquire('A');
    const refused = await gate.acquire('B').catch((error: unknown) => error);
    expect(isPoolWaitExceeded(refused)).toBe(true);
    expect(gate.queued).toBe(0);
    const later = gate.acquire('C');
    release();
    (await later)();
    // Every turn is back: a new request is served at once.
    (await gate.acquire('D'))();
  });

  it('counts a turn given back twice once', async () => {
    const gate = new FairGate(1, 60_000);
    const release = await gate.acquire('A');
    release();
    release();
    const first = await gate.acquire('A');
    let second = false;
    void gate.acquire('B').then(() => {
      second = true;
    });
    await settle();
    expect(second).toBe(false);
    first();
  });
});

const available = await realPostgres('fair turns at the pool');
let database: Database;

beforeAll(() => {
  if (available) database = openPostgres(SERVER_URL, 1, { poolWaitMs: 30_000 });
});
afterAll(async () => {
  await database?.close();
});

describe.skipIf(!available)("a school's burst on a pool of one connection", () => {
  it("serves another school's single request second, not after the whole burst", async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held: () => void = () => {};
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const hold = database.transaction(
      'select 1',
      async () => {
        held();
        await released;
      },
      { fairKey: 'tenant:1' },
    );
    await holding;
    const served: string[] = [];
    const request = (school: number, name: string) =>
      database.transaction(
        `select set_config('app.tenant_id', '${school}', true)`,
        async (session) => {
          await session.exec('select 1');
          served.push(name);
        },
        { fairKey: `tenant:${school}` },
      );
    const burst = [1, 2, 3, 4, 5].map((n) => request(1, `school 1 #${n}`));
    await settle();
    const other = request(2, 'school 2');
    await settle();
    release();
    await Promise.all([hold, ...burst, other]);
    expect(served.indexOf('school 2')).toBe(1);
    expect(served.filter((name) => name.startsWith('school 1'))).toEqual([
      'school 1 #1',
      'school 1 #2',
      'school 1 #3',
      'school 1 #4',
      'school 1 #5',
    ]);
  });
});
