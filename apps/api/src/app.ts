import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Config } from './config.js';
import { loadContract, optionalAuthOperations, optionalBodyOperations } from './contract/spec.js';
import type { Database } from './db/client.js';
import { ensureSecret } from './db/secrets.js';
import type { AppDeps } from './deps.js';
import { AccessTokens } from './domains/auth/tokens.js';
import { CatalogueCache } from './domains/courses/catalogue-cache.js';
import { listenForCatalogueChanges } from './domains/courses/service.js';
import { domainHandlers } from './domains/index.js';
import { registerRefusalAudit } from './http/audit-refusals.js';
import { registerNoStore } from './http/cache-control.js';
import { registerRequestContext } from './http/context.js';
import { frameworkErrorHandler, registerErrorHandling } from './http/error-handler.js';
import { registerSecurityHeaders, securityHeadersApplier } from './http/headers.js';
import { registerNulGuard } from './http/nul-guard.js';
import { registerRateLimits } from './http/rate-limit.js';
import { inRequestScope } from './http/request-scope.js';
import { securityHandlers } from './http/security.js';
import { registerSitePages } from './http/site-pages.js';
import { validatorCompiler } from './http/validation.js';
import { logMailer, type Mailer, smtpMailer } from './mail/mailer.js';
import { OutboxDispatcher } from './mail/outbox.js';

export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** Defaults to SMTP when SMTP_URL is set, else to the log. Tests pass a CapturingMailer. */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built site from config.siteDist when it exists (main does; tests do not). */
  serveSite?: boolean;
}

export const BODY_LIMIT = 1024 * 1024;
/** Student import files (base64, up to 8 MiB of file) are the one larger body. */
export const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;
const LARGE_BODY_OPERATIONS = new Set(['previewStudentImport', 'importStudents']);

/** The service as a Fastify instance: used by main (listen) and by tests (inject). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db: database, config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler(securityHeadersApplier(config)),
  });
  app.removeContentTypeParser('text/plain'); // JSON only: other bodies are 415
  const contract = loadContract();
  registerRequestContext(app, optionalBodyOperations(contract));
  registerErrorHandling(app);
  app.setValidatorCompiler(validatorCompiler());
  registerNulGuard(app);
  await registerSecurityHeaders(app, config); // first, so every answer carries the headers
  await registerRateLimits(app, config);
  registerNoStore(app);
  registerRefusalAudit(app, database.db);

  let jwtSecret = config.jwtSecret;
  if (!jwtSecret) {
    const stored = await ensureSecret(database.db, 'jwt_secret');
    jwtSecret = stored.value;
    app.log.warn(
      stored.created
        ? 'JWT_SECRET is not set: generated a random signing secret and stored it in the database (table app_secrets). Set JWT_SECRET in production.'
        : 'JWT_SECRET is not set: using the signing secret stored in the database (table app_secrets). Set JWT_SECRET in production.',
    );
  }

  const mailer =
    options.mailer ??
    (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : logMailer(app.log));
  const deps: AppDeps = {
    db: database.db,
    database,
    config,
    accessTokens: new AccessTokens(jwtSecret, config.accessTokenTtlSeconds),
    mailer,
    catalogue: new CatalogueCache(),
    log: app.log,
  };

  const dispatcher = new OutboxDispatcher(database.db, mailer, app.log);
  app.addHook('onReady', async () => {
    dispatcher.start();
    await listenForCatalogueChanges(deps);
  });
  app.addHook('onClose', async () => {
    await dispatcher.stop();
    await mailer.close?.();
  });

  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId && LARGE_BODY_OPERATIONS.has(operationId)) route.bodyLimit = IMPORT_BODY_LIMIT;
  });
  // One handler per operationId of the contract (test/operations.test.ts checks the two match).
  const serviceHandlers = inRequestScope(
    deps,
    domainHandlers(deps),
    optionalAuthOperations(contract),
  );
  await app.register(openapiGlue, {
    specification: contract,
    serviceHandlers,
    securityHandlers: securityHandlers(deps),
    prefix: 'api',
  });

  const sitePages = options.serveSite ? await registerSitePages(app, config.siteDist) : null;
  app.setNotFoundHandler((request, reply) => {
    const page = sitePages?.handle(request, reply);
    if (page) return page;
    const path = request.url.split('?')[0];
    return reply.status(404).send({ detail: `Not found: ${request.method} ${path}` });
  });

  return app;
}
