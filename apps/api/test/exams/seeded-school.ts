// The seeded school as the exam tests find it: a class by name, and the current year's first
// term, where they put their exams.
import type { caller } from '../learning/helpers.js';

type Call = ReturnType<typeof caller>;

export interface SeededClass {
  id: number;
  name: string;
  sections: { id: number; name: string }[];
  subjects: { id: number; name: string }[];
}

export async function seededClass(call: Call, email: string, name: string) {
  const classes = (await call(email, 'GET', '/school/classes/')).json().items as SeededClass[];
  return classes.find((c) => c.name === name)!;
}

export async function currentFirstTerm(call: Call, email: string) {
  const years = (await call(email, 'GET', '/school/years/')).json().items as {
    is_current: boolean;
    terms: { id: number; name: string }[];
  }[];
  return years.find((y) => y.is_current)!.terms.find((x) => x.name === 'First Term')!.id;
}
