// The exams domain's `detail` sentences in Urdu (module gradebook). Same rules as
// details.domains.ur.ts: keyed by the exact English sentence; {names} are the sentence's values.
export const examDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  [
    "Only the school's teachers and administrators can do this.",
    'یہ کام صرف اسکول کے اساتذہ اور ایڈمن کر سکتے ہیں۔',
  ],
  [
    "Only this section's teachers or an administrator can see its results.",
    'اس سیکشن کا نتیجہ صرف اس کے اساتذہ یا ایڈمن دیکھ سکتے ہیں۔',
  ],
  [
    "Only the section's class teacher or an administrator can write report card remarks.",
    'رپورٹ کارڈ کے تاثرات صرف سیکشن کے کلاس ٹیچر یا ایڈمن لکھ سکتے ہیں۔',
  ],
  [
    "Only the section's class teacher or an administrator can print its report cards.",
    'اس سیکشن کے رپورٹ کارڈ صرف کلاس ٹیچر یا ایڈمن پرنٹ کر سکتے ہیں۔',
  ],
  ['Class {id} not found.', 'جماعت {id} نہیں ملی۔'],
  ['Subject {id} not found.', 'مضمون {id} نہیں ملا۔'],
  ['Course {id} not found.', 'کورس {id} نہیں ملا۔'],
  ['{name} is listed twice.', '{name} دو بار درج ہے۔'],
  [
    'This student is no longer in this section; reload the sheet.',
    'یہ طالب علم اب اس سیکشن میں نہیں؛ شیٹ دوبارہ کھولیں۔',
  ],
  // The roll number and the name are isolated (FSI…PDI) so a Latin name keeps its order in Urdu.
  [
    'Roll {roll}, {name} is listed twice.',
    'رول نمبر \u2068{roll}\u2069، \u2068{name}\u2069 دو بار درج ہے۔',
  ],
  [
    'Roll {roll}, {name}: marks cannot be above {max}.',
    'رول نمبر \u2068{roll}\u2069، \u2068{name}\u2069: نمبر \u2068{max}\u2069 سے زیادہ نہیں ہو سکتے۔',
  ],
  [
    'Roll {roll}, {name}: marks cannot be below 0.',
    'رول نمبر \u2068{roll}\u2069، \u2068{name}\u2069: نمبر 0 سے کم نہیں ہو سکتے۔',
  ],
  [
    'Roll {roll}, {name}: an absent student has no marks.',
    'رول نمبر \u2068{roll}\u2069، \u2068{name}\u2069: غیر حاضر طالب علم کے نمبر نہیں ہوتے۔',
  ],
  [
    'Roll {roll}, {name}: one change is listed twice.',
    'رول نمبر \u2068{roll}\u2069، \u2068{name}\u2069: ایک ہی تبدیلی دو بار درج ہے۔',
  ],
  [
    'Roll {roll}, {name}: the mark was changed meanwhile by {by}; their mark is kept.',
    'رول نمبر \u2068{roll}\u2069، \u2068{name}\u2069: اس دوران \u2068{by}\u2069 نے نمبر بدل دیے؛ ان کے نمبر برقرار رکھے گئے ہیں۔',
  ],
  [
    'Roll {roll}, {name}: the mark was changed meanwhile by someone else; their mark is kept.',
    'رول نمبر \u2068{roll}\u2069، \u2068{name}\u2069: اس دوران کسی اور نے نمبر بدل دیے؛ ان کے نمبر برقرار رکھے گئے ہیں۔',
  ],
  [
    'Marks are missing, so the results cannot be published: {gaps}. Enter them, or mark each absent or exempt.',
    'نمبر ابھی باقی ہیں، اس لیے نتیجہ جاری نہیں ہو سکتا: \u2068{gaps}\u2069۔ یہ نمبر درج کریں، یا ہر ایک کو غیر حاضر یا مستثنیٰ قرار دیں۔',
  ],
  [
    'These results have not been submitted for approval yet; they are published once the head approves them.',
    'یہ نتیجہ ابھی منظوری کے لیے نہیں بھیجا گیا؛ سربراہ کی منظوری کے بعد ہی جاری ہوگا۔',
  ],
  ['These results are not awaiting approval.', 'یہ نتیجہ منظوری کا منتظر نہیں۔'],
  ['The results of this exam are already published.', 'اس امتحان کا نتیجہ پہلے ہی جاری ہو چکا ہے۔'],
  [
    'Please write why the results are sent back.',
    'براہِ کرم لکھیں کہ نتیجہ کیوں واپس بھیجا جا رہا ہے۔',
  ],
  [
    'This paper has no missing marks in this section.',
    'اس سیکشن میں اس پرچے کے کوئی نمبر باقی نہیں۔',
  ],
  ['Grade {grade} is listed twice.', 'گریڈ {grade} دو بار درج ہے۔'],
  [
    'Grade {grade} ends below where it starts.',
    'گریڈ {grade} جہاں سے شروع ہوتا ہے اس سے نیچے ختم ہو رہا ہے۔',
  ],
  ['The lowest grade must start at 0%.', 'سب سے نچلا گریڈ 0% سے شروع ہونا چاہیے۔'],
  ['The highest grade must end at 100%.', 'سب سے اونچا گریڈ 100% پر ختم ہونا چاہیے۔'],
  ['No grade covers {from}% to {to}%.', '{from}% سے {to}% تک کوئی گریڈ نہیں۔'],
  ['No grade covers {from}%.', '{from}% کے لیے کوئی گریڈ نہیں۔'],
  ['Grades {a} and {b} overlap.', 'گریڈ {a} اور {b} ایک دوسرے پر چڑھ رہے ہیں۔'],
];
