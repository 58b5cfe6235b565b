// Saving marks as they are typed: every student's entry is judged on its own, so one bad cell
// (105 of 100) is refused by name while the rest of the sheet is stored. Each entry is one row
// (student, paper), written or not as a whole; the paper is locked for the save so two tabs
// typing into one sheet are serialised.
//
// Offline capture that merges (issue 36): an entry queued on a device carries the version of the
// student's mark it was typed on (`base_version`) and a client operation id (`op_id`). A mark
// someone else changed since is kept and reported as a conflict instead of being overwritten; an
// operation id handled before applies nothing again. Entries without them overwrite as before.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { MARK_MESSAGES } from './mark-messages.js';
import { sheetContext } from './mark-sheets.js';
import { MESSAGES } from './messages.js';
import { requireStaff } from './policy.js';
import * as repo from './repository.js';

type Refusal = Schemas['MarksSaved']['refused'][number];
type Conflict = Schemas['MarkConflict'];
type Wanted = { student_id: number; marks: number | null; absent: boolean };

/** Why one entry cannot be stored, or null when it can. */
function entryProblem(
  entry: { marks: number | null; absent: boolean },
  max: number,
): { reason: Refusal['reason']; detail: (who: string) => string } | null {
  if (entry.absent && entry.marks !== null)
    return { reason: 'absent_with_marks', detail: MARK_MESSAGES.absentWithMarks };
  if (entry.marks !== null && entry.marks < 0)
    return { reason: 'below_zero', detail: MARK_MESSAGES.negative };
  if (entry.marks !== null && entry.marks > max)
    return { reason: 'above_max', detail: (who) => MARK_MESSAGES.aboveMax(who, max) };
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
    const seenOps = new Set<string>();
    const entries: (Wanted & { op_id?: string; base_version?: number; who: string })[] = [];
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
          detail: MARK_MESSAGES.notInSection,
        });
        continue;
      }
      const who = MARK_MESSAGES.who(student.roll_no, `${student.first_name} ${student.last_name}`);
      // Two values for one student in one request is a client's mistake, not a teacher's.
      if (seen.has(student.student_id))
        throw invalidField('entries', MARK_MESSAGES.listedTwice(who));
      seen.add(student.student_id);
      if (entry.op_id !== undefined) {
        if (seenOps.has(entry.op_id)) throw invalidField('entries', MARK_MESSAGES.opTwice(who));
        seenOps.add(entry.op_id);
      }
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
        op_id: entry.op_id,
        base_version: entry.base_version,
        who,
      });
    }
    const names = new Map([...students.values()].map((s) => [s.student_id, s]));
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
    const handled = await repo.handledMarkOperations(
      tx,
      tenantId,
      entries.flatMap((e) => (e.op_id ? [e.op_id] : [])),
    );
    const toWrite: Wanted[] = [];
    const conflicts: Conflict[] = [];
    const replayed: string[] = [];
    const ops: { opId: string; studentId: number; outcome: repo.MarkOperationOutcome }[] = [];
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const refusedChanges: Record<
      string,
      { kept: unknown; refused: unknown; base_version: number }
    > = {};
    const reported: number[] = [];
    for (const entry of entries) {
      const old = before.get(entry.student_id);
      const from = old ? { marks: old.marks, absent: old.absent } : null;
      const to =
        entry.absent || entry.marks !== null ? { marks: entry.marks, absent: entry.absent } : null;
      const same = JSON.stringify(from) === JSON.stringify(to);
      const student = names.get(entry.student_id);
      const conflictOf = (): Conflict => ({
        student_id: entry.student_id,
        roll_no: student?.roll_no ?? 0,
        student_name: student ? `${student.first_name} ${student.last_name}` : '',
        op_id: entry.op_id ?? null,
        detail: old?.changed_by
          ? MARK_MESSAGES.changedMeanwhileBy(entry.who, old.changed_by)
          : MARK_MESSAGES.changedMeanwhile(entry.who),
        current: {
          marks: old?.marks ?? null,
          absent: old?.absent ?? false,
          exempt: old?.exempt ?? false,
          version: old?.version ?? 0,
          changed_by: old?.changed_by ?? null,
          changed_at: old?.changed_at ?? null,
        },
      });
      const replay = entry.op_id ? handled.get(entry.op_id) : undefined;
      if (entry.op_id && replay) {
        // Handled before (its answer was lost, or a second tab): nothing is applied again; the
        // answer repeats the first one's verdict with the mark as it stands now.
        replayed.push(entry.op_id);
        if (replay.outcome === 'conflict') conflicts.push(conflictOf());
        else reported.push(entry.student_id);
        continue;
      }
      let outcome: repo.MarkOperationOutcome;
      if (same) outcome = 'unchanged';
      else if (entry.base_version !== undefined && entry.base_version !== (old?.version ?? 0))
        outcome = 'conflict';
      else outcome = 'applied';
      if (entry.op_id) ops.push({ opId: entry.op_id, studentId: entry.student_id, outcome });
      if (outcome === 'conflict') {
        conflicts.push(conflictOf());
        refusedChanges[String(entry.student_id)] = {
          kept: from,
          refused: to,
          base_version: entry.base_version ?? 0,
        };
        continue;
      }
      reported.push(entry.student_id);
      if (outcome === 'applied') {
        toWrite.push({ student_id: entry.student_id, marks: entry.marks, absent: entry.absent });
        changes[String(entry.student_id)] = { from, to };
      }
    }
    const changed = Object.keys(changes).length;
    if (toWrite.length) await repo.upsertMarks(tx, tenantId, ctx.paper.id, auth.user.id, toWrite);
    await repo.recordMarkOperations(tx, tenantId, ctx.paper.id, auth.user.id, ops);
    if (changed || conflicts.length) {
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'exam.marks_saved',
        entityType: 'exam',
        entityId: examId,
        changes: {
          section_id: sectionId,
          subject_id: subjectId,
          students: changes,
          ...(Object.keys(refusedChanges).length ? { conflicts: refusedChanges } : {}),
        },
      });
    }
    // Each stored entry as the server now holds it, with the version a device bases its next
    // change on (0: cleared).
    const now = new Map(
      (await repo.marksOf(tx, tenantId, examId, reported, subjectId)).map((m) => [m.student_id, m]),
    );
    return {
      saved: reported.length,
      changed,
      entries: reported.map((id) => {
        const m = now.get(id);
        return {
          student_id: id,
          marks: m?.marks ?? null,
          absent: m?.absent ?? false,
          version: m?.version ?? 0,
        };
      }),
      refused,
      conflicts,
      replayed,
    };
  });
}
