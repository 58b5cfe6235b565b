// `npm run start:cluster`: several stateless service processes behind one port (node:cluster),
// against one PostgreSQL (DATABASE_URL) and, for the shared rate limits, one Redis (REDIS_URL).
// The primary migrates and seeds once, makes sure the JWT signing secret exists, then forks
// WORKERS processes (default: one per CPU) that each run src/main.ts; a worker that dies is
// replaced; SIGTERM/SIGINT drains every worker (in-flight requests finish) before exiting.
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './db/seed/index.js';
import { serviceSecrets } from './secrets/service-secrets.js';

const log = (message: string) => console.log(`[cluster ${process.pid}] ${message}`);

function workerCount(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) {
    console.error(`WORKERS must be a whole number of at least 1 (got "${raw}").`);
    process.exit(1);
  }
  return count;
}

async function primary(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(
      'npm run start:cluster needs DATABASE_URL (PostgreSQL). The embedded PGlite database is ' +
        'single-process: its data directory can be opened by one process only. Set DATABASE_URL, ' +
        'or use `npm start` for one process on PGlite.',
    );
    process.exit(1);
  }
  const workers = workerCount(process.env.WORKERS);
  if (!config.redisUrl) {
    log('REDIS_URL is not set: each worker counts the rate limits on its own.');
  }

  const database = await openDatabase(config);
  try {
    const applied = await migrate(database);
    if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
    if (await seedIfEmpty(database, config)) log('seeded demo data');
    // Every worker must sign and verify with the same key: without JWT_SECRET / SEALING_KEYS,
    // create the development secrets file now, once, before any worker starts.
    serviceSecrets(config, log);
  } finally {
    await database.close();
  }

  const self = fileURLToPath(import.meta.url);
  cluster.setupPrimary({ exec: self.replace(/cluster\.(ts|js)$/, 'main.$1') });
  const env = { WATNI_CLUSTER_WORKER: '1' };
  let stopping = false;
  let recentDeaths: number[] = [];

  const fork = (): Worker => cluster.fork(env);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    recentDeaths = [...recentDeaths.filter((t) => now - t < 60_000), now];
    const delay = recentDeaths.length > workers * 3 ? 5000 : 0; // crash loop: slow down
    log(
      `worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another${delay ? ` in ${delay / 1000} s` : ''}`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });
  cluster.on('listening', (worker, address) => {
    log(`worker ${worker.process.pid} listening on ${address.address ?? ''}:${address.port}`);
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    log(`${signal}: draining ${alive.length} worker(s)`);
    const force = setTimeout(
      () => {
        log('workers took too long to stop; killing them');
        for (const worker of alive) worker.process.kill('SIGKILL');
        process.exit(1);
      },
      (config.shutdownTimeoutSeconds + 5) * 1000,
    );
    let failed = false;
    let left = alive.length;
    const done = () => {
      clearTimeout(force);
      log('all workers stopped');
      process.exit(failed ? 1 : 0);
    };
    if (left === 0) done();
    for (const worker of alive) {
      worker.once('exit', (code) => {
        if (code !== 0) failed = true;
        left -= 1;
        if (left === 0) done();
      });
      worker.process.kill('SIGTERM'); // main.ts drains its requests and closes its pool
    }
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  log(`starting ${workers} worker(s) on port ${config.port}`);
  for (let i = 0; i < workers; i += 1) fork();
}

if (cluster.isPrimary) await primary();
