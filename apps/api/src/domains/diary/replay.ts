import { defineMessages } from '../../http/i18n/messages.js';
// Posts and edits a teacher's device queued offline carry a client operation id and may arrive
// more than once (the answer to the first send was lost, a second tab sent the same queue). The
// first request claims the id; a replay answers the post as it is now and applies nothing again.
// An id is its author's and its change's own: another user's id, a creation's id sent as an
// edit, or an edit's id sent for another post is refused (422) rather than quietly answered.

import type { Tx } from '../../db/client.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField, notFound } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { MESSAGES, postView } from './access.js';
import * as repo from './repository.js';

const REPLAY_MESSAGES = defineMessages('diary.replay', {
  opReused: {
    en: 'This operation id was used for another change; send the change with a new id.',
    ur: 'یہ آپریشن آئی ڈی کسی اور تبدیلی کے لیے استعمال ہو چکی ہے؛ تبدیلی نئی آئی ڈی کے ساتھ بھیجیں۔',
  },
  postGone: {
    en: 'This diary entry was posted from the queue and has since been deleted.',
    ur: 'ڈائری کا یہ اندراج قطار سے شائع ہوا تھا اور بعد میں حذف کر دیا گیا۔',
  },
});

/** The answer to a replay of `opId`, or null when the id was never handled. */
export async function replayOf(
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
  opId: string,
  expected: { kind: repo.DiaryOperationKind; postId: number | null },
): Promise<Schemas['DiaryPost'] | null> {
  const op = await repo.findOperation(tx, tenantId, opId);
  if (!op) return null;
  const samePost = expected.postId === null || op.post_id === expected.postId;
  if (op.user_id !== auth.user.id || op.kind !== expected.kind || !samePost)
    throw invalidField('op_id', REPLAY_MESSAGES.opReused);
  const post = op.post_id === null ? undefined : await repo.findPost(tx, tenantId, op.post_id);
  if (!post)
    throw notFound(expected.kind === 'create' ? REPLAY_MESSAGES.postGone : MESSAGES.postNotFound);
  return postView(post, auth);
}

/**
 * Claims `opId` for this request; when a concurrent request with the same id got there first
 * (the insert waited for it on the key), answers as that one did.
 */
export async function claimOrReplay(
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
  opId: string,
  expected: { kind: repo.DiaryOperationKind; postId: number | null },
): Promise<Schemas['DiaryPost'] | null> {
  const claimed = await repo.claimOperation(tx, tenantId, {
    opId,
    kind: expected.kind,
    postId: expected.postId,
    userId: auth.user.id,
  });
  return claimed ? null : replayOf(tx, auth, tenantId, opId, expected);
}
