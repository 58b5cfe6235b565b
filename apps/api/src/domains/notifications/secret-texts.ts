// A message that carries a secret (a one-time password code) keeps it out of what is stored in
// the clear: the inbox row's title, body and data show the code masked, and the texts that leave
// (e-mail, SMS, WhatsApp) are kept sealed beside them, opened only by the delivery worker. The
// reset-token table stores only a hash of the code; the notification must not undo that.

import { openSealed, type SealingKey, sealNow } from '../../db/sealed.js';
import type { NotificationEvent } from './events.js';
import type { Rendered, TemplateData } from './templates/render.js';

/** The data fields each secret-bearing event must never store in the clear. */
const SECRET_FIELDS: Partial<Record<NotificationEvent, readonly string[]>> = {
  password_reset_code: ['code'],
};

const MASK = '••••••';

const NOTIFICATION_SEAL: SealingKey = {
  keyName: 'notification_secrets',
  label: 'watni-notification-texts',
};

export function secretFieldsOf(event: NotificationEvent): readonly string[] {
  return SECRET_FIELDS[event] ?? [];
}

/** The data as stored: every secret field replaced by the mask. */
export function maskedData(event: NotificationEvent, data: TemplateData): TemplateData {
  const masked: TemplateData = { ...data };
  for (const field of secretFieldsOf(event)) if (field in masked) masked[field] = MASK;
  return masked;
}

export function sealTexts(texts: Rendered): string {
  return sealNow(NOTIFICATION_SEAL, JSON.stringify(texts));
}

/** The texts that leave, from a stored notification's `data.sealed`. */
export function openTexts(sealed: string): Rendered {
  return JSON.parse(openSealed(NOTIFICATION_SEAL, sealed)) as Rendered;
}
