// Online payment's `detail` sentences in Urdu. Keyed by the exact English
// sentence of domains/payments-online/service.ts (ONLINE_MESSAGES); field names kept as data.
export const paymentsOnlineDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  ['Only https addresses can be used here.', 'یہاں صرف https پتے استعمال ہو سکتے ہیں۔'],
  [
    'This address is on a private or reserved network, which the service does not contact.',
    'یہ پتہ نجی یا محفوظ نیٹ ورک پر ہے، جس سے سروس رابطہ نہیں کرتی۔',
  ],
  ['The address redirected too many times.', 'اس پتے نے بہت زیادہ بار آگے بھیجا۔'],
  ['The address could not be reached.', 'اس پتے تک رسائی نہیں ہو سکی۔'],
  ['The address did not answer in time.', 'اس پتے نے وقت پر جواب نہیں دیا۔'],
  ['The answer from the address was too large.', 'اس پتے کا جواب بہت بڑا تھا۔'],
  ['This is not a valid web address.', 'یہ درست ویب پتہ نہیں ہے۔'],
];
