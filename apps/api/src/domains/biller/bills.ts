// BillInquiry: a bank asks what a consumer number owes. The consumer number alone names the
// school (its prefix, unique per aggregator across schools); the request is believed only with
// that school's username and password for the aggregator. Answers in the rail's shapes
// (protocol.ts): HTTP 200 with a response code, 400 with code 04 for malformed data, 401 with
// code 04 for wrong credentials.
import type { Db } from '../../db/client.js';
import type { Aggregator } from '../../db/schema/biller.js';
import { PLATFORM, tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { Detail } from '../../http/i18n/messages.js';
import { defineMessages } from '../../http/i18n/messages.js';
import { tenantHasModule } from '../../http/module-gate.js';
import { lateFeeOn } from '../fees/money.js';
import { todayInPakistan } from '../school/transaction.js';
import { familyChallanOf, familyInquiryFields } from './family-bills.js';
import {
  type BillStatus,
  billingMonth,
  consumerDetail,
  RESPONSE_CODES,
  type ResponseCode,
  railAmount,
  railDate,
  sequenceIn,
} from './protocol.js';
import * as repo from './repository.js';
import { credentialsMatch } from './settings.js';

export interface BillerAnswer {
  status: 200 | 400 | 401;
  body: Record<string, string>;
}

export interface BankCredentials {
  username: string;
  password: string;
}

export const BILL_MESSAGES = defineMessages('biller.bills', {
  consumerNumber: {
    en: 'consumer_number must be 11 to 18 digits.',
    ur: 'consumer_number میں 11 سے 18 ہندسے ہونے چاہییں۔',
  },
  credentials: {
    en: 'The username and password headers do not match this biller.',
    ur: 'username اور password ہیڈر اس بلر سے میل نہیں کھاتے۔',
  },
  unknown: { en: 'No bill has this consumer number.', ur: 'اس کنزیومر نمبر کا کوئی بل نہیں۔' },
  reserved: {
    en: 'reserved is at most 200 characters.',
    ur: 'reserved زیادہ سے زیادہ 200 حروف کا ہو سکتا ہے۔',
  },
  bankMnemonic: {
    en: 'bank_mnemonic is at most 8 letters and digits.',
    ur: 'bank_mnemonic زیادہ سے زیادہ 8 حروف اور ہندسوں کا ہو سکتا ہے۔',
  },
});

/** A refusal of malformed data or credentials, with the rail's code and a sentence. */
export function refusal(
  status: 400 | 401,
  detail: Detail,
  reserved: string | undefined,
): BillerAnswer {
  // The aggregator's protocol is English: the sentence goes as its English.
  return {
    status,
    body: { response_Code: RESPONSE_CODES.invalid, detail: detail.en, reserved: reserved ?? '' },
  };
}

export const isConsumerNumber = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{11,18}$/.test(value);

export const isBankMnemonic = (value: string | undefined): boolean =>
  value === undefined || /^[A-Za-z0-9]{0,8}$/.test(value);

interface Resolved {
  settings: repo.BillerSettingsRow;
  tenantId: number;
  sequence: number;
}

/**
 * The school and voucher sequence a consumer number names, once the credentials match:
 * `unknown` when no school's prefix starts it (or the school has bill payment or the fees module
 * off), `credentials` when the headers are not that school's.
 */
export async function resolve(
  deps: AppDeps,
  aggregator: Aggregator,
  consumerNumber: string,
  credentials: BankCredentials,
): Promise<Resolved | 'unknown' | 'credentials'> {
  const settings = await withScope(deps.db, PLATFORM, (tx) =>
    repo.settingsForNumber(tx, aggregator, consumerNumber),
  );
  const ok = await credentialsMatch(
    deps.db as Db,
    settings,
    credentials.username,
    credentials.password,
  );
  if (!settings?.enabled) return 'unknown';
  if (!ok) return 'credentials';
  const sequence = sequenceIn(settings, consumerNumber);
  if (sequence === null) return 'unknown';
  return { settings, tenantId: settings.tenant_id, sequence };
}

/** What a voucher owes within and after its due date on `today` (whole rupees), late fee in. */
function amountsOf(bill: repo.BillRow, today: string) {
  const charged = bill.late_fee_charged;
  const within = Math.max(0, bill.total + charged - bill.paid_amount);
  const dayAfterDue = new Date(Date.parse(`${bill.due_date}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const lateDay = today > bill.due_date ? today : dayAfterDue;
  const late = Math.max(charged, lateFeeOn(bill, bill.due_date, lateDay));
  const after = Math.max(0, bill.total + late - bill.paid_amount);
  return { within, after };
}

/** What the voucher owes if paid on `day` (the late fee of that day included). */
export function dueOn(bill: repo.BillRow, day: string): number {
  const late = Math.max(bill.late_fee_charged, lateFeeOn(bill, bill.due_date, day));
  return Math.max(0, bill.total + late - bill.paid_amount);
}

export function billStatus(bill: repo.BillRow): BillStatus {
  if (bill.status === 'paid') return 'P';
  if (bill.status === 'cancelled' || bill.carried_to !== null) return 'B';
  return 'U';
}

function inquiryBody(
  code: ResponseCode,
  reserved: string,
  fields: Partial<Record<string, string>> = {},
): Record<string, string> {
  return {
    response_Code: code,
    consumer_Detail: fields.consumer_Detail ?? '',
    bill_status: fields.bill_status ?? '',
    due_date: fields.due_date ?? '',
    amount_within_dueDate: fields.amount_within_dueDate ?? railAmount(0),
    amount_after_dueDate: fields.amount_after_dueDate ?? railAmount(0),
    billing_month: fields.billing_month ?? '',
    date_paid: fields.date_paid ?? '',
    amount_paid: fields.amount_paid ?? '',
    tran_auth_Id: fields.tran_auth_Id ?? '',
    reserved,
  };
}

interface InquiryRequest {
  consumer_number: string;
  bank_mnemonic?: string;
  reserved?: string;
}

export async function billInquiry(
  deps: AppDeps,
  aggregator: Aggregator,
  request: InquiryRequest,
  credentials: BankCredentials,
  now: Date = new Date(),
): Promise<BillerAnswer> {
  const reserved = request.reserved ?? '';
  if (!isConsumerNumber(request.consumer_number))
    return refusal(400, BILL_MESSAGES.consumerNumber, reserved);
  if (reserved.length > 200) return refusal(400, BILL_MESSAGES.reserved, '');
  if (!isBankMnemonic(request.bank_mnemonic))
    return refusal(400, BILL_MESSAGES.bankMnemonic, reserved);
  const found = await resolve(deps, aggregator, request.consumer_number, credentials);
  if (found === 'credentials') return refusal(401, BILL_MESSAGES.credentials, reserved);
  if (found === 'unknown')
    return { status: 200, body: inquiryBody(RESPONSE_CODES.unknownConsumer, reserved) };
  const today = todayInPakistan(now);
  return withScope(deps.db, tenantScope(found.tenantId), async (tx) => {
    const bill = (await tenantHasModule(
      tx,
      found.tenantId,
      'fee-management',
      deps.modulesWithScreens,
    ))
      ? await repo.voucherOfSequence(tx, found.tenantId, found.sequence)
      : undefined;
    if (!bill) {
      // Not a voucher's number: a family challan's (the same counter numbers both).
      const challan = (await tenantHasModule(
        tx,
        found.tenantId,
        'fee-management',
        deps.modulesWithScreens,
      ))
        ? await familyChallanOf(tx, found.tenantId, found.sequence)
        : undefined;
      if (!challan)
        return { status: 200, body: inquiryBody(RESPONSE_CODES.unknownConsumer, reserved) };
      return {
        status: 200,
        body: inquiryBody(
          RESPONSE_CODES.ok,
          reserved,
          await familyInquiryFields(tx, found.tenantId, challan, today),
        ),
      };
    }
    const status = billStatus(bill);
    const { within, after } = status === 'U' ? amountsOf(bill, today) : { within: 0, after: 0 };
    const paid = status === 'P' ? await repo.lastPayment(tx, found.tenantId, bill.id) : undefined;
    return {
      status: 200,
      body: inquiryBody(RESPONSE_CODES.ok, reserved, {
        consumer_Detail: consumerDetail(bill.student_name, bill.voucher_no),
        bill_status: status,
        due_date: railDate(bill.due_date),
        amount_within_dueDate: railAmount(within),
        amount_after_dueDate: railAmount(after),
        billing_month: billingMonth(bill.month),
        date_paid: paid ? railDate(paid.paid_on) : '',
        amount_paid: paid ? railAmount(bill.paid_amount) : '',
        tran_auth_Id: paid?.tran_auth_id ?? '',
      }),
    };
  });
}
