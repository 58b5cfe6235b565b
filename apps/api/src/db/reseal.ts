// Run at every start (a no-op once done): every sealed credential not made with the newest key
// (SEALING_KEYS' last) is opened and sealed again with it, in one conditional update per row
// (`where the column still holds what was read`), so two processes starting together or a save
// at the same moment lose nothing. This moves pre-v1 seals (keys derived from app_secrets, in the
// database) to the configured keys, and completes a rotation. When no pre-v1 seal is left, the
// stored secrets they came from are deleted: from then on the database holds no sealing key.
import { sql } from 'drizzle-orm';
import { BILLER_KEY } from '../domains/biller/settings.js';
import { LTI_KEY } from '../domains/lti/keys.js';
import { NOTIFICATION_KEY } from '../domains/notifications/credentials.js';
import { PAYMENTS_KEY } from '../domains/payments-online/credentials.js';
import type { Db } from './client.js';
import { rowsOf } from './rows.js';
import { PLATFORM, withScope } from './scope.js';
import { currentKeyId, type SealingKey, seal, unseal } from './sealed.js';

interface SealedColumn {
  table: string;
  /** The columns that, with tenant_id, name one row. */
  rowKey: string;
  column: string;
  key: SealingKey;
}

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  {
    table: 'payment_provider_settings',
    rowKey: 'provider',
    column: 'credentials_enc',
    key: PAYMENTS_KEY,
  },
  { table: 'biller_settings', rowKey: 'aggregator', column: 'credentials_enc', key: BILLER_KEY },
  {
    table: 'notification_channels',
    rowKey: 'channel',
    column: 'sealed_secrets',
    key: NOTIFICATION_KEY,
  },
  // An LMS registration's tool signing key: after a rotation that drops the old key it must still
  // sign the platform's score posts and deep-linking responses.
  { table: 'lti_platforms', rowKey: 'id', column: 'tool_private_sealed', key: LTI_KEY },
];

/** The app_secrets rows pre-v1 seals were derived from. */
export const LEGACY_SEALING_SECRETS = [
  ...new Set(SEALED_COLUMNS.map((column) => column.key.keyName)),
];

interface ResealResult {
  resealed: number;
  /** Seals that could not be opened (their key is not configured): left as they are. */
  unopened: number;
  /** Whether the stored pre-v1 secrets were deleted (no pre-v1 seal left). */
  legacyDeleted: boolean;
}

interface Row {
  tenant_id: number;
  row_key: string;
  sealed: string;
}

export async function resealCredentials(
  db: Db,
  warn: (message: string) => void = () => {},
): Promise<ResealResult> {
  const current = `v1:${currentKeyId()}:%`;
  let resealed = 0;
  let unopened = 0;
  for (const { table, rowKey, column, key } of SEALED_COLUMNS) {
    const rows = await withScope(db, PLATFORM, async (tx) =>
      rowsOf<Row>(
        await tx.execute(sql`
          select tenant_id, ${sql.identifier(rowKey)}::text as row_key, ${sql.identifier(column)} as sealed
            from ${sql.identifier(table)}
           where ${sql.identifier(column)} is not null and ${sql.identifier(column)} not like ${current}`),
      ),
    );
    for (const row of rows) {
      let next: string;
      try {
        next = await seal(db, key, await unseal(db, key, row.sealed));
      } catch (error) {
        unopened += 1;
        warn(`${table} of school ${row.tenant_id}: cannot re-seal (${(error as Error).message}).`);
        continue;
      }
      const done = await withScope(db, PLATFORM, async (tx) =>
        rowsOf(
          await tx.execute(sql`
            update ${sql.identifier(table)} set ${sql.identifier(column)} = ${next}
             where tenant_id = ${row.tenant_id}
               and ${sql.identifier(rowKey)}::text = ${row.row_key}
               and ${sql.identifier(column)} = ${row.sealed}
            returning tenant_id`),
        ),
      );
      resealed += done.length;
    }
  }
  const legacyDeleted = await withScope(db, PLATFORM, async (tx) => {
    for (const { table, column } of SEALED_COLUMNS) {
      const left = rowsOf(
        await tx.execute(sql`
          select 1 from ${sql.identifier(table)}
           where ${sql.identifier(column)} is not null and ${sql.identifier(column)} not like 'v1:%'
           limit 1`),
      );
      if (left.length) return false;
    }
    await tx.execute(
      sql`delete from app_secrets where name in (${sql.join(
        LEGACY_SEALING_SECRETS.map((name) => sql`${name}`),
        sql`, `,
      )})`,
    );
    return true;
  });
  return { resealed, unopened, legacyDeleted };
}
