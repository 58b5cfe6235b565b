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
import { resealCredentials } from './db/reseal.js';
import { configureSealing } from './db/sealed.js';
import type { AppDeps } from './deps.js';
import { announcementJob } from './domains/announcements/publish.js';
import { bankImportJob } from './domains/assessments/bankImportRun.js';
import { AccessTokens } from './domains/auth/tokens.js';
import { CatalogueCache } from './domains/courses/catalogue-cache.js';
import { listenForCatalogueChanges } from './domains/courses/service.js';
import { diaryDigestJob, nextDigestDay, scheduleDigest } from './domains/diary/digest.js';
import { reportCardJob } from './domains/exams/reports.js';
import { reminderRunJob } from './domains/fees/reminder-job.js';
import { voucherRunJob } from './domains/fees/runs.js';
import { domainHandlers } from './domains/index.js';
import { ltiScoreJob } from './domains/lti/score-job.js';
import { deliveryJob } from './domains/notifications/delivery.js';
import { DeliveryDispatcher } from './domains/notifications/dispatcher.js';
import { registerDeliveryReports } from './domains/notifications/handlers.js';
import { onerosterImportJob } from './domains/oneroster/import-run.js';
import { registerOnlinePayments } from './domains/payments-online/handlers.js';
import { reconcileJob } from './domains/payments-online/reconcile.js';
import { printCleanupJob, printJob } from './domains/printing/render-job.js';
import { studentImportJob } from './domains/students/import/run.js';
import { registerRefusalAudit } from './http/audit-refusals.js';
import { registerNoStore } from './http/cache-control.js';
import { registerRequestContext } from './http/context.js';
import { frameworkErrorHandler, registerErrorHandling } from './http/error-handler.js';
import { registerSecurityHeaders, securityHeadersApplier } from './http/headers.js';
import { contractCompileMode, lazySerializerFactory } from './http/lazy-compile.js';
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
import { serviceSecrets } from './secrets/service-secrets.js';

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
    /** Seconds without a heartbeat after which a delivery worker's claims are taken over. */
    workerStaleSeconds?: number;
    /** Deliveries start once the server listens, not when it is ready (the service: main.ts). */
    dispatchAfterListen?: boolean;
    /** false: jobs are queued but no worker takes them (the fuzz test compares tables between
     *  requests, which a worker delivering earlier requests' notifications would change). */
    work?: boolean;
  };
  /** The contract to serve (tests of the module gate mark an operation); openapi.yaml by default. */
  contract?: OpenApiDocument;
  /**
   * When the contract's validators and serializers are compiled: on each route's first use
   * (`lazy`, for a quick start) or all at start (`eager`); CONTRACT_COMPILE, else lazy.
   */
  compile?: 'lazy' | 'eager';
  /** The modules with working screens; @watni/policy's MODULES_WITH_SCREENS by default (tests). */
  modulesWithScreens?: readonly string[];
}

const BODY_LIMIT = 1024 * 1024;
/** Student import files (base64, up to 8 MiB of file) are the one larger body. */
const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;
const LARGE_BODY_OPERATIONS = new Set([
  'previewStudentImport',
  'importStudents',
  'previewOneRosterImport',
  'importOneRoster',
  'createOneRosterImportRun',
]);
/**
 * WhatsApp batches statuses into one webhook (8,000 of them are about 1.5 MiB): its own cap,
 * stated in the contract (WhatsappWebhook); the raw body is read up to it (notifications/handlers).
 */
const WEBHOOK_BODY_LIMIT = 2 * 1024 * 1024;
const WEBHOOK_BODY_OPERATIONS = new Set(['receiveWhatsappWebhook']);
/** A diary post carries one attachment of up to 2 MiB, base64 in JSON (about 2.7 MiB). */
const DIARY_BODY_LIMIT = 3 * 1024 * 1024;
const DIARY_BODY_OPERATIONS = new Set(['createDiaryPost', 'updateDiaryPost', 'uploadStudentPhoto']);
/** A question file is up to 1 MiB of text, which JSON escapes (line breaks, quotes) grow. */
const QUESTION_FILE_BODY_LIMIT = 3 * 1024 * 1024;
const QUESTION_FILE_OPERATIONS = new Set([
  'previewBankImport',
  'importBankQuestions',
  'createBankImportRun',
]);

