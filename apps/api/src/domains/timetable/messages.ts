import { defineMessages } from '../../http/i18n/messages.js';

// The weekday, which the English names as data (Monday), said in Urdu; other data stays as written.
const DAY =
  '{day, select, Sunday {اتوار} Monday {پیر} Tuesday {منگل} Wednesday {بدھ} Thursday {جمعرات} Friday {جمعہ} Saturday {ہفتہ} other {{day}}}';

// The timetable domain's sentences (each `detail` a refused request answers with).
export const MESSAGES = defineMessages('timetable', {
  sectionNotFound: { en: 'Section not found.', ur: 'سیکشن نہیں ملا۔' },
  teacherNotFound: { en: 'Teacher not found.', ur: 'استاد نہیں ملا۔' },
  teacherClash: {
    en: '{teacher} already teaches {section} in period {period} on {day}.',
    ur: `${DAY} کو پیریڈ {period} میں {teacher} پہلے ہی {section} کو پڑھا رہے ہیں۔`,
  },
  roomClash: {
    en: 'Room {room} is already taken by {section} in period {period} on {day}.',
    ur: `${DAY} کو پیریڈ {period} میں کمرہ {room} پہلے ہی {section} کے پاس ہے۔`,
  },
  sectionClash: {
    en: '{section} already has {subject} in period {period} on {day}.',
    ur: `${DAY} کو پیریڈ {period} میں {section} کا پہلے ہی {subject} ہے۔`,
  },
  savedMeanwhile: {
    en: 'Another change to this period was saved at the same time; reload and try again.',
    ur: 'اسی پیریڈ میں اسی وقت کوئی اور تبدیلی محفوظ ہو گئی؛ صفحہ دوبارہ کھول کر پھر کوشش کریں۔',
  },
  isBreak: {
    en: 'Period {period} on {day} is a break; it cannot hold a lesson.',
    ur: `${DAY} کو پیریڈ {period} وقفہ ہے؛ اس میں سبق نہیں رکھا جا سکتا۔`,
  },
  noSuchPeriod: {
    en: '{day} has no period {period}; add it to the bell schedule first.',
    ur: `${DAY} کو پیریڈ {period} نہیں ہے؛ پہلے اسے پیریڈز کے اوقات میں شامل کریں۔`,
  },
  subjectNotOfClass: {
    en: 'This subject is not taught in this class.',
    ur: 'یہ مضمون اس جماعت میں نہیں پڑھایا جاتا۔',
  },
  notStaff: {
    en: 'This user is not a teacher of this school.',
    ur: 'یہ صارف اس اسکول کا استاد نہیں۔',
  },
  periodInUse: {
    en: 'Period {period} on {day} holds {count} lessons; move or clear them first.',
    ur: `${DAY} کو پیریڈ {period} میں {count} اسباق رکھے ہیں؛ پہلے انہیں منتقل کریں یا ہٹا دیں۔`,
  },
  endsBeforeStart: {
    en: 'Period {period} must end after it starts.',
    ur: 'پیریڈ {period} کا اختتام اس کے آغاز کے بعد ہونا چاہیے۔',
  },
  overlaps: {
    en: 'Period {period} must start at or after the end of the one before.',
    ur: 'پیریڈ {period} پچھلے پیریڈ کے ختم ہونے پر یا اس کے بعد شروع ہونا چاہیے۔',
  },
  noStudentRecord: {
    en: 'Your account is not linked to a student record.',
    ur: 'آپ کا اکاؤنٹ کسی طالب علم کے ریکارڈ سے منسلک نہیں۔',
  },
});
