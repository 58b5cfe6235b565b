// A test message on a channel, sent at once, so the office sees whether its settings work before a
// real message depends on them.
import { normaliseMobile } from '@watni/policy';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden, HttpError, invalidField } from '../../http/errors.js';
import { tenantHasModule } from '../../http/module-gate.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { DeliveryError } from './adapters/types.js';
import { openChannelSecrets } from './credentials.js';
import { requireManager } from './deliveries.js';
import { adapterFor } from './delivery.js';
import { inboxScope } from './inbox.js';
import { NOTIFICATION_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';

const TEST_TEXT = {
  en: {
    subject: 'Test message from Watni',
    text: 'This is a test message from {school}. Your {channel} settings work.',
  },
  ur: {
    subject: 'واٹنی کا آزمائشی پیغام',
    text: 'یہ {school} کی طرف سے آزمائشی پیغام ہے۔ آپ کی {channel} کی ترتیبات درست کام کر رہی ہیں۔',
  },
} as const;
const CHANNEL_NAMES = {
  en: { email: 'e-mail', sms: 'SMS', whatsapp: 'WhatsApp' },
  ur: { email: 'ای میل', sms: 'ایس ایم ایس', whatsapp: 'واٹس ایپ' },
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sends one test message through a channel as configured now (not queued, not stored). */
/** What "Send test" says about a failure: ours, never the provider's text. */
function testFailureReason(error: unknown): string {
  if (!(error instanceof DeliveryError)) return 'The test message could not be sent.';
  if (
    error.message.startsWith('Could not reach the provider') ||
    error.message.startsWith('SMTP: The address')
  ) {
    return 'The provider could not be reached. Check the address and try again.';
  }
  return error.retryable
    ? 'The provider could not take the message now. Try again in a few minutes.'
    : 'The provider refused the message. Check the channel’s credentials, sender and the number or address.';
}

export async function testChannel(
  deps: AppDeps,
  auth: AuthContext,
  channel: Schemas['DeliveryChannel'],
  body: Body<'testNotificationChannel'>,
  language: 'en' | 'ur',
): Promise<Schemas['ChannelTestResult']> {
  requireManager(auth);
  const tenantId = schoolTenantId(auth);
  const to = channel === 'email' ? body.to.trim() : normaliseMobile(body.to);
  if (to === null || (channel === 'email' && !EMAIL.test(to))) {
    throw invalidField('to', channel === 'email' ? M.testAddressEmail : M.testAddressPhone);
  }
  const { row, school } = await withScope(deps.db, inboxScope(auth), async (tx) => {
    if (channel !== 'email' && !(await tenantHasModule(tx, tenantId, 'sms-whatsapp'))) {
      throw forbidden(M.needsModule);
    }
    const rows = await repo.channelRows(tx, tenantId);
    return {
      row: rows.find((r) => r.channel === channel),
      school: await repo.schoolName(tx, tenantId),
    };
  });
  const words = TEST_TEXT[language];
  const text = words.text
    .replace('{school}', school)
    .replace('{channel}', CHANNEL_NAMES[language][channel]);
  const reference = `watni-${tenantId}-test-${Date.now().toString(36)}`;
  const secrets = await openChannelSecrets(deps.db, row);
  const adapter = adapterFor(channel, row, secrets, deps.mailer, deps.log);
  let result: Schemas['ChannelTestResult'];
  try {
    const sent = await adapter.send({
      to,
      reference,
      language,
      subject: words.subject,
      text,
      sms: text,
      whatsapp: {
        name: 'watni_announcement',
        language,
        params: [school, words.subject, text],
      },
    });
    result = {
      status: 'sent',
      provider: (row?.provider ?? 'log') as Schemas['ChannelProvider'],
      provider_message_id: sent.providerMessageId,
      reason: null,
    };
  } catch (error) {
    // A refused address is the admin's input: a 4xx, nothing was sent. Otherwise a sentence of
    // ours: the remote answer (its body, its `error`) is never echoed, or "Send test" would read
    // whatever the configured address answers.
    if (error instanceof DeliveryError && error.refusedAddress) {
      throw new HttpError(422, error.message);
    }
    result = {
      status: 'failed',
      provider: (row?.provider ?? 'log') as Schemas['ChannelProvider'],
      provider_message_id: null,
      reason: testFailureReason(error),
    };
  } finally {
    await adapter.close?.();
  }
  await withScope(deps.db, inboxScope(auth), (tx) =>
    audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'notification.channels.test',
      entityType: 'notification_channels',
      entityId: tenantId,
      changes: {
        channel,
        to,
        status: result.status,
        ...(result.reason ? { reason: result.reason } : {}),
      },
    }),
  );
  return result;
}
