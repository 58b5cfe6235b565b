// Reading a datesheet: the office and the exam's teachers see all of it; a student or parent, once
// published, the papers of their own classes.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { can } from '../_shared/policy.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { DATESHEET_MESSAGES as M } from './datesheet-messages.js';
import { datesheetIn, examOrNotFound, paperView, readableClasses } from './datesheet-office.js';
import * as repo from './repository.js';

export async function getExamDatesheet(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
): Promise<Schemas['Datesheet']> {
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const exam = await examOrNotFound(tx, tenantId, examId);
    const classes = await readableClasses(tx, auth, tenantId, exam);
    if (classes && !classes.length) throw notFound(M.notPublished);
    return datesheetIn(tx, tenantId, exam, classes);
  });
}

/** The class's datesheet to print (the same reading rights), or 404 when it has no papers. */
export async function classDatesheetFor(
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
  examId: number,
  classId: number,
) {
  const exam = await examOrNotFound(tx, tenantId, examId);
  const classes = await readableClasses(tx, auth, tenantId, exam);
  if (classes && !classes.includes(classId)) throw notFound(M.notPublished);
  const papers = await repo.datesheetPapers(tx, tenantId, examId, [classId]);
  if (!papers.length) throw notFound(M.classNotFound);
  return {
    exam,
    published_at: await repo.datesheetPublishedAt(tx, tenantId, examId),
    class_name: papers[0]!.class_name,
    papers,
  };
}

/** The paper's values checked: the subject of the class, the end after the start that day. */

export async function listMyDatesheets(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['MyDatesheetList']> {
  const tenantId = schoolTenantId(auth);
  if (!can(auth.user, 'results.viewOwn')) return { items: [] };
  return inSchool(deps, auth, async (tx) => {
    const own = await repo.ownStudentIds(tx, tenantId, auth.user.id);
    const placements = await repo.ownStudentClasses(tx, tenantId, own);
    const exams = await repo.publishedDatesheetsFor(tx, tenantId, [
      ...new Set(placements.map((p) => p.class_id)),
    ]);
    const items: Schemas['MyDatesheet'][] = [];
    for (const { exam_id, academic_year_id } of exams) {
      const exam = await examOrNotFound(tx, tenantId, exam_id);
      const mine = placements.filter((p) => p.academic_year_id === academic_year_id);
      const papers = await repo.datesheetPapers(
        tx,
        tenantId,
        exam_id,
        mine.map((p) => p.class_id),
      );
      for (const placement of mine) {
        const own = papers.filter((p) => p.class_id === placement.class_id);
        if (!own.length) continue;
        items.push({
          exam_id,
          exam_name: exam.name,
          term_name: exam.term_name,
          student_id: placement.student_id,
          student_name: placement.student_name,
          class_id: placement.class_id,
          class_name: placement.class_name,
          papers: own.map(paperView),
        });
      }
    }
    return { items: items.slice(0, 200) };
  });
}
