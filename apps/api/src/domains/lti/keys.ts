// The tool's RS256 key pair of one registration (Security Framework 1.0 §6.1: RS256 is the
// algorithm platforms must support). The private JWK is sealed at rest with the service's
// sealing keys (db/sealed.ts, SEALING_KEYS), never stored or logged in clear.
import { randomBytes } from 'node:crypto';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { openSealed, type SealingKey, sealNow } from '../../db/sealed.js';

export const LTI_KEY: SealingKey = { keyName: 'lti_credentials', label: 'watni-lti' };

interface ToolKey {
  kid: string;
  publicJwk: JWK;
  privateSealed: string;
}

export async function newToolKey(): Promise<ToolKey> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', {
    modulusLength: 2048,
    extractable: true,
  });
  const kid = randomBytes(12).toString('base64url');
  const { kty, n, e } = await exportJWK(publicKey);
  const privateJwk = await exportJWK(privateKey);
  return {
    kid,
    publicJwk: { kty, n, e, kid, alg: 'RS256', use: 'sig' },
    privateSealed: sealNow(LTI_KEY, JSON.stringify(privateJwk)),
  };
}

/** The private key of a registration, opened from its seal. */
export async function toolSigningKey(sealed: string): Promise<CryptoKey> {
  // An RSA JWK always imports as a key object, never as raw bytes.
  return (await importJWK(JSON.parse(openSealed(LTI_KEY, sealed)) as JWK, 'RS256')) as CryptoKey;
}
