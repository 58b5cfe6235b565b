import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Config } from './config.js';
import {
  loadContract,
  moduleOperations,
  type OpenApiDocument,
  optionalAuthOperations,
  optionalBodyOperations,
} from './contract/spec.js';
import type { Database } from './db/client.js';
import type { ReplicaRouter } from './db/replica.js';
import { ensureSecret } from './db/secrets.js';
import type { AppDeps } from './deps.js';
import { announcementJob } from './domains/announcements/publish.js';
import { AccessTokens } from './domains/auth/tokens.js';
import { CatalogueCache } from './domains/courses/catalogue-cache.js';
import { listenForCatalogueChanges } from './domains/courses/service.js';
import { reportCardJob } from './domains/exams/reports.js';
import { voucherRunJob } from './domains/fees/runs.js';
import { domainHandlers } from './domains/index.js';
import { deliveryJob } from './domains/notifications/delivery.js';
import { registerDeliveryReports } from './domains/notifications/handlers.js';
import { registerOnlinePayments } from './domains/payments-online/handlers.js';
import { reconcileJob } from './domains/payments-online/reconcile.js';
import { registerRefusalAudit } from './http/audit-refusals.js';
import { registerNoStore } from './http/cache-control.js';
import { registerRequestContext } from './http/context.js';
import { frameworkErrorHandler, registerErrorHandling } from './http/error-handler.js';
import { registerSecurityHeaders, securityHeadersApplier } from './http/headers.js';
import { withLogRedaction } from './http/log-redaction.js';
import { DEFAULT_MODULES_WITH_SCREENS } from './http/module-gate.js';
import { registerNulGuard } from './http/nul-guard.js';
import { configureOutbound } from './http/outbound.js';
import { registerRateLimits } from './http/rate-limit.js';
import { inRequestScope } from './http/request-scope.js';
import { securityHandlers } from './http/security.js';
import { registerSitePages } from './http/site-pages.js';
import { validatorCompiler } from './http/validation.js';
import { logMailer, type Mailer, smtpMailer } from './mail/mailer.js';
import { adoptQueuedEmails, emailJob } from './mail/outbox.js';
import { JobQueue } from './queue/queue.js';
import { registerQueue } from './queue/registry.js';

export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** Where reads declared for the replica go (http/replica-reads.ts); unset: the primary. */
  reads?: ReplicaRouter;
  /** Defaults to SMTP when SMTP_URL is set, else to the log. Tests pass a CapturingMailer. */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built site from config.siteDist when it exists (main does; tests do not). */
  serveSite?: boolean;
  /** The job queue's pace (tests shorten the retry delay and the expiry of a dead worker's job). */
  queue?: {
    pollingIntervalSeconds?: number;
    retryDelay?: number;
    expireInSeconds?: number;
    /** Seconds a WhatsApp delivery found mid-send after a crash waits for its webhook. */
    whatsappHoldSeconds?: number;
    maintenanceIntervalSeconds?: number;
    /** false: jobs are queued but no worker takes them (the fuzz test compares tables between
     *  requests, which a worker delivering earlier requests' notifications would change). */
    work?: boolean;
  };
  /** The contract to serve (tests of the module gate mark an operation); openapi.yaml by default. */
  contract?: OpenApiDocument;
  /** The modules with working screens; @watni/policy's MODULES_WITH_SCREENS by default (tests). */
  modulesWithScreens?: readonly string[];
}

export const BODY_LIMIT = 1024 * 1024;
/** Student import files (base64, up to 8 MiB of file) are the one larger body. */
export const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;
const LARGE_BODY_OPERATIONS = new Set(['previewStudentImport', 'importStudents']);

/** The service as a Fastify instance: used by main (listen) and by tests (inject). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db: database, config } = options;
  // Process-wide: every adapter's outbound request goes through the one guard.
  configureOutbound(config.outbound);
  const app = Fastify({
    logger: withLogRedaction(options.logger ?? { level: config.logLevel }),
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler(securityHeadersApplier(config)),
  });
  app.removeContentTypeParser('text/plain'); // JSON only: other bodies are 415
  const contract = options.contract ?? loadContract();
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
    ...(options.reads ? { reads: options.reads } : {}),
    config,
    accessTokens: new AccessTokens(jwtSecret, config.accessTokenTtlSeconds),
    mailer,
    catalogue: new CatalogueCache(),
    log: app.log,
    modulesWithScreens: options.modulesWithScreens
      ? new Set(options.modulesWithScreens)
      : DEFAULT_MODULES_WITH_SCREENS,
  };

  // The job queue (pg-boss on this database): e-mail, notification deliveries, announcements.
  const queue = new JobQueue(database, app.log, {
    ...(options.queue?.pollingIntervalSeconds
      ? { pollingIntervalSeconds: options.queue.pollingIntervalSeconds }
      : {}),
    ...(options.queue?.maintenanceIntervalSeconds
      ? { maintenanceIntervalSeconds: options.queue.maintenanceIntervalSeconds }
      : {}),
  });
  queue.define(emailJob(database.db, mailer, app.log));
  queue.define(
    deliveryJob(database.db, mailer, app.log, {
      publicUrl: options.config.publicUrl,
      ...(options.queue?.retryDelay ? { retryDelay: options.queue.retryDelay } : {}),
      ...(options.queue?.expireInSeconds ? { expireInSeconds: options.queue.expireInSeconds } : {}),
      ...(options.queue?.whatsappHoldSeconds
        ? { whatsappHoldSeconds: options.queue.whatsappHoldSeconds }
        : {}),
    }),
  );
  queue.define(announcementJob(database.db));
  queue.define(reportCardJob(database.db)); // issue-21-exams
  queue.define(voucherRunJob(database.db)); // issue-20-fees
  queue.define(reconcileJob(deps)); // online payments asked about until final
  // A database that cannot be reached at start must not stop the service from answering: health
  // says 503 and every call a 503 with a detail (test/health.test.ts), so the queue stays off.
  const queueStarted = await queue.start().then(
    () => true,
    (error: unknown) => {
      app.log.error({ err: error }, 'the job queue could not start: the database is unreachable');
      return false;
    },
  );
  registerQueue(database, queue);
  app.addHook('onReady', async () => {
    if (queueStarted && options.queue?.work !== false) {
      await queue.work();
      const adopted = await adoptQueuedEmails(database.db, queue);
      if (adopted) app.log.info(`queued ${adopted} e-mails left in the outbox`);
    }
    await listenForCatalogueChanges(deps);
  });
  app.addHook('onClose', async () => {
    if (queueStarted) await queue.stop(config.shutdownTimeoutSeconds * 1000);
    await mailer.close?.();
  });

  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId && LARGE_BODY_OPERATIONS.has(operationId)) route.bodyLimit = IMPORT_BODY_LIMIT;
  });
  registerOnlinePayments(app, deps); // issue-20-online: the providers' form posts
  registerDeliveryReports(app, deps); // issue-18: raw bodies of the webhooks, sealed credentials
  // One handler per operationId of the contract (test/operations.test.ts checks the two match).
  const serviceHandlers = inRequestScope(
    deps,
    domainHandlers(deps),
    optionalAuthOperations(contract),
    moduleOperations(contract),
    deps.modulesWithScreens,
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
