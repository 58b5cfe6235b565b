// Values sealed at rest with AES-256-GCM (issue 18 moved this here from payments-online): the
// key is SHA-256 of `{label}:{service secret}`, the service secret `keyName` created once in
// app_secrets (like the JWT secret), so each domain seals under its own key. A sealed value is
// base64(iv 12 bytes | tag 16 bytes | ciphertext); opening checks the tag (a changed byte throws).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from './client.js';
import { ensureSecret } from './secrets.js';

export interface SealingKey {
  /** The app_secrets row the key derives from, e.g. `payments_credentials`. */
  keyName: string;
  /** Mixed into the derivation, e.g. `watni-payments`. */
  label: string;
}

const keys = new WeakMap<object, Map<string, Promise<Buffer>>>();

function keyOf(db: Db, { keyName, label }: SealingKey): Promise<Buffer> {
  let byName = keys.get(db);
  if (!byName) {
    byName = new Map();
    keys.set(db, byName);
  }
  const id = `${keyName}\u0000${label}`;
  let key = byName.get(id);
  if (!key) {
    key = ensureSecret(db, keyName).then(({ value }) =>
      createHash('sha256').update(`${label}:${value}`).digest(),
    );
    const cache = byName;
    key.catch(() => cache.delete(id));
    byName.set(id, key);
  }
  return key;
}

/** Creates the key's service secret now (at start), so no request has to. */
export async function warmSealingKey(db: Db, key: SealingKey): Promise<void> {
  await keyOf(db, key);
}

export async function seal(db: Db, key: SealingKey, plaintext: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db, key), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export async function unseal(db: Db, key: SealingKey, sealed: string): Promise<string> {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db, key), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** A JSON object sealed as one value. */
export async function sealJson(db: Db, key: SealingKey, value: object): Promise<string> {
  return seal(db, key, JSON.stringify(value));
}

export async function unsealJson<T>(db: Db, key: SealingKey, sealed: string | null): Promise<T> {
  if (!sealed) return {} as T;
  return JSON.parse(await unseal(db, key, sealed)) as T;
}
