// Revoking a certificate: kept, marked revoked (the public page then says so); the student's
// status is left as it is. Audited.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { requireSchoolAdmin, schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { SCHOOL_CERTIFICATE_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';
import { toSchoolCertificate } from './views.js';

export async function revokeStudentCertificate(
  deps: AppDeps,
  auth: AuthContext,
  studentId: number,
  certificateId: number,
  body: Body<'revokeStudentCertificate'>,
): Promise<Schemas['SchoolCertificate']> {
  requireSchoolAdmin(auth);
  const reason = body.reason?.trim() || null;
  return inSchool(deps, auth, async (tx) => {
    const found = await repo.findForStudent(tx, studentId, certificateId, true);
    if (!found) throw notFound(M.notFound);
    if (found.status === 'revoked') throw conflict(M.alreadyRevoked);
    const row = await repo.markRevoked(tx, found.id, auth.user.id, reason);
    await audit(tx, {
      tenantId: schoolTenantId(auth),
      actorId: auth.user.id,
      action: 'school_certificate.revoked',
      entityType: 'school_certificate',
      entityId: row.id,
      changes: {
        status: { from: 'valid', to: 'revoked' },
        ...(reason ? { revoke_reason: { from: null, to: reason } } : {}),
      },
    });
    return toSchoolCertificate(row);
  });
}
