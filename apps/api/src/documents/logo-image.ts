// The school's logo as an upload is checked before anything is stored: the type from the file's
// first bytes (PNG signature, JPEG SOI marker; the declared type must agree), the size in bytes
// and in pixels read from the header BEFORE decoding (a small file that declares a huge image is
// refused without allocating it), then the whole file decoded and encoded again: what is stored
// and printed is pixels this code wrote, with no metadata, comments or trailing bytes.
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { Detail } from '../http/i18n/messages.js';
import { defineMessages } from '../http/i18n/messages.js';

export const LOGO_LIMITS = {
  maxBytes: 512 * 1024,
  minSide: 32,
  maxSide: 2000,
  maxPixels: 2_000_000,
  /** Re-encoded, a small palette PNG can grow: what is stored stays under this. */
  maxStoredBytes: 4 * 1024 * 1024,
} as const;

export const LOGO_MESSAGES = defineMessages('documents.logo-image', {
  notImage: {
    en: 'The logo must be a PNG or JPEG image.',
    ur: 'لوگو PNG یا JPEG تصویر ہونا چاہیے۔',
  },
  typeMismatch: {
    en: 'The file is not the image type it says it is; choose a PNG or JPEG file.',
    ur: 'یہ فائل اس قسم کی تصویر نہیں جو بتائی گئی ہے؛ PNG یا JPEG فائل منتخب کریں۔',
  },
  tooLarge: {
    en: 'The logo is too large: at most 512 KiB.',
    ur: 'لوگو بہت بڑا ہے: زیادہ سے زیادہ 512 KiB۔',
  },
  badBase64: {
    en: 'The logo could not be read: send the file as base64.',
    ur: 'لوگو پڑھا نہیں جا سکا: فائل base64 میں بھیجیں۔',
  },
  tooFewPixels: {
    en: 'The logo is too small: at least 32 pixels a side.',
    ur: 'لوگو بہت چھوٹا ہے: ہر طرف کم از کم 32 پکسل۔',
  },
  tooManyPixels: {
    en: 'The logo is too large: at most 2,000 pixels a side and 2 megapixels.',
    ur: 'لوگو بہت بڑا ہے: ہر طرف زیادہ سے زیادہ 2,000 پکسل اور کل 2 میگا پکسل۔',
  },
  unreadable: {
    en: 'The logo image is damaged or incomplete and could not be read.',
    ur: 'لوگو کی تصویر خراب یا نامکمل ہے، پڑھی نہیں جا سکی۔',
  },
  storedTooLarge: {
    en: 'The logo has too much detail to store; save it smaller or as a JPEG.',
    ur: 'لوگو میں تفصیل اتنی زیادہ ہے کہ محفوظ نہیں ہو سکتا؛ اسے چھوٹا کر کے یا JPEG میں محفوظ کریں۔',
  },
});

type LogoType = 'image/png' | 'image/jpeg';

/** Why an image was refused: a sentence, or a message id where the caller's messages have ids. */
export class LogoRefused extends Error {
  constructor(readonly reason: string | Detail) {
    super(typeof reason === 'string' ? reason : reason.en);
  }
}

interface CheckedLogo {
  content_type: LogoType;
  image: Buffer;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImageType(bytes: Buffer): LogoType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  return null;
}

/** Width and height from the PNG's IHDR chunk (always the first chunk). */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Width and height from the JPEG's first start-of-frame marker (SOF0-SOF15 but DHT, JPG, DAC). */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    if (marker === 0xd9 || marker === 0xda) return null; // end, or scan data before any frame
    at += 2 + length;
  }
  return null;
}

/** The bounds an image upload is checked against, and the sentences it is refused with. */
export interface ImageRules {
  limits: { [K in keyof typeof LOGO_LIMITS]: number };
  messages: { [K in keyof typeof LOGO_MESSAGES]: string | Detail };
}

const LOGO_RULES: ImageRules = { limits: LOGO_LIMITS, messages: LOGO_MESSAGES };

function withinLimits(size: { width: number; height: number }, rules: ImageRules): void {
  const { width, height } = size;
  const { limits, messages } = rules;
  if (width < limits.minSide || height < limits.minSide)
    throw new LogoRefused(messages.tooFewPixels);
  if (width > limits.maxSide || height > limits.maxSide)
    throw new LogoRefused(messages.tooManyPixels);
  if (width * height > limits.maxPixels) throw new LogoRefused(messages.tooManyPixels);
}

/** Checks an uploaded logo and answers it re-encoded; throws LogoRefused with the reason. */
export function checkLogo(bytes: Buffer, declared: LogoType): CheckedLogo {
  return checkImage(bytes, declared, LOGO_RULES);
}

/** Checks an uploaded image against `rules` (a logo, a student's photo) and re-encodes it. */
export function checkImage(bytes: Buffer, declared: LogoType, rules: ImageRules): CheckedLogo {
  const checked = decodeAndEncode(bytes, declared, rules);
  if (checked.image.length > rules.limits.maxStoredBytes)
    throw new LogoRefused(rules.messages.storedTooLarge);
  return checked;
}

function decodeAndEncode(bytes: Buffer, declared: LogoType, rules: ImageRules): CheckedLogo {
  const { limits, messages } = rules;
  if (bytes.length > limits.maxBytes) throw new LogoRefused(messages.tooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw new LogoRefused(messages.notImage);
  if (type !== declared) throw new LogoRefused(messages.typeMismatch);
  const size = type === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size) throw new LogoRefused(messages.unreadable);
  withinLimits(size, rules);
  try {
    if (type === 'image/png') {
      const decoded = PNG.sync.read(bytes);
      withinLimits(decoded, rules);
      const png = new PNG({ width: decoded.width, height: decoded.height });
      decoded.data.copy(png.data);
      return {
        content_type: type,
        image: PNG.sync.write(png, { colorType: 6 }),
        width: decoded.width,
        height: decoded.height,
      };
    }
    const decoded = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: limits.maxPixels / 1_000_000,
      maxMemoryUsageInMB: 64,
    });
    withinLimits(decoded, rules);
    const encoded = jpeg.encode(
      { width: decoded.width, height: decoded.height, data: decoded.data },
      90,
    );
    return {
      content_type: type,
      image: encoded.data,
      width: decoded.width,
      height: decoded.height,
    };
  } catch (error) {
    if (error instanceof LogoRefused) throw error;
    throw new LogoRefused(messages.unreadable);
  }
}
