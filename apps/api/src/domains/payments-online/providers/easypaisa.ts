// Easypaisa hosted checkout ("Easypay" redirection integration with IPN, merchant integration
// guide v3 as used by the staging host easypaystg.easypaisa.com.pk):
// - the browser posts storeId, amount ("1000.0"), postBackURL, orderRefNum, expiryDate
//   ("yyyyMMdd HHmmss"), autoRedirect, paymentMethod and merchantHashedReq to {base}/easypay/Index.jsf;
//   merchantHashedReq = base64(AES-128-ECB with PKCS#5 padding, key = the store's 16-byte hash key,
//   of "amount=…&autoRedirect=…&expiryDate=…&orderRefNum=…&paymentMethod=…&postBackURL=…&storeId=…",
//   the non-empty fields in name order);
// - Easypay sends the browser to postBackURL?auth_token=…; the merchant posts auth_token and its
//   final postBackURL to {base}/easypay/Confirm.jsf; after payment the browser comes back to that
//   URL with status, desc and orderRefNumber. Those are NOT signed;
// - the IPN: Easypay calls the merchant's IPN URL with ?url=<its IPN listener URL for the order>,
//   and the merchant fetches the order's status from Easypay.
// So a return or an IPN is never trusted as such: both are verified by asking Easypay itself for
// the order's status ({base}/easypay-service/PartnerBusinessService/IPNer/{storeId}/{orderRefNum}),
// always on the configured base URL (the host in the IPN's `url` is ignored).
import { createCipheriv } from 'node:crypto';
import { guardedFetch } from '../../../http/outbound.js';
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

export const EASYPAISA_CHECKOUT_PATH = '/easypay/Index.jsf';
export const EASYPAISA_CONFIRM_PATH = '/easypay/Confirm.jsf';
export const EASYPAISA_IPN_PATH = '/easypay-service/PartnerBusinessService/IPNer';

/** "amount=…&…" of the non-empty fields in name order. */
export function easypaisaMapString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((name) => name !== 'merchantHashedReq' && (fields[name] ?? '') !== '')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
}

export function easypaisaHashedRequest(fields: Record<string, string>, hashKey: string): string {
  const key = Buffer.from(hashKey, 'utf8');
  if (key.length !== 16) throw new Error('The Easypaisa hash key must be 16 characters.');
  const cipher = createCipheriv('aes-128-ecb', key, null); // PKCS#7 = PKCS#5 for AES blocks
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
export function rupeesOf(text: unknown): number {
  if (typeof text !== 'string' && typeof text !== 'number') return Number.NaN;
  const value = String(text);
  if (!/^\d{1,12}(\.0{1,2})?$/.test(value)) return Number.NaN;
  return Number.parseInt(value, 10);
}

function outcomeOf(status: string): Outcome {
  switch (status.toUpperCase()) {
    case 'PAID':
      return 'confirmed';
    case 'PENDING':
    case 'INITIATED':
      return 'pending';
    case 'REVERSED':
    case 'EXPIRED':
    case 'CANCELLED':
      return 'cancelled';
    default:
      return 'failed';
  }
}

/** Asks Easypay for the order's status (the only trusted source of an Easypaisa verdict). */
export async function inquireEasypaisa(
  credentials: Credentials,
  orderRef: string,
): Promise<Verdict> {
  if (!/^[A-Za-z0-9-]{1,40}$/.test(orderRef)) throw new SignatureError('Not an order reference.');
  const url = new URL(
    `${EASYPAISA_IPN_PATH}/${encodeURIComponent(credentials.merchant_id)}/${orderRef}`,
    credentials.base_url,
  );
  const response = await guardedFetch(url, { timeoutMs: 10_000, maxBytes: 64 * 1024 });
  if (!response.ok) throw new Error(`Easypaisa answered ${response.status} to the status inquiry.`);
  const body = (await response.json()) as Record<string, unknown>;
  if (
    String(body.order_id ?? '') !== orderRef ||
    String(body.store_id ?? '') !== credentials.merchant_id
  ) {
    throw new SignatureError('Easypaisa does not know this order for this store.');
  }
  return {
    txn_ref: orderRef,
    provider_ref: body.transaction_id ? String(body.transaction_id) : null,
    amount: rupeesOf(body.transaction_amount),
    outcome: outcomeOf(String(body.order_status ?? '')),
    code: String(body.order_status ?? ''),
    message: String(body.description ?? body.order_status ?? ''),
  };
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
    // The IPN: ?url=…/IPNer/{storeId}/{orderRefNum}
    const last = params.url?.split(/[/?#]/).filter(Boolean);
    return params.url ? (last?.[last.length - 1] ?? null) : null;
  },
  async verifyReturn(credentials, params) {
    const ref = this.referenceOf(params);
    if (!ref) throw new SignatureError('Not an order reference.');
    return inquireEasypaisa(credentials, ref);
  },
  async verifyCallback(credentials, params) {
    const ref = this.referenceOf(params);
    if (!ref) throw new SignatureError('Not an order reference.');
    return inquireEasypaisa(credentials, ref);
  },
  callbackAnswer: (_credentials, accepted) => ({ status: accepted ? 'OK' : 'REFUSED' }),
};
