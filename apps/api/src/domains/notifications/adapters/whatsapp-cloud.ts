// WhatsApp Cloud API template messages:
//   POST {base}/{phone-number-id}/messages  Authorization: Bearer {access token}
//   {"messaging_product":"whatsapp","recipient_type":"individual","to":"923001234567",
//    "type":"template","template":{"name":"…","language":{"code":"ur"},
//    "components":[{"type":"body","parameters":[{"type":"text","text":"…"}]}]},
//    "biz_opaque_callback_data":"watni-…"}
//   → 200 {"messaging_product":"whatsapp","contacts":[…],"messages":[{"id":"wamid.…"}]}
//   errors → {"error":{"message","type","code","error_subcode","fbtrace_id"}}
import { type Adapter, DeliveryError, post } from './types.js';

export const WHATSAPP_DEFAULT_BASE = 'https://graph.facebook.com/v21.0';

/** Error codes that mean "later" (throughput, pair rate limit, temporary): retried. */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056]);

export function whatsappCloudAdapter(options: {
  baseUrl?: string;
  phoneNumberId: string;
  accessToken: string;
}): Adapter {
  const base = (options.baseUrl || WHATSAPP_DEFAULT_BASE).replace(/\/$/, '');
  return {
    async send(message) {
      const response = await post(`${base}/${encodeURIComponent(options.phoneNumberId)}/messages`, {
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: message.whatsapp.name,
            language: { code: message.whatsapp.language },
            components: [
              {
                type: 'body',
                parameters: message.whatsapp.params.map((text) => ({ type: 'text', text })),
              },
            ],
          },
          biz_opaque_callback_data: message.reference,
        }),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        messages?: { id: string }[];
        error?: { message?: string; code?: number };
      };
      if (response.ok && answer.messages?.[0]?.id) {
        return { provider: 'cloud_api', providerMessageId: answer.messages[0].id };
      }
      const code = answer.error?.code;
      const why = `${answer.error?.message ?? `HTTP ${response.status}`}${code ? ` (code ${code})` : ''}`;
      const retryable =
        response.status === 429 ||
        response.status >= 500 ||
        (code !== undefined && RETRYABLE_CODES.has(code));
      throw new DeliveryError(`WhatsApp: ${why}`, retryable);
    },
  };
}
