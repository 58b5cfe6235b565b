// How an SMS travels and what it costs: GSM 03.38 (7-bit) when every character is in the default
// alphabet or its extension table, else UCS-2 (Urdu always is). A single message holds 160
// septets (GSM-7) or 70 UTF-16 units (UCS-2); a long one is split into segments of 153 / 67,
// the rest being the concatenation header (UDH). An extension character (^ { } \ [ ~ ] | € and
// form feed) takes two septets (ESC + code), and a segment never splits it; a character outside
// the Basic Multilingual Plane takes two UCS-2 units (a surrogate pair) and a segment never
// splits the pair.

/** The GSM 03.38 default alphabet. */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table: ESC + one more septet each. */
const GSM7_EXTENSION = new Set('^{}\\[~]|€\f');

interface SmsShape {
  encoding: 'gsm7' | 'ucs2';
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the text takes. */
  units: number;
  /** Characters as a person counts them. */
  characters: number;
  segments: number;
}

function segmentsOf(sizes: number[], single: number, part: number): number {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total <= single) return 1;
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    // A two-unit character (extension, surrogate pair) never straddles two segments.
    if (used + size > part) {
      segments++;
      used = 0;
    }
    used += size;
  }
  return segments;
}

/** The encoding an SMS needs, its size and how many segments it takes. */
export function smsShape(text: string): SmsShape {
  const chars = [...text];
  const gsm = chars.every((char) => GSM7_BASIC.has(char) || GSM7_EXTENSION.has(char));
  if (gsm) {
    const sizes = chars.map((char) => (GSM7_EXTENSION.has(char) ? 2 : 1));
    return {
      encoding: 'gsm7',
      units: sizes.reduce((sum, size) => sum + size, 0),
      characters: chars.length,
      segments: segmentsOf(sizes, 160, 153),
    };
  }
  const sizes = chars.map((char) => char.length); // 2 for a surrogate pair
  return {
    encoding: 'ucs2',
    units: sizes.reduce((sum, size) => sum + size, 0),
    characters: chars.length,
    segments: segmentsOf(sizes, 70, 67),
  };
}
