// Saving marks as they are typed: every student's entry is judged on its own, so one bad cell
// (105 of 100) is refused by name while the rest of the sheet is stored. Each entry is one row
// (student, paper), written or not as a whole; the paper is locked for the save so two tabs
// typing into one sheet are serialised.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { requireStaff } from './policy.js';
import * as repo from './repository.js';
import { MESSAGES, sheetContext } from './service.js';

type Refusal = Schemas['MarksSaved']['refused'][number];

/** Why one entry cannot be stored, or null when it can. */
export function entryProblem(
  entry: { marks: number | null; absent: boolean },
  max: number,
): { reason: Refusal['reason']; detail: (who: string) => string } | null {
  if (entry.absent && entry.marks !== null)
    return { reason: 'absent_with_marks', detail: MESSAGES.absentWithMarks };
  if (entry.marks !== null && entry.marks < 0)
    return { reason: 'below_zero', detail: MESSAGES.negative };
  if (entry.marks !== null && entry.marks > max)
    return { reason: 'above_max', detail: (who) => MESSAGES.aboveMax(who, max) };
  return null;
}

export async function saveMarks(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  sectionId: number,
  subjectId: number,
  body: Body<'saveMarks'>,
): Promise<Schemas['MarksSaved']> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const ctx = await sheetContext(tx, auth, tenantId, examId, sectionId, subjectId, true);
    if (ctx.exam.published_at) throw conflict(MESSAGES.published);
    if (ctx.exam.submitted_at) throw conflict(MESSAGES.awaitingApproval);
    const students = new Map(
      (await repo.roster(tx, tenantId, ctx.exam.academic_year_id, sectionId)).map((s) => [
        s.student_id,
        s,
      ]),
    );
    const seen = new Set<number>();
    const entries: { student_id: number; marks: number | null; absent: boolean }[] = [];
    const refused: Refusal[] = [];
    for (const entry of body.entries) {
      const student = students.get(entry.student_id);
      if (!student) {
        // Moved to another section since the sheet was opened: the page must reload its roster.
        refused.push({
          student_id: entry.student_id,
          roll_no: null,
          student_name: null,
          reason: 'not_in_section',
          detail: MESSAGES.notInSection,
        });
        continue;
      }
      const who = MESSAGES.who(student.roll_no, `${student.first_name} ${student.last_name}`);
      // Two values for one student in one request is a client's mistake, not a teacher's.
      if (seen.has(student.student_id)) throw invalidField('entries', MESSAGES.listedTwice(who));
      seen.add(student.student_id);
      const problem = entryProblem(entry, ctx.paper.max_marks);
      if (problem) {
        refused.push({
          student_id: student.student_id,
          roll_no: student.roll_no,
          student_name: `${student.first_name} ${student.last_name}`,
          reason: problem.reason,
          detail: problem.detail(who),
        });
        continue;
      }
      entries.push({
        student_id: student.student_id,
        marks: entry.absent ? null : entry.marks,
        absent: entry.absent,
      });
    }
    const before = new Map(
      (
        await repo.marksOf(
          tx,
          tenantId,
          examId,
          entries.map((e) => e.student_id),
          subjectId,
        )
      ).map((m) => [m.student_id, m]),
    );
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const entry of entries) {
      const old = before.get(entry.student_id);
      const from = old ? { marks: old.marks, absent: old.absent } : null;
      const to =
        entry.absent || entry.marks !== null ? { marks: entry.marks, absent: entry.absent } : null;
      if (JSON.stringify(from) !== JSON.stringify(to))
        changes[String(entry.student_id)] = { from, to };
    }
    const changed = Object.keys(changes).length;
    if (changed) {
      await repo.upsertMarks(tx, tenantId, ctx.paper.id, auth.user.id, entries);
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'exam.marks_saved',
        entityType: 'exam',
        entityId: examId,
        changes: { section_id: sectionId, subject_id: subjectId, students: changes },
      });
    }
    return { saved: entries.length, changed, entries, refused };
  });
}
