// The published results a student or a parent sees.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { HttpError } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { can } from '../_shared/policy.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import * as repo from './repository.js';

import { studentResultIn } from './section-results.js';

export async function listMyResults(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['MyResultList']> {
  const tenantId = schoolTenantId(auth);
  if (!can(auth.user, 'results.viewOwn')) return { items: [] };
  return inSchool(deps, auth, async (tx) => {
    const own = await repo.ownStudentIds(tx, tenantId, auth.user.id);
    if (!own.length) return { items: [] };
    const exams = await repo.publishedExamsOfStudents(tx, tenantId, own);
    const items: Schemas['MyResult'][] = [];
    for (const { id } of exams) {
      for (const studentId of own) {
        const result = await studentResultIn(tx, auth, tenantId, Number(id), studentId).catch(
          (error: unknown) => {
            if (error instanceof HttpError && error.status === 404) return null;
            throw error;
          },
        );
        if (!result) continue;
        items.push({
          exam_id: result.exam_id,
          exam_name: result.exam_name,
          term_name: result.term_name,
          year_name: result.year_name,
          published_at: result.published_at,
          student_id: result.student_id,
          student_name: `${result.first_name} ${result.last_name}`,
          class_name: result.class_name,
          section_name: result.section_name,
          total: result.total,
          max_total: result.max_total,
          percentage: result.percentage,
          grade: result.grade,
          position: result.position,
          outcome: result.outcome,
        });
      }
    }
    return { items };
  });
}
