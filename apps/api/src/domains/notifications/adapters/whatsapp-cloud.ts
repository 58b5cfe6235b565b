// WhatsApp Cloud API template messages:
//   POST {base}/{phone-number-id}/messages  Authorization: Bearer {access token}
//   {"messaging_product":"whatsapp","recipient_type":"individual","to":"923001234567",
//    "type":"template","template":{"name":"…","language":{"code":"ur"},
//    "components":[{"type":"body","parameters":[{"type":"text","text":"…"}]}]},
//    "biz_opaque_callback_data":"watni-…"}
//   → 200 {"messaging_product":"whatsapp","contacts":[…],"messages":[{"id":"wamid.…"}]}
//   errors → {"error":{"message","type","code","error_subcode","fbtrace_id"}}
// Inside the 24-hour customer service window (the parent wrote to the school in the last 24
// hours) a free-form text goes instead: {"type":"text","text":{"body":"…","preview_url":false}},
// line breaks kept. Outside it only an approved template may go, its parameters made valid
// first (whatsapp-params.ts: no newline/tab/5+ spaces, never empty, ≤ 1,024 characters each,
// a long announcement split over the parameters of the school's long template).
import { type Adapter, DeliveryError, post } from './types.js';
import { freeText, templateBody, templateChoice } from './whatsapp-params.js';

const WHATSAPP_DEFAULT_BASE = 'https://graph.facebook.com/v21.0';

/** Error codes that mean "later" (throughput, pair rate limit, temporary): retried. */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056]);

/** Meta's "re-engagement message": free text outside the 24-hour window. */
const WINDOW_CLOSED = 131047;

export function whatsappCloudAdapter(options: {
  baseUrl?: string;
  phoneNumberId: string;
  accessToken: string;
  /** The channel's settings: `template_<event>`, `template_<event>_long`, `language_en|ur`. */
  settings?: Record<string, string>;
}): Adapter {
  const base = (options.baseUrl || WHATSAPP_DEFAULT_BASE).replace(/\/$/, '');
  return {
    async send(original) {
      let message = original;
      let response = await post(`${base}/${encodeURIComponent(options.phoneNumberId)}/messages`, {
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(whatsappPayload(message, options.settings ?? {})),
      });
      let answer = (await response.json().catch(() => ({}))) as {
        messages?: { id: string }[];
        error?: { message?: string; code?: number };
      };
      if (answer.error?.code === WINDOW_CLOSED && message.whatsappWindowOpen) {
        // The window closed between our look and the send (131047): the template goes instead.
        message = { ...message, whatsappWindowOpen: false };
        response = await post(`${base}/${encodeURIComponent(options.phoneNumberId)}/messages`, {
          headers: {
            authorization: `Bearer ${options.accessToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(whatsappPayload(message, options.settings ?? {})),
        });
        answer = (await response.json().catch(() => ({}))) as typeof answer;
      }
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

/** The request body for one message: free text inside the window, else a valid template. */
function whatsappPayload(
  message: Parameters<Adapter['send']>[0],
  settings: Record<string, string>,
): Record<string, unknown> {
  const common = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to.replace(/^\+/, ''),
    biz_opaque_callback_data: message.reference,
  };
  if (message.whatsappWindowOpen) {
    return {
      ...common,
      type: 'text',
      text: { body: freeText(message.subject, message.text), preview_url: false },
    };
  }
  const template = templateBody(
    message.whatsapp.params,
    templateChoice(
      settings,
      message.whatsapp.name,
      message.event ?? null,
      message.whatsapp.language,
    ),
  );
  return {
    ...common,
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.language },
      components: [
        {
          type: 'body',
          parameters: template.params.map((text) => ({ type: 'text', text })),
        },
      ],
    },
  };
}
