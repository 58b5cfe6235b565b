import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { appSecrets } from './schema/identity.js';
import { PLATFORM, withScope } from './scope.js';

/**
 * Returns the stored secret `name`, creating it once (random 32 bytes) when absent.
 * Concurrent first starts agree: the insert does nothing on conflict and everybody reads back.
 */
export async function ensureSecret(
  db: Db,
  name: string,
): Promise<{ value: string; created: boolean }> {
  return withScope(db, PLATFORM, async (tx) => {
    const inserted = await tx
      .insert(appSecrets)
      .values({ name, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing()
      .returning({ value: appSecrets.value });
    if (inserted[0]) return { value: inserted[0].value, created: true };
    const [row] = await tx.select().from(appSecrets).where(eq(appSecrets.name, name));
    if (!row) throw new Error(`Secret ${name} vanished.`);
    return { value: row.value, created: false };
  });
}
