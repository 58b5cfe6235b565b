// A channel's provider: sends one message, answers the provider's id, or throws a
// DeliveryError saying whether trying again can help.
import { guardedFetch, OutboundFailed, OutboundRefused } from '../../../http/outbound.js';

export interface OutgoingMessage {
  /** E-mail address or +92… mobile number. */
  to: string;
  /** Unique per delivery; providers that dedupe by a client reference get it. */
  reference: string;
  language: 'en' | 'ur';
  subject: string;
  text: string;
  /** SMS: the short text. */
  sms: string;
  /** WhatsApp: an approved template by name, its language and its body parameters. */
  whatsapp: { name: string; language: 'en' | 'ur'; params: string[] };
  /**
   * WhatsApp: the recipient wrote to the school within the last 24 hours (the customer service
   * window), so a free-form text may go instead of a template.
   */
  whatsappWindowOpen?: boolean;
  /** The notification's event (absence, announcement, …): picks the school's template. */
  event?: string;
  /** E-mail: a bulk message (an announcement); carries List-Unsubscribe headers. */
  bulk?: boolean;
}

export interface SentMessage {
  provider: string;
  providerMessageId: string | null;
}

export interface Adapter {
  send(message: OutgoingMessage): Promise<SentMessage>;
  /**
   * After a crash mid-send: the message as the provider holds it, if it took it (since: when our
   * call could have started). Only providers that can be asked have it (Twilio's Message list).
   */
  find?(message: OutgoingMessage, since: Date): Promise<SentMessage | null>;
  close?(): Promise<void> | void;
}

export class DeliveryError extends Error {
  constructor(
    message: string,
    /** Worth retrying (a 5xx, a timeout, a rate limit); false: the message can never go (bad number). */
    readonly retryable: boolean,
    /** The outbound guard refused the provider's address: nothing was sent. */
    readonly refusedAddress = false,
    /**
     * No answer came (a timeout, a dropped connection): the provider may have taken it. A retry
     * follows the provider's after-a-crash rule (look it up, hold it) rather than sending blind.
     */
    readonly maybeSent = false,
  ) {
    super(message);
  }
}

/**
 * The one place every provider request goes out, through the outbound guard (https to public
 * addresses only, time and size capped). POST unless `method` says GET (the Pakistani gateways'
 * query-string APIs). A network failure is a retryable DeliveryError. Callers read only what they
 * map (an id, a status code); no remote body is ever handed back to an API caller.
 */
export async function post(
  url: string,
  init: { method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  timeoutMs = 10_000,
): Promise<Response> {
  try {
    const method = init.method ?? 'POST';
    return await guardedFetch(url, {
      method,
      headers: init.headers,
      ...(method === 'POST' ? { body: init.body ?? '' } : {}),
      timeoutMs,
    });
  } catch (error) {
    if (error instanceof OutboundRefused) throw new DeliveryError(error.message, false, true);
    const reason =
      error instanceof OutboundFailed ? error.message : 'The address could not be reached.';
    throw new DeliveryError(`Could not reach the provider: ${reason}`, true, false, true);
  }
}
