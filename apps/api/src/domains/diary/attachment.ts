// A diary attachment is checked before anything is stored: base64 that decodes, at most 2 MiB, and
// a type decided by the file's first bytes (PDF `%PDF-`, PNG signature, JPEG SOI marker, the same
// sniffing as the school's logo), which must agree with the type the browser declared. A file
// whose bytes say something else (an executable renamed .pdf) is refused with the reason.
// Images are then decoded and encoded again like the school's logo and students' photos
// (documents/logo-image.ts): what is stored and handed to parents is pixels this code wrote, with
// no EXIF (a phone photo's GPS position and camera), comments or bytes hidden after the image.
// Sizes are read from the header before decoding, so a small file declaring a huge image is
// refused without allocating it. A PDF is kept as sent, after its magic bytes.
import {
  checkImage,
  type ImageRules,
  LogoRefused,
  sniffImageType,
} from '../../documents/logo-image.js';
import { invalidField } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Schemas } from '../../http/types.js';
import type { AttachmentValues } from './repository.js';

const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;

const ATTACHMENT_MESSAGES = defineMessages('diary.attachment', {
  badBase64: {
    en: 'The attachment could not be read: send the file as base64.',
    ur: 'منسلک فائل پڑھی نہیں جا سکی: فائل base64 میں بھیجیں۔',
  },
  empty: { en: 'The attachment is empty.', ur: 'منسلک فائل خالی ہے۔' },
  tooLarge: {
    en: 'The attachment is too large: at most 2 MiB.',
    ur: 'منسلک فائل بہت بڑی ہے: زیادہ سے زیادہ 2 MiB۔',
  },
  notAllowed: {
    en: 'The attachment must be a PDF, PNG or JPEG file.',
    ur: 'منسلک فائل PDF، PNG یا JPEG ہونی چاہیے۔',
  },
  typeMismatch: {
    en: 'The file is not the type it says it is; choose a PDF, PNG or JPEG file.',
    ur: 'فائل اس قسم کی نہیں جو بتائی گئی ہے؛ PDF، PNG یا JPEG فائل منتخب کریں۔',
  },
  badName: {
    en: 'The file name must be 1 to 120 characters, without folders or control characters.',
    ur: 'فائل کا نام 1 سے 120 حروف کا ہو، فولڈر یا کنٹرول حروف کے بغیر۔',
  },
});

/** An attachment image's bounds (a photo of a worksheet, a diagram): stored within 2 MiB too. */
const ATTACHMENT_IMAGE_RULES: ImageRules = {
  limits: {
    maxBytes: ATTACHMENT_MAX_BYTES,
    minSide: 1,
    maxSide: 4000,
    maxPixels: 4_000_000,
    maxStoredBytes: ATTACHMENT_MAX_BYTES,
  },
  messages: {
    notImage: ATTACHMENT_MESSAGES.notAllowed,
    typeMismatch: ATTACHMENT_MESSAGES.typeMismatch,
    tooLarge: ATTACHMENT_MESSAGES.tooLarge,
    badBase64: ATTACHMENT_MESSAGES.badBase64,
    tooFewPixels: 'The image is empty.',
    tooManyPixels: 'The image is too large: at most 4,000 pixels a side and 4 megapixels.',
    unreadable: 'The image is damaged or incomplete and could not be read.',
    storedTooLarge:
      'The image has too much detail to store within 2 MiB; save it smaller or as a JPEG.',
  },
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

type AttachmentType = Schemas['DiaryAttachmentType'];

export function sniffAttachmentType(bytes: Buffer): AttachmentType | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).equals(PDF_MAGIC)) return 'application/pdf';
  return sniffImageType(bytes);
}

/** The name readers see: the last path segment, trimmed; refused when empty or with controls. */
function cleanName(name: string): string {
  const last = name.split(/[\\/]/).pop()?.trim() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (!last || last.length > 120 || /[\u0000-\u001f\u007f]/.test(last) || /^\.+$/.test(last))
    throw invalidField('attachment.file_name', ATTACHMENT_MESSAGES.badName);
  return last;
}

export function checkAttachment(upload: Schemas['DiaryAttachmentUpload']): AttachmentValues {
  const text = upload.data_base64.replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 === 1)
    throw invalidField('attachment.data_base64', ATTACHMENT_MESSAGES.badBase64);
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0) throw invalidField('attachment.data_base64', ATTACHMENT_MESSAGES.empty);
  if (bytes.length > ATTACHMENT_MAX_BYTES)
    throw invalidField('attachment.data_base64', ATTACHMENT_MESSAGES.tooLarge);
  const type = sniffAttachmentType(bytes);
  if (!type) throw invalidField('attachment.data_base64', ATTACHMENT_MESSAGES.notAllowed);
  if (type !== upload.content_type)
    throw invalidField('attachment.content_type', ATTACHMENT_MESSAGES.typeMismatch);
  const file_name = cleanName(upload.file_name);
  if (type === 'application/pdf') return { file_name, content_type: type, bytes };
  try {
    const image = checkImage(bytes, type, ATTACHMENT_IMAGE_RULES);
    return { file_name, content_type: type, bytes: image.image };
  } catch (error) {
    if (error instanceof LogoRefused) throw invalidField('attachment.data_base64', error.reason);
    throw error;
  }
}
