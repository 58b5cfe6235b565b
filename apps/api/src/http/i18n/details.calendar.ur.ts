// The calendar feed's `detail` sentences in Urdu. Same rules as details.ur.ts.
export const calendarDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [];
