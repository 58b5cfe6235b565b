import { defineMessages } from '../../http/i18n/messages.js';

// The students domain's `detail` sentences, in one place for the i18n conversion.
/** The required import fields in a sentence ("Choose the column that holds …"). */
const FIELD_NAMES: Record<string, string> = {
  admission_no: 'the admission number',
  student_name: "the student's name",
  first_name: 'the first name',
  last_name: 'the last name',
  gender: 'the gender',
  father_name: "the father's, mother's or guardian's name",
};

/** The required import fields a file lacks, as the missing-fields sentence lists them. */
export const fieldNames = (fields: readonly string[]) =>
  fields.map((f) => FIELD_NAMES[f] ?? f).join(', ');

export const STUDENT_MESSAGES = defineMessages('students', {
  notFound: { en: 'Student not found.', ur: 'طالب علم نہیں ملا۔' },
  guardianNotFound: { en: 'Guardian not found.', ur: 'سرپرست نہیں ملا۔' },
  sectionNotFound: { en: 'Section not found.', ur: 'سیکشن نہیں ملا۔' },
  yearNotFound: { en: 'Academic year not found.', ur: 'تعلیمی سال نہیں ملا۔' },
  classNotFound: { en: 'Class not found.', ur: 'جماعت نہیں ملی۔' },
  noCurrentYear: {
    en: 'The school has no current academic year yet: create one first.',
    ur: 'اسکول کا ابھی کوئی موجودہ تعلیمی سال نہیں: پہلے ایک بنائیں۔',
  },
  linkOneOf: {
    en: 'Send either guardian_id or guardian, not both and not neither.',
    ur: 'guardian_id یا guardian میں سے ایک بھیجیں، دونوں نہیں اور دونوں کے بغیر بھی نہیں۔',
  },
  alreadyLinked: {
    en: 'This guardian is already linked to the student.',
    ur: 'یہ سرپرست پہلے سے اس طالب علم سے منسلک ہے۔',
  },
  userNotStudent: {
    en: 'user_id must be an active student account of this school.',
    ur: 'user_id اس اسکول کے کسی فعال طالب علم کا اکاؤنٹ ہونا چاہیے۔',
  },
  noEmail: {
    en: 'This guardian has no e-mail address: add one, or print a code instead.',
    ur: 'اس سرپرست کا کوئی ای میل ایڈریس نہیں: ای میل شامل کریں، یا اس کے بجائے کوڈ پرنٹ کریں۔',
  },
  hasAccount: {
    en: 'This guardian already has a parent account.',
    ur: 'اس سرپرست کا والدین کا اکاؤنٹ پہلے سے موجود ہے۔',
  },
  badCode: {
    en: 'This invitation code is not valid, has been used or has expired.',
    ur: 'یہ دعوتی کوڈ درست نہیں، استعمال ہو چکا ہے یا اس کی مدت ختم ہو چکی ہے۔',
  },
  emailTaken: {
    en: 'An account with this e-mail address already exists.',
    ur: 'اس ای میل ایڈریس کا اکاؤنٹ پہلے سے موجود ہے۔',
  },
  admissionNotFound: { en: 'Admission application not found.', ur: 'داخلے کی درخواست نہیں ملی۔' },
  notPending: {
    en: 'This application has already been decided.',
    ur: 'اس درخواست کا فیصلہ پہلے ہی ہو چکا ہے۔',
  },
  sectionOfOtherClass: {
    en: 'The section must belong to the class applied for.',
    ur: 'سیکشن اسی جماعت کا ہونا چاہیے جس کے لیے درخواست دی گئی ہے۔',
  },
  sectionFull: {
    en: 'Section {name} holds at most {capacity} students.',
    ur: 'سیکشن {name} میں زیادہ سے زیادہ {capacity} طلبہ آ سکتے ہیں۔',
  },
  sameYear: {
    en: 'Promote into a different academic year.',
    ur: 'کسی دوسرے تعلیمی سال میں ترقی دیں۔',
  },
  repeatSectionClass: {
    en: 'A repeating student stays in a section of the same class.',
    ur: 'جماعت دہرانے والا طالب علم اسی جماعت کے کسی سیکشن میں رہتا ہے۔',
  },
  exceptionNotInSection: {
    en: 'Every exception must name a student of the section being promoted.',
    ur: 'ہر استثنا میں اسی سیکشن کے کسی طالب علم کا نام ہونا چاہیے جسے ترقی دی جا رہی ہے۔',
  },
  alreadyPlaced: {
    en: 'These students already have a section in the new year: {names}. Nothing was moved.',
    ur: 'ان طلبہ کا نئے سال میں پہلے ہی سیکشن ہے: {names}۔ کسی کو منتقل نہیں کیا گیا۔',
  },
  importInvalidOne: {
    en: '1 row of the file has problems: nothing was imported. Fix them, or import only the valid rows.',
    ur: 'فائل کی 1 قطار میں مسائل ہیں: کچھ بھی درآمد نہیں کیا گیا۔ انہیں درست کریں، یا صرف درست قطاریں درآمد کریں۔',
  },
  importInvalid: {
    en: '{rows} rows of the file have problems: nothing was imported. Fix them, or import only the valid rows.',
    ur: 'فائل کی {rows} قطاروں میں مسائل ہیں: کچھ بھی درآمد نہیں کیا گیا۔ انہیں درست کریں، یا صرف درست قطاریں درآمد کریں۔',
  },
  unreadableFile: {
    en: 'The file could not be read as CSV or XLSX.',
    ur: 'فائل CSV یا XLSX کے طور پر پڑھی نہیں جا سکی۔',
  },
  emptyFile: {
    en: 'The file has no rows below its header.',
    ur: 'فائل میں سرخی کے نیچے کوئی سطر نہیں۔',
  },
  tooManyRows: {
    en: 'A file holds at most 10,000 students.',
    ur: 'ایک فائل میں زیادہ سے زیادہ 10,000 طلبہ ہو سکتے ہیں۔',
  },
  fileTooLarge: {
    en: 'The file is too large: at most 8 MB, and its contents at most 64 MB once unpacked. Split it into smaller files.',
    ur: 'فائل بہت بڑی ہے: زیادہ سے زیادہ 8 MB، اور کھولنے کے بعد اس کا مواد زیادہ سے زیادہ 64 MB۔ اسے چھوٹی فائلوں میں تقسیم کریں۔',
  },
  tooSlowToRead: {
    en: 'The file took too long to read. Save it again as a plain CSV or XLSX and retry.',
    ur: 'فائل پڑھنے میں بہت زیادہ وقت لگا۔ اسے سادہ CSV یا XLSX کے طور پر دوبارہ محفوظ کر کے پھر کوشش کریں۔',
  },
  tooManyColumns: {
    en: 'A file has at most 100 columns.',
    ur: 'ایک فائل میں زیادہ سے زیادہ 100 کالم ہو سکتے ہیں۔',
  },
  mappingOfOtherFile: {
    en: "The columns chosen are not this file's columns: check the file again and choose them there.",
    ur: 'منتخب کیے گئے کالم اس فائل کے نہیں: فائل دوبارہ جانچیں اور کالم وہیں سے منتخب کریں۔',
  },
  mappingClash: {
    en: 'The columns "{a}" and "{b}" are given the same field: choose one of them, or ignore the other.',
    ur: 'کالم "{a}" اور "{b}" کو ایک ہی خانہ دیا گیا ہے: ان میں سے ایک منتخب کریں، یا دوسرے کو نظرانداز کریں۔',
  },
  missingFields: {
    en: 'Choose the column that holds {fields} (or add it to the file): nothing was imported.',
    ur: 'وہ کالم منتخب کریں جس میں {fields} ہو (یا اسے فائل میں شامل کریں): کچھ بھی درآمد نہیں کیا گیا۔',
  },
});

/** The students list's sentences with ids (http/i18n/messages.ts). */
export const STUDENT_LIST_MESSAGES = defineMessages('students.list', {
  badCursor: {
    en: 'This link to the next page of students is not valid: open the list from its first page again.',
    ur: 'طلبہ کے اگلے صفحے کا یہ لنک درست نہیں: فہرست پہلے صفحے سے دوبارہ کھولیں۔',
  },
  otherSchoolCursor: {
    en: "This link to the next page belongs to another school's list: open the list from its first page again.",
    ur: 'اگلے صفحے کا یہ لنک کسی اور اسکول کی فہرست کا ہے: فہرست پہلے صفحے سے دوبارہ کھولیں۔',
  },
  otherFiltersCursor: {
    en: 'This link to the next page was made for other filters: open the list from its first page again.',
    ur: 'اگلے صفحے کا یہ لنک دوسرے فلٹرز کے لیے بنا تھا: فہرست پہلے صفحے سے دوبارہ کھولیں۔',
  },
});
