#!/usr/bin/env node
// Bundle budget of the public website: for every prerendered route, the JavaScript and
// CSS a first visit downloads before the page is interactive (the entry script, every
// modulepreload and stylesheet of its HTML, and their static imports per the Vite manifest), raw
// and gzip. Fails (exit 1) when a public page's JavaScript exceeds the budget, or when code of the
// learner or staff areas is part of a public page's first load.
//
//   npm run build -w @watni/site && node scripts/bundle-budget.mjs [--json] [--lab]
//   BUNDLE_BUDGET_KB=90 node scripts/bundle-budget.mjs      (override the JS budget, gzip kB)
//
// --lab also loads every public page in Chromium (Debian's, or CHROMIUM_PATH) from the preview
// server, on a throttled phone profile (412x823, 150 ms RTT, 1.6 Mbps down, CPU slowed 4x, empty
// cache), and prints what it transferred and FCP, LCP, TBT, CLS with a Lighthouse-style score
// (Lighthouse's mobile scoring curves and weights, speed index left out). Figures, never a failure.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Gzip kB of JavaScript a public page may need before it is interactive. */
// 75 (2026-11-28; it was 180): the prerendered public pages no longer hydrate React. Their HTML
// loads src/public-entry.ts, a script of its own build (no React, no router: menu, theme picker,
// language link, stored session, contact form), 4.7 kB; before, every page shipped 167-175 kB of
// the app to be interactive. 75 leaves room for what a page may still need, and fails a change
// that brings React (about 60 kB of React DOM) back onto them.
const JS_BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 75);
/**
 * The not-found page (served for any unknown path, also a mistyped app address) is still the
 * React app: it renders in the reader's stored language and hands over to the app's router.
 * It keeps the previous budget, and like a public page may carry no learner or staff code.
 */
const NOT_FOUND_BUDGET_KB = Number(process.env.NOT_FOUND_BUDGET_KB ?? 180);

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/site/dist');
const asJson = process.argv.includes('--json');
const lab = process.argv.includes('--lab');

/** Sources that belong to the signed-in areas and must never load with a public page. */
const FORBIDDEN = [
  /packages\/screens\/src\/(learner|staff)(\/|\.tsx?$)/,
  /apps\/site\/src\/routes\/(learner|staff)\//,
];

function die(message) {
  console.error(`bundle-budget: ${message}`);
  process.exit(1);
}

for (const file of ['site-routes.json', '.vite/manifest.json']) {
  if (!existsSync(join(dist, file)))
    die(`${file} not found in apps/site/dist: build the site first.`);
}
const contract = JSON.parse(readFileSync(join(dist, 'site-routes.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const byFile = new Map(
  Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, ...chunk }]),
);

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizeCache.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    });
  }
  return sizeCache.get(file);
}

/** Module sources bundled into a chunk (from its hidden source map), relative to the repository. */
function sourcesOf(file) {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  const sources = JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
  return sources.map((source) => relative(root, resolve(dirname(map), source)));
}
const siteRoot = join(root, 'apps/site');

