// BillPayment: a bank tells us a parent paid a consumer number. It posts through the fees
// module's one payment path (recordPayment: the conditional update that never over-pays, the
// school's next receipt number), is audited like the office's payments, and tells the guardians.
//
// Exactly once: the bank's transaction (`tran_auth_id` on `tran_date`) is claimed by a unique
// index before anything else is written, so the same payment sent twice, even at the same moment
// over two connections, records one payment; the second waits for the first, inserts nothing and
// is answered 03. Any refusal after the claim rolls the whole transaction back.
import type { Aggregator } from '../../db/schema/biller.js';
import { savepoint, tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import type { Detail } from '../../http/i18n/messages.js';
import { defineMessages } from '../../http/i18n/messages.js';
import { tenantHasModule } from '../../http/module-gate.js';
import { audit } from '../audit/service.js';
import { noticeFeePaid } from '../fees/fee-paid-notice.js';
import { recordPayment } from '../fees/payments.js';
import { todayInPakistan } from '../school/transaction.js';
import {
  type BankCredentials,
  BILL_MESSAGES,
  type BillerAnswer,
  billStatus,
  dueOn,
  isBankMnemonic,
  isConsumerNumber,
  refusal,
  resolve,
} from './bills.js';
import { FamilyRefused, familyChallanOf, payFamilyChallan } from './family-bills.js';
import { BANK_MESSAGES } from './messages.js';
import { isRailTime, parseRailAmount, parseRailDate, RESPONSE_CODES } from './protocol.js';
import * as repo from './repository.js';

const PAYMENT_MESSAGES = defineMessages('biller.payment', {
  tranAuthId: {
    en: 'tran_auth_id must be 1 to 20 letters and digits.',
    ur: 'tran_auth_id میں 1 سے 20 حروف اور ہندسے ہونے چاہییں۔',
  },
  amount: {
    en: 'transaction_amount must be a positive amount in paisa of whole rupees.',
    ur: 'transaction_amount پورے روپوں کی مثبت رقم ہو، پیسوں میں لکھی ہوئی۔',
  },
  tranDate: {
    en: 'tran_date must be YYYYMMDD, today in Pakistan (a day either side is accepted).',
    ur: 'tran_date کی صورت YYYYMMDD ہو اور پاکستان میں آج کی تاریخ ہو (ایک دن آگے یا پیچھے بھی قبول ہے)۔',
  },
  tranTime: { en: 'tran_time must be HHMMSS.', ur: 'tran_time کی صورت HHMMSS ہونی چاہیے۔' },
});

interface PaymentRequest {
  consumer_number: string;
  tran_auth_id: string;
  transaction_amount: string;
  tran_date: string;
  tran_time: string;
  bank_mnemonic?: string;
  reserved?: string;
}

/** A refusal inside the transaction: thrown so everything written before it rolls back. */
class Refused extends Error {
  constructor(
    readonly code: string,
    readonly detail: Detail,
  ) {
    super(detail.en);
  }
}

function answer(code: string, reserved: string, identification = '', detail?: Detail) {
  const body: Record<string, string> = {
    response_Code: code,
    Identification_parameter: identification,
    reserved,
  };
  // The aggregator's protocol is English: the sentence goes as its English.
  if (detail) body.detail = detail.en;
  return { status: 200 as const, body };
}

const DAY = 86_400_000;
const near = (day: string, today: string) =>
  Math.abs(Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) <= DAY;

function validate(request: PaymentRequest, today: string) {
  const reserved = request.reserved ?? '';
  if (!isConsumerNumber(request.consumer_number))
    return refusal(400, BILL_MESSAGES.consumerNumber, reserved);
  if (typeof request.tran_auth_id !== 'string' || !/^[A-Za-z0-9]{1,20}$/.test(request.tran_auth_id))
    return refusal(400, PAYMENT_MESSAGES.tranAuthId, reserved);
  const amount = parseRailAmount(String(request.transaction_amount ?? ''));
  if (amount === null) return refusal(400, PAYMENT_MESSAGES.amount, reserved);
  const day = parseRailDate(String(request.tran_date ?? ''));
  if (!day || !near(day, today)) return refusal(400, PAYMENT_MESSAGES.tranDate, reserved);
  if (!isRailTime(String(request.tran_time ?? '')))
    return refusal(400, PAYMENT_MESSAGES.tranTime, reserved);
  if (!isBankMnemonic(request.bank_mnemonic))
    return refusal(400, BILL_MESSAGES.bankMnemonic, reserved);
  if (reserved.length > 200) return refusal(400, BILL_MESSAGES.reserved, '');
  return { amount, day };
}

export async function billPayment(
  deps: AppDeps,
  aggregator: Aggregator,
  request: PaymentRequest,
  credentials: BankCredentials,
  now: Date = new Date(),
): Promise<BillerAnswer> {
  const reserved = request.reserved ?? '';
  const valid = validate(request, todayInPakistan(now));
  if ('status' in valid) return valid;
  const found = await resolve(deps, aggregator, request.consumer_number, credentials);
  if (found === 'credentials') return refusal(401, BILL_MESSAGES.credentials, reserved);
  if (found === 'unknown')
    return answer(RESPONSE_CODES.unknownConsumer, reserved, '', BILL_MESSAGES.unknown);
  const { tenantId } = found;
  try {
    const receiptNo = await withScope(deps.db, tenantScope(tenantId), async (tx) => {
      const feesOn = await tenantHasModule(tx, tenantId, 'fee-management', deps.modulesWithScreens);
      const bill = feesOn ? await repo.voucherOfSequence(tx, tenantId, found.sequence) : undefined;
      const challan =
        feesOn && !bill ? await familyChallanOf(tx, tenantId, found.sequence) : undefined;
      if (challan)
        return payFamilyChallan(tx, tenantId, challan, {
          aggregator,
          consumerNumber: request.consumer_number,
          tranAuthId: request.tran_auth_id,
          tranTime: request.tran_time,
          bankMnemonic: request.bank_mnemonic || null,
          amount: valid.amount,
          day: valid.day,
        }).catch((error: unknown) => {
          if (error instanceof FamilyRefused)
            throw new Refused(RESPONSE_CODES.refused, error.detail);
          throw error;
        });
      if (!bill) throw new Refused(RESPONSE_CODES.unknownConsumer, BILL_MESSAGES.unknown);
      const claim = await repo.claimTransaction(tx, {
        tenant_id: tenantId,
        aggregator,
        consumer_number: request.consumer_number,
        voucher_id: bill.id,
        tran_auth_id: request.tran_auth_id,
        tran_date: valid.day,
        tran_time: request.tran_time,
        bank_mnemonic: request.bank_mnemonic || null,
        amount: valid.amount,
      });
      if (claim === null) throw new Refused(RESPONSE_CODES.refused, BANK_MESSAGES.duplicate);
      const status = billStatus(bill);
      if (status === 'P') throw new Refused(RESPONSE_CODES.refused, BANK_MESSAGES.alreadyPaid);
      if (status === 'B') throw new Refused(RESPONSE_CODES.refused, BANK_MESSAGES.blocked);
      // The whole bill, late fee of the bank's transaction date included: the rail pays bills,
      // not instalments (a bank app shows one amount to pay).
      const due = dueOn(bill, valid.day);
      if (valid.amount !== due)
        throw new Refused(RESPONSE_CODES.refused, BANK_MESSAGES.wrongAmount({ due }));
      const recorded = await savepoint(tx, (inner) =>
        recordPayment(inner, {
          voucherId: bill.id,
          amount: valid.amount,
          method: aggregator,
          reference: `${request.bank_mnemonic || aggregator.toUpperCase()} ${request.tran_auth_id}`,
          paidOn: valid.day,
          recordedBy: null,
        }),
      ).catch((error: unknown) => {
        // Paid (or cancelled) by another path since we read it: the conditional update refused.
        if (error instanceof HttpError)
          throw new Refused(RESPONSE_CODES.refused, BANK_MESSAGES.alreadyPaid);
        throw error;
      });
      await repo.linkPayment(tx, tenantId, claim, recorded.paymentId);
      await audit(tx, {
        tenantId,
        actorId: null,
        action: 'fees.payment_recorded',
        entityType: 'voucher',
        entityId: bill.id,
        changes: {
          payment_id: recorded.paymentId,
          receipt_no: recorded.receiptNo,
          amount: valid.amount,
          method: aggregator,
          reference: `${request.bank_mnemonic || aggregator.toUpperCase()} ${request.tran_auth_id}`,
          paid_on: valid.day,
          voucher_status: recorded.voucherStatus,
          consumer_number: request.consumer_number,
        },
      });
      await noticeFeePaid(tx, {
        tenantId,
        source: 'biller',
        studentIds: [bill.student_id],
        studentNames: [bill.student_name],
        amount: valid.amount,
        voucherNo: bill.voucher_no,
        receiptNo: recorded.receiptNo,
        paidOn: valid.day,
        key: String(recorded.paymentId),
      });
      return recorded.receiptNo;
    });
    return answer(RESPONSE_CODES.ok, reserved, receiptNo);
  } catch (error) {
    if (error instanceof Refused) return answer(error.code, reserved, '', error.detail);
    throw error;
  }
}
