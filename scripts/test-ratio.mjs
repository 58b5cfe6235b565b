#!/usr/bin/env node
// Test-to-code ratio per API domain: lines of test code that exercise a domain (the tests beside
// it, apps/api/src/domains/<d>/**/*.test.ts, and its API tests, apps/api/test/<d>/**) divided by
// the lines of its source (apps/api/src/domains/<d>/**, tests excluded). Blank lines count too:
// a crude figure meant for comparing domains, not for judging a test's worth.
// Usage: node scripts/test-ratio.mjs [domain ...]   (default: learning fees payments-online payroll exams grading)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const src = join(root, 'apps/api/src/domains');
const test = join(root, 'apps/api/test');

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}
const lines = (list) =>
  list.reduce((sum, f) => sum + readFileSync(f, 'utf8').split('\n').length, 0);

const domains = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['learning', 'fees', 'payments-online', 'payroll', 'exams', 'grading'];
console.log('domain            source  tests  ratio');
// The learning half is spread over several domains; its API tests live in apps/api/test/learning.
const GROUPS = {
  learning: [
    'courses',
    'lessons',
    'enrollments',
    'assessments',
    'submissions',
    'progress',
    'learning',
  ],
};
for (const d of domains) {
  const parts = GROUPS[d] ?? [d];
  const all = parts.flatMap((p) => files(join(src, p)));
  const code = lines(all.filter((f) => !f.endsWith('.test.ts')));
  const tests =
    lines(all.filter((f) => f.endsWith('.test.ts'))) +
    lines(parts.flatMap((p) => files(join(test, p))));
  const ratio = code === 0 ? '-' : (tests / code).toFixed(2);
  console.log(`${d.padEnd(16)} ${String(code).padStart(7)} ${String(tests).padStart(6)}  ${ratio}`);
}