/** JS and CSS files a page's HTML loads up front, with their static imports. */
function firstLoad(htmlFile) {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const js = new Set();
  const css = new Set();
  const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
  for (const tag of head.match(/<(script|link)\b[^>]*>/g) ?? []) {
    if (tag.startsWith('<script') && /type="module"/.test(tag)) js.add(attr(tag, 'src'));
    else if (/rel="modulepreload"/.test(tag)) js.add(attr(tag, 'href'));
    else if (/rel="stylesheet"/.test(tag)) css.add(attr(tag, 'href'));
  }
  const files = { js: new Set(), css: new Set() };
  const visit = (file) => {
    const clean = file.replace(/^\//, '');
    if (files.js.has(clean)) return;
    files.js.add(clean);
    const chunk = byFile.get(clean);
    for (const sheet of chunk?.css ?? []) files.css.add(sheet);
    for (const imported of chunk?.imports ?? []) visit(manifest[imported].file);
  };
  for (const file of js) if (file) visit(file);
  for (const file of css) if (file) files.css.add(file.replace(/^\//, ''));
  return files;
}

const total = (list) =>
  [...list].reduce(
    (sum, file) => {
      const s = sizes(file);
      return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );

const pages = [
  ...Object.entries(contract.prerendered),
  ['(404)', contract.notFound],
  ['(app shell)', contract.appShell],
];
const rows = [];
const problems = [];
for (const [route, htmlFile] of pages) {
  const files = firstLoad(htmlFile);
  const js = total(files.js);
  const css = total(files.css);
  // The prerendered sign-in and registration pages are the app (React hydrates them), like the shell.
  const isPublic = route !== '(app shell)' && !(contract.appPages ?? []).includes(route);
  if (isPublic) {
    const budget = route === '(404)' ? NOT_FOUND_BUDGET_KB : JS_BUDGET_KB;
    if (js.gzip > budget * 1024) {
      problems.push(`${route}: ${(js.gzip / 1024).toFixed(1)} kB gzip of JS exceeds ${budget} kB`);
    }
    for (const file of files.js) {
      const chunk = byFile.get(file);
      const sources = [
        chunk?.src ? relative(root, resolve(siteRoot, chunk.src)) : '',
        ...sourcesOf(file),
      ];
      const bad = sources.find((source) => FORBIDDEN.some((re) => re.test(source)));
      if (bad) problems.push(`${route}: loads ${file}, which contains learner/staff code (${bad})`);
    }
  }
  rows.push({ route, html: htmlFile, js, css, files: { js: [...files.js], css: [...files.css] } });
}

const kB = (n) => (n / 1024).toFixed(1).padStart(7);
if (asJson) {
  console.log(
    JSON.stringify(
      { budgetKb: JS_BUDGET_KB, notFoundBudgetKb: NOT_FOUND_BUDGET_KB, rows, problems },
      null,
      2,
    ),
  );
} else {
  console.log(
    `First-load JavaScript and CSS per public route (kB; budget: JS <= ${JS_BUDGET_KB} kB gzip, the 404 page <= ${NOT_FOUND_BUDGET_KB})\n`,
  );
  console.log(
    `${'route'.padEnd(22)} ${'JS raw'.padStart(7)} ${'JS gz'.padStart(7)} ${'JS br'.padStart(7)}   ${'CSS raw'.padStart(7)} ${'CSS gz'.padStart(7)}  files`,
  );
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(22)} ${kB(row.js.raw)} ${kB(row.js.gzip)} ${kB(row.js.brotli)}   ${kB(row.css.raw)} ${kB(row.css.gzip)}  ${row.files.js.length} js, ${row.files.css.length} css`,
    );
  }
  const lazy = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry);
  if (lazy.length > 0) {
    console.log('\nLazy chunks (loaded on navigation):');
    for (const chunk of lazy) {
      const s = sizes(chunk.file);
      console.log(`  ${(chunk.src ?? chunk.file).padEnd(48)} ${kB(s.raw)} raw ${kB(s.gzip)} gz`);
    }
  }
  console.log(
    problems.length
      ? `\nFAILED:\n  ${problems.join('\n  ')}`
      : '\nOK: within budget, no learner/staff code on public pages.',
  );
}
if (lab)
  await runLab(
    Object.keys(contract.prerendered).filter((route) => !(contract.appPages ?? []).includes(route)),
  );
process.exit(problems.length ? 1 : 0);

// ------------------------------------------------------------------------------------------ lab

/** Lighthouse's log-normal scoring of one metric (as in lighthouse-core's statistics.js). */
function logNormalScore({ p10, median }, value) {
  if (value <= 0) return 1;
  const erf = (x) => {
    // Abramowitz and Stegun 7.1.26
    const sign = Math.sign(x);
    const t = 1 / (1 + 0.3275911 * Math.abs(x));
    const y =
      1 -
      ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
        t *
        Math.exp(-x * x);
    return sign * y;
  };
  const standardized = (Math.log(value / median) * 0.9061938024368232) / -Math.log(p10 / median);
  return Math.min(1, Math.max(0, (1 - erf(standardized)) / 2));
}

async function runLab(paths) {
  /** Lighthouse 10+ mobile curves and weights (speed index omitted, the others renormalised). */
  const curves = {
    fcp: { p10: 1800, median: 3000, weight: 10 },
    lcp: { p10: 2500, median: 4000, weight: 25 },
    tbt: { p10: 200, median: 600, weight: 30 },
    cls: { p10: 0.1, median: 0.25, weight: 25 },
  };

  const { spawn } = await import('node:child_process');
  const { chromium } = await import('playwright');
  const { chromiumArgs, chromiumPath } = await import('./chromium.mjs');
  const port = Number(process.env.LAB_PORT ?? 4317);
  const preview = spawn(process.execPath, [join(root, 'apps/site/preview.mjs')], {
    env: { ...process.env, PORT: String(port), API_PORT: String(port + 1) },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath ?? undefined,
    args: chromiumArgs,
  });
  console.log(
    '\nLab (phone, 150 ms RTT, 1.6 Mbps, CPU x4, cold cache): transferred kB and timings in ms',
  );
  console.log(
    `${'route'.padEnd(22)} ${'HTML'.padStart(6)} ${'JS'.padStart(6)} ${'CSS'.padStart(6)} ${'FCP'.padStart(6)} ${'LCP'.padStart(6)} ${'TBT'.padStart(5)} ${'CLS'.padStart(6)}  score`,
  );
  try {
    for (const path of paths) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const transfer = { html: 0, js: 0, css: 0 };
      const types = new Map();
      cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
      cdp.on('Network.loadingFinished', (e) => {
        const type = types.get(e.requestId);
        if (type === 'Document') transfer.html += e.encodedDataLength;
        else if (type === 'Script') transfer.js += e.encodedDataLength;
        else if (type === 'Stylesheet') transfer.css += e.encodedDataLength;
      });
      await page.addInitScript(() => {
        const w = window;
        w.__lab = { lcp: 0, cls: 0, longTasks: [] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__lab.lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (!entry.hadRecentInput) w.__lab.cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            w.__lab.longTasks.push({ start: entry.startTime, duration: entry.duration });
          }
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(base + path, { waitUntil: 'load' });
      await page.waitForTimeout(2500);
      const m = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const tbt = window.__lab.longTasks
          .filter((t) => t.start + t.duration > fcp)
          .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
        return { fcp, lcp: window.__lab.lcp, tbt, cls: window.__lab.cls };
      });
      let weighted = 0;
      let weights = 0;
      for (const [key, curve] of Object.entries(curves)) {
        weighted += logNormalScore(curve, m[key]) * curve.weight;
        weights += curve.weight;
      }
      const score = Math.round((weighted / weights) * 100);
      const k = (n) => (n / 1024).toFixed(1).padStart(6);
      const ms = (n) => Math.round(n).toString().padStart(6);
      console.log(
        `${path.padEnd(22)} ${k(transfer.html)} ${k(transfer.js)} ${k(transfer.css)} ${ms(m.fcp)} ${ms(m.lcp)} ${Math.round(m.tbt).toString().padStart(5)} ${m.cls.toFixed(3).padStart(6)}  ${score}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    preview.kill();
  }
}
