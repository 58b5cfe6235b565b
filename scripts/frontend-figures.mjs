#!/usr/bin/env node
// Front-end figures: builds the site, starts the whole product on a fresh embedded
// database with the demo data, and prints for the home, pricing, catalogue, dashboard and quiz
// pages the JavaScript and CSS a first visit transferred and Lighthouse's performance,
// accessibility, best-practices and SEO scores (Lighthouse's default mobile profile with simulated
// throttling), run in Debian's Chromium (or CHROMIUM_PATH). Figures only, never a failure.
//
//   npm run frontend-figures                 (build, then measure)
//   npm run frontend-figures -- --no-build   (measure the existing apps/site/dist)
//   npm run frontend-figures -- --json       (machine-readable, also written to .bench/)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort, waitForHealth } from './bench/lib.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STUDENT = { email: 'student@iqbal.edu.pk', password: 'Demo#2026' };
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const log = (line) => {
  if (!asJson) console.log(line);
};

async function api(base, path, init = {}) {
  const response = await fetch(`${base}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** A course the demo student is enrolled in that has a published quiz, and that quiz. */
async function quizPage(base, token) {
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const mine = await api(base, '/courses/enrollments/my', auth);
  for (const enrollment of mine.items) {
    const courseId = enrollment.course_id ?? enrollment.course?.id;
    if (!courseId) continue;
    const quizzes = await api(base, `/assessments/course/${courseId}`, auth).catch(() => null);
    const quiz = quizzes?.items?.find((q) => q.is_published !== false);
    if (quiz) return `/assessments/${quiz.id}/take`;
  }
  throw new Error('The demo student has no course with a published quiz.');
}

function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}

function transferred(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const sum = (type) =>
    items.filter((i) => i.resourceType === type).reduce((n, i) => n + (i.transferSize ?? 0), 0);
  return {
    js: sum('Script'),
    css: sum('Stylesheet'),
    total: items.reduce((n, i) => n + (i.transferSize ?? 0), 0),
  };
}

if (!args.includes('--no-build')) {
  log('Building the site…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@watni/site'], {
    cwd: root,
    stdio: asJson ? 'ignore' : ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const debugPort = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'watni-figures-'));
const profileDir = mkdtempSync(join(tmpdir(), 'watni-figures-chromium-'));
const service = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});
let context;
try {
  await waitForHealth(base, service, 120_000);
  const tokens = await api(base, '/auth/login', {
    method: 'POST',
    body: JSON.stringify(STUDENT),
  });
  const pages = [
    { name: 'home', path: '/', signedIn: false },
    { name: 'pricing', path: '/pricing', signedIn: false },
    { name: 'catalogue', path: '/courses', signedIn: false },
    { name: 'dashboard', path: '/dashboard', signedIn: true },
    { name: 'quiz', path: await quizPage(base, tokens.access_token), signedIn: true },
  ];

  // One persistent profile: Lighthouse opens its tabs in the default context, so the tokens the
  // signed-in pages need are put in that profile's localStorage beforehand.
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
  });
  const results = [];
  for (const page of pages) {
    // Lighthouse's own storage reset would also drop the tokens, so it is off and the cache, the
    // service worker and its caches are emptied here instead: every page is a first visit.
    const setup = await context.newPage();
    const cdp = await context.newCDPSession(setup);
    await cdp.send('Network.clearBrowserCache');
    // The service worker precaches the whole site on the first page, so without this every later
    // page came from its cache (0 kB transferred): drop the worker and its caches, keep localStorage.
    await cdp.send('Storage.clearDataForOrigin', {
      origin: base,
      storageTypes: 'service_workers,cache_storage',
    });
    await setup.goto(`${base}/robots.txt`);
    await setup.evaluate(
      ([signedIn, access, refresh]) => {
        if (signedIn) {
          localStorage.setItem('access_token', access);
          localStorage.setItem('refresh_token', refresh);
        } else localStorage.clear();
      },
      [page.signedIn, tokens.access_token, tokens.refresh_token],
    );
    await setup.close();
    const run = await lighthouse(`${base}${page.path}`, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { lhr } = run;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    results.push({
      page: page.name,
      path: page.path,
      ...transferred(lhr),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    });
  }

  const machine = `${cpus().length} cores, Node ${process.version}, Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${executablePath}`;
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(
    join(root, '.bench/frontend-figures.json'),
    `${JSON.stringify({ takenAt: new Date().toISOString(), machine, results }, null, 2)}\n`,
  );
  if (asJson) console.log(JSON.stringify({ machine, results }, null, 2));
  else {
    log(`\nFront-end figures (${machine}; Lighthouse mobile profile, simulated throttling)\n`);
    log(
      '| page | JS kB | CSS kB | all kB | perf | a11y | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |',
    );
    log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of results) {
      log(
        `| ${r.page} (${r.path}) | ${kb(r.js)} | ${kb(r.css)} | ${kb(r.total)} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`,
      );
    }
    log('\nTransferred sizes are what Chromium received (compressed when the server compresses).');
  }
} finally {
  await context?.close().catch(() => {});
  service.kill('SIGTERM');
  await new Promise((r) => service.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
