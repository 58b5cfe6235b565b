// The LTI 1.3 launch: the platform's authentication response (Security Framework 1.0
// §5.1.1.3), an id_token and the state form-posted by the browser. The state is spent first
// (single use, whatever follows); the platform's key set is fetched through the guarded outbound
// client (a school typed its URL); id-token.ts validates the token and its nonce against the
// state's. A learner's resource link launch then signs the platform user in as a student of the
// school: linked by (registration, sub) — LTI Core's sub is stable per issuer — never by e-mail,
// which a platform asserts and anyone may type; made on first launch, audited.
import { createHash, randomBytes } from 'node:crypto';
import type { JSONWebKeySet } from 'jose';
import { tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, forbidden, HttpError } from '../../http/errors.js';
import { nowOf } from '../../http/export.js';
import { guardedFetch, OutboundFailed, OutboundRefused } from '../../http/outbound.js';
import { audit } from '../audit/service.js';
import { hashOpaqueToken } from '../auth/tokens.js';
import { LaunchRejected, type LtiLaunch, validateLaunchIdToken } from './id-token.js';
import { hashState, registrationAt } from './login.js';
import { LTI_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';

/** LIS v2 context role of a learner (LTI Core 1.3 §A.2.3). */
const LEARNER = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner';
/** The one-time code a launch hands to the browser: two minutes to load the site. */
const SIGN_IN_SECONDS = 120;
/** A key set is a few keys; anything larger is not one. */
const JWKS_MAX_BYTES = 64 * 1024;

async function platformKeys(jwksUrl: string): Promise<JSONWebKeySet> {
  let response: Response;
  try {
    response = await guardedFetch(jwksUrl, {
      headers: { accept: 'application/json' },
      maxBytes: JWKS_MAX_BYTES,
    });
  } catch (error) {
    if (error instanceof OutboundRefused || error instanceof OutboundFailed) {
      throw new HttpError(502, M.jwksUnreachable);
    }
    throw error;
  }
  if (!response.ok) throw new HttpError(502, M.jwksUnreachable);
  const body = (await response.json().catch(() => null)) as { keys?: unknown } | null;
  if (!body || !Array.isArray(body.keys)) throw new HttpError(502, M.jwksInvalid);
  return body as JSONWebKeySet;
}

/** What the link opens: custom parameter first, else the target_link_uri's query. */
function named(launch: LtiLaunch, name: 'watni_quiz' | 'watni_course'): number | null {
  let raw: string | null = launch.custom[name] ?? null;
  if (raw === null) {
    try {
      raw = new URL(launch.targetLinkUri).searchParams.get(name);
    } catch {
      raw = null;
    }
  }
  if (raw === null || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2147483647 ? id : null;
}

/** The sign-in account of a platform user: a placeholder address, unique per registration. */
function accountEmail(publicId: string, subject: string): string {
  const digest = createHash('sha256').update(subject).digest('hex').slice(0, 20);
  return `lti-${publicId.toLowerCase()}-${digest}@lti.invalid`;
}

/** LIS v2 roles that may pick content (LTI Core 1.3 §A.2: context and institution roles). */
const PICKERS = [
  'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  'http://purl.imsglobal.org/vocab/lis/v2/membership#ContentDeveloper',
  'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator',
  'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Instructor',
];
/** Ten minutes for the instructor to pick. */
const DEEP_LINK_SECONDS = 600;

/** Keeps the request behind a one-time code; the site's picker continues with it. */
async function deepLinkPicker(
  deps: AppDeps,
  platform: repo.PlatformRow,
  launch: LtiLaunch,
): Promise<string> {
  if (!launch.roles.some((role) => PICKERS.includes(role))) throw forbidden(M.notInstructor);
  // The site form-posts the answer there: an http(s) address only (never javascript: or data:).
  const returnUrl = launch.deepLinkReturnUrl ?? '';
  if (returnUrl.length > 2000 || !/^https?:\/\/[^\s]+$/i.test(returnUrl)) {
    throw badRequest(M.badReturnUrl);
  }
  const code = randomBytes(32).toString('base64url');
  await withScope(deps.db, tenantScope(platform.tenant_id), (tx) =>
    repo.insertDeepLink(tx, {
      tenant_id: platform.tenant_id,
      code_hash: hashOpaqueToken(code),
      platform_id: platform.id,
      deployment_id: launch.deploymentId,
      return_url: returnUrl,
      data: launch.deepLinkData?.slice(0, 2000) ?? null,
      expires_at: new Date(nowOf(deps).getTime() + DEEP_LINK_SECONDS * 1000),
    }),
  );
  return `${deps.config.publicUrl}/lti/deep-link#code=${code}`;
}

/** Answers the site URL to send the browser to (302), carrying the one-time sign-in code. */
export async function launchLti(
  deps: AppDeps,
  publicId: string,
  form: { id_token?: string | undefined; state?: string | undefined },
): Promise<string> {
  const platform = await registrationAt(deps, publicId);
  if (!form.id_token || !form.state) throw badRequest(M.launchFields);
  const scope = tenantScope(platform.tenant_id);
  const state = await withScope(deps.db, scope, (tx) =>
    repo.takeState(tx, platform.id, hashState(form.state!)),
  );
  const now = nowOf(deps);
  if (!state || state.expires_at <= now) throw badRequest(M.badState);

  const keys = await platformKeys(platform.jwks_url);
  let launch: LtiLaunch;
  try {
    launch = await validateLaunchIdToken({
      idToken: form.id_token,
      registration: {
        issuer: platform.issuer,
        clientId: platform.client_id,
        deploymentIds: platform.deployment_ids,
      },
      platformJwks: keys,
      // The state was spent above, so its nonce can match once only.
      consumeNonce: async (nonce) => nonce === state.nonce,
      now,
    });
  } catch (error) {
    if (error instanceof LaunchRejected) throw badRequest(error.detail);
    throw error;
  }
  if (launch.messageType === 'LtiDeepLinkingRequest') return deepLinkPicker(deps, platform, launch);
  if (!launch.roles.includes(LEARNER)) throw forbidden(M.notLearner);
  const quizId = named(launch, 'watni_quiz');
  const courseId = quizId === null ? named(launch, 'watni_course') : null;
  if (quizId === null && courseId === null) throw badRequest(M.noTarget);

  const code = randomBytes(32).toString('base64url');
  await withScope(deps.db, scope, async (tx) => {
    const quiz = quizId === null ? null : await repo.assessmentInSchool(tx, quizId);
    const course = quiz
      ? { id: quiz.course_id }
      : courseId === null
        ? null
        : await repo.courseInSchool(tx, courseId);
    if (!course || (quizId !== null && !quiz)) throw badRequest(M.noTarget);

    let userId: number;
    const account = await repo.accountOf(tx, platform.id, launch.subject);
    if (account) {
      if (!account.is_active) throw forbidden(M.accountInactive);
      userId = account.user_id;
    } else {
      const email = accountEmail(platform.public_id, launch.subject);
      const [given, ...rest] = (launch.name ?? '').split(/\s+/).filter(Boolean);
      userId = await repo.insertStudentUser(tx, {
        tenant_id: platform.tenant_id,
        email,
        username: email.slice(0, 150),
        first_name: (launch.givenName ?? given ?? 'LTI').slice(0, 100),
        last_name: (launch.familyName ?? (rest.join(' ') || 'learner')).slice(0, 100),
      });
      await repo.insertAccount(tx, {
        tenant_id: platform.tenant_id,
        platform_id: platform.id,
        subject: launch.subject,
        user_id: userId,
      });
      await audit(tx, {
        tenantId: platform.tenant_id,
        actorId: null,
        action: 'lti.account_created',
        entityType: 'user',
        entityId: userId,
        changes: { platform_id: platform.id, issuer: platform.issuer, subject: launch.subject },
      });
    }
    if (
      await repo.enrollApproved(tx, {
        tenant_id: platform.tenant_id,
        course_id: course.id,
        user_id: userId,
      })
    ) {
      await audit(tx, {
        tenantId: platform.tenant_id,
        actorId: null,
        action: 'lti.enrolled',
        entityType: 'course',
        entityId: course.id,
        changes: { user_id: userId, platform_id: platform.id },
      });
    }
    // AGS 2.0 §3.1: a line item and the score scope mean the platform takes this link's score.
    const ags = launch.ags;
    if (
      quiz &&
      ags?.lineitem &&
      ags.scope.includes('https://purl.imsglobal.org/spec/lti-ags/scope/score')
    ) {
      await repo.upsertGradeLink(tx, {
        tenant_id: platform.tenant_id,
        platform_id: platform.id,
        user_id: userId,
        assessment_id: quiz.id,
        subject: launch.subject,
        lineitem: ags.lineitem,
      });
    }
    await repo.insertSignIn(tx, {
      tenant_id: platform.tenant_id,
      code_hash: hashOpaqueToken(code),
      user_id: userId,
      target: quiz ? `/assessments/${quiz.id}/take` : `/courses/${course.id}/lessons`,
      expires_at: new Date(now.getTime() + SIGN_IN_SECONDS * 1000),
    });
  });
  return `${deps.config.publicUrl}/lti/continue#code=${code}`;
}
