// A channel's provider: sends one message, answers the provider's id, or throws a
// DeliveryError saying whether trying again can help.

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
}

export interface SentMessage {
  provider: string;
  providerMessageId: string | null;
}

export interface Adapter {
  send(message: OutgoingMessage): Promise<SentMessage>;
  close?(): Promise<void> | void;
}

export class DeliveryError extends Error {
  constructor(
    message: string,
    /** Worth retrying (a 5xx, a timeout, a rate limit); false: the message can never go (bad number). */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** fetch with a timeout; a network failure is a retryable DeliveryError. */
export async function post(
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs = 10_000,
): Promise<Response> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DeliveryError(`Could not reach the provider: ${reason}`, true);
  }
}
