// `npm run db:reset`: starts over with an empty, migrated and seeded database.
import { rmSync } from 'node:fs';
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { lockHolder } from './lock.js';
import { migrate } from './migrate.js';
import { seed } from './seed/index.js';

const config = loadConfig();

if (config.databaseUrl) {
  const database = await openDatabase(config);
  await database.rawTransaction(async (tx) => {
    await tx.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    // Objects other than tables (the role watni_app) survive: roles are cluster-wide.
  });
  await migrate(database);
  await seed(database, config);
  await database.close();
  console.log('PostgreSQL database (DATABASE_URL) reset, migrated and seeded.');
} else {
  const holder = lockHolder(config.dataDir);
  if (holder !== undefined) {
    console.error(
      `The embedded database in ${config.dataDir} is in use by process ${holder}. Stop it first.`,
    );
    process.exit(1);
  }
  rmSync(config.pgliteDir, { recursive: true, force: true });
  const database = await openDatabase(config);
  await migrate(database);
  await seed(database, config);
  await database.close();
  console.log(`Embedded database in ${config.pgliteDir} reset, migrated and seeded.`);
}
