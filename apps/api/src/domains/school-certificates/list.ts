import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { requireSchoolAdmin } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { SCHOOL_CERTIFICATE_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';
import { toSchoolCertificate } from './views.js';

/** A student's certificates, newest first (the office). */
export async function listStudentCertificates(
  deps: AppDeps,
  auth: AuthContext,
  studentId: number,
): Promise<Schemas['SchoolCertificateList']> {
  requireSchoolAdmin(auth);
  return inSchool(deps, auth, async (tx) => {
    if (!(await repo.studentExists(tx, studentId))) throw notFound(M.studentNotFound);
    const rows = await repo.listForStudent(tx, studentId);
    return { items: rows.map(toSchoolCertificate) };
  });
}
