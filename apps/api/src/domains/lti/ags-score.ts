// The two messages a tool sends to post a grade back through Assignment and Grade Services 2.0:
// the client-credentials token request with a signed JWT assertion (1EdTech Security Framework
// 1.0 §4.1, RFC 7523 client authentication) and the score (AGS 2.0 §3.4, media type
// application/vnd.ims.lis.v1.score+json). Pure builders; sending is the job's concern.
import { randomUUID } from 'node:crypto';
import { type CryptoKey, type KeyObject, SignJWT } from 'jose';

export const SCORE_MEDIA_TYPE = 'application/vnd.ims.lis.v1.score+json';
export const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** Form body for the platform's token endpoint; iss = sub = client_id, aud = token URL, fresh jti. */
export async function clientCredentialsForm(input: {
  clientId: string;
  tokenUrl: string;
  toolKey: CryptoKey | KeyObject;
  kid: string;
  now?: Date;
}): Promise<URLSearchParams> {
  const iat = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: input.kid, typ: 'JWT' })
    .setIssuer(input.clientId)
    .setSubject(input.clientId)
    .setAudience(input.tokenUrl)
    .setIssuedAt(iat)
    // Five minutes: the assertion is used at once; a short life limits a leaked one.
    .setExpirationTime(iat + 300)
    .setJti(randomUUID())
    .sign(input.toolKey);
  return new URLSearchParams({
    grant_type: 'client_credentials',
    client_assertion_type: ASSERTION_TYPE,
    client_assertion: assertion,
    scope: SCORE_SCOPE,
  });
}

/** AGS 2.0 §3.4 score for a finished, graded quiz attempt. */
export function quizScore(input: {
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  at: Date;
  /** An essay waiting for the teacher: the score so far, and that a person still grades it. */
  pendingManual?: boolean;
}) {
  if (!(input.scoreMaximum > 0) || input.scoreGiven < 0) {
    throw new RangeError('scoreMaximum must be positive and scoreGiven not negative');
  }
  return {
    userId: input.userId,
    scoreGiven: input.scoreGiven,
    scoreMaximum: input.scoreMaximum,
    // A submitted Watni quiz is marked at once, so the attempt is both submitted and fully graded.
    activityProgress: 'Submitted' as const,
    gradingProgress: input.pendingManual ? ('PendingManual' as const) : ('FullyGraded' as const),
    // §3.4.7: ISO 8601 with sub-second precision; platforms ignore scores older than the last.
    timestamp: input.at.toISOString(),
  };
}

/** §3.4: scores are POSTed to the line item URL with "/scores" appended to its path (query kept). */
export function scoresUrl(lineitem: string): string {
  const url = new URL(lineitem);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.toString();
}
