// The domains' own `detail` sentences in Urdu: courses, enrolments, quizzes, users,
// organisations, the school and its students, and the passwords' strength hints. Same rules as
// details.ur.ts: keyed by the exact English sentence, field names and formats kept as data.
export const domainDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  // Attendance: the offline register's per-student changes
  ['Change {id} is listed twice.', 'تبدیلی {id} دو بار درج ہے۔'],
  // Exports: more rows than one file holds
  // Organisations and access
  // The module's name is translated too (http/i18n/catalogue.ts, from the platform catalogue).
  [
    'The {module} module is not enabled for your organisation.',
    'آپ کے ادارے کے لیے {module} ماڈیول فعال نہیں ہے۔',
  ],
  // Passwords and accounts
  ['Common names are easy to guess.', 'عام نام آسانی سے بوجھے جا سکتے ہیں۔'],
  ['Dates are easy to guess.', 'تاریخیں آسانی سے بوجھی جا سکتی ہیں۔'],
  [
    'It contains your name, username or email address.',
    'اس میں آپ کا نام، یوزر نیم یا ای میل ایڈریس شامل ہے۔',
  ],
  ['It would be easy to guess.', 'اسے آسانی سے بوجھا جا سکتا ہے۔'],
  ['Names on their own are easy to guess.', 'صرف نام آسانی سے بوجھے جا سکتے ہیں۔'],
  ['Recent years are easy to guess.', 'حالیہ سال آسانی سے بوجھے جا سکتے ہیں۔'],
  [
    'Repeated characters like "aaa" are easy to guess.',
    '"aaa" جیسے دہرائے گئے حروف آسانی سے بوجھے جا سکتے ہیں۔',
  ],
  [
    'Repeated groups like "abcabcabc" are easy to guess.',
    '"abcabcabc" جیسے دہرائے گئے حصے آسانی سے بوجھے جا سکتے ہیں۔',
  ],
  [
    'Sequences like "abc" or "6543" are easy to guess.',
    '"abc" یا "6543" جیسی ترتیب آسانی سے بوجھی جا سکتی ہے۔',
  ],
  ['This is a commonly used password.', 'یہ عام استعمال ہونے والا پاس ورڈ ہے۔'],
  ['This is one of the most common passwords.', 'یہ سب سے عام پاس ورڈز میں سے ایک ہے۔'],
  ['This is too similar to a commonly used password.', 'یہ ایک عام پاس ورڈ سے بہت ملتا جلتا ہے۔'],
  [
    'Your password has been reset. You can now sign in with your new password.',
    'آپ کا پاس ورڈ بدل دیا گیا ہے۔ اب آپ نئے پاس ورڈ سے سائن اِن کر سکتے ہیں۔',
  ],
  [
    'The address is not valid: it contains a malformed %-encoding.',
    'یہ ایڈریس درست نہیں: اس میں غلط %-encoding ہے۔',
  ],
  // Courses, lessons, enrolments
  ['No progress recorded for this lesson yet.', 'اس سبق کی ابھی کوئی پیش رفت درج نہیں۔'],
  // Quizzes and submissions
  // The school and its students
  ['Another guardian already has this CNIC.', 'یہ شناختی کارڈ نمبر پہلے سے کسی اور سرپرست کا ہے۔'],
  [
    'Another student already has this admission number.',
    'یہ داخلہ نمبر پہلے سے کسی اور طالب علم کا ہے۔',
  ],
  [
    'Another year was made current at the same time; try again.',
    'اسی وقت کوئی اور سال موجودہ بنا دیا گیا؛ دوبارہ کوشش کریں۔',
  ],
  ['The school already has a class with this name.', 'اسکول میں اس نام کی جماعت پہلے سے موجود ہے۔'],
  [
    'The school already has an academic year with this name.',
    'اسکول میں اس نام کا تعلیمی سال پہلے سے موجود ہے۔',
  ],
  [
    'The student is already placed in a section in this year.',
    'اس سال یہ طالب علم پہلے سے ایک سیکشن میں ہے۔',
  ],
  [
    'This class already has a section with this name.',
    'اس جماعت میں اس نام کا سیکشن پہلے سے موجود ہے۔',
  ],
  [
    'This class already has a subject with this name.',
    'اس جماعت میں اس نام کا مضمون پہلے سے موجود ہے۔',
  ],
  [
    'This roll number is already taken in the section.',
    'یہ رول نمبر اس سیکشن میں پہلے سے کسی کا ہے۔',
  ],
  [
    'This sign-in account is already linked to another guardian.',
    'یہ اکاؤنٹ پہلے سے کسی اور سرپرست سے منسلک ہے۔',
  ],
  [
    'This sign-in account is already linked to another student.',
    'یہ اکاؤنٹ پہلے سے کسی اور طالب علم سے منسلک ہے۔',
  ],
  ['This year already has a term with this name.', 'اس سال میں اس نام کی ٹرم پہلے سے موجود ہے۔'],
  ['Give the reason for declining.', 'درخواست مسترد کرنے کی وجہ لکھیں۔'],
  ['Give the class of the section.', 'سیکشن کی جماعت لکھیں۔'],
  ['Give the section within the class.', 'جماعت کا سیکشن لکھیں۔'],
  ['The school has no current academic year yet.', 'اسکول کا ابھی کوئی موجودہ تعلیمی سال نہیں۔'],
  ['This is not an e-mail address.', 'یہ ای میل ایڈریس نہیں۔'],
  ['Use up to 30 letters, digits, / or -.', 'زیادہ سے زیادہ 30 حروف، ہندسے، / یا - استعمال کریں۔'],
  ['Write en (English) or ur (Urdu).', 'en (انگریزی) یا ur (اردو) لکھیں۔'],
  [
    'Write father, mother or guardian.',
    'father (والد)، mother (والدہ) یا guardian (سرپرست) لکھیں۔',
  ],
  ['Write male, female or other.', 'male (لڑکا)، female (لڑکی) یا other (دیگر) لکھیں۔'],
  [
    'Write the date as 2015-03-31 or 31/03/2015.',
    'تاریخ اس طرح لکھیں: \u20662015-03-31\u2069 یا \u206631/03/2015\u2069',
  ],
  [
    'Write the date as 2026-04-01 or 01/04/2026.',
    'تاریخ اس طرح لکھیں: \u20662026-04-01\u2069 یا \u206601/04/2026\u2069',
  ],
  ['Write yes or no.', 'yes (ہاں) یا no (نہیں) لکھیں۔'],
  [
    'Enter a Pakistani mobile number such as 0300 1234567 or +92 300 1234567.',
    'پاکستانی موبائل نمبر لکھیں، جیسے \u20660300 1234567\u2069 یا \u2066+92 300 1234567\u2069',
  ],
  [
    'Enter the CNIC as 12345-1234567-1 (13 digits).',
    'شناختی کارڈ نمبر اس طرح لکھیں: \u206612345-1234567-1\u2069 (13 ہندسے)',
  ],
  ['The B-Form number has 13 digits.', 'ب فارم نمبر 13 ہندسوں کا ہوتا ہے۔'],
  // Notifications, channels, deliveries and dead letters
  // Question banks
];
