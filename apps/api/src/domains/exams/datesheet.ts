// The datesheet of an exam (module gradebook): its papers by class with the day, start
// and end time (Pakistan time) and an optional room. The office (gradebook.administer) builds it;
// a class sitting two papers at once, or a room booked twice at once, is refused (409) with a
// sentence naming the class, both subjects and the time. Publishing shows it to the students and
// parents of its classes and notifies them once (notify(): channels, consent and quiet hours).
// Every change is audited.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { can } from '../_shared/policy.js';
import { audit } from '../audit/service.js';
import { notify } from '../notifications/notify.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { isStaff, requireGradebookAdmin } from './policy.js';
import * as repo from './repository.js';

const DATESHEET_MESSAGES = {
  examNotFound: 'Exam not found.',
  paperNotFound: 'This paper is not on the datesheet.',
  classNotFound: 'Class not found.',
  subjectNotFound: 'This subject is not a subject of the class.',
  subjectTwice: (subject: string, className: string) =>
    `The datesheet already has a paper of ${subject} for ${className}.`,
  endNeeded: 'Give the end time or the duration of the paper.',
  endBeforeStart: 'The paper must end after it starts.',
  pastMidnight: 'A paper must end on the day it starts (before midnight).',
  classClash: (
    className: string,
    other: string,
    subject: string,
    date: string,
    from: string,
    to: string,
  ) =>
    `${className} already sits ${other} on ${date} from ${from} to ${to}, so ${subject} cannot be at that time.`,
  roomClash: (
    room: string,
    other: string,
    className: string,
    date: string,
    from: string,
    to: string,
  ) =>
    `Room ${room} is already booked for ${other} of ${className} on ${date} from ${from} to ${to}.`,
  noPapers: 'The datesheet has no papers yet: add them before publishing.',
  notPublished: 'The datesheet of this exam is not published yet.',
} as const;

const M = DATESHEET_MESSAGES;

/** `2026-12-14` → `14-12-2026`, the day as the school's printed papers write it. */
const dayLabel = (day: string): string => {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
};

const minutesOf = (clock: string): number => {
  const [h, m] = clock.split(':').map(Number);
  return h! * 60 + m!;
};
const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function paperView(p: repo.DatesheetPaperRow): Schemas['DatesheetPaper'] {
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

async function examOrNotFound(tx: Tx, tenantId: number, examId: number, lock = false) {
  const exam = await repo.findExam(tx, tenantId, examId, lock);
  if (!exam) throw notFound(M.examNotFound);
  return exam;
}

/**
 * Which classes of the datesheet the caller may read: staff every one (null); a student or a
 * parent their own children's classes in the exam's year, once published (404 before).
 */
async function readableClasses(
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

async function datesheetIn(
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
async function cleanPaper(
  tx: Tx,
  tenantId: number,
  body: Body<'addDatesheetPaper'>,
): Promise<repo.DatesheetPaperValues & { class_name: string; subject_name: string }> {
  const names = await repo.classAndSubject(tx, tenantId, body.class_id, body.subject_id);
  if (!names.class_name) throw invalidField('class_id', M.classNotFound);
  if (!names.subject_name) throw invalidField('subject_id', M.subjectNotFound);
  const start = minutesOf(body.starts_at);
  let end: number;
  if (body.ends_at !== undefined) end = minutesOf(body.ends_at);
  else if (body.duration_minutes !== undefined) end = start + body.duration_minutes;
  else throw invalidField('ends_at', M.endNeeded);
  if (end >= 24 * 60) throw invalidField('duration_minutes', M.pastMidnight);
  if (end <= start) throw invalidField('ends_at', M.endBeforeStart);
  const room = body.room?.replace(/\s+/g, ' ').trim() || null;
  return {
    class_id: body.class_id,
    class_name: names.class_name,
    subject_id: body.subject_id,
    subject_name: names.subject_name,
    paper_date: body.paper_date,
    starts_at: body.starts_at,
    ends_at: clockOf(end),
    room,
  };
}

/** The 409s: the class already sits a paper then, or the room is taken then. */
async function refuseClashes(
  tx: Tx,
  tenantId: number,
  paperId: number | null,
  paper: repo.DatesheetPaperValues & { class_name: string; subject_name: string },
): Promise<void> {
  const at = { id: paperId, ...paper };
  const sameClass = await repo.overlappingPaper(tx, tenantId, at, 'class');
  if (sameClass)
    throw conflict(
      M.classClash(
        paper.class_name,
        sameClass.subject_name,
        paper.subject_name,
        dayLabel(sameClass.paper_date),
        sameClass.starts_at,
        sameClass.ends_at,
      ),
    );
  if (!paper.room) return;
  const sameRoom = await repo.overlappingPaper(tx, tenantId, at, { room: paper.room });
  if (sameRoom)
    throw conflict(
      M.roomClash(
        paper.room,
        sameRoom.subject_name,
        sameRoom.class_name,
        dayLabel(sameRoom.paper_date),
        sameRoom.starts_at,
        sameRoom.ends_at,
      ),
    );
}

const audited = (p: repo.DatesheetPaperValues) => ({
  class_id: p.class_id,
  subject_id: p.subject_id,
  paper_date: p.paper_date,
  starts_at: p.starts_at,
  ends_at: p.ends_at,
  room: p.room,
});

export async function addDatesheetPaper(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  body: Body<'addDatesheetPaper'>,
): Promise<Schemas['Datesheet']> {
  requireGradebookAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const exam = await examOrNotFound(tx, tenantId, examId, true);
    const paper = await cleanPaper(tx, tenantId, body);
    await refuseClashes(tx, tenantId, null, paper);
    const id = await repo.insertDatesheetPaper(tx, tenantId, examId, paper, auth.user.id);
    if (id === null) throw conflict(M.subjectTwice(paper.subject_name, paper.class_name));
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'datesheet.paper_added',
      entityType: 'exam',
      entityId: examId,
      changes: { paper_id: id, ...audited(paper) },
    });
    return datesheetIn(tx, tenantId, exam, null);
  });
}

export async function updateDatesheetPaper(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  paperId: number,
  body: Body<'updateDatesheetPaper'>,
): Promise<Schemas['Datesheet']> {
  requireGradebookAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const exam = await examOrNotFound(tx, tenantId, examId, true);
    const before = await repo.findDatesheetPaper(tx, tenantId, examId, paperId);
    if (!before) throw notFound(M.paperNotFound);
    const paper = await cleanPaper(tx, tenantId, body);
    await refuseClashes(tx, tenantId, paperId, paper);
    if (!(await repo.updateDatesheetPaper(tx, tenantId, examId, paperId, paper)))
      throw conflict(M.subjectTwice(paper.subject_name, paper.class_name));
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'datesheet.paper_changed',
      entityType: 'exam',
      entityId: examId,
      changes: { paper_id: paperId, from: audited(before), to: audited(paper) },
    });
    return datesheetIn(tx, tenantId, exam, null);
  });
}

export async function removeDatesheetPaper(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  paperId: number,
): Promise<Schemas['Datesheet']> {
  requireGradebookAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const exam = await examOrNotFound(tx, tenantId, examId, true);
    const before = await repo.findDatesheetPaper(tx, tenantId, examId, paperId);
    if (!before) throw notFound(M.paperNotFound);
    await repo.deleteDatesheetPaper(tx, tenantId, examId, paperId);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'datesheet.paper_removed',
      entityType: 'exam',
      entityId: examId,
      changes: { paper_id: paperId, ...audited(before) },
    });
    return datesheetIn(tx, tenantId, exam, null);
  });
}

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
