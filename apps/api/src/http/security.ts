import type { FastifyRequest } from 'fastify';
import { PLATFORM, tenantScope, withScope } from '../db/scope.js';
import type { AppDeps } from '../deps.js';
import { findAuthUser } from '../domains/users/repository.js';
import { unauthorized } from './errors.js';

/**
 * The `bearerAuth` security handler: verifies the access token, loads the user (who must exist
 * and be active, with an active tenant) and puts `{user, scope}` on the request.
 */
export function securityHandlers(deps: Pick<AppDeps, 'db' | 'accessTokens'>) {
  return {
    async bearerAuth(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match) throw unauthorized('Not authenticated. Please sign in.');
      const claims = await deps.accessTokens.verify(match[1]!);
      // Looked up inside the token's tenant: a user moved to another tenant must sign in again.
      const scope =
        claims.tenantId === null ? PLATFORM : tenantScope(claims.tenantId, claims.userId);
      const user = await withScope(deps.db, scope, (tx) => findAuthUser(tx, claims.userId));
      if (!user?.is_active || user.tenant_id !== claims.tenantId) {
        throw unauthorized('Your account is no longer active. Please sign in again.');
      }
      // Logout and password reset bump the version: tokens issued before are revoked.
      if (claims.version !== user.token_version) {
        throw unauthorized('You have been signed out. Please sign in again.');
      }
      if (user.tenant_id === null && !user.is_superuser) throw unauthorized();
      if (user.tenant_is_active === false && !user.is_superuser) {
        throw unauthorized('Your organization is not active. Please contact Watni support.');
      }
      const { tenant_is_active: _ignored, token_version: _version, ...authUser } = user;
      request.auth = {
        user: authUser,
        scope: user.is_superuser
          ? { kind: 'platform', userId: user.id }
          : tenantScope(user.tenant_id!, user.id),
      };
    },
  };
}
