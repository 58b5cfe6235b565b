// Fee heads: the school's kinds of charge (tuition, transport, exam...), named once.
import { sqlState } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { FEE_MESSAGES } from './messages.js';
import { requireOffice } from './office.js';
import * as repo from './repository.js';

export async function listFeeHeads(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['FeeHeadList']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => ({ items: await repo.heads(tx, tenantId) }));
}

function headName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw invalidField('name', FEE_MESSAGES.reasonNeeded);
  return trimmed;
}

async function uniqueHead<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict(FEE_MESSAGES.headTaken);
    throw error;
  }
}

export async function createFeeHead(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createFeeHead'>,
): Promise<Schemas['FeeHead']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const name = headName(body.name);
  return inSchool(deps, auth, async (tx) => {
    if (await repo.headNamed(tx, tenantId, name)) throw conflict(FEE_MESSAGES.headTaken);
    const head = await uniqueHead(() =>
      repo.insertHead(tx, tenantId, { name, kind: body.kind, frequency: body.frequency }),
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.head_created',
      entityType: 'fee_head',
      entityId: head!.id,
      changes: { name, kind: body.kind, frequency: body.frequency },
    });
    return head!;
  });
}

export async function updateFeeHead(
  deps: AppDeps,
  auth: AuthContext,
  headId: number,
  body: Body<'updateFeeHead'>,
): Promise<Schemas['FeeHead']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const before = await repo.findHead(tx, tenantId, headId);
    if (!before) throw notFound(FEE_MESSAGES.headNotFound);
    const next = {
      name: body.name !== undefined ? headName(body.name) : before.name,
      kind: body.kind ?? before.kind,
      frequency: body.frequency ?? before.frequency,
      is_active: body.is_active ?? before.is_active,
    };
    // The table's unique key is case-sensitive; names are one head per spelling in any case.
    if (await repo.headNamed(tx, tenantId, next.name, headId))
      throw conflict(FEE_MESSAGES.headTaken);
    const head = await uniqueHead(() => repo.updateHead(tx, tenantId, headId, next));
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.head_updated',
      entityType: 'fee_head',
      entityId: headId,
      changes: { from: before, to: next },
    });
    return head!;
  });
}
