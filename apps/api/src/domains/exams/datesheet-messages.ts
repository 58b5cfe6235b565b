import { defineMessages } from '../../http/i18n/messages.js';
// The datesheet's sentences (each `detail` a refused request answers with).
export const DATESHEET_MESSAGES = defineMessages('exams.datesheet', {
  examNotFound: { en: 'Exam not found.', ur: 'امتحان نہیں ملا۔' },
  paperNotFound: { en: 'This paper is not on the datesheet.', ur: 'یہ پرچہ ڈیٹ شیٹ میں نہیں ہے۔' },
  classNotFound: { en: 'Class not found.', ur: 'جماعت نہیں ملی۔' },
  subjectNotFound: {
    en: 'This subject is not a subject of the class.',
    ur: 'یہ مضمون اس جماعت کا مضمون نہیں ہے۔',
  },
  subjectTwice: {
    en: 'The datesheet already has a paper of {subject} for {className}.',
    ur: 'ڈیٹ شیٹ میں {className} کے لیے {subject} کا پرچہ پہلے سے موجود ہے۔',
  },
  endNeeded: {
    en: 'Give the end time or the duration of the paper.',
    ur: 'پرچے کے ختم ہونے کا وقت یا اس کا دورانیہ لکھیں۔',
  },
  endBeforeStart: {
    en: 'The paper must end after it starts.',
    ur: 'پرچہ شروع ہونے کے بعد ہی ختم ہو سکتا ہے۔',
  },
  pastMidnight: {
    en: 'A paper must end on the day it starts (before midnight).',
    ur: 'پرچہ اسی دن (آدھی رات سے پہلے) ختم ہونا چاہیے جس دن وہ شروع ہو۔',
  },
  classClash: {
    en: '{className} already sits {other} on {date} from {from} to {to}, so {subject} cannot be at that time.',
    ur: '{className} کا {date} کو {from} سے {to} تک {other} کا پرچہ ہے، اس لیے {subject} اس وقت نہیں ہو سکتا۔',
  },
  roomClash: {
    en: 'Room {room} is already booked for {other} of {className} on {date} from {from} to {to}.',
    ur: 'کمرہ {room} {date} کو {from} سے {to} تک {className} کے {other} کے پرچے کے لیے پہلے سے مختص ہے۔',
  },
  noPapers: {
    en: 'The datesheet has no papers yet: add them before publishing.',
    ur: 'ڈیٹ شیٹ میں ابھی کوئی پرچہ نہیں: جاری کرنے سے پہلے پرچے شامل کریں۔',
  },
  notPublished: {
    en: 'The datesheet of this exam is not published yet.',
    ur: 'اس امتحان کی ڈیٹ شیٹ ابھی جاری نہیں ہوئی۔',
  },
});
