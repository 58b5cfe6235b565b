// Reads declared for the replica (http/replica-reads.ts): where they run, the lag bound, the
// fallback to the primary when the replica is behind or down, and the READ ONLY transaction that
// makes a wrongly declared route fail. The "replica" here is a second Database over the test's
// own database (a replica with no lag, honest for the routing decision: which Database ran the
// statements is observed); the real streaming replica, its lag and a stopped replica are
// exercised by `npm run scale:check` (docs/scaling.md).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig, testConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { openPostgres, wrapPglite } from '../../src/db/client.js';
import { primaryMayHaveMoved, splitHosts } from '../../src/db/hosts.js';
import { ReplicaRouter } from '../../src/db/replica.js';
import { PLATFORM, requestScope } from '../../src/db/scope.js';
import { REPLICA_READS } from '../../src/http/replica-reads.js';
import { CapturingMailer } from '../../src/mail/mailer.js';
import { DEMO_PASSWORD } from '../helpers/app.js';
import { copyTemplate, databaseUrl } from '../helpers/databases.js';
import { IQBAL_ADMIN } from '../learning/helpers.js';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });

describe('the routing decision (ReplicaRouter)', () => {
  const fakeReplica = {} as Database;
  function router(lags: (number | Error)[], maxLagMs = 1000) {
    let clock = 0;
    let probes = 0;
    const r = new ReplicaRouter(fakeReplica, {
      maxLagMs,
      checkEveryMs: 500,
      now: () => clock,
      probe: async () => {
        const next = lags[Math.min(probes++, lags.length - 1)];
        if (next instanceof Error) throw next;
        return next as number;
      },
    });
    return { r, tick: (ms: number) => (clock += ms), probes: () => probes };
  }

  it('uses the replica within the lag bound and the primary beyond it', async () => {
    const { r, tick } = router([0, 1000, 1001, Number.POSITIVE_INFINITY]);
    expect(await r.choose()).toBe(fakeReplica);
    tick(500);
    expect(await r.choose()).toBe(fakeReplica); // exactly at the bound
    tick(500);
    expect(await r.choose()).toBeNull();
    tick(500);
    expect(await r.choose()).toBeNull(); // not streaming: never "0 lag"
  });

  it('reads the lag at most once per interval, and once for requests arriving together', async () => {
    const { r, tick, probes } = router([0]);
    await Promise.all([r.choose(), r.choose(), r.choose()]);
    expect(probes()).toBe(1);
    tick(499);
    await r.choose();
    expect(probes()).toBe(1);
    tick(1);
    await r.choose();
    expect(probes()).toBe(2);
  });

  it('falls back when the lag check fails, and comes back when it succeeds', async () => {
    const { r, tick } = router([refused(), 0]);
    expect(await r.choose()).toBeNull();
    tick(500);
    expect(await r.choose()).toBe(fakeReplica);
  });

  it('a request failing on an unreachable replica sends reads to the primary until the next check', async () => {
    const { r, tick } = router([0]);
    expect(await r.choose()).toBe(fakeReplica);
    expect(r.failed(new Error('syntax error'))).toBe(false); // not the replica's fault
    expect(await r.choose()).toBe(fakeReplica);
    expect(r.failed(refused())).toBe(true);
    expect(await r.choose()).toBeNull();
    tick(500);
    expect(await r.choose()).toBe(fakeReplica);
  });
});

