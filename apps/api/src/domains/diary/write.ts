// Posting, editing and deleting diary entries. A teacher posts for the sections and subjects they
// teach (class teacher: every subject of the class; subject teacher or the timetable: that
// subject); an administrator anywhere. Only the author edits; the author or an administrator
// deletes. Every change is audited with what changed (the attachment by name, type and size).
// A post or edit queued offline carries an operation id and is applied once (replay.ts).

import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden, invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { addDays, daysBetween } from '../attendance/calendar.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import { MESSAGES, postView, sectionOrNotFound } from './access.js';
import { checkAttachment } from './attachment.js';
import { isDiaryAdmin, POLICY_MESSAGES, requireDiaryStaff } from './policy.js';
import { claimOrReplay, replayOf } from './replay.js';
import * as repo from './repository.js';

const DAY_WINDOW = 30;
const DUE_WINDOW = 60;

function cleanBody(body: string): string {
  const text = body.replace(/\r\n?/g, '\n').trim();
  if (!text) throw invalidField('body', MESSAGES.blankBody);
  return text;
}

function checkDates(day: string, due: string | null | undefined): void {
  if (Math.abs(daysBetween(todayInPakistan(), day)) > DAY_WINDOW)
    throw invalidField('day', MESSAGES.dayTooFar);
  if (due === null || due === undefined) return;
  if (due < day) throw invalidField('due_date', MESSAGES.dueBeforeDay);
  if (due > addDays(day, DUE_WINDOW)) throw invalidField('due_date', MESSAGES.dueTooFar);
}

const fileFacts = (a: repo.AttachmentValues | null | undefined) =>
  a ? { file_name: a.file_name, content_type: a.content_type, bytes: a.bytes.length } : null;

export async function createDiaryPost(
  deps: AppDeps,
  auth: AuthContext,
  sectionId: number,
  body: Body<'createDiaryPost'>,
): Promise<Schemas['DiaryPost']> {
  requireDiaryStaff(auth);
  const tenantId = schoolTenantId(auth);
  const text = cleanBody(body.body);
  const due = body.due_date ?? null;
  checkDates(body.day, due);
  const attachment = body.attachment ? checkAttachment(body.attachment) : null;
  const opId = body.op_id ?? null;
  const creation = { kind: 'create' as const, postId: null };
  return inSchool(deps, auth, async (tx) => {
    const replayed = opId ? await replayOf(tx, auth, tenantId, opId, creation) : null;
    if (replayed) return replayed;
    const section = await sectionOrNotFound(tx, tenantId, sectionId);
    if (!(await repo.subjectOfClass(tx, tenantId, section.class_id, body.subject_id)))
      throw invalidField('subject_id', MESSAGES.subjectNotOfClass);
    if (!isDiaryAdmin(auth)) {
      const mine = await repo.postingOptions(tx, tenantId, auth.user.id);
      if (!mine.some((o) => o.section_id === sectionId))
        throw forbidden(POLICY_MESSAGES.sectionTeachersOnly);
      if (!mine.some((o) => o.section_id === sectionId && o.subject_id === body.subject_id))
        throw forbidden(POLICY_MESSAGES.subjectTeacherOnly);
    }
    if (opId) {
      const raced = await claimOrReplay(tx, auth, tenantId, opId, creation);
      if (raced) return raced;
    }
    const id = await repo.insertPost(tx, tenantId, {
      section_id: sectionId,
      subject_id: body.subject_id,
      author_id: auth.user.id,
      day: body.day,
      body: text,
      due_date: due,
      attachment,
    });
    if (opId) await repo.setOperationPost(tx, tenantId, opId, id);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'diary.posted',
      entityType: 'diary_post',
      entityId: id,
      changes: {
        section_id: sectionId,
        subject_id: body.subject_id,
        day: body.day,
        due_date: due,
        attachment: fileFacts(attachment),
        ...(opId ? { op_id: opId } : {}),
      },
    });
    const post = await repo.findPost(tx, tenantId, id);
    if (!post) throw notFound(MESSAGES.postNotFound);
    return postView(post, auth);
  });
}

export async function updateDiaryPost(
  deps: AppDeps,
  auth: AuthContext,
  postId: number,
  body: Body<'updateDiaryPost'>,
): Promise<Schemas['DiaryPost']> {
  requireDiaryStaff(auth);
  const tenantId = schoolTenantId(auth);
  const text = body.body === undefined ? undefined : cleanBody(body.body);
  const attachment =
    body.attachment === undefined
      ? undefined
      : body.attachment === null
        ? null
        : checkAttachment(body.attachment);
  const opId = body.op_id ?? null;
  const edit = { kind: 'edit' as const, postId };
  return inSchool(deps, auth, async (tx) => {
    const replayed = opId ? await replayOf(tx, auth, tenantId, opId, edit) : null;
    if (replayed) return replayed;
    const before = await repo.findPost(tx, tenantId, postId);
    if (!before) throw notFound(MESSAGES.postNotFound);
    if (before.author_id !== auth.user.id) throw forbidden(POLICY_MESSAGES.authorOnly);
    if (opId) {
      const raced = await claimOrReplay(tx, auth, tenantId, opId, edit);
      if (raced) return raced;
    }
    const due = body.due_date === undefined ? before.due_date : body.due_date;
    if (due !== null && due < before.day) throw invalidField('due_date', MESSAGES.dueBeforeDay);
    if (due !== null && due > addDays(before.day, DUE_WINDOW))
      throw invalidField('due_date', MESSAGES.dueTooFar);
    await repo.updatePost(tx, tenantId, postId, {
      body: text,
      due_date: body.due_date,
      attachment,
    });
    const changes: Record<string, unknown> = {};
    if (text !== undefined && text !== before.body) changes.body = { changed: true };
    if (body.due_date !== undefined && body.due_date !== before.due_date)
      changes.due_date = { from: before.due_date, to: body.due_date };
    if (attachment !== undefined)
      changes.attachment = {
        from: before.attachment_name
          ? { file_name: before.attachment_name, content_type: before.attachment_type }
          : null,
        to: fileFacts(attachment),
      };
    if (opId) changes.op_id = opId;
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'diary.edited',
      entityType: 'diary_post',
      entityId: postId,
      changes,
    });
    const after = await repo.findPost(tx, tenantId, postId);
    if (!after) throw notFound(MESSAGES.postNotFound);
    return postView(after, auth);
  });
}

export async function deleteDiaryPost(
  deps: AppDeps,
  auth: AuthContext,
  postId: number,
): Promise<void> {
  requireDiaryStaff(auth);
  const tenantId = schoolTenantId(auth);
  await inSchool(deps, auth, async (tx) => {
    const post = await repo.findPost(tx, tenantId, postId);
    if (!post) throw notFound(MESSAGES.postNotFound);
    if (post.author_id !== auth.user.id && !isDiaryAdmin(auth))
      throw forbidden(POLICY_MESSAGES.authorOrAdminOnly);
    await repo.deletePost(tx, tenantId, postId);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'diary.deleted',
      entityType: 'diary_post',
      entityId: postId,
      changes: {
        section_id: post.section_id,
        subject_id: post.subject_id,
        day: post.day,
        author_id: post.author_id,
      },
    });
  });
}
