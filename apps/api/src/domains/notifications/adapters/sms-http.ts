// SMS through an HTTP gateway (docs/notifications.md, "SMS gateway protocol"):
//   POST {url}  Authorization: Bearer {api key}  Content-Type: application/json
//   {"to":"+923001234567","from":"SCHOOL","text":"…","encoding":"ucs2"|"gsm7","parts":2,
//    "reference":"watni-…"}
//   → 200/201 {"id":"…","status":"accepted"}; 429 rate limited (Retry-After); 4xx refused
//     (never retried); 5xx try again. The gateway ignores a repeated `reference`.
import { smsShape } from './sms-segments.js';
import { type Adapter, DeliveryError, post } from './types.js';

/** The encoding an SMS needs and how many parts it takes (sms-segments.ts). */
function smsParts(text: string): { encoding: 'gsm7' | 'ucs2'; parts: number } {
  const shape = smsShape(text);
  return { encoding: shape.encoding, parts: shape.segments };
}

export function httpSmsAdapter(options: { url: string; apiKey: string; sender: string }): Adapter {
  return {
    async send(message) {
      const { encoding, parts } = smsParts(message.sms);
      const response = await post(options.url, {
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          to: message.to,
          from: options.sender,
          text: message.sms,
          encoding,
          parts,
          reference: message.reference,
        }),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        id?: string;
        error?: string;
      };
      if (response.ok) return { provider: 'http', providerMessageId: answer.id ?? null };
      const why = answer.error ?? `HTTP ${response.status}`;
      if (response.status === 429)
        throw new DeliveryError(`Rate limited by the SMS gateway: ${why}`, true);
      if (response.status >= 500) throw new DeliveryError(`SMS gateway error: ${why}`, true);
      throw new DeliveryError(`SMS refused: ${why}`, false);
    },
  };
}
