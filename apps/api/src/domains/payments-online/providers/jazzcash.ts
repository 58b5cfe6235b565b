// JazzCash hosted checkout ("Page Redirection", API version 1.1, as in JazzCash's merchant
// integration guide for Page Redirection v1.1 / the sandbox at sandbox.jazzcash.com.pk):
// - the browser posts the pp_ fields to {base}/CustomerPortal/transactionmanagement/merchantform/;
// - pp_SecureHash = HMAC-SHA256(key = integrity salt, message = salt & every NON-EMPTY pp_/ppmpf_
//   field except pp_SecureHash, sorted by field name (ASCII), values joined by "&"), upper-case hex;
// - JazzCash posts the result back to pp_ReturnURL (browser) and to the merchant's IPN URL
//   (server to server) with the same kind of signed pp_ fields; pp_ResponseCode 000 is success,
//   124 "pending" (voucher/OTC awaiting the customer), 157 "pending" (wallet awaiting confirmation);
//   anything else failed. The IPN is answered with a signed {pp_ResponseCode, pp_ResponseMessage}.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type Checkout,
  type CheckoutRequest,
  type Credentials,
  fromPaisa,
  karachiStamp,
  type Outcome,
  type Provider,
  SignatureError,
  toPaisa,
  type Verdict,
} from './types.js';

export const JAZZCASH_CHECKOUT_PATH = '/CustomerPortal/transactionmanagement/merchantform/';

/** The secure hash of a set of pp_ fields (pp_SecureHash itself left out). */
export function jazzcashHash(fields: Record<string, string>, integritySalt: string): string {
  const values = Object.keys(fields)
    .filter((name) => name.toLowerCase().startsWith('pp') && name !== 'pp_SecureHash')
    .filter((name) => (fields[name] ?? '') !== '')
    .sort()
    .map((name) => fields[name]);
  const message = [integritySalt, ...values].join('&');
  return createHmac('sha256', integritySalt).update(message, 'utf8').digest('hex').toUpperCase();
}

export function sameHash(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const left = Buffer.from(a.toUpperCase(), 'utf8');
  const right = Buffer.from(b.toUpperCase(), 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** JazzCash allows letters and digits in the bill reference and description. */
export function alnum(text: string, max: number): string {
  return (
    text
      .replace(/[^A-Za-z0-9 ]/g, '')
      .trim()
      .slice(0, max) || 'Fee'
  );
}

function outcomeOf(code: string | undefined): Outcome {
  if (code === '000') return 'confirmed';
  if (code === '124' || code === '157') return 'pending';
  return 'failed';
}

function verdictOf(credentials: Credentials, params: Record<string, string>): Verdict {
  if (!sameHash(params.pp_SecureHash, jazzcashHash(params, credentials.secret))) {
    throw new SignatureError();
  }
  if (params.pp_MerchantID && params.pp_MerchantID !== credentials.merchant_id) {
    throw new SignatureError('The payment notification is for another merchant.');
  }
  return {
    txn_ref: params.pp_TxnRefNo ?? '',
    provider_ref: params.pp_RetreivalReferenceNo || params.pp_AuthCode || null,
    amount: fromPaisa(params.pp_Amount),
    ...(params.pp_BillReference ? { bill_reference: params.pp_BillReference } : {}),
    outcome: outcomeOf(params.pp_ResponseCode),
    code: params.pp_ResponseCode ?? '',
    message: params.pp_ResponseMessage ?? '',
  };
}

export const jazzcash: Provider = {
  id: 'jazzcash',
  createCheckout(credentials: Credentials, request: CheckoutRequest): Checkout {
    const expiry = new Date(request.now.getTime() + 24 * 3600_000);
    const fields: Record<string, string> = {
      pp_Version: '1.1',
      pp_TxnType: '',
      pp_Language: 'EN',
      pp_MerchantID: credentials.merchant_id,
      pp_SubMerchantID: '',
      pp_Password: credentials.password ?? '',
      pp_BankID: '',
      pp_ProductID: '',
      pp_TxnRefNo: request.txn_ref,
      pp_Amount: toPaisa(request.amount),
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: karachiStamp(request.now),
      pp_BillReference: alnum(request.bill_reference, 20),
      pp_Description: alnum(request.description, 100),
      pp_TxnExpiryDateTime: karachiStamp(expiry),
      pp_ReturnURL: request.return_url,
      ppmpf_1: '',
      ppmpf_2: '',
      ppmpf_3: '',
      ppmpf_4: '',
      ppmpf_5: '',
    };
    fields.pp_SecureHash = jazzcashHash(fields, credentials.secret);
    return {
      action: new URL(JAZZCASH_CHECKOUT_PATH, credentials.base_url).toString(),
      method: 'POST',
      fields,
    };
  },
  referenceOf: (params) => params.pp_TxnRefNo || null,
  verifyReturn: async (credentials, params) => verdictOf(credentials, params),
  verifyCallback: async (credentials, params) => verdictOf(credentials, params),
  callbackAnswer(credentials, accepted) {
    const answer: Record<string, string> = {
      pp_ResponseCode: accepted ? '000' : '001',
      pp_ResponseMessage: accepted ? 'IPN received' : 'IPN refused',
    };
    answer.pp_SecureHash = jazzcashHash(answer, credentials.secret);
    return answer;
  },
};