describe('multi-host connection strings', () => {
  it('splits libpq host lists into single-host URLs without target_session_attrs', () => {
    expect(
      splitHosts(
        'postgres://postgres@127.0.0.1:5441,127.0.0.1:5442/watni?target_session_attrs=read-write&sslmode=disable',
      ),
    ).toEqual([
      'postgres://postgres@127.0.0.1:5441/watni?sslmode=disable',
      'postgres://postgres@127.0.0.1:5442/watni?sslmode=disable',
    ]);
    expect(splitHosts('postgres://postgres@127.0.0.1:5432/test')).toEqual([
      'postgres://postgres@127.0.0.1:5432/test',
    ]);
  });

  it('knows the failures a moved primary explains', () => {
    expect(primaryMayHaveMoved(refused())).toBe(true);
    expect(primaryMayHaveMoved({ code: '25006', message: 'read-only transaction' })).toBe(true);
    expect(primaryMayHaveMoved({ code: '57P01', message: 'terminating connection' })).toBe(true);
    expect(primaryMayHaveMoved(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(primaryMayHaveMoved({ code: '23505', message: 'duplicate key' })).toBe(false);
  });

  it('a pool on several hosts connects to the one that accepts writes', async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return; // PostgreSQL pass only: PGlite has no hosts
    const at = new URL(url);
    // A port nothing listens on first: the locator skips it and finds the server.
    const multi = `postgres://${at.username}@127.0.0.1:1,${at.host}${at.pathname}?target_session_attrs=read-write`;
    const database = openPostgres(multi, 2);
    try {
      const { rows } = await database.executeSql('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});

describe('DB_PREPARED_STATEMENTS', () => {
  it('is named by default, unnamed on request, and refuses anything else with a sentence', () => {
    expect(loadConfig({}).dbPreparedStatements).toBe('named');
    expect(loadConfig({ DB_PREPARED_STATEMENTS: 'unnamed' }).dbPreparedStatements).toBe('unnamed');
    expect(() => loadConfig({ DB_PREPARED_STATEMENTS: 'none' })).toThrow(
      'DB_PREPARED_STATEMENTS must be "named" or "unnamed" (got "none").',
    );
  });

  it('unnamed: a hot query leaves no prepared statement on the server connection', async () => {
    const template = inject('watniTemplate');
    if (template.kind !== 'postgres') return; // PostgreSQL pass only: PGlite has no connections
    const url = databaseUrl(template.serverUrl, 'postgres');
    const kept = async (preparedStatements: 'named' | 'unnamed') => {
      const database = openPostgres(url, 1, { preparedStatements });
      try {
        return await database.transaction('select 1', async (session) => {
          await session.prepared('watni_scale_probe', 'select $1::int as one', [1]);
          const rows = await session.prepared<{ n: number }>(
            null,
            "select count(*)::int as n from pg_prepared_statements where name = 'watni_scale_probe'",
            [],
          );
          return rows[0]?.n;
        });
      } finally {
        await database.close();
      }
    };
    expect(await kept('named')).toBe(1);
    expect(await kept('unnamed')).toBe(0);
  });
});

describe('declared reads over HTTP', () => {
  let app: FastifyInstance;
  let database: Database;
  let replica: Database;
  let lag: number | Error = 0;
  let token: string;
  const ran = { primary: 0, replica: 0 };

  beforeAll(async () => {
    const template = inject('watniTemplate');
    database = await copyTemplate(template);
    if (template.kind === 'pglite') {
      const client = (database.db as unknown as { $client: Parameters<typeof wrapPglite>[0] })
        .$client;
      replica = wrapPglite(client, async () => {});
    } else {
      // The same PostgreSQL database through a second pool: a replica with no lag.
      const { rows } = await database.executeSql('select current_database() as name');
      const { name } = rows[0] as { name: string };
      replica = openPostgres(databaseUrl(template.serverUrl, name), 2);
    }
    database.observe((text) => {
      if (text === 'begin' || text.startsWith('begin')) ran.primary += 1;
    });
    replica.observe((text) => {
      if (text === 'begin' || text.startsWith('begin')) ran.replica += 1;
    });
    const reads = new ReplicaRouter(replica, {
      maxLagMs: 1000,
      checkEveryMs: 0,
      probe: async () => {
        if (lag instanceof Error) throw lag;
        return lag;
      },
    });
    app = await buildApp({
      db: database,
      config: testConfig(),
      mailer: new CapturingMailer(),
      logger: false,
      reads,
    });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: IQBAL_ADMIN, password: DEMO_PASSWORD },
    });
    token = (login.json() as { access_token: string }).access_token;
  });

  afterAll(async () => {
    await app?.close();
    if (database?.kind === 'postgres') await replica?.close();
    await database?.close();
  });

  async function get(url: string) {
    ran.primary = 0;
    ran.replica = 0;
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.statusCode, ...ran };
  }

  it('declares reads only: no write operation is in the set', () => {
    expect(REPLICA_READS.size).toBeGreaterThan(0);
    for (const op of REPLICA_READS) expect(op).toMatch(/^(get|list)/);
  });

  it('a declared read runs on the replica; an undeclared one on the primary', async () => {
    lag = 0;
    expect(await get('/api/dashboard/summary')).toEqual({ status: 200, primary: 0, replica: 1 });
    expect(await get('/api/courses/')).toEqual({ status: 200, primary: 0, replica: 1 });
    expect(await get('/api/tenant-settings/')).toEqual({ status: 200, primary: 1, replica: 0 });
  });

  it('beyond the lag bound, or with the lag check failing, declared reads run on the primary', async () => {
    lag = 5000;
    expect(await get('/api/dashboard/summary')).toEqual({ status: 200, primary: 1, replica: 0 });
    lag = refused();
    expect(await get('/api/dashboard/summary')).toEqual({ status: 200, primary: 1, replica: 0 });
  });

  it('a replica that fails the request: the primary answers it, the caller sees 200', async () => {
    lag = 0;
    const transaction = replica.transaction;
    replica.transaction = () => Promise.reject(refused());
    try {
      const result = await get('/api/dashboard/summary');
      expect(result).toEqual({ status: 200, primary: 1, replica: 0 });
    } finally {
      replica.transaction = transaction;
    }
  });

  it('a declared route runs READ ONLY wherever it runs: a write there fails', async () => {
    const error = await requestScope(
      database.db,
      PLATFORM,
      (tx) => tx.execute(sql`update tenants set name = name where id = 0`),
      { readOnly: true },
    ).then(
      () => null,
      (thrown: Error & { cause?: Error }) => thrown.cause?.message ?? thrown.message,
    );
    expect(error).toMatch(/read-only transaction/);
  });
});
