import { defineMessages } from '../../http/i18n/messages.js';
// The exams domain's sentences (each `detail` a refused request answers with).
export const MESSAGES = defineMessages('exams', {
  examNotFound: { en: 'Exam not found.', ur: 'امتحان نہیں ملا۔' },
  termNotFound: { en: 'Term not found.', ur: 'ٹرم نہیں ملی۔' },
  sectionNotFound: { en: 'Section not found.', ur: 'سیکشن نہیں ملا۔' },
  studentNotFound: { en: 'Student not found.', ur: 'طالب علم نہیں ملا۔' },
  classNotFound: { en: 'Class {id} not found.', ur: 'جماعت {id} نہیں ملی۔' },
  classTwice: { en: '{name} is listed twice.', ur: '{name} دو بار درج ہے۔' },
  subjectNotFound: { en: 'Subject {id} not found.', ur: 'مضمون {id} نہیں ملا۔' },
  subjectNotOfClass: {
    en: '{subject} is not a subject of {className}.',
    ur: '{subject}، {className} کا مضمون نہیں ہے۔',
  },
  subjectTwice: { en: '{subject} is listed twice.', ur: '{subject} دو بار درج ہے۔' },
  passingAboveMax: {
    en: 'The passing marks of {subject} are above its maximum.',
    ur: '{subject} کے پاس نمبر اس کے کل نمبروں سے زیادہ ہیں۔',
  },
  dateOutsideTerm: {
    en: 'The date of {subject} is outside the term.',
    ur: '{subject} کی تاریخ ٹرم سے باہر ہے۔',
  },
  paperHasMarks: {
    en: '{subject} of {className} already has marks; it cannot be removed.',
    ur: '{className} کے {subject} میں نمبر درج ہو چکے ہیں؛ اسے ہٹایا نہیں جا سکتا۔',
  },
  maxBelowMarks: {
    en: 'The maximum of {subject} cannot go below {top}, a mark already given.',
    ur: '{subject} کے کل نمبر {top} سے کم نہیں ہو سکتے، یہ نمبر پہلے ہی دیا جا چکا ہے۔',
  },
  published: {
    en: 'The results of this exam are published; withdraw them to change marks.',
    ur: 'اس امتحان کا نتیجہ جاری ہو چکا ہے؛ نمبر بدلنے کے لیے پہلے نتیجہ واپس لیں۔',
  },
  awaitingApproval: {
    en: "The results of this exam are awaiting the head's approval; ask the head to send them back to change marks.",
    ur: 'اس امتحان کا نتیجہ سربراہ کی منظوری کا منتظر ہے؛ نمبر بدلنے کے لیے سربراہ سے کہیں کہ اسے واپس بھیجیں۔',
  },
  publishedEdit: {
    en: 'The results of this exam are published; withdraw them to change the exam.',
    ur: 'اس امتحان کا نتیجہ جاری ہو چکا ہے؛ امتحان بدلنے کے لیے پہلے نتیجہ واپس لیں۔',
  },
  notInExam: {
    en: 'This subject is not part of the exam for this class.',
    ur: 'یہ مضمون اس جماعت کے امتحان میں شامل نہیں۔',
  },
  noStudentResult: {
    en: 'No result of this student in this exam.',
    ur: 'اس امتحان میں اس طالب علم کا کوئی نتیجہ نہیں۔',
  },
  notPublished: {
    en: 'The results of this exam are not published yet.',
    ur: 'اس امتحان کا نتیجہ ابھی جاری نہیں ہوا۔',
  },
  courseNotFound: { en: 'Course {id} not found.', ur: 'کورس {id} نہیں ملا۔' },
  schoolClassNotFound: { en: 'Class not found.', ur: 'جماعت نہیں ملی۔' },
  runNotFound: {
    en: 'Report card run not found.',
    ur: 'رپورٹ کارڈ کی تیاری کا ریکارڈ نہیں ملا۔',
  },
  classNotInExam: {
    en: 'This class does not sit this exam.',
    ur: 'یہ جماعت اس امتحان میں شامل نہیں۔',
  },
  reportFileNotFound: { en: 'Report card file not found.', ur: 'رپورٹ کارڈ کی فائل نہیں ملی۔' },
  examName: { en: 'Please enter a name for the exam.', ur: 'براہِ کرم امتحان کا نام لکھیں۔' },
  bandGrade: { en: 'Every band needs a grade.', ur: 'ہر درجے کا گریڈ لکھیں۔' },
});
