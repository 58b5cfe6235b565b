import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './db/seed/index.js';

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
  const app = await buildApp({ db: database, config, serveSite: true });
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
