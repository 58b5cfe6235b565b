// Digits typed on an Urdu (۰–۹) or Arabic (٠–٩) keyboard, read as the Latin digits that are
// stored and sent. Every numeric field (marks, amounts, quantities, phone numbers) goes through
// this one helper: the Input of TextField and NumberField applies it as the user types.

const URDU_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_DIGIT = /[\u06f0-\u06f9\u0660-\u0669]/g;
/** The Arabic decimal separator (U+066B) and the Urdu/Arabic thousands separators. */
const ARABIC_DECIMAL = /\u066b/g;
const ARABIC_GROUPING = /[\u066c\u060c]/g;

/** `۱۰۰۰` → `1000`, `٤٥` → `45`, `۱۲٫۵` → `12.5`; every other character is kept. */
export function latinDigits(text: string): string {
  return text
    .replace(EASTERN_DIGIT, (digit) => {
      const code = digit.charCodeAt(0);
      return String(code >= URDU_ZERO ? code - URDU_ZERO : code - ARABIC_INDIC_ZERO);
    })
    .replace(ARABIC_DECIMAL, '.')
    .replace(ARABIC_GROUPING, ',');
}

/** Whether an input takes numbers (so its typed digits are normalised). */
export function isNumericInput(props: { type?: string; inputMode?: string }): boolean {
  return (
    props.type === 'tel' ||
    props.type === 'number' ||
    props.inputMode === 'numeric' ||
    props.inputMode === 'decimal' ||
    props.inputMode === 'tel'
  );
}
