// The online-payment provider interface. A provider turns "pay this amount for
// this reference" into a hosted-checkout form the browser posts, and turns what comes back (the
// browser's return, the server-to-server callback) into a verified verdict. Nothing a provider
// returns is trusted before its verify step has checked the signature (or asked the provider).

import { pakistanStamp } from '../../_shared/pakistanTime.js';

export const PROVIDERS = ['sandbox', 'jazzcash', 'easypaisa'] as const;
export type ProviderId = (typeof PROVIDERS)[number];

/** A school's credentials for one provider (decrypted; never leaves the service). */
export interface Credentials {
  /** JazzCash pp_MerchantID / Easypaisa storeId / sandbox merchant. */
  merchant_id: string;
  /** JazzCash pp_Password (unused by the others). */
  password?: string | null;
  /** JazzCash integrity salt / Easypaisa hash key / sandbox secret. */
  secret: string;
  /** The provider's base URL (production, their sandbox, or a local test server). */
  base_url: string;
  /** Easypaisa's inquiry API (`inquire-transaction`): username, password, merchant account. */
  api_username?: string | null;
  api_password?: string | null;
  account_num?: string | null;
  /** Origins whose status addresses an Easypaisa IPN may name (the service's configuration). */
  ipn_origins?: readonly string[];
}

export interface CheckoutRequest {
  /** Our transaction reference, unique across the service (the provider's order id). */
  txn_ref: string;
  /** Whole rupees. */
  amount: number;
  /** What the payer sees: the voucher number or the course title. */
  bill_reference: string;
  description: string;
  /** Where the provider sends the browser back (our public return endpoint). */
  return_url: string;
  /** Where the provider posts its server-to-server notification (our public callback endpoint). */
  callback_url: string;
  now: Date;
  /** The payer's language, for a hosted page that speaks it (the sandbox's). */
  language?: 'en' | 'ur';
}

/** What the browser posts to the provider's hosted page. */
export interface Checkout {
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

export type Outcome = 'confirmed' | 'pending' | 'failed' | 'cancelled';

/** A verified statement of the provider about one of our transactions. */
export interface Verdict {
  txn_ref: string;
  /** The provider's own transaction reference (idempotency key), when it gave one. */
  provider_ref: string | null;
  /** Whole rupees as the provider states them (checked against ours by the service). */
  amount: number;
  /** The bill reference the provider echoes (JazzCash), checked against ours when present. */
  bill_reference?: string;
  outcome: Outcome;
  /** The provider's code and message, for the record. */
  code: string;
  message: string;
  /** Easypaisa OTC: the token the payer quotes at a shop, and until when (the provider's text). */
  payment_token?: string | null;
  payment_token_expiry?: string | null;
  /** The provider's payment method (Easypaisa MA / OTC / CC), when it says. */
  payment_method?: string | null;
  /**
   * The provider made no statement we can trust (Easypaisa's unsigned return with no inquiry API
   * configured): nothing is decided from it; the payment waits for the IPN or an inquiry.
   */
  unverified?: boolean;
}

export interface Provider {
  readonly id: ProviderId;
  createCheckout(credentials: Credentials, request: CheckoutRequest): Checkout;
  /** The reference a return or callback is about, read before its credentials are known. */
  referenceOf(params: Record<string, string>): string | null;
  /** Verifies the browser's return. Throws SignatureError when it is forged. */
  verifyReturn(credentials: Credentials, params: Record<string, string>): Promise<Verdict>;
  /** Verifies the server-to-server callback. Throws SignatureError when it is forged. */
  verifyCallback(credentials: Credentials, params: Record<string, string>): Promise<Verdict>;
  /**
   * Asks the provider about one of our transactions (a payment whose notification never came).
   * Null when the provider has no inquiry or the school has not configured it.
   */
  inquire?(credentials: Credentials, txnRef: string): Promise<Verdict | null>;
  /** What the provider expects as the answer to its callback. */
  callbackAnswer(credentials: Credentials, accepted: boolean): Record<string, string>;
}

export class SignatureError extends Error {
  constructor(message = 'The payment notification is not signed by the provider.') {
    super(message);
    this.name = 'SignatureError';
  }
}

/** PKR 12,500 → "1250000" (paisa, as JazzCash wants it). */
export function toPaisa(rupees: number): string {
  if (!Number.isSafeInteger(rupees) || rupees <= 0) throw new Error(`Not an amount: ${rupees}`);
  return String(rupees * 100);
}

/** "1250000" → 12500; anything that is not a whole number of rupees → NaN. */
export function fromPaisa(paisa: string | undefined): number {
  if (!paisa || !/^\d{1,15}$/.test(paisa)) return Number.NaN;
  const value = Number(paisa);
  return value % 100 === 0 ? value / 100 : Number.NaN;
}

/** yyyyMMddHHmmss in Pakistan time, as the providers' requests carry it. */
export const karachiStamp = pakistanStamp;
