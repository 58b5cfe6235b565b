// SMS through Twilio's Messages API (Twilio's public API reference, "Create a Message
// resource"), the reference protocol international gateways follow:
//   POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json
//   Authorization: Basic base64(AccountSid:AuthToken)
//   Content-Type: application/x-www-form-urlencoded
//   To=+923001234567&From=IQBAL&Body=…&StatusCallback=https://…/twilio?ref=watni-2-123
//   → 201 {"sid":"SM…","status":"queued",…}
//   errors → {"code":21211,"message":"…","more_info":"…","status":400}
// Status callbacks come back form-encoded and signed with X-Twilio-Signature (receipts.ts).
// Our reference rides in the callback's query string (signed with the rest of the URL), so a
// report finds its delivery even when the process died before it stored the SM… id.
import { type Adapter, DeliveryError, post } from './types.js';

export const TWILIO_DEFAULT_BASE = 'https://api.twilio.com';

/** 429 "Too Many Requests" and 20429: Twilio's queue is full; later. */
const RETRYABLE_CODES = new Set([20429, 20500, 20503, 30001]);

export function twilioSmsAdapter(options: {
  baseUrl?: string;
  accountSid: string;
  authToken: string;
  /** A Twilio number, an approved alphanumeric sender ID, or a Messaging Service (MG…). */
  from: string;
  /** Where Twilio posts status callbacks (the school's address), without the reference. */
  statusCallback: string | null;
}): Adapter {
  const base = (options.baseUrl || TWILIO_DEFAULT_BASE).replace(/\/$/, '');
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
  return {
    async send(message) {
      const form = new URLSearchParams({
        To: message.to,
        [options.from.startsWith('MG') ? 'MessagingServiceSid' : 'From']: options.from,
        Body: message.sms,
      });
      if (options.statusCallback) {
        const callback = new URL(options.statusCallback);
        callback.searchParams.set('ref', message.reference);
        form.set('StatusCallback', callback.toString());
      }
      const response = await post(
        `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
        {
          headers: {
            authorization: `Basic ${auth}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
        },
      );
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: string;
        code?: number;
        message?: string;
      };
      if (response.ok && answer.sid) return { provider: 'twilio', providerMessageId: answer.sid };
      // Only Twilio's numeric code goes into the reason: its text may echo what we sent.
      const why = `Twilio: HTTP ${response.status}${answer.code ? ` (code ${answer.code})` : ''}`;
      const retryable =
        response.status === 429 ||
        response.status >= 500 ||
        (answer.code !== undefined && RETRYABLE_CODES.has(answer.code));
      throw new DeliveryError(why, retryable);
    },
  };
}
