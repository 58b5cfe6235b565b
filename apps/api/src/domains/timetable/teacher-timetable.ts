// A teacher's week, across the sections they teach.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { MESSAGES } from './messages.js';
import { weekOf } from './office.js';
import { requireTeacherWeek } from './policy.js';
import * as repo from './repository.js';

export async function getTeacherTimetable(
  deps: AppDeps,
  auth: AuthContext,
  teacherId: number,
): Promise<Schemas['TeacherTimetable']> {
  requireTeacherWeek(auth, teacherId);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const [teacher] = await repo.staff(tx, tenantId, teacherId);
    if (!teacher) throw notFound(MESSAGES.teacherNotFound);
    return {
      teacher_id: teacher.id,
      teacher_name: teacher.name,
      days: weekOf(await repo.periods(tx, tenantId)),
      entries: await repo.entriesOfTeacher(tx, tenantId, teacher.id),
    };
  });
}
