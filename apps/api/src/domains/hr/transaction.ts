// One HR transaction in the caller's school, with the database's unique and foreign-key refusals
// turned into sentences a screen can show.
import { schoolTransaction } from '../school/transaction.js';

const CONFLICTS: Record<string, string> = {
  staff_records_employee_number_key: 'Another staff member already has this employee number.',
  staff_records_cnic_key: 'Another staff member already has this CNIC.',
  salary_components_name_key: 'This staff member already has a salary component with this name.',
  leave_types_name_key: 'The school already has a leave type with this name.',
  staff_attendance_leave_type_fkey: 'Staff days are marked with this leave type; archive it.',
};

export const inHr = schoolTransaction(CONFLICTS);
