// A bank (the 1LINK or Kuickpay switch) calling a biller: BillInquiry and BillPayment as public
// integrations of the rail send and read them, written from those sources and not from our
// adapter. Transport-agnostic: the API tests send through app.inject, the Playwright journey
// through its request context.
//
// What each part follows:
// - `username` / `password` request headers, POST to `…/BillInquiry` and `…/BillPayment`, JSON:
//   babar94/Projects gateway-api/src/main/java/com/gateway/controller/OneLinkBillController.java
//   (`/Payments/BillInquiry`, `/Payments/BillPayment`) and shared/references/payment-rails.md;
// - request fields `consumer_number`, `bank_mnemonic`, `reserved` and `consumer_number`,
//   `tran_auth_id`, `transaction_amount`, `tran_date`, `tran_time`: sesyi/ms-lending
//   src/main/java/com/qisstpay/lendingservice/dto/Abroad/AbroadInquiryRequest.java and
//   AbroadBillUpdateRequest.java;
// - inquiry answer fields (`amount_within_dueDate`, `amount_after_dueDate`, `bill_status`,
//   `billing_month`, `date_paid`, `amount_paid`, `tran_auth_Id`, `consumer_Detail`,
//   `response_Code`): shared/references/payment-rails.md, the same names as sesyi/ms-lending
//   AbroadInquiryResponse.java in 1LINK's capitalisation;
// - payment answer `response_Code`, `Identification_parameter`, `reserved`: babar94/Projects
//   gateway-api/src/main/java/com/gateway/response/billpaymentresponse/OneLinkBillPaymentResponse.java.

export const INQUIRY_ANSWER_FIELDS = [
  'response_Code',
  'consumer_Detail',
  'bill_status',
  'due_date',
  'amount_within_dueDate',
  'amount_after_dueDate',
  'billing_month',
  'date_paid',
  'amount_paid',
  'tran_auth_Id',
  'reserved',
] as const;

export const PAYMENT_ANSWER_FIELDS = ['response_Code', 'Identification_parameter', 'reserved'];

export type Wire = (
  path: string,
  headers: Record<string, string>,
  body: Record<string, string>,
) => Promise<{ status: number; json: Record<string, string> }>;

export interface BankOptions {
  aggregator: '1bill' | 'kuickpay';
  username: string;
  password: string;
  /** The bank's mnemonic (e.g. `HBL`). */
  bank?: string;
}

/** `+0000000186900` → 1869 (whole rupees); throws on anything else. */
export function rupeesOf(railAmount: string): number {
  const match = /^\+(\d{13})$/.exec(railAmount);
  if (!match) throw new Error(`not a rail amount: ${railAmount}`);
  return Number(match[1]) / 100;
}

/** 1869 rupees → `000000186900` (12 digits of paisa, as banks send transaction amounts). */
export const paisa = (rupees: number) => String(rupees * 100).padStart(12, '0');

export function bankClient(wire: Wire, options: BankOptions) {
  const headers = { username: options.username, password: options.password };
  const base = `/api/biller/${options.aggregator}`;
  let stan = 100000 + Math.floor(Math.random() * 800000);
  return {
    inquiry: (consumerNumber: string, reserved = '') =>
      wire(`${base}/BillInquiry`, headers, {
        consumer_number: consumerNumber,
        bank_mnemonic: options.bank ?? 'HBL',
        reserved,
      }),
    /** Pays `amount` rupees on `day` (YYYYMMDD); a fresh `tran_auth_id` unless one is given. */
    pay: (consumerNumber: string, amount: number, day: string, tranAuthId?: string) =>
      wire(`${base}/BillPayment`, headers, {
        consumer_number: consumerNumber,
        tran_auth_id: tranAuthId ?? String(stan++),
        transaction_amount: paisa(amount),
        tran_date: day,
        tran_time: '101530',
        bank_mnemonic: options.bank ?? 'HBL',
        reserved: '',
      }),
  };
}
