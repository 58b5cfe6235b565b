// Easypaisa hosted checkout ("Easypay" redirection with IPN). The field list, encodings and flow
// follow public integrations (docs/payments.md has the table with each source):
// - the browser posts storeId, amount ("1000.0"), postBackURL, orderRefNum, expiryDate
//   ("yyyyMMdd HHmmss"), autoRedirect and merchantHashedReq to {base}/easypay/Index.jsf;
//   merchantHashedReq = base64(AES-ECB with PKCS#5 padding, key = the store's hash key of 16, 24 or
//   32 characters, i.e. AES-128/192/256, of the non-empty fields as "name=value" joined by "&" in
//   name order) (shaan360/telenor-easypay payWithEasypay.php);
// - Easypay sends the browser to postBackURL?auth_token=…; the merchant posts auth_token and its
//   final postBackURL to {base}/easypay/Confirm.jsf (confirmEasypay.php); the browser then comes
//   back with status ("0000" paid), desc and orderRefNumber (statusEasypay.php), or with
//   paymentToken for a payment at a shop (OTC). None of that is signed;
// - the IPN: Easypay calls the merchant's IPN address with ?url=<a status address for the order>;
//   the merchant fetches that address, after checking it is on Easypay's host, and reads
//   transaction_status (PAID), order_id, store_id, transaction_id, transaction_amount,
//   payment_method (FahadYousafMahar/Easypay-WHMCS-Gateway callback/EasyPay.php; the order
//   reference is the address's last segment, telenor-easypay easypayIPN.php);
// - the inquiry API: POST {base}/easypay-service/rest/v4/inquire-transaction with a Credentials
//   header = base64("username:password") and {orderId, storeId, accountNum}
//   (Asad06124/easypaisa_flutter lib/src/easypaisa_flutter.dart), answering transactionStatus,
//   transactionAmount, paymentToken, paymentTokenExpiryDateTime, paymentMode.
// So a return is never believed as such, and an IPN only through Easypay's own answer.
import { createCipheriv } from 'node:crypto';
import { ProviderUnreachable, providerFetch } from './http.js';
import {
  type Checkout,
  type CheckoutRequest,
  type Credentials,
  karachiStamp,
  type Outcome,
  type Provider,
  SignatureError,
  type Verdict,
} from './types.js';

const EASYPAISA_CHECKOUT_PATH = '/easypay/Index.jsf';
export const EASYPAISA_CONFIRM_PATH = '/easypay/Confirm.jsf';
const EASYPAISA_INQUIRY_PATH = '/easypay-service/rest/v4/inquire-transaction';

/** Easypay's production and staging hosts: the only origins an IPN's status address may name. */
const EASYPAISA_ORIGINS = [
  'https://easypay.easypaisa.com.pk',
  'https://easypaystg.easypaisa.com.pk',
] as const;

/** "amount=…&…" of the non-empty fields in name order. */
function easypaisaMapString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((name) => name !== 'merchantHashedReq' && (fields[name] ?? '') !== '')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
}

const AES_OF_KEY_LENGTH: Record<number, string> = {
  16: 'aes-128-ecb',
  24: 'aes-192-ecb',
  32: 'aes-256-ecb',
};

/** Whether a hash key has one of the lengths Easypay accepts (16, 24 or 32 characters). */
export function isEasypaisaHashKey(hashKey: string): boolean {
  return Buffer.byteLength(hashKey, 'utf8') in AES_OF_KEY_LENGTH;
}

export function easypaisaHashedRequest(fields: Record<string, string>, hashKey: string): string {
  const key = Buffer.from(hashKey, 'utf8');
  const algorithm = AES_OF_KEY_LENGTH[key.length];
  if (!algorithm) throw new Error('The Easypaisa hash key must be 16, 24 or 32 characters.');
  const cipher = createCipheriv(algorithm, key, null); // PKCS#7 = PKCS#5 for AES blocks
  return Buffer.concat([
    cipher.update(easypaisaMapString(fields), 'utf8'),
    cipher.final(),
  ]).toString('base64');
}

