import { defineMessages } from '../../http/i18n/messages.js';
// The school domain's `detail` sentences, in one place for the i18n conversion.
export const SCHOOL_MESSAGES = defineMessages('school', {
  yearNotFound: { en: 'Academic year not found.', ur: 'تعلیمی سال نہیں ملا۔' },
  classNotFound: { en: 'Class not found.', ur: 'جماعت نہیں ملی۔' },
  sectionNotFound: { en: 'Section not found.', ur: 'سیکشن نہیں ملا۔' },
  subjectNotFound: { en: 'Subject not found.', ur: 'مضمون نہیں ملا۔' },
  datesOrder: {
    en: 'ends_on must be after starts_on.',
    ur: 'ends_on کی تاریخ starts_on کے بعد ہونی چاہیے۔',
  },
  termOutsideYear: {
    en: "The term's dates must lie within the academic year.",
    ur: 'ٹرم کی تاریخیں تعلیمی سال کے اندر ہونی چاہییں۔',
  },
  keepOneCurrent: {
    en: 'A school always has one current year: make another year current instead.',
    ur: 'اسکول کا ہمیشہ ایک موجودہ سال ہوتا ہے: اس کے بجائے کسی اور سال کو موجودہ بنائیں۔',
  },
  notATeacher: {
    en: 'class_teacher_id must be a teacher of this school.',
    ur: 'class_teacher_id اس اسکول کا استاد ہونا چاہیے۔',
  },
  teacherNotATeacher: {
    en: 'teacher_id must be a teacher of this school.',
    ur: 'teacher_id اس اسکول کا استاد ہونا چاہیے۔',
  },
  sectionOfOtherClass: {
    en: "The section must belong to the subject's class.",
    ur: 'سیکشن اسی جماعت کا ہونا چاہیے جس کا یہ مضمون ہے۔',
  },
  noCurrentYear: {
    en: 'The school has no current academic year yet: create one first.',
    ur: 'اسکول کا ابھی کوئی موجودہ تعلیمی سال نہیں: پہلے ایک بنائیں۔',
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
  sectionFull: {
    en: 'Section {name} holds at most {capacity} students.',
    ur: 'سیکشن {name} میں زیادہ سے زیادہ {capacity} طلبہ آ سکتے ہیں۔',
  },
});
