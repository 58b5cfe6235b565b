// Publishing an exam's results only when they are complete: every student of every paper has a
// mark, an absence or an exemption. The gaps are listed per class, section and subject; the head
// (gradebook.administer: the school's tenant admin) fills what remains with absent or exempt and
// publishes; withdrawing takes the notices it sent out of every inbox.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, forbidden, HttpError, invalidField } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { notifyMany } from '../notifications/notify.js';
import { withdrawNotices } from '../notifications/repository.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { examViewOf } from './exams.js';
import { MESSAGES } from './messages.js';
import { examFor } from './office.js';
import {
  POLICY_MESSAGES,
  requireGradebookAdmin,
  requireResultsApprover,
  requireStaff,
} from './policy.js';
import * as repo from './repository.js';

const PUBLICATION_MESSAGES = {
  incomplete: (gaps: string) =>
    `Marks are missing, so the results cannot be published: ${gaps}. Enter them, or mark each absent or exempt.`,
  gap: (subject: string, className: string, section: string, count: number) =>
    `${subject} of ${className} ${section} (${count} ${count === 1 ? 'student' : 'students'})`,
  more: (count: number) => `and ${count} more`,
  noGaps: 'This paper has no missing marks in this section.',
  notSubmitted:
    'These results have not been submitted for approval yet; they are published once the head approves them.',
  notAwaiting: 'These results are not awaiting approval.',
  alreadyPublished: 'The results of this exam are already published.',
  reasonNeeded: 'Please write why the results are sent back.',
} as const;

type Completeness = Schemas['ExamCompleteness'];

/** The gaps grouped by section and subject, in the order of the school's classes. */
function groupGaps(rows: readonly repo.GapRow[]): Completeness['gaps'] {
  const groups: Completeness['gaps'] = [];
  for (const row of rows) {
    let group = groups.find(
      (g) => g.section_id === row.section_id && g.subject_id === row.subject_id,
    );
    if (!group) {
      group = {
        class_name: row.class_name,
        section_id: row.section_id,
        section_name: row.section_name,
        subject_id: row.subject_id,
        subject_name: row.subject_name,
        missing: 0,
        students: [],
      };
      groups.push(group);
    }
    group.missing += 1;
    group.students.push({
      student_id: row.student_id,
      roll_no: row.roll_no,
      name: `${row.first_name} ${row.last_name}`,
    });
  }
  return groups;
}

/** The sentence of the 409: the first gaps by name, then how many more. */
function gapSentence(gaps: Completeness['gaps']): string {
  const shown = gaps
    .slice(0, 6)
    .map((g) => PUBLICATION_MESSAGES.gap(g.subject_name, g.class_name, g.section_name, g.missing));
  if (gaps.length > 6) shown.push(PUBLICATION_MESSAGES.more(gaps.length - 6));
  return PUBLICATION_MESSAGES.incomplete(shown.join('; '));
}

async function completenessIn(tx: Tx, tenantId: number, exam: repo.ExamRow): Promise<Completeness> {
  const gaps = groupGaps(await repo.examGaps(tx, tenantId, exam.id, exam.academic_year_id));
  return {
    exam_id: exam.id,
    complete: gaps.length === 0,
    missing_total: gaps.reduce((n, g) => n + g.missing, 0),
    gaps,
  };
}

export async function getExamCompleteness(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
): Promise<Completeness> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) =>
    completenessIn(tx, tenantId, await examFor(tx, tenantId, examId)),
  );
}

/** Marks what remains empty of one paper in one section absent or exempt (never a mark). */
export async function fillExamGaps(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  body: Body<'fillExamGaps'>,
): Promise<Completeness> {
  requireGradebookAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const exam = await examFor(tx, tenantId, examId, true);
    if (exam.published_at) throw conflict(MESSAGES.published);
    if (exam.submitted_at) throw conflict(MESSAGES.awaitingApproval);
    const gaps = (await repo.examGaps(tx, tenantId, examId, exam.academic_year_id)).filter(
      (g) => g.section_id === body.section_id && g.subject_id === body.subject_id,
    );
    const wanted = body.student_ids ? new Set(body.student_ids) : null;
    const chosen = gaps.filter((g) => !wanted || wanted.has(g.student_id));
    if (!chosen.length) throw invalidField('section_id', PUBLICATION_MESSAGES.noGaps);
    const filled = await repo.fillGaps(
      tx,
      tenantId,
      chosen[0]!.paper_id,
      chosen.map((g) => g.student_id),
      body.status,
      auth.user.id,
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'exam.gaps_filled',
      entityType: 'exam',
      entityId: examId,
      changes: {
        section_id: body.section_id,
        subject_id: body.subject_id,
        status: body.status,
        students: chosen.map((g) => g.student_id),
        filled,
      },
    });
    return completenessIn(tx, tenantId, exam);
  });
}

