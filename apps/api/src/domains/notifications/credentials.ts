// A school's channel credentials, sealed at rest (AES-256-GCM, src/db/sealed.ts) as ONE JSON
// object per channel in notification_channels.sealed_secrets. The API never returns them: only
// whether each is set and the main credential's last 4 characters (kept beside the seal).
//   secret           SMS: the gateway's API key; WhatsApp: the access token; e-mail: SMTP password
//   callback_secret  SMS: the key the gateway signs delivery reports with; WhatsApp: the app secret
//   verify_token     WhatsApp: the token Meta echoes when the webhook is subscribed
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationChannels } from '../../db/schema/notifications.js';
import { PLATFORM, withScope } from '../../db/scope.js';
import { type SealingKey, sealJson, unsealJson } from '../../db/sealed.js';

export interface ChannelSecrets {
  secret?: string;
  callback_secret?: string;
  verify_token?: string;
}

export const NOTIFICATION_KEY: SealingKey = {
  keyName: 'notification_credentials',
  label: 'watni-notifications',
};

type ChannelRow = Pick<typeof notificationChannels.$inferSelect, 'secret' | 'sealed_secrets'>;

/** The row's credentials (a plain legacy value not yet sealed still counts as `secret`). */
export async function openChannelSecrets(
  db: Db,
  row: ChannelRow | undefined,
): Promise<ChannelSecrets> {
  if (!row) return {};
  const sealed = await unsealJson<ChannelSecrets>(db, NOTIFICATION_KEY, row.sealed_secrets);
  return row.secret && !sealed.secret ? { ...sealed, secret: row.secret } : sealed;
}

/** The column values for a set of credentials: sealed, or null when there is none. */
export async function sealChannelSecrets(
  db: Db,
  secrets: ChannelSecrets,
): Promise<{ sealed_secrets: string | null; secret_last4: string | null; secret: null }> {
  const kept = Object.fromEntries(Object.entries(secrets).filter(([, value]) => !!value));
  const main = secrets.secret ?? '';
  return {
    sealed_secrets: Object.keys(kept).length ? await sealJson(db, NOTIFICATION_KEY, kept) : null,
    secret_last4: main.length >= 8 ? main.slice(-4) : null,
    secret: null,
  };
}

/**
 * The one-time step of migration 0300, run at every start (a no-op once done): each plain
 * `secret` is sealed (merged into what is sealed already) and the plain column cleared in one
 * conditional update, so a crash or a second process at the same moment loses nothing.
 */
export async function sealPlainChannelSecrets(db: Db): Promise<number> {
  const rows = await withScope(db, PLATFORM, (tx) =>
    tx.select().from(notificationChannels).where(isNotNull(notificationChannels.secret)),
  );
  let sealed = 0;
  for (const row of rows) {
    const secrets = await openChannelSecrets(db, row);
    const columns = await sealChannelSecrets(db, { ...secrets, secret: row.secret ?? '' });
    const done = await withScope(db, PLATFORM, (tx) =>
      tx
        .update(notificationChannels)
        .set(columns)
        .where(
          and(
            eq(notificationChannels.tenant_id, row.tenant_id),
            eq(notificationChannels.channel, row.channel),
            eq(notificationChannels.secret, row.secret ?? ''),
          ),
        )
        .returning({ tenant_id: notificationChannels.tenant_id }),
    );
    sealed += done.length;
  }
  return sealed;
}
