// A school's LTI 1.3 platform registrations: list, register (the tool's key pair is made for
// it), remove. School administrators only; registering and removing are audited.
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import { checkSavedUrl, OutboundRefused } from '../../http/outbound.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { requireSchoolAdmin, schoolTenantId } from '../school/policy.js';
import { schoolTransaction } from '../school/transaction.js';
import { newToolKey } from './keys.js';
import { LTI_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';

/** A school uses one LMS, maybe two or three; the bound keeps the list one screen long. */
const MAX_PLATFORMS = 20;

const inSchool = schoolTransaction({ lti_platforms_issuer_client_key: M.duplicate });

/** The addresses the school enters on the platform for this registration. */
export function toolUrls(publicUrl: string, publicId: string): Schemas['LtiToolUrls'] {
  const base = `${publicUrl}/api/lti/${publicId}`;
  return {
    login_url: `${base}/login`,
    launch_url: `${base}/launch`,
    // Deep Linking 2.0: the request is an LTI message to the same launch endpoint.
    deep_linking_url: `${base}/launch`,
    jwks_url: `${base}/jwks`,
  };
}

function shown(publicUrl: string, row: repo.PlatformRow): Schemas['LtiPlatform'] {
  return {
    id: row.id,
    name: row.name,
    issuer: row.issuer,
    client_id: row.client_id,
    deployment_ids: row.deployment_ids,
    auth_login_url: row.auth_login_url,
    token_url: row.token_url,
    jwks_url: row.jwks_url,
    created_at: row.created_at.toISOString(),
    tool: toolUrls(publicUrl, row.public_id),
  };
}

export async function listLtiPlatforms(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['LtiPlatformList']> {
  requireSchoolAdmin(auth);
  const rows = await inSchool(deps, auth, (tx) => repo.listPlatforms(tx, MAX_PLATFORMS));
  return { items: rows.map((row) => shown(deps.config.publicUrl, row)), total: rows.length };
}

/** A platform URL the service will contact: https, not a private or loopback address. */
async function platformUrl(field: string, value: string): Promise<string> {
  try {
    return (await checkSavedUrl(value.trim())).toString();
  } catch (error) {
    if (error instanceof OutboundRefused) throw invalidField(field, M.url({ field }));
    throw error;
  }
}

export async function createLtiPlatform(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createLtiPlatform'>,
): Promise<Schemas['LtiPlatform']> {
  requireSchoolAdmin(auth);
  const name = body.name.replace(/\s+/g, ' ').trim();
  if (!name) throw invalidField('name', M.name);
  // The issuer is compared exactly with the id_token's iss (Security Framework §5.1.3), so it is
  // kept as typed, only trimmed.
  const issuer = body.issuer.trim();
  if (!issuer) throw invalidField('issuer', M.url({ field: 'issuer' }));
  const clientId = body.client_id.trim();
  if (!clientId) throw invalidField('client_id', M.clientIdBlank);
  const deploymentIds = body.deployment_ids.map((id) => id.trim());
  if (deploymentIds.some((id) => !id) || new Set(deploymentIds).size !== deploymentIds.length) {
    throw invalidField('deployment_ids', M.deployment);
  }
  const authLoginUrl = await platformUrl('auth_login_url', body.auth_login_url);
  const tokenUrl = await platformUrl('token_url', body.token_url);
  const jwksUrl = await platformUrl('jwks_url', body.jwks_url);
  const tenantId = schoolTenantId(auth);
  // Made outside the transaction: RSA key generation takes tens of milliseconds.
  const key = await newToolKey();
  const publicId = randomBytes(12).toString('base64url');
  const row = await inSchool(deps, auth, async (tx) => {
    if ((await repo.countPlatforms(tx)) >= MAX_PLATFORMS) throw conflict(M.tooMany);
    const created = await repo.insertPlatform(tx, {
      tenant_id: tenantId,
      public_id: publicId,
      name,
      issuer,
      client_id: clientId,
      deployment_ids: deploymentIds,
      auth_login_url: authLoginUrl,
      token_url: tokenUrl,
      jwks_url: jwksUrl,
      tool_kid: key.kid,
      tool_public_jwk: key.publicJwk as Record<string, unknown>,
      tool_private_sealed: key.privateSealed,
      created_by: auth.user.id,
    });
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'lti.platform_registered',
      entityType: 'lti_platform',
      entityId: created.id,
      changes: {
        name,
        issuer,
        client_id: clientId,
        deployment_ids: deploymentIds,
        auth_login_url: authLoginUrl,
        token_url: tokenUrl,
        jwks_url: jwksUrl,
      },
    });
    return created;
  });
  return shown(deps.config.publicUrl, row);
}

export async function deleteLtiPlatform(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
): Promise<void> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  await inSchool(deps, auth, async (tx) => {
    const row = await repo.deletePlatform(tx, id);
    if (!row) throw notFound(M.notFound);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'lti.platform_removed',
      entityType: 'lti_platform',
      entityId: row.id,
      changes: { name: row.name, issuer: row.issuer, client_id: row.client_id },
    });
  });
}
