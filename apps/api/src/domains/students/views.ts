// Rows of the students repository → the contract's shapes.
import type { Tx } from '../../db/client.js';
import type { Schemas } from '../../http/types.js';
import * as repo from './repository.js';

export function toPlacement(row: repo.PlacementRow): Schemas['Placement'] {
  return {
    academic_year_id: row.academic_year_id,
    academic_year_name: row.academic_year_name,
    class_id: row.class_id,
    class_name: row.class_name,
    section_id: row.section_id,
    section_name: row.section_name,
    roll_no: row.roll_no,
  };
}

export function toGuardian(row: repo.GuardianRow): Schemas['Guardian'] {
  return {
    id: row.id,
    name: row.name,
    relation: row.relation,
    cnic: row.cnic,
    mobile: row.mobile,
    email: row.email,
    preferred_language: row.preferred_language,
    whatsapp_consent: row.whatsapp_consent,
    sms_consent: row.sms_consent,
    has_account: row.user_id !== null,
  };
}

export async function loadProfile(
  tx: Tx,
  student: repo.StudentRow,
): Promise<Schemas['StudentProfile']> {
  const placements = await repo.placementsOf(tx, [student.id]);
  const links = await repo.guardiansOf(tx, student.id);
  const current = placements.find((row) => row.is_current);
  return {
    id: student.id,
    admission_no: student.admission_no,
    first_name: student.first_name,
    last_name: student.last_name,
    date_of_birth: student.date_of_birth,
    gender: student.gender,
    b_form: student.b_form,
    address: student.address,
    admission_date: student.admission_date,
    status: student.status,
    user_id: student.user_id,
    placement: current ? toPlacement(current) : null,
    placements: placements.map(toPlacement),
    guardians: links.map((link) => ({
      guardian: toGuardian(link.guardian),
      is_primary: link.is_primary,
    })),
  };
}
