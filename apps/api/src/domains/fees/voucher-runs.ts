// Starting a month's voucher run (the job queue issues the vouchers, runs.ts) and reading runs.
import { scopeOfTx } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { queueOf } from '../../queue/registry.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import { FEE_MESSAGES } from './messages.js';
import { dueDateFor, isCalendarDay, isMonth } from './money.js';
import { now, page, requireOffice } from './office.js';
import * as repo from './repository.js';
import { yearOfMonth } from './run-repository.js';
import { VOUCHER_RUN_JOB } from './runs.js';

const runOut = (r: repo.RunView): Schemas['VoucherRun'] => ({
  ...r,
  id: Number(r.id),
  class_ids: r.class_ids ? r.class_ids.map(Number) : null,
  created_at: new Date(r.created_at).toISOString(),
  finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
});

export async function startVoucherRun(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'startVoucherRun'>,
): Promise<Schemas['VoucherRun']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  if (!isMonth(body.month)) throw invalidField('month', FEE_MESSAGES.monthInvalid);
  for (const field of ['issue_date', 'due_date'] as const) {
    const value = body[field];
    if (value !== undefined && !isCalendarDay(value))
      throw invalidField(field, FEE_MESSAGES.dateInvalid);
  }
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const year = await yearOfMonth(tx, tenantId, body.month);
    if (!year) throw invalidField('month', FEE_MESSAGES.noYear);
    if (!(await repo.hasStructure(tx, tenantId, year.id)))
      throw invalidField('month', FEE_MESSAGES.noStructure);
    const classIds = body.class_ids?.length ? [...new Set(body.class_ids)] : null;
    if (classIds) {
      if ((await repo.countClasses(tx, tenantId, classIds)) !== classIds.length)
        throw invalidField('class_ids', FEE_MESSAGES.classNotFound);
    }
    const settings = await repo.settings(tx, tenantId);
    const firstOfMonth = `${body.month}-01`;
    const issueDate = body.issue_date ?? (today > firstOfMonth ? today : firstOfMonth);
    const dueDate = body.due_date ?? dueDateFor(settings, body.month, issueDate);
    if (dueDate < issueDate) throw invalidField('due_date', FEE_MESSAGES.dueBeforeIssue);
    // The same request while its run is queued or running: that run, not a second one.
    const pending = await repo.pendingRunId(tx, tenantId, {
      month: body.month,
      class_ids: classIds,
      issue_date: issueDate,
      due_date: dueDate,
    });
    if (pending !== undefined) return runOut((await repo.findRunView(tx, tenantId, pending))!);
    const runId = await repo.insertRun(tx, tenantId, {
      month: body.month,
      class_ids: classIds,
      issue_date: issueDate,
      due_date: dueDate,
      requested_by: auth.user.id,
    });
    await queueOf(scopeOfTx(tx).database).send(
      tx,
      VOUCHER_RUN_JOB,
      { tenantId, runId },
      { key: `run:${tenantId}:${runId}` },
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.run_started',
      entityType: 'voucher_run',
      entityId: runId,
      changes: { month: body.month, class_ids: classIds, issue_date: issueDate, due_date: dueDate },
    });
    return runOut((await repo.findRunView(tx, tenantId, runId))!);
  });
}

export async function listVoucherRuns(
  deps: AppDeps,
  auth: AuthContext,
  query: { skip?: number; limit?: number },
): Promise<Schemas['VoucherRunList']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const { items, total } = await repo.listRuns(tx, tenantId, page(query));
    return { items: items.map(runOut), total };
  });
}

export async function getVoucherRun(
  deps: AppDeps,
  auth: AuthContext,
  runId: number,
): Promise<Schemas['VoucherRun']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const run = await repo.findRunView(tx, tenantId, runId);
    if (!run) throw notFound(FEE_MESSAGES.runNotFound);
    return runOut(run);
  });
}
