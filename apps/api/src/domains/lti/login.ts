// OIDC third-party initiated login, the first leg of an LTI 1.3 launch (1EdTech Security
// Framework 1.0 §5.1.1.1; OpenID Connect Core 1.0 §4). The platform sends the browser here with
// iss, login_hint, target_link_uri (and optionally lti_message_hint, lti_deployment_id,
// client_id); the tool answers with the authentication request to the platform (§5.1.1.2):
// scope=openid, response_type=id_token, response_mode=form_post, prompt=none, its client_id and
// redirect_uri, the hints passed back, and a fresh state and nonce kept single-use.
import { createHash, randomBytes } from 'node:crypto';
import { PLATFORM, tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, invalidField, notFound } from '../../http/errors.js';
import { nowOf } from '../../http/export.js';
import { LTI_MESSAGES as M } from './messages.js';
import { toolUrls } from './platforms.js';
import * as repo from './repository.js';

/** Ten minutes from login initiation to launch: the platform's consent screens fit in it. */
const STATE_SECONDS = 600;

export interface LoginInitiation {
  iss?: string | undefined;
  login_hint?: string | undefined;
  target_link_uri?: string | undefined;
  lti_message_hint?: string | undefined;
  lti_deployment_id?: string | undefined;
  client_id?: string | undefined;
}

export const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** The registration a tool URL names, refused when unknown or its school is suspended. */
export async function registrationAt(deps: AppDeps, publicId: string) {
  const found = await withScope(deps.db, PLATFORM, (tx) => repo.platformByPublicId(tx, publicId));
  if (!found) throw notFound(M.unknownRegistration);
  if (!found.school_active) throw badRequest(M.schoolInactive);
  return found.platform;
}

/** Answers the URL to send the browser to (302). */
export async function initiateLtiLogin(
  deps: AppDeps,
  publicId: string,
  params: LoginInitiation,
): Promise<string> {
  const platform = await registrationAt(deps, publicId);
  if (!params.iss) throw invalidField('iss', M.wrongIssuer);
  if (params.iss !== platform.issuer) throw invalidField('iss', M.wrongIssuer);
  if (!params.login_hint) throw invalidField('login_hint', M.loginHint);
  if (params.client_id && params.client_id !== platform.client_id) {
    throw invalidField('client_id', M.wrongClient);
  }
  if (params.lti_deployment_id && !platform.deployment_ids.includes(params.lti_deployment_id)) {
    throw invalidField('lti_deployment_id', M.wrongDeployment);
  }
  // The target must be one of the tool's own addresses: the launch lands there, so a foreign one
  // would make the tool an open redirector.
  const own = new URL(deps.config.publicUrl);
  let target: URL;
  try {
    target = new URL(params.target_link_uri ?? '');
  } catch {
    throw invalidField('target_link_uri', M.targetLink);
  }
  if (target.origin !== own.origin) throw invalidField('target_link_uri', M.targetLink);

  const state = randomBytes(32).toString('base64url');
  const nonce = randomBytes(24).toString('base64url');
  const now = nowOf(deps);
  await withScope(deps.db, tenantScope(platform.tenant_id), (tx) =>
    repo.insertState(
      tx,
      {
        tenant_id: platform.tenant_id,
        platform_id: platform.id,
        state_hash: hashState(state),
        nonce,
        expires_at: new Date(now.getTime() + STATE_SECONDS * 1000),
      },
      now,
    ),
  );
  const url = new URL(platform.auth_login_url);
  const query: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.client_id,
    redirect_uri: toolUrls(deps.config.publicUrl, platform.public_id).launch_url,
    login_hint: params.login_hint,
    state,
    nonce,
  };
  if (params.lti_message_hint) query.lti_message_hint = params.lti_message_hint;
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}
