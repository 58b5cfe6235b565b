// Pakistani mobile, CNIC and B-Form numbers as people type them, in the one form stored. The
// service stores what these return and the forms check with the same functions, so a number a
// form accepts is never refused by the service, nor the reverse. Each returns the stored form, or
// null when the input cannot be one. Digits may be typed on an Urdu (۰–۹) or Arabic (٠–٩)
// keyboard: they are read as the Latin digits that are stored.

const URDU_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

/** `۰۳۰۰` or `٠٣٠٠` → `0300`; every other character is kept. */
export function latinDigits(input: string): string {
  return input.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= URDU_ZERO ? code - URDU_ZERO : code - ARABIC_INDIC_ZERO);
  });
}

/** A mobile number: 03001234567, 0300-1234567, +92 300 1234567, 923001234567 → +923001234567. */
export function normaliseMobile(input: string): string | null {
  const digits = latinDigits(input).replace(/[\s().-]/g, '');
  const match = /^(?:\+92|0092|92|0)(3\d{9})$/.exec(digits);
  return match ? `+92${match[1]}` : null;
}

/** A CNIC: 12345-1234567-1 or 1234512345671 → 12345-1234567-1. */
export function normaliseCnic(input: string): string | null {
  const trimmed = latinDigits(input).trim();
  if (/^\d{5}-\d{7}-\d$/.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/[\s-]/g, '');
  if (!/^\d{13}$/.test(digits)) return null;
  return `${digits.slice(0, 5)}-${digits.slice(5, 12)}-${digits.slice(12)}`;
}

/** A B-Form (child registration) number: 13 digits, dashes or spaces dropped. */
export function normaliseBForm(input: string): string | null {
  const digits = latinDigits(input).replace(/[\s-]/g, '');
  return /^\d{13}$/.test(digits) ? digits : null;
}
