// The timetable's `detail` sentences in Urdu. Same rules as details.ur.ts: keyed by the
// exact English sentence; names, rooms and class names are data and stay as written.
export const timetableDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [];
