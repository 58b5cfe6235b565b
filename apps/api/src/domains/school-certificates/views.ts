import type { Schemas } from '../../http/types.js';
import type { SchoolCertificateRow } from './repository.js';

/** Prefix of the printed number per kind: SLC-2026-0001, CC-2026-0001. */
export const NUMBER_PREFIX = { leaving: 'SLC', character: 'CC' } as const;

export function certificateNumber(kind: keyof typeof NUMBER_PREFIX, year: number, n: number) {
  return `${NUMBER_PREFIX[kind]}-${year}-${String(n).padStart(4, '0')}`;
}

export function toSchoolCertificate(row: SchoolCertificateRow): Schemas['SchoolCertificate'] {
  return {
    id: row.id,
    student_id: row.student_id,
    kind: row.kind,
    number: row.number,
    code: row.code,
    student_name: row.student_name,
    admission_no: row.admission_no,
    school_name: row.school_name,
    issued_on: row.issued_on,
    leaving_date: row.leaving_date,
    reason: row.reason,
    remarks: row.remarks,
    status: row.status,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    revoke_reason: row.revoke_reason,
    created_at: row.created_at.toISOString(),
  };
}
