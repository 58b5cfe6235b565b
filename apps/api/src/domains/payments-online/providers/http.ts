// Every request the payment providers' adapters make to the outside goes through providerFetch:
// one place to bound it (a timeout, a cap on the answer's size) through the service's guarded
// outbound client (http/outbound.ts). A provider that cannot be reached, is slow or answers
// too much becomes a ProviderUnreachable, which the service answers 502 with a sentence, never a
// 500 (the payment stays as it was and is asked about again later).
import { guardedFetch, OutboundFailed, OutboundRefused } from '../../../http/outbound.js';

/** How long a provider may take to answer (its hosted pages answer in well under a second). */
const PROVIDER_TIMEOUT_MS = 10_000;
/** An order status is a few hundred bytes: anything much larger is not a provider's answer. */
const PROVIDER_MAX_BYTES = 64 * 1024;

export class ProviderUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnreachable';
  }
}

interface ProviderResponse {
  status: number;
  ok: boolean;
  text: string;
  /** The body as JSON, or ProviderUnreachable when it is not JSON. */
  json<T = unknown>(): T;
}

interface ProviderRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  maxBytes?: number;
}

/** The fetch the adapters use (replaceable as a whole by the service's guarded client). */
type ProviderFetch = (url: URL, init?: ProviderRequest) => Promise<ProviderResponse>;

const implementation: ProviderFetch = async (url, init = {}) => {
  let response: Response;
  try {
    // The service's guarded client: https to public addresses only, time and size capped.
    response = await guardedFetch(url, {
      method: init.method ?? 'GET',
      ...(init.headers ? { headers: init.headers } : {}),
      ...(init.body !== undefined ? { body: init.body } : {}),
      // A provider's status address never redirects; following one would leave the checked host.
      redirect: 'manual',
      timeoutMs: init.timeoutMs ?? PROVIDER_TIMEOUT_MS,
      maxBytes: init.maxBytes ?? PROVIDER_MAX_BYTES,
    });
  } catch (error) {
    // A refused address (private, loopback, not https) is the school's setting, not the network:
    // nothing was sent, and the caller answers it as such.
    if (error instanceof OutboundRefused) throw error;
    if (error instanceof OutboundFailed) throw new ProviderUnreachable(error.message);
    throw new ProviderUnreachable('The provider could not be reached.');
  }
  const text = await response.text();
  return {
    status: response.status,
    ok: response.ok,
    text,
    json<T>() {
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new ProviderUnreachable('The provider did not answer in the expected format.');
      }
    },
  };
};

/** The one outbound call of the providers. */
export function providerFetch(url: URL, init?: ProviderRequest): Promise<ProviderResponse> {
  return implementation(url, init);
}
