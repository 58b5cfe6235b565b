// `npm run scale:check [-- --quick] [--students N] [--window S] [--kill-after S] [--json file]`
// (docs/scaling.md). Builds PostgreSQL clusters of Debian's packages on loopback, as the
// postgres user, in a temporary directory, and tears them down at the end:
//  1. a primary, a streaming replica (pg_basebackup) and PgBouncer 1.18 in transaction mode:
//     transaction-local settings do not leak between clients sharing a server connection, named
//     prepared statements break there and unnamed ones do not, the exam rush passes through
//     PgBouncer (DB_PREPARED_STATEMENTS=unnamed), declared reads reach the replica and fall back
//     to the primary when it is stopped;
//  2. pg_auto_failover (monitor + two nodes): the exam rush against the service on the
//     multi-host URL, the primary SIGKILLed mid-rush; prints submissions lost and doubled,
//     requests failed, seconds until writes succeed again, and whether the job queue resumed.
// Exits 1 when a submission was lost or doubled or a check failed, 2 when it cannot run here.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { LAG_SQL } from '../../apps/api/src/db/replica.ts';
import { generate } from '../bench/generate.mjs';
import { formatTable, freePort, parseArgs, readMeta, startService } from '../bench/lib.mjs';
import { Lab, missingTools, queryOnce } from './cluster.mjs';
import { buildFormation, killNode, writableNode } from './failover.mjs';
import { runRush, rushSetup, tally } from './rush.mjs';

const args = parseArgs(process.argv.slice(2), ['quick', 'no-control']);
const quick = Boolean(args.quick);
const students = Number(args.students ?? (quick ? 60 : 500));
const windowSeconds = Number(args.window ?? (quick ? 15 : 40));
const killAfter = Number(args['kill-after'] ?? (quick ? 5 : 12));
// The same rush straight to the primary, for comparison under the same machine load (not in --quick).
const control = !quick && !args['no-control'];
const DB = 'watni_bench_rush';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const checks = [];
const check = (name, ok, detail) => {
  checks.push({ name, ok, detail });
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
};

/** Two clients through a one-connection PgBouncer pool: they share one server connection. */
async function pgbouncerSemantics(bouncerPort) {
  const url = `postgres://postgres@127.0.0.1:${bouncerPort}/watni_one`;
  const a = new pg.Client({ connectionString: url });
  const b = new pg.Client({ connectionString: url });
  await a.connect();
  await b.connect();
  try {
    await a.query('begin');
    const [set] = (
      await a.query(
        "select set_config('app.tenant_id', '42', true) as tenant, set_config('role', 'watni_app', true) as role, pg_backend_pid() as pid",
      )
    ).rows;
    await a.query('commit');
    const [seen] = (
      await b.query(
        "select coalesce(current_setting('app.tenant_id', true), '') as tenant, current_user as role, pg_backend_pid() as pid",
      )
    ).rows;
    check(
      'transaction-local settings through PgBouncer (transaction mode)',
      set.pid === seen.pid && seen.tenant === '' && seen.role === 'postgres',
      `set in one client's transaction on server pid ${set.pid}; the next client on pid ${seen.pid} sees tenant '${seen.tenant}', role ${seen.role}`,
    );
    await a.query({ name: 'watni_probe', text: 'select 1 as one' });
    const named = await b.query({ name: 'watni_probe', text: 'select 1 as one' }).then(
      () => 'worked',
      (error) => error.message,
    );
    console.log(`  info named prepared statements through PgBouncer 1.18: ${named}`);
    const unnamed = await Promise.all([
      a.query({ text: 'select $1::int as one', values: [1] }),
      b.query({ text: 'select $1::int as one', values: [1] }),
    ]).then(
      () => 'worked',
      (error) => error.message,
    );
    check('unnamed statements through PgBouncer', unnamed === 'worked', unnamed);
  } finally {
    await a.end().catch(() => {});
    await b.end().catch(() => {});
  }
}

async function replicaCommits(replicaUrl) {
  const [row] = await queryOnce(
    replicaUrl,
    'select xact_commit::int as n from pg_stat_database where datname = current_database()',
  );
  return row.n;
}

async function get(baseUrl, path, token) {
  const response = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
}

function rushLine(label, t) {
  return [
    label,
    t.requests,
    t.failedRequests,
    t.submit201,
    t.stored,
    t.lost,
    t.doubled,
    t.studentsGaveUp,
    t.writesBackSeconds === null ? '–' : t.writesBackSeconds.toFixed(1),
  ];
}

