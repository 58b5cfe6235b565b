import { defineMessages } from '../../http/i18n/messages.js';
// The sentences bulk printing answers with (English; the Urdu are in http/i18n/details.printing.ur.ts).
export const PRINT_MESSAGES = defineMessages('printing', {
  officeOnly: {
    en: 'Only the school office (administrators) can print in bulk.',
    ur: 'ایک ساتھ پرنٹ صرف اسکول کا دفتر (ایڈمن) کر سکتا ہے۔',
  },
  notFound: { en: 'Print job not found.', ur: 'پرنٹ کا کام نہیں ملا۔' },
  fileNotReady: {
    en: 'This print job has no file to download: it is not finished, failed or has expired.',
    ur: 'اس پرنٹ کے کام کی کوئی فائل ڈاؤن لوڈ کے لیے نہیں: یا تو یہ ابھی مکمل نہیں ہوا، ناکام ہو گیا، یا اس کی مدت ختم ہو گئی۔',
  },
  examNeeded: {
    en: 'Choose the exam whose report cards to print.',
    ur: 'وہ امتحان منتخب کریں جس کے رپورٹ کارڈ پرنٹ کرنے ہیں۔',
  },
  monthNeeded: {
    en: 'Choose the month whose vouchers to print.',
    ur: 'وہ مہینہ منتخب کریں جس کے واؤچر پرنٹ کرنے ہیں۔',
  },
  payslipsWholeSchool: {
    en: "A month's payslips are printed for the whole school; choose the school scope.",
    ur: 'مہینے کی تنخواہ کی پرچیاں پورے اسکول کی پرنٹ ہوتی ہیں؛ پورا اسکول منتخب کریں۔',
  },
  examOnlyForReportCards: {
    en: 'An exam is chosen for report cards only.',
    ur: 'امتحان صرف رپورٹ کارڈ کے لیے منتخب کیا جاتا ہے۔',
  },
  monthOnlyForVouchers: {
    en: 'A month is chosen for vouchers and payslips only.',
    ur: 'مہینہ صرف واؤچر اور تنخواہ کی پرچیوں کے لیے منتخب کیا جاتا ہے۔',
  },
  sectionNeeded: { en: 'Choose the section to print.', ur: 'پرنٹ کے لیے سیکشن منتخب کریں۔' },
  classNeeded: { en: 'Choose the class to print.', ur: 'پرنٹ کے لیے جماعت منتخب کریں۔' },
  noSectionForClass: {
    en: 'A class is printed whole; leave the section out.',
    ur: 'پوری جماعت پرنٹ ہوتی ہے؛ سیکشن منتخب نہ کریں۔',
  },
  noClassForSchool: {
    en: 'The whole school is printed; leave the class and section out.',
    ur: 'پورا اسکول پرنٹ ہوتا ہے؛ جماعت اور سیکشن منتخب نہ کریں۔',
  },
  sectionNotInClass: {
    en: 'This section is not in the chosen class.',
    ur: 'یہ سیکشن منتخب جماعت میں نہیں ہے۔',
  },
  classNotFound: { en: 'Class not found.', ur: 'جماعت نہیں ملی۔' },
  sectionNotFound: { en: 'Section not found.', ur: 'سیکشن نہیں ملا۔' },
  classNotInExam: {
    en: 'This class does not sit this exam.',
    ur: 'یہ جماعت اس امتحان میں شامل نہیں۔',
  },
  nothingToPrint: {
    en: 'There is nothing to print for this choice (no students or vouchers).',
    ur: 'اس انتخاب کے لیے پرنٹ کرنے کو کچھ نہیں (نہ طلبہ نہ واؤچر)۔',
  },
  tooManyPages: {
    en: 'This is more than 20,000 pages; print a class or section at a time.',
    ur: 'یہ 20,000 سے زیادہ صفحات ہیں؛ ایک وقت میں ایک جماعت یا سیکشن پرنٹ کریں۔',
  },
});
