// A staff member's salary structure: allowances added to the basic salary and deductions taken
// from it, every month (payroll reads them). A structure needs the record first; names are
// unique per staff member (409). Every change audited.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit, diff } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { loadMember, MEMBER_MESSAGES, yearOf } from './member.js';
import { requireHrAdmin } from './policy.js';
import * as repo from './repository.js';
import { inHr } from './transaction.js';

/** More than this and the structure is no longer something a person reads at a glance. */
const MAX_COMPONENTS = 50;

const SALARY_MESSAGES = defineMessages('hr.salary', {
  componentNotFound: { en: 'Salary component not found.', ur: 'تنخواہ کا جزو نہیں ملا۔' },
  name: { en: 'Enter the name, for example House rent.', ur: 'نام لکھیں، مثلاً مکان کا کرایہ۔' },
  noRecord: {
    en: "Save the staff member's record before adding allowances or deductions.",
    ur: 'الاؤنس یا کٹوتیاں شامل کرنے سے پہلے عملے کے رکن کا ریکارڈ محفوظ کریں۔',
  },
  tooMany: {
    en: 'A salary structure has at most {max} allowances and deductions.',
    ur: 'تنخواہ کے ڈھانچے میں زیادہ سے زیادہ {max} الاؤنس اور کٹوتیاں ہو سکتی ہیں۔',
  },
});

function componentFields(body: Body<'createSalaryComponent'>): repo.ComponentFields {
  const name = body.name.replace(/\s+/g, ' ').trim();
  if (!name) throw invalidField('name', SALARY_MESSAGES.name);
  return { kind: body.kind, name, amount: body.amount };
}

export async function createSalaryComponent(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  body: Body<'createSalaryComponent'>,
): Promise<Schemas['HrStaffMember']> {
  requireHrAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const fields = componentFields(body);
  const year = yearOf(deps);
  return inHr(deps, auth, async (tx) => {
    if (!(await repo.staffUser(tx, tenantId, userId)))
      throw notFound(MEMBER_MESSAGES.staffNotFound);
    // The record's row is locked: two additions at once count each other.
    if (!(await repo.findRecord(tx, tenantId, userId, true)))
      throw conflict(SALARY_MESSAGES.noRecord);
    if ((await repo.componentCount(tx, tenantId, userId)) >= MAX_COMPONENTS)
      throw conflict(SALARY_MESSAGES.tooMany({ max: MAX_COMPONENTS }));
    const id = await repo.insertComponent(tx, tenantId, userId, fields);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'salary_component.created',
      entityType: 'salary_component',
      entityId: id,
      changes: { user_id: userId, ...fields },
    });
    return loadMember(tx, tenantId, userId, year);
  });
}

export async function updateSalaryComponent(
  deps: AppDeps,
  auth: AuthContext,
  componentId: number,
  body: Body<'updateSalaryComponent'>,
): Promise<Schemas['HrStaffMember']> {
  requireHrAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const fields = componentFields(body);
  const year = yearOf(deps);
  return inHr(deps, auth, async (tx) => {
    const before = await repo.findComponent(tx, tenantId, componentId);
    if (!before) throw notFound(SALARY_MESSAGES.componentNotFound);
    await repo.updateComponent(tx, tenantId, componentId, fields);
    const changes = diff({ kind: before.kind, name: before.name, amount: before.amount }, fields);
    if (Object.keys(changes).length) {
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'salary_component.updated',
        entityType: 'salary_component',
        entityId: componentId,
        changes: { user_id: before.user_id, ...changes },
      });
    }
    return loadMember(tx, tenantId, before.user_id, year);
  });
}

export async function deleteSalaryComponent(
  deps: AppDeps,
  auth: AuthContext,
  componentId: number,
): Promise<void> {
  requireHrAdmin(auth);
  const tenantId = schoolTenantId(auth);
  await inHr(deps, auth, async (tx) => {
    const before = await repo.findComponent(tx, tenantId, componentId);
    if (!before) throw notFound(SALARY_MESSAGES.componentNotFound);
    await repo.deleteComponent(tx, tenantId, componentId);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'salary_component.deleted',
      entityType: 'salary_component',
      entityId: componentId,
      changes: {
        user_id: before.user_id,
        kind: before.kind,
        name: before.name,
        amount: before.amount,
      },
    });
  });
}
