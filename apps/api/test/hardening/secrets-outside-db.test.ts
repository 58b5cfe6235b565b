// The keys that seal the schools' credentials, and the JWT secret, live outside the database:
// a dump of the database alone (every table, every stored secret) opens no sealed credential.
// Before, the sealing keys were SHA-256 of `{label}:{secret}` with the secret in app_secrets, and
// the JWT secret sat beside them: the dump test below opened every credential on that code.
import { createDecipheriv, createHash, hkdfSync } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, TEST_SEALING_KEYS } from '../../src/config.js';
import { LEGACY_SEALING_SECRETS, resealCredentials, SEALED_COLUMNS } from '../../src/db/reseal.js';
import { configureSealing, seal, unseal, unsealJson } from '../../src/db/sealed.js';
import { toolSigningKey } from '../../src/domains/lti/keys.js';
import { NOTIFICATION_KEY } from '../../src/domains/notifications/credentials.js';
import { parseKeyring } from '../../src/secrets/keyring.js';
import { DEV_SECRETS_FILE, serviceSecrets } from '../../src/secrets/service-secrets.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { moduleId } from '../platform/helpers.js';

const ADMIN = 'admin@iqbal.edu.pk';
const SMS_KEY = 'sms-api-key-Zq81x0';
const JAZZ = { merchant_id: 'MC40012345', password: 'jc-pass-x8s2k4', secret: 'jc-salt-w9c1v3' };
const KUICKPAY = { prefix: '12345', digits: 7, username: 'kp-iqbal', password: 'Kp#secret-2026' };
const LABELS = SEALED_COLUMNS.map((column) => column.key.label);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => configureSealing(parseKeyring(TEST_SEALING_KEYS, 'test')));

/** What a database dump holds: every stored secret, every sealed column (read as the owner). */
async function dump() {
  return t.database.rawTransaction(async (tx) => {
    const secrets = await tx.query<{ name: string; value: string }>(
      'select name, value from app_secrets',
    );
    const sealed: string[] = [];
    for (const { table, column } of SEALED_COLUMNS) {
      const rows = await tx.query<{ v: string }>(
        `select ${column} as v from ${table} where ${column} is not null`,
      );
      sealed.push(...rows.map((row) => row.v));
    }
    return { secrets, sealed };
  });
}

/** Every key an attacker could make from a stored value, the way this code ever derived keys. */
function candidateKeys(value: string): Buffer[] {
  const keys = [createHash('sha256').update(value).digest()];
  for (const label of LABELS) {
    keys.push(createHash('sha256').update(`${label}:${value}`).digest());
    keys.push(Buffer.from(hkdfSync('sha256', value, Buffer.alloc(0), `watni-seal:${label}`, 32)));
  }
  for (const encoding of ['base64', 'base64url', 'hex'] as const) {
    const raw = Buffer.from(value, encoding);
    if (raw.length === 32) {
      keys.push(raw);
      for (const label of LABELS) {
        keys.push(Buffer.from(hkdfSync('sha256', raw, Buffer.alloc(0), `watni-seal:${label}`, 32)));
      }
    }
  }
  return keys;
}

function opens(key: Buffer, sealed: string): boolean {
  const raw = Buffer.from(sealed.split(':').pop() ?? '', 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    return true;
  } catch {
    return false;
  }
}

describe('a dump of the database alone', () => {
  it('opens no sealed credential with any key stored in it', async () => {
    const token = await t.tokenFor(ADMIN);
    const fees = await moduleId(t, 'fee-management');
    await t.request({ method: 'POST', url: `/api/modules/tenant/enable/${fees}`, token });
    const saves = [
      t.request({
        method: 'PUT',
        url: '/api/notifications/channels',
        token,
        payload: {
          channels: [
            {
              channel: 'sms',
              provider: 'http',
              enabled: true,
              secret: SMS_KEY,
              settings: { url: 'https://sms.example.pk/send', sender: 'IQBAL' },
            },
          ],
        },
      }),
      t.request({
        method: 'PUT',
        url: '/api/payments/online/settings/jazzcash',
        token,
        payload: JAZZ,
      }),
      t.request({
        method: 'PUT',
        url: '/api/fees/biller/settings/kuickpay',
        token,
        payload: KUICKPAY,
      }),
    ];
    for (const saved of await Promise.all(saves)) expect(saved.statusCode, saved.body).toBe(200);

    const { secrets, sealed } = await dump();
    expect(sealed.length).toBe(3);
    // No JWT secret and no sealing secret is stored at all...
    expect(secrets.map((row) => row.name)).not.toContain('jwt_secret');
    for (const name of LEGACY_SEALING_SECRETS) {
      expect(secrets.map((row) => row.name)).not.toContain(name);
    }
    // ...and whatever is stored (the sandbox provider's signing secret) opens nothing.
    for (const value of sealed) {
      for (const secret of secrets) {
        for (const key of candidateKeys(secret.value)) expect(opens(key, value)).toBe(false);
      }
      for (const plain of [SMS_KEY, JAZZ.password, JAZZ.secret, KUICKPAY.password]) {
        expect(value).not.toContain(plain);
      }
    }
    // The service itself, holding SEALING_KEYS, still opens them.
    const [channel] = await t
      .query((tx) =>
        tx.execute(sql`select sealed_secrets from notification_channels where channel = 'sms'`),
      )
      .then((r) => (r as unknown as { rows: { sealed_secrets: string }[] }).rows);
    expect(
      await unsealJson<{ secret: string }>(t.db, NOTIFICATION_KEY, channel!.sealed_secrets),
    ).toEqual({ secret: SMS_KEY });
  });
});

