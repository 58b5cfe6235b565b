// Payroll's `detail` sentences in Urdu. Same rules as details.ur.ts: keyed by the exact English
// sentence (domains/payroll/messages.ts).
export const payrollDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  [
    "A slab's upper limit must be above its lower limit.",
    'سلیب کی بالائی حد اس کی نچلی حد سے زیادہ ہونی چاہیے۔',
  ],
];
