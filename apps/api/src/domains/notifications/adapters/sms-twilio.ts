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
// After a crash between our durable "sending" mark and the answer, `find` asks Twilio's Message
// list (GET …/Messages.json?To=…&PageSize=…, newest first; Twilio's "Message resource" reference,
// "Read multiple Message resources") for a message to the same number with the same body created
// since the mark: found, it is recorded as sent with its SM… id and not sent again; not found,
// it never reached Twilio and is sent. Twilio has no idempotency key, so this look-up is what keeps
// a restart from sending it twice.
import { type Adapter, DeliveryError, post } from './types.js';

const TWILIO_DEFAULT_BASE = 'https://api.twilio.com';

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
  const messagesUrl = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  return {
    async find(message, since) {
      const query = new URLSearchParams({ To: message.to, PageSize: '20' });
      if (!options.from.startsWith('MG')) query.set('From', options.from);
      const response = await post(`${messagesUrl}?${query}`, {
        method: 'GET',
        headers: { authorization: `Basic ${auth}`, accept: 'application/json' },
      });
      if (!response.ok) {
        // Still unknown whether it went: the retry looks again before any send.
        throw new DeliveryError(
          `Twilio: HTTP ${response.status} looking the message up`,
          true,
          false,
          true,
        );
      }
      const answer = (await response.json().catch(() => ({}))) as {
        messages?: { sid?: string; body?: string; date_created?: string; direction?: string }[];
      };
      // A minute of slack for the two clocks; the body and number make it ours.
      const after = since.getTime() - 60_000;
      const found = (answer.messages ?? []).find(
        (m) =>
          m.sid &&
          m.body === message.sms &&
          (m.direction ?? 'outbound-api').startsWith('outbound') &&
          Date.parse(m.date_created ?? '') >= after,
      );
      return found?.sid ? { provider: 'twilio', providerMessageId: found.sid } : null;
    },
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
      const response = await post(messagesUrl, {
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
      });
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
