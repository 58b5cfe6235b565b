import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { unauthorized } from '../../http/errors.js';
import { AUTH_MESSAGES as M } from './messages.js';

const ISSUER = 'watni';
const AUDIENCE = 'watni-api';
/** The only header the service issues and accepts (base64url of {"alg":"HS256","typ":"JWT"}). */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export interface AccessClaims {
  userId: number;
  tenantId: number | null;
  /** The user's token version when issued; a token with an older one is revoked. */
  version: number;
}

const INVALID = M.invalidAccessToken;
const EXPIRED = M.expiredRefresh;

/**
 * Short-lived HS256 access tokens: iss watni, aud watni-api, sub user id, tid tenant id,
 * ver the user's token version (bumped on logout and password reset to revoke them).
 * Signed and verified with node:crypto HMAC and a key imported once: the bearer check runs on
 * every request, and jose's WebCrypto path re-imported the key on each call (docs/bench.md).
 * The checks are jose's: algorithm (HS256 only, no `crit`), signature (constant time), then
 * expiry, not-before, issuer and audience.
 */
export class AccessTokens {
  private readonly key: KeyObject;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  async issue(user: {
    id: number;
    tenant_id: number | null;
    token_version: number;
  }): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      tid: user.tenant_id,
      ver: user.token_version,
      iss: ISSUER,
      aud: AUDIENCE,
      sub: String(user.id),
      iat: now,
      exp: now + this.ttlSeconds,
    };
    const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${body}.${this.sign(body).toString('base64url')}`;
  }

  /** Verifies algorithm, signature, expiry, issuer and audience; throws a 401 HttpError otherwise. */
  async verify(token: string): Promise<AccessClaims> {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) {
      throw unauthorized(INVALID);
    }
    const [header, payload, signature] = parts as [string, string, string];
    if (!this.validHeader(header)) throw unauthorized(INVALID);
    const expected = this.sign(`${header}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw unauthorized(INVALID);
    }
    const claims = parseJson(payload);
    if (!claims) throw unauthorized(INVALID);
    const now = Math.floor(Date.now() / 1000);
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) throw unauthorized(INVALID);
    if (claims.exp <= now) throw unauthorized(EXPIRED);
    if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) {
      throw unauthorized(INVALID);
    }
    if (claims.iss !== ISSUER || !hasAudience(claims.aud)) throw unauthorized(INVALID);
    const userId =
      typeof claims.sub === 'string' && /^[1-9]\d{0,15}$/.test(claims.sub)
        ? Number(claims.sub)
        : NaN;
    if (!Number.isSafeInteger(userId)) throw unauthorized(INVALID);
    const tid = claims.tid;
    if (tid !== null && (typeof tid !== 'number' || !Number.isSafeInteger(tid))) {
      throw unauthorized(INVALID);
    }
    const ver = claims.ver;
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver)) throw unauthorized(INVALID);
    return { userId, tenantId: tid, version: ver };
  }

  private sign(input: string): Buffer {
    return createHmac('sha256', this.key).update(input).digest();
  }

  private validHeader(encoded: string): boolean {
    if (encoded === HEADER) return true; // the service's own tokens: no JSON parse
    const header = parseJson(encoded);
    return (
      header !== null &&
      header.alg === 'HS256' &&
      header.crit === undefined &&
      (header.typ === undefined || header.typ === 'JWT')
    );
  }
}

function parseJson(encoded: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function hasAudience(aud: unknown): boolean {
  return aud === AUDIENCE || (Array.isArray(aud) && aud.includes(AUDIENCE));
}

/** An opaque token for the client (32 random bytes) and the hash the database keeps. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
