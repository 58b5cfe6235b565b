// Assignment and Grade Services 2.0 score passback, run on the job queue: when a student who
// came by an LTI launch submits the quiz the link named, one job per (registration, line item)
// is sent in the submission's own transaction (it exists only if the submission commits). The
// job asks the platform's token endpoint for a token with the client-credentials grant and the
// tool's signed JWT assertion (Security Framework 1.0 §4.1), then POSTs the score to the line
// item's /scores (AGS 2.0 §3.4) with the media type application/vnd.ims.lis.v1.score+json. Both
// requests go through the guarded outbound client (the school typed the platform's URLs). A
// failure throws, so pg-boss retries with backoff; the score carries its own timestamp, so a
// platform that already took it ignores the repeat (§3.4.7).
import type { Db, Tx } from '../../db/client.js';
import { scopeOfTx, tenantScope, withScope } from '../../db/scope.js';
import { guardedFetch } from '../../http/outbound.js';
import type { JobKind } from '../../queue/queue.js';
import { queueOf } from '../../queue/registry.js';
import { clientCredentialsForm, quizScore, SCORE_MEDIA_TYPE, scoresUrl } from './ags-score.js';
import { toolSigningKey } from './keys.js';
import * as repo from './repository.js';

const LTI_SCORE_JOB = 'lti.score';

interface LtiScoreData {
  tenantId: number;
  platformId: number;
  userId: number;
  assessmentId: number;
  submissionId: number;
}

/** In the submission's transaction: one job per platform link of this learner and quiz. */
export async function enqueueLtiScores(
  tx: Tx,
  input: Omit<LtiScoreData, 'platformId'>,
): Promise<void> {
  const links = await repo.gradeLinksOf(tx, input.userId, input.assessmentId);
  if (links.length === 0) return;
  const queue = queueOf(scopeOfTx(tx).database);
  for (const link of links) {
    await queue.send(
      tx,
      LTI_SCORE_JOB,
      { ...input, platformId: link.platform_id },
      { key: `lti-score:${input.tenantId}:${link.platform_id}:${input.submissionId}` },
    );
  }
}

async function postLtiScore(db: Db, data: LtiScoreData): Promise<void> {
  const found = await withScope(db, tenantScope(data.tenantId), async (tx) => ({
    link: await repo.gradeLink(tx, data.platformId, data.userId, data.assessmentId),
    submission: await repo.submissionScore(tx, data.submissionId),
  }));
  // The registration was removed or the submission deleted since: nothing left to send.
  if (!found.link || !found.submission) return;
  const { link, platform } = found.link;
  const { submission } = found;

  const form = await clientCredentialsForm({
    clientId: platform.client_id,
    tokenUrl: platform.token_url,
    toolKey: await toolSigningKey(platform.tool_private_sealed),
    kid: platform.tool_kid,
  });
  const tokenAnswer = await guardedFetch(platform.token_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
    maxBytes: 64 * 1024,
  });
  const token = (await tokenAnswer.json().catch(() => null)) as { access_token?: unknown } | null;
  if (!tokenAnswer.ok || typeof token?.access_token !== 'string') {
    throw new Error(`The platform's token endpoint answered ${tokenAnswer.status}.`);
  }
  const score = quizScore({
    userId: link.subject,
    scoreGiven: submission.score,
    // A quiz of essays only has no automatic maximum yet; AGS needs a positive one.
    scoreMaximum: Math.max(submission.max_score, 1),
    at: submission.submitted_at,
    pendingManual: submission.grading_pending,
  });
  const posted = await guardedFetch(scoresUrl(link.lineitem), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token.access_token}`,
      'content-type': SCORE_MEDIA_TYPE,
    },
    body: JSON.stringify(score),
    maxBytes: 64 * 1024,
  });
  if (!posted.ok) throw new Error(`The platform's scores endpoint answered ${posted.status}.`);
}

export function ltiScoreJob(db: Db, pace: { retryDelay?: number } = {}): JobKind<LtiScoreData> {
  return {
    name: LTI_SCORE_JOB,
    // A platform down for a while: five tries over about half an hour (30 s doubling).
    retryLimit: 5,
    retryDelay: pace.retryDelay ?? 30,
    expireInSeconds: 120,
    async handler(data) {
      await postLtiScore(db, data);
    },
  };
}
