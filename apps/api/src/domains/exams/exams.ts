// Exams and their papers: listed, created, read and changed by the office; a paper's maximum cannot
// fall below a mark already entered.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { approvalOf } from './approval-state.js';
import { MESSAGES } from './messages.js';
import { clean, examFor } from './office.js';
import { requireGradebookAdmin, requireStaff } from './policy.js';
import * as repo from './repository.js';

async function examView(
  tx: Tx,
  tenantId: number,
  exam: repo.ExamRow,
  viewer?: AuthContext,
): Promise<Schemas['Exam']> {
  const papers = await repo.papersOf(tx, tenantId, exam.id);
  const classes: Schemas['ExamClass'][] = [];
  for (const paper of papers) {
    let group = classes.find((c) => c.class_id === paper.class_id);
    if (!group) {
      group = { class_id: paper.class_id, class_name: paper.class_name, papers: [] };
      classes.push(group);
    }
    group.papers.push({
      id: paper.id,
      subject_id: paper.subject_id,
      subject_name: paper.subject_name,
      exam_date: paper.exam_date,
      max_marks: paper.max_marks,
      passing_marks: paper.passing_marks,
      marks_entered: paper.marks_entered,
    });
  }
  return {
    id: exam.id,
    term_id: exam.term_id,
    term_name: exam.term_name,
    year_name: exam.year_name,
    name: exam.name,
    is_published: exam.published_at !== null,
    published_at: exam.published_at,
    created_at: exam.created_at,
    classes,
    approval: approvalOf(exam, viewer),
  };
}

interface CleanPaper {
  class_id: number;
  class_name: string;
  subject_id: number;
  subject_name: string;
  exam_date: string | null;
  max_marks: number;
  passing_marks: number;
}

/** Checks the classes and papers of a create or update against the school and the term. */
async function cleanPapers(
  tx: Tx,
  tenantId: number,
  term: repo.TermRow,
  classes: Schemas['ExamClassInput'][],
): Promise<CleanPaper[]> {
  const classRows = await repo.classesByIds(
    tx,
    tenantId,
    classes.map((c) => c.class_id),
  );
  const subjectRows = await repo.subjectsByIds(
    tx,
    tenantId,
    classes.flatMap((c) => c.papers.map((p) => p.subject_id)),
  );
  const out: CleanPaper[] = [];
  const seenClasses = new Set<number>();
  const seenSubjects = new Set<number>();
  for (const klass of classes) {
    const row = classRows.find((c) => c.id === klass.class_id);
    if (!row) throw invalidField('classes', MESSAGES.classNotFound({ id: klass.class_id }));
    if (seenClasses.has(row.id))
      throw invalidField('classes', MESSAGES.classTwice({ name: row.name }));
    seenClasses.add(row.id);
    for (const paper of klass.papers) {
      const subject = subjectRows.find((s) => s.id === paper.subject_id);
      if (!subject)
        throw invalidField('classes', MESSAGES.subjectNotFound({ id: paper.subject_id }));
      if (subject.class_id !== row.id)
        throw invalidField(
          'classes',
          MESSAGES.subjectNotOfClass({ subject: subject.name, className: row.name }),
        );
      if (seenSubjects.has(subject.id))
        throw invalidField('classes', MESSAGES.subjectTwice({ subject: subject.name }));
      seenSubjects.add(subject.id);
      if (paper.passing_marks > paper.max_marks)
        throw invalidField('classes', MESSAGES.passingAboveMax({ subject: subject.name }));
      const date = paper.exam_date ?? null;
      if (date && (date < term.starts_on || date > term.ends_on))
        throw invalidField('classes', MESSAGES.dateOutsideTerm({ subject: subject.name }));
      out.push({
        class_id: row.id,
        class_name: row.name,
        subject_id: subject.id,
        subject_name: subject.name,
        exam_date: date,
        max_marks: paper.max_marks,
        passing_marks: paper.passing_marks,
      });
    }
  }
  return out;
}

