// The calendar feed's `detail` sentences in Urdu. Same rules as details.ur.ts.
export const calendarDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  ['No calendar feed at this address.', 'اس پتے پر کوئی کیلنڈر فیڈ نہیں ہے۔'],
  ["Only a school's users have a calendar feed.", 'کیلنڈر فیڈ صرف اسکول کے صارفین کے لیے ہے۔'],
];
