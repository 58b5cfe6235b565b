// The fees module's `detail` sentences in Urdu, keyed by their English wording
// (domains/fees/messages.ts FEE_MESSAGES, payments.ts PAYMENT_MESSAGES). Same rules as
// details.ur.ts: `{name}` is a part the English sentence carries (an amount, a number).
export const feesDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  [
    'Only the school office (administrators) can manage fees.',
    'فیس کا انتظام صرف اسکول کا دفتر (ایڈمن) کر سکتا ہے۔',
  ],
  ['Only students and parents have vouchers to show.', 'فیس واؤچر صرف طلبہ اور والدین کے لیے ہیں۔'],
  ['Fee head not found.', 'فیس کی مد نہیں ملی۔'],
  [
    'The school already has a fee head with this name.',
    'اس نام کی فیس کی مد اسکول میں پہلے سے موجود ہے۔',
  ],
  ['Payment not found.', 'ادائیگی نہیں ملی۔'],
  ['Voucher run not found.', 'واؤچر بنانے کا عمل نہیں ملا۔'],
  ['Concession not found.', 'رعایت نہیں ملی۔'],
  ['Fee head {id} does not exist.', 'فیس کی مد {id} موجود نہیں۔'],
  ['Fee head {id} is listed twice.', 'فیس کی مد {id} دو بار درج ہے۔'],
  [
    'The student already has a concession on this fee head; remove it first.',
    'اس طالب علم کو اس مد پر پہلے سے رعایت حاصل ہے؛ پہلے اسے ختم کریں۔',
  ],
  ['A percentage concession is at most 100.', 'فیصد رعایت زیادہ سے زیادہ 100 ہو سکتی ہے۔'],
  ['Give a reason.', 'وجہ لکھیں۔'],
  ['A cap applies only to a late fee per day.', 'حد صرف یومیہ جرمانے پر لاگو ہوتی ہے۔'],
  ['Give the late fee amount.', 'تاخیر کے جرمانے کی رقم لکھیں۔'],
  [
    'The IBAN is not valid (PK, 2 check digits, 4 letters of the bank, 16 digits).',
    'آئی بی اے این درست نہیں (PK، 2 جانچ کے ہندسے، بینک کے 4 حروف، 16 ہندسے)۔',
  ],
  ['Not a month (YYYY-MM).', 'یہ درست مہینہ نہیں (YYYY-MM)۔'],
  ['Not a calendar date.', 'یہ درست تاریخ نہیں۔'],
  ['The due date cannot be before the issue date.', 'آخری تاریخ، تاریخِ اجرا سے پہلے نہیں ہو سکتی۔'],
  [
    'No academic year covers this month; add the year in School setup first.',
    'یہ مہینہ کسی تعلیمی سال میں نہیں آتا؛ پہلے اسکول سیٹ اپ میں سال شامل کریں۔',
  ],
  [
    'Set the fee structure of this academic year first.',
    'پہلے اس تعلیمی سال کا فیس اسٹرکچر مقرر کریں۔',
  ],
  [
    'Only an unpaid voucher without payments can be cancelled (refund its payments first).',
    'صرف وہ غیر ادا شدہ واؤچر منسوخ ہو سکتا ہے جس پر کوئی ادائیگی نہ ہو (پہلے ادائیگیاں واپس کریں)۔',
  ],
  ['This payment is already refunded.', 'یہ رقم پہلے ہی واپس کی جا چکی ہے۔'],
  ['This voucher is not overdue.', 'اس واؤچر کی ادائیگی کی تاریخ ابھی نہیں گزری۔'],
  [
    'The student has no guardian to remind.',
    'اس طالب علم کا کوئی سرپرست درج نہیں جسے یاد دہانی بھیجی جائے۔',
  ],
  ['The first month must not be after the last.', 'پہلا مہینہ آخری مہینے کے بعد نہیں ہو سکتا۔'],
  // Family challans and "remind every defaulter" (family-challans.ts, family-payments.ts,
  // bulk-reminders.ts, biller/report.ts).
];
