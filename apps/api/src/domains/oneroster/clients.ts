// A school's OneRoster REST clients (OAuth 2 client credentials): list, make one (the secret is
// shown once; only its SHA-256 hash is kept, as for refresh tokens and calendar feeds), revoke.
// School administrators only; making and revoking are audited.
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import { nowOf } from '../../http/export.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { newOpaqueToken } from '../auth/tokens.js';
import { requireSchoolAdmin, schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { ONEROSTER_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';

/** A school needs a few (one per rostering tool); the bound keeps the list one screen long. */
const MAX_CLIENTS = 50;

function shown(row: repo.ClientRow): Schemas['OneRosterClient'] {
  return {
    id: row.id,
    name: row.name,
    client_id: row.client_id,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at ? row.last_used_at.toISOString() : null,
  };
}

export async function listOneRosterClients(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['OneRosterClientList']> {
  requireSchoolAdmin(auth);
  const rows = await inSchool(deps, auth, (tx) => repo.listClients(tx, MAX_CLIENTS));
  return { items: rows.map(shown), total: rows.length };
}

export async function createOneRosterClient(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createOneRosterClient'>,
): Promise<Schemas['OneRosterClientCreated']> {
  requireSchoolAdmin(auth);
  const name = body.name.replace(/\s+/g, ' ').trim();
  if (!name) throw invalidField('name', M.clientName);
  const tenantId = schoolTenantId(auth);
  // The public half: 18 random bytes, so client_ids never collide in practice (unique index).
  const clientId = randomBytes(18).toString('base64url');
  const secret = newOpaqueToken();
  const row = await inSchool(deps, auth, async (tx) => {
    if ((await repo.countClients(tx)) >= MAX_CLIENTS) throw conflict(M.tooManyClients);
    const created = await repo.insertClient(tx, {
      tenant_id: tenantId,
      name,
      client_id: clientId,
      secret_hash: secret.hash,
      created_by: auth.user.id,
    });
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'oneroster.client_created',
      entityType: 'oneroster_client',
      entityId: created.id,
      changes: { name, client_id: clientId },
    });
    return created;
  });
  return { client: shown(row), client_secret: secret.token };
}

export async function revokeOneRosterClient(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
): Promise<void> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  await inSchool(deps, auth, async (tx) => {
    const row = await repo.revokeClient(tx, id, nowOf(deps));
    if (!row) throw notFound(M.clientNotFound);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'oneroster.client_revoked',
      entityType: 'oneroster_client',
      entityId: row.id,
      changes: { name: row.name, client_id: row.client_id },
    });
  });
}
