// SMS as the fallback of WhatsApp: a guardian whose WhatsApp message failed (refused by Meta at
// the send, or reported `failed` by its status webhook) gets the SMS instead, when the school's
// SMS channel is on and the guardian consented to SMS. Quiet hours are kept (the SMS waits for
// their end). Once per notification: the delivery is inserted ON CONFLICT DO NOTHING against
// the one-per-channel index, so the job's failure and a webhook's failure never send two SMS.
import type { Tx } from '../../db/client.js';
import { scopeOfTx } from '../../db/scope.js';
import { queueOf } from '../../queue/registry.js';
import { channelState, DELIVERY_JOB } from './notify.js';
import { quietUntil } from './quiet-hours.js';
import * as repo from './repository.js';

export async function fallBackToSms(
  tx: Tx,
  tenantId: number,
  whatsappDeliveryId: number,
): Promise<number | null> {
  const channels = await channelState(tx, tenantId);
  if (!channels.sms) return null;
  const quiet = await repo.quietHours(tx, tenantId);
  const after = quietUntil(new Date(), quiet?.quiet_start ?? null, quiet?.quiet_end ?? null);
  const created = await repo.insertSmsFallback(tx, tenantId, whatsappDeliveryId, after);
  if (!created) return null;
  await queueOf(scopeOfTx(tx).database).send(
    tx,
    DELIVERY_JOB,
    { tenantId, deliveryId: created.id },
    {
      key: `${tenantId}:${created.id}:0`,
      ...(created.send_after ? { startAfter: created.send_after } : {}),
    },
  );
  return created.id;
}
