// `npm run bench:profile [-- --duration 10] [--connections 10] [--users | --path P --as EMAIL]`
//
// Where the service's CPU goes: starts it under `node --cpu-prof` on the small bench dataset,
// loads the signed-in read endpoints (/auth/me, the lesson list, opening a quiz) with autocannon,
// one after the other, stops it and sums the profile's self time by where the code lives: the
// service's own code, each package (drizzle-orm, pg, fastify, …), Node's internals (sockets,
// crypto, streams), the garbage collector. Prints the shares of the busy (non-idle) time; the
// .cpuprofile stays in .bench/ for Chrome DevTools. Figures only.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  datasetUrl,
  formatTable,
  parseArgs,
  REPO_ROOT,
  readMeta,
  startService,
  tokenForEmail,
  tokenMinter,
} from './lib.mjs';

const args = parseArgs(process.argv.slice(2), ['users']);
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 10);
const url = datasetUrl('small');
const meta = await readMeta(url);
if (!meta) throw new Error('No small dataset: run npm run bench:generate first.');

// `--users`: the admin's users list of the 5,000-student school instead of the learner's reads.
// `--path /api/fees/mine --as parent@iqbal.edu.pk`: any read, as any user of the dataset.
const token = await tokenForEmail(
  url,
  args.as ??
    (args.users ? meta.rush.adminEmail : meta.rush.studentEmailPattern.replace('{n}', '1')),
  await tokenMinter(),
);

const dir = path.join(
  REPO_ROOT,
  '.bench',
  `profile-${new Date().toISOString().replace(/[:.]/g, '-')}`,
);
mkdirSync(dir, { recursive: true });
const spawnedAt = Date.now();
const service = await startService(url, {}, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
// Start-up (loading modules, parsing and compiling the contract) is left out of the figures.
const startupMs = Date.now() - spawnedAt;
const endpoints = args.path
  ? [args.path]
  : args.users
    ? ['/api/users/?limit=50']
    : [
        '/api/auth/me',
        `/api/lessons/course/${meta.rush.courseId}`,
        `/api/assessments/${meta.rush.rushQuizId}`,
      ];
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
for (const endpoint of endpoints) {
  const result = await autocannon({
    url: service.url + endpoint,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
  console.log(
    `${endpoint}: ${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx`,
  );
}
await service.stop();

const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${dir}`);
const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));

/** Where a function lives: the service, a package, a part of Node, or V8's own work. */
function placeOf(frame) {
  const { url: where, functionName } = frame;
  if (!where) {
    if (functionName === '(idle)') return null;
    if (functionName === '(garbage collector)') return 'garbage collector';
    return `V8 ${functionName || '(native)'}`;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where);
  if (pkg) return pkg[1];
  if (where.startsWith('node:')) {
    const module = where.slice(5).split('/')[1] ?? where.slice(5);
    return `node:${module.replace(/^_/, '').split('_')[0]}`;
  }
  if (where.includes('/apps/api/src/')) return 'service code (apps/api/src)';
  return 'other';
}

const selfTime = new Map();
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
let elapsedMicros = 0;
for (let i = 0; i < profile.samples.length; i++) {
  elapsedMicros += profile.timeDeltas[i] ?? 0;
  if (elapsedMicros < startupMs * 1000) continue;
  const node = byId.get(profile.samples[i]);
  const place = node ? placeOf(node.callFrame) : null;
  if (!place) continue;
  selfTime.set(place, (selfTime.get(place) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const busy = [...selfTime.values()].reduce((a, b) => a + b, 0);
const rows = [...selfTime.entries()]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 18)
  .map(([place, micros]) => [
    place,
    `${((micros / busy) * 100).toFixed(1)}%`,
    Math.round(micros / 1000),
  ]);
console.log(`\nSelf time by place (of ${Math.round(busy / 1000)} ms busy; idle excluded):`);
console.log(formatTable(['where', 'share', 'ms'], rows));
console.log(`\nProfile: ${path.relative(REPO_ROOT, path.join(dir, file))}`);
