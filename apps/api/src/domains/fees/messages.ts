import { defineMessages } from '../../http/i18n/messages.js';
// The fee domain's sentences (each `detail` a refused request answers with).
export const FEE_MESSAGES = defineMessages('fees', {
  officeOnly: {
    en: 'Only the school office (administrators) can manage fees.',
    ur: 'فیس کا انتظام صرف اسکول کا دفتر (ایڈمن) کر سکتا ہے۔',
  },
  familyOnly: {
    en: 'Only students and parents have vouchers to show.',
    ur: 'فیس واؤچر صرف طلبہ اور والدین کے لیے ہیں۔',
  },
  headNotFound: { en: 'Fee head not found.', ur: 'فیس کی مد نہیں ملی۔' },
  headTaken: {
    en: 'The school already has a fee head with this name.',
    ur: 'اس نام کی فیس کی مد اسکول میں پہلے سے موجود ہے۔',
  },
  yearNotFound: { en: 'Academic year not found.', ur: 'تعلیمی سال نہیں ملا۔' },
  classNotFound: { en: 'Class not found.', ur: 'جماعت نہیں ملی۔' },
  studentNotFound: { en: 'Student not found.', ur: 'طالب علم نہیں ملا۔' },
  voucherNotFound: { en: 'Voucher not found.', ur: 'واؤچر نہیں ملا۔' },
  paymentNotFound: { en: 'Payment not found.', ur: 'ادائیگی نہیں ملی۔' },
  runNotFound: { en: 'Voucher run not found.', ur: 'واؤچر بنانے کا عمل نہیں ملا۔' },
  concessionNotFound: { en: 'Concession not found.', ur: 'رعایت نہیں ملی۔' },
  unknownHead: { en: 'Fee head {id} does not exist.', ur: 'فیس کی مد {id} موجود نہیں۔' },
  headTwice: { en: 'Fee head {id} is listed twice.', ur: 'فیس کی مد {id} دو بار درج ہے۔' },
  concessionTaken: {
    en: 'The student already has a concession on this fee head; remove it first.',
    ur: 'اس طالب علم کو اس مد پر پہلے سے رعایت حاصل ہے؛ پہلے اسے ختم کریں۔',
  },
  percentTooHigh: {
    en: 'A percentage concession is at most 100.',
    ur: 'فیصد رعایت زیادہ سے زیادہ 100 ہو سکتی ہے۔',
  },
  reasonNeeded: { en: 'Give a reason.', ur: 'وجہ لکھیں۔' },
  capNeedsPerDay: {
    en: 'A cap applies only to a late fee per day.',
    ur: 'حد صرف یومیہ جرمانے پر لاگو ہوتی ہے۔',
  },
  lateAmountNeeded: { en: 'Give the late fee amount.', ur: 'تاخیر کے جرمانے کی رقم لکھیں۔' },
  ibanInvalid: {
    en: 'The IBAN is not valid (PK, 2 check digits, 4 letters of the bank, 16 digits).',
    ur: 'آئی بی اے این درست نہیں (PK، 2 جانچ کے ہندسے، بینک کے 4 حروف، 16 ہندسے)۔',
  },
  monthInvalid: { en: 'Not a month (YYYY-MM).', ur: 'یہ درست مہینہ نہیں (YYYY-MM)۔' },
  dateInvalid: { en: 'Not a calendar date.', ur: 'یہ درست تاریخ نہیں۔' },
  dueBeforeIssue: {
    en: 'The due date cannot be before the issue date.',
    ur: 'آخری تاریخ، تاریخِ اجرا سے پہلے نہیں ہو سکتی۔',
  },
  noYear: {
    en: 'No academic year covers this month; add the year in School setup first.',
    ur: 'یہ مہینہ کسی تعلیمی سال میں نہیں آتا؛ پہلے اسکول سیٹ اپ میں سال شامل کریں۔',
  },
  noStructure: {
    en: 'Set the fee structure of this academic year first.',
    ur: 'پہلے اس تعلیمی سال کا فیس اسٹرکچر مقرر کریں۔',
  },
  cannotCancel: {
    en: 'Only an unpaid voucher without payments can be cancelled (refund its payments first).',
    ur: 'صرف وہ غیر ادا شدہ واؤچر منسوخ ہو سکتا ہے جس پر کوئی ادائیگی نہ ہو (پہلے ادائیگیاں واپس کریں)۔',
  },
  alreadyRefunded: {
    en: 'This payment is already refunded.',
    ur: 'یہ رقم پہلے ہی واپس کی جا چکی ہے۔',
  },
  notOverdue: {
    en: 'This voucher is not overdue.',
    ur: 'اس واؤچر کی ادائیگی کی تاریخ ابھی نہیں گزری۔',
  },
  noGuardians: {
    en: 'The student has no guardian to remind.',
    ur: 'اس طالب علم کا کوئی سرپرست درج نہیں جسے یاد دہانی بھیجی جائے۔',
  },
  rangeInvalid: {
    en: 'The first month must not be after the last.',
    ur: 'پہلا مہینہ آخری مہینے کے بعد نہیں ہو سکتا۔',
  },
});
