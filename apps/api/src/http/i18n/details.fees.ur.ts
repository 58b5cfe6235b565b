// The fees module's `detail` sentences in Urdu, keyed by their English wording
// (domains/fees/messages.ts FEE_MESSAGES, payments.ts PAYMENT_MESSAGES). Same rules as
// details.ur.ts: `{name}` is a part the English sentence carries (an amount, a number).
export const feesDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  ['Fee head {id} does not exist.', 'فیس کی مد {id} موجود نہیں۔'],
  ['Fee head {id} is listed twice.', 'فیس کی مد {id} دو بار درج ہے۔'],
  // Family challans and "remind every defaulter" (family-challans.ts, family-payments.ts,
  // bulk-reminders.ts, biller/report.ts).
];
