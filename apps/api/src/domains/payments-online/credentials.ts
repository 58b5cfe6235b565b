// School credentials for the providers, encrypted at rest with AES-256-GCM under a key derived
// from the service secret `payments_credentials` (created once, kept in app_secrets like the JWT
// secret). The API never returns them: only "configured" and the merchant id's last 4 characters.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { ensureSecret } from '../../db/secrets.js';

export interface StoredSecrets {
  password?: string | null;
  secret?: string | null;
}

const keys = new WeakMap<object, Promise<Buffer>>();

function keyOf(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = ensureSecret(db, 'payments_credentials').then(({ value }) =>
      createHash('sha256').update(`watni-payments:${value}`).digest(),
    );
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** The service-wide secret of the sandbox provider (it signs what "the provider" says). */
const sandboxSecrets = new WeakMap<object, Promise<string>>();
export function sandboxSecret(db: Db): Promise<string> {
  let secret = sandboxSecrets.get(db);
  if (!secret) {
    secret = ensureSecret(db, 'payments_sandbox').then(({ value }) => value);
    secret.catch(() => sandboxSecrets.delete(db));
    sandboxSecrets.set(db, secret);
  }
  return secret;
}

export async function sealSecrets(db: Db, secrets: StoredSecrets): Promise<string> {
  const key = await keyOf(db);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export async function openSecrets(db: Db, sealed: string | null): Promise<StoredSecrets> {
  if (!sealed) return {};
  const key = await keyOf(db);
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString(
    'utf8',
  );
  return JSON.parse(text) as StoredSecrets;
}
