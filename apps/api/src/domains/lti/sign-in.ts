// The site's half of a launch: the one-time code from /lti/continue#code=... (a URL fragment,
// so it never reaches a server log or a Referer) exchanged for the same tokens a sign-in gives.
// The code is kept only as its SHA-256 hash, spent on first use and good for two minutes.
import { PLATFORM, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { nowOf } from '../../http/export.js';
import type { Body, Schemas } from '../../http/types.js';
import { issueTokens, sessionRefusal } from '../auth/service.js';
import { hashOpaqueToken } from '../auth/tokens.js';
import * as users from '../users/repository.js';
import { LTI_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';

export async function exchangeLtiSignIn(
  deps: AppDeps,
  body: Body<'exchangeLtiSignIn'>,
): Promise<Schemas['LtiSignIn']> {
  return withScope(deps.db, PLATFORM, async (tx) => {
    const row = await repo.takeSignIn(tx, hashOpaqueToken(body.code), nowOf(deps));
    if (!row) throw badRequest(M.badCode);
    const user = await users.findAuthUser(tx, row.user_id);
    if (!user) throw badRequest(M.badCode);
    const refusal = sessionRefusal({ ...user, tenant_is_active: user.tenant_is_active });
    if (refusal) throw forbidden(refusal);
    await users.touchLastLogin(tx, user.id, null);
    const { tokens } = await issueTokens(deps, tx, user, false);
    return { tokens, target: row.target };
  });
}
