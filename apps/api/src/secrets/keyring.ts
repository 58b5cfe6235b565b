// The keys that seal credentials at rest, kept OUTSIDE the database (SEALING_KEYS or
// SEALING_KEY_FILE): a dump of the database alone opens nothing. Each key has an id; a seal
// names the id it was made with, so after a rotation the older keys still open older seals while
// every new seal uses the newest key (the last one listed). src/db/reseal.ts moves old seals to
// the newest key at start.

/** One master key: `id` is written into every seal made with it. */
export interface SealingMasterKey {
  id: string;
  key: Buffer;
}

/** The configured keys, oldest first: the last one seals, every one opens. */
export type SealingKeyring = readonly SealingMasterKey[];

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Parses `id:base64key` entries separated by commas or new lines (`#` starts a comment). Each
 * key is 32 random bytes in base64 or base64url; `source` names the variable in error messages.
 */
export function parseKeyring(text: string, source: string): SealingKeyring {
  const entries = text
    .split(/[\n,]/)
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
  if (!entries.length) throw new Error(`${source} lists no key.`);
  const seen = new Set<string>();
  return entries.map((entry) => {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    if (!KEY_ID.test(id)) {
      throw new Error(
        `${source}: each key is "id:base64", the id 1 to 32 letters, digits, "-" or "_".`,
      );
    }
    if (seen.has(id)) throw new Error(`${source}: the key id "${id}" is listed twice.`);
    seen.add(id);
    const key = Buffer.from(entry.slice(colon + 1).trim(), 'base64');
    if (key.length !== 32) {
      throw new Error(`${source}: the key "${id}" must be 32 bytes in base64 (got ${key.length}).`);
    }
    return { id, key };
  });
}

export function newestKey(keyring: SealingKeyring): SealingMasterKey {
  const key = keyring[keyring.length - 1];
  if (!key) throw new Error('The sealing keyring is empty.');
  return key;
}
