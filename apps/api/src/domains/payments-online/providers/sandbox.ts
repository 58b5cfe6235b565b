// The sandbox provider (default; the demo and the tests): a hosted page served by our own service
// (`/api/payments/online/sandbox/checkout`) where the demo payer presses "Pay" or "Cancel". It
// behaves like a real provider: the checkout fields are signed, its result is signed with the
// sandbox secret (HMAC-SHA256 over the fields sorted by name as "name=value" joined by "&",
// upper-case hex), and the result reaches us twice, as a server-to-server callback and as the
// browser's return, both verified like JazzCash's.
import { createHmac } from 'node:crypto';
import { sameHash } from './jazzcash.js';
import {
  type Checkout,
  type CheckoutRequest,
  type Credentials,
  type Outcome,
  type Provider,
  SignatureError,
  type Verdict,
} from './types.js';

const SANDBOX_CHECKOUT_PATH = '/api/payments/online/sandbox/checkout';
/** How long a signed sandbox form can be used: a form found later (history, a shared link) pays nothing. */
const SANDBOX_FORM_TTL_MS = 30 * 60_000;

/** Whether a signed form's `expires_at` (epoch seconds, inside the signature) has passed. */
export function sandboxFormExpired(fields: Record<string, string>, now = Date.now()): boolean {
  const expires = fields.expires_at;
  if (!expires || !/^\d{1,12}$/.test(expires)) return true;
  return Number(expires) * 1000 <= now;
}

function sandboxSignature(fields: Record<string, string>, secret: string): string {
  const message = Object.keys(fields)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${name}=${fields[name] ?? ''}`)
    .join('&');
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex').toUpperCase();
}

export function sandboxSigned(fields: Record<string, string>, secret: string) {
  return { ...fields, signature: sandboxSignature(fields, secret) };
}

export function checkSandboxSignature(fields: Record<string, string>, secret: string): void {
  if (!sameHash(fields.signature, sandboxSignature(fields, secret))) throw new SignatureError();
}

const OUTCOMES: Record<string, Outcome> = {
  paid: 'confirmed',
  cancelled: 'cancelled',
  failed: 'failed',
};

function verdictOf(credentials: Credentials, params: Record<string, string>): Verdict {
  checkSandboxSignature(params, credentials.secret);
  if (params.merchant !== credentials.merchant_id) {
    throw new SignatureError('The payment notification is for another merchant.');
  }
  const amount = /^\d{1,12}$/.test(params.amount ?? '') ? Number(params.amount) : Number.NaN;
  return {
    txn_ref: params.txn_ref ?? '',
    provider_ref: params.sandbox_ref || null,
    amount,
    outcome: OUTCOMES[params.status ?? ''] ?? 'failed',
    code: params.status ?? '',
    message: params.status === 'paid' ? 'Paid in the sandbox' : 'Not paid in the sandbox',
  };
}

export const sandbox: Provider = {
  id: 'sandbox',
  createCheckout(credentials: Credentials, request: CheckoutRequest): Checkout {
    const fields = sandboxSigned(
      {
        merchant: credentials.merchant_id,
        txn_ref: request.txn_ref,
        amount: String(request.amount),
        description: request.description,
        bill_reference: request.bill_reference,
        return_url: request.return_url,
        callback_url: request.callback_url,
        expires_at: String(Math.floor((request.now.getTime() + SANDBOX_FORM_TTL_MS) / 1000)),
        // The page speaks the payer's language (signed like the rest, so it is ours).
        ...(request.language ? { lang: request.language } : {}),
      },
      credentials.secret,
    );
    // Served by this service: a path on the same origin as the site (whatever PUBLIC_URL says).
    return { action: SANDBOX_CHECKOUT_PATH, method: 'POST', fields };
  },
  referenceOf: (params) => params.txn_ref || null,
  verifyReturn: async (credentials, params) => verdictOf(credentials, params),
  verifyCallback: async (credentials, params) => verdictOf(credentials, params),
  callbackAnswer: (_credentials, accepted) => ({ status: accepted ? 'OK' : 'REFUSED' }),
};
