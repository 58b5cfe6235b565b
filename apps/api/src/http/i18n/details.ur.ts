// The service's `detail` sentences in Urdu, keyed by their English wording (which stays the
// spec's and the code's): `{name}` marks a part the English sentence carries (a field name, a
// number) and the Urdu sentence places where Urdu grammar wants it. Field names stay as the
// contract spells them: they are data, not words.
export const detailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  // Common answers
  ['Not authenticated. Please sign in.', 'آپ سائن اِن نہیں ہیں۔ براہِ کرم سائن اِن کریں۔'],
  ['You do not have permission to perform this action.', 'آپ کو یہ کام کرنے کی اجازت نہیں ہے۔'],
  ['Not found.', 'مطلوبہ چیز نہیں ملی۔'],
  [
    'The database is unavailable at the moment. Please try again shortly.',
    'ڈیٹا بیس اس وقت دستیاب نہیں۔ براہِ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  ],
  [
    'The service is busy and no database connection came free in time. Please try again in a few seconds.',
    'سروس اس وقت مصروف ہے اور بروقت ڈیٹا بیس کنکشن نہیں مل سکا۔ براہِ کرم چند سیکنڈ بعد دوبارہ کوشش کریں۔',
  ],
  ['Internal server error', 'سرور میں کوئی خرابی پیش آ گئی۔'],
  ['Bad request.', 'درخواست درست نہیں۔'],
  [
    'Unsupported content type. Send the body as application/json.',
    'یہ مواد کی قسم قابلِ قبول نہیں۔ درخواست application/json کی صورت میں بھیجیں۔',
  ],
  [
    'The Content-Length header does not match the body.',
    'Content-Length ہیڈر درخواست کے مواد سے میل نہیں کھاتا۔',
  ],
  [
    'The request body is too large (the limit is 1 MiB).',
    'درخواست کا مواد بہت بڑا ہے (حد 1 MiB ہے)۔',
  ],
  ['The request body is empty; send a JSON object.', 'درخواست خالی ہے؛ JSON آبجیکٹ بھیجیں۔'],
  ['The request body is not valid JSON.', 'درخواست کا مواد درست JSON نہیں۔'],
  ['This conflicts with an existing record.', 'یہ پہلے سے موجود ریکارڈ سے ٹکراتا ہے۔'],
  [
    'This refers to a record that does not exist or is still in use.',
    'یہ ایسے ریکارڈ کا حوالہ دیتا ہے جو موجود نہیں یا ابھی زیرِ استعمال ہے۔',
  ],
  ['A value is out of the allowed range.', 'ایک قدر اجازت شدہ حد سے باہر ہے۔'],
  ['A required value is missing.', 'ایک لازمی قدر موجود نہیں۔'],
  ['A value is too long.', 'ایک قدر بہت لمبی ہے۔'],
  ['A number is out of range.', 'ایک عدد حد سے باہر ہے۔'],
  ['A value has the wrong format.', 'ایک قدر کی شکل درست نہیں۔'],
  ['A date or time has the wrong format.', 'تاریخ یا وقت کی شکل درست نہیں۔'],
  ['A date or time is out of range.', 'تاریخ یا وقت حد سے باہر ہے۔'],
  [
    'A text value contains a character that cannot be stored (such as NUL).',
    'متن میں ایسا حرف ہے جو محفوظ نہیں کیا جا سکتا (جیسے NUL)۔',
  ],
  // Validation of fields (the validation layer's sentences)
  ['The request {part} is invalid.', 'درخواست کا {part} درست نہیں۔'],
  ['{field} is required.', '{field} لازمی ہے۔'],
  ['{field} is not an allowed field.', '{field} کی اجازت نہیں۔'],
  ['{field} must not be empty.', '{field} خالی نہیں ہو سکتا۔'],
  [
    '{field} must be at least {limit} characters long.',
    '{field} کم از کم {limit} حروف کا ہونا چاہیے۔',
  ],
  [
    '{field} must be at most {limit} characters long.',
    '{field} زیادہ سے زیادہ {limit} حروف کا ہو سکتا ہے۔',
  ],
  ['{field} must be at least {limit}.', '{field} کم از کم {limit} ہونا چاہیے۔'],
  ['{field} must be at most {limit}.', '{field} زیادہ سے زیادہ {limit} ہو سکتا ہے۔'],
  ['{field} must be greater than {limit}.', '{field} کو {limit} سے زیادہ ہونا چاہیے۔'],
  ['{field} must be less than {limit}.', '{field} کو {limit} سے کم ہونا چاہیے۔'],
  ['{field} must be a valid email address.', '{field} درست ای میل ایڈریس ہونا چاہیے۔'],
  ['{field} must be a valid URL.', '{field} درست URL ہونا چاہیے۔'],
  ['{field} must be a date such as 2026-01-31.', '{field} تاریخ ہونی چاہیے، جیسے 2026-01-31۔'],
  [
    '{field} must be a date and time such as 2026-01-31T09:00:00Z.',
    '{field} تاریخ اور وقت ہونا چاہیے، جیسے 2026-01-31T09:00:00Z۔',
  ],
  ['{field} must be one of: {allowed}.', '{field} ان میں سے ایک ہونا چاہیے: {allowed}۔'],
  ['{field} must be an integer.', '{field} پورا عدد ہونا چاہیے۔'],
  ['{field} must be a number.', '{field} عدد ہونا چاہیے۔'],
  ['{field} must be a string.', '{field} متن ہونا چاہیے۔'],
  ['{field} must be true or false.', '{field} true یا false ہونا چاہیے۔'],
  ['{field} must be an object.', '{field} آبجیکٹ ہونا چاہیے۔'],
  ['{field} must be a list.', '{field} فہرست ہونی چاہیے۔'],
  ['{field} must be a multiple of {step}.', '{field} کو {step} کا مضرب ہونا چاہیے۔'],
  ['{field} must have at least {limit} items.', '{field} میں کم از کم {limit} چیزیں ہونی چاہییں۔'],
  [
    '{field} must have at most {limit} items.',
    '{field} میں زیادہ سے زیادہ {limit} چیزیں ہو سکتی ہیں۔',
  ],
  ['{field} must not contain duplicates.', '{field} میں کوئی چیز دہرائی نہیں جا سکتی۔'],
  [
    '{field} may contain only letters, digits, dots, hyphens and underscores.',
    '{field} میں صرف حروف، ہندسے، نقطے، ہائفن اور انڈر اسکور ہو سکتے ہیں۔',
  ],
  ['{field} has an invalid format.', '{field} کی شکل درست نہیں۔'],
  ['{field} is invalid.', '{field} درست نہیں۔'],
  ['{field} must not be blank.', '{field} خالی نہیں ہو سکتا۔'],
  // Signing in, sessions, registration
  [
    'Your organization is not active. Please contact Watni support.',
    'آپ کا ادارہ فعال نہیں۔ براہِ کرم Watni سپورٹ سے رابطہ کریں۔',
  ],
  // Suspension, who may join, platform administration
];
