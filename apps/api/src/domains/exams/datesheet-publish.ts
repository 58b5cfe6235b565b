// Publishing a datesheet shows it to the students and parents of its classes and notifies them once
// (notify(): channels, consent and quiet hours). Audited.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { notify } from '../notifications/notify.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { DATESHEET_MESSAGES as M } from './datesheet-messages.js';
import { datesheetIn, dayLabel, examOrNotFound } from './datesheet-office.js';
import { requireGradebookAdmin } from './policy.js';
import * as repo from './repository.js';

export async function publishDatesheet(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
): Promise<Schemas['Datesheet']> {
  requireGradebookAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const exam = await examOrNotFound(tx, tenantId, examId, true);
    const papers = await repo.datesheetPapers(tx, tenantId, examId);
    if (!papers.length) throw conflict(M.noPapers);
    if (await repo.setDatesheetPublished(tx, tenantId, examId, auth.user.id)) {
      const classIds = [...new Set(papers.map((p) => p.class_id))];
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'datesheet.published',
        entityType: 'exam',
        entityId: examId,
        changes: { published: { from: false, to: true }, classes: classIds, papers: papers.length },
      });
      const students = await repo.studentsOfClasses(tx, tenantId, exam.academic_year_id, classIds);
      const guardians = await repo.guardiansOf(
        tx,
        tenantId,
        students.map((s) => s.student_id),
      );
      for (const student of students) {
        const first = papers
          .filter((p) => p.class_id === student.class_id)
          .map((p) => p.paper_date)
          .sort()[0]!;
        const guardianIds = guardians
          .filter((g) => g.student_id === student.student_id)
          .map((g) => g.guardian_id);
        const userIds = student.user_id ? [student.user_id] : [];
        if (!guardianIds.length && !userIds.length) continue;
        await notify(tx, {
          event: 'datesheet_published',
          recipients: { userIds, guardianIds },
          data: {
            student_name: `${student.first_name} ${student.last_name}`,
            exam_name: `${exam.name} (${exam.term_name})`,
            date: dayLabel(first),
          },
          idempotencyKey: `datesheet:${examId}:${student.student_id}`,
          link: '/school/datesheet',
        });
      }
    }
    return datesheetIn(tx, tenantId, exam, null);
  });
}
