// Deep Linking 2.0: an instructor on the platform picks Watni content for a link. The launch of
// an LtiDeepLinkingRequest (launch.ts) keeps the request's return URL and data behind a one-time
// code and sends the browser to the site's picker; the picker lists the school's published
// quizzes with the code, and the answer is the LtiDeepLinkingResponse: a JWT signed with the
// tool's key of the registration (iss = the tool's client_id, aud = the platform's issuer, the
// request's nonce-free form of §4.5 with a fresh nonce, deployment_id, data echoed back), holding
// one ltiResourceLink content item whose custom parameter names the quiz and whose lineItem asks
// the platform for a gradebook column. The site form-posts it as `JWT` to deep_link_return_url.
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { PLATFORM, tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, invalidField } from '../../http/errors.js';
import { nowOf } from '../../http/export.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { hashOpaqueToken } from '../auth/tokens.js';
import { DL_CLAIM, LTI_CLAIM } from './id-token.js';
import { toolSigningKey } from './keys.js';
import { LTI_MESSAGES as M } from './messages.js';
import { toolUrls } from './platforms.js';
import * as repo from './repository.js';

/** The picker shows one school's quizzes; a school with more searches on the platform side. */
const MAX_LINKABLE = 200;

async function pending(deps: AppDeps, code: string) {
  const found = await withScope(deps.db, PLATFORM, (tx) =>
    repo.deepLinkOf(tx, hashOpaqueToken(code), nowOf(deps)),
  );
  if (!found) throw badRequest(M.badDeepLink);
  return found;
}

export async function listLtiDeepLinkItems(
  deps: AppDeps,
  body: Body<'listLtiDeepLinkItems'>,
): Promise<Schemas['LtiDeepLinkItems']> {
  const { platform } = await pending(deps, body.code);
  const rows = await withScope(deps.db, tenantScope(platform.tenant_id), (tx) =>
    repo.linkableQuizzes(tx, MAX_LINKABLE),
  );
  return {
    platform: platform.name,
    items: rows.map((row) => ({
      quiz_id: row.id,
      title: row.title,
      course_title: row.course_title,
    })),
  };
}

export async function answerLtiDeepLink(
  deps: AppDeps,
  body: Body<'answerLtiDeepLink'>,
): Promise<Schemas['LtiDeepLinkAnswer']> {
  const { link, platform } = await pending(deps, body.code);
  const scope = tenantScope(platform.tenant_id);
  const quiz = await withScope(deps.db, scope, async (tx) => {
    const linkable = await repo.linkableQuizzes(tx, MAX_LINKABLE);
    const picked = linkable.find((row) => row.id === body.quiz_id);
    if (!picked) throw invalidField('quiz_id', M.noTarget);
    // Spent only once the pick is valid: a slip can be corrected, a second answer cannot.
    if (!(await repo.takeDeepLink(tx, link.code_hash))) throw badRequest(M.badDeepLink);
    await audit(tx, {
      tenantId: platform.tenant_id,
      actorId: null,
      action: 'lti.deep_link_answered',
      entityType: 'assessment',
      entityId: picked.id,
      changes: { platform_id: platform.id, return_url: link.return_url },
    });
    return picked;
  });
  const launchUrl = toolUrls(deps.config.publicUrl, platform.public_id).launch_url;
  const now = Math.floor(nowOf(deps).getTime() / 1000);
  const jwt = await new SignJWT({
    nonce: randomBytes(16).toString('base64url'),
    [`${LTI_CLAIM}message_type`]: 'LtiDeepLinkingResponse',
    [`${LTI_CLAIM}version`]: '1.3.0',
    [`${LTI_CLAIM}deployment_id`]: link.deployment_id,
    [`${DL_CLAIM}content_items`]: [
      {
        type: 'ltiResourceLink',
        title: quiz.title,
        text: quiz.course_title,
        url: `${launchUrl}?watni_quiz=${quiz.id}`,
        custom: { watni_quiz: String(quiz.id) },
        // Asks the platform for a gradebook column the AGS scores go to.
        lineItem: { scoreMaximum: 100, label: quiz.title, resourceId: `watni-quiz-${quiz.id}` },
      },
    ],
    ...(link.data ? { [`${DL_CLAIM}data`]: link.data } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: platform.tool_kid, typ: 'JWT' })
    .setIssuer(platform.client_id)
    .setAudience(platform.issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(await toolSigningKey(platform.tool_private_sealed));
  return { return_url: link.return_url, jwt };
}
