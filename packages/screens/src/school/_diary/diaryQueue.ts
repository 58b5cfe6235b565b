// A teacher's diary posts and edits kept on the device while there is no connection, like the
// attendance register's queued save (../_attendance/registerDraft.ts). Each change gets a client
// operation id when it is queued and keeps it through every send, so the server, which handles an
// id once, never posts or edits twice however often the queue is sent (a lost answer, a second
// tab). Changes go in the order they were made. A change the server refuses for good (a 4xx) stays
// in the queue marked refused, with the reason, until the teacher removes it, instead of
// vanishing. Pure: the storage, the clock and the id maker are passed in, so the rules are unit
// tested without a browser.

import type { DiaryAttachmentUpload } from '@watni/api-client';
import { type DraftStore, isRetryable, randomOpId } from '../_attendance/registerDraft';

export type { DraftStore };
export { isRetryable, randomOpId };

interface QueuedBase {
  op_id: string;
  sectionId: number;
  day: string;
  subjectId: number;
  subjectName: string;
  body: string;
  due_date: string | null;
  /** When the teacher made the change (ms since epoch). */
  queuedAt: number;
  /** The server's reason when it refused the change for good; not sent again. */
  refused?: string;
}

export interface QueuedCreate extends QueuedBase {
  kind: 'create';
  attachment?: DiaryAttachmentUpload;
}

export interface QueuedEdit extends QueuedBase {
  kind: 'edit';
  postId: number;
  /** undefined: the file is kept; null: removed. */
  attachment?: DiaryAttachmentUpload | null;
}

export type QueuedDiaryChange = QueuedCreate | QueuedEdit;

export const QUEUE_KEY = 'watni.diary.queue';

export function loadQueue(store: DraftStore): QueuedDiaryChange[] {
  const raw = store.getItem(QUEUE_KEY);
  if (!raw) return [];
  try {
    const list = JSON.parse(raw) as unknown;
    return Array.isArray(list) ? (list as QueuedDiaryChange[]).filter(isChange) : [];
  } catch {
    return [];
  }
}

function isChange(c: QueuedDiaryChange): boolean {
  return (
    typeof c?.op_id === 'string' &&
    (c.kind === 'create' || (c.kind === 'edit' && typeof c.postId === 'number'))
  );
}

/** False when the device refused to keep it (storage full): the queue lives while the page does. */
export function storeQueue(store: DraftStore, queue: readonly QueuedDiaryChange[]): boolean {
  try {
    if (queue.length === 0) store.removeItem(QUEUE_KEY);
    else store.setItem(QUEUE_KEY, JSON.stringify(queue));
    return true;
  } catch {
    return false;
  }
}

interface ChangeValues {
  sectionId: number;
  day: string;
  subjectId: number;
  subjectName: string;
  body: string;
  due_date: string | null;
}

export function queueCreate(
  queue: readonly QueuedDiaryChange[],
  values: ChangeValues & { attachment?: DiaryAttachmentUpload },
  now: number,
  opId: string = randomOpId(),
): QueuedDiaryChange[] {
  return [...queue, { ...values, kind: 'create', op_id: opId, queuedAt: now }];
}

/**
 * An edit of a post the server has. Each edit keeps its own id (an earlier one may already have
 * reached the server with its answer lost; reusing its id would make the server skip this one).
 */
export function queueEdit(
  queue: readonly QueuedDiaryChange[],
  values: ChangeValues & { postId: number; attachment?: DiaryAttachmentUpload | null },
  now: number,
  opId: string = randomOpId(),
): QueuedDiaryChange[] {
  return [...queue, { ...values, kind: 'edit', op_id: opId, queuedAt: now }];
}

/** The next change to send: the oldest not refused. */
export function nextToSend(queue: readonly QueuedDiaryChange[]): QueuedDiaryChange | null {
  return queue.find((c) => !c.refused) ?? null;
}

/** How many changes still wait for the connection. */
export function waitingCount(queue: readonly QueuedDiaryChange[]): number {
  return queue.filter((c) => !c.refused).length;
}

/** The changes shown on a section's day (waiting or refused). */
export function changesOf(
  queue: readonly QueuedDiaryChange[],
  sectionId: number,
  day: string,
): QueuedDiaryChange[] {
  return queue.filter((c) => c.sectionId === sectionId && c.day === day);
}

type DiaryRequest =
  | {
      kind: 'create';
      sectionId: number;
      body: {
        op_id: string;
        subject_id: number;
        day: string;
        body: string;
        due_date: string | null;
        attachment?: DiaryAttachmentUpload;
      };
    }
  | {
      kind: 'edit';
      postId: number;
      body: {
        op_id: string;
        body: string;
        due_date: string | null;
        attachment?: DiaryAttachmentUpload | null;
      };
    };

/** The request a queued change is sent as (the same operation id every time). */
export function requestOf(change: QueuedDiaryChange): DiaryRequest {
  if (change.kind === 'create')
    return {
      kind: 'create',
      sectionId: change.sectionId,
      body: {
        op_id: change.op_id,
        subject_id: change.subjectId,
        day: change.day,
        body: change.body,
        due_date: change.due_date,
        ...(change.attachment ? { attachment: change.attachment } : {}),
      },
    };
  return {
    kind: 'edit',
    postId: change.postId,
    body: {
      op_id: change.op_id,
      body: change.body,
      due_date: change.due_date,
      ...(change.attachment !== undefined ? { attachment: change.attachment } : {}),
    },
  };
}

export type SendOutcome = { sent: true } | { sent: false; error: unknown; message: string };

/**
 * The queue after one change's send: accepted (or answered as a replay), it leaves the queue;
 * no answer or a server fault, it stays to be sent again with the same id; refused for good, it
 * stays marked refused with the reason. Changes queued meanwhile are untouched.
 */
export function afterSend(
  queue: readonly QueuedDiaryChange[],
  opId: string,
  outcome: SendOutcome,
): QueuedDiaryChange[] {
  if (outcome.sent) return queue.filter((c) => c.op_id !== opId);
  if (isRetryable(outcome.error)) return [...queue];
  return queue.map((c) => (c.op_id === opId ? { ...c, refused: outcome.message || '—' } : c));
}

/** The queue without one change (the teacher removed a refused or waiting one). */
export function removeChange(
  queue: readonly QueuedDiaryChange[],
  opId: string,
): QueuedDiaryChange[] {
  return queue.filter((c) => c.op_id !== opId);
}
