import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../../http/errors.js';

const ISSUER = 'watni';
const AUDIENCE = 'watni-api';

export interface AccessClaims {
  userId: number;
  tenantId: number | null;
}

/** Short-lived HS256 access tokens: iss watni, aud watni-api, sub user id, tid tenant id. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(userId: number, tenantId: number | null): Promise<string> {
    return new SignJWT({ tid: tenantId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(String(userId))
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
      if (!Number.isInteger(userId) || userId < 1) throw new Error('bad sub');
      if (tid !== null && (typeof tid !== 'number' || !Number.isInteger(tid))) {
        throw new Error('bad tid');
      }
      return { userId, tenantId: tid };
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
