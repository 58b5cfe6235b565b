// `npm run bench:cpu [-- --path /api/users/?limit=50] [--as EMAIL] [--duration 8] [--connections 10]`
//
// CPU time per request by process: the service (node), PostgreSQL's backends and the load
// generator, read from /proc before and after an autocannon run against one signed-in read of
// the small bench dataset (the bench school's admin). A sampling profile (bench:profile) counts
// the time the service waits inside a socket write while PostgreSQL runs on the same core; these
// figures are the CPU each side really spent. Linux only. Figures only.
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import {
  datasetUrl,
  parseArgs,
  readMeta,
  startService,
  tokenForEmail,
  tokenMinter,
} from './lib.mjs';

const args = parseArgs(process.argv.slice(2));
const endpoint = args.path ?? '/api/users/?limit=50';
const duration = Number(args.duration ?? 8);
const connections = Number(args.connections ?? 10);
const url = datasetUrl('small');
const meta = await readMeta(url);
if (!meta) throw new Error('No small dataset: run npm run bench:generate first.');

const token = await tokenForEmail(url, args.as ?? meta.rush.adminEmail, await tokenMinter());
const database = new URL(url).pathname.slice(1);
const service = await startService(url);

/**
 * Whether a PostgreSQL process serves the bench's database, from its title (`postgres: [cluster:]
 * user db host state`): other databases' backends (tests running beside the bench) are not counted.
 */
function servesBench(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(' ').includes(database);
  } catch {
    return false;
  }
}

/** CPU milliseconds so far of the service, PostgreSQL's processes and this one. */
function cpuMs() {
  const spent = { service: 0, postgres: 0, load: 0 };
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone
    }
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, 100 Hz ticks
    if (Number(pid) === service.child.pid) spent.service += ms;
    else if (Number(pid) === process.pid) spent.load += ms;
    else if (command.startsWith('postgres') && servesBench(pid)) spent.postgres += ms;
  }
  return spent;
}

const load = (seconds) =>
  autocannon({
    url: service.url + endpoint,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
try {
  await load(2); // warm-up, not counted
  const before = cpuMs();
  const result = await load(duration);
  const after = cpuMs();
  const requests = result.requests.total;
  const per = (key) => Math.round(((after[key] - before[key]) * 1000) / requests);
  console.log(
    `${endpoint}: ${Math.round(requests / duration)} req/s, ${result.non2xx} non-2xx; CPU per request: ` +
      `service ${per('service')} µs, PostgreSQL ${per('postgres')} µs, load generator ${per('load')} µs`,
  );
} finally {
  await service.stop();
}
