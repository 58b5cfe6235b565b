// The class teacher's remarks on a report card.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { MESSAGES } from './messages.js';
import { examFor } from './office.js';
import { isGradebookAdmin, POLICY_MESSAGES, requireStaff } from './policy.js';
import * as repo from './repository.js';

export async function saveReportCardRemarks(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  studentId: number,
  body: Body<'saveReportCardRemarks'>,
): Promise<Schemas['RemarksSave']> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  const remarks = body.remarks.trim();
  return inSchool(deps, auth, async (tx) => {
    const exam = await examFor(tx, tenantId, examId);
    const student = await repo.findStudent(tx, tenantId, studentId);
    if (!student) throw notFound(MESSAGES.studentNotFound);
    const placement = await repo.placementOf(tx, tenantId, studentId, exam.academic_year_id);
    if (!placement) throw notFound(MESSAGES.noStudentResult);
    const section = (await repo.findSection(tx, tenantId, placement.section_id))!;
    if (!isGradebookAdmin(auth) && section.class_teacher_id !== auth.user.id)
      throw forbidden(POLICY_MESSAGES.classTeacherOnly);
    const before = (await repo.remarksOf(tx, tenantId, examId, [studentId])).get(studentId) ?? '';
    if (before !== remarks) {
      await repo.saveRemarks(tx, tenantId, examId, studentId, remarks, auth.user.id);
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'exam.remarks_saved',
        entityType: 'student',
        entityId: studentId,
        changes: { exam_id: examId, remarks: { from: before || null, to: remarks || null } },
      });
    }
    return { remarks };
  });
}
