import type { AcademicYear } from '@watni/api-client';
import { type SchoolMessages, schoolMessages } from '../../messages/school';

export interface NewTerm {
  name: string;
  starts_on: string;
  ends_on: string;
}

/** A sentence for a term that cannot fit its year, or null; the service checks the same again. */
export function termProblem(
  year: AcademicYear | undefined,
  term: NewTerm,
  m: SchoolMessages['setup'] = schoolMessages.setup,
): string | null {
  if (!year) return m.termYearRequired;
  if (term.starts_on && term.ends_on && term.ends_on < term.starts_on) return m.termEndsBeforeStart;
  if (
    (term.starts_on && term.starts_on < year.starts_on) ||
    (term.ends_on && term.ends_on > year.ends_on)
  ) {
    return m.termOutsideYear(year.name, year.starts_on, year.ends_on);
  }
  return null;
}
