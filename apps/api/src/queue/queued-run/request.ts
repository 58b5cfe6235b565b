// A school's request for queued work and its reading: the request's file is stored as a run and
// its job sent in one transaction, so the job exists only with its run; the same request while
// its run is pending answers that run (one key, one run). Who may ask is the domain's policy,
// checked before these are called.
import type { Tx } from '../../db/client.js';
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
  /** The request's audit entry: its action and what it records beside the run's id. */
  audit: { action: string; changes: Record<string, unknown> };
}

export async function queueRun<Own extends object, View extends RunViewBase>(
  deps: AppDeps,
  auth: AuthContext,
  kind: QueuedRunKind<Own, View>,
  request: RunRequest<Own>,
): Promise<View> {
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    await request.check?.(tx);
    const pending = await pendingRun(tx, kind.table, tenantId, request.sha256);
    if (pending !== undefined) return runView(tx, kind, tenantId, pending);
    const runId = await insertRun(tx, kind.table, {
      tenantId,
      fileName: request.fileName,
      sha256: request.sha256,
      content: request.content,
      createdBy: auth.user.id,
      own: request.own,
    });
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: request.audit.action,
      entityType: 'school',
      entityId: tenantId,
      changes: { run_id: runId, ...request.audit.changes },
    });
    const job: RunJob = { tenantId, runId };
    await queueOf(deps.database).send(tx, kind.job, job, {
      key: `${kind.table.prefix}:${tenantId}:${runId}`,
    });
    return runView(tx, kind, tenantId, runId);
  });
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
