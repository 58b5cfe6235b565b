// Values sealed at rest with AES-256-GCM. The master keys come from outside the database
// (SEALING_KEYS / SEALING_KEY_FILE, src/secrets/keyring.ts), set once per process by buildApp;
// each domain derives its own key from a master key with HKDF-SHA256 and its label. A seal is
// `v1:{key id}:{base64(iv 12 bytes | tag 16 bytes | ciphertext)}`, so any configured key opens the
// seals made with it and new seals use the newest. Opening checks the tag (a changed byte throws).
//
// Before v1 a seal was the bare base64, under SHA-256 of `{label}:{secret}` with the secret kept in
// app_secrets (in the same database). Those still open (read-only lookup) until db/reseal.ts has
// moved them to the newest key at start and deleted the stored secret.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { newestKey, type SealingKeyring } from '../secrets/keyring.js';
import type { Db } from './client.js';
import { appSecrets } from './schema/identity.js';
import { PLATFORM, withScope } from './scope.js';

export interface SealingKey {
  /** The app_secrets row pre-v1 seals were derived from, e.g. `payments_credentials`. */
  keyName: string;
  /** Mixed into the derivation, e.g. `watni-payments`: each domain seals under its own key. */
  label: string;
}

const VERSION = 'v1';
let keyring: SealingKeyring | undefined;
const derived = new Map<string, Buffer>();

/** Process-wide, like the outbound policy: every domain seals with the same configured keys. */
export function configureSealing(keys: SealingKeyring): void {
  keyring = keys;
  derived.clear();
}

function configured(): SealingKeyring {
  if (!keyring) throw new Error('No sealing keys configured (buildApp calls configureSealing).');
  return keyring;
}

/** The key id new seals are made with. */
export function currentKeyId(): string {
  return newestKey(configured()).id;
}

function derive(master: Buffer, id: string, label: string): Buffer {
  const cacheKey = `${id}\u0000${label}`;
  let key = derived.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `watni-seal:${label}`, 32));
    derived.set(cacheKey, key);
  }
  return key;
}

/** The pre-v1 key, read (never created) from app_secrets; undefined once it is gone. */
async function legacyKey(db: Db, { keyName, label }: SealingKey): Promise<Buffer | undefined> {
  const [row] = await withScope(db, PLATFORM, (tx) =>
    tx.select().from(appSecrets).where(eq(appSecrets.name, keyName)),
  );
  return row ? createHash('sha256').update(`${label}:${row.value}`).digest() : undefined;
}

function open(key: Buffer, raw: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

export async function seal(_db: Db, key: SealingKey, plaintext: string): Promise<string> {
  return sealNow(key, plaintext);
}

/** Sealing needs no database (only opening a pre-v1 seal does): for callers inside a transaction. */
export function sealNow(key: SealingKey, plaintext: string): string {
  const master = newestKey(configured());
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(master.key, master.id, key.label), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const raw = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  return `${VERSION}:${master.id}:${raw}`;
}

export async function unseal(db: Db, key: SealingKey, sealed: string): Promise<string> {
  const parts = sealed.split(':');
  if (parts.length === 3 && parts[0] === VERSION) {
    const id = parts[1] ?? '';
    const master = configured().find((candidate) => candidate.id === id);
    if (!master) {
      throw new Error(`Sealed with the key "${id}", which SEALING_KEYS no longer lists.`);
    }
    return open(derive(master.key, master.id, key.label), Buffer.from(parts[2] ?? '', 'base64'));
  }
  const legacy = await legacyKey(db, key);
  if (!legacy) throw new Error(`A pre-v1 seal whose stored key ${key.keyName} is gone.`);
  return open(legacy, Buffer.from(sealed, 'base64'));
}

/**
 * Opens a v1 seal without touching the database (a hot path such as a delivery worker's message):
 * a pre-v1 seal throws, as values sealed since v1 never are one.
 */
export function openSealed(key: SealingKey, sealed: string): string {
  const [version, id, raw] = sealed.split(':');
  if (version !== VERSION || raw === undefined) throw new Error('Not a v1 seal.');
  const master = configured().find((candidate) => candidate.id === id);
  if (!master) throw new Error(`Sealed with the key "${id}", which SEALING_KEYS no longer lists.`);
  return open(derive(master.key, master.id, key.label), Buffer.from(raw, 'base64'));
}

/** A JSON object sealed as one value. */
export async function sealJson(db: Db, key: SealingKey, value: object): Promise<string> {
  return seal(db, key, JSON.stringify(value));
}

export async function unsealJson<T>(db: Db, key: SealingKey, sealed: string | null): Promise<T> {
  if (!sealed) return {} as T;
  return JSON.parse(await unseal(db, key, sealed)) as T;
}
