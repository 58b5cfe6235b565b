// SQL of the health check: one round trip to the database, outside any scope (the check must
// not wait on a transaction or a tenant).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** `select 1`: resolves when the database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
