// The token endpoint of the OneRoster REST clients: OAuth 2 client credentials grant (RFC 6749
// section 4.4). The client authenticates with HTTP Basic (section 2.3.1: client_id and secret
// form-urlencoded, then base64) or with client_id and client_secret in the body, never both.
// The token is 32 random bytes; only its SHA-256 hash is stored, with the client's school and an
// expiry, so revoking the client ends it at once. Refusals in section 5.2's shape.
import { timingSafeEqual } from 'node:crypto';
import { PLATFORM, tenantScope, withScope } from '../../../db/scope.js';
import type { AppDeps } from '../../../deps.js';
import { nowOf } from '../../../http/export.js';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/tokens.js';
import * as repo from '../repository.js';

/**
 * The scopes of the 1EdTech Rostering 1.2 OpenAPI file that the REST reads here accept: the
 * roster reads list roster.readonly (and the top-level ones roster-core.readonly), getAllDemographics
 * and getDemographics list roster-demographics.readonly alone. The token keeps what it was granted
 * (rest/read.ts checks it).
 */
export const SCOPE = {
  roster: 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster.readonly',
  core: 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster-core.readonly',
  demographics: 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster-demographics.readonly',
} as const;
const ROSTER_SCOPES: readonly string[] = Object.values(SCOPE);
const DEFAULT_SCOPE = SCOPE.roster;

/** An hour: long enough for a nightly sync, short enough that a leaked token soon dies. */
const TOKEN_SECONDS = 3600;

type TokenError = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope';

interface TokenAnswer {
  status: 200 | 400 | 401;
  headers: Record<string, string>;
  body:
    | { access_token: string; token_type: 'Bearer'; expires_in: number; scope: string }
    | { error: TokenError; error_description: string };
}

const TOKEN_MESSAGES = {
  twoMethods: 'Send the client credentials one way: HTTP Basic or the body, not both.',
  noClient: 'The client is not authenticated: send client_id and client_secret.',
  badClient: 'The client_id and client_secret do not name an active client.',
  grant: 'grant_type must be client_credentials.',
  scope:
    'Only the OneRoster 1.2 roster.readonly, roster-core.readonly and roster-demographics.readonly scopes are granted.',
} as const;

// RFC 6749 section 5.1: token answers are never cached.
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

function refuse(status: 400 | 401, error: TokenError, description: string): TokenAnswer {
  const headers: Record<string, string> = { ...NO_STORE };
  // Section 5.2: an invalid_client answer is 401 with the scheme the client can use.
  if (status === 401) headers['www-authenticate'] = 'Basic realm="oneroster", charset="UTF-8"';
  return { status, headers, body: { error, error_description: description } };
}

/** Section 2.3.1's Basic credentials (each half form-urlencoded), or null when not Basic. */
function basicCredentials(
  header: string | undefined,
): { id: string; secret: string } | null | 'malformed' {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return /^Basic\b/i.test(header) ? 'malformed' : null;
  const text = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 0) return 'malformed';
  try {
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { id: decode(text.slice(0, colon)), secret: decode(text.slice(colon + 1)) };
  } catch {
    return 'malformed';
  }
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function issueOneRosterToken(
  deps: AppDeps,
  form: Record<string, string | undefined>,
  authorization: string | undefined,
): Promise<TokenAnswer> {
  const basic = basicCredentials(authorization);
  if (basic === 'malformed') return refuse(401, 'invalid_client', TOKEN_MESSAGES.noClient);
  // Section 3.2: a parameter sent without a value is treated as omitted.
  const field = (name: string) => (form[name] ? form[name] : undefined);
  const inBody = field('client_id') !== undefined || field('client_secret') !== undefined;
  if (basic && inBody) return refuse(400, 'invalid_request', TOKEN_MESSAGES.twoMethods);
  const id = basic ? basic.id : field('client_id');
  const secret = basic ? basic.secret : field('client_secret');
  if (!id || !secret) return refuse(401, 'invalid_client', TOKEN_MESSAGES.noClient);

  const client = await withScope(deps.db, PLATFORM, (tx) => repo.clientByClientId(tx, id));
  if (
    !client ||
    client.revoked_at ||
    !client.tenant_is_active ||
    !sameHash(client.secret_hash, hashOpaqueToken(secret))
  ) {
    return refuse(401, 'invalid_client', TOKEN_MESSAGES.badClient);
  }
  // The grant and the scope are judged once the client is known (section 5.2's order).
  if (field('grant_type') !== 'client_credentials') {
    return field('grant_type') === undefined
      ? refuse(400, 'invalid_request', TOKEN_MESSAGES.grant)
      : refuse(400, 'unsupported_grant_type', TOKEN_MESSAGES.grant);
  }
  const asked = (field('scope') ?? DEFAULT_SCOPE).split(' ').filter(Boolean);
  if (!asked.length || asked.some((s) => !ROSTER_SCOPES.includes(s))) {
    return refuse(400, 'invalid_scope', TOKEN_MESSAGES.scope);
  }

  const now = nowOf(deps);
  const token = newOpaqueToken();
  const scope = [...new Set(asked)].join(' ');
  await withScope(deps.db, tenantScope(client.tenant_id, null), (tx) =>
    repo.insertToken(
      tx,
      {
        tenant_id: client.tenant_id,
        client_id: client.id,
        token_hash: token.hash,
        expires_at: new Date(now.getTime() + TOKEN_SECONDS * 1000),
        scope,
      },
      now,
    ),
  );
  return {
    status: 200,
    headers: { ...NO_STORE },
    body: {
      access_token: token.token,
      token_type: 'Bearer',
      expires_in: TOKEN_SECONDS,
      scope,
    },
  };
}
