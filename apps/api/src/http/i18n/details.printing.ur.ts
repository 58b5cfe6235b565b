// Bulk printing's and the school logo's `detail` sentences in Urdu. Same rules as details.ur.ts:
// keyed by the exact English sentence (domains/printing/messages.ts, documents/logo-image.ts).
export const printingDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  [
    "A month's payslips are printed for the whole school; choose the school scope.",
    'مہینے کی تنخواہ کی پرچیاں پورے اسکول کی پرنٹ ہوتی ہیں؛ پورا اسکول منتخب کریں۔',
  ],
  // The school's logo
];
