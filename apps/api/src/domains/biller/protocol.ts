// The biller side of 1LINK's bill-payment switch (1Bill) and of Kuickpay, as public integrations
// show it: the field names and formats of BillInquiry and BillPayment, the response codes, and the
// consumer number (prefix + voucher sequence). Pure functions, no database: each is tested alone.
//
// Sources (public; no official specification is public):
// - field lists: repo sesyi/ms-lending src/main/java/com/qisstpay/lendingservice/dto/Abroad/
//   (AbroadInquiryResponse.java, AbroadBillUpdateRequest.java);
// - response names `response_Code`, `Identification_parameter`, HTTP 400 with code 04 on invalid
//   data, codes 00 / 03 / 04 / 05: repo babar94/Projects gateway-api/src/main/java/com/gateway/
//   (controller/OneLinkBillController.java, response/billpaymentresponse/
//   OneLinkBillPaymentResponse.java, utils/Constants.java);
// - consumer number = 5-digit prefix + 7 to 13 digits: repo thatdevsherry/website
//   src/contents/kuickpay-consumer-number-usage.md.

export const RESPONSE_CODES = {
  /** The bill (inquiry) or the payment (payment) is accepted. */
  ok: '00',
  /** No such consumer number. */
  unknownConsumer: '01',
  /** Refused: already paid, duplicate transaction, wrong amount, blocked bill. */
  refused: '03',
  /** Invalid data: a field missing or malformed, or wrong credentials. */
  invalid: '04',
  /** Processing failed on our side: the bank may retry. */
  failed: '05',
} as const;
export type ResponseCode = (typeof RESPONSE_CODES)[keyof typeof RESPONSE_CODES];

/** Bill status: unpaid, paid, blocked (cancelled, or its balance carried to a later voucher). */
export type BillStatus = 'U' | 'P' | 'B';

/** Digits after the sign in an amount (`+0000000186900`: 13, i.e. up to 99,999,999,999.99). */
const AMOUNT_DIGITS = 13;

/** Whole rupees → the rail's amount: a sign and zero-padded paisa (`1869` → `+0000000186900`). */
export function railAmount(rupees: number): string {
  const sign = rupees < 0 ? '-' : '+';
  return `${sign}${String(Math.abs(rupees) * 100).padStart(AMOUNT_DIGITS, '0')}`;
}

/**
 * The rail's amount (paisa, an optional sign, zero-padded or not) → whole rupees; null when it is
 * not an amount, not positive, or has paisa (school fees are whole rupees).
 */
export function parseRailAmount(value: string): number | null {
  const match = /^\+?(\d{1,14})$/.exec(value.trim());
  if (!match) return null;
  const paisa = Number(match[1]);
  if (!Number.isSafeInteger(paisa) || paisa <= 0 || paisa % 100 !== 0) return null;
  return paisa / 100;
}

/** `2026-03-10` → `20260310`. */
export const railDate = (day: string): string => day.replaceAll('-', '');

/** `20260310` → `2026-03-10`, or null when it is not a calendar day. */
export function parseRailDate(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}

/** HHMMSS of a real time of day. */
export const isRailTime = (value: string): boolean => /^([01]\d|2[0-3])[0-5]\d[0-5]\d$/.test(value);

/** `2026-03` → `2603` (YYMM). */
export const billingMonth = (month: string): string => month.slice(2, 4) + month.slice(5, 7);

/**
 * The name a bank app shows: printable ASCII only (bank screens and receipts are Latin), at most
 * 30 characters; the voucher number when nothing printable is left.
 */
export function consumerDetail(name: string, fallback: string): string {
  const ascii = name
    .replace(/[^\x20-\x7E]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (ascii || fallback).slice(0, 30);
}

// ------------------------------------------------------------------ consumer numbers

interface NumberPlan {
  prefix: string;
  digits: number;
}

/** The school-wide sequence of a voucher number (`202603-000042` → 42), null when none. */
export function sequenceOf(voucherNo: string): number | null {
  const match = /^\d{6}-(\d{1,12})$/.exec(voucherNo);
  return match ? Number(match[1]) : null;
}

/** The part of a voucher number a sequence gives (`42` → `000042`), as the runs print it. */
export const sequencePart = (sequence: number): string => String(sequence).padStart(6, '0');

/** Prefix + zero-padded sequence; null when the sequence does not fit the school's digits. */
export function consumerNumberOf(plan: NumberPlan, voucherNo: string): string | null {
  const sequence = sequenceOf(voucherNo);
  if (sequence === null || sequence < 1) return null;
  const part = String(sequence);
  if (part.length > plan.digits) return null;
  return plan.prefix + part.padStart(plan.digits, '0');
}

/** The voucher sequence a consumer number names under a plan, or null when it is not one of it. */
export function sequenceIn(plan: NumberPlan, consumerNumber: string): number | null {
  if (!/^\d+$/.test(consumerNumber)) return null;
  if (consumerNumber.length !== plan.prefix.length + plan.digits) return null;
  if (!consumerNumber.startsWith(plan.prefix)) return null;
  const sequence = Number(consumerNumber.slice(plan.prefix.length));
  return Number.isSafeInteger(sequence) && sequence > 0 ? sequence : null;
}

/** The published lengths: Kuickpay's prefix is 5 digits; 1Bill's is what 1LINK assigns (4-8). */
export function planProblem(aggregator: '1bill' | 'kuickpay', plan: NumberPlan): string | null {
  if (aggregator === 'kuickpay' && !/^\d{5}$/.test(plan.prefix))
    return 'The Kuickpay prefix is the 5 digits Kuickpay assigned to the school.';
  if (!/^\d{4,8}$/.test(plan.prefix))
    return 'The 1Bill prefix is the 4 to 8 digits 1LINK assigned to the school.';
  if (!Number.isInteger(plan.digits) || plan.digits < 7 || plan.digits > 13)
    return 'The voucher part of the consumer number has 7 to 13 digits.';
  if (plan.prefix.length + plan.digits > 18)
    return 'A consumer number has at most 18 digits: shorten the voucher part.';
  return null;
}
