import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../../http/errors.js';

const ISSUER = 'watni';
const AUDIENCE = 'watni-api';

export interface AccessClaims {
  userId: number;
  tenantId: number | null;
  /** The user's token version when issued; a token with an older one is revoked. */
  version: number;
}

/**
 * Short-lived HS256 access tokens: iss watni, aud watni-api, sub user id, tid tenant id,
 * ver the user's token version (bumped on logout and password reset to revoke them).
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(user: { id: number; tenant_id: number | null; token_version: number }): Promise<string> {
    return new SignJWT({ tid: user.tenant_id, ver: user.token_version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  /** Verifies algorithm, issuer, audience and expiry; throws a 401 HttpError otherwise. */
  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp'],
      });
      const userId = Number(payload.sub);
      const tid = payload.tid;
      const ver = payload.ver;
      if (!Number.isInteger(userId) || userId < 1) throw new Error('bad sub');
      if (tid !== null && (typeof tid !== 'number' || !Number.isInteger(tid))) {
        throw new Error('bad tid');
      }
      if (typeof ver !== 'number' || !Number.isInteger(ver)) throw new Error('bad ver');
      return { userId, tenantId: tid, version: ver };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw unauthorized('Your session has expired. Please sign in again.');
      }
      throw unauthorized('Invalid access token. Please sign in again.');
    }
  }
}

/** An opaque token for the client (32 random bytes) and the hash the database keeps. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
