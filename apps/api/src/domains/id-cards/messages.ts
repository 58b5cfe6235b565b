import { defineMessages } from '../../http/i18n/messages.js';
export const ID_CARD_MESSAGES = defineMessages('id-cards', {
  studentNotFound: { en: 'Student not found.', ur: 'طالب علم نہیں ملا۔' },
  sectionNotFound: { en: 'Section not found.', ur: 'سیکشن نہیں ملا۔' },
  noYear: {
    en: 'The school has no current academic year: set one before printing ID cards.',
    ur: 'اسکول کا کوئی موجودہ تعلیمی سال نہیں: آئی ڈی کارڈ پرنٹ کرنے سے پہلے ایک سال مقرر کریں۔',
  },
  emptySection: {
    en: 'This section has no active students in the current year.',
    ur: 'موجودہ سال میں اس سیکشن میں کوئی فعال طالب علم نہیں۔',
  },
});

/** The photo's bounds: a phone's photo fits; a poster-sized file does not. */
export const PHOTO_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  minSide: 64,
  maxSide: 4000,
  maxPixels: 12_000_000,
  maxStoredBytes: 8 * 1024 * 1024,
} as const;

export const PHOTO_MESSAGES = defineMessages('id-cards', {
  notImage: { en: 'The photo must be a PNG or JPEG image.', ur: 'تصویر PNG یا JPEG ہونی چاہیے۔' },
  typeMismatch: {
    en: 'The file is not the image type it says it is; choose a PNG or JPEG file.',
    ur: 'یہ فائل اس قسم کی تصویر نہیں جو بتائی گئی ہے؛ PNG یا JPEG فائل منتخب کریں۔',
  },
  tooLarge: {
    en: 'The photo is too large: at most 2 MiB.',
    ur: 'تصویر بہت بڑی ہے: زیادہ سے زیادہ 2 MiB۔',
  },
  badBase64: {
    en: 'The photo could not be read: send the file as base64.',
    ur: 'تصویر پڑھی نہیں جا سکی: فائل base64 کی صورت میں بھیجیں۔',
  },
  tooFewPixels: {
    en: 'The photo is too small: at least 64 pixels a side.',
    ur: 'تصویر بہت چھوٹی ہے: ہر طرف کم از کم 64 پکسل۔',
  },
  tooManyPixels: {
    en: 'The photo is too large: at most 4,000 pixels a side and 12 megapixels.',
    ur: 'تصویر بہت بڑی ہے: ہر طرف زیادہ سے زیادہ 4,000 پکسل اور کل 12 میگا پکسل۔',
  },
  unreadable: {
    en: 'The photo is damaged or incomplete and could not be read.',
    ur: 'تصویر خراب یا نامکمل ہے اور پڑھی نہیں جا سکی۔',
  },
  storedTooLarge: {
    en: 'The photo has too much detail to store; save it smaller or as a JPEG.',
    ur: 'تصویر میں محفوظ کرنے کے لیے بہت زیادہ تفصیل ہے؛ اسے چھوٹا کر کے یا JPEG کی صورت میں محفوظ کریں۔',
  },
});
