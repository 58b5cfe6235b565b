// The harness of every service test: a private, migrated and seeded database per test file
// and the real app on top of it, driven over HTTP with app.inject.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app.js';
import { type Config, testConfig } from '../../src/config.js';
import type { Database, Db, Tx } from '../../src/db/client.js';
import { PLATFORM, type Scope, withScope } from '../../src/db/scope.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import { CapturingMailer } from '../../src/mail/mailer.js';
import { copyTemplate } from './databases.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount } from '../../src/db/seed/demo-accounts.js';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Db;
  config: Config;
  mailer: CapturingMailer;
  /** app.inject with a JSON body and optional bearer token. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Signs in (demo password unless given) and returns the token pair; throws unless 200. */
  login(email: string, password?: string): Promise<TokenPair>;
  /** An access token for a demo account, cached per email. */
  tokenFor(email: string): Promise<string>;
  /** Runs fn in a database scope (platform by default), e.g. to count rows. */
  query<T>(fn: (tx: Tx) => Promise<T>, scope?: Scope): Promise<T>;
  close(): Promise<void>;
}

export const SUPERUSER_EMAIL = testConfig().seedAdminEmail;
export const SUPERUSER_PASSWORD = testConfig().seedAdminPassword;

export function authHeader(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * @param appOptions what a test serves differently: a contract with operations marked as a
 *   module's, the modules counted as having screens (the module gate's tests), the job queue's
 *   pace (notification tests).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  appOptions: Pick<
    BuildAppOptions,
    'contract' | 'modulesWithScreens' | 'queue' | 'logger' | 'compile'
  > = {},
): Promise<TestApp> {
  const database = await copyTemplate(inject('watniTemplate'));
  const config = testConfig(overrides);
  const mailer = new CapturingMailer();
  const app = await buildApp({ db: database, config, mailer, logger: false, ...appOptions });
  await app.ready();
  const tokens = new Map<string, string>();

  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    app.inject({ ...options, headers: { ...headers, ...(token ? authHeader(token) : {}) } });

  const login: TestApp['login'] = async (email, password) => {
    const response = await request({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email,
        password: password ?? (email === SUPERUSER_EMAIL ? SUPERUSER_PASSWORD : DEMO_PASSWORD),
      },
    });
    if (response.statusCode !== 200) {
      throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
    }
    return response.json() as TokenPair;
  };

  return {
    app,
    database,
    db: database.db,
    config,
    mailer,
    request,
    login,
    async tokenFor(email) {
      let token = tokens.get(email);
      if (!token) {
        token = (await login(email)).access_token;
        tokens.set(email, token);
      }
      return token;
    },
    query: (fn, scope = PLATFORM) => withScope(database.db, scope, fn),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
