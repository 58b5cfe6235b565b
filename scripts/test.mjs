// `npm test`: every suite of the product, in order, with one closing line `N passed, N failed`.
//  1. Vitest, all projects (unit, API over HTTP on embedded PGlite, stories in Chromium).
//  2. The API suite again against a PostgreSQL server (TEST_DATABASE_URL, default the local one).
//     Then the exam rush's quick variant against the service on that server, and the scale check's
//     (PgBouncer, a streaming replica, pg_auto_failover with the primary killed mid-rush).
//  3. End-to-end journeys in Chromium against the built, running product (Playwright).
// Chromium is never downloaded: CHROMIUM_PATH, else Debian's (installed here when running as root).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const wants = (step) => only.length === 0 || only.includes(step);
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const reports = mkdtempSync(join(tmpdir(), 'watni-test-'));

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env },
  });
  return result.status ?? 1;
}

/** Like run(), but concurrent: every output line of the child is printed with a prefix. */
function runPrefixed(prefix, command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env },
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function countVitest(file, label, status) {
  if (!existsSync(file)) {
    problems.push(`${label}: no report (exit ${status})`);
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  const suiteErrors = report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length;
  if (status !== 0 && report.numFailedTests === 0) {
    totals.failed += Math.max(1, suiteErrors);
    problems.push(`${label}: exited ${status} (${suiteErrors} suite(s) failed to load)`);
  } else if (report.numFailedTests > 0) {
    problems.push(`${label}: ${report.numFailedTests} failed`);
  }
  // The summary is the last thing a CI log shows, so it names what failed and why in one line each.
  for (const suite of report.testResults) {
    const where = relative(root, suite.name);
    if (suite.status === 'failed' && suite.assertionResults.length === 0)
      problems.push(`  ${where}: ${firstLine(suite.message)}`);
    for (const test of suite.assertionResults.filter((t) => t.status === 'failed'))
      problems.push(`  ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
}

function firstLine(text) {
  return (
    (text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

function countPlaywright(file, status) {
  if (!existsSync(file)) {
    problems.push(`e2e: no report (exit ${status})`);
    totals.failed += 1;
    return;
  }
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (stats.unexpected > 0) problems.push(`e2e: ${stats.unexpected} failed`);
  else if (status !== 0) {
    totals.failed += 1;
    problems.push(`e2e: exited ${status}`);
  }
  const walk = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests.filter((t) => t.status === 'unexpected'))
        problems.push(
          `  ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}: ${firstLine(test.results.at(-1)?.error?.message)}`,
        );
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of suites ?? []) walk(suite, []);
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && existsSync(p)) ?? null;
}

function ensureChromium() {
  let found = findChromium();
  if (!found && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("No Chromium found: installing Debian's chromium package (running as root).");
    spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium >/dev/null'], {
      stdio: 'inherit',
    });
    found = findChromium();
  }
  return found;
}

/** A port nothing listens on now, for the end-to-end server (so a running dev server is no bother). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
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

const chromium = ensureChromium();
if (chromium) process.env.CHROMIUM_PATH = chromium;
else {
  console.log(
    "No Chromium found: install Debian's (`sudo apt-get install chromium`) or set CHROMIUM_PATH; browser suites are not run.",
  );
  problems.push('browser suites not run: no Chromium');
}

const vitest = join(root, 'node_modules/.bin/vitest');

if (wants('unit')) {
  const file = join(reports, 'vitest.json');
  const projects = chromium
    ? undefined
    : 'apps/*/vitest.config.ts,packages/api-client/vitest.config.ts';
  const status = run(
    'Vitest: unit, API on PGlite, stories in Chromium',
    vitest,
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    projects ? { WATNI_VITEST_PROJECTS: projects, WATNI_NO_BROWSER: '1' } : {},
  );
  countVitest(file, 'vitest', status);
}

if (wants('postgres')) {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (await postgresReachable(url)) {
    const file = join(reports, 'vitest-pg.json');
    const status = run(
      `Vitest: API on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`,
      vitest,
      [
        'run',
        '--project',
        'api',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ],
      { TEST_DATABASE_URL: url },
    );
    countVitest(file, 'vitest on PostgreSQL', status);

    // The exam rush's quick variant (docs/exam-rush.md): 100 students sign in, open and submit one
    // quiz within 5 s against the running service; fails when a submission is lost or doubled.
    const rush = run(
      'Exam rush, quick (100 students on PostgreSQL)',
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/exam-rush.mjs', '--quick'],
      { BENCH_PG_URL: url },
    );
    if (rush === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      problems.push(
        `exam rush: exit ${rush} (1 = lost or doubled submissions, 3 = failed requests)`,
      );
    }

    // Beyond one server (docs/scaling.md): PgBouncer in transaction mode, a streaming replica and
    // pg_auto_failover on loopback, the primary killed mid-rush; fails when a submission is lost
    // or doubled or a check fails. Needs Debian's packages (.ci/run installs them) and root.
    const scaleArgs = ['--import', 'tsx', 'scripts/scale/check.mjs', '--quick'];
    const scale = run(
      'Scale check, quick (PgBouncer, replica, failover)',
      process.execPath,
      scaleArgs,
    );
    if (scale === 0) totals.passed += 1;
    else if (scale === 2) console.log('scale check skipped: its packages or root are missing here');
    else {
      totals.failed += 1;
      problems.push(`scale check: exit ${scale} (lost or doubled submissions, or a check failed)`);
    }
  } else {
    console.log(
      `\nPostgreSQL not reachable at ${url}: the PostgreSQL pass is skipped (set TEST_DATABASE_URL to run it).`,
    );
  }
}

if (wants('e2e') && chromium && existsSync(join(root, 'tests/playwright.config.ts'))) {
  const buildStatus = run('Build the site', 'npm', ['run', 'build']);
  if (buildStatus !== 0) {
    totals.failed += 1;
    problems.push('site build failed');
  } else {
    const budget = run('Bundle budget of the public pages', 'node', ['scripts/bundle-budget.mjs']);
    if (budget === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      problems.push('bundle budget exceeded');
    }
    // The journeys run in E2E_SHARDS processes at once (default 2), each with its own product
    // on its own port and fresh embedded database, and one browser: a journey waits on the
    // server and the browser in turn, so one process left a core idle most of the time, and two
    // products keep the journeys of one shard from seeing the other's changes.
    const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
    console.log(`\n=== End-to-end journeys in Chromium (Playwright, ${shards} shard(s)) ===`);
    const ports = [];
    for (let i = 0; i < shards; i += 1) {
      ports.push(shards === 1 && process.env.E2E_PORT ? process.env.E2E_PORT : await freePort());
    }
    const results = await Promise.all(
      ports.map(async (port, index) => {
        const file = join(reports, `playwright-${index + 1}.json`);
        const dataDir = mkdtempSync(join(tmpdir(), 'watni-e2e-'));
        const status = await runPrefixed(
          shards > 1 ? `[e2e ${index + 1}/${shards}] ` : '',
          join(root, 'node_modules/.bin/playwright'),
          [
            'test',
            '-c',
            'tests/playwright.config.ts',
            '--reporter=list,json',
            ...(shards > 1 ? [`--shard=${index + 1}/${shards}`] : []),
          ],
          { PLAYWRIGHT_JSON_OUTPUT_NAME: file, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
        );
        rmSync(dataDir, { recursive: true, force: true });
        return { file, status };
      }),
    );
    for (const { file, status } of results) countPlaywright(file, status);
  }
}

rmSync(reports, { recursive: true, force: true });
console.log('');
for (const p of problems) console.log(`! ${p}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
