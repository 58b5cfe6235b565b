import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.js';
import { PLATFORM, type Scope, tenantScope } from '../db/scope.js';
import type { AppDeps } from '../deps.js';
import { roleOf } from '../domains/_shared/policy.js';
import { AUTH_MESSAGES as M } from '../domains/auth/messages.js';
import type { AccessClaims } from '../domains/auth/tokens.js';
import { findAuthUser } from '../domains/users/repository.js';
import type { AuthContext } from './context.js';
import { unauthorized } from './errors.js';

/**
 * The `bearerAuth` security handler, the first half of the bearer check: verifies the access
 * token (no database work) and puts its claims on the request. The second half, `authenticate`,
 * runs as the first statement of the request's transaction (http/request-scope.ts).
 */
export function securityHandlers(deps: Pick<AppDeps, 'accessTokens'>) {
  return {
    async bearerAuth(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match) throw unauthorized(M.notAuthenticated);
      request.claims = await deps.accessTokens.verify(match[1]!);
    },
    /**
     * OneRoster REST clients (OAuth 2 client credentials): only picks the token up. It never
     * refuses, so the refusal is answered by the operation in the OneRoster binding's error
     * shape (imsx_StatusInfo, with WWW-Authenticate), not the contract's `{detail}`; and no
     * request scope is opened (request.claims stays null): the token names the school, which the
     * operation then reads in that school's scope (domains/oneroster/rest/read.ts).
     */
    async oneRosterClient(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization;
      request.rosterBearer = header ? (/^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null) : null;
    },
  };
}

/**
 * The scope the token claims, in which the user is looked up: a user moved to another tenant
 * must sign in again.
 */
export function claimedScope(claims: AccessClaims): Scope {
  return claims.tenantId === null ? PLATFORM : tenantScope(claims.tenantId, claims.userId);
}

/**
 * The bearer check's second half, inside the request's transaction (in the claimed scope): the
 * user must exist and be active, with an active tenant. Its row answers `/auth/me` too.
 */
export async function authenticate(tx: Tx, claims: AccessClaims): Promise<AuthContext> {
  const user = await findAuthUser(tx, claims.userId);
  if (!user?.is_active || user.tenant_id !== claims.tenantId) {
    throw unauthorized(M.accountInactive);
  }
  // Logout and password reset bump the version: tokens issued before are revoked.
  if (claims.version !== user.token_version) {
    throw unauthorized(M.signedOut);
  }
  const superuser = roleOf(user) === 'superuser';
  if (user.tenant_id === null && !superuser) throw unauthorized();
  if (user.tenant_is_active === false && !superuser) {
    // A suspended organisation: the same sentence as the sign-in's.
    throw unauthorized(M.tenantSuspended({ name: user.tenant_name ?? 'your organization' }));
  }
  const { tenant_is_active: _ignored, ...record } = user;
  return {
    user: record,
    record,
    scope: user.is_superuser
      ? { kind: 'platform', userId: user.id }
      : tenantScope(user.tenant_id!, user.id),
  };
}
