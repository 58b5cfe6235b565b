import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { AccessTokens } from './domains/auth/tokens.js';
import type { Mailer } from './mail/mailer.js';

/** What handlers and services of every domain receive from buildApp. */
export interface AppDeps {
  db: Db;
  database: Database;
  config: Config;
  accessTokens: AccessTokens;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
