// Every sentence of the online-payment screens, English. The Urdu translation
// (payments-online.ur.ts) implements the same shape; ICU arguments in braces.
export const paymentsOnlineMessages = {
  providers: {
    sandbox: 'Sandbox (test payments)',
    jazzcash: 'JazzCash',
    easypaisa: 'Easypaisa',
  },
  pay: {
    payWith: 'Pay {amount} with {provider}',
    starting: 'Opening {provider}…',
    failed: 'The payment could not be started.',
    none: 'Online payment is not offered by your school.',
    paidAwaiting: '{amount} paid through {provider}. The school approves your enrolment next.',
    label: 'Pay online',
  },
  result: {
    title: 'Online payment',
    received: 'Payment received',
    receivedText: '{amount} was paid through {provider}. Reference {reference}.',
    pending: 'Payment pending',
    pendingText:
      'We are waiting for {provider} to confirm the payment. This page updates by itself; nothing is charged twice.',
    failed: 'Payment failed',
    failedText: 'The payment was not completed ({status}). No money was taken; you can try again.',
    refundDue:
      'This voucher had already been paid, so the school will refund this payment. Contact the school office.',
    receipt: 'Download receipt',
    backToFees: 'Back to fees',
    backToCourses: 'Back to my courses',
    notFound: 'This payment was not found.',
    loading: 'Loading…',
    statusCancelled: 'cancelled',
    statusFailed: 'declined',
    otcTitle: 'Pay at an Easypaisa shop',
    otcText:
      'Give this token to any Easypaisa shop with the amount {amount}. This page shows "Payment received" once Easypaisa confirms it.',
    otcToken: 'Payment token',
    otcExpiry: 'Pay before',
    providerSaid: 'What {provider} said: {detail}',
  },
  settings: {
    title: 'Online payment',
    description:
      'Let parents and students pay vouchers and paid courses online. Credentials are stored encrypted and never shown again.',
    enabled: 'Offer {provider} to payers',
    configured: 'Credentials saved',
    notConfigured: 'Credentials not set',
    merchantHint: 'Merchant id ending in {hint}',
    merchantId: 'Merchant id',
    storeId: 'Store id',
    password: 'Password',
    salt: 'Integrity salt',
    hashKey: 'Hash key (16, 24 or 32 characters)',
    ipnUrl: 'Notification address to register with {provider}',
    ipnHint:
      "{provider} does not take this address with each payment: enter it once in {provider}'s merchant portal (IPN URL), or payments whose notification never comes are only found by the hourly inquiry.",
    inquiryTitle: 'Inquiry API (confirms returns and notifications)',
    apiUsername: 'Inquiry API username',
    apiPassword: 'Inquiry API password',
    accountNum: 'Merchant account number',
    inquiryOn: 'Inquiry API set',
    inquiryOff: 'Inquiry API not set: returns wait for the notification',
    sandboxUnavailable:
      'The sandbox is switched off on this service (production mode): it cannot take payments.',
    baseUrl: 'Provider address',
    keep: 'Leave empty to keep the saved value.',
    save: 'Save',
    saved: '{provider} saved.',
    sandboxNote:
      'The sandbox is a test checkout served by Watni: payers press Pay or Cancel and no real money moves.',
    loadFailed: 'The online payment settings could not be loaded.',
    retry: 'Try again',
  },
  report: {
    title: 'Reconciliation',
    description:
      "One provider's online payments started on one day, to match against the provider's statement.",
    provider: 'Provider',
    date: 'Day',
    confirmed: 'Confirmed',
    failed: 'Failed',
    cancelled: 'Cancelled or expired',
    pending: 'Still pending',
    total: '{count, plural, one {# payment} other {# payments}}, {amount}',
    refundDue: 'To refund: {count}',
    unmatched: 'Refused notifications (forged, wrong amount, provider off): {count}',
    reference: 'Reference',
    amount: 'Amount',
    status: 'Status',
    detail: "Provider's word",
    empty: 'No online payments were started that day.',
    loadFailed: 'The reconciliation report could not be loaded.',
    statuses: {
      pending: 'Pending',
      confirmed: 'Confirmed',
      failed: 'Failed',
      cancelled: 'Cancelled',
    },
  },
};

export type PaymentsOnlineMessages = typeof paymentsOnlineMessages;
