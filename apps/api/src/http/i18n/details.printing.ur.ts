// Bulk printing's and the school logo's `detail` sentences in Urdu. Same rules as details.ur.ts:
// keyed by the exact English sentence (domains/printing/messages.ts, documents/logo-image.ts).
export const printingDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  [
    'Only the school office (administrators) can print in bulk.',
    'ایک ساتھ پرنٹ صرف اسکول کا دفتر (ایڈمن) کر سکتا ہے۔',
  ],
  ['Print job not found.', 'پرنٹ کا کام نہیں ملا۔'],
  [
    'This print job has no file to download: it is not finished, failed or has expired.',
    'اس پرنٹ کے کام کی کوئی فائل ڈاؤن لوڈ کے لیے نہیں: یا تو یہ ابھی مکمل نہیں ہوا، ناکام ہو گیا، یا اس کی مدت ختم ہو گئی۔',
  ],
  [
    'Choose the exam whose report cards to print.',
    'وہ امتحان منتخب کریں جس کے رپورٹ کارڈ پرنٹ کرنے ہیں۔',
  ],
  ['Choose the month whose vouchers to print.', 'وہ مہینہ منتخب کریں جس کے واؤچر پرنٹ کرنے ہیں۔'],
  ['An exam is chosen for report cards only.', 'امتحان صرف رپورٹ کارڈ کے لیے منتخب کیا جاتا ہے۔'],
  [
    'A month is chosen for vouchers and payslips only.',
    'مہینہ صرف واؤچر اور تنخواہ کی پرچیوں کے لیے منتخب کیا جاتا ہے۔',
  ],
  [
    "A month's payslips are printed for the whole school; choose the school scope.",
    'مہینے کی تنخواہ کی پرچیاں پورے اسکول کی پرنٹ ہوتی ہیں؛ پورا اسکول منتخب کریں۔',
  ],
  ['Choose the section to print.', 'پرنٹ کے لیے سیکشن منتخب کریں۔'],
  ['Choose the class to print.', 'پرنٹ کے لیے جماعت منتخب کریں۔'],
  [
    'A class is printed whole; leave the section out.',
    'پوری جماعت پرنٹ ہوتی ہے؛ سیکشن منتخب نہ کریں۔',
  ],
  [
    'The whole school is printed; leave the class and section out.',
    'پورا اسکول پرنٹ ہوتا ہے؛ جماعت اور سیکشن منتخب نہ کریں۔',
  ],
  ['This section is not in the chosen class.', 'یہ سیکشن منتخب جماعت میں نہیں ہے۔'],
  ['This class does not sit this exam.', 'یہ جماعت اس امتحان میں شامل نہیں۔'],
  [
    'There is nothing to print for this choice (no students or vouchers).',
    'اس انتخاب کے لیے پرنٹ کرنے کو کچھ نہیں (نہ طلبہ نہ واؤچر)۔',
  ],
  [
    'This is more than 20,000 pages; print a class or section at a time.',
    'یہ 20,000 سے زیادہ صفحات ہیں؛ ایک وقت میں ایک جماعت یا سیکشن پرنٹ کریں۔',
  ],
  // The school's logo
];
