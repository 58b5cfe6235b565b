// One school transaction: the caller's school scope, and the unique and foreign-key violations
// the database decides turned into the sentences a screen can show.
import type { Tx } from '../../db/client.js';
import { constraintName, sqlState } from '../../db/errors.js';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, HttpError } from '../../http/errors.js';
import type { Detail } from '../../http/i18n/messages.js';
import { schoolScope } from './policy.js';

/** Constraint name → the 409 sentence for a violation of it. */
const CONFLICTS: Record<string, string> = {
  academic_years_name_key: 'The school already has an academic year with this name.',
  academic_years_current_key: 'Another year was made current at the same time; try again.',
  terms_year_name_key: 'This year already has a term with this name.',
  classes_name_key: 'The school already has a class with this name.',
  sections_class_name_key: 'This class already has a section with this name.',
  subjects_class_name_key: 'This class already has a subject with this name.',
  students_admission_no_key: 'Another student already has this admission number.',
  students_user_key: 'This sign-in account is already linked to another student.',
  student_enrolments_roll_key: 'This roll number is already taken in the section.',
  student_enrolments_pkey: 'The student is already placed in a section in this year.',
  guardians_cnic_key: 'Another guardian already has this CNIC.',
  guardians_user_key: 'This sign-in account is already linked to another guardian.',
};

export async function inSchool<T>(
  deps: AppDeps,
  auth: AuthContext,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await withScope(deps.db, schoolScope(auth), fn);
  } catch (error) {
    throw translate(error);
  }
}

function translate(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (sqlState(error) === '23505') {
    const message = CONFLICTS[constraintName(error) ?? ''];
    if (message) return conflict(message);
  }
  return error;
}

/**
 * A domain's own school transaction: `inSchool`, and a unique (23505) or foreign-key (23503)
 * refusal of one of `conflicts`' constraints answered as a 409 with its sentence.
 */
export function schoolTransaction(conflicts: Readonly<Record<string, string | Detail>>) {
  return async <T>(deps: AppDeps, auth: AuthContext, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    try {
      return await inSchool(deps, auth, fn);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const state = sqlState(error);
      if (state === '23505' || state === '23503') {
        const message = conflicts[constraintName(error) ?? ''];
        if (message) throw conflict(message);
      }
      throw error;
    }
  };
}

// Today's date in Pakistan, kept importable from here for the use cases that already do.
export { todayInPakistan } from '../_shared/pakistanTime.js';
