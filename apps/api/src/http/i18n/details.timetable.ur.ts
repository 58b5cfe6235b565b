// The timetable's `detail` sentences in Urdu. Same rules as details.ur.ts: keyed by the
// exact English sentence; names, rooms and class names are data and stay as written; the weekday
// is said in Urdu.
const DAY =
  '{day, select, Sunday {اتوار} Monday {پیر} Tuesday {منگل} Wednesday {بدھ} Thursday {جمعرات} Friday {جمعہ} Saturday {ہفتہ} other {{day}}}';

export const timetableDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  [
    '{teacher} already teaches {section} in period {period} on {day}.',
    `${DAY} کو پیریڈ {period} میں {teacher} پہلے ہی {section} کو پڑھا رہے ہیں۔`,
  ],
  [
    'Room {room} is already taken by {section} in period {period} on {day}.',
    `${DAY} کو پیریڈ {period} میں کمرہ {room} پہلے ہی {section} کے پاس ہے۔`,
  ],
  [
    '{section} already has {subject} in period {period} on {day}.',
    `${DAY} کو پیریڈ {period} میں {section} کا پہلے ہی {subject} ہے۔`,
  ],
  [
    'Another change to this period was saved at the same time; reload and try again.',
    'اسی پیریڈ میں اسی وقت کوئی اور تبدیلی محفوظ ہو گئی؛ صفحہ دوبارہ کھول کر پھر کوشش کریں۔',
  ],
  [
    'Period {period} on {day} is a break; it cannot hold a lesson.',
    `${DAY} کو پیریڈ {period} وقفہ ہے؛ اس میں سبق نہیں رکھا جا سکتا۔`,
  ],
  [
    '{day} has no period {period}; add it to the bell schedule first.',
    `${DAY} کو پیریڈ {period} نہیں ہے؛ پہلے اسے پیریڈز کے اوقات میں شامل کریں۔`,
  ],
  ['This subject is not taught in this class.', 'یہ مضمون اس جماعت میں نہیں پڑھایا جاتا۔'],
  ['This user is not a teacher of this school.', 'یہ صارف اس اسکول کا استاد نہیں۔'],
  [
    'Period {period} on {day} holds {count} lessons; move or clear them first.',
    `${DAY} کو پیریڈ {period} میں {count} اسباق رکھے ہیں؛ پہلے انہیں منتقل کریں یا ہٹا دیں۔`,
  ],
  [
    'Period {period} must end after it starts.',
    'پیریڈ {period} کا اختتام اس کے آغاز کے بعد ہونا چاہیے۔',
  ],
  [
    'Period {period} must start at or after the end of the one before.',
    'پیریڈ {period} پچھلے پیریڈ کے ختم ہونے پر یا اس کے بعد شروع ہونا چاہیے۔',
  ],
  ['Teacher not found.', 'استاد نہیں ملا۔'],
  [
    'Only the school office (administrators) can change the timetable.',
    'ٹائم ٹیبل صرف اسکول کا دفتر (ایڈمن) بدل سکتا ہے۔',
  ],
  ['Teachers can see only their own timetable.', 'اساتذہ صرف اپنا ٹائم ٹیبل دیکھ سکتے ہیں۔'],
  [
    "You can see only your own section's timetable.",
    'آپ صرف اپنے سیکشن کا ٹائم ٹیبل دیکھ سکتے ہیں۔',
  ],
];
