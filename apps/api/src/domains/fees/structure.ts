// The fee structure: each class's amount per fee head for an academic year.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { FEE_MESSAGES } from './messages.js';
import { requireOffice } from './office.js';
import * as repo from './repository.js';

async function structureView(
  tx: Tx,
  tenantId: number,
  yearId: number,
): Promise<Schemas['FeeStructure']> {
  const [heads, classes, amounts] = [
    await repo.heads(tx, tenantId),
    await repo.classes(tx, tenantId),
    await repo.structureOf(tx, tenantId, yearId),
  ];
  const monthly = new Set(
    heads.filter((h) => h.frequency === 'monthly' && h.is_active).map((h) => h.id),
  );
  return {
    academic_year_id: yearId,
    heads,
    classes: classes.map((c) => {
      const own = amounts.filter((a) => Number(a.class_id) === Number(c.id));
      return {
        class_id: Number(c.id),
        class_name: c.name,
        amounts: own.map((a) => ({ fee_head_id: Number(a.fee_head_id), amount: Number(a.amount) })),
        monthly_total: own
          .filter((a) => monthly.has(Number(a.fee_head_id)))
          .reduce((sum, a) => sum + Number(a.amount), 0),
      };
    }),
  };
}

export async function getFeeStructure(
  deps: AppDeps,
  auth: AuthContext,
  yearId: number,
): Promise<Schemas['FeeStructure']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    if (!(await repo.findYear(tx, tenantId, yearId))) throw notFound(FEE_MESSAGES.yearNotFound);
    return structureView(tx, tenantId, yearId);
  });
}

export async function saveClassFeeStructure(
  deps: AppDeps,
  auth: AuthContext,
  yearId: number,
  classId: number,
  body: Body<'saveClassFeeStructure'>,
): Promise<Schemas['FeeStructure']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    if (!(await repo.findYear(tx, tenantId, yearId))) throw notFound(FEE_MESSAGES.yearNotFound);
    if (!(await repo.findClass(tx, tenantId, classId))) throw notFound(FEE_MESSAGES.classNotFound);
    const heads = new Set((await repo.heads(tx, tenantId)).map((h) => Number(h.id)));
    const seen = new Set<number>();
    for (const a of body.amounts) {
      if (!heads.has(a.fee_head_id))
        throw invalidField('amounts', FEE_MESSAGES.unknownHead({ id: a.fee_head_id }));
      if (seen.has(a.fee_head_id))
        throw invalidField('amounts', FEE_MESSAGES.headTwice({ id: a.fee_head_id }));
      seen.add(a.fee_head_id);
    }
    const before = (await repo.structureOf(tx, tenantId, yearId)).filter(
      (a) => Number(a.class_id) === classId,
    );
    const kept = body.amounts.filter((a) => a.amount > 0);
    await repo.replaceClassStructure(tx, tenantId, yearId, classId, kept);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.structure_saved',
      entityType: 'class',
      entityId: classId,
      changes: {
        academic_year_id: yearId,
        from: before.map((a) => ({ fee_head_id: Number(a.fee_head_id), amount: Number(a.amount) })),
        to: kept,
      },
    });
    return structureView(tx, tenantId, yearId);
  });
}
