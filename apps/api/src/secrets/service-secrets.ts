// Where the JWT signing secret and the sealing keys come from: the environment or a key file
// (config.ts reads JWT_SECRET / JWT_SECRET_FILE and SEALING_KEYS / SEALING_KEY_FILE), never the
// database. Unset outside production: development secrets generated once into a file in
// DATA_DIR, with a warning (so `npm start` works with no configuration and restarts agree).
// With NODE_ENV=production config.ts refuses to start without them.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { parseKeyring, type SealingKeyring } from './keyring.js';

interface ServiceSecrets {
  jwtSecret: string;
  sealingKeys: SealingKeyring;
}

interface DevSecretsFile {
  jwt_secret: string;
  sealing_keys: string;
}

export const DEV_SECRETS_FILE = 'dev-secrets.json';

/**
 * The development secrets in `dir`: created once (exclusively, mode 0600, so several processes
 * starting together agree on the first writer's), read back afterwards.
 */
function devSecrets(dir: string): { secrets: DevSecretsFile; file: string; created: boolean } {
  const file = path.join(dir, DEV_SECRETS_FILE);
  const fresh: DevSecretsFile = {
    jwt_secret: randomBytes(32).toString('base64url'),
    sealing_keys: `dev:${randomBytes(32).toString('base64')}`,
  };
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return { secrets: fresh, file, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return {
    secrets: JSON.parse(readFileSync(file, 'utf8')) as DevSecretsFile,
    file,
    created: false,
  };
}

/** The configured secrets, or (outside production) the development ones, with a warning. */
export function serviceSecrets(
  config: Pick<Config, 'jwtSecret' | 'sealingKeys' | 'dataDir' | 'production'>,
  warn: (message: string) => void,
): ServiceSecrets {
  if (config.jwtSecret && config.sealingKeys) {
    return { jwtSecret: config.jwtSecret, sealingKeys: config.sealingKeys };
  }
  if (config.production) {
    // config.ts refuses this already; kept so no other caller can slip past it.
    throw new Error(MISSING_IN_PRODUCTION);
  }
  const { secrets, file, created } = devSecrets(config.dataDir);
  const missing = [
    config.jwtSecret ? null : 'JWT_SECRET',
    config.sealingKeys ? null : 'SEALING_KEYS',
  ].filter(Boolean);
  warn(
    `${missing.join(' and ')} not set: using development secrets ${created ? 'generated into' : 'from'} ${file}. ` +
      'Set them (or JWT_SECRET_FILE / SEALING_KEY_FILE) in production; see docs/security.md.',
  );
  return {
    jwtSecret: config.jwtSecret ?? secrets.jwt_secret,
    sealingKeys: config.sealingKeys ?? parseKeyring(secrets.sealing_keys, file),
  };
}

export const MISSING_IN_PRODUCTION =
  'NODE_ENV=production needs JWT_SECRET (or JWT_SECRET_FILE) and SEALING_KEYS (or SEALING_KEY_FILE): ' +
  'the service does not start with development secrets in production. See docs/security.md.';
