// sourcedIds of Watni's rows: `<kind>-<Watni id>`, stable as long as the row lives in the school
// (OneRoster asks only that a sourcedId be unique and kept; it need not be a GUID).
export const id = {
  org: (n: number) => `org-${n}`,
  year: (n: number) => `year-${n}`,
  term: (n: number) => `term-${n}`,
  course: (n: number) => `class-${n}`,
  section: (n: number) => `section-${n}`,
  student: (n: number) => `student-${n}`,
  guardian: (n: number) => `guardian-${n}`,
  teacher: (n: number) => `teacher-${n}`,
};

/**
 * A guardian's one name as OneRoster's given and family names: the last word is the family name
 * (as the student import splits `student_name`). A one-word name is written in both fields, and
 * `joinName` reads that back as the one word, so the name survives a round trip.
 */
export function splitName(name: string): { given: string; family: string } {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { given: name.trim(), family: name.trim() };
  return { given: words.slice(0, -1).join(' '), family: words.at(-1)! };
}

export function joinName(given: string, family: string): string {
  if (given === family && !/\s/.test(given)) return given;
  return `${given} ${family}`.trim();
}
