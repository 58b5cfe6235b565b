// IBAN checks shared by the service (payment details) and the settings form. Pure.

/** An IBAN as stored: spaces and dashes removed, upper case. */
export function normalizeIban(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Whether a (normalized) IBAN is well formed: country letters, check digits that pass the
 * ISO 13616 mod-97 test, and for Pakistan (PK) the national length of 24 characters.
 */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('PK') && !/^PK\d{2}[A-Z]{4}[0-9A-Z]{16}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
