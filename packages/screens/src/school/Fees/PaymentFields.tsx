// The four fields of an office payment (amount, method, reference, day paid) and their checks,
// shared by the voucher's payment dialog and the family challan's payment form.
import type { OfficePaymentMethod } from '@watni/api-client';
import { DateField, Select, TextField, useI18n } from '@watni/ui';
import { useState } from 'react';
import { groupRupees } from '../../format/money';
import { pakistanToday } from '../../format/pakistanTime';
import { useFeesMessages } from '../../messages/FeesMessages';
import {
  OFFICE_PAYMENT_METHODS,
  type PaymentDraft,
  type PaymentInput,
  type PaymentProblem,
  readPayment,
} from './paymentDraft';

/** The form's state: what is typed, what is wrong, and `read()` to check it before sending. */
export function usePaymentInput(initialAmount: number, max?: number) {
  const t = useFeesMessages();
  const { format } = useI18n();
  const [input, setInput] = useState<PaymentInput>({
    amount: String(initialAmount),
    method: 'cash',
    reference: '',
    paidOn: pakistanToday(),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sentence = (problem: PaymentProblem): string => {
    if (problem.field === 'paid_on') return t.vouchers.dateRequired;
    if (problem.field === 'reference') return t.vouchers.referenceRequired;
    return problem.kind === 'too_high'
      ? format(t.vouchers.amountTooHigh, { amount: groupRupees(problem.max) })
      : t.vouchers.amountRequired;
  };
  const read = (): PaymentDraft | null => {
    const { draft, problems } = readPayment(input, max);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, sentence(p)])));
    return draft;
  };
  const change = (patch: Partial<PaymentInput>) => setInput((now) => ({ ...now, ...patch }));
  return { input, errors, change, read };
}

export function PaymentFields({
  payment,
  amountLabel,
  amountHint,
}: {
  payment: ReturnType<typeof usePaymentInput>;
  amountLabel: string;
  amountHint?: string;
}) {
  const t = useFeesMessages();
  const m = t.vouchers;
  const { input, errors, change } = payment;
  return (
    <>
      <TextField
        label={amountLabel}
        hint={amountHint}
        inputMode="numeric"
        value={input.amount}
        error={errors.amount}
        onChange={(event) => change({ amount: event.target.value.replace(/[^0-9]/g, '') })}
      />
      <Select
        label={m.method}
        value={input.method}
        onValueChange={(value) => change({ method: value as OfficePaymentMethod })}
        options={OFFICE_PAYMENT_METHODS.map((value) => ({
          value,
          label: t.common.methods[value],
        }))}
      />
      <TextField
        label={m.reference}
        hint={m.referenceHint}
        value={input.reference}
        maxLength={100}
        error={errors.reference}
        onChange={(event) => change({ reference: event.target.value })}
      />
      <DateField
        label={m.paidOn}
        value={input.paidOn}
        error={errors.paid_on}
        onChange={(event) => change({ paidOn: event.target.value })}
      />
    </>
  );
}
