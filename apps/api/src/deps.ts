import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { ReplicaRouter } from './db/replica.js';
import type { AccessTokens } from './domains/auth/tokens.js';
import type { CatalogueCache } from './domains/courses/catalogue-cache.js';
import type { Mailer } from './mail/mailer.js';

/** What handlers and services of every domain receive from buildApp. */
export interface AppDeps {
  db: Db;
  database: Database;
  /** Where reads declared for the replica go (DATABASE_REPLICA_URL); undefined: all on the primary. */
  reads?: ReplicaRouter;
  config: Config;
  accessTokens: AccessTokens;
  mailer: Mailer;
  /** The public catalogue in memory (domains/courses/catalogue-cache.ts). */
  catalogue: CatalogueCache;
  log: FastifyBaseLogger;
  /** The modules with working screens (others are "Coming soon"): @watni/policy, or a test's set. */
  modulesWithScreens: ReadonlySet<string>;
}