/** The 409 naming every gap, while any student of any paper has no mark, absence or exemption. */
async function requireComplete(tx: Tx, tenantId: number, exam: repo.ExamRow): Promise<void> {
  const check = await completenessIn(tx, tenantId, exam);
  if (check.complete) return;
  throw new HttpError(
    409,
    gapSentence(check.gaps),
    check.gaps.slice(0, 50).map((g) => ({
      field: `gaps.${g.section_id}.${g.subject_id}`,
      message: PUBLICATION_MESSAGES.gap(g.subject_name, g.class_name, g.section_name, g.missing),
    })),
  );
}

/** Whoever enters marks hands complete results to the head; nobody is notified yet. */
export async function submitExamForApproval(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
): Promise<Schemas['Exam']> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const exam = await examFor(tx, tenantId, examId, true);
    if (exam.published_at) throw conflict(PUBLICATION_MESSAGES.alreadyPublished);
    if (!exam.submitted_at) {
      await requireComplete(tx, tenantId, exam);
      await repo.setSubmitted(tx, tenantId, examId, auth.user.id);
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'exam.submitted_for_approval',
        entityType: 'exam',
        entityId: examId,
        changes: {
          approval: { from: exam.returned_reason ? 'returned' : 'draft', to: 'submitted' },
        },
      });
    }
    return examViewOf(tx, tenantId, examId, auth);
  });
}

/** The head sends submitted results back with a reason; marks can be changed again. */
export async function returnExamResults(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  body: Body<'returnExamResults'>,
): Promise<Schemas['Exam']> {
  requireResultsApprover(auth);
  const tenantId = schoolTenantId(auth);
  const reason = body.reason.replace(/\s+/g, ' ').trim();
  if (!reason) throw invalidField('reason', PUBLICATION_MESSAGES.reasonNeeded);
  return inSchool(deps, auth, async (tx) => {
    const exam = await examFor(tx, tenantId, examId, true);
    if (!(await repo.setReturned(tx, tenantId, examId, auth.user.id, reason)))
      throw conflict(PUBLICATION_MESSAGES.notAwaiting);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'exam.returned',
      entityType: 'exam',
      entityId: examId,
      changes: {
        approval: { from: 'submitted', to: 'returned' },
        reason,
        submitted_by: exam.submitted_by,
      },
    });
    return examViewOf(tx, tenantId, examId, auth);
  });
}

export async function publishExam(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
): Promise<Schemas['Exam']> {
  requireResultsApprover(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const exam = await examFor(tx, tenantId, examId, true);
    if (!exam.published_at) {
      // Checked under the exam's lock: no save can slip in a gap between the check and the flag.
      await requireComplete(tx, tenantId, exam);
      if (!exam.submitted_at) throw conflict(PUBLICATION_MESSAGES.notSubmitted);
      if (exam.submitted_by === auth.user.id) throw forbidden(POLICY_MESSAGES.notOwnApproval);
    }
    const changed = await repo.setPublished(tx, tenantId, examId, auth.user.id);
    if (changed) {
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'exam.published',
        entityType: 'exam',
        entityId: examId,
        changes: {
          published: { from: false, to: true },
          approved: { submitted_by: exam.submitted_by, submitted_at: exam.submitted_at },
        },
      });
      // Every student of the exam's classes and their guardians, once per publication.
      const students = await repo.examStudents(tx, tenantId, examId, exam.academic_year_id);
      const guardians = await repo.guardiansOf(
        tx,
        tenantId,
        students.map((s) => s.student_id),
      );
      // One notifyMany for the whole exam: statements grow with its students in 500s, not one
      // set per student.
      const guardiansOf = new Map<number, number[]>();
      for (const g of guardians) {
        guardiansOf.set(g.student_id, [...(guardiansOf.get(g.student_id) ?? []), g.guardian_id]);
      }
      await notifyMany(
        tx,
        students
          .map((student) => ({
            student,
            guardianIds: guardiansOf.get(student.student_id) ?? [],
            userIds: student.user_id ? [Number(student.user_id)] : [],
          }))
          .filter(({ guardianIds, userIds }) => guardianIds.length || userIds.length)
          .map(({ student, guardianIds, userIds }) => ({
            event: 'results_published' as const,
            recipients: { userIds, guardianIds },
            data: {
              student_name: `${student.first_name} ${student.last_name}`,
              exam_name: `${exam.name} (${exam.term_name})`,
            },
            idempotencyKey: `results:${examId}:${student.student_id}`,
            link: '/school/results',
          })),
      );
    }
    return examViewOf(tx, tenantId, examId, auth);
  });
}

export async function unpublishExam(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
): Promise<Schemas['Exam']> {
  requireGradebookAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    await examFor(tx, tenantId, examId, true);
    if (await repo.setPublished(tx, tenantId, examId, null)) {
      // The notices said "results are out": once withdrawn they would be false, so they go too.
      const notices = await withdrawNotices(tx, tenantId, `results:${examId}:`);
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'exam.unpublished',
        entityType: 'exam',
        entityId: examId,
        changes: { published: { from: true, to: false }, notices },
      });
    }
    return examViewOf(tx, tenantId, examId, auth);
  });
}
