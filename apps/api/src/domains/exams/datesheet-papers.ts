// The datesheet's papers, added, changed and removed by the office (gradebook.administer): the
// subject of the class, the end after the start that day; a class sitting two papers at once, or a
// room booked twice at once, is refused (409) with a sentence naming the class, both subjects and
// the time. Every change is audited.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { DATESHEET_MESSAGES as M } from './datesheet-messages.js';
import { clockOf, datesheetIn, dayLabel, examOrNotFound, minutesOf } from './datesheet-office.js';
import { requireGradebookAdmin } from './policy.js';
import * as repo from './repository.js';

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
      M.classClash({
        className: paper.class_name,
        other: sameClass.subject_name,
        subject: paper.subject_name,
        date: dayLabel(sameClass.paper_date),
        from: sameClass.starts_at,
        to: sameClass.ends_at,
      }),
    );
  if (!paper.room) return;
  const sameRoom = await repo.overlappingPaper(tx, tenantId, at, { room: paper.room });
  if (sameRoom)
    throw conflict(
      M.roomClash({
        room: paper.room,
        other: sameRoom.subject_name,
        className: sameRoom.class_name,
        date: dayLabel(sameRoom.paper_date),
        from: sameRoom.starts_at,
        to: sameRoom.ends_at,
      }),
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
    if (id === null)
      throw conflict(M.subjectTwice({ subject: paper.subject_name, className: paper.class_name }));
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
      throw conflict(M.subjectTwice({ subject: paper.subject_name, className: paper.class_name }));
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
