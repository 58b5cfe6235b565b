// JazzCash hosted checkout ("Page Redirection", API version 1.1). docs/payments.md has the field
// table with its public sources:
// - the browser posts the pp_ fields to {base}/CustomerPortal/transactionmanagement/merchantform/
//   (aakilarosegethub/apnafund public/jazz.php);
// - pp_SecureHash = HMAC-SHA256(key = integrity salt, message = salt & every NON-EMPTY pp_/ppmpf_
//   field except pp_SecureHash, sorted by field name (ASCII), values joined by "&"), written as
//   lower-case hex as PHP's hash_hmac emits it (jazz.php; hasaniqbal-lead/mypay-wallet-onetime
//   jazzcash-onetime/docs/JAZZCASH_HMAC_GUIDE.md). What JazzCash sends back is compared without
//   regard to case (hex is hex);
// - JazzCash posts the result back to pp_ReturnURL (browser) and to the merchant's IPN URL, which
//   the school registers in JazzCash's merchant portal (not sent per request);
// - a payment whose IPN never came is asked about with the status inquiry
//   ({base}/ApplicationAPI/API/PaymentInquiry/Inquire, signed the same way).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ProviderUnreachable, providerFetch } from './http.js';
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

const JAZZCASH_CHECKOUT_PATH = '/CustomerPortal/transactionmanagement/merchantform/';
const JAZZCASH_INQUIRY_PATH = '/ApplicationAPI/API/PaymentInquiry/Inquire';

/** What is signed: the salt, then each non-empty pp field's value in field-name order, by "&". */
export function jazzcashHashInput(fields: Record<string, string>, integritySalt: string): string {
  const values = Object.keys(fields)
    .filter((name) => name.toLowerCase().startsWith('pp') && name !== 'pp_SecureHash')
    .filter((name) => (fields[name] ?? '') !== '')
    .sort()
    .map((name) => fields[name]);
  return [integritySalt, ...values].join('&');
}

/** The secure hash of a set of pp_ fields (pp_SecureHash itself left out), lower-case hex. */
export function jazzcashHash(fields: Record<string, string>, integritySalt: string): string {
  return createHmac('sha256', integritySalt)
    .update(jazzcashHashInput(fields, integritySalt), 'utf8')
    .digest('hex');
}

export function sameHash(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const left = Buffer.from(a.toLowerCase(), 'utf8');
  const right = Buffer.from(b.toLowerCase(), 'utf8');
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

/**
 * JazzCash's documented response codes (JazzCash sandbox documentation, Resources page, as listed
 * in /work/shared/references/payment-rails.md). A code not in this list decides nothing: the
 * payment stays pending and is asked about again (a final row cannot be undone).
 */
export const JAZZCASH_CODES: Record<string, { outcome: Outcome; meaning: string }> = {
  '000': { outcome: 'confirmed', meaning: 'The transaction is completed: paid.' },
  '112': { outcome: 'cancelled', meaning: 'The transaction was cancelled: not paid.' },
  '115': {
    outcome: 'failed',
    meaning: 'JazzCash refused the request as wrongly signed (invalid hash): not paid.',
  },
  '121': {
    outcome: 'confirmed',
    meaning: 'The transaction has been marked confirmed by the merchant: paid.',
  },
  '124': {
    outcome: 'pending',
    meaning: 'Awaiting payment (a voucher to be paid at a JazzCash agent).',
  },
  '157': {
    outcome: 'pending',
    meaning: 'Awaiting the payer (the wallet payment is not yet confirmed).',
  },
};

function jazzcashOutcome(code: string | undefined): { outcome: Outcome; meaning: string } {
  return (
    JAZZCASH_CODES[code ?? ''] ?? {
      outcome: 'pending',
      meaning: `JazzCash answered code ${code || '(none)'}, which is not a documented code; asked again later.`,
    }
  );
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
    outcome: jazzcashOutcome(params.pp_ResponseCode).outcome,
    code: params.pp_ResponseCode ?? '',
    message: jazzcashOutcome(params.pp_ResponseCode).meaning,
  };
}

/**
 * The status inquiry: our reference, merchant and password, signed like a checkout. Its answer is
 * signed too; pp_ResponseCode 000 means the inquiry itself worked, and the payment's own code is
 * pp_PaymentResponseCode (pp_ResponseCode when JazzCash does not send it).
 */
export async function inquireJazzcash(
  credentials: Credentials,
  txnRef: string,
): Promise<Verdict | null> {
  const request: Record<string, string> = {
    pp_TxnRefNo: txnRef,
    pp_MerchantID: credentials.merchant_id,
    pp_Password: credentials.password ?? '',
  };
  request.pp_SecureHash = jazzcashHash(request, credentials.secret);
  const response = await providerFetch(new URL(JAZZCASH_INQUIRY_PATH, credentials.base_url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    throw new ProviderUnreachable(`JazzCash answered ${response.status} to the status inquiry.`);
  }
  const raw = response.json<Record<string, unknown>>();
  const body = Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [name, value === null ? '' : String(value)]),
  );
  if (!sameHash(body.pp_SecureHash, jazzcashHash(body, credentials.secret))) {
    throw new SignatureError('The status inquiry answer is not signed by JazzCash.');
  }
  if (body.pp_ResponseCode !== '000') {
    throw new ProviderUnreachable(
      `JazzCash's status inquiry answered ${body.pp_ResponseCode ?? '?'} ${body.pp_ResponseMessage ?? ''}`.trim(),
    );
  }
  const code = body.pp_PaymentResponseCode || body.pp_ResponseCode;
  const status = jazzcashOutcome(code);
  return {
    txn_ref: body.pp_TxnRefNo || txnRef,
    provider_ref: body.pp_RetreivalReferenceNo || body.pp_AuthCode || null,
    amount: fromPaisa(body.pp_Amount),
    outcome: status.outcome,
    code,
    message: status.meaning,
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
  inquire: (credentials, txnRef) => inquireJazzcash(credentials, txnRef),
  callbackAnswer(credentials, accepted) {
    const answer: Record<string, string> = {
      pp_ResponseCode: accepted ? '000' : '001',
      pp_ResponseMessage: accepted ? 'IPN received' : 'IPN refused',
    };
    answer.pp_SecureHash = jazzcashHash(answer, credentials.secret);
    return answer;
  },
};