/** Easypay's "yyyyMMdd HHmmss". */
function easypayExpiry(date: Date): string {
  const stamp = karachiStamp(date);
  return `${stamp.slice(0, 8)} ${stamp.slice(8)}`;
}

/** "1000.0" / "1000.00" / "1000" → 1000; anything else → NaN. */
function rupeesOf(text: unknown): number {
  if (typeof text !== 'string' && typeof text !== 'number') return Number.NaN;
  const value = String(text);
  if (!/^\d{1,12}(\.0{1,2})?$/.test(value)) return Number.NaN;
  return Number.parseInt(value, 10);
}

/**
 * Easypay's transaction statuses. A status not in this list decides nothing (pending, asked
 * again): reading the wrong field once made every paid order "failed", and a final row cannot
 * be undone.
 */
const EASYPAISA_STATUSES: Record<string, { outcome: Outcome; meaning: string }> = {
  PAID: { outcome: 'confirmed', meaning: 'Paid.' },
  PENDING: { outcome: 'pending', meaning: 'Not paid yet (an OTC token awaits payment at a shop).' },
  INITIATED: { outcome: 'pending', meaning: 'Started, not paid yet.' },
  FAILED: { outcome: 'failed', meaning: 'The payment failed.' },
  BLOCKED: { outcome: 'failed', meaning: 'Easypaisa blocked the payment.' },
  EXPIRED: { outcome: 'cancelled', meaning: 'The order or its OTC token expired unpaid.' },
  REVERSED: { outcome: 'cancelled', meaning: 'Easypaisa reversed the payment.' },
};

export function easypaisaOutcome(status: unknown): { outcome: Outcome; meaning: string } {
  const known = EASYPAISA_STATUSES[String(status ?? '').toUpperCase()];
  return (
    known ?? {
      outcome: 'pending',
      meaning: `Easypaisa answered "${String(status ?? '')}", which is not a documented status; asked again later.`,
    }
  );
}

const text = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : String(value);

/** Whether the school set the inquiry API's credentials. */
function hasInquiry(credentials: Credentials): boolean {
  return !!credentials.api_username && !!credentials.api_password;
}

/** Asks Easypay's inquiry API about an order (null when the school has not configured it). */
export async function inquireEasypaisa(
  credentials: Credentials,
  orderRef: string,
): Promise<Verdict | null> {
  if (!hasInquiry(credentials)) return null;
  const auth = Buffer.from(`${credentials.api_username}:${credentials.api_password}`).toString(
    'base64',
  );
  const response = await providerFetch(new URL(EASYPAISA_INQUIRY_PATH, credentials.base_url), {
    method: 'POST',
    headers: { Credentials: auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      orderId: orderRef,
      storeId: credentials.merchant_id,
      accountNum: credentials.account_num ?? '',
    }),
  });
  if (!response.ok) {
    throw new ProviderUnreachable(`Easypaisa answered ${response.status} to the inquiry.`);
  }
  const body = response.json<Record<string, unknown>>();
  if (String(body.responseCode ?? '') !== '0000') {
    // Not a statement about the order (unknown order, bad credentials): nothing is decided.
    throw new ProviderUnreachable(
      `Easypaisa's inquiry answered ${String(body.responseCode ?? '?')} ${String(body.responseDesc ?? '')}`.trim(),
    );
  }
  if (
    String(body.orderId ?? '') !== orderRef ||
    String(body.storeId ?? '') !== credentials.merchant_id
  ) {
    throw new SignatureError('Easypaisa does not know this order for this store.');
  }
  const status = easypaisaOutcome(body.transactionStatus);
  return {
    txn_ref: orderRef,
    provider_ref: text(body.transactionId),
    amount: rupeesOf(body.transactionAmount),
    outcome: status.outcome,
    code: String(body.transactionStatus ?? ''),
    message: status.meaning,
    payment_token: text(body.paymentToken),
    payment_token_expiry: text(body.paymentTokenExpiryDateTime),
    payment_method: text(body.paymentMode),
  };
}

