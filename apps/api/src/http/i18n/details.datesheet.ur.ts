// The datesheet's `detail` sentences in Urdu. Same rules as details.ur.ts: keyed by
// the exact English sentence; names, rooms, dates and times stay as written.
export const datesheetDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  ['This paper is not on the datesheet.', 'یہ پرچہ ڈیٹ شیٹ میں نہیں ہے۔'],
  ['This subject is not a subject of the class.', 'یہ مضمون اس جماعت کا مضمون نہیں ہے۔'],
  [
    'The datesheet already has a paper of {subject} for {className}.',
    'ڈیٹ شیٹ میں {className} کے لیے {subject} کا پرچہ پہلے سے موجود ہے۔',
  ],
  [
    'Give the end time or the duration of the paper.',
    'پرچے کے ختم ہونے کا وقت یا اس کا دورانیہ لکھیں۔',
  ],
  ['The paper must end after it starts.', 'پرچہ شروع ہونے کے بعد ہی ختم ہو سکتا ہے۔'],
  [
    'A paper must end on the day it starts (before midnight).',
    'پرچہ اسی دن (آدھی رات سے پہلے) ختم ہونا چاہیے جس دن وہ شروع ہو۔',
  ],
  [
    '{className} already sits {other} on {date} from {from} to {to}, so {subject} cannot be at that time.',
    '{className} کا {date} کو {from} سے {to} تک {other} کا پرچہ ہے، اس لیے {subject} اس وقت نہیں ہو سکتا۔',
  ],
  [
    'Room {room} is already booked for {other} of {className} on {date} from {from} to {to}.',
    'کمرہ {room} {date} کو {from} سے {to} تک {className} کے {other} کے پرچے کے لیے پہلے سے مختص ہے۔',
  ],
  [
    'The datesheet has no papers yet: add them before publishing.',
    'ڈیٹ شیٹ میں ابھی کوئی پرچہ نہیں: جاری کرنے سے پہلے پرچے شامل کریں۔',
  ],
  ['The datesheet of this exam is not published yet.', 'اس امتحان کی ڈیٹ شیٹ ابھی جاری نہیں ہوئی۔'],
];
