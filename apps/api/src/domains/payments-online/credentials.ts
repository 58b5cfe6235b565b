// School credentials for the providers, sealed at rest with AES-256-GCM (db/sealed.ts: keys from
// SEALING_KEYS, outside the database). The API never returns them: only "configured" and the
// merchant id's last 4 characters.
import type { Db } from '../../db/client.js';
import { type SealingKey, sealJson, unsealJson } from '../../db/sealed.js';
import { ensureSecret } from '../../db/secrets.js';

interface StoredSecrets {
  password?: string | null;
  secret?: string | null;
  /** Easypaisa's inquiry API (inquire-transaction): its username, password, merchant account. */
  api_username?: string | null;
  api_password?: string | null;
  account_num?: string | null;
}

/** The label these credentials are sealed under (and the pre-v1 key's app_secrets row). */
export const PAYMENTS_KEY: SealingKey = {
  keyName: 'payments_credentials',
  label: 'watni-payments',
};

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
  return sealJson(db, PAYMENTS_KEY, secrets);
}

export async function openSecrets(db: Db, sealed: string | null): Promise<StoredSecrets> {
  return unsealJson<StoredSecrets>(db, PAYMENTS_KEY, sealed);
}
