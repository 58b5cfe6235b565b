// The diary's `detail` sentences in Urdu. Same rules as details.ur.ts: keyed by the exact
// English sentence; file types (PDF, PNG, JPEG) stay as written.
export const diaryDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  [
    "Only the school's teachers and administrators can post to the diary.",
    'ڈائری میں صرف اسکول کے اساتذہ اور منتظمین لکھ سکتے ہیں۔',
  ],
  [
    "Only this section's teachers or an administrator can post to or read its diary.",
    'اس سیکشن کی ڈائری صرف اس کے اساتذہ یا کوئی منتظم لکھ یا پڑھ سکتا ہے۔',
  ],
  [
    'Only the teacher of this subject in this section, its class teacher or an administrator can post it.',
    'یہ اندراج صرف اس سیکشن میں اس مضمون کا استاد، کلاس ٹیچر یا کوئی منتظم کر سکتا ہے۔',
  ],
  [
    'Only the teacher who posted it can edit this diary entry.',
    'ڈائری کے اس اندراج میں تبدیلی صرف وہی استاد کر سکتا ہے جس نے اسے لکھا۔',
  ],
  [
    'Only the teacher who posted it or an administrator can delete this entry.',
    'یہ اندراج صرف وہی استاد جس نے اسے لکھا یا کوئی منتظم حذف کر سکتا ہے۔',
  ],
  ["You can read only your own section's diary.", 'آپ صرف اپنے سیکشن کی ڈائری پڑھ سکتے ہیں۔'],
  [
    'Only students and parents have a diary by day; teachers read it by section.',
    'دن بہ دن کی ڈائری صرف طلبہ اور والدین کے لیے ہے؛ اساتذہ اسے سیکشن کے لحاظ سے پڑھتے ہیں۔',
  ],
  ['Diary entry not found.', 'ڈائری کا اندراج نہیں ملا۔'],
  ['This diary entry has no attachment.', 'ڈائری کے اس اندراج کے ساتھ کوئی فائل منسلک نہیں۔'],
  [
    "This subject is not one of the section's class subjects.",
    'یہ مضمون اس سیکشن کی جماعت کے مضامین میں شامل نہیں۔',
  ],
  ['The day must be within 30 days of today.', 'دن آج سے 30 دن کے اندر ہونا چاہیے۔'],
  [
    'The due date cannot be before the day of the entry.',
    'جمع کرانے کی تاریخ اندراج کے دن سے پہلے نہیں ہو سکتی۔',
  ],
  [
    'The due date must be within 60 days of the entry.',
    'جمع کرانے کی تاریخ اندراج سے 60 دن کے اندر ہونی چاہیے۔',
  ],
  [
    'Write what the students should do (the text cannot be blank).',
    'لکھیں کہ طلبہ کو کیا کرنا ہے (متن خالی نہیں ہو سکتا)۔',
  ],
  [
    'The attachment could not be read: send the file as base64.',
    'منسلک فائل پڑھی نہیں جا سکی: فائل base64 میں بھیجیں۔',
  ],
  ['The attachment is empty.', 'منسلک فائل خالی ہے۔'],
  ['The attachment is too large: at most 2 MiB.', 'منسلک فائل بہت بڑی ہے: زیادہ سے زیادہ 2 MiB۔'],
  ['The attachment must be a PDF, PNG or JPEG file.', 'منسلک فائل PDF، PNG یا JPEG ہونی چاہیے۔'],
  [
    'The file is not the type it says it is; choose a PDF, PNG or JPEG file.',
    'فائل اس قسم کی نہیں جو بتائی گئی ہے؛ PDF، PNG یا JPEG فائل منتخب کریں۔',
  ],
  [
    'The file name must be 1 to 120 characters, without folders or control characters.',
    'فائل کا نام 1 سے 120 حروف کا ہو، فولڈر یا کنٹرول حروف کے بغیر۔',
  ],
  [
    'This operation id was used for another change; send the change with a new id.',
    'یہ آپریشن آئی ڈی کسی اور تبدیلی کے لیے استعمال ہو چکی ہے؛ تبدیلی نئی آئی ڈی کے ساتھ بھیجیں۔',
  ],
  [
    'This diary entry was posted from the queue and has since been deleted.',
    'ڈائری کا یہ اندراج قطار سے شائع ہوا تھا اور بعد میں حذف کر دیا گیا۔',
  ],
  ['The image is empty.', 'تصویر خالی ہے۔'],
  [
    'The image is too large: at most 4,000 pixels a side and 4 megapixels.',
    'تصویر بہت بڑی ہے: ہر طرف زیادہ سے زیادہ 4,000 پکسل اور کل 4 میگا پکسل۔',
  ],
  [
    'The image is damaged or incomplete and could not be read.',
    'تصویر خراب یا نامکمل ہے اور پڑھی نہیں جا سکی۔',
  ],
  [
    'The image has too much detail to store within 2 MiB; save it smaller or as a JPEG.',
    'تصویر میں اتنی تفصیل ہے کہ 2 MiB میں محفوظ نہیں ہو سکتی؛ اسے چھوٹا کر کے یا JPEG میں محفوظ کریں۔',
  ],
];
