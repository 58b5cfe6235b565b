// Test databases: one migrated + seeded template per run, a cheap copy per test file.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { REPO_ROOT, testConfig } from '../../src/config.js';
import { type Database, openPostgres, wrapPglite } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { seed } from '../../src/db/seed/index.js';

/** What globalSetup hands to every test file (serializable). */
export type TemplateInfo =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; serverUrl: string; template: string };

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const randomName = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}`;

/**
 * A new, empty PGlite. Its initdb takes ~5 s, so the empty cluster is cached per PGlite version
 * in node_modules/.cache/watni-api and loaded from there (~0.7 s) on later runs.
 */
async function emptyPglite(): Promise<PGlite> {
  const packageFile = path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json');
  const version = existsSync(packageFile)
    ? (JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string }).version
    : undefined;
  if (!version) return PGlite.create();
  const cacheDir = path.join(REPO_ROOT, 'node_modules/.cache/watni-api');
  const cacheFile = path.join(cacheDir, `pglite-${version}-empty.tar`);
  if (existsSync(cacheFile)) {
    const bytes = await readFile(cacheFile);
    return PGlite.create({ loadDataDir: new Blob([new Uint8Array(bytes)]) });
  }
  const client = await PGlite.create();
  const dump = await client.dumpDataDir('none');
  await mkdir(cacheDir, { recursive: true });
  const partial = `${cacheFile}.${process.pid}.tmp`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, cacheFile);
  return client;
}

/** Creates the template: a PGlite dump file, or a PostgreSQL database `watni_tpl_<random>`. */
export async function createTemplate(
  serverUrl: string | undefined,
  dumpFile: string,
): Promise<TemplateInfo> {
  const config = testConfig();
  if (serverUrl) {
    const template = randomName('watni_tpl_');
    await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
    const database = openPostgres(databaseUrl(serverUrl, template), 2);
    await migrate(database);
    await seed(database, config);
    await database.close(); // a template must have no open connections
    return { kind: 'postgres', serverUrl, template };
  }
  const client = await emptyPglite();
  const database = wrapPglite(client, async () => {});
  await migrate(database);
  await seed(database, config);
  const dump = await client.dumpDataDir('none');
  await writeFile(dumpFile, new Uint8Array(await dump.arrayBuffer()));
  await database.close();
  return { kind: 'pglite', dumpFile };
}

export async function dropTemplate(info: TemplateInfo): Promise<void> {
  if (info.kind === 'postgres') {
    await adminQuery(info.serverUrl, `DROP DATABASE IF EXISTS ${info.template} WITH (FORCE)`);
  }
}

/** A private copy of the template for one test file; close() drops it. */
export async function copyTemplate(info: TemplateInfo): Promise<Database> {
  if (info.kind === 'pglite') {
    const bytes = await readFile(info.dumpFile);
    const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(bytes)]) });
    return wrapPglite(client, async () => {});
  }
  const name = randomName('watni_t_');
  await adminQuery(info.serverUrl, `CREATE DATABASE ${name} TEMPLATE ${info.template}`);
  const database = openPostgres(databaseUrl(info.serverUrl, name), 5);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(info.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
