// The school's channels (e-mail, SMS, WhatsApp): their settings checked before they are saved,
// secrets sealed, addresses that point inside refused.
import type { Tx } from '../../db/client.js';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden, invalidField } from '../../http/errors.js';
import { tenantHasModule } from '../../http/module-gate.js';
import { checkSavedHost, checkSavedUrl, OutboundRefused } from '../../http/outbound.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { MASK_PATTERN } from './adapters/sms-pk.js';
import { openChannelSecrets, sealChannelSecrets } from './credentials.js';
import { requireManager } from './deliveries.js';
import { inboxScope } from './inbox.js';
import { NOTIFICATION_MESSAGES as M } from './messages.js';
import { forgetReportChannels } from './receipts.js';
import * as repo from './repository.js';

/** The SMS settings the service can check before they are used (422 with a detail). */
function checkSmsSettings(
  update: Body<'updateNotificationChannels'>['channels'] extends (infer U)[] | undefined
    ? U
    : never,
  index: number,
): void {
  const settings = update.settings ?? {};
  const at = (key: string) => `channels/${index}/settings/${key}`;
  if (update.channel !== 'sms') return;
  if (settings.mask !== undefined && settings.mask !== '' && !MASK_PATTERN.test(settings.mask)) {
    throw invalidField(at('mask'), M.badMask);
  }
  if (settings.preset && !['bizsms', 'veevo', 'telenor', 'custom'].includes(settings.preset)) {
    throw invalidField(at('preset'), M.badPreset);
  }
  if (settings.method && !['GET', 'POST'].includes(settings.method)) {
    throw invalidField(at('method'), M.badMethod);
  }
  if (settings.send_when && !['always', 'fallback'].includes(settings.send_when)) {
    throw invalidField(at('send_when'), M.badSendWhen);
  }
  if (settings.rate_paisa && !/^\d{1,5}$/.test(settings.rate_paisa)) {
    throw invalidField(at('rate_paisa'), M.badRate);
  }
  for (const key of ['success_match', 'failure_match', 'id_match', 'session_match']) {
    const pattern = settings[key];
    if (!pattern) continue;
    try {
      new RegExp(pattern, 'i');
    } catch {
      throw invalidField(at(key), M.badPattern);
    }
  }
}

/** The settings that name an address the service will contact (each adapter's). */
const URL_SETTINGS = ['url', 'session_url', 'base_url'] as const;

/**
 * The addresses in a channel's settings, checked when they are saved (not only when a message is
 * sent): https only (plain http to hosts the operator lists), and no private, loopback, link-local
 * or metadata address, written or resolved (http/outbound.ts). 422 with the guard's sentence.
 */
async function checkChannelAddresses(
  channels: Body<'updateNotificationChannels'>['channels'],
): Promise<void> {
  for (const [index, update] of (channels ?? []).entries()) {
    const settings = update.settings ?? {};
    const at = (key: string) => `channels/${index}/settings/${key}`;
    for (const key of URL_SETTINGS) {
      const value = settings[key]?.trim();
      if (!value) continue;
      try {
        await checkSavedUrl(value);
      } catch (error) {
        if (error instanceof OutboundRefused) throw invalidField(at(key), error.detail);
        throw error;
      }
    }
    const host = update.channel === 'email' ? settings.host?.trim() : undefined;
    if (host) {
      try {
        await checkSavedHost(host);
      } catch (error) {
        if (error instanceof OutboundRefused) throw invalidField(at('host'), error.detail);
        throw error;
      }
    }
  }
}

const PROVIDERS: Record<string, readonly string[]> = {
  email: ['log', 'smtp'],
  sms: ['log', 'http', 'twilio', 'pk_http'],
  whatsapp: ['log', 'cloud_api'],
};

/** Where the provider posts its delivery reports for this school (docs/notifications.md). */
function receiptsUrl(publicUrl: string, slug: string, channel: 'sms' | 'whatsapp') {
  const path = channel === 'sms' ? `webhooks/sms/${slug}/dlr` : `webhooks/whatsapp/${slug}`;
  return new URL(`/api/${path}`, publicUrl).toString();
}