export async function listExams(
  deps: AppDeps,
  auth: AuthContext,
  query: { term_id?: number; skip?: number; limit?: number },
): Promise<Schemas['ExamList']> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const page = await repo.listExams(
      tx,
      tenantId,
      query.term_id,
      query.skip ?? 0,
      query.limit ?? 100,
    );
    return {
      total: page.total,
      items: page.items.map((e) => ({
        id: e.id,
        term_id: e.term_id,
        term_name: e.term_name,
        year_name: e.year_name,
        name: e.name,
        is_published: e.published_at !== null,
        published_at: e.published_at,
        class_names: e.class_names,
        papers: e.papers,
      })),
    };
  });
}

export async function createExam(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createExam'>,
): Promise<Schemas['Exam']> {
  requireGradebookAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const name = clean(body.name);
  if (!name) throw invalidField('name', MESSAGES.examName);
  return inSchool(deps, auth, async (tx) => {
    const term = await repo.findTerm(tx, tenantId, body.term_id);
    if (!term) throw invalidField('term_id', MESSAGES.termNotFound);
    const papers = await cleanPapers(tx, tenantId, term, body.classes);
    const examId = await repo.insertExam(tx, tenantId, term.id, name, auth.user.id);
    for (const paper of papers) await repo.upsertPaper(tx, tenantId, examId, paper);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'exam.created',
      entityType: 'exam',
      entityId: examId,
      changes: { name, term_id: term.id, papers },
    });
    return examView(tx, tenantId, await examFor(tx, tenantId, examId), auth);
  });
}

export async function getExam(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
): Promise<Schemas['Exam']> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) =>
    examView(tx, tenantId, await examFor(tx, tenantId, examId), auth),
  );
}

export async function updateExam(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  body: Body<'updateExam'>,
): Promise<Schemas['Exam']> {
  requireGradebookAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const exam = await examFor(tx, tenantId, examId, true);
    if (exam.published_at) throw conflict(MESSAGES.publishedEdit);
    const changes: Record<string, unknown> = {};
    if (body.name !== undefined) {
      const name = clean(body.name);
      if (!name) throw invalidField('name', MESSAGES.examName);
      if (name !== exam.name) {
        await repo.renameExam(tx, tenantId, examId, name);
        changes.name = { from: exam.name, to: name };
      }
    }
    if (body.classes) {
      const term = (await repo.findTerm(tx, tenantId, exam.term_id))!;
      const next = await cleanPapers(tx, tenantId, term, body.classes);
      const before = await repo.papersOf(tx, tenantId, examId);
      const removed = before.filter((p) => !next.some((n) => n.subject_id === p.subject_id));
      const withMarks = removed.find((p) => p.marks_entered > 0);
      if (withMarks)
        throw conflict(
          MESSAGES.paperHasMarks({
            subject: withMarks.subject_name,
            className: withMarks.class_name,
          }),
        );
      const tops = await repo.highestMarks(tx, tenantId, examId);
      for (const paper of next) {
        const old = before.find((p) => p.subject_id === paper.subject_id);
        const top = old ? tops.get(old.id) : undefined;
        if (top !== undefined && paper.max_marks < top)
          throw conflict(MESSAGES.maxBelowMarks({ subject: paper.subject_name, top }));
      }
      await repo.deletePapers(
        tx,
        tenantId,
        removed.map((p) => p.id),
      );
      for (const paper of next) await repo.upsertPaper(tx, tenantId, examId, paper);
      changes.papers = {
        from: before.map(({ marks_entered: _, id: __, ...p }) => p),
        to: next,
      };
    }
    await repo.touchExam(tx, tenantId, examId);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'exam.updated',
      entityType: 'exam',
      entityId: examId,
      changes,
    });
    return examView(tx, tenantId, await examFor(tx, tenantId, examId), auth);
  });
}

/** `2026-11-24` style dates are not needed here; the exam name carries the message. */
/** The exam as the screens show it, read again (after a change). */
export async function examViewOf(tx: Tx, tenantId: number, examId: number, viewer?: AuthContext) {
  return examView(tx, tenantId, await examFor(tx, tenantId, examId), viewer);
}