/** The service as a Fastify instance: used by main (listen) and by tests (inject). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db: database, config } = options;
  // Process-wide: every adapter's outbound request goes through the one guard.
  configureOutbound(config.outbound);
  const compile = options.compile ?? contractCompileMode();
  const app = Fastify({
    logger: withLogRedaction(options.logger ?? { level: config.logLevel }),
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler(securityHeadersApplier(config)),
    // Response serializers compiled on each route's first use (http/lazy-compile.ts).
    ...(compile === 'lazy'
      ? { schemaController: { compilersFactory: { buildSerializer: lazySerializerFactory() } } }
      : {}),
  });
  app.removeContentTypeParser('text/plain'); // JSON only: other bodies are 415
  const contract = options.contract ?? loadContract();
  registerRequestContext(app, optionalBodyOperations(contract));
  registerErrorHandling(app);
  app.setValidatorCompiler(validatorCompiler(compile));
  registerNulGuard(app);
  await registerSecurityHeaders(app, config); // first, so every answer carries the headers
  await registerRateLimits(app, config);
  registerNoStore(app);
  registerRefusalAudit(app, database.db);

  // The JWT secret and the sealing keys: from the environment or key files, never the database.
  const secrets = serviceSecrets(config, (message) => app.log.warn(message));
  const jwtSecret = secrets.jwtSecret;
  configureSealing(secrets.sealingKeys);
  // A database that is down at start must not stop the service (it answers 503 until it is
  // back); old seals still open with their own keys, so re-sealing waits for the next start.
  try {
    const resealed = await resealCredentials(database.db, (message) => app.log.warn(message));
    if (resealed.resealed) {
      app.log.info(`re-sealed ${resealed.resealed} stored credentials with the newest sealing key`);
    }
  } catch (error) {
    app.log.warn(
      { err: error },
      'Re-sealing stored credentials failed; it is tried at the next start',
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
  const deliveryPace = {
    publicUrl: options.config.publicUrl,
    ...(options.queue?.retryDelay ? { retryDelay: options.queue.retryDelay } : {}),
    ...(options.queue?.whatsappHoldSeconds
      ? { whatsappHoldSeconds: options.queue.whatsappHoldSeconds }
      : {}),
  };
  queue.define(
    deliveryJob(database.db, mailer, app.log, {
      ...deliveryPace,
      ...(options.queue?.expireInSeconds ? { expireInSeconds: options.queue.expireInSeconds } : {}),
      external: true,
    }),
  );
  // Deliveries are claimed, paced and recorded in sets by the dispatcher (docs/notifications.md).
  const dispatcher = new DeliveryDispatcher(database, queue, mailer, app.log, {
    ...deliveryPace,
    ...(options.queue?.pollingIntervalSeconds
      ? { pollSeconds: options.queue.pollingIntervalSeconds }
      : {}),
    ...(options.queue?.workerStaleSeconds
      ? { staleSeconds: options.queue.workerStaleSeconds }
      : {}),
  });
  let dispatching = false;
  const startDispatching = async () => {
    if (dispatching || !queueStarted || options.queue?.work === false) return;
    dispatching = true;
    await dispatcher.start();
  };
  // The service itself starts sending once it can be reached: a WhatsApp delivery held after a
  // restart waits for its status webhook, which cannot arrive before the port is open.
  app.addHook('onListen', async () => {
    await startDispatching();
  });
  queue.define(announcementJob(database.db));
  queue.define(reportCardJob(database.db));
  queue.define(onerosterImportJob(database.db)); // OneRoster package imports
  queue.define(studentImportJob(database.db)); // student sheets
  queue.define(bankImportJob(database.db)); // question bank files
  queue.define(printJob(database.db)); // bulk printing
  queue.define(printCleanupJob(database.db));
  queue.define(voucherRunJob(database.db));
  queue.define(reminderRunJob(database.db)); // remind every defaulter, with progress
  queue.define(reconcileJob(deps)); // online payments asked about until final
  queue.define(diaryDigestJob(database.db)); // guardians' daily diary digest, 5 pm Pakistan
  // LTI AGS score passback to the platform, retried with backoff.
  queue.define(
    ltiScoreJob(
      database.db,
      options.queue?.retryDelay ? { retryDelay: options.queue.retryDelay } : {},
    ),
  );
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
      if (!options.queue?.dispatchAfterListen) await startDispatching();
      const adopted = await adoptQueuedEmails(database.db, queue);
      if (adopted) app.log.info(`queued ${adopted} e-mails left in the outbox`);
      // The next daily diary digest (keyed by its day: a restart adds nothing).
      await scheduleDigest(queue, nextDigestDay(new Date())).catch((error: unknown) =>
        app.log.error({ err: error }, 'the diary digest could not be scheduled'),
      );
    }
    await listenForCatalogueChanges(deps);
  });
  app.addHook('onClose', async () => {
    if (dispatching) await dispatcher.stop(config.shutdownTimeoutSeconds * 1000);
    if (queueStarted) await queue.stop(config.shutdownTimeoutSeconds * 1000);
    await mailer.close?.();
  });

  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId && LARGE_BODY_OPERATIONS.has(operationId)) route.bodyLimit = IMPORT_BODY_LIMIT;
    if (operationId && DIARY_BODY_OPERATIONS.has(operationId)) route.bodyLimit = DIARY_BODY_LIMIT;
    if (operationId && QUESTION_FILE_OPERATIONS.has(operationId)) {
      route.bodyLimit = QUESTION_FILE_BODY_LIMIT;
    }
    if (operationId && WEBHOOK_BODY_OPERATIONS.has(operationId)) {
      route.bodyLimit = WEBHOOK_BODY_LIMIT;
    }
  });
  registerOnlinePayments(app, deps); // the providers' form posts
  registerDeliveryReports(app, deps); // raw bodies of the webhooks, sealed credentials
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