/** Part 1: PgBouncer in transaction mode and a streaming replica. */
async function poolerAndReplica(results) {
  const lab = new Lab();
  let service;
  try {
    const [primaryPort, replicaPort, bouncerPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    console.log(`\n== PgBouncer (transaction mode) and a streaming replica, in ${lab.root} ==`);
    await lab.primary('primary', primaryPort);
    const direct = `postgres://postgres@127.0.0.1:${primaryPort}/${DB}`;
    await generate('small', { url: direct, force: true });
    const replicaDir = await lab.replica('replica', primaryPort, replicaPort);
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/${DB}`;
    await lab.pgbouncer(bouncerPort, primaryPort, {
      poolSize: 10,
      extraDatabases: `watni_one = host=127.0.0.1 port=${primaryPort} dbname=${DB} pool_size=1`,
    });
    console.log(`  primary ${primaryPort}, replica ${replicaPort}, PgBouncer 1.18 ${bouncerPort}`);
    await pgbouncerSemantics(bouncerPort);

    // The service through PgBouncer: its 10 connections onto PgBouncer's 10 server connections,
    // each transaction on whichever is free (watni_one above shows the sharing itself).
    service = await startService(`postgres://postgres@127.0.0.1:${bouncerPort}/${DB}`, {
      DB_PREPARED_STATEMENTS: 'unnamed',
      DATABASE_LISTEN_URL: direct,
      DATABASE_REPLICA_URL: replicaUrl,
      REPLICA_MAX_LAG_MS: '1000',
    });
    const meta = await readMeta(direct);
    const setup = await rushSetup(direct, meta, students);
    console.log(
      `  exam rush through PgBouncer: ${students} students, ${windowSeconds} s window; load ${load()}`,
    );
    const log = await runRush(service.url, setup, { windowSeconds });
    const t = await tally(direct, setup, log);
    results.pgbouncer = t;
    check(
      'exam rush through PgBouncer',
      t.lost === 0 && t.doubled === 0 && t.studentsGaveUp === 0,
      `${t.submit201} submissions acknowledged, ${t.stored} stored, lost ${t.lost}, doubled ${t.doubled}, failed requests ${t.failedRequests} ${JSON.stringify(t.failures)} (retried)`,
    );

    if (control) {
      // The next students, the same rush, straight to the primary with named statements.
      const direct2 = await startService(direct, { LOG_LEVEL: 'error' });
      try {
        const setup2 = await rushSetup(direct, meta, students, students + 1);
        console.log(`  the same rush straight to the primary (control); load ${load()}`);
        const t2 = await tally(
          direct,
          setup2,
          await runRush(direct2.url, setup2, { windowSeconds }),
        );
        results.direct = t2;
        check(
          'exam rush straight to the primary (control)',
          t2.lost === 0 && t2.doubled === 0 && t2.studentsGaveUp === 0,
          `${t2.submit201} acknowledged, ${t2.stored} stored, lost ${t2.lost}, doubled ${t2.doubled}, failed requests ${t2.failedRequests} ${JSON.stringify(t2.failures)} (retried)`,
        );
      } finally {
        await direct2.stop();
      }
    }

    // Declared reads on the replica (its own commit count grows), and the fallback.
    const token = setup.tokens[0];
    const lag = (await queryOnce(replicaUrl, LAG_SQL))[0].lag_ms;
    const before = await replicaCommits(replicaUrl);
    const dashboards = await Promise.all(
      Array.from({ length: 20 }, () => get(service.url, '/api/dashboard/summary', token)),
    );
    // A backend reports its counters when idle, at most once a second (within 10 s): poll.
    let after = before;
    for (let waited = 0; waited < 15_000 && after - before < 20; waited += 500) {
      await sleep(500);
      after = await replicaCommits(replicaUrl);
    }
    check(
      'declared reads go to the replica',
      dashboards.every((s) => s === 200) && after - before >= 20,
      `20 × GET /api/dashboard/summary → ${dashboards.filter((s) => s === 200).length} × 200; replica commits +${after - before} (lag ${lag} ms)`,
    );
    lab.stopServer(replicaDir, 'immediate');
    const fallback = [];
    for (let i = 0; i < 10; i++)
      fallback.push(await get(service.url, '/api/dashboard/summary', token));
    check(
      'replica stopped: declared reads fall back to the primary',
      fallback.every((s) => s === 200),
      `10 × GET /api/dashboard/summary → ${fallback.filter((s) => s === 200).length} × 200`,
    );
  } finally {
    await service?.stop();
    await lab.teardown();
  }
}

