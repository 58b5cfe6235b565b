// OneRoster's `detail` sentences in Urdu. Same rules as details.ur.ts: keyed by the exact English
// sentence (domains/oneroster/messages.ts).
export const onerosterDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  [
    'A file of the package would hold more than 10,000 rows.',
    'پیکج کی کسی فائل میں 10,000 سے زیادہ سطریں ہوں گی۔',
  ],
  ['The file is not a ZIP package that can be read.', 'یہ فائل پڑھا جا سکنے والا ZIP پیکج نہیں۔'],
  [
    'The package is larger than 8 MiB, or inflates to more than 64 MiB.',
    'پیکج 8 MiB سے بڑا ہے، یا کھلنے پر 64 MiB سے زیادہ ہو جاتا ہے۔',
  ],
  ['The package holds more than 20 files.', 'پیکج میں 20 سے زیادہ فائلیں ہیں۔'],
  [
    'The package has problems; nothing was imported.',
    'پیکج میں مسائل ہیں؛ کچھ بھی درآمد نہیں کیا گیا۔',
  ],
  ['Give the API client a name.', 'API کلائنٹ کا نام لکھیں۔'],
  [
    'The school already has 50 API clients; revoke one first.',
    'اسکول کے پاس پہلے ہی 50 API کلائنٹ ہیں؛ پہلے کوئی ایک منسوخ کریں۔',
  ],
  ['No such API client in this school.', 'اس اسکول میں ایسا کوئی API کلائنٹ نہیں۔'],
];