async function channelsView(
  deps: AppDeps,
  tx: Tx,
  tenantId: number,
): Promise<Schemas['NotificationChannels']> {
  const rows = await repo.channelRows(tx, tenantId);
  const publicUrl = deps.config.publicUrl;
  const slug = await repo.tenantSlug(tx, tenantId);
  // Which credentials are set (opened here only to answer yes or no, never returned).
  const secretNames = new Map<string, { callback: boolean; verify: boolean }>();
  for (const row of rows) {
    const secrets = await openChannelSecrets(deps.db, row);
    secretNames.set(row.channel, {
      callback: !!secrets.callback_secret,
      verify: !!secrets.verify_token,
    });
  }
  const module = await tenantHasModule(tx, tenantId, 'sms-whatsapp');
  const settings = await repo.quietHours(tx, tenantId);
  return {
    channels: (['email', 'sms', 'whatsapp'] as const).map((channel) => {
      const row = rows.find((r) => r.channel === channel);
      const available = channel === 'email' || module;
      return {
        channel,
        enabled: (row?.enabled ?? channel === 'email') && available,
        provider: row?.provider ?? 'log',
        settings: row?.settings ?? {},
        has_secret: !!(row?.secret || row?.sealed_secrets),
        // Enough to recognise the credential, never enough to use it (short ones: nothing).
        secret_last4: row?.secret_last4 ?? null,
        has_callback_secret: !!row?.sealed_secrets && secretNames.get(channel)?.callback === true,
        has_verify_token: !!row?.sealed_secrets && secretNames.get(channel)?.verify === true,
        receipts_url: channel === 'email' ? null : receiptsUrl(publicUrl, slug, channel),
        updated_at: row?.updated_at.toISOString() ?? null,
        available,
      };
    }),
    quiet_hours:
      settings?.quiet_start && settings.quiet_end
        ? { start: settings.quiet_start, end: settings.quiet_end }
        : null,
  };
}

export async function listChannels(deps: AppDeps, auth: AuthContext) {
  requireManager(auth);
  return withScope(deps.db, inboxScope(auth), (tx) => channelsView(deps, tx, schoolTenantId(auth)));
}

export async function updateChannels(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'updateNotificationChannels'>,
) {
  requireManager(auth);
  const tenantId = schoolTenantId(auth);
  // Before the transaction: checking a name may wait on DNS.
  await checkChannelAddresses(body.channels);
  const saved = await withScope(deps.db, inboxScope(auth), async (tx) => {
    const changes: Record<string, unknown> = {};
    for (const [index, update] of (body.channels ?? []).entries()) {
      if (update.channel !== 'email' && update.enabled) {
        if (!(await tenantHasModule(tx, tenantId, 'sms-whatsapp'))) throw forbidden(M.needsModule);
      }
      if (update.provider && !PROVIDERS[update.channel]!.includes(update.provider)) {
        throw invalidField(`channels/${index}/provider`, M.wrongProvider);
      }
      checkSmsSettings(update, index);
      const touchesSecrets =
        !!update.secret || !!update.callback_secret || !!update.verify_token || update.clear_secret;
      let sealed: Awaited<ReturnType<typeof sealChannelSecrets>> | undefined;
      if (touchesSecrets) {
        const before = (await repo.channelRows(tx, tenantId)).find(
          (row) => row.channel === update.channel,
        );
        const kept = update.clear_secret ? {} : await openChannelSecrets(deps.db, before);
        sealed = await sealChannelSecrets(deps.db, {
          ...kept,
          ...(update.secret ? { secret: update.secret } : {}),
          ...(update.callback_secret ? { callback_secret: update.callback_secret } : {}),
          ...(update.verify_token ? { verify_token: update.verify_token } : {}),
        });
      }
      await repo.upsertChannel(tx, tenantId, auth.user.id, update, sealed);
      // The credential itself is never written to the audit log.
      changes[update.channel] = {
        ...(update.enabled !== undefined ? { enabled: update.enabled } : {}),
        ...(update.provider ? { provider: update.provider } : {}),
        ...(update.settings ? { settings: update.settings } : {}),
        ...(update.secret ? { secret: 'replaced' } : {}),
        ...(update.callback_secret ? { callback_secret: 'replaced' } : {}),
        ...(update.verify_token ? { verify_token: 'replaced' } : {}),
        ...(update.clear_secret ? { secret: 'removed' } : {}),
      };
    }
    if (body.quiet_hours !== undefined) {
      await repo.setQuietHours(tx, tenantId, auth.user.id, body.quiet_hours);
      changes.quiet_hours = body.quiet_hours;
    }
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'notification.channels.update',
      entityType: 'notification_channels',
      entityId: tenantId,
      changes,
    });
    return channelsView(deps, tx, tenantId);
  });
  forgetReportChannels();
  return saved;
}
