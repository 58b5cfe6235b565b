import { can } from '@watni/policy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Scope } from '../db/scope.js';
import type { AccessClaims } from '../domains/auth/tokens.js';
import type { UserRecord } from '../domains/users/repository.js';
import { HttpError, unauthorized } from './errors.js';

/** The signed-in user, as loaded by the bearerAuth security handler. */
export interface AuthUser {
  id: number;
  tenant_id: number | null;
  /** Null for a parent who signs in by mobile number only. */
  email: string | null;
  user_role: 'student' | 'teacher' | 'admin' | 'parent';
  is_active: boolean;
  is_tenant_admin: boolean;
  is_superuser: boolean;
}

export interface AuthContext {
  user: AuthUser;
  /** The whole user row the bearer check loaded (`/auth/me` answers from it). */
  record: UserRecord;
  /** platform for superusers, the user's tenant for everyone else. */
  scope: Scope;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The verified access token's claims (bearerAuth); the user is checked in the request scope. */
    claims: AccessClaims | null;
    /**
     * The bearer token of a OneRoster REST request (oneRosterClient), unchecked: the operation
     * checks it and answers a refusal in the binding's own error shape.
     */
    rosterBearer?: string | null;
    /** The top-level body fields the client sent (before defaults were applied). */
    sentFields: ReadonlySet<string>;
  }
}

/**
 * @param optionalBodies operationIds whose requestBody is not `required` in the contract
 *   (fastify-openapi-glue does not pass that flag on).
 */
export function registerRequestContext(
  app: FastifyInstance,
  optionalBodies: ReadonlySet<string> = new Set(),
): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('claims', null);
  app.decorateRequest('sentFields', null as unknown as ReadonlySet<string>);
  app.addHook('preValidation', async (request) => {
    checkBodyMediaType(request, optionalBodies);
    const body = request.body;
    request.sentFields = new Set(
      body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [],
    );
  });
}

/** The caller of a secured operation (the security handler has run). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** "Admin" in the spec: a superuser or a tenant admin (the policy's `tenant.administer`). */
export function isAdmin(user: AuthUser): boolean {
  return can(user, 'tenant.administer');
}

/**
 * Fastify validates a body only against the schema of its media type and skips validation for
 * a media type the operation does not declare; so refuse such bodies (415), and a missing body
 * where the operation requires one (422), before validation.
 */
function checkBodyMediaType(request: FastifyRequest, optionalBodies: ReadonlySet<string>): void {
  const schema = request.routeOptions.schema as
    | { body?: { content?: object }; operationId?: string }
    | undefined;
  const content = schema?.body?.content;
  if (!content) return;
  const declared = Object.keys(content);
  if (request.body === undefined) {
    if (optionalBodies.has(schema?.operationId ?? '')) return;
    throw new HttpError(422, 'The request body is required.', [
      { field: 'body', message: 'The request body is required.' },
    ]);
  }
  const mediaType = request.mediaType?.toLowerCase();
  if (!mediaType || !declared.includes(mediaType)) {
    throw new HttpError(
      415,
      `Unsupported content type. Send the body as ${declared.join(' or ')}.`,
    );
  }
}
