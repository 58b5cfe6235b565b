// One HR transaction in the caller's school, with the database's unique and foreign-key refusals
// turned into sentences a screen can show.
import type { Tx } from '../../db/client.js';
import { constraintName, sqlState } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, HttpError } from '../../http/errors.js';
import { inSchool } from '../school/transaction.js';

const CONFLICTS: Record<string, string> = {
  staff_records_employee_number_key: 'Another staff member already has this employee number.',
  staff_records_cnic_key: 'Another staff member already has this CNIC.',
  salary_components_name_key: 'This staff member already has a salary component with this name.',
  leave_types_name_key: 'The school already has a leave type with this name.',
  staff_attendance_leave_type_fkey: 'Staff days are marked with this leave type; archive it.',
};

export async function inHr<T>(
  deps: AppDeps,
  auth: AuthContext,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await inSchool(deps, auth, fn);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const state = sqlState(error);
    if (state === '23505' || state === '23503') {
      const message = CONFLICTS[constraintName(error) ?? ''];
      if (message) throw conflict(message);
    }
    throw error;
  }
}
