import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum parameters (19 MiB, 2 iterations, 1 lane). */
const OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown email) a dummy hash is verified anyway,
 * so the answer takes as long as for a real account and timing does not reveal accounts.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('watni-dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