/** Part 2: pg_auto_failover, the primary killed mid-rush. */
async function failover(results) {
  const lab = new Lab();
  let service;
  try {
    const ports = [await freePort(), await freePort()];
    const monitorPort = await freePort();
    console.log(
      `\n== pg_auto_failover: monitor ${monitorPort}, nodes ${ports.join(', ')}, in ${lab.root} ==`,
    );
    const built = performance.now();
    const formation = await buildFormation(lab, {
      monitorPort,
      ports,
      log: (line) => console.log(`  ${line}`),
    });
    const [first] = formation.nodes;
    const direct = formation.nodeUrl(first, DB);
    await generate('small', { url: direct, force: true });
    console.log(
      `  formation built and dataset loaded in ${((performance.now() - built) / 1000).toFixed(0)} s`,
    );
    const multiHost = formation.url.replace(/\/watni\?/, `/${DB}?`);
    service = await startService(multiHost, { QUEUE_POLL_SECONDS: '1', LOG_LEVEL: 'error' });
    const meta = await readMeta(direct);
    const setup = await rushSetup(direct, meta, students);
    console.log(
      `  exam rush on ${multiHost}: ${students} students, ${windowSeconds} s window, primary killed after ${killAfter} s; load ${load()}`,
    );
    let killedAt = null;
    const killer = sleep(killAfter * 1000).then(() => {
      killedAt = performance.now();
      killNode(lab, first);
      console.log(`  ${first.name} (${first.port}) SIGKILLed (keeper and postmaster)`);
    });
    const log = await runRush(service.url, setup, { windowSeconds });
    await killer;
    const promoted = await writableNode(formation, DB);
    if (!promoted) throw new Error('no node accepts writes after the failover');
    console.log(`  ${promoted.name} (${promoted.port}) is the primary now`);
    const t = await tally(formation.nodeUrl(promoted, DB), setup, log, killedAt);
    results.failover = t;
    check(
      'exam rush across the failover',
      t.lost === 0 && t.doubled === 0,
      `${t.submit201} acknowledged, ${t.stored} stored, lost ${t.lost}, doubled ${t.doubled}, failed requests ${t.failedRequests} ${JSON.stringify(t.failures)} (retried), writes back after ${t.writesBackSeconds?.toFixed(1) ?? '–'} s`,
    );

    // The job queue on the new primary: a password-reset e-mail goes out through it.
    const asked = new Date();
    const response = await fetch(`${service.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: meta.rush.adminEmail }),
    });
    let delivered = null;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !delivered) {
      const rows = await queryOnce(
        formation.nodeUrl(promoted, DB),
        `select status from email_outbox where recipient = $1 and created_at >= $2 and status <> 'queued'`,
        [meta.rush.adminEmail, asked],
      ).catch(() => []);
      delivered = rows[0]?.status ?? null;
      if (!delivered) await sleep(500);
    }
    results.queueResumed = Boolean(delivered);
    check(
      'the job queue runs on the new primary',
      response.status === 202 || response.status === 200 ? Boolean(delivered) : false,
      `forgot-password answered ${response.status}; its e-mail job ${delivered ? `ran (${delivered})` : 'did not run within 60 s'}`,
    );
  } finally {
    await service?.stop();
    await lab.teardown();
  }
}

async function main() {
  const missing = missingTools();
  if (missing) {
    console.error(`scale:check needs Debian's packages and root: missing ${missing.join(', ')}.`);
    console.error('apt-get install pgbouncer pg-auto-failover-cli postgresql-15-auto-failover');
    return 2;
  }
  console.log(
    `scale:check${quick ? ' --quick' : ''}: ${students} students; ${os.availableParallelism()} cores, load average ${load()}`,
  );
  const results = {
    at: new Date().toISOString(),
    students,
    windowSeconds,
    killAfter,
    loadBefore: os.loadavg(),
  };
  const parts = args.only ? [args.only] : ['pgbouncer', 'failover'];
  if (parts.includes('pgbouncer')) await poolerAndReplica(results);
  if (parts.includes('failover')) await failover(results);
  results.loadAfter = os.loadavg();
  const rows = [];
  if (results.pgbouncer) rows.push(rushLine('through PgBouncer', results.pgbouncer));
  if (results.direct) rows.push(rushLine('straight to the primary', results.direct));
  if (results.failover) rows.push(rushLine('primary killed mid-rush', results.failover));
  console.log(
    `\n${formatTable(['exam rush', 'requests', 'failed', 'submit 201', 'stored', 'lost', 'doubled', 'gave up', 'writes back (s)'], rows)}`,
  );
  console.log(`load average after: ${load()}`);
  results.checks = checks;
  if (args.json) writeFileSync(args.json, `${JSON.stringify(results, null, 2)}\n`);
  const failed = checks.filter((c) => !c.ok);
  if (failed.length) {
    console.error(`FAIL: ${failed.map((c) => c.name).join('; ')}`);
    return 1;
  }
  console.log('PASS: no submission lost or doubled; every check held');
  return 0;
}

process.exitCode = await main().catch((error) => {
  console.error(error);
  return 1;
});
