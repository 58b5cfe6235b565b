import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase, openPostgres } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { migrate } from './db/migrate.js';
import { ReplicaRouter } from './db/replica.js';
import { seedIfEmpty } from './db/seed/index.js';

/**
 * The job queue's pace from the environment (docs/notifications.md): QUEUE_POLL_SECONDS,
 * QUEUE_RETRY_DELAY, QUEUE_EXPIRE_SECONDS (how long a dead worker's delivery waits before it runs
 * again), QUEUE_MAINTENANCE_SECONDS, QUEUE_WHATSAPP_HOLD_SECONDS (how long a WhatsApp delivery
 * found mid-send after a crash waits for its status webhook), QUEUE_WORKER_STALE_SECONDS (how long
 * a delivery worker's heartbeat may be silent before its claims are taken over). Unset: the defaults of buildApp.
 */
function queuePace() {
  const seconds = (name: string) => {
    const value = Number(process.env[name]);
    return Number.isFinite(value) && value > 0 ? value : undefined;
  };
  const pace = {
    pollingIntervalSeconds: seconds('QUEUE_POLL_SECONDS'),
    retryDelay: seconds('QUEUE_RETRY_DELAY'),
    expireInSeconds: seconds('QUEUE_EXPIRE_SECONDS'),
    maintenanceIntervalSeconds: seconds('QUEUE_MAINTENANCE_SECONDS'),
    whatsappHoldSeconds: seconds('QUEUE_WHATSAPP_HOLD_SECONDS'),
    workerStaleSeconds: seconds('QUEUE_WORKER_STALE_SECONDS'),
  };
  return Object.fromEntries(Object.entries(pace).filter(([, value]) => value !== undefined));
}

/** config → open db → migrate → seed if empty → buildApp → listen; graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // A worker of `npm run start:cluster`: the primary has migrated and seeded once already.
  const clusterWorker = process.env.WATNI_CLUSTER_WORKER === '1';
  const applied = clusterWorker ? [] : await migrate(database);
  const seeded = clusterWorker ? false : await seedIfEmpty(database, config);
  // A streaming replica for the declared reads (http/replica-reads.ts): its own pool.
  const replica = config.databaseReplicaUrl
    ? openPostgres(config.databaseReplicaUrl, config.dbPoolSize, {
        preparedStatements: config.dbPreparedStatements,
      })
    : undefined;
  const reads = replica
    ? new ReplicaRouter(replica, { maxLagMs: config.replicaMaxLagMs })
    : undefined;
  const app = await buildApp({
    db: database,
    config,
    serveSite: true,
    queue: { ...queuePace(), dispatchAfterListen: true },
    ...(reads ? { reads } : {}),
  });
  const where = database.kind === 'pglite' ? config.pgliteDir : 'DATABASE_URL';
  app.log.info(`database: ${database.kind} (${where})`);
  if (applied.length) app.log.info(`applied migrations: ${applied.join(', ')}`);
  if (seeded) app.log.info(`seeded demo data; superuser ${config.seedAdminEmail}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing in-flight requests, then stopping`);
    const force = setTimeout(() => {
      app.log.error(`shutdown took longer than ${config.shutdownTimeoutSeconds} s; exiting`);
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000).unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests, stops the mail outbox
      await database.close(); // releases the PGlite lock
      await replica?.close();
    } finally {
      clearTimeout(force);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error(error);
    await database.close();
    process.exit(1);
  }
}

await main();
