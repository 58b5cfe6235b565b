// The sentences of the online-payment service (its 4xx `detail`s), in one place for the
// handlers, the notifications and the reconciliation.
export const ONLINE_MESSAGES = {
  adminsOnly: 'Only administrators can change the online payment settings.',
  notOffered: 'Your school does not offer this payment method.',
  incomplete:
    'Enter the merchant id, the password and the integrity salt before turning JazzCash on.',
  incompleteEasypaisa: 'Enter the store id and the hash key before turning Easypaisa on.',
  hashKey: 'The Easypaisa hash key must be 16, 24 or 32 characters long.',
  sandboxOff:
    'The sandbox takes no real money and is switched off on this service (production mode).',
  sandboxExpired:
    'This sandbox payment page has expired (30 minutes): start the payment again from the fees page.',
  switchedOff:
    'Your school has switched this payment method off: the notification is not recorded.',
  unreachable:
    'The payment provider could not be reached: nothing changed; it is asked again later.',
  inquiryIncomplete: 'Enter both the inquiry API username and password (or neither) for Easypaisa.',
  baseUrl: 'base_url must be an https address.',
  refusedBase:
    'The payment provider’s address is on a private or reserved network; the service does not contact it.',
  oneTarget: 'Choose either a voucher or an enrolment to pay.',
  notAwaiting: 'This enrolment is not awaiting payment.',
  freeCourse: 'This course is free: there is nothing to pay.',
  notPkr: 'Only courses priced in PKR can be paid online.',
  alreadyPaid: 'This has already been paid online.',
  voucherSettled: 'This voucher has nothing left to pay.',
  enrollmentNotFound: 'Enrolment not found.',
  voucherNotFound: 'Voucher not found.',
  paymentNotFound: 'Payment not found.',
  noReference: 'This notification names no payment.',
  unverified: 'The payment notification could not be verified.',
  wrongAmount: 'The amount paid does not match the payment.',
  wrongBill: 'The bill reference does not match the payment.',
} as const;
