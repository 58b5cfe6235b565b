// One office payment as the form holds it, and the checks made before it is sent: the voucher
// dialog and the family challan form record the same four facts with the same rules.
import type { OfficePaymentMethod } from '@watni/api-client';

export const OFFICE_PAYMENT_METHODS: readonly OfficePaymentMethod[] = [
  'cash',
  'bank_deposit',
  'cheque',
  'jazzcash',
  'easypaisa',
];

/** What is sent: whole rupees, a reference for anything but cash, the day it was paid. */
export interface PaymentDraft {
  amount: number;
  method: OfficePaymentMethod;
  reference: string | null;
  paid_on: string;
}

/** The fields as typed. */
export interface PaymentInput {
  amount: string;
  method: OfficePaymentMethod;
  reference: string;
  paidOn: string;
}

export type PaymentProblem =
  | { field: 'amount'; kind: 'required' }
  | { field: 'amount'; kind: 'too_high'; max: number }
  | { field: 'paid_on'; kind: 'required' }
  | { field: 'reference'; kind: 'required' };

/**
 * The draft to send, or what is wrong with the input. `max` is the most that may be paid (a
 * voucher's balance); a family challan takes more than it owes (the rest stays as credit).
 */
export function readPayment(
  input: PaymentInput,
  max?: number,
): { draft: PaymentDraft; problems: [] } | { draft: null; problems: PaymentProblem[] } {
  const amount = Number(input.amount);
  const problems: PaymentProblem[] = [];
  if (!input.amount || !Number.isInteger(amount) || amount <= 0)
    problems.push({ field: 'amount', kind: 'required' });
  else if (max !== undefined && amount > max)
    problems.push({ field: 'amount', kind: 'too_high', max });
  if (!input.paidOn) problems.push({ field: 'paid_on', kind: 'required' });
  if (input.method !== 'cash' && !input.reference.trim())
    problems.push({ field: 'reference', kind: 'required' });
  if (problems.length) return { draft: null, problems };
  return {
    draft: {
      amount,
      method: input.method,
      reference: input.reference.trim() || null,
      paid_on: input.paidOn,
    },
    problems: [],
  };
}
