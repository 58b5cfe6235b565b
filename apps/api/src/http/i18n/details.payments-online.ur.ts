// Online payment's `detail` sentences in Urdu. Keyed by the exact English
// sentence of domains/payments-online/service.ts (ONLINE_MESSAGES); field names kept as data.
export const paymentsOnlineDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  ['The address could not be reached.', 'اس پتے تک رسائی نہیں ہو سکی۔'],
];
