// The school's grading scale (its bands), or the default one until the school sets its own.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { MESSAGES } from './messages.js';
import { scaleFor } from './office.js';
import { requireGradebookAdmin, requireStaff } from './policy.js';
import * as repo from './repository.js';
import { DEFAULT_SCALE, scaleProblem, sortScale } from './results.js';

export async function getGradingScale(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['GradingScale']> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const saved = await repo.scaleOf(tx, tenantId);
    return { bands: sortScale(saved.length ? saved : DEFAULT_SCALE), is_default: !saved.length };
  });
}

export async function updateGradingScale(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'updateGradingScale'>,
): Promise<Schemas['GradingScale']> {
  requireGradebookAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const bands = body.bands.map((b) => ({ ...b, grade: b.grade.trim() }));
  if (bands.some((b) => !b.grade)) throw invalidField('bands', MESSAGES.bandGrade);
  const problem = scaleProblem(bands);
  if (problem) throw invalidField('bands', problem);
  return inSchool(deps, auth, async (tx) => {
    const before = await scaleFor(tx, tenantId);
    await repo.replaceScale(tx, tenantId, bands);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'grading_scale.updated',
      entityType: 'grading_scale',
      entityId: null,
      changes: { bands: { from: before, to: sortScale(bands) } },
    });
    return { bands: sortScale(bands), is_default: false };
  });
}
