// What the datesheet use cases share: days and times as printed, a paper's view, papers by class,
// the exam, and the classes a reader may see.
import type { Tx } from '../../db/client.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { can } from '../_shared/policy.js';
import { DATESHEET_MESSAGES as M } from './datesheet-messages.js';
import { isStaff } from './policy.js';
import * as repo from './repository.js';

/** `2026-12-14` → `14-12-2026`, the day as the school's printed papers write it. */
export const dayLabel = (day: string): string => {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
};

export const minutesOf = (clock: string): number => {
  const [h, m] = clock.split(':').map(Number);
  return h! * 60 + m!;
};
export const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function paperView(p: repo.DatesheetPaperRow): Schemas['DatesheetPaper'] {
  return {
    id: p.id,
    class_id: p.class_id,
    class_name: p.class_name,
    subject_id: p.subject_id,
    subject_name: p.subject_name,
    paper_date: p.paper_date,
    starts_at: p.starts_at,
    ends_at: p.ends_at,
    duration_minutes: minutesOf(p.ends_at) - minutesOf(p.starts_at),
    room: p.room,
  };
}

/** The papers grouped by class, in the order they come (the school's classes). */
function byClass(papers: readonly repo.DatesheetPaperRow[]): Schemas['DatesheetClass'][] {
  const classes: Schemas['DatesheetClass'][] = [];
  for (const paper of papers) {
    let group = classes.find((c) => c.class_id === paper.class_id);
    if (!group) {
      group = { class_id: paper.class_id, class_name: paper.class_name, papers: [] };
      classes.push(group);
    }
    group.papers.push(paperView(paper));
  }
  return classes;
}

export async function examOrNotFound(tx: Tx, tenantId: number, examId: number, lock = false) {
  const exam = await repo.findExam(tx, tenantId, examId, lock);
  if (!exam) throw notFound(M.examNotFound);
  return exam;
}

/**
 * Which classes of the datesheet the caller may read: staff every one (null); a student or a
 * parent their own children's classes in the exam's year, once published (404 before).
 */
export async function readableClasses(
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
  exam: repo.ExamRow,
): Promise<number[] | null> {
  if (isStaff(auth)) return null;
  if (!can(auth.user, 'results.viewOwn')) throw notFound(M.examNotFound);
  if (!(await repo.datesheetPublishedAt(tx, tenantId, exam.id))) throw notFound(M.notPublished);
  const own = await repo.ownStudentIds(tx, tenantId, auth.user.id);
  const classes = (await repo.ownStudentClasses(tx, tenantId, own))
    .filter((c) => c.academic_year_id === exam.academic_year_id)
    .map((c) => c.class_id);
  return classes;
}

export async function datesheetIn(
  tx: Tx,
  tenantId: number,
  exam: repo.ExamRow,
  classIds: readonly number[] | null,
): Promise<Schemas['Datesheet']> {
  const papers = await repo.datesheetPapers(tx, tenantId, exam.id, classIds ?? undefined);
  return {
    exam_id: exam.id,
    exam_name: exam.name,
    term_name: exam.term_name,
    published_at: await repo.datesheetPublishedAt(tx, tenantId, exam.id),
    classes: byClass(papers),
  };
}
