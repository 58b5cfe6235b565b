import { defineMessages } from '../../http/i18n/messages.js';
// The attendance domain's sentences (each `detail` a refused request answers with).
export const MESSAGES = defineMessages('attendance', {
  sectionNotFound: { en: 'Section not found.', ur: 'سیکشن نہیں ملا۔' },
  studentNotFound: { en: 'Student not found.', ur: 'طالب علم نہیں ملا۔' },
  noStudentRecord: {
    en: 'Your account is not linked to a student record.',
    ur: 'آپ کا اکاؤنٹ کسی طالب علم کے ریکارڈ سے منسلک نہیں۔',
  },
  notADate: { en: 'Not a calendar date.', ur: 'یہ درست تاریخ نہیں۔' },
  noYear: {
    en: 'No academic year covers this date; add the year in School setup first.',
    ur: 'یہ تاریخ کسی تعلیمی سال میں نہیں آتی؛ پہلے اسکول سیٹ اپ میں سال شامل کریں۔',
  },
  notInSection: {
    en: 'Student {id} is not in this section on this date.',
    ur: 'طالب علم {id} اس تاریخ کو اس سیکشن میں نہیں۔',
  },
  listedTwice: { en: 'Student {id} is listed twice.', ur: 'طالب علم {id} دو بار درج ہے۔' },
  opTwice: { en: 'Change {opId} is listed twice.', ur: 'تبدیلی {opId} دو بار درج ہے۔' },
  notStaff: {
    en: 'User {id} is not a teacher or administrator of this school.',
    ur: 'صارف {id} اس اسکول کا استاد یا ایڈمن نہیں۔',
  },
  staffTwice: { en: 'User {id} is listed twice.', ur: 'صارف {id} دو بار درج ہے۔' },
  leaveTypeNotLeave: {
    en: 'User {id}: a leave type goes only with a day marked leave.',
    ur: 'صارف {id}: چھٹی کی قسم صرف اسی دن کے ساتھ دی جاتی ہے جس پر چھٹی درج ہو۔',
  },
  unknownLeaveType: {
    en: "Leave type {id} is not one of the school's leave types.",
    ur: 'چھٹی کی قسم {id} اسکول کی چھٹیوں کی اقسام میں سے نہیں۔',
  },
  allDaysOff: {
    en: 'At least one weekday must be a school day.',
    ur: 'ہفتے کا کم از کم ایک دن اسکول کا دن ہونا چاہیے۔',
  },
  holidayTwice: { en: '{day} is listed twice.', ur: '{day} دو بار درج ہے۔' },
  holidayName: { en: 'Every holiday needs a name.', ur: 'ہر چھٹی کا نام لکھیں۔' },
});

// The closed reason of a weekly off day: data the day's answer carries, not a refusal.
export const WEEKLY_OFF_DAY = 'Weekly off day';
