// The timetable's `detail` sentences in Urdu. Same rules as details.ur.ts: keyed by the
// exact English sentence; names, rooms and class names are data and stay as written.
export const timetableDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
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
