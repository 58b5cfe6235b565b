// A student's concessions (scholarships, discounts) on one fee head or on all of them.
import type { Tx } from '../../db/client.js';
import { sqlState } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { FEE_MESSAGES } from './messages.js';
import { clean, requireOffice } from './office.js';
import * as repo from './repository.js';

async function concessionsOf(tx: Tx, tenantId: number, studentId: number) {
  const list = await repo.concessionsOfStudent(tx, tenantId, studentId);
  return list.map((c) => ({ ...c, created_at: new Date(c.created_at).toISOString() }));
}

export async function listConcessions(
  deps: AppDeps,
  auth: AuthContext,
  studentId: number,
): Promise<Schemas['ConcessionList']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    if (!(await repo.studentName(tx, tenantId, studentId)))
      throw notFound(FEE_MESSAGES.studentNotFound);
    return { items: await concessionsOf(tx, tenantId, studentId) };
  });
}

export async function createConcession(
  deps: AppDeps,
  auth: AuthContext,
  studentId: number,
  body: Body<'createConcession'>,
): Promise<Schemas['Concession']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const reason = clean(body.reason);
  if (!reason) throw invalidField('reason', FEE_MESSAGES.reasonNeeded);
  if (body.mode === 'percent' && body.value > 100)
    throw invalidField('value', FEE_MESSAGES.percentTooHigh);
  return inSchool(deps, auth, async (tx) => {
    if (!(await repo.studentName(tx, tenantId, studentId)))
      throw notFound(FEE_MESSAGES.studentNotFound);
    const headId = body.fee_head_id ?? null;
    if (headId !== null && !(await repo.findHead(tx, tenantId, headId)))
      throw invalidField('fee_head_id', FEE_MESSAGES.unknownHead({ id: headId }));
    if (await repo.concessionOnHead(tx, tenantId, studentId, headId))
      throw conflict(FEE_MESSAGES.concessionTaken);
    let id: number;
    try {
      id = await repo.insertConcession(tx, tenantId, studentId, {
        fee_head_id: headId,
        kind: body.kind,
        mode: body.mode,
        value: body.value,
        reason,
        created_by: auth.user.id,
      });
    } catch (error) {
      if (sqlState(error) === '23505') throw conflict(FEE_MESSAGES.concessionTaken);
      throw error;
    }
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.concession_created',
      entityType: 'student',
      entityId: studentId,
      changes: {
        concession_id: id,
        fee_head_id: headId,
        kind: body.kind,
        mode: body.mode,
        value: body.value,
        reason,
      },
    });
    return (await concessionsOf(tx, tenantId, studentId)).find((c) => c.id === id)!;
  });
}

export async function deleteConcession(
  deps: AppDeps,
  auth: AuthContext,
  concessionId: number,
): Promise<void> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  await inSchool(deps, auth, async (tx) => {
    const gone = await repo.deleteConcession(tx, tenantId, concessionId);
    if (!gone) throw notFound(FEE_MESSAGES.concessionNotFound);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.concession_removed',
      entityType: 'student',
      entityId: Number(gone.student_id),
      changes: { concession_id: concessionId, ...gone },
    });
  });
}
