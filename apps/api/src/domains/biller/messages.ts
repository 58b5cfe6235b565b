import { defineMessages } from '../../http/i18n/messages.js';

// A bank's payment refused, of one voucher or of a family challan (payment.ts, family-bills.ts).
export const BANK_MESSAGES = defineMessages('biller.bank', {
  duplicate: {
    en: 'This transaction was already received.',
    ur: 'یہ لین دین پہلے ہی موصول ہو چکا ہے۔',
  },
  alreadyPaid: { en: 'This bill is already paid.', ur: 'یہ بل پہلے ہی ادا ہو چکا ہے۔' },
  blocked: {
    en: 'This bill is cancelled or replaced by a later voucher.',
    ur: 'یہ بل منسوخ ہو چکا ہے یا اس کی جگہ بعد کا واؤچر آ گیا ہے۔',
  },
  wrongAmount: {
    en: 'The amount due on that date is PKR {due}.',
    ur: 'اس تاریخ کو واجب الادا رقم PKR {due} ہے۔',
  },
});

// The office's reconciliation of a transaction day (report.ts).
export const BILLER_REPORT_MESSAGES = defineMessages('biller.report', {
  badDate: {
    en: 'date must be a real day written yyyy-mm-dd.',
    ur: 'date کوئی اصل دن ہو، yyyy-mm-dd کی صورت میں لکھا ہوا۔',
  },
});
