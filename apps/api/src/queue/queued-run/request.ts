// A request for queued work and its reading: the request's file is stored as a run and its job
// sent in one transaction, so the job exists only with its run; the same request while its run
// is pending answers that run (one key, one run). Who may ask is the domain's policy, checked
// before these are called. queueRun and readRun work in the school's scope; a domain with a scope
// of its own (a course's bank) queues in its own transaction with queueRunIn.
import type { Database, Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { audit } from '../../domains/audit/service.js';
import { schoolTenantId } from '../../domains/school/policy.js';
import { inSchool } from '../../domains/school/transaction.js';
import type { AuthContext } from '../../http/context.js';
import { queueOf } from '../registry.js';
import { type QueuedRunKind, type RunJob, type RunViewBase, runView } from './kind.js';
import { insertRun, pendingRun } from './repository.js';

interface RunRequest<Own> {
  fileName: string;
  content: Buffer;
  /** The request's key: the same key while a run is pending is that run. */
  sha256: string;
  own: Own;
  /** Checks that read the school, in the request's transaction, before anything is queued. */
  check?: (tx: Tx) => Promise<unknown>;
  /**
   * The request's audit entry: its action, what it records beside the run's id, and what it is
   * about (the school unless said).
   */
  audit: {
    action: string;
    changes: Record<string, unknown>;
    entity?: { type: string; id: number };
  };
}

/** Who asks, for which tenant: the run is the tenant's, its job counts against its limit. */
interface Asker {
  tenantId: number;
  actorId: number;
}

/**
 * Queues the request in the caller's transaction (scoped and checked by the domain): the
 * pending run of the same key, or a new run, audited, with its job.
 */
export async function queueRunIn<Own extends object, View extends RunViewBase>(
  tx: Tx,
  database: Database,
  kind: QueuedRunKind<Own, View>,
  { tenantId, actorId }: Asker,
  request: RunRequest<Own>,
): Promise<View> {
  await request.check?.(tx);
  const pending = await pendingRun(tx, kind.table, tenantId, request.sha256);
  if (pending !== undefined) return runView(tx, kind, tenantId, pending);
  const runId = await insertRun(tx, kind.table, {
    tenantId,
    fileName: request.fileName,
    sha256: request.sha256,
    content: request.content,
    createdBy: actorId,
    own: request.own,
  });
  await audit(tx, {
    tenantId,
    actorId,
    action: request.audit.action,
    entityType: request.audit.entity?.type ?? 'school',
    entityId: request.audit.entity?.id ?? tenantId,
    changes: { run_id: runId, ...request.audit.changes },
  });
  const job: RunJob = { tenantId, runId };
  await queueOf(database).send(tx, kind.job, job, {
    key: `${kind.table.prefix}:${tenantId}:${runId}`,
  });
  return runView(tx, kind, tenantId, runId);
}

export async function queueRun<Own extends object, View extends RunViewBase>(
  deps: AppDeps,
  auth: AuthContext,
  kind: QueuedRunKind<Own, View>,
  request: RunRequest<Own>,
): Promise<View> {
  const asker = { tenantId: schoolTenantId(auth), actorId: auth.user.id };
  return inSchool(deps, auth, (tx) => queueRunIn(tx, deps.database, kind, asker, request));
}

export async function readRun<Own extends object, View extends RunViewBase>(
  deps: AppDeps,
  auth: AuthContext,
  kind: QueuedRunKind<Own, View>,
  runId: number,
): Promise<View> {
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, (tx) => runView(tx, kind, tenantId, runId));
}