describe('rotation', () => {
  const OLD = `old:${Buffer.alloc(32, 1).toString('base64')}`;
  const NEW = `new:${Buffer.alloc(32, 2).toString('base64')}`;

  it('old keys open old seals, new seals use the newest key, and the start re-seals', async () => {
    // The seals the first test made are under the tests' key: listed first (the oldest).
    configureSealing(parseKeyring(`${TEST_SEALING_KEYS},${OLD}`, 'SEALING_KEYS'));
    const before = await seal(t.db, NOTIFICATION_KEY, JSON.stringify({ secret: 'rotated-1' }));
    expect(before).toMatch(/^v1:old:/);
    await t.query((tx) =>
      tx.execute(sql`update notification_channels set sealed_secrets = ${before}
                      where channel = 'sms'`),
    );

    configureSealing(parseKeyring(`${TEST_SEALING_KEYS},${OLD},${NEW}`, 'SEALING_KEYS'));
    expect(await unseal(t.db, NOTIFICATION_KEY, before)).toBe('{"secret":"rotated-1"}');
    expect(await seal(t.db, NOTIFICATION_KEY, 'x')).toMatch(/^v1:new:/);
    const result = await resealCredentials(t.db);
    expect(result.unopened).toBe(0);
    expect(result.resealed).toBeGreaterThanOrEqual(1);

    // Once re-sealed, the old key can be dropped from the list.
    configureSealing(parseKeyring(NEW, 'SEALING_KEYS'));
    const { sealed } = await dump();
    for (const value of sealed) expect(value).toMatch(/^v1:new:/);
    await expect(unseal(t.db, NOTIFICATION_KEY, before)).rejects.toThrow(/no longer lists/);
    // Rotated back to the tests' key for the next test (a rotation like any other).
    configureSealing(parseKeyring(`${NEW},${TEST_SEALING_KEYS}`, 'SEALING_KEYS'));
    expect((await resealCredentials(t.db)).unopened).toBe(0);
  });

  it("re-seals an LMS registration's tool key: it still signs once the old key is dropped", async () => {
    configureSealing(parseKeyring(`${TEST_SEALING_KEYS},${OLD}`, 'SEALING_KEYS'));
    const made = await t.request({
      method: 'POST',
      url: '/api/school/lti/platforms',
      token: await t.tokenFor(ADMIN),
      payload: {
        name: 'Rotation LMS',
        issuer: 'https://lms.example.edu',
        client_id: 'rotation-client',
        deployment_ids: ['d-1'],
        auth_login_url: 'https://lms.example.edu/auth',
        token_url: 'https://lms.example.edu/token',
        jwks_url: 'https://lms.example.edu/jwks',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const publicId = new URL(made.json().tool.login_url).pathname.split('/')[3]!;
    const sealedOf = async () =>
      (
        (await t.query((tx) =>
          tx.execute(sql`select tool_private_sealed as v from lti_platforms
                          where id = ${made.json().id}`),
        )) as unknown as { rows: { v: string }[] }
      ).rows[0]!.v;
    expect(await sealedOf()).toMatch(/^v1:old:/);

    configureSealing(parseKeyring(`${TEST_SEALING_KEYS},${OLD},${NEW}`, 'SEALING_KEYS'));
    expect((await resealCredentials(t.db)).unopened).toBe(0);
    configureSealing(parseKeyring(NEW, 'SEALING_KEYS'));
    expect(await sealedOf()).toMatch(/^v1:new:/);
    const jwt = await new SignJWT({ probe: true })
      .setProtectedHeader({ alg: 'RS256' })
      .sign(await toolSigningKey(await sealedOf()));
    const jwks = (await t.request({ method: 'GET', url: `/api/lti/${publicId}/jwks` })).json();
    await expect(jwtVerify(jwt, createLocalJWKSet(jwks))).resolves.toBeTruthy();
    configureSealing(parseKeyring(`${NEW},${TEST_SEALING_KEYS}`, 'SEALING_KEYS'));
    expect((await resealCredentials(t.db)).unopened).toBe(0);
  });

  it('moves a seal made before (key derived from app_secrets) to the configured key, then deletes the stored key', async () => {
    const stored = 'legacy-notification-secret-value';
    const legacyKey = createHash('sha256').update(`${NOTIFICATION_KEY.label}:${stored}`).digest();
    const iv = Buffer.alloc(12, 7);
    const { createCipheriv } = await import('node:crypto');
    const cipher = createCipheriv('aes-256-gcm', legacyKey, iv);
    const body = Buffer.concat([cipher.update('{"secret":"from-before"}'), cipher.final()]);
    const legacySeal = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    await t.database.rawTransaction(async (tx) => {
      await tx.query(
        `insert into app_secrets (name, value) values ('notification_credentials', $1)
           on conflict (name) do update set value = excluded.value`,
        [stored],
      );
      await tx.query(`update notification_channels set sealed_secrets = $1 where channel = 'sms'`, [
        legacySeal,
      ]);
    });
    expect(await unseal(t.db, NOTIFICATION_KEY, legacySeal)).toBe('{"secret":"from-before"}');

    expect(await resealCredentials(t.db)).toMatchObject({ unopened: 0, legacyDeleted: true });
    const { secrets, sealed } = await dump();
    expect(secrets.map((row) => row.name)).not.toContain('notification_credentials');
    for (const value of sealed) expect(value).toMatch(/^v1:test:/);
    const [row] = await t.database.rawTransaction((tx) =>
      tx.query<{ v: string }>(
        `select sealed_secrets as v from notification_channels where channel = 'sms'`,
      ),
    );
    expect(await unseal(t.db, NOTIFICATION_KEY, row!.v)).toBe('{"secret":"from-before"}');
  });
});

describe('where the secrets come from', () => {
  it('refuses to start in production without JWT_SECRET and SEALING_KEYS', () => {
    const keys = `k1:${Buffer.alloc(32, 3).toString('base64')}`;
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/NODE_ENV=production needs/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /SEALING_KEYS/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SEALING_KEYS: keys })).toThrow(/JWT_SECRET/);
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      SEALING_KEYS: keys,
    });
    expect(config.sealingKeys?.map((key) => key.id)).toEqual(['k1']);
  });

  it('reads key files, and refuses a malformed key', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'watni-keys-'));
    const keyFile = path.join(dir, 'sealing.keys');
    const jwtFile = path.join(dir, 'jwt.secret');
    writeFileSync(
      keyFile,
      `# oldest first\nk1:${Buffer.alloc(32, 4).toString('base64')}\nk2:${Buffer.alloc(32, 5).toString('base64url')}\n`,
    );
    writeFileSync(jwtFile, 'from-a-file-secret-0123456789abcdef\n');
    const config = loadConfig({
      NODE_ENV: 'production',
      SEALING_KEY_FILE: keyFile,
      JWT_SECRET_FILE: jwtFile,
    });
    expect(config.sealingKeys?.map((key) => key.id)).toEqual(['k1', 'k2']);
    expect(config.jwtSecret).toBe('from-a-file-secret-0123456789abcdef');
    expect(() => loadConfig({ SEALING_KEYS: 'k1:tooshort' })).toThrow(/32 bytes/);
    expect(() =>
      loadConfig({ SEALING_KEYS: `a b:${Buffer.alloc(32).toString('base64')}` }),
    ).toThrow(/id/);
    expect(() => loadConfig({ JWT_SECRET: 'a', JWT_SECRET_FILE: jwtFile })).toThrow(/not both/);
  });

  it('without configuration (not production): development secrets in DATA_DIR, with a warning', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'watni-dev-'));
    const warnings: string[] = [];
    const base = { jwtSecret: undefined, sealingKeys: undefined, dataDir, production: false };
    const first = serviceSecrets(base, (message) => warnings.push(message));
    const again = serviceSecrets(base, (message) => warnings.push(message));
    expect(again.jwtSecret).toBe(first.jwtSecret);
    expect(again.sealingKeys[0]?.key.equals(first.sealingKeys[0]!.key)).toBe(true);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/JWT_SECRET and SEALING_KEYS not set: using development secrets/);
    const file = path.join(dataDir, DEV_SECRETS_FILE);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain(first.jwtSecret);
    expect(() => serviceSecrets({ ...base, production: true }, () => {})).toThrow(/production/);
  });
});
