import type { Tx } from '../../db/client.js';
import type { Schemas } from '../../http/types.js';
import type { AssessmentRecord } from '../assessments/repository.js';
import * as repo from './repository.js';

/** Submissions are accepted up to one minute after the time limit runs out. */
export const GRACE_MS = 60_000;

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

export function timeIsUp(attempt: repo.AttemptRecord, now: Date): boolean {
  return attempt.expires_at !== null && now.getTime() > attempt.expires_at.getTime() + GRACE_MS;
}

/**
 * The user's open attempt, or a new one whose clock starts now. An open attempt whose time ran
 * out is closed as expired and a fresh one opened; a concurrent opener's attempt is returned.
 */
export async function openOrResumeAttempt(
  tx: Tx,
  assessment: AssessmentRecord,
  userId: number,
): Promise<repo.AttemptRecord> {
  const now = new Date();
  const open = await repo.findOpenAttempt(tx, assessment, userId);
  if (open && !timeIsUp(open, now)) return open;
  if (open) await repo.closeAttempt(tx, open, 'expired', now);
  const opened = await repo.openAttempt(
    tx,
    assessment,
    userId,
    now,
    expiresAt(now, assessment.time_limit_minutes),
  );
  return opened ?? (await repo.findOpenAttempt(tx, assessment, userId))!;
}