/** The order reference an IPN's status address names (its last path segment). */
function orderOfStatusUrl(url: string | undefined): string | null {
  if (!url) return null;
  const segments = url.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  const last = segments[segments.length - 1];
  return last && /^[A-Za-z0-9-]{1,40}$/.test(last) ? last : null;
}

/** The IPN: fetch the status address Easypay names, once its origin is known to be Easypay's. */
async function verifyIpn(credentials: Credentials, params: Record<string, string>) {
  const orderRef = orderOfStatusUrl(params.url);
  if (!orderRef || !params.url) throw new SignatureError('Not an order reference.');
  let url: URL;
  try {
    url = new URL(params.url);
  } catch {
    throw new SignatureError('The IPN names no address.');
  }
  const origins = credentials.ipn_origins ?? EASYPAISA_ORIGINS;
  if (!origins.includes(url.origin) || url.username || url.password) {
    throw new SignatureError("The IPN's status address is not on Easypaisa's host.");
  }
  const response = await providerFetch(url);
  if (!response.ok) {
    throw new ProviderUnreachable(`Easypaisa answered ${response.status} at its status address.`);
  }
  const body = response.json<Record<string, unknown>>();
  if (
    String(body.order_id ?? '') !== orderRef ||
    String(body.store_id ?? '') !== credentials.merchant_id
  ) {
    throw new SignatureError('Easypaisa does not know this order for this store.');
  }
  const status = easypaisaOutcome(body.transaction_status);
  const fromIpn: Verdict = {
    txn_ref: orderRef,
    provider_ref: text(body.transaction_id),
    amount: rupeesOf(body.transaction_amount),
    outcome: status.outcome,
    code: String(body.transaction_status ?? ''),
    message: status.meaning,
    payment_method: text(body.payment_method),
  };
  // With the inquiry API configured, Easypay is asked a second time through an authenticated
  // channel: a confirmation stands only when both agree.
  const inquired = await inquireEasypaisa(credentials, orderRef);
  if (!inquired) return fromIpn;
  if (fromIpn.outcome === 'confirmed' && inquired.outcome !== 'confirmed') {
    return { ...inquired, outcome: 'pending' as const };
  }
  return { ...fromIpn, ...inquired };
}

export const easypaisa: Provider = {
  id: 'easypaisa',
  createCheckout(credentials: Credentials, request: CheckoutRequest): Checkout {
    const fields: Record<string, string> = {
      amount: `${request.amount}.0`,
      autoRedirect: '1',
      expiryDate: easypayExpiry(new Date(request.now.getTime() + 24 * 3600_000)),
      orderRefNum: request.txn_ref,
      postBackURL: request.return_url,
      storeId: credentials.merchant_id,
    };
    fields.merchantHashedReq = easypaisaHashedRequest(fields, credentials.secret);
    return {
      action: new URL(EASYPAISA_CHECKOUT_PATH, credentials.base_url).toString(),
      method: 'POST',
      fields,
    };
  },
  referenceOf(params) {
    if (params.orderRefNumber) return params.orderRefNumber;
    if (params.orderRefNum) return params.orderRefNum;
    return orderOfStatusUrl(params.url);
  },
  async verifyReturn(credentials, params) {
    const ref = this.referenceOf(params);
    if (!ref) throw new SignatureError('Not an order reference.');
    const inquired = await inquireEasypaisa(credentials, ref);
    if (inquired) return inquired;
    return {
      txn_ref: ref,
      provider_ref: null,
      amount: Number.NaN,
      outcome: 'pending',
      code: params.status ?? '',
      message: 'Easypaisa returns are not signed: waiting for its IPN.',
      unverified: true,
    };
  },
  verifyCallback: (credentials, params) => verifyIpn(credentials, params),
  inquire: (credentials, txnRef) => inquireEasypaisa(credentials, txnRef),
  callbackAnswer: (_credentials, accepted) => ({ status: accepted ? 'OK' : 'REFUSED' }),
};
