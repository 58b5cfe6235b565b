// The diary's `detail` sentences in Urdu. Same rules as details.ur.ts: keyed by the exact
// English sentence; file types (PDF, PNG, JPEG) stay as written.
export const diaryDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
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
