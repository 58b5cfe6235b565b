import type { Tx } from '../../db/client.js';
import { conflict } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import type { AssessmentRecord } from '../assessments/repository.js';
import { questionsForNewAttempt } from './freeze.js';
import * as repo from './repository.js';

/** Submissions are accepted up to one minute after the time limit runs out. */
const GRACE_MS = 60_000;

export function toAttempt(row: repo.AttemptRecord): Schemas['Attempt'] {
  return {
    id: row.id,
    assessment_id: row.assessment_id,
    started_at: row.started_at.toISOString(),
    expires_at: row.expires_at ? row.expires_at.toISOString() : null,
  };
}

function expiresAt(startedAt: Date, limitMinutes: number | null): Date | null {
  return limitMinutes ? new Date(startedAt.getTime() + limitMinutes * 60_000) : null;
}

export function timeIsUp(attempt: Pick<repo.AttemptRecord, 'expires_at'>, now: Date): boolean {
  return attempt.expires_at !== null && now.getTime() > attempt.expires_at.getTime() + GRACE_MS;
}

const NO_ATTEMPTS_LEFT = (max: number) =>
  max === 1
    ? 'You have already used your one attempt at this quiz.'
    : `You have used all ${max} attempts at this quiz.`;

/**
 * The user's open attempt, or a new one whose clock starts now. An open attempt whose time ran
 * out is closed as expired and a fresh one opened while attempts are left (the quiz's
 * max_attempts, 409 once used up); a concurrent opener's attempt is returned. A new attempt
 * holds its own questions (`questionsForNewAttempt`).
 */
export async function openOrResumeAttempt(
  tx: Tx,
  assessment: AssessmentRecord,
  userId: number,
  /** The open attempt when the caller already read it in this transaction (null: none). */
  prefetched?: repo.AttemptRecord | null,
): Promise<repo.AttemptRecord> {
  const now = new Date();
  const open =
    prefetched === undefined ? await repo.findOpenAttempt(tx, assessment, userId) : prefetched;
  if (open && !timeIsUp(open, now)) return open;
  if (open) await repo.closeAttempt(tx, open, 'expired', now);
  // The attempt's own questions (drawn, shuffled) are frozen with it.
  const questions = await questionsForNewAttempt(tx, assessment, userId);
  const opened = await repo.openAttemptWithinLimit(
    tx,
    assessment,
    userId,
    now,
    expiresAt(now, assessment.time_limit_minutes),
    assessment.max_attempts,
    questions,
  );
  if (opened) return opened;
  const concurrent = await repo.findOpenAttempt(tx, assessment, userId);
  if (concurrent) return concurrent;
  throw conflict(NO_ATTEMPTS_LEFT(assessment.max_attempts ?? 0));
}
