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
  ['Voucher not found.', 'واؤچر نہیں ملا۔'],
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
  [
    'The amount must be a whole number of rupees above zero.',
    'رقم صفر سے زیادہ پورے روپوں میں ہو۔',
  ],
  [
    'Choose how it was paid: cash, bank deposit, cheque, JazzCash or Easypaisa.',
    'ادائیگی کا طریقہ چنیں: نقد، بینک میں جمع، چیک، جاز کیش یا ایزی پیسہ۔',
  ],
  ['The payment date is not a calendar date.', 'ادائیگی کی تاریخ درست نہیں۔'],
  [
    'Give the reference (deposit slip, cheque or transaction number).',
    'حوالہ لکھیں (جمع کی پرچی، چیک یا ٹرانزیکشن نمبر)۔',
  ],
  [
    'This voucher is cancelled; it takes no payments.',
    'یہ واؤچر منسوخ ہے؛ اس پر ادائیگی نہیں ہو سکتی۔',
  ],
  ['This voucher is already paid in full.', 'اس واؤچر کی پوری رقم ادا ہو چکی ہے۔'],
  [
    "This voucher's balance was carried to voucher {no}; pay that one.",
    'اس واؤچر کا بقایا واؤچر {no} میں منتقل ہو چکا ہے؛ وہ واؤچر ادا کریں۔',
  ],
  [
    'The amount is more than the balance of PKR {balance} on this voucher.',
    'رقم اس واؤچر کے بقایا {balance} روپے سے زیادہ ہے۔',
  ],
  // Family challans and "remind every defaulter" (family-challans.ts, family-payments.ts,
  // bulk-reminders.ts, biller/report.ts).
  [
    'Only the school office manages family challans.',
    'خاندانی چالان کا انتظام صرف اسکول کا دفتر کرتا ہے۔',
  ],
  ['This guardian is not in your school.', 'یہ سرپرست آپ کے اسکول میں نہیں۔'],
  ['Family challan not found.', 'خاندانی چالان نہیں ملا۔'],
  [
    "None of this guardian's children has an open voucher: there is nothing to put on a family challan.",
    'اس سرپرست کے کسی بچے کا کوئی کھلا واؤچر نہیں: خاندانی چالان پر ڈالنے کے لیے کچھ نہیں۔',
  ],
  ['The due date is not a calendar date.', 'آخری تاریخ درست تاریخ نہیں۔'],
  ['The due date cannot be before today.', 'آخری تاریخ آج سے پہلے کی نہیں ہو سکتی۔'],
  [
    'This family challan was replaced by a newer one; pay that one (this is {no}).',
    'اس خاندانی چالان کی جگہ نیا چالان جاری ہو چکا ہے؛ وہ ادا کریں (یہ {no} ہے)۔',
  ],
  [
    'A voucher on this family challan was cancelled or carried forward; issue a new family challan.',
    'اس خاندانی چالان کا ایک واؤچر منسوخ یا آگے منتقل ہو چکا ہے؛ نیا خاندانی چالان جاری کریں۔',
  ],
  ['This family challan is already paid in full.', 'اس خاندانی چالان کی پوری رقم ادا ہو چکی ہے۔'],
  [
    'The amount is more than the PKR {due} this family challan owes.',
    'رقم اس خاندانی چالان کے واجب الادا {due} روپے سے زیادہ ہے۔',
  ],
  ['Days overdue is a whole number from 1 to 3650.', 'تاخیر کے دن 1 سے 3650 تک کا پورا عدد ہوں۔'],
  ['This class is not in your school.', 'یہ جماعت آپ کے اسکول میں نہیں۔'],
  ['Reminder run not found.', 'یاد دہانی کا عمل نہیں ملا۔'],
];
